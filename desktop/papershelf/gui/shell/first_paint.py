"""`papershelf --quit-after-paint`: report what the first paint showed, then close the app.

It prints one JSON line on stdout when the paper table has painted, e.g.
{"painted": true, "scope": "list", "list": "ICLR 2025 Papers", "rows": 19, "entries": 19, ...}
"""

from __future__ import annotations

import json
import sys
import time
from typing import TYPE_CHECKING, Any, Protocol, TextIO

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from papershelf import __version__
from papershelf.library.lists_sql import list_name
from papershelf.library.queries import count_entries
from papershelf.resources import resource_root

if TYPE_CHECKING:
    from papershelf.gui.window_api import Frame, LibraryAccess, Selection, View

    class PaintedWindow(Frame, LibraryAccess, Selection, View, Protocol):
        """The view shown, its table's first paint, and the window to close after it."""


def first_paint_facts(window: PaintedWindow) -> dict[str, Any]:
    """What a smoke check compares: the view shown, its rows, the library and the resources."""
    scope = window.model.scope
    lib = window.controller.lib
    value = scope.value
    shown_list = list_name(lib, value) if scope.kind == "list" and isinstance(value, int) else None
    return {
        "painted": True,
        "scope": scope.kind,
        "list": shown_list,
        "rows": window.model.rowCount(),
        "entries": count_entries(lib),
        "library": lib.location,
        "resources": str(resource_root()),
        "has_icon": not QApplication.windowIcon().isNull(),
        "version": __version__,
    }


class FirstPaintReporter(QObject):
    """Watches the table's first paint, then prints the facts and closes the window."""

    def __init__(self, window: PaintedWindow, out: TextIO | None = None) -> None:
        super().__init__(window.frame)
        self.window = window
        self.out = out or sys.stdout
        self.painted_at = 0.0  # seconds since the epoch, so another process can compare
        window.table.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the first paint, report once the event loop is idle again."""
        if event.type() == QEvent.Type.Paint and not self.painted_at:
            self.painted_at = time.time()
            QTimer.singleShot(0, self.report_and_close)
        return False

    def report_and_close(self) -> None:
        """Print the facts as one JSON line, close the window and leave the event loop."""
        facts = first_paint_facts(self.window) | {"painted_at": self.painted_at}
        print(json.dumps(facts), file=self.out, flush=True)
        self.window.frame.close()
        QApplication.quit()
