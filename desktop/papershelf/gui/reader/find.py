"""Find in a reader: every page's hits (white space, line-end hyphens and ligatures mended),
gathered as the pages' text arrives from the worker, with a current hit F3 moves through."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from papershelf.formats.pdf.geometry import Rect
from papershelf.formats.pdf.text import PageText
from papershelf.gui.reader.pages import PagesView
from papershelf.gui.translation import translate


class FindRun(QObject):
    """The hits of one search text over a document, and which one is current."""

    changed = Signal()

    def __init__(self, view: PagesView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.words = ""
        self._by_page: dict[int, list[list[Rect]]] = {}
        self.current = -1
        self._start_page = 0
        view.jobs.text_ready.connect(self._page_text)

    @property
    def hits(self) -> list[tuple[int, list[Rect]]]:
        """Every hit found so far, by page then place: (page, rectangles)."""
        return [(page, rects) for page in sorted(self._by_page) for rects in self._by_page[page]]

    @property
    def complete(self) -> bool:
        """Whether every page has been searched."""
        return len(self._by_page) == self.view.page_count

    def search(self, words: str) -> None:
        """Start looking for *words* (empty: stop and clear)."""
        self.words = " ".join(words.split())
        self._by_page, self.current = {}, -1
        self._start_page = self.view.current_page()
        if self.words:
            for page in range(self.view.page_count):
                text = self.view.texts.get(page)
                if text is not None:
                    self._add(page, text)
                else:
                    self.view.jobs.text(page)
        self._show()

    def step(self, forward: bool = True) -> None:
        """Make the next (or previous) hit current, wrapping round, and scroll to it."""
        hits = self.hits
        if not hits:
            return
        self.current = (self.current + (1 if forward else -1)) % len(hits)
        self._show(scroll=True)

    def _page_text(self, page: int, text: object) -> None:
        """A page's text came: search it too."""
        if self.words and page not in self._by_page and isinstance(text, PageText):
            self._add(page, text)
            self._show()

    def _add(self, page: int, text: PageText) -> None:
        """The hits of one page."""
        self._by_page[page] = [text.rects(start, end) for start, end in text.find(self.words)]
        if self.current < 0 and page >= self._start_page and self._by_page[page]:
            first = [i for i, (p, _r) in enumerate(self.hits) if p == page]
            self.current = first[0]
            self._show(scroll=True)

    def _show(self, scroll: bool = False) -> None:
        """Paint the hits; scroll the current one into view when asked."""
        hits = self.hits
        if self.current >= len(hits):
            self.current = len(hits) - 1
        self.view.set_hits(hits, self.current)
        if scroll and 0 <= self.current < len(hits):
            page, rects = hits[self.current]
            self.view.go_to(page, rects[0][3])
        self.changed.emit()

    def summary(self) -> str:
        """'3 of 12' (or 'searching…', 'not found')."""
        hits = self.hits
        if not self.words:
            return ""
        if not hits:
            return (
                translate("reader.find", "not found")
                if self.complete
                else translate("reader.find", "searching…")
            )
        more = "" if self.complete else "+"
        return translate("reader.find", "{number} of {total}").format(
            number=max(self.current, 0) + 1, total=f"{len(hits)}{more}"
        )
