"""What the PDF engine answers, as plain values: they cross the worker's pipe, and the
reader's window imports them without loading PDFium (~0.2 s and 8 MB) into its process."""

from __future__ import annotations

from dataclasses import dataclass

from papershelf.formats.pdf.geometry import PageFrame, Rect

EXACT_FRAMES = 8  # pages whose crop box and rotation document_info reads (the rest: sizes)


@dataclass(frozen=True)
class OutlineItem:
    """One line of the PDF's outline (bookmarks): its title, depth and target page (0-based)."""

    title: str
    level: int
    page: int | None


@dataclass(frozen=True)
class DocumentInfo:
    """What a reader needs before any page is drawn: the pages' frames, the outline, title."""

    pages: tuple[PageFrame, ...]
    outline: tuple[OutlineItem, ...]
    title: str = ""


@dataclass(frozen=True)
class Bitmap:
    """A rendered page: RGB bytes, *stride* bytes a row, at *scale* pixels per point."""

    width: int
    height: int
    stride: int
    data: bytes
    scale: float


@dataclass(frozen=True)
class SharedBitmap:
    """A rendered page left in shared memory *name* (the worker's answer to render_shared)."""

    width: int
    height: int
    stride: int
    name: str
    scale: float


@dataclass(frozen=True)
class Link:
    """A link on a page: its area and either a page (0-based) and height in it, or a URI."""

    rect: Rect
    page: int | None = None
    top: float | None = None  # the target's y in points (None: the page's top)
    uri: str = ""
