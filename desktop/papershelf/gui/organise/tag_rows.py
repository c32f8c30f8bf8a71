"""What the tag editor and the quick-tag popup share: matching, tag colours, and a tag list."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from papershelf.gui.safe_text import cell_text, tooltip_html

DEFAULT_TAG_COLOR = "#5b8def"
HEX_COLOR = re.compile(r"#[0-9a-fA-F]{6}\Z")
SEGMENT_START = re.compile(r"(?:^|[/\s_.:-])(?=\w)")  # where a word of a tag name starts
DARK_TEXT = "#1f1f1f"
LIGHT_TEXT = "#ffffff"
Index = QModelIndex | QPersistentModelIndex


def fold(text: str) -> str:
    """*text* for matching: case and accents dropped ('Čech' matches 'cech')."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def match_rank(query: str, name: str) -> int | None:
    """0 if *name* starts with *query*, 1 if one of its words does, 2 if it contains it."""
    wanted, folded = fold(query.strip()), fold(name)
    if not wanted or wanted not in folded:
        return None
    if folded.startswith(wanted):
        return 0
    starts = (m.end() for m in SEGMENT_START.finditer(folded))
    return 1 if any(folded.startswith(wanted, at) for at in starts) else 2


def ranked_matches(query: str, names: Iterable[str]) -> list[str]:
    """The names that contain *query*, best first: prefix, then word start, then anywhere."""
    ranked = [
        (rank, fold(name), name) for name in names if (rank := match_rank(query, name)) is not None
    ]
    return [name for _rank, _folded, name in sorted(ranked)]


def clean_tag_name(text: str) -> str:
    """A typed tag name tidied: spaces collapsed, empty `/` levels dropped ('ml / rl' → 'ml/rl')."""
    parts = (" ".join(part.split()) for part in text.split("/"))
    return "/".join(part for part in parts if part)


def tag_color(color: str) -> QColor:
    """The colour of a tag; anything but #rrggbb falls back to the default blue."""
    return QColor(color if HEX_COLOR.match(color or "") else DEFAULT_TAG_COLOR)


def _luminance(color: QColor) -> float:
    """Relative luminance (WCAG 2) of *color*."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(c) for c in (color.redF(), color.greenF(), color.blueF()))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def text_color_on(background: QColor) -> QColor:
    """Near-black or white, whichever contrasts more with *background*."""
    light = _luminance(background)
    dark_contrast = (light + 0.05) / (_luminance(QColor(DARK_TEXT)) + 0.05)
    light_contrast = 1.05 / (light + 0.05)
    return QColor(DARK_TEXT if dark_contrast >= light_contrast else LIGHT_TEXT)


def split_parent(name: str) -> tuple[str, str]:
    """('ml/', 'rl') for a nested name; ('', name) for a top-level one."""
    cut = name.rfind("/") + 1
    return name[:cut], name[cut:]


def faded(color: QColor, alpha: float) -> QColor:
    """*color* made partly transparent."""
    copy = QColor(color)
    copy.setAlphaF(alpha)
    return copy


class Mark(IntEnum):
    """How many of the selected entries carry a tag."""

    NONE = 0
    SOME = 1
    ALL = 2


MARK_GLYPHS = {Mark.NONE: "", Mark.SOME: "\u2013", Mark.ALL: "✓"}


@dataclass(frozen=True)
class TagRow:
    """One row of a tag list: a tag, or the offer to create one (*create*)."""

    name: str
    color: str = DEFAULT_TAG_COLOR
    count: int | None = None  # entries in the library with the tag; None: not shown
    mark: Mark | None = None  # None: the list shows no marks at all
    create: bool = False
    hint: str = ""  # tooltip


class TagRole(IntEnum):
    """Data roles of TagRowsModel beyond the standard ones."""

    NAME = Qt.ItemDataRole.UserRole + 1
    COUNT = Qt.ItemDataRole.UserRole + 2
    MARK = Qt.ItemDataRole.UserRole + 3
    CREATE = Qt.ItemDataRole.UserRole + 4


class TagRowsModel(QAbstractListModel):
    """A read-only list of TagRow, replaced as a whole as the person types."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[TagRow] = []

    def rows(self) -> list[TagRow]:
        """The rows shown, top to bottom."""
        return list(self._rows)

    def set_rows(self, rows: Sequence[TagRow]) -> None:
        """Show *rows* instead of the current ones."""
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row_at(self, index: Index) -> TagRow | None:
        """The row behind *index*, or None when it is not one of ours."""
        if not index.isValid() or index.model() is not self or index.column() != 0:
            return None
        return self._rows[index.row()] if 0 <= index.row() < len(self._rows) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Number of rows (a list has no children)."""
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """The row's text, colour, tooltip, or one of the TagRole values."""
        row = self.row_at(index)
        if row is None:
            return None
        values: dict[int, object] = {
            Qt.ItemDataRole.DisplayRole: cell_text(
                f"Create tag “{row.name}”" if row.create else row.name
            ),
            Qt.ItemDataRole.DecorationRole: None if row.create else tag_color(row.color),
            Qt.ItemDataRole.ToolTipRole: tooltip_html(row.hint) if row.hint else None,
            Qt.ItemDataRole.AccessibleTextRole: self._spoken(row),
            TagRole.NAME: row.name,
            TagRole.COUNT: row.count,
            TagRole.MARK: None if row.mark is None else int(row.mark),
            TagRole.CREATE: row.create,
        }  # fmt: skip
        return values.get(role)

    def _spoken(self, row: TagRow) -> str:
        """What a screen reader says for *row*."""
        if row.create:
            return f"Create tag {row.name}"
        marks = {Mark.ALL: ", on all selected", Mark.SOME: ", on some selected"}
        mark = marks.get(row.mark, "") if row.mark is not None else ""
        count = "" if row.count is None else f", {row.count} entries"
        return f"{row.name}{count}{mark}"


class TagRowDelegate(QStyledItemDelegate):
    """Paints a tag row: mark, colour dot, name (parent part muted), count on the right."""

    PAD = 8
    DOT = 10
    MARK_WIDTH = 16

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        """A comfortable row height for the view's font."""
        return QSize(160, max(26, QFontMetrics(option.font).height() + 12))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        """Draw one row, with a rounded highlight when it is the current row."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRect(option.rect)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
        text = self._paint_background(painter, option, rect, selected, hovered)
        left = rect.left() + self.PAD + 4
        mark = index.data(TagRole.MARK)
        if mark is not None:
            self._paint_mark(
                painter,
                option,
                QRect(left, rect.top(), self.MARK_WIDTH, rect.height()),
                Mark(mark),
                text,
            )
            left += self.MARK_WIDTH + 2
        left = self._paint_dot(painter, index, left, rect, text)
        right = self._paint_count(painter, option, index, rect, text)
        self._paint_name(
            painter, option, index, QRect(left, rect.top(), right - left, rect.height()), text
        )
        painter.restore()

    def _paint_background(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        rect: QRect,
        selected: bool,
        hovered: bool,
    ) -> QColor:
        """The highlight of the current (or hovered) row; returns the text colour to use."""
        palette: QPalette = option.palette
        area = QRectF(rect).adjusted(4, 1, -4, -1)
        painter.setPen(Qt.PenStyle.NoPen)
        if selected:
            painter.setBrush(palette.color(QPalette.ColorRole.Highlight))
            painter.drawRoundedRect(area, 5, 5)
            return palette.color(QPalette.ColorRole.HighlightedText)
        if hovered:
            painter.setBrush(faded(palette.color(QPalette.ColorRole.Text), 0.06))
            painter.drawRoundedRect(area, 5, 5)
        return palette.color(QPalette.ColorRole.Text)

    def _paint_mark(
        self, painter: QPainter, option: QStyleOptionViewItem, rect: QRect, mark: Mark, text: QColor
    ) -> None:
        """✓ when every selected entry has the tag, a dash when some do."""
        painter.setPen(text if mark == Mark.ALL else faded(text, 0.7))
        painter.setFont(option.font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, MARK_GLYPHS[mark])

    def _paint_dot(
        self, painter: QPainter, index: Index, left: int, rect: QRect, text: QColor
    ) -> int:
        """The tag's colour as a dot, or a plus for the create row; returns where text starts."""
        centre = QPointF(left + self.DOT / 2, rect.center().y() + 0.5)
        if index.data(TagRole.CREATE):
            painter.setPen(QPen(text, 1.5))
            half = self.DOT / 2 - 0.5
            painter.drawLine(
                QPointF(centre.x() - half, centre.y()), QPointF(centre.x() + half, centre.y())
            )
            painter.drawLine(
                QPointF(centre.x(), centre.y() - half), QPointF(centre.x(), centre.y() + half)
            )
        else:
            color = index.data(Qt.ItemDataRole.DecorationRole)
            painter.setPen(QPen(faded(QColor(DARK_TEXT), 0.18), 1))
            painter.setBrush(color)
            painter.drawEllipse(centre, self.DOT / 2, self.DOT / 2)
        return left + self.DOT + 8

    def _paint_count(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: Index,
        rect: QRect,
        text: QColor,
    ) -> int:
        """The tag's entry count, right-aligned and muted; returns where the name must end."""
        right = rect.right() - self.PAD - 4
        count = index.data(TagRole.COUNT)
        if count is None:
            return right
        label = f"{count:,}"
        font = QFont(option.font)
        font.setPointSizeF(font.pointSizeF() * 0.9)
        painter.setFont(font)
        painter.setPen(faded(text, 0.55))
        width = QFontMetrics(font).horizontalAdvance(label)
        painter.drawText(
            QRect(right - width, rect.top(), width, rect.height()),
            Qt.AlignmentFlag.AlignVCenter,
            label,
        )
        return right - width - 10

    def _paint_name(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: Index,
        rect: QRect,
        text: QColor,
    ) -> None:
        """The name, its parent levels muted ('ml/' lighter than 'rl'), elided to fit."""
        font = QFont(option.font)
        painter.setFont(font)
        metrics = QFontMetrics(font)
        shown = metrics.elidedText(
            str(index.data()), Qt.TextElideMode.ElideMiddle, max(0, rect.width())
        )
        align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        if index.data(TagRole.CREATE) or shown != index.data():
            painter.setPen(text)
            painter.drawText(rect, align, shown)
            return
        parent, leaf = split_parent(shown)
        painter.setPen(faded(text, 0.6))
        painter.drawText(rect, align, parent)
        painter.setPen(text)
        painter.drawText(rect.adjusted(metrics.horizontalAdvance(parent), 0, 0, 0), align, leaf)
