"""Pages drawn in tiles: only the parts on screen, drawn straight into shared memory.

A page at a zoom is a grid of TILE-pixel squares (the last column and row narrower). The
reader asks for the tiles it shows and those a screen away, so a zoomed page costs what is
seen, not the whole page. The worker draws a tile into a block of shared memory its client
made once (`PdfWorker.draw_tile`), so the bytes are copied once, by the client, into the
picture it keeps. The bytes are BGRx: PDFium's own order (no pass to swap them) and Qt's
RGB32, which it paints without converting.
"""

from __future__ import annotations

import ctypes
import math
from dataclasses import dataclass
from multiprocessing import shared_memory
from typing import Any, ClassVar

from papershelf.formats.pdf import loaded
from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.i18n import translate

TILE = 1024  # pixels a side
BYTES_PER_PIXEL = 4
TILE_BYTES = TILE * TILE * BYTES_PER_PIXEL
ROTATIONS = {0: 0, 90: 1, 180: 2, 270: 3}  # degrees -> PDFium's quarter turns


@dataclass(frozen=True)
class TileSpec:
    """Tile (*column*, *row*) of page *page* drawn *page_width* x *page_height* pixels in
    all, turned *rotation* degrees beyond the page's own /Rotate."""

    page: int
    column: int
    row: int
    page_width: int
    page_height: int
    rotation: int = 0

    @property
    def rect(self) -> tuple[int, int, int, int]:
        """The tile's x, y, width and height in the page's pixels."""
        x, y = self.column * TILE, self.row * TILE
        return x, y, min(TILE, self.page_width - x), min(TILE, self.page_height - y)


def page_pixels(size: tuple[float, float], scale: float) -> tuple[int, int]:
    """The pixels of a page of *size* points drawn at *scale* pixels a point."""
    return max(1, math.ceil(size[0] * scale)), max(1, math.ceil(size[1] * scale))


def tiles_in(
    page: int,
    pixels: tuple[int, int],
    area: tuple[float, float, float, float],
    rotation: int = 0,
) -> list[TileSpec]:
    """The tiles of a page *pixels* in size that meet *area* (left, top, right, bottom, in
    the page's pixels), row by row from the top."""
    width, height = pixels
    left, top = max(0.0, area[0]), max(0.0, area[1])
    right, bottom = min(float(width), area[2]), min(float(height), area[3])
    if right <= left or bottom <= top:
        return []
    columns = range(int(left // TILE), math.ceil(right / TILE))
    rows = range(int(top // TILE), math.ceil(bottom / TILE))
    return [TileSpec(page, c, r, width, height, rotation) for r in rows for c in columns]


class _Held:
    """The worker's attached shared block (the client made it once)."""

    blocks: ClassVar[dict[str, shared_memory.SharedMemory]] = {}


def _block(name: str) -> shared_memory.SharedMemory:
    """The client's shared block *name*, attached once."""
    block = _Held.blocks.get(name)
    if block is None:
        for old in _Held.blocks.values():
            old.close()
        _Held.blocks = {name: (block := shared_memory.SharedMemory(name=name))}
    return block


def draw_tile(document: Any, spec: TileSpec, block_name: str) -> tuple[int, int, int]:
    """Draw one tile into the shared block *block_name*: (width, height, stride) of it."""
    import pypdfium2.raw as pdfium_c

    x, y, width, height = spec.rect
    stride = width * BYTES_PER_PIXEL
    block = _block(block_name)
    if width < 1 or height < 1 or stride * height > block.size:
        said = translate("pdf", "could not be shown: tile {column},{row} is outside the page")
        raise PdfError(said.format(column=spec.column, row=spec.row))

    page = loaded.page(document, spec.page)  # its tiles, text and links: one load
    pixels = (ctypes.c_ubyte * (stride * height)).from_buffer(block.buf)  # type: ignore[arg-type]
    try:
        bitmap = pdfium_c.FPDFBitmap_CreateEx(
            width, height, pdfium_c.FPDFBitmap_BGRx, pixels, stride
        )
        try:
            pdfium_c.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, 0xFFFFFFFF)
            pdfium_c.FPDF_RenderPageBitmap(
                bitmap, page.raw, -x, -y, spec.page_width, spec.page_height,
                ROTATIONS[spec.rotation % 360], pdfium_c.FPDF_ANNOT,
            )  # fmt: skip
        finally:
            pdfium_c.FPDFBitmap_Destroy(bitmap)
    finally:
        del pixels  # the block's buffer is free again
    return width, height, stride
