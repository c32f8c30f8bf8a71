"""Painting and in-place editing of the table's rating, status and tag cells."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QMouseEvent, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from papershelf.formats.text.markup import highlight_spans
from papershelf.gui.colours import colour
from papershelf.gui.table.table_cells import RATING_ROLE, STATUS_COLORS, STATUS_ROLE, TAGS_ROLE
from papershelf.gui.translation import status_text
from papershelf.library.models import Status

AnyIndex = QModelIndex | QPersistentModelIndex
STAR = "★"
MAX_STARS = 5


# Read once: enum attribute lookups are Python code in 3.11, and these run for every cell.
_SELECTED = QStyle.StateFlag.State_Selected
_ON_SELECTION = QPalette.ColorRole.HighlightedText
_ON_BASE = QPalette.ColorRole.Text
_ITEM = QStyle.ControlElement.CE_ItemViewItem


def _text_color(option: QStyleOptionViewItem) -> QColor:
    """The pen colour that reads on this cell's background (selected or not)."""
    return option.palette.color(_ON_SELECTION if option.state & _SELECTED else _ON_BASE)


def _draw_background(painter: QPainter, option: QStyleOptionViewItem) -> None:
    """Let the style paint selection and hover, without any text."""
    style = option.widget.style() if option.widget else None
    if style is not None:
        bare = QStyleOptionViewItem(option)
        bare.text = ""
        style.drawControl(_ITEM, bare, painter, option.widget)


class RatingDelegate(QStyledItemDelegate):
    """Five stars, the given ones filled; a click on a star sets the rating (again: clears it)."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        """Draw filled and hollow stars."""
        _draw_background(painter, option)
        rating = int(index.data(RATING_ROLE) or 0)
        rect: QRect = option.rect
        painter.save()
        dim = QColor(_text_color(option))
        dim.setAlphaF(0.22)
        step = self._star_width(rect)
        for star in range(MAX_STARS):
            painter.setPen(colour("star") if star < rating else dim)
            cell = QRectF(rect.left() + 4 + star * step, rect.top(), step, rect.height())
            painter.drawText(cell, int(Qt.AlignmentFlag.AlignCenter), STAR)
        painter.restore()

    @staticmethod
    def _star_width(rect: QRect) -> float:
        """Width given to each star in a cell."""
        return max(10.0, min(16.0, (rect.width() - 8) / MAX_STARS))

    def star_at(self, rect: QRect, x: int) -> int:
        """Which star (1-5) lies under x, or 0 left of the first."""
        offset = x - rect.left() - 4
        if offset < 0:
            return 0
        return min(MAX_STARS, int(offset // self._star_width(rect)) + 1)

    def editorEvent(
        self, event: QEvent, model: Any, option: QStyleOptionViewItem, index: AnyIndex
    ) -> bool:
        """A click on a star asks for that rating; clicking the current rating clears it."""
        if event.type() != QEvent.Type.MouseButtonRelease or not isinstance(event, QMouseEvent):
            return False
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        star = self.star_at(option.rect, int(event.position().x()))
        current = int(index.data(RATING_ROLE) or 0)
        model.setData(index, 0 if star == current else star, Qt.ItemDataRole.EditRole)
        return True

    def createEditor(self, parent: Any, option: QStyleOptionViewItem, index: AnyIndex) -> None:  # type: ignore[override]
        """No editor widget: stars are set by clicks and keys."""
        return None


class StatusDelegate(QStyledItemDelegate):
    """A coloured dot and the status word; a click cycles unread -> reading -> read."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        """Draw the dot and the word."""
        _draw_background(painter, option)
        status = Status(int(index.data(STATUS_ROLE) or 0))
        rect: QRect = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(STATUS_COLORS[status]))
        diameter = 8
        painter.drawEllipse(
            rect.left() + 6, rect.center().y() - diameter // 2 + 1, diameter, diameter
        )
        painter.setPen(_text_color(option))
        text_rect = rect.adjusted(6 + diameter + 6, 0, -2, 0)
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter), status_text(status))
        painter.restore()

    def editorEvent(
        self, event: QEvent, model: Any, option: QStyleOptionViewItem, index: AnyIndex
    ) -> bool:
        """A double-click moves the status on to the next one."""
        if event.type() != QEvent.Type.MouseButtonDblClick:
            return False
        status = int(index.data(STATUS_ROLE) or 0)
        model.setData(index, (status + 1) % len(Status), Qt.ItemDataRole.EditRole)
        return True

    def createEditor(self, parent: Any, option: QStyleOptionViewItem, index: AnyIndex) -> None:  # type: ignore[override]
        """No editor widget: status is set by clicks, keys and menus."""
        return None


class TagsDelegate(QStyledItemDelegate):
    """Tags as small coloured chips, as many as fit."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        """Draw a chip per tag until the cell is full."""
        _draw_background(painter, option)
        tags = index.data(TAGS_ROLE) or ()
        rect: QRect = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = option.fontMetrics
        x = rect.left() + 4
        height = min(rect.height() - 6, metrics.height() + 2)
        top = rect.center().y() - height // 2 + 1
        for number, (name, color) in enumerate(tags):
            width = metrics.horizontalAdvance(name) + 12
            room = rect.right() - 2 - x
            if width > room:
                if number == 0 and room > 30:  # the first tag always shows, shortened
                    label = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room - 12)
                    self._chip(painter, QRectF(x, top, room, height), label, QColor(color))
                else:
                    painter.setPen(_text_color(option))
                    more = QRect(x, rect.top(), 16, rect.height())
                    painter.drawText(more, int(Qt.AlignmentFlag.AlignVCenter), "…")
                break
            self._chip(painter, QRectF(x, top, width, height), name, QColor(color))
            x += width + 4
        painter.restore()

    @staticmethod
    def _chip(painter: QPainter, rect: QRectF, name: str, color: QColor) -> None:
        """One rounded chip in the tag's colour with readable text."""
        painter.setPen(Qt.PenStyle.NoPen)
        fill = QColor(color)
        fill.setAlphaF(0.85)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        light = color.lightnessF() > 0.6
        painter.setPen(QColor("#1f2328") if light else QColor("#ffffff"))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), name)


MARK_COLOR = QColor(255, 214, 10, 110)


class TitleDelegate(QStyledItemDelegate):
    """The title, with the words a search matched marked as a highlighter would."""

    def __init__(self, parent: Any, terms: Callable[[], Sequence[str]]) -> None:
        super().__init__(parent)
        self._terms = terms

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        """Plain painting without a search; marked spans under the text with one."""
        terms = self._terms()
        if not terms:
            super().paint(painter, option, index)
            return
        _draw_background(painter, option)
        font = index.data(Qt.ItemDataRole.FontRole) or option.font
        rect: QRect = option.rect.adjusted(4, 0, -4, 0)
        metrics = QFontMetrics(font)
        text = metrics.elidedText(
            str(index.data() or ""), Qt.TextElideMode.ElideRight, rect.width()
        )
        painter.save()
        painter.setFont(font)
        for start, end in highlight_spans(text, terms):
            left = rect.left() + metrics.horizontalAdvance(text[:start])
            width = metrics.horizontalAdvance(text[start:end])
            mark = QRectF(left, rect.center().y() - metrics.height() / 2, width, metrics.height())
            painter.fillRect(mark, MARK_COLOR)
        painter.setPen(_text_color(option))
        painter.drawText(
            rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), text
        )
        painter.restore()
