"""Start-up does only what the first paint needs; the rest loads, and works, when first used."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from papershelf.gui import actions
from papershelf.gui.controller import LibraryController
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.gui.table import table_model
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import Library

# Modules the window loads on first use only (their dialogs, pages and services).
DEFERRED = (
    "papershelf.gui.dialogs.duplicates",
    "papershelf.gui.dialogs.import_review",
    "papershelf.gui.plans.stats_view",
    "papershelf.gui.plans.charts",
    "papershelf.gui.features.triage",
    "papershelf.gui.features.triage_card",
    "papershelf.services.exporting",
    "papershelf.services.autoexport",
    "papershelf.services.citations",  # citeproc-py: the first Copy Reference or preview
    "papershelf.gui.dialogs.bibliography_export",
    "papershelf.gui.dialogs.shared_library",  # File, Open Shared Library
    "papershelf.services.importing",  # the import engine: the first import or dropped PDF
    "papershelf.services.pdf_import",
    "papershelf.library.postgresql.connection",  # a library on a PostgreSQL server
    "psycopg",  # its driver (0.2 s of CPU at start, when peewee imported it)
    "papershelf.library.postgresql.schema",  # a server library's schema and migrations
    "papershelf.library.postgresql.migrations",
    "logging.handlers",  # the crash log's file handler: the first line logged
    "papershelf.gui.reader.window",  # the PDF reader: the first Read PDF
    "papershelf.formats.pdf.engine",  # PDFium, in this process too only once asked
)
SHOW_WINDOW = """
import json, sys
from pathlib import Path
from papershelf.gui.application import make_application, open_window
from papershelf.gui.settings import Settings
app = make_application()
window = open_window(sys.argv[1], Settings(Path(sys.argv[2])))
window.show()
app.processEvents()
watched = ("papershelf.", "psycopg", "logging.")
print(json.dumps(sorted(m for m in sys.modules if m.startswith(watched))))
window.close()
"""


def test_the_shown_window_has_not_loaded_dialogs_pages_or_export(tmp_path: Path) -> None:
    command = [sys.executable, "-c", SHOW_WINDOW, str(tmp_path / "lib.sqlite"), str(tmp_path / "s")]
    out = subprocess.run(command, capture_output=True, text=True, check=True, timeout=120).stdout
    loaded = set(json.loads(out.strip().splitlines()[-1]))
    assert "papershelf.gui.main_window" in loaded
    assert loaded.isdisjoint(DEFERRED), sorted(loaded & set(DEFERRED))


def _action(window: MainWindow, text: str) -> QAction:
    """The window's menu action with this text (the menus are how a person finds them)."""
    found = [a for a in window.findChildren(QAction) if a.text() == text]
    assert found, text
    return found[0]


def test_find_duplicates_opens_its_dialog(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QDialog, "exec", lambda self: shown.append(type(self).__name__) or 0)
    _action(window, actions.DUPLICATES.text).trigger()
    assert shown == ["DuplicatesDialog"]


def test_the_triage_page_is_made_when_first_entered(window: MainWindow) -> None:
    pages, insights = window.insights.pages, window.insights
    assert pages is not None and pages.count() == 1  # the library only, at start
    _action(window, actions.TRIAGE.text).trigger()
    assert insights.in_triage
    assert pages.count() == 2 and pages.currentWidget() is insights.triage
    insights.triage_action.trigger()  # now "Leave Triage"
    assert not insights.in_triage
    _action(window, actions.TRIAGE.text).trigger()  # again: the same page, not a new one
    assert insights.in_triage and pages.count() == 2


def _open(qtbot: QtBot, lib: Library, settings: Path) -> MainWindow:
    """A main window over *lib* with the settings in *settings*."""
    window = MainWindow(LibraryController(lib), Settings(settings))
    qtbot.addWidget(window)
    return window


def test_a_remembered_sort_is_back_at_the_next_start(
    qtbot: QtBot, sample_lib: Library, tmp_path: Path
) -> None:
    first = _open(qtbot, sample_lib, tmp_path / "s.ini")
    first.table.sortByColumn(COLUMN_INDEX["title"], Qt.SortOrder.AscendingOrder)
    first.close()  # remembers the header, its sort arrow included
    second = _open(qtbot, sample_lib, tmp_path / "s.ini")
    header = second.table.horizontalHeader()
    assert header.sortIndicatorSection() == COLUMN_INDEX["title"]
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    titles = [second.model.index(r, COLUMN_INDEX["title"]).data() for r in range(19)]
    assert titles == sorted(titles, key=str.casefold)
    second.table.sortByColumn(COLUMN_INDEX["title"], Qt.SortOrder.DescendingOrder)
    again = [second.model.index(r, COLUMN_INDEX["title"]).data() for r in range(19)]
    assert again == titles[::-1]  # and the header still sorts


def test_a_start_reads_the_ids_of_the_view_twice_at_most(
    qtbot: QtBot, sample_lib: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads: list[int] = []
    real = table_model.ordered_ids

    def counted(*args: Any, **kwargs: Any) -> list[int]:
        reads.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(table_model, "ordered_ids", counted)
    _open(qtbot, sample_lib, tmp_path / "s.ini").close()  # a first start, then one remembered
    assert len(reads) <= 2
    reads.clear()
    _open(qtbot, sample_lib, tmp_path / "s.ini")
    assert len(reads) <= 2  # every id of a 100,000-entry view is ~60 ms to read
