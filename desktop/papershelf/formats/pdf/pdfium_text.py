"""A PDF's page text for the full-text index, read by PDFium (pypdfium2's text API).

    document = PdfiumDocument(path)      # PdfError when it cannot be read
    text = document.text(1)              # page 1's text, cleaned for searching
    document.close()

Chosen over pypdf by measurement (bench/pdf_text_bench.py, docs/architecture-notes.md):
on real PDFs PDFium reads pages several times faster, with as many of poppler's words.
The file is opened as pdf_text opens it (without blocking, `fstat`-checked: only a regular
file; the first KiB must hold '%PDF-') and PDFium reads that open file, never a path
again. PDFium is C: run this in services.pdf_worker's process, never in the window's.
Its text marks every hyphen at a line end with U+FFFE (no line break after it) and ends
lines with CR LF; `pdfium_clean` writes such a hyphen as '-' and a line break, as pypdf
gives it, so `pdf_text.clean_text` then cleans both alike: 'con-\\ntracting' joined (the
next line starts in lower case), 'North-\\nHolland' and 'Addison-\\nWesley' kept apart, so
'Holland' is still found.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from papershelf.formats.pdf.pdf_text import PdfError, check_head, clean_text, open_regular
from papershelf.i18n import translate

__all__ = ["MAX_PAGE_CHARS", "PdfiumDocument", "pdfium_clean"]

MAX_PAGE_CHARS = 2_000_000  # a page's characters past this are not read (no paper has so many)
_HEADER_WINDOW = 1024  # '%PDF-' may follow some junk, within the first KiB (as readers allow)
_LINE_END_HYPHEN = re.compile("[\ufffe\u00ad\x02][ \t]*(?:\r?\n[ \t]*)?")


def pdfium_clean(text: str) -> str:
    """PDFium's page text for searching: a line-end hyphen mark ('con\\ufffetracting') as
    '-' and a line break, CR LF as LF, then clean_text (which joins 'con-\\ntracting', spells
    ligatures out and drops controls)."""
    return clean_text(_LINE_END_HYPHEN.sub("-\n", text).replace("\r\n", "\n"))


class PdfiumDocument:
    """An open PDF read by PDFium: how many pages it has and each page's cleaned text."""

    def __init__(self, path: Path) -> None:
        """Open *path* (a regular file holding a PDF); PdfError when it cannot be read."""
        import pypdfium2 as pdfium

        self._handle = open_regular(path)
        try:
            check_head(self._handle.read(_HEADER_WINDOW))
            self._handle.seek(0)
            self._document = pdfium.PdfDocument(self._handle)
            self.pages = len(self._document)
        except pdfium.PdfiumError as error:
            self._handle.close()
            raise _load_error(str(error)) from error
        except BaseException:
            self._handle.close()
            raise
        if self.pages == 0:
            self.close()
            raise PdfError(translate("pdf", "is damaged: no pages could be found"), unreadable=True)

    def close(self) -> None:
        """Close the document and its file."""
        try:
            self._document.close()
        finally:
            self._handle.close()

    def text(self, number: int) -> str:
        """Page *number*'s (from 1) cleaned text; '' when that page cannot be read."""
        import pypdfium2 as pdfium

        try:
            page = self._document[number - 1]
        except pdfium.PdfiumError:
            return ""
        try:
            return pdfium_clean(_raw_text(page))
        finally:
            page.close()


def _raw_text(page: Any) -> str:
    """A loaded page's text as PDFium orders it (at most MAX_PAGE_CHARS characters)."""
    textpage = page.get_textpage()
    try:
        count = min(textpage.count_chars(), MAX_PAGE_CHARS)
        return str(textpage.get_text_range(0, count)) if count > 0 else ""
    finally:
        textpage.close()


def _load_error(message: str) -> PdfError:
    """PdfError for PDFium's reason a document did not load (never quoting the file)."""
    if "password" in message.lower():
        said = translate("pdf", "is encrypted with a password; its text cannot be read")
        return PdfError(said, unreadable=True)
    said = translate("pdf", "is damaged or cut short ({error})")
    return PdfError(said.format(error="PDFium"), unreadable=True)
