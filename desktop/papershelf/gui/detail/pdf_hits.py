"""The detail pane's strip of PDF page hits: where the search matched inside the paper's PDF.

"In the PDF, page 7: …the lighthouse keeper **counted 7 seagulls** before…". A hit found in
an annotation says so: "In an annotation, page 3 (highlight, Lise Meitner): …" (or "In a
comment"). It also says
when an attached PDF cannot be searched (a scan without text, an encrypted file). The
strip asks a provider (gui/features/fulltext_ui) for the hits of the entry on show, so it refreshes
itself when the entry or the search changes; hidden when there is nothing to say.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING
from urllib.parse import quote, unquote

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from papershelf.gui.translation import translate
from papershelf.library.fulltext import MARK_CLOSE, MARK_OPEN, PageHit, TextState

if TYPE_CHECKING:  # the annotations' services load with the first hit in one, not at start
    from papershelf.services.annotation_hits import AnnotationHit

HitsProvider = Callable[[int], tuple[list[PageHit], list[TextState]]]
AnnotationHitsProvider = Callable[[int], list["AnnotationHit"]]


def snippet_html(snippet: str) -> str:
    """A page's snippet as safe HTML: one line, the matched words in bold."""
    text = html.escape(" ".join(snippet.split()), quote=False)
    return text.replace(MARK_OPEN, "<b>").replace(MARK_CLOSE, "</b>")


def hits_html(
    hits: Sequence[PageHit],
    unsearchable: Sequence[TextState],
    annotations: Sequence[AnnotationHit] = (),
) -> str:
    """The strip's text: one line per matching page, one per matching annotation, one per
    PDF that cannot be searched."""
    in_pdf = translate("pdf_hits", "In the PDF, page {page}:")
    lines = [
        f"<b>{html.escape(in_pdf.format(page=hit.page), quote=False)}</b> "
        f'<a href="page:{hit.page}:{_quote_words(hit.snippet)}">{snippet_html(hit.snippet)}</a>'
        for hit in hits
    ]
    lines += [annotation_html(hit) for hit in annotations]
    for state in unsearchable:
        reason = (
            translate("pdf_hits", "no text layer (a scan?)")
            if state.state == "no_text"
            else state.message
        )
        said = translate("pdf_hits", "A PDF cannot be searched: {reason}").format(reason=reason)
        lines.append(f"<i>{html.escape(said, quote=False)}</i>")
    return "<br>".join(lines)


def annotation_html(hit: AnnotationHit) -> str:
    """'In an annotation, page 3 (highlight, Lise Meitner): …' with the words found in bold,
    a link to its page (the marked words found there, unless the hit is in the comment)."""
    from papershelf.services.annotation_notes import KIND_WORDS

    about = ", ".join(v for v in (KIND_WORDS.get(hit.kind, hit.kind), hit.author) if v)
    if hit.in_comment:
        where = translate("pdf_hits", "In a comment, page {page} ({about}):")
    else:
        where = translate("pdf_hits", "In an annotation, page {page} ({about}):")
    said = where.format(page=hit.page, about=about)
    words = "" if hit.in_comment else _quote_words(hit.snippet)
    return (
        f"<b>{html.escape(said, quote=False)}</b> "
        f'<a href="page:{hit.page}:{words}">{snippet_html(hit.snippet)}</a>'
    )


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
        self.annotation_provider: AnnotationHitsProvider | None = None  # set by the reader
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
        marked = self.annotation_provider(self._entry_id) if self.annotation_provider else []
        text = hits_html(hits, unsearchable, marked)
        self.setText(text)
        self.setVisible(bool(text))
