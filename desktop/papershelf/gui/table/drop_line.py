"""The line that shows where rows dragged within a reading list will go.

A reading list in its own order takes its rows back before the row they are dropped on (at
the end below the last row: dragdrop.EntryRowsDrag.dropMimeData). Qt's own indicator for such
a drop outlines the one cell under the pointer, which reads as nothing; this draws a line
across the whole row gap instead, in the highlight colour.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import QTableView

LINE_WIDTH = 2  # px
END_MARK = 4  # px: the small ticks at the line's ends


def drop_gap(view: QTableView, pos: QPoint) -> int:
    """The row the dragged rows would be put before if dropped at *pos* (the row count:
    after the last one)."""
    row = view.rowAt(pos.y())
    count = view.model().rowCount()
    return count if row < 0 else row


def gap_y(view: QTableView, gap: int) -> int:
    """Where the line before row *gap* sits in the viewport."""
    count = view.model().rowCount()
    if count == 0:
        return 0
    if gap >= count:
        last = count - 1
        return view.rowViewportPosition(last) + view.rowHeight(last) - 1
    return view.rowViewportPosition(gap)


def paint_drop_line(view: QTableView, gap: int) -> None:
    """Draw the line before row *gap*, across the rows' width."""
    viewport = view.viewport()
    y = max(LINE_WIDTH // 2, gap_y(view, gap))
    right = min(viewport.width(), view.horizontalHeader().length()) - 1
    painter = QPainter(viewport)
    pen = QPen(view.palette().color(QPalette.ColorRole.Highlight), LINE_WIDTH)
    painter.setPen(pen)
    painter.drawLine(0, y, right, y)
    painter.drawLine(0, y - END_MARK, 0, y + END_MARK)
    painter.drawLine(right, y - END_MARK, right, y + END_MARK)
    painter.end()
