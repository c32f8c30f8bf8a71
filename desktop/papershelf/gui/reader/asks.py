"""What the reader asks its jobs for after a paint, in the order it wants it drawn.

The jobs take the newest ask first, so the asks go out last-wanted first, as one batch:
the text and links of the pages beside those on screen, the tiles a screen above and
below (the farthest first), the text and links of the pages on screen, then the tiles on
screen (the one showing most last, so drawn first). A tile or text asked for and not
arrived yet is not asked again: between the worker's answer and its delivery on the GUI
thread a paint would ask a second time (moving a page's text ahead of the tiles on screen),
and the worker would do it twice. A hairline of a page (the last row of the page above,
after a page turn) is not asked for: it cost two tiles of the page's margin.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from papershelf.formats.pdf.tiles import TileSpec, page_pixels, tiles_in
from papershelf.gui.reader.jobs import TileKey
from papershelf.gui.reader.layout import PageLayout

HAIRLINE = 2.0  # device pixels: a page showing no more than this is not asked for


@dataclass(frozen=True)
class Window:
    """Part of the content in view, in logical pixels, and how it maps to the screen."""

    left: float
    top: float
    width: float
    bottom: float
    scale: float  # device pixels per point: the zoom times the screen's pixel ratio
    ratio: float  # device pixels per logical pixel
    rotation: int = 0


@dataclass(frozen=True)
class Seen:
    """A tile in a window: how many device pixels of it show, and the content height
    (logical pixels) of its middle."""

    spec: TileSpec
    shown: float
    middle: float


def tiles_between(layout: PageLayout, window: Window) -> list[Seen]:
    """The tiles that show in *window*, page by page from the top; pages showing a hairline
    (HAIRLINE pixels high or wide or less: a page's last row, partly covered) are left out."""
    found: list[Seen] = []
    for page in layout.visible(window.top, window.bottom):
        rect = layout.page_rect(page, window.width)
        width, height = page_pixels(layout.frames[page].size, window.scale)
        left = max(0.0, (window.left - rect.x()) * window.ratio)
        top = max(0.0, (window.top - rect.y()) * window.ratio)
        right = min(float(width), (window.left + window.width - rect.x()) * window.ratio)
        bottom = min(float(height), (window.bottom - rect.y()) * window.ratio)
        if right - left <= HAIRLINE or bottom - top <= HAIRLINE:
            continue
        for spec in tiles_in(page, (width, height), (left, top, right, bottom), window.rotation):
            x, y, w, h = spec.rect
            shown = max(0.0, min(x + w, right) - max(x, left)) * max(
                0.0, min(y + h, bottom) - max(y, top)
            )
            found.append(Seen(spec, shown, rect.y() + (y + h / 2) / window.ratio))
    return found


def tile_key(spec: TileSpec, scale: float) -> TileKey:
    """The cache's key of a tile drawn at *scale*."""
    return (spec.page, scale, spec.column, spec.row)


class TileAsks:
    """The asks of one reader's view: the tiles and pages' texts it asked for and has not
    received yet."""

    def __init__(self) -> None:
        self.asked: set[TileKey] = set()
        self.texts: set[int] = set()  # pages whose text and links were asked for

    @staticmethod
    def order(
        shown: list[Seen], near: list[Seen], middle: float
    ) -> tuple[list[TileSpec], list[TileSpec]]:
        """The near tiles not shown, the farthest from the view's *middle* first, and the
        shown ones, the one showing least first: the order they are asked in."""
        on_screen = {seen.spec for seen in shown}
        around = sorted(
            (seen for seen in near if seen.spec not in on_screen),
            key=lambda seen: -abs(seen.middle - middle),
        )
        by_area = sorted(shown, key=lambda seen: seen.shown)
        return [seen.spec for seen in around], [seen.spec for seen in by_area]

    def wanted(self, keys: Collection[TileKey]) -> None:
        """Forget asks no longer wanted (the jobs drop them undrawn)."""
        self.asked.intersection_update(keys)

    def ask(self, key: TileKey) -> bool:
        """Whether to ask for *key* now (not asked already); it counts as asked from here."""
        if key in self.asked:
            return False
        self.asked.add(key)
        return True

    def ask_text(self, page: int) -> bool:
        """Whether to ask for *page*'s text and links now (not asked already)."""
        if page in self.texts:
            return False
        self.texts.add(page)
        return True

    def arrived(self, key: TileKey) -> None:
        """A tile came."""
        self.asked.discard(key)

    def text_arrived(self, page: int) -> None:
        """A page's text came."""
        self.texts.discard(page)

    def failed(self, page: int) -> None:
        """Something of a page could not be read: the next paint may ask again."""
        self.asked = {key for key in self.asked if key[0] != page}
        self.texts.discard(page)

    def clear(self) -> None:
        """Forget every ask (the pages turned: every tile is another)."""
        self.asked.clear()
