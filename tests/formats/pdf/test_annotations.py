"""PDF annotations: written into real PDFs with stable ids, read back, drawn by poppler."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from papershelf.formats.pdf import engine
from papershelf.formats.pdf.annotations import (
    PdfAnnotation,
    colour_hex,
    pdf_date,
    read_annotations,
)
from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.formats.pdf.writing import write_annotations
from tests.conftest import TypesetPdfs

PDFTOCAIRO = shutil.which("pdftocairo")


def _copy(typeset_pdfs: TypesetPdfs, name: str, folder: Path) -> Path:
    """A copy of a typeset PDF to write into."""
    target = folder / f"{name}.pdf"
    shutil.copy(typeset_pdfs.get(name), target)
    return target


def _highlight(path: Path, words: str, **fields: str) -> PdfAnnotation:
    """A highlight of *words* on page 1 of *path*, with the rectangles PDFium gives them."""
    text = engine.page_text(engine.open_document(path), 0)
    [(start, end)] = text.find(words)
    values = {"file_id": "papershelf-test-1", "colour": "#ff0000", **fields}
    return PdfAnnotation(page=1, kind="highlight", rects=tuple(text.rects(start, end)), **values)


def test_written_annotations_are_read_back_with_their_ids_and_fields(
    typeset_pdfs: TypesetPdfs, tmp_path: Path
):
    path = _copy(typeset_pdfs, "two_column", tmp_path)
    marked = _highlight(path, "official waffles", comment="Über gut", author="Ada")
    note = PdfAnnotation(page=1, kind="note", rects=((300, 700, 300, 700),), comment="Check",
                         file_id="papershelf-test-2", colour="#00ff00")  # fmt: skip
    report = write_annotations(path, [marked, note], tmp_path / "backups")
    assert (report.added, report.updated, report.removed) == (2, 0, 0)
    assert report.backup.read_bytes() == typeset_pdfs.get("two_column").read_bytes()
    [first, second] = read_annotations(path)
    assert (first.kind, first.file_id, first.comment, first.author, first.colour) == (
        "highlight", "papershelf-test-1", "Über gut", "Ada", "#ff0000"
    )  # fmt: skip
    assert sum(first.rects, ()) == pytest.approx(sum(marked.rects, ()), abs=0.01)
    assert (second.kind, second.comment, second.file_id) == ("note", "Check", "papershelf-test-2")


def test_a_second_write_updates_instead_of_adding_and_drops_what_the_library_dropped(
    typeset_pdfs: TypesetPdfs, tmp_path: Path
):
    path = _copy(typeset_pdfs, "two_column", tmp_path)
    marked = _highlight(path, "official waffles", comment="first")
    other = _highlight(path, "Electroencephalography", file_id="papershelf-test-3")
    write_annotations(path, [marked, other], tmp_path / "backups")
    changed = PdfAnnotation(**{**marked.__dict__, "comment": "second"})
    report = write_annotations(path, [changed], tmp_path / "backups")
    assert (report.added, report.updated, report.removed) == (0, 1, 1)
    assert [(a.file_id, a.comment) for a in read_annotations(path)] == [
        ("papershelf-test-1", "second")
    ]


def test_annotations_made_elsewhere_keep_their_ids_across_reads(
    typeset_pdfs: TypesetPdfs, tmp_path: Path
):
    from pypdf import PdfReader, PdfWriter
    from pypdf.annotations import Highlight
    from pypdf.generic import ArrayObject, FloatObject

    path = tmp_path / "elsewhere.pdf"
    writer = PdfWriter(clone_from=PdfReader(typeset_pdfs.get("two_column")))
    quads = ArrayObject(FloatObject(v) for v in (72, 500, 200, 500, 72, 490, 200, 490))
    writer.add_annotation(0, Highlight(rect=(72, 490, 200, 500), quad_points=quads))
    writer.write(path)
    first, second = read_annotations(path), read_annotations(path)
    assert len(first) == 1 and first[0].kind == "highlight"
    assert first[0].file_id.startswith("file-") and first == second
    assert first[0].rects == ((72, 490, 200, 500),)


def test_a_read_only_pdf_is_refused_and_left_as_it_was(typeset_pdfs: TypesetPdfs, tmp_path):
    path = _copy(typeset_pdfs, "two_column", tmp_path)
    marked = _highlight(path, "official waffles")
    before = path.read_bytes()
    path.chmod(0o444)
    with pytest.raises(PdfError, match="read-only"):
        write_annotations(path, [marked], tmp_path / "backups")
    assert path.read_bytes() == before and not (tmp_path / "backups").exists()


def test_an_encrypted_pdf_is_refused(typeset_pdfs: TypesetPdfs, tmp_path: Path):
    path = _copy(typeset_pdfs, "encrypted", tmp_path)
    with pytest.raises(PdfError, match="encrypted"):
        write_annotations(path, [], tmp_path / "backups")


@pytest.mark.skipif(PDFTOCAIRO is None, reason="poppler-utils is not installed")
def test_poppler_draws_a_written_highlight(typeset_pdfs: TypesetPdfs, tmp_path: Path):
    path = _copy(typeset_pdfs, "two_column", tmp_path)
    marked = _highlight(path, "official waffles", colour="#ff0000")
    write_annotations(path, [marked], tmp_path / "backups")
    x0, _y0, x1, y1 = marked.rects[0]
    assert _poppler_pixel(path, tmp_path, (x0 + x1) / 2, y1 - 1)[0] > 200  # red, where
    assert _poppler_pixel(path, tmp_path, (x0 + x1) / 2, y1 - 1)[1:] < (120, 120)  # ink was


def _poppler_pixel(path: Path, folder: Path, x: float, y: float) -> tuple[int, int, int]:
    """The RGB of the page point (x, y) as pdftocairo renders page 1 at 72 dpi (PPM)."""
    out = folder / "poppler"
    subprocess.run(
        [str(PDFTOCAIRO), "-png", "-r", "72", "-f", "1", "-l", "1", "-singlefile", path, out],
        check=True,
    )
    ppm = folder / "poppler.ppm"
    subprocess.run(["convert", f"{out}.png", f"ppm:{ppm}"], check=True)
    return _ppm_pixel(ppm.read_bytes(), round(x), round(841.89 - y))


def _ppm_pixel(data: bytes, x: int, y: int) -> tuple[int, int, int]:
    """One pixel of a binary PPM (P6, 8 bits)."""
    fields = data.split(maxsplit=4)
    width = int(fields[1])
    pixels = fields[4]
    at = (y * width + x) * 3
    return (pixels[at], pixels[at + 1], pixels[at + 2])


def test_colours_and_dates_read_as_people_write_them():
    assert colour_hex([1, 0.5, 0]) == "#ff8000"
    assert colour_hex([0.5]) == "#808080"
    assert colour_hex([0, 0, 0, 0]) == "#ffffff"  # CMYK white
    assert colour_hex(None) == "#ffd400"
    assert pdf_date("D:20261207101500+01'00'") == "2026-12-07T10:15:00"
    assert pdf_date("D:2026") == "2026-01-01T00:00:00"
    assert pdf_date("yesterday") == ""
