"""Where each page sits in the reader's continuous column, at a zoom (no painting here).

Pages start on whole logical pixels, so a tile drawn at the zoom is copied to the screen
pixel for pixel.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from papershelf.formats.pdf.geometry import PageFrame, Rect

GAP = 12.0  # pixels between pages and around the column
MIN_SCALE, MAX_SCALE = 0.1, 8.0  # pixels per point: 7 % to 800 %


@dataclass(frozen=True)
class PageLayout:
    """The pages' rectangles (logical pixels, in the scrolled content) at one scale."""

    frames: tuple[PageFrame, ...]
    scale: float
    tops: tuple[float, ...]
    width: float  # of the content: the widest page and the gaps beside it

    @classmethod
    def make(cls, frames: Sequence[PageFrame], scale: float) -> PageLayout:
        """The column of *frames* at *scale*, each page's top on a whole pixel (its tiles are
        copied to the screen as they are, not resampled half a pixel off)."""
        tops, y = [], GAP
        for frame in frames:
            tops.append(float(round(y)))
            y += frame.size[1] * scale + GAP
        widest = max((frame.size[0] for frame in frames), default=0.0)
        return cls(tuple(frames), scale, tuple(tops), widest * scale + 2 * GAP)

    @property
    def height(self) -> float:
        """The content's height."""
        if not self.frames:
            return 0.0
        return self.tops[-1] + self.frames[-1].size[1] * self.scale + GAP

    def page_rect(self, page: int, viewport_width: float) -> QRectF:
        """Page *page*'s rectangle, centred in a column *viewport_width* wide (or wider)."""
        width, height = (v * self.scale for v in self.frames[page].size)
        column = max(self.width, viewport_width)
        return QRectF(round((column - width) / 2), self.tops[page], width, height)

    def page_at(self, y: float) -> int:
        """The page at height *y* of the content (the one above a gap, the last past the end)."""
        return max(0, min(len(self.frames) - 1, bisect_right(self.tops, y) - 1))

    def visible(self, top: float, bottom: float) -> range:
        """The pages that show between heights *top* and *bottom*."""
        if not self.frames:
            return range(0)
        return range(self.page_at(top), self.page_at(bottom) + 1)

    def to_page(self, page: int, point: QPointF, viewport_width: float) -> tuple[float, float]:
        """The PDF point under *point* (content pixels) on page *page*."""
        rect = self.page_rect(page, viewport_width)
        return self.frames[page].to_points(point.x() - rect.x(), point.y() - rect.y(), self.scale)

    def to_content(self, page: int, rect: Rect, viewport_width: float) -> QRectF:
        """A PDF rectangle of page *page* in content pixels."""
        origin = self.page_rect(page, viewport_width)
        x, y, w, h = self.frames[page].rect_to_pixels(rect, self.scale)
        return QRectF(origin.x() + x, origin.y() + y, w, h)


def clamp_scale(scale: float) -> float:
    """A zoom within what the reader draws."""
    return max(MIN_SCALE, min(MAX_SCALE, scale))
