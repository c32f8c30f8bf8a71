"""The browser the reading page shows in: it loads nothing and keeps lines to a readable width."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QMimeData, QUrl
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QTextBrowser, QWidget

from papershelf.gui.safe_text import without_breaks


class ReadingBrowser(QTextBrowser):
    """A text browser that loads nothing (no images, files or network) and keeps lines short."""

    MAX_TEXT_WIDTH = 680  # px: about 75 characters of body text per line
    PADDING = 22

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setUndoRedoEnabled(False)
        self.refused: list[str] = []  # resources the page asked for and did not get

    def loadResource(self, kind: int, name: QUrl | str) -> Any:
        """Refuse every resource: the page is built from escaped text and needs none."""
        self.refused.append(name.toString() if isinstance(name, QUrl) else name)
        return None

    def createMimeDataFromSelection(self) -> QMimeData:
        """Copy the selection as the reader sees it, without the break chances we added."""
        data = super().createMimeDataFromSelection()
        if data.hasHtml():
            data.setHtml(without_breaks(data.html()))
        data.setText(without_breaks(data.text()))
        return data

    def set_page(self, page: str, css: str, keep_scroll: bool) -> None:
        """Show *page*; keep the reader's place when it is the same paper again."""
        bar = self.verticalScrollBar()
        position = bar.value() if keep_scroll else 0
        self.document().setDefaultStyleSheet(css)
        self.setHtml(page)
        self._fit_column()
        bar.setValue(position)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Re-centre the text column."""
        super().resizeEvent(event)
        self._fit_column()

    def _fit_column(self) -> None:
        """Centre a column no wider than MAX_TEXT_WIDTH, with breathing room at the sides."""
        side = max(self.PADDING, (self.width() - self.MAX_TEXT_WIDTH) // 2)
        root = self.document().rootFrame()
        frame = root.frameFormat()
        frame.setLeftMargin(side)
        frame.setRightMargin(side)
        frame.setTopMargin(self.PADDING - 4)
        frame.setBottomMargin(self.PADDING)
        root.setFrameFormat(frame)
