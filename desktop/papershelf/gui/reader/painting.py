"""A page painted: its pictures, each screen pixel written once, tiles copied as they are;
then the marks over them (annotations, find hits).

The backdrop is painted only between and beside the pages (the viewport is opaque: Qt does
not clear it first), a page's white only where no tile of the current zoom lies yet, and a
tile of the current zoom at whole pixels at its own size (a plain copy, not resampled);
tiles of another zoom are stretched into the parts still missing while this zoom's come.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import cast

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QRegion

from papershelf.formats.pdf.geometry import Rect
from papershelf.gui.reader import marks
from papershelf.library.annotations_sql import AnnotationRow

ToContent = Callable[[int, Rect, float], QRectF]  # page, PDF rectangle, view width -> pixels


def paint_backdrop(
    painter: QPainter, shown: QRectF, pages: Iterable[QRectF], colour: QColor
) -> None:
    """The backdrop colour over *shown* except where the *pages* lie."""
    region = QRegion(shown.toAlignedRect())
    for rect in pages:
        region -= QRegion(rect.toRect())
    for part in cast("Iterable[QRect]", region):  # a QRegion is its rectangles
        painter.fillRect(part, colour)


def tile_target(rect: QRectF, place: QRectF, image: QImage, scale: float, ratio: float) -> QRectF:
    """Where a tile drawn at *scale* (device pixels a point) lies on the page at *rect*, at
    whole device pixels and its own size (*ratio*: device pixels a logical pixel)."""
    x, y = round(place.x() * scale) / ratio, round(place.y() * scale) / ratio
    return QRectF(rect.x() + x, rect.y() + y, image.width() / ratio, image.height() / ratio)


def paint_tiles(
    painter: QPainter,
    rect: QRectF,
    tiles: list[tuple[float, QRectF, QImage]],
    shown: QRectF,
    zoom: float,
    ratio: float,
) -> None:
    """A page at *rect* (logical pixels, at *zoom*) from its kept *tiles* (scale, place,
    image): the current zoom's as they are, the rest of the page from other zooms' tiles
    stretched, or white."""
    scale = round(zoom * ratio, 4)
    current = [(tile_target(rect, place, image, scale, ratio), image)
               for at, place, image in tiles if at == scale]  # fmt: skip
    missing = QRegion(rect.toRect())
    for target, _image in current:
        missing -= QRegion(target.toRect())
    if not missing.isEmpty():
        painter.save()
        painter.setClipRegion(missing)
        painter.fillRect(rect, Qt.GlobalColor.white)
        for at, place, image in tiles:
            target = marks.on_page(rect, place, zoom)
            if at != scale and target.intersects(shown):
                painter.drawImage(target, image)
        painter.restore()
    for target, image in current:
        if target.intersects(shown):
            painter.drawImage(target, image)


def paint_annotations(
    painter: QPainter,
    to_content: ToContent,
    page: int,
    width: float,
    annotations: Sequence[AnnotationRow],
) -> None:
    """The marks of the *annotations* on *page* (0-based), in their colours."""
    for row in annotations:
        if row.page == page + 1:
            colour = QColor(row.colour)
            colour.setAlpha(110 if row.kind == "highlight" else 200)
            for box in row.rects:
                marks.paint_mark(painter, to_content(page, box, width), row.kind, colour)


def paint_hits(
    painter: QPainter,
    to_content: ToContent,
    page: int,
    width: float,
    hits: Sequence[tuple[int, list[Rect]]],
    current: int,
) -> None:
    """The find hits on *page*, the *current* one stronger."""
    for number, (hit_page, rects) in enumerate(hits):
        if hit_page == page:
            colour = marks.CURRENT_HIT_COLOUR if number == current else marks.HIT_COLOUR
            for box in rects:
                painter.fillRect(to_content(page, box, width), colour)


def warm_up() -> None:
    """Paint a tile, the backdrop and a page's white once into a small picture: PySide makes
    the enum types those calls convert on their first use (20-50 ms at a window's first
    paint). A QImage may be painted on any thread, so the reader's import thread does it."""
    picture = QImage(8, 8, QImage.Format.Format_RGB32)
    painter = QPainter(picture)
    tile, whole = QImage(4, 4, QImage.Format.Format_RGB32), QRectF(0, 0, 8, 8)
    paint_tiles(painter, QRectF(0, 0, 6, 6), [(1.0, QRectF(0, 0, 4, 4), tile)], whole, 1.0, 1.0)
    paint_backdrop(painter, whole, [QRectF(1, 1, 6, 6)], QColor(0, 0, 0))
    painter.end()
