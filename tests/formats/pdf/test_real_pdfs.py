"""PDFs made elsewhere (tests/data/pdfs, SOURCES.md there): rendered, their words found and
quoted, and annotations round-tripped: written, read back by pypdf and by a second read with
the same ids, opened again by PDFium, and drawn by poppler (pdftocairo)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from papershelf.formats.pdf import engine
from papershelf.formats.pdf.annotations import PdfAnnotation, read_annotations
from papershelf.formats.pdf.writing import write_annotations
from tests.formats.pdf.test_annotations import PDFTOCAIRO, _ppm_pixel
from tests.paths import DATA

PDFS = DATA / "pdfs"
# file, page (0-based), words on it (as a person would type them)
CASES = [
    ("papis-zotero-test.pdf", 0, "test file for papis-zotero"),
    ("iopart-num.pdf", 0, "Harvard-like formatting"),
    ("iopart-num.pdf", 1, "special provision for lettered sections"),
    ("serbian-def-cyr-proba.pdf", 0, "корисно упутство"),
    ("serbian-def-cyr-proba.pdf", 0, "ћириличном писму"),  # across a line break
]


@pytest.mark.parametrize(("name", "page", "words"), CASES)
def test_real_pdfs_render_and_their_words_are_found(name: str, page: int, words: str):
    document = engine.open_document(PDFS / name)
    bitmap = engine.render(document, page, 1.0)
    assert min(bitmap.data) < 60  # ink on the page
    text = engine.page_text(document, page)
    hits = text.find(words)
    assert hits, f"{words!r} not found on page {page + 1} of {name}"
    start, end = hits[0]
    assert text.quote(start, end).casefold() == words.casefold()
    assert all(x1 > x0 and y1 > y0 for x0, y0, x1, y1 in text.rects(start, end))


@pytest.mark.parametrize(("name", "page", "words"), CASES[::2])
def test_annotations_round_trip_through_real_pdfs(tmp_path: Path, name: str, page: int, words: str):
    path = tmp_path / name
    shutil.copy(PDFS / name, path)
    text = engine.page_text(engine.open_document(path), page)
    [(start, end), *_] = text.find(words)
    marked = PdfAnnotation(
        page + 1, "highlight", tuple(text.rects(start, end)), comment="checked", author="ada",
        colour="#ff0000", file_id=f"papershelf-{name}",
    )  # fmt: skip
    write_annotations(path, [marked], tmp_path / "backups")
    first, second = read_annotations(path), read_annotations(path)
    assert [a.file_id for a in first] == [f"papershelf-{name}"] and first == second
    assert (first[0].comment, first[0].author, first[0].page) == ("checked", "ada", page + 1)
    again = engine.open_document(path)  # PDFium still opens what pypdf wrote
    assert engine.page_text(again, page).find(words)
    if PDFTOCAIRO is not None:
        x0, _y0, x1, y1 = marked.rects[0]
        red, green, blue = _poppler_page_pixel(path, tmp_path, page, (x0 + x1) / 2, y1 - 1)
        assert red > 180 and green < 140 and blue < 140


def _poppler_page_pixel(path: Path, folder: Path, page: int, x: float, y: float):
    """The RGB of the point (x, y) of *page* (0-based) as pdftocairo draws it at 72 dpi."""
    out = folder / "poppler"
    number = str(page + 1)
    subprocess.run([str(PDFTOCAIRO), "-png", "-r", "72", "-f", number, "-l", number,
                    "-singlefile", path, out], check=True)  # fmt: skip
    ppm = folder / "poppler.ppm"
    subprocess.run(["convert", f"{out}.png", f"ppm:{ppm}"], check=True)
    height = engine.document_info(engine.open_document(path)).pages[page].box[3]
    return _ppm_pixel(ppm.read_bytes(), round(x), round(height - y))
