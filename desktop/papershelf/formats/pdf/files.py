"""The first look at a PDF file: there, not empty, and a PDF at all (before any library)."""

from __future__ import annotations

from pathlib import Path

from papershelf.formats.pdf.pdf_text import check_head, unreadable

_HEADER_WINDOW = 1024  # '%PDF-' may follow some junk, within the first KiB (as readers allow)


def check_header(path: Path) -> None:
    """PdfError for a file that is missing, empty or not a PDF (before PDFium sees it)."""
    try:
        with path.open("rb") as handle:
            head = handle.read(_HEADER_WINDOW)
    except OSError as error:
        raise unreadable(error) from error
    check_head(head)
