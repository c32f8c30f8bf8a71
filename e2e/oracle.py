"""Where things are in the app's window, found by laying the same window out unseen.

Qt's widgets are not X windows, so xdotool cannot find a table row or a sidebar tag. This
process builds the same MainWindow (same code, screen, fonts, settings and a copy of the
same library) with WA_DontShowOnScreen, shows it in the same scope, and reads positions
relative to the window. If the two ever disagree, the library checks fail: the oracle can
make a step miss, never make a wrong result pass.
"""

from __future__ import annotations

import atexit
import sqlite3
import tempfile
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget

from papershelf.gui.application import make_application
from papershelf.gui.controller import LibraryController
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import open_library
from papershelf.library.queries import Scope


def copy_library(source: Path, target: Path) -> None:
    """A consistent copy of a library another process has open (WAL included)."""
    with sqlite3.connect(f"file:{source}?mode=ro", uri=True) as src, sqlite3.connect(target) as dst:
        src.backup(dst)


class Layout:
    """The unseen twin of the app's window at one moment, and where its parts are."""

    def __init__(self, library: Path, scope: Scope, query: str = "") -> None:
        make_application()
        self._tmp = tempfile.TemporaryDirectory(prefix="papershelf-oracle-")
        copy = Path(self._tmp.name) / "copy.sqlite"
        copy_library(library, copy)
        self.lib = open_library(copy)
        self.window = MainWindow(
            LibraryController(self.lib), Settings(Path(self._tmp.name) / "s.ini")
        )
        self.window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
        self.window.show()
        self.window.show_scope(scope)
        if query:
            self.window.search.setText(query)
            self.window._apply_search(query)
        QApplication.processEvents()

    def close(self) -> None:
        """Drop the twin and its copy."""
        self.window.close()
        self.window.deleteLater()
        QApplication.processEvents()
        self.lib.close()
        # The twin's related-papers refresh can still fire from a timer after it closed; it
        # reopens the copy, so the copy stays until the driver exits.
        atexit.register(self._tmp.cleanup)

    def _in_window(self, widget: QWidget, point: QPoint) -> tuple[int, int]:
        """A point of *widget* in the window's coordinates."""
        mapped = widget.mapTo(self.window, point)
        return mapped.x(), mapped.y()

    def row(self, row: int) -> tuple[int, int]:
        """The middle of the title cell of table row *row*."""
        table = self.window.table
        rect = table.visualRect(self.window.model.index(row, COLUMN_INDEX["title"]))
        return self._in_window(table.viewport(), rect.center())

    def row_gap(self, row: int) -> tuple[int, int]:
        """The boundary just above table row *row* (where a drop lands before it)."""
        table = self.window.table
        rect = table.visualRect(self.window.model.index(row, COLUMN_INDEX["title"]))
        return self._in_window(table.viewport(), QPoint(rect.center().x(), rect.top() + 2))

    def entry_at(self, row: int) -> int:
        """The entry id shown in table row *row*."""
        return self.window.model.entry_id(row)

    def sidebar(self, key: str) -> tuple[int, int]:
        """The middle of the sidebar row with *key* (e.g. 'tag:ml', 'list:1')."""
        tree = self.window.sidebar.tree
        index = self.window.sidebar.data_for(key)
        if not index.isValid():
            raise LookupError(f"no sidebar row {key!r}")
        tree.scrollTo(index)
        return self._in_window(tree.viewport(), tree.visualRect(index).center())
