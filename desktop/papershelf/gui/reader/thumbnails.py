"""The reader's Pages tab: a small picture of every page; a click goes there.

Pictures are asked of the reader's jobs only while the tab is shown, from the first page on,
at a small fixed zoom, so a 1,000-page PDF costs nothing until someone looks.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QImage, QPixmap
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from papershelf.gui.appearance import follow_scheme
from papershelf.gui.colours import colour
from papershelf.gui.reader.jobs import ReaderJobs

THUMB_SCALE = 0.18  # pixels per point: an A4 page ~107 x 152 pixels
PAGE_ROLE = Qt.ItemDataRole.UserRole + 1


def thumbnails_style() -> str:
    """The page list's colours in the current scheme (the backdrop of the pages)."""
    ground, text = colour("reader.backdrop").name(), colour("reader.backdrop.text").name()
    return f"QListWidget#readerThumbnails {{ background: {ground}; color: {text}; }}"


class PageThumbnails(QListWidget):
    """One item per page with its picture once drawn; clicking one jumps to it."""

    jump_requested = Signal(int)  # a page (0-based)

    def __init__(self, jobs: ReaderJobs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readerThumbnails")
        self.jobs = jobs
        self.setIconSize(QSize(110, 156))
        self.setSpacing(4)
        self.setUniformItemSizes(True)  # a 1,000-page list lays out at once
        follow_scheme(self, lambda: self.setStyleSheet(thumbnails_style()))
        self.asked = False
        jobs.thumbnail_ready.connect(self._drawn)
        self.itemClicked.connect(lambda item: self.jump_requested.emit(item.data(PAGE_ROLE)))

    def set_pages(self, count: int) -> None:
        """One item per page, no pictures yet."""
        self.clear()
        self.asked = False
        for page in range(count):
            item = QListWidgetItem(str(page + 1), self)
            item.setData(PAGE_ROLE, page)
            if not page:  # uniform sizes: the view asks the first item only (a window opening
                item.setSizeHint(QSize(150, 162))  # with 300 pages set 300 hints: 7-30 ms)

    def ask(self) -> None:
        """Ask for every page's picture (once), the first pages first."""
        if self.asked:
            return
        self.asked = True
        for page in reversed(range(self.count())):  # the jobs take the newest first
            self.jobs.thumbnail(page, THUMB_SCALE)

    def show_current(self, page: int) -> None:
        """Select the page being read."""
        if 0 <= page < self.count():
            self.setCurrentRow(page)

    def _drawn(self, page: int, image: QImage) -> None:
        """A page's picture came."""
        if 0 <= page < self.count():
            self.item(page).setIcon(QIcon(QPixmap.fromImage(image)))
