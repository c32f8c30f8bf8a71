"""formats.pdf's engine and text on real PDFs typeset by pdflatex in the run (tests/pdfs.py)."""

from __future__ import annotations

import zlib
from pathlib import Path

import pytest

from papershelf.formats.pdf import engine
from papershelf.formats.pdf.geometry import PageFrame
from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.formats.pdf.png import png_bytes
from papershelf.formats.pdf.text import mend
from tests import pdfs
from tests.conftest import TypesetPdfs


def _dark_share(bitmap: engine.Bitmap) -> float:
    """The share of pixels that are not near white."""
    dark = total = 0
    for row in range(0, bitmap.height, 4):
        line = bitmap.data[row * bitmap.stride : row * bitmap.stride + bitmap.width * 3]
        for at in range(0, len(line), 12):
            total += 1
            dark += line[at] < 128
    return dark / total


def test_a_page_renders_at_the_scale_asked_with_ink_on_it(typeset_pdfs: TypesetPdfs):
    document = engine.open_document(typeset_pdfs.get("two_column"))
    bitmap = engine.render(document, 0, 1.5)
    assert (bitmap.width, bitmap.height) == (round(595.276 * 1.5), round(841.89 * 1.5))
    assert 0.005 < _dark_share(bitmap) < 0.3  # text, not a blank or black page


def test_png_bytes_hold_the_rendered_rows():
    rgb = bytes([255, 0, 0] * 2 + [0, 0, 0] + [0, 0, 255] * 2 + [0, 0, 0])  # stride 9
    data = png_bytes(2, 2, 9, rgb)
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    idat = data[data.index(b"IDAT") + 4 : data.index(b"IEND") - 8]
    rows = b"\x00" + bytes([255, 0, 0] * 2) + b"\x00" + bytes([0, 0, 255] * 2)
    assert zlib.decompress(idat) == rows


def test_words_across_a_hyphenated_line_end_and_ligatures_are_found_and_quoted(
    typeset_pdfs: TypesetPdfs,
):
    text = engine.page_text(engine.open_document(typeset_pdfs.get("two_column")), 0)
    [(start, end)] = text.find("floating  FINE\nofficial waffles")
    assert text.quote(start, end) == "floating fine official waffles"
    assert "\ufffe" in text.text[start:end]  # 'waffles' is broken across two lines
    assert len(text.rects(start, end)) == 2  # one rectangle per line
    assert text.find(pdfs.TWO_COLUMN_LEFT) and text.find(pdfs.TWO_COLUMN_RIGHT)
    assert text.find("no such words here") == []


def test_the_character_under_a_point_is_the_one_drawn_there(typeset_pdfs: TypesetPdfs):
    text = engine.page_text(engine.open_document(typeset_pdfs.get("two_column")), 0)
    [(start, _end)] = text.find("Electroencephalography")
    x0, y0, x1, y1 = text.boxes[start + 3]
    assert text.char_at((x0 + x1) / 2, (y0 + y1) / 2) == start + 3
    assert text.char_at(300, 5) is None  # the bottom margin: no line there


def test_an_area_quotes_the_words_inside_it_and_no_others(typeset_pdfs: TypesetPdfs):
    text = engine.page_text(engine.open_document(typeset_pdfs.get("two_column")), 0)
    [(start, end)] = text.find("floating  FINE\nofficial waffles")
    lines = text.rects(start, end)  # two lines: 'waffles' is hyphenated across them
    area = (min(r[0] for r in lines), min(r[1] for r in lines),
            max(r[2] for r in lines), max(r[3] for r in lines))  # fmt: skip
    quoted = text.quote_in(area)
    assert "floating fine official waffles" in quoted  # mended across the line end
    assert pdfs.TWO_COLUMN_RIGHT not in quoted and len(quoted) < 200  # the other column not
    assert text.quote_in((0, 0, 5, 5)) == ""  # a corner of the page: no words


def test_mend_joins_line_end_hyphens_and_spells_out_ligatures():
    assert mend("waf\ufffe\r\nfles of\ufb01ne  text\r\nhere") == "waffles offine text here"
    assert mend("hyphen-\nated words") == "hyphenated words"
    assert mend("Well-\nKnown") == "Well-\nKnown".replace("\n", " ")


def test_outline_and_links_of_a_hyperref_paper(typeset_pdfs: TypesetPdfs):
    document = engine.open_document(typeset_pdfs.get("linked"))
    info = engine.document_info(document)
    assert info.title == "Links Between Pages" and len(info.pages) == 3
    assert [(o.title, o.page) for o in info.outline] == [
        ("Introduction", 0), ("Results", 1), ("Method", 2)
    ]  # fmt: skip
    links = engine.links(document, 0)
    internal = [link for link in links if link.page is not None]
    assert 2 in {link.page for link in internal}  # Section 3 is on page 3
    assert [link.uri for link in links if link.uri] == ["https://example.org/papershelf"]


def test_rotated_frames_map_points_to_pixels_and_back():
    for rotation in (0, 90, 180, 270):
        frame = PageFrame((0, 0, 600, 800), rotation)
        px, py = frame.to_pixels(100, 700, 2.0)
        assert frame.to_points(px, py, 2.0) == pytest.approx((100, 700))
    assert PageFrame((0, 0, 600, 800), 90).size == (800, 600)
    assert PageFrame((0, 0, 600, 800)).to_pixels(0, 800, 1.0) == (0, 0)  # top-left


@pytest.mark.parametrize(
    ("content", "message"),
    [(b"", "is empty"), (b"<html>", "is not a PDF"), (b"%PDF-1.4\nbroken", "damaged")],
)
def test_bad_files_are_refused_in_one_line(tmp_path: Path, content: bytes, message: str):
    path = tmp_path / "bad.pdf"
    path.write_bytes(content)
    with pytest.raises(PdfError, match=message) as raised:
        engine.open_document(path)
    assert "\n" not in str(raised.value)


def test_an_encrypted_pdf_asks_for_its_password(typeset_pdfs: TypesetPdfs):
    path = typeset_pdfs.get("encrypted")
    with pytest.raises(PdfError, match="needs a password"):
        engine.open_document(path)
    with pytest.raises(PdfError, match="that one is wrong"):
        engine.open_document(path, "guess")
    assert len(engine.open_document(path, "secret")) >= 1


def test_a_page_of_200_inches_is_drawn_within_the_pixel_budget(tmp_path: Path):
    from pypdf import PdfWriter

    writer = PdfWriter()
    writer.add_blank_page(width=200 * 72, height=200 * 72)
    path = tmp_path / "huge.pdf"
    writer.write(path)
    bitmap = engine.render(engine.open_document(path), 0, 2.0)
    assert bitmap.width * bitmap.height <= engine.MAX_PIXELS
    assert bitmap.width == bitmap.height > 5000  # scaled down, not refused


def test_launch_and_script_links_are_never_offered(typeset_pdfs: TypesetPdfs, tmp_path: Path):
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import (
        ArrayObject,
        DictionaryObject,
        FloatObject,
        NameObject,
        TextStringObject,
    )

    writer = PdfWriter(clone_from=PdfReader(typeset_pdfs.get("two_column")))
    for kind, key, value in (("/Launch", "/F", "calc.exe"), ("/JavaScript", "/JS", "app.alert(1)")):
        link = DictionaryObject()
        link[NameObject("/Type")] = NameObject("/Annot")
        link[NameObject("/Subtype")] = NameObject("/Link")
        link[NameObject("/Rect")] = ArrayObject(FloatObject(v) for v in (10, 10, 60, 60))
        action = DictionaryObject()
        action[NameObject("/S")] = NameObject(kind)
        action[NameObject(key)] = TextStringObject(value)
        link[NameObject("/A")] = action
        writer.add_annotation(0, link)
    path = tmp_path / "actions.pdf"
    writer.write(path)
    assert engine.links(engine.open_document(path), 0) == []
