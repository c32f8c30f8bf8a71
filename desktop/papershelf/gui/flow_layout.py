"""A layout that places widgets left to right and wraps them onto new lines, like words."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem

Row = list[tuple[QLayoutItem, QSize]]


class FlowLayout(QLayout):
    """Lays items out left to right, wrapping onto new lines; the last item fills its line."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)

    def addItem(self, item: QLayoutItem) -> None:
        """Append *item* (QLayout.addWidget calls this)."""
        self._items.append(item)

    def insert_widget(self, position: int, widget: QWidget) -> None:
        """Put *widget* at *position* in the flow."""
        self.addChildWidget(widget)
        self._items.insert(position, QWidgetItem(widget))
        self.invalidate()

    def drop_widgets(self, widgets: Sequence[QWidget]) -> None:
        """Take *widgets* out of the flow and delete them."""
        self._items = [item for item in self._items if item.widget() not in widgets]
        for widget in widgets:
            widget.hide()
            widget.deleteLater()
        self.invalidate()

    def count(self) -> int:
        """Number of items."""
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        """The item at *index*, or None."""
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        """Remove and return the item at *index*."""
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        """Grows in neither direction by itself; the height follows the width."""
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        """The height depends on how many lines the items wrap onto."""
        return True

    def heightForWidth(self, width: int) -> int:
        """The height needed at *width*."""
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        """Place the items inside *rect*."""
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        """Every item on one line."""
        sizes = [item.sizeHint() for item in self._visible()]
        margins = self.contentsMargins()
        width = sum(size.width() for size in sizes) + self.spacing() * max(0, len(sizes) - 1)
        width += margins.left() + margins.right()
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:
        """As wide as the widest item."""
        margins = self.contentsMargins()
        widest = max((item.minimumSize().width() for item in self._visible()), default=0)
        return QSize(widest + margins.left() + margins.right(), 0)

    def _visible(self) -> list[QLayoutItem]:
        """The items that take room (hidden widgets do not)."""
        return [item for item in self._items if not item.isEmpty()]

    def _rows(self, width: int) -> list[Row]:
        """The items split into lines that fit *width*."""
        rows: list[Row] = []
        row: Row = []
        used = 0
        for item in self._visible():
            size = item.sizeHint()
            if row and used + size.width() > width:
                rows.append(row)
                row, used = [], 0
            row.append((item, size))
            used += size.width() + self.spacing()
        return [*rows, row] if row else rows

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place (or only measure) the lines inside *rect*; returns the height used."""
        inner = rect.marginsRemoved(self.contentsMargins())
        top = inner.top()
        rows = self._rows(inner.width())
        last = rows[-1][-1][0] if rows else None
        for row in rows:
            height = max(size.height() for _item, size in row)
            if move:
                self._place_row(row, inner, top, height, last)
            top += height + self.spacing()
        used = top - self.spacing() if rows else top
        return used - rect.top() + self.contentsMargins().bottom()

    def _place_row(
        self, row: Row, inner: QRect, top: int, height: int, last: QLayoutItem | None
    ) -> None:
        """Set the geometry of one line of items, centred vertically on the line."""
        left = inner.left()
        for item, size in row:
            width = max(size.width(), inner.right() + 1 - left) if item is last else size.width()
            item.setGeometry(QRect(left, top + (height - size.height()) // 2, width, size.height()))
            left += width + self.spacing()
