"""The window's status bar: a message too long for the room left of the entry count ends in
'…' a gap before it (the whole message in the tooltip), instead of running into it.

QStatusBar clips a message at its permanent widgets; in a 683 px window the first-run hint
read "…Import (Ctrl+O), o0 entries". currentMessage() still gives the whole message.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QStatusBar, QWidget

GAP = 16  # px between the message's end and the first permanent widget
MARGIN = 8  # px QStatusBar keeps before a message


class ElidingStatusBar(QStatusBar):
    """A status bar whose messages are elided to the room they have."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._until: float | None = None  # when the message times out (None: it stays)

    def showMessage(self, text: str, /, timeout: int | None = 0) -> None:
        """Show *text* (for *timeout* ms), elided to the room it has."""
        self._full = text
        msecs = timeout or 0
        self._until = time.monotonic() + msecs / 1000 if msecs > 0 else None
        self._show(msecs)

    def currentMessage(self) -> str:
        """The whole message on show ('' once it timed out or was cleared)."""
        return self._full if super().currentMessage() else ""

    def clearMessage(self) -> None:
        """No message."""
        self._full = ""
        super().clearMessage()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Elide the message on show to the new width."""
        super().resizeEvent(event)
        self._refit()

    def event(self, event: QEvent) -> bool:
        """After the permanent widgets moved (the entry count's text changed), elide again."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self._refit()
        return handled

    def _refit(self) -> None:
        """Elide the message on show to the room it has now, keeping its time left."""
        shown = super().currentMessage()
        if self._full and shown and self._elided() != shown:
            until = self._until
            left = 0 if until is None else max(1, round(1000 * (until - time.monotonic())))
            self._show(left)

    def _elided(self) -> str:
        """The message as it fits the room it has."""
        return self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, self._room())

    def _show(self, timeout: int) -> None:
        """Put the elided message up; the whole one in the tooltip when it was cut."""
        shown = self._elided()
        super().showMessage(shown, timeout)
        self.setToolTip(self._full if shown != self._full else "")

    def _room(self) -> int:
        """The width a message may take: up to the first permanent widget, less a gap."""
        right = self.width()
        for widget in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if widget.isVisible() and widget.x() > right // 3:
                right = min(right, widget.x())
        return max(0, right - GAP - MARGIN)
