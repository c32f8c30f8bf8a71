"""formats.pdf.tiles: a page cut into tiles, each drawn by the worker into shared memory
with the same pixels as the whole page drawn at once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.formats.pdf import engine
from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.formats.pdf.tiles import TILE, TileSpec, page_pixels, tiles_in
from papershelf.formats.pdf.worker import PdfWorker

REAL_PDF = Path(__file__).parents[2] / "data" / "pdfs" / "iopart-num.pdf"  # TeX Live's


@pytest.fixture
def worker() -> Iterator[PdfWorker]:
    """A real worker process, stopped after the test."""
    client = PdfWorker()
    yield client
    client.close()


def test_only_the_tiles_meeting_the_area_are_asked_for():
    pixels = (1600, 2100)  # 2 columns, 3 rows
    assert [(t.column, t.row) for t in tiles_in(4, pixels, (0, 0, 1600, 900))] == [(0, 0), (1, 0)]
    lower = tiles_in(4, pixels, (0, 1500, 500, 2500))
    assert [(t.column, t.row) for t in lower] == [(0, 1), (0, 2)]
    assert lower[-1].rect == (0, 2 * TILE, TILE, 2100 - 2 * TILE)  # the last row is shorter
    assert tiles_in(4, pixels, (0, 2200, 1600, 3000)) == []  # below the page
    assert page_pixels((612.0, 792.0), 1.5) == (918, 1188)


def test_tiles_have_the_pixels_of_the_whole_page(worker: PdfWorker):
    document = engine.open_document(REAL_PDF)
    whole = engine.render(document, 0, 2.0)  # RGB, one pass
    pixels = page_pixels(document.get_page_size(0), 2.0)
    tiles = tiles_in(0, pixels, (0, 0, *pixels))
    assert len(tiles) == 4 and (whole.width, whole.height) == pixels
    inked, differ, seen = 0, 0, 0
    for spec in tiles:
        data, width, height, stride = worker.draw_tile(
            REAL_PDF, spec, lambda buf, w, h, s: (bytes(buf), w, h, s)
        )
        x0, y0, tile_width, tile_height = spec.rect
        assert (width, height, stride) == (tile_width, tile_height, tile_width * 4)
        for y in range(0, height, 7):
            for x in range(0, width, 5):
                b, _g, r, _x = data[y * stride + 4 * x : y * stride + 4 * x + 4]
                at = (y0 + y) * whole.stride + 3 * (x0 + x)
                differ += abs(r - whole.data[at]) + abs(b - whole.data[at + 2]) > 40
                inked, seen = inked + (r < 128), seen + 1
    assert inked > 1000  # the page's text is in the tiles, not only white
    assert differ / seen < 0.001, (differ, seen)  # only anti-aliased edges may differ


def test_a_tile_outside_its_page_is_refused_in_one_line(worker: PdfWorker):
    with pytest.raises(PdfError, match="outside the page"):
        worker.draw_tile(REAL_PDF, TileSpec(0, 3, 0, 1000, 1000), lambda *a: a)
