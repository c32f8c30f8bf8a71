"""The full-text index's page text by PDFium (formats/pdf/pdfium_text.py), on real PDFs."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from papershelf.formats.pdf.pdf_text import PdfDocument, PdfError
from papershelf.formats.pdf.pdfium_text import PdfiumDocument, pdfium_clean

DATA = Path(__file__).resolve().parents[2] / "data" / "pdfs"
_WORD = re.compile(r"\w{3,}")


def _pages(kind: type[PdfiumDocument] | type[PdfDocument], path: Path) -> list[str]:
    """Every page's cleaned text of *path* by one reader."""
    document = kind(path)
    try:
        return [document.text(number) for number in range(1, document.pages + 1)]
    finally:
        document.close()


def _words(pages: list[str]) -> set[str]:
    """The words of three letters or more, case folded."""
    return {word.casefold() for page in pages for word in _WORD.findall(page)}


def test_line_end_hyphens_ligatures_and_line_breaks_are_cleaned_for_search() -> None:
    """PDFium's U+FFFE marks a hyphen at a line end: a word broken there is joined, a
    compound whose next part is capitalised keeps its hyphen (as pypdf's text is cleaned)."""
    raw = "con\ufffetracting\r\nNorth\ufffeHolland, Addison\ufffe\r\nWesley; \ufb01ne e\ufb03cient"
    assert pdfium_clean(raw) == "contracting\nNorth-\nHolland, Addison-\nWesley; fine efficient"


@pytest.mark.slow  # pypdf reads 27 pages: 3-10 s on a loaded machine
def test_real_pdfs_keep_pypdfs_words_and_their_own_pages() -> None:
    """Typeset by others (TeX Live's documentation, Ghostscript, pdfTeX, XeTeX): the same
    page count as pypdf and nearly every word pypdf finds (its misses are its glued words)."""
    names = ["ecca-ex.pdf", "xecyrmongolian.pdf", "tug-paper.pdf", "hyph-utf8.pdf"]
    for path in [DATA / "iopart-num.pdf", *(DATA / "title_pages" / name for name in names)]:
        ours, theirs = _pages(PdfiumDocument, path), _pages(PdfDocument, path)
        assert len(ours) == len(theirs), path.name
        missed = _words(theirs) - _words(ours)
        assert len(missed) <= 0.1 * len(_words(theirs)), (path.name, sorted(missed)[:20])


def test_words_pypdf_runs_together_come_apart() -> None:
    """textalpha's page 2, where pypdf reads 'Thevariationshavenosyntacticmeaning'."""
    page = _pages(PdfiumDocument, DATA / "title_pages" / "textalpha-tu.pdf")[1]
    assert "The variations have no syntactic meaning in Greek text" in " ".join(page.split())


def test_non_latin_text_and_hyphenated_words_are_whole() -> None:
    """A Serbian Cyrillic sample (pdfTeX, T2A fonts): its words, 'пи-сму' joined."""
    first = _pages(PdfiumDocument, DATA / "serbian-def-cyr-proba.pdf")[0]
    assert "Подршка Српском jезику у ћириличном" in " ".join(first.split())
    assert "писму" in first.split() and "пи-" not in first
    iop = _pages(PdfiumDocument, DATA / "iopart-num.pdf")[3]
    assert "North-\nHolland" in iop  # a compound at a line end keeps its hyphen


@pytest.mark.parametrize("kind", ["empty", "not a PDF", "damaged", "fifo", "folder"])
def test_what_is_no_readable_pdf_fails_with_a_message(tmp_path: Path, kind: str) -> None:
    """Empty, not a PDF, cut short, a FIFO (never waited on), a folder: PdfError, said."""
    path = tmp_path / "x.pdf"
    if kind == "empty":
        path.write_bytes(b"")
    elif kind == "not a PDF":
        path.write_bytes(b"<html>not a pdf</html>")
    elif kind == "damaged":
        path.write_bytes((DATA / "iopart-num.pdf").read_bytes()[:300])
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    with pytest.raises(PdfError) as raised:
        PdfiumDocument(path)
    assert str(raised.value) and "x.pdf" not in str(raised.value)
