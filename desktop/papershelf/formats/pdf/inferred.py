"""The entry a PDF makes offline: what its metadata says, checked against its title page.

`inferred_record(identity, page, path)` joins what pypdf read (identifiers, the metadata's
title and authors: formats.pdf_text) with what the first page's layout shows
(formats.pdf.title_page). The metadata's title is taken only when it is plausible and the
page agrees with it (tools leave "Title", "(a)", "Microsoft Word - x.docx" or a file name
there); otherwise the title page's is. Everything stays marked as inferred.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from difflib import SequenceMatcher
from pathlib import Path

from papershelf.formats.pdf.layout import PageLines
from papershelf.formats.pdf.pdf_text import (
    PdfIdentity,
    clean_text,
    find_arxiv,
    find_doi,
    identity_record,
)
from papershelf.formats.pdf.title_page import TitlePage
from papershelf.formats.records import Record

__all__ = ["inferred_record", "plausible_title", "with_page_identifiers"]

_PLACEHOLDER = re.compile(r"^(untitled|title|no title|document|slide|abstract|paper|draft)\b", re.I)


def plausible_title(title: str, path: Path | None = None) -> bool:
    """Whether a metadata title may be a paper's: words, not a file name or a placeholder."""
    words = title.split()
    if len(words) < 2 or _PLACEHOLDER.match(title) or re.fullmatch(r"\W*\w?\W*", title):
        return False
    if "_" in title or re.search(r"\.(pdf|docx?|tex|dvi|ps|indd)\b", title, re.I):
        return False
    return not (path is not None and _letters(title) == _letters(path.stem))


def _letters(text: str) -> str:
    """Only the letters and digits of *text*, case folded (for comparing titles)."""
    return "".join(char for char in text.casefold() if char.isalnum())


def _agree(metadata: str, layout: str) -> bool:
    """Whether a metadata title and the page's title are the same title."""
    a, b = _letters(metadata), _letters(layout)
    return bool(a and b) and (a in b or b in a or SequenceMatcher(None, a, b).ratio() > 0.8)


def with_page_identifiers(identity: PdfIdentity, pages: Sequence[PageLines]) -> PdfIdentity:
    """*identity* (read from the metadata alone) with the DOI of page 1 and the arXiv id of
    the first pages when the metadata named none, and whether the pages hold text at all."""
    texts = [clean_text(page.text.replace("\r\n", "\n")) for page in pages]
    return replace(
        identity,
        doi=identity.doi or find_doi(texts[0] if texts else "", labelled_only=False),
        arxiv=identity.arxiv or find_arxiv("\n".join(texts)),
        has_text=any(text.strip() for text in texts),
    )


def inferred_record(identity: PdfIdentity | None, page: TitlePage | None, path: Path) -> Record:
    """The record a PDF makes by itself: identifiers, title, authors, year, abstract, venue."""
    record = identity_record(identity, path)
    if identity is None or page is None:
        return record
    metadata = identity.title if identity.title_source == "metadata" else ""
    if page.title and not (
        metadata and plausible_title(metadata, path) and _agree(metadata, page.title)
    ):
        record.title = page.title
    elif identity.title and not plausible_title(identity.title, path) and not page.title:
        record.title = identity_record(None, path).title
    if page.authors:
        _set_authors(record, page.authors)
    record.year = page.year or record.year
    record.abstract = page.abstract or record.abstract
    if page.venue:
        record.venue = page.venue
        record.fields.append(("journal", page.venue))
        record.entry_type = "article"
    return record


def _set_authors(record: Record, names: tuple[str, ...]) -> None:
    """Put the page's authors on the record."""
    from papershelf.formats.names import format_names, parse_name

    record.authors = [parse_name(name) for name in names]
    record.authors_text = format_names(record.authors)
