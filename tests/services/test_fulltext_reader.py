"""The full-text index reads real PDFs' pages with PDFium, and search finds their words."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from papershelf.library import attachments as store
from papershelf.library.attachments import AttachmentRow
from papershelf.library.db import Library
from papershelf.library.queries import ordered_ids
from papershelf.services.fulltext import extract_pending
from papershelf.services.pdf_worker import PdfWorker, text_reader
from tests.factories import add, record

DATA = Path(__file__).resolve().parents[1] / "data" / "pdfs"
REAL = {
    "textalpha": DATA / "title_pages" / "textalpha-tu.pdf",  # pypdf glues its words
    "serbian": DATA / "serbian-def-cyr-proba.pdf",
    "iopart": DATA / "iopart-num.pdf",
}


def _attached(lib: Library, folder: Path) -> dict[str, int]:
    """A copy of each real PDF attached (trusted) to an entry of its own: name -> entry id."""
    entries: dict[str, int] = {}
    for name, source in REAL.items():
        path = folder / source.name
        shutil.copyfile(source, path)
        entry_id = add(lib, record(f"Paper {name}", 2026)).added[0]
        row = AttachmentRow(0, entry_id, 0, str(path), path.name, "pdf", False, True, "file",
                            "jabref", "")  # fmt: skip
        with lib.atomic():
            store.insert(lib, [row])
        entries[name] = entry_id
    return entries


def _found(lib: Library, words: str) -> list[int]:
    """The entries whose PDF pages hold *words*."""
    return ordered_ids(lib, query=f'fulltext:"{words}"')


def test_indexing_reads_real_pdfs_with_pdfium_and_search_finds_their_words(
    lib: Library, tmp_path: Path
) -> None:
    """Every page indexed; words pypdf ran together ('Thevariationshavenosyntactic…') are
    found, Cyrillic words hyphenated at a line end too, and a compound keeps its parts."""
    entries = _attached(lib, tmp_path)
    report = extract_pending(lib)
    assert [outcome.state for outcome in report.files] == ["done"] * 3
    assert report.pages == 6 + 3 + 4
    assert _found(lib, "syntactic meaning in Greek") == [entries["textalpha"]]
    assert _found(lib, "писму") == [entries["serbian"]]
    assert _found(lib, "Holland") == [entries["iopart"]]
    assert _found(lib, "economic analysis") == []  # a phrase none of them holds


@pytest.mark.slow  # pypdf reads the 13 pages: 8-10 s on a loaded machine
def test_pypdf_can_still_be_asked_for_and_reads_worse(
    lib: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PAPERSHELF_PDF_TEXT=pypdf reads the pages as before issue 38: the same pages, but
    textalpha's words run together, so its phrase is not found: the index used PDFium."""
    monkeypatch.setenv("PAPERSHELF_PDF_TEXT", "pypdf")
    entries = _attached(lib, tmp_path)
    assert extract_pending(lib).pages == 6 + 3 + 4
    assert _found(lib, "syntactic meaning in Greek") == []
    assert _found(lib, "писму") == [entries["serbian"]]


def test_the_reader_is_pdfium_unless_pypdf_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """PDFium by default and for a name it does not know; pypdf when named."""
    assert text_reader() == "pdfium" and PdfWorker().reader == "pdfium"
    monkeypatch.setenv("PAPERSHELF_PDF_TEXT", "PyPDF")
    assert text_reader() == "pypdf" and PdfWorker().reader == "pypdf"
    monkeypatch.setenv("PAPERSHELF_PDF_TEXT", "poppler")
    assert text_reader() == "pdfium"
    assert PdfWorker(reader="pypdf").reader == "pypdf"
