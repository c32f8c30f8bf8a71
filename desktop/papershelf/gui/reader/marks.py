"""What the reader paints over its pages: annotations' marks, find hits, the selection's
colour, and where a tile lies."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

FRAME_WIDTH = 2.0  # pixels: an area's frame
SELECTION_COLOUR = QColor(51, 136, 255, 80)
HIT_COLOUR = QColor(255, 150, 0, 90)  # a find hit
CURRENT_HIT_COLOUR = QColor(255, 90, 0, 150)


def paint_mark(painter: QPainter, rect: QRectF, kind: str, colour: QColor) -> None:
    """An annotation's mark: a fill, a line under or through, a note's corner, or a frame."""
    if kind == "highlight":
        painter.fillRect(rect, colour)
    elif kind == "underline":
        painter.fillRect(QRectF(rect.left(), rect.bottom() - 1.5, rect.width(), 1.5), colour)
    elif kind == "strikeout":
        middle = rect.center().y()
        painter.fillRect(QRectF(rect.left(), middle - 0.75, rect.width(), 1.5), colour)
    elif kind == "note":
        painter.fillRect(QRectF(rect.left(), rect.top(), 14, 14), colour)
    else:
        painter.setPen(QPen(colour, FRAME_WIDTH))
        painter.drawRect(rect)


def on_page(rect: QRectF, place: QRectF, zoom: float) -> QRectF:
    """Where a tile's *place* (points of the turned page) lies in the page's *rect* at *zoom*."""
    return QRectF(
        rect.x() + place.x() * zoom, rect.y() + place.y() * zoom,
        place.width() * zoom, place.height() * zoom,
    )  # fmt: skip
