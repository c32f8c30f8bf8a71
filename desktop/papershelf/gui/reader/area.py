"""The reader's area tool: a rectangle dragged over a page (a figure, a table, an equation)
becomes a Square annotation, quoting the words inside it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from papershelf.formats.pdf.geometry import Rect, normalised

MIN_SIDE = 4.0  # points: a smaller drag is a slip, not an area
BAND_COLOUR = QColor(51, 136, 255)


@dataclass
class AreaDrag:
    """A rectangle being dragged on page *page* (0-based), its corners in PDF points."""

    page: int
    start: tuple[float, float]
    end: tuple[float, float]

    @property
    def rect(self) -> Rect:
        """The rectangle, left < right and bottom < top."""
        return normalised((*self.start, *self.end))

    def big_enough(self) -> bool:
        """Whether it is an area (both sides at least MIN_SIDE points), not a slip."""
        x0, y0, x1, y1 = self.rect
        return x1 - x0 >= MIN_SIDE and y1 - y0 >= MIN_SIDE


def paint_band(painter: QPainter, rect: QRectF) -> None:
    """The rectangle being dragged: a dashed frame over a light wash."""
    wash = QColor(BAND_COLOUR)
    wash.setAlpha(40)
    painter.fillRect(rect, wash)
    pen = QPen(BAND_COLOUR, 1.5, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawRect(rect)
