"""Small charts drawn with QPainter: monthly bars, a backlog line, labelled horizontal bars.

Calm on purpose: soft grid lines, no frames, rounded bars, the status colours of the table
(blue for added, green for read), numbers where a person looks for them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from papershelf.gui.colours import themed
from papershelf.gui.safe_text import cell_text

ADDED = themed("chart.added")  # live colours: rewritten in place when the scheme changes
READ = themed("chart.read")
BACKLOG = themed("chart.backlog")
MONTH_NAMES = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def nice_step(top: float, ticks: int = 4) -> float:
    """A round step (1, 2, 5 times a power of ten) that splits 0..top into about *ticks* parts."""
    if top <= 0:
        return 1.0
    raw = top / ticks
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def month_label(month: str, first: bool) -> str:
    """'Mar' for '2025-03'; January and the first month also show the year ('Jan 2025')."""
    name = MONTH_NAMES[int(month[5:7]) - 1]
    return f"{name} {month[:4]}" if first or month.endswith("-01") else name


def blend(one: QColor, other: QColor, weight: float) -> QColor:
    """*weight* of *one* blended into *other*."""
    return QColor.fromRgbF(
        one.redF() * weight + other.redF() * (1 - weight),
        one.greenF() * weight + other.greenF() * (1 - weight),
        one.blueF() * weight + other.blueF() * (1 - weight),
    )


@dataclass(frozen=True)
class Bar:
    """One labelled bar: its total and the part of it that is read."""

    label: str
    total: float
    part: float = 0.0
    note: str = ""


class Chart(QWidget):
    """A titled chart card; subclasses draw into plot_area()."""

    def __init__(self, title: str, subtitle: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.subtitle = subtitle
        self.setMinimumSize(380, 250)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Tab stops on it: its numbers read out

    def sizeHint(self) -> QSize:
        """A comfortable card."""
        return QSize(520, 280)

    # --- colours and type -------------------------------------------------------------------
    def ink(self, weight: float = 1.0) -> QColor:
        """The text colour, faded toward the background by *weight* (1: full)."""
        palette = self.palette()
        return blend(
            palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base), weight
        )

    def small_font(self, scale: float = 0.85) -> QFont:
        """The widget's font, smaller."""
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, font.pointSizeF() * scale))
        return font

    # --- painting ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        """Card, title, then the chart itself."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        focused = QPen(self.palette().color(QPalette.ColorRole.Highlight), 2)
        painter.setPen(focused if self.hasFocus() else QPen(self.ink(0.1), 1))
        painter.setBrush(self.palette().color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(card, 10, 10)
        title = QFont(self.font())
        title.setWeight(QFont.Weight.DemiBold)
        painter.setFont(title)
        painter.setPen(self.ink())
        painter.drawText(
            QRectF(card.left() + 16, card.top() + 12, card.width() - 32, 22), self.title
        )
        if self.subtitle:
            painter.setFont(self.small_font())
            painter.setPen(self.ink(0.55))
            painter.drawText(
                QRectF(card.left() + 16, card.top() + 32, card.width() - 32, 18), self.subtitle
            )
        painter.setFont(self.small_font())
        self.draw(painter, self.plot_area(card))
        painter.end()

    def plot_area(self, card: QRectF) -> QRectF:
        """Where the chart goes inside the card."""
        top = 58 if self.subtitle else 42
        return card.adjusted(16, top, -16, -14)

    def draw(self, painter: QPainter, area: QRectF) -> None:
        """Draw the chart (subclasses)."""

    def draw_empty(self, painter: QPainter, area: QRectF, text: str) -> None:
        """A quiet note where the chart would be."""
        painter.setPen(self.ink(0.45))
        painter.drawText(area, int(Qt.AlignmentFlag.AlignCenter), text)

    def draw_grid(self, painter: QPainter, area: QRectF, top: float) -> tuple[QRectF, float]:
        """Grid lines with their values at the left; returns the inner plot and its top value."""
        step = nice_step(top)
        ceiling = step * max(1, math.ceil(top / step))
        labels = [f"{step * i:g}" for i in range(round(ceiling / step) + 1)]
        width = max(painter.fontMetrics().horizontalAdvance(t) for t in labels) + 8
        inner = area.adjusted(width, 4, 0, -22)
        for i, text in enumerate(labels):
            y = inner.bottom() - inner.height() * i / (len(labels) - 1)
            painter.setPen(QPen(self.ink(0.08 if i else 0.25), 1))
            painter.drawLine(QPointF(inner.left(), y), QPointF(inner.right(), y))
            painter.setPen(self.ink(0.5))
            painter.drawText(
                QRectF(area.left(), y - 8, width - 8, 16),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                text,
            )
        return inner, ceiling

    def draw_legend(
        self, painter: QPainter, area: QRectF, items: Sequence[tuple[str, QColor]]
    ) -> None:
        """Coloured dots and words at the top right of the card."""
        metrics = painter.fontMetrics()
        x = area.right()
        for text, color in reversed(items):
            x -= metrics.horizontalAdvance(text)
            painter.setPen(self.ink(0.6))
            painter.drawText(QPointF(x, area.top() - 30 + metrics.ascent()), text)
            x -= 14
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawEllipse(QRectF(x, area.top() - 30 + metrics.ascent() / 2 - 1, 8, 8))
            x -= 14


class MonthlyBars(Chart):
    """Papers added and read per month, side by side."""

    def __init__(self, title: str, subtitle: str = "") -> None:
        super().__init__(title, subtitle)
        self.months: list[tuple[str, int, int]] = []

    def set_data(self, months: Sequence[tuple[str, int, int]]) -> None:
        """(month, added, read) per month."""
        self.months = list(months)
        self.update()

    def draw(self, painter: QPainter, area: QRectF) -> None:
        """Two bars per month on a shared scale, month names below."""
        self.draw_legend(painter, area, [("added", ADDED), ("read", READ)])
        if not any(a or r for _, a, r in self.months):
            self.draw_empty(painter, area, "Nothing added yet")
            return
        top = max(max(a, r) for _, a, r in self.months)
        inner, ceiling = self.draw_grid(painter, area, top)
        slot = inner.width() / len(self.months)
        bar = max(2.0, min(14.0, slot * 0.34))
        every = max(1, math.ceil(len(self.months) * 46 / inner.width()))
        for i, (month, added, read) in enumerate(self.months):
            middle = inner.left() + slot * (i + 0.5)
            for value, color, offset in ((added, ADDED, -bar - 1), (read, READ, 1)):
                height = inner.height() * value / ceiling
                if value:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(color)
                    painter.drawRoundedRect(
                        QRectF(middle + offset, inner.bottom() - height, bar, height), 2, 2
                    )
            if i % every == 0:
                painter.setPen(self.ink(0.5))
                label = month_label(month, i == 0)
                painter.drawText(
                    QRectF(middle - 40, inner.bottom() + 4, 80, 16),
                    int(Qt.AlignmentFlag.AlignHCenter),
                    label,
                )


class LineChart(Chart):
    """One value over months, as a soft area under a line (the backlog)."""

    def __init__(self, title: str, subtitle: str = "", color: QColor = BACKLOG) -> None:
        super().__init__(title, subtitle)
        self.points: list[tuple[str, int]] = []
        self.color = color

    def set_data(self, points: Sequence[tuple[str, int]]) -> None:
        """(month, value) per month."""
        self.points = list(points)
        self.update()

    def draw(self, painter: QPainter, area: QRectF) -> None:
        """The area, the line, the last value labelled."""
        if len(self.points) < 2:
            self.draw_empty(painter, area, "Comes alive after a month or two of reading")
            return
        inner, ceiling = self.draw_grid(painter, area, max(v for _, v in self.points) or 1)
        step = inner.width() / (len(self.points) - 1)
        coords = [
            QPointF(inner.left() + step * i, inner.bottom() - inner.height() * v / ceiling)
            for i, (_, v) in enumerate(self.points)
        ]
        line = QPainterPath(coords[0])
        for point in coords[1:]:
            line.lineTo(point)
        area_path = QPainterPath(line)
        area_path.lineTo(QPointF(coords[-1].x(), inner.bottom()))
        area_path.lineTo(QPointF(coords[0].x(), inner.bottom()))
        fill = QColor(self.color)
        fill.setAlphaF(0.14)
        painter.fillPath(area_path, fill)
        painter.setPen(
            QPen(
                self.color,
                2.2,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(line)
        self._label_ends(painter, inner, coords)

    def _label_ends(self, painter: QPainter, inner: QRectF, coords: list[QPointF]) -> None:
        """A dot and the value at the last month; month names at both ends."""
        last = coords[-1]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.color)
        painter.drawEllipse(last, 4, 4)
        painter.setPen(self.ink(0.8))
        value = str(self.points[-1][1])
        painter.drawText(
            QRectF(last.x() - 60, last.y() - 22, 56, 16), int(Qt.AlignmentFlag.AlignRight), value
        )
        painter.setPen(self.ink(0.5))
        first, final = self.points[0][0], self.points[-1][0]
        painter.drawText(
            QRectF(inner.left(), inner.bottom() + 4, 120, 16), month_label(first, True)
        )
        painter.drawText(
            QRectF(inner.right() - 120, inner.bottom() + 4, 120, 16),
            int(Qt.AlignmentFlag.AlignRight),
            month_label(final, True),
        )


class BarList(Chart):
    """Labelled horizontal bars, each with its read part in green and its number at the end."""

    ROW = 22

    def __init__(
        self, title: str, subtitle: str = "", color: QColor = ADDED, part_color: QColor = READ
    ) -> None:
        super().__init__(title, subtitle)
        self.bars: list[Bar] = []
        self.color = color
        self.part_color = part_color
        self.empty_text = "Nothing to show yet"

    def set_data(self, bars: Sequence[Bar]) -> None:
        """The bars, top to bottom; the card grows to fit them."""
        self.bars = list(bars)
        top = 58 if self.subtitle else 42
        self.setMinimumHeight(max(160, top + 20 + self.ROW * max(len(self.bars), 3)))
        self.updateGeometry()
        self.update()

    def draw(self, painter: QPainter, area: QRectF) -> None:
        """Label | bar (read part inside) | number."""
        if not self.bars or not any(b.total for b in self.bars):
            self.draw_empty(painter, area, self.empty_text)
            return
        metrics = painter.fontMetrics()
        widest = max(metrics.horizontalAdvance(b.label) for b in self.bars)
        label_width = min(area.width() * 0.38, widest + 20.0)
        number_width = (
            max(metrics.horizontalAdvance(b.note or f"{b.total:g}") for b in self.bars) + 10
        )
        top = max(b.total for b in self.bars)
        track = area.width() - label_width - number_width
        for i, bar in enumerate(self.bars):
            y = area.top() + i * self.ROW
            painter.setPen(self.ink(0.8))
            label = metrics.elidedText(
                cell_text(bar.label), Qt.TextElideMode.ElideRight, int(label_width - 8)
            )
            painter.drawText(
                QRectF(area.left(), y, label_width - 12, self.ROW),
                int(Qt.AlignmentFlag.AlignVCenter),
                label,
            )
            full = QRectF(
                area.left() + label_width, y + 5, max(3.0, track * bar.total / top), self.ROW - 10
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(blend(self.color, self.palette().color(QPalette.ColorRole.Base), 0.35))
            painter.drawRoundedRect(full, 3, 3)
            if bar.part:
                painter.setBrush(self.part_color)
                painter.drawRoundedRect(
                    QRectF(
                        full.left(), full.top(), full.width() * bar.part / bar.total, full.height()
                    ),
                    3,
                    3,
                )
            painter.setPen(self.ink(0.6))
            painter.drawText(
                QRectF(full.right() + 6, y, number_width, self.ROW),
                int(Qt.AlignmentFlag.AlignVCenter),
                bar.note or f"{bar.total:g}",
            )
