"""The picture under the pointer while papers are dragged: small, and beside the pointer.

Qt's default drag image is the dragged rows themselves, held where they were grabbed, so it
covers the tag or list they are dropped on. This one is a small label ("3 papers", or the
title) held below and to the right of the pointer.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QWidget

HOT_SPOT = QPoint(-14, -10)  # the label's corner, relative to the pointer: right and below
MAX_TEXT_WIDTH = 280
PADDING = 8


def drag_text(titles: list[str]) -> str:
    """'One title' for one paper, 'N papers' for several."""
    if len(titles) == 1:
        return titles[0] or "1 paper"
    return f"{len(titles)} papers"


def drag_pixmap(widget: QWidget, text: str) -> QPixmap:
    """A rounded label in the selection colour with *text* elided to a short width."""
    metrics = widget.fontMetrics()
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, MAX_TEXT_WIDTH)
    width = metrics.horizontalAdvance(shown) + 2 * PADDING
    height = metrics.height() + PADDING
    ratio = widget.devicePixelRatioF()
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    background = QColor(widget.palette().color(QPalette.ColorRole.Highlight))
    background.setAlphaF(0.92)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(background)
    painter.drawRoundedRect(QRectF(0, 0, width, height), 5, 5)
    painter.setPen(widget.palette().color(QPalette.ColorRole.HighlightedText))
    painter.setFont(widget.font())
    painter.drawText(QRectF(0, 0, width, height), int(Qt.AlignmentFlag.AlignCenter), shown)
    painter.end()
    return pixmap
