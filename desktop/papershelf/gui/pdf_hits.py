"""The detail pane's strip of PDF page hits: where the search matched inside the paper's PDF.

"In the PDF, page 7: …the lighthouse keeper **counted 7 seagulls** before…". It also says
when an attached PDF cannot be searched (a scan without text, an encrypted file). The
strip asks a provider (gui/fulltext_ui) for the hits of the entry on show, so it refreshes
itself when the entry or the search changes; hidden when there is nothing to say.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from urllib.parse import quote, unquote

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from papershelf.library.fulltext import MARK_CLOSE, MARK_OPEN, PageHit, TextState

HitsProvider = Callable[[int], tuple[list[PageHit], list[TextState]]]


def snippet_html(snippet: str) -> str:
    """A page's snippet as safe HTML: one line, the matched words in bold."""
    text = html.escape(" ".join(snippet.split()), quote=False)
    return text.replace(MARK_OPEN, "<b>").replace(MARK_CLOSE, "</b>")


def hits_html(hits: Sequence[PageHit], unsearchable: Sequence[TextState]) -> str:
    """The strip's text: one line per matching page, one per PDF that cannot be searched."""
    lines = [
        f"<b>In the PDF, page {hit.page}:</b> "
        f'<a href="page:{hit.page}:{_quote_words(hit.snippet)}">{snippet_html(hit.snippet)}</a>'
        for hit in hits
    ]
    for state in unsearchable:
        reason = "no text layer (a scan?)" if state.state == "no_text" else state.message
        lines.append(f"<i>A PDF cannot be searched: {html.escape(reason, quote=False)}</i>")
    return "<br>".join(lines)


def _quote_words(snippet: str) -> str:
    """The matched words of a snippet, for a link's address (the reader finds them)."""
    start, end = snippet.find(MARK_OPEN), snippet.find(MARK_CLOSE)
    words = snippet[start + len(MARK_OPEN) : end] if 0 <= start < end else ""
    return html.escape(quote(" ".join(words.split())), quote=True)


class PdfHitsStrip(QLabel):
    """Page hits of the entry on show; hidden when there are none. A hit's sentence is a
    link: `page_requested` (page, the matched words) opens the PDF there (the reader)."""

    page_requested = Signal(int, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pdfHits")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.linkActivated.connect(self._link)
        self.setContentsMargins(8, 4, 8, 4)
        self.provider: HitsProvider | None = None
        self._entry_id: int | None = None
        self.hide()

    def _link(self, address: str) -> None:
        """A hit's sentence was clicked: ask for its page."""
        kind, _colon, rest = address.partition(":")
        page, _colon, words = rest.partition(":")
        if kind == "page" and page.isdigit():
            self.page_requested.emit(int(page), unquote(words))

    def show_entry(self, entry_id: int | None) -> None:
        """Show the hits of *entry_id* (None: nothing)."""
        self._entry_id = entry_id
        self.refresh()

    def refresh(self) -> None:
        """Ask the provider again (the search or the index changed)."""
        if self._entry_id is None or self.provider is None:
            self.clear()
            self.hide()
            return
        hits, unsearchable = self.provider(self._entry_id)
        text = hits_html(hits, unsearchable)
        self.setText(text)
        self.setVisible(bool(text))
