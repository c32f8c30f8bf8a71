"""Rectangles in PDF user space (points, y up) and where they land on a rendered page."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

Rect = tuple[float, float, float, float]  # left, bottom, right, top in PDF points (y up)
POINTS_PER_INCH = 72.0


def normalised(rect: Sequence[float]) -> Rect:
    """*rect* with left < right and bottom < top, whatever order its corners came in."""
    x0, y0, x1, y1 = (float(v) for v in rect[:4])
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))


def union(rects: Iterable[Rect]) -> Rect:
    """The smallest rectangle holding every one of *rects* (ValueError for none)."""
    rows = list(rects)
    if not rows:
        raise ValueError("no rectangles")
    return (
        min(r[0] for r in rows),
        min(r[1] for r in rows),
        max(r[2] for r in rows),
        max(r[3] for r in rows),
    )


def quad_points(rects: Iterable[Rect]) -> list[float]:
    """QuadPoints for *rects*: per rectangle upper-left, upper-right, lower-left, lower-right
    (the order Acrobat, pdf.js and poppler read, whatever the specification's drawing says)."""
    points: list[float] = []
    for x0, y0, x1, y1 in rects:
        points += [x0, y1, x1, y1, x0, y0, x1, y0]
    return points


def rects_from_quads(points: Sequence[float]) -> list[Rect]:
    """One rectangle per quadrilateral of QuadPoints (the box around its four corners)."""
    rects = []
    for start in range(0, len(points) - 7, 8):
        xs = [float(points[start + i]) for i in range(0, 8, 2)]
        ys = [float(points[start + i]) for i in range(1, 8, 2)]
        rects.append((min(xs), min(ys), max(xs), max(ys)))
    return rects


def contains(rect: Rect, x: float, y: float, margin: float = 0.0) -> bool:
    """Whether the point (x, y) lies in *rect* grown by *margin* on each side."""
    return rect[0] - margin <= x <= rect[2] + margin and rect[1] - margin <= y <= rect[3] + margin


@dataclass(frozen=True)
class PageFrame:
    """A page's visible box (its crop box, in points) and rotation: maps points to pixels."""

    box: Rect
    rotation: int = 0  # clockwise degrees, as /Rotate says: 0, 90, 180 or 270

    @property
    def size(self) -> tuple[float, float]:
        """The page's width and height in points as shown (rotation applied)."""
        width, height = self.box[2] - self.box[0], self.box[3] - self.box[1]
        return (height, width) if self.rotation in (90, 270) else (width, height)

    def to_pixels(self, x: float, y: float, scale: float) -> tuple[float, float]:
        """Where the point (x, y) lands on the page rendered at *scale* pixels per point."""
        left, bottom, right, top = self.box
        u, v = x - left, top - y  # from the unrotated page's top-left corner, y down
        width, height = right - left, top - bottom
        if self.rotation == 90:
            u, v = height - v, u
        elif self.rotation == 180:
            u, v = width - u, height - v
        elif self.rotation == 270:
            u, v = v, width - u
        return (u * scale, v * scale)

    def to_points(self, px: float, py: float, scale: float) -> tuple[float, float]:
        """The page point under the pixel (px, py) of the page rendered at *scale*."""
        left, bottom, right, top = self.box
        u, v = px / scale, py / scale
        width, height = right - left, top - bottom
        if self.rotation == 90:
            u, v = v, height - u
        elif self.rotation == 180:
            u, v = width - u, height - v
        elif self.rotation == 270:
            u, v = width - v, u
        return (left + u, top - v)

    def rect_to_pixels(self, rect: Rect, scale: float) -> tuple[float, float, float, float]:
        """*rect* as (left, top, width, height) in pixels of the page rendered at *scale*."""
        xa, ya = self.to_pixels(rect[0], rect[1], scale)
        xb, yb = self.to_pixels(rect[2], rect[3], scale)
        return (min(xa, xb), min(ya, yb), abs(xb - xa), abs(yb - ya))
