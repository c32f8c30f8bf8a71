"""Work that waits for the window's first paint: it runs on the event loop's next turn."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QAbstractScrollArea


class AfterFirstPaint(QObject):
    """Runs *start* on the event loop's next turn after *table* (the window's) first paints."""

    def __init__(self, table: QAbstractScrollArea, start: Callable[[], None]) -> None:
        super().__init__(table)
        self.start = start
        self.viewport = table.viewport()
        self.viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The first paint: start once the event loop is free again, then stop watching."""
        if event.type() == QEvent.Type.Paint:
            self.viewport.removeEventFilter(self)
            QTimer.singleShot(0, self, self.start)
        return False
