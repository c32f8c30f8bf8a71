"""Annotations placed by words or by an area: find a phrase on a page of an entry's PDF
and mark it, or mark a rectangle of a page with the words inside it.

What `papershelf annotate KEY --page N --text "..."` runs, and what the reader's find
does before a highlight: the page's text comes from PDFium through the worker process
(formats.pdf.worker), the phrase is found with white space, hyphens at line ends and
ligatures mended (formats.pdf.text), and the marked lines' rectangles are stored.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from papershelf.formats.pdf.annotations import DEFAULT_COLOUR
from papershelf.formats.pdf.geometry import Rect, normalised
from papershelf.formats.pdf.text import PageText
from papershelf.formats.pdf.worker import PdfWorker
from papershelf.i18n import translate
from papershelf.library.annotations_sql import AnnotationRow
from papershelf.library.attachments import AttachmentRow
from papershelf.library.db import Library
from papershelf.services.annotations import add
from papershelf.services.attachments import attachments_of, is_present
from papershelf.services.changes import Changes, ServiceError


def entry_pdf(lib: Library, entry_id: int) -> AttachmentRow:
    """The entry's first PDF attachment whose file is there; ServiceError saying why not."""
    rows = [row for row in attachments_of(lib, entry_id) if row.kind == "pdf"]
    if not rows:
        raise ServiceError(translate("annotation_text", "this entry has no PDF attached"))
    present = [row for row in rows if is_present(row)]
    if not present:
        said = translate("annotation_text", "its PDF is missing: {path}")
        raise ServiceError(said.format(path=rows[0].path))
    return present[0]


def page_text(worker: PdfWorker, path: Path, page: int) -> PageText:
    """The text of *page* (1-based) of the PDF; ServiceError for a page it does not have."""
    pages = len(worker.call("info", path).pages)
    if not 1 <= page <= pages:
        said = translate(
            "annotation_text", "page {page} does not exist (the PDF has {pages} pages)"
        )
        raise ServiceError(said.format(page=page, pages=pages))
    text: PageText = worker.call("text", path, page - 1)
    return text


def mark_words(
    lib: Library,
    entry_id: int,
    page: int,
    words: str,
    worker: PdfWorker,
    colour: str = DEFAULT_COLOUR,
    comment: str = "",
    kind: str = "highlight",
    tags: Sequence[str] = (),
    public: bool = False,
) -> tuple[AnnotationRow, Changes]:
    """Highlight (or underline, strike out) the first place *words* stand on *page* (on a
    shared library: the member's, private unless *public*)."""
    pdf = entry_pdf(lib, entry_id)
    text = page_text(worker, Path(pdf.path), page)
    hits = text.find(words)
    if not hits:
        shown = " ".join(words.split())
        raise ServiceError(
            translate("annotation_text", 'page {page} does not have the words "{shown}"').format(
                page=page, shown=shown
            )
        )
    start, end = hits[0]
    quote = text.quote(start, end)
    rects = text.rects(start, end)
    return add(lib, entry_id, pdf.id, page, kind, rects, quote, comment, colour, tags, public)


def mark_area(
    lib: Library,
    entry_id: int,
    page: int,
    area: Rect,
    worker: PdfWorker,
    colour: str = DEFAULT_COLOUR,
    comment: str = "",
    tags: Sequence[str] = (),
    public: bool = False,
) -> tuple[AnnotationRow, Changes]:
    """An area (a Square annotation) over *area* (PDF points) of *page*, quoting the words
    inside it (what the reader's area tool stores; *public* as mark_words)."""
    area = normalised(area)
    if area[2] - area[0] <= 0 or area[3] - area[1] <= 0:
        raise ServiceError(
            translate(
                "annotation_text", "an area needs a width and a height (x0 y0 x1 y1, in points)"
            )
        )
    pdf = entry_pdf(lib, entry_id)
    quote = page_text(worker, Path(pdf.path), page).quote_in(area)
    return add(lib, entry_id, pdf.id, page, "square", [area], quote, comment, colour, tags, public)
