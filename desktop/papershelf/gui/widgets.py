"""Small reusable widgets: star rating, status selector, a wrapping action bar, text boxes."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QIcon,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPixmap,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractSlider,
    QButtonGroup,
    QHBoxLayout,
    QLayout,
    QPlainTextEdit,
    QStyle,
    QStyleOptionFocusRect,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.appearance import follow_scheme
from papershelf.gui.colours import themed
from papershelf.gui.table.table_cells import STATUS_COLORS
from papershelf.gui.translation import status_text, translate
from papershelf.library.models import Status

MAX_STARS = 5
STAR_GOLD = themed("star")  # the table's star colour, so both views agree (live)


def star_path(center: QPointF, radius: float) -> QPainterPath:
    """A five-pointed star centred on *center*, pointing up."""
    path = QPainterPath()
    for point in range(10):
        r = radius if point % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + point * math.pi / 5
        vertex = QPointF(center.x() + r * math.cos(angle), center.y() + r * math.sin(angle))
        if point == 0:
            path.moveTo(vertex)
        else:
            path.lineTo(vertex)
    path.closeSubpath()
    return path


def status_dot(color: QColor, filled: bool, ratio: float = 1.0, size: int = 10) -> QIcon:
    """A small round marker: filled for the current status, an outline otherwise."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if filled:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
    else:
        faint = QColor(color)
        faint.setAlphaF(0.6)
        painter.setPen(faint)
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    painter.end()
    return QIcon(pixmap)


class StarRating(QAbstractSlider):
    """Zero to five stars: click a star to rate (click it again to clear); arrows and 0-5 keys.

    A slider underneath (its range 0-5, its value the rating), so that assistive technologies
    see what it is: Qt gives it the slider role and a value a screen reader reads and sets
    (setting it rates, as a key does). Its own keys, pointer and painting replace the slider's.
    """

    rating_changed = Signal(int)

    STAR_SIZE = 20
    SPACING = 3
    MARGIN = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rating = 0
        self._hover = 0
        self.setRange(0, MAX_STARS)
        self.setSingleStep(1)
        self.setPageStep(1)
        self.valueChanged.connect(self._value_set)  # only a screen reader sets it unblocked
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName("Rating")
        self._describe()

    def rating(self) -> int:
        """The number of stars shown."""
        return self._rating

    def set_rating(self, rating: int) -> None:
        """Show *rating* stars without emitting rating_changed."""
        self._rating = max(0, min(MAX_STARS, int(rating)))
        blocked = self.blockSignals(True)
        self.setValue(self._rating)
        self.blockSignals(blocked)
        self._describe()
        self.update()

    def _value_set(self, value: int) -> None:
        """The slider's value was set from outside (an assistive technology): rate."""
        self.choose(value)

    def star_rect(self, star: int) -> QRectF:
        """Where star number *star* (1-5) is drawn."""
        left = self.MARGIN + (star - 1) * (self.STAR_SIZE + self.SPACING)
        top = (self.height() - self.STAR_SIZE) / 2
        return QRectF(left, top, self.STAR_SIZE, self.STAR_SIZE)

    def star_at(self, x: float) -> int:
        """The star (1-5) under x, or 0 outside the stars."""
        for star in range(1, MAX_STARS + 1):
            rect = self.star_rect(star)
            if rect.left() - self.SPACING / 2 <= x <= rect.right() + self.SPACING / 2:
                return star
        return 0

    def sizeHint(self) -> QSize:
        """Room for five stars and a focus ring."""
        width = 2 * self.MARGIN + MAX_STARS * self.STAR_SIZE + (MAX_STARS - 1) * self.SPACING
        return QSize(width, self.STAR_SIZE + 2 * self.MARGIN)

    def minimumSizeHint(self) -> QSize:
        """Never squeeze the stars."""
        return self.sizeHint()

    def choose(self, rating: int) -> None:
        """Apply a rating the person chose and tell listeners."""
        rating = max(0, min(MAX_STARS, rating))
        if rating != self._rating:
            self.set_rating(rating)
            self.rating_changed.emit(rating)

    def _describe(self) -> None:
        """Keep the tooltip and accessible text in step with the rating."""
        text = (
            translate("widgets", "{rating} of {most} stars").format(
                rating=self._rating, most=MAX_STARS
            )
            if self._rating
            else translate("widgets", "Not rated")
        )
        self.setAccessibleDescription(text)
        self.setToolTip(
            translate("widgets", "{rating} — click a star or press 0-5").format(rating=text)
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Rate with the clicked star; clicking the current rating clears it."""
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        star = self.star_at(event.position().x())
        if star:
            self.choose(0 if star == self._rating else star)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Preview the rating under the pointer."""
        hover = self.star_at(event.position().x())
        if hover != self._hover:
            self._hover = hover
            self.update()

    def enterEvent(self, event: QEnterEvent) -> None:
        """Start previewing."""
        self._hover = self.star_at(event.position().x())
        self.update()

    def leaveEvent(self, event: QEvent) -> None:
        """Stop previewing."""
        self._hover = 0
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows, +/-, Home/End, Backspace and the digits 0-5 change the rating."""
        rating = self._key_rating(event)
        if rating is None:
            return QWidget.keyPressEvent(self, event)  # not the slider's Page keys
        self.choose(rating)
        event.accept()

    def _key_rating(self, event: QKeyEvent) -> int | None:
        """The rating a key asks for, or None if the key is not ours."""
        key = event.key()
        if Qt.Key.Key_0 <= key <= Qt.Key.Key_5:
            return int(key) - int(Qt.Key.Key_0)
        steps = {
            Qt.Key.Key_Right: 1, Qt.Key.Key_Up: 1, Qt.Key.Key_Plus: 1,
            Qt.Key.Key_Left: -1, Qt.Key.Key_Down: -1, Qt.Key.Key_Minus: -1,
        }  # fmt: skip
        if key in steps:
            return self._rating + steps[Qt.Key(key)]
        jumps = {Qt.Key.Key_Home: 0, Qt.Key.Key_End: MAX_STARS, Qt.Key.Key_Backspace: 0}
        return jumps.get(Qt.Key(key))

    def wheelEvent(self, event: QWheelEvent) -> None:
        """The wheel scrolls the pane, never the rating (the slider's own wheel is off)."""
        event.ignore()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Show the focus ring."""
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Hide the focus ring."""
        super().focusOutEvent(event)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Filled stars up to the rating (or the hovered star), hollow ones after."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shown = self._hover or self._rating
        for star in range(1, MAX_STARS + 1):
            self._paint_star(painter, star, filled=star <= shown)
        if self.hasFocus():
            self._paint_focus(painter)

    def _paint_star(self, painter: QPainter, star: int, filled: bool) -> None:
        """One star: gold when filled (paler while previewing), a faint outline when not."""
        rect = self.star_rect(star)
        path = star_path(rect.center(), rect.width() / 2)
        if filled:
            gold = QColor(STAR_GOLD)
            if self._hover and star > self._rating:
                gold.setAlphaF(0.55)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(gold)
        else:
            dim = self.palette().color(QPalette.ColorRole.Text)
            dim.setAlphaF(0.35)
            painter.setPen(dim)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)

    def _paint_focus(self, painter: QPainter) -> None:
        """The style's focus ring around the stars."""
        option = QStyleOptionFocusRect()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, option, painter, self)


class StatusSelector(QWidget):
    """Three joined buttons, Unread / Reading / Read; exactly one is down."""

    status_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        for status in Status:
            layout.addWidget(self._make_button(status))
        self._even_widths()
        self._group.idClicked.connect(self._clicked)
        # A screen reader's Toggle action checks a segment without a click: the same choice.
        self._group.idToggled.connect(self._toggled)
        self._status = Status.UNREAD
        follow_scheme(self, lambda: self.set_status(self._status))  # dots in the scheme's colours
        self.setAccessibleName("Reading status")

    def _make_button(self, status: Status) -> QToolButton:
        """One checkable segment with a coloured dot, like the table's status column."""
        button = QToolButton(self)
        button.setText(status_text(status))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.setCheckable(True)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        button.setToolTip(
            translate("widgets", "Mark as {status}").format(status=status_text(status))
        )
        button.setAccessibleName(status_text(status))
        button.installEventFilter(self)
        self._group.addButton(button, int(status))
        return button

    def _even_widths(self) -> None:
        """Give the three segments one width, so the control reads as a single row."""
        widest = max(button.sizeHint().width() for button in self._group.buttons())
        for button in self._group.buttons():
            button.setMinimumWidth(widest + 6)

    def button(self, status: int) -> QToolButton:
        """The segment for *status*."""
        found = self._group.button(int(status))
        assert isinstance(found, QToolButton)
        return found

    def status(self) -> int:
        """The status shown."""
        return int(self._status)

    def set_status(self, status: int) -> None:
        """Show *status* without emitting status_changed."""
        self._status = Status(int(status))
        self.button(self._status).setChecked(True)
        for member in Status:
            self._tint(member, member == self._status)

    def _tint(self, status: Status, active: bool) -> None:
        """A filled dot in the status colour on the active segment, a faint ring on the others."""
        dot = status_dot(QColor(STATUS_COLORS[status]), active, self.devicePixelRatioF())
        self.button(status).setIcon(dot)

    def _toggled(self, status: int, on: bool) -> None:
        """A segment was checked some other way than a click: as if clicked."""
        if on:
            self._clicked(status)

    def _clicked(self, status: int) -> None:
        """A segment was pressed: emit if the status really changed."""
        if status == int(self._status):
            return
        self.set_status(status)
        self.status_changed.emit(status)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Left/Right on a segment moves the status, as in a radio group."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(Qt.Key(event.key()))
            if step:
                target = max(0, min(len(Status) - 1, int(self._status) + step))
                self._clicked(target)
                self.button(target).setFocus(Qt.FocusReason.TabFocusReason)
                return True
        return super().eventFilter(watched, event)


def _height_for_lines(box: QPlainTextEdit, lines: int) -> int:
    """The outer height that shows *lines* lines of *box*'s text without scrolling."""
    text = box.fontMetrics().lineSpacing() * lines + 2 * box.document().documentMargin()
    margins = box.contentsMargins()
    return round(text) + margins.top() + margins.bottom() + 2


def plain_box(lines: int, name: str) -> QPlainTextEdit:
    """A plain-text box *lines* lines tall where Tab moves on rather than indenting."""
    box = QPlainTextEdit()
    box.setTabChangesFocus(True)
    box.setAccessibleName(name)
    box.setFixedHeight(_height_for_lines(box, lines))
    return box


class WrappingLine(QPlainTextEdit):
    """A one-line value (a long title, an author list) shown wrapped; Return moves on."""

    def __init__(self, lines: int, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines = (lines, lines + 3)  # grows with its text between these
        self.setTabChangesFocus(True)
        self.setAccessibleName(name)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFixedHeight(_height_for_lines(self, lines))
        self.textChanged.connect(self._grow)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return goes to the next box instead of breaking the line."""
        plain = event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        )
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and plain:
            self.focusNextChild()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Re-wrapping at a new width may need more or fewer lines."""
        super().resizeEvent(event)
        self._grow()

    def _grow(self) -> None:
        """Be as tall as the wrapped text, within the line limits."""
        fewest, most = self._lines
        block, count = self.document().begin(), 0
        while block.isValid() and count < most:  # past the most, lay out no more blocks
            count += max(1, block.layout().lineCount())
            block = block.next()
        height = _height_for_lines(self, max(fewest, min(most, count)))
        if height != self.height():
            self.setFixedHeight(height)


class NameLines(WrappingLine):
    """An author list, one name a line: Return starts the next name.

    A 3,000-name list is 3,000 short lines, which Qt lays out only as they scroll into
    view; as one wrapped line it would lay out all 60 KB whenever it is filled.
    """

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return breaks the line (a new name); everything else as in any plain-text box."""
        QPlainTextEdit.keyPressEvent(self, event)


class ActionBar(QWidget):
    """Status, stars and Edit in one row; status above the rest when the pane is narrow."""

    MARGINS = (14, 8, 10, 8)
    GAP = 10

    def __init__(self, status: QWidget, stars: QWidget, edit: QWidget) -> None:
        super().__init__()
        self._status, self._stars, self._edit = status, stars, edit
        self._top, self._bottom = QHBoxLayout(), QHBoxLayout()
        outer = QVBoxLayout(self)
        outer.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # we decide the minimum
        outer.setContentsMargins(*self.MARGINS)
        outer.setSpacing(6)
        outer.addLayout(self._top)
        outer.addLayout(self._bottom)
        self._wide: bool | None = None
        self._arrange(wide=True)

    def _side_margins(self) -> int:
        """Left plus right margin."""
        return self.MARGINS[0] + self.MARGINS[2]

    def _one_row_width(self) -> int:
        """The width everything needs side by side."""
        parts = (self._status, self._stars, self._edit)
        return sum(w.sizeHint().width() for w in parts) + 2 * self.GAP + self._side_margins()

    def minimumSizeHint(self) -> QSize:
        """As narrow as the wider of the two rows."""
        second = self._stars.sizeHint().width() + self.GAP + self._edit.sizeHint().width()
        width = max(self._status.sizeHint().width(), second) + self._side_margins()
        return QSize(width, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Choose one row or two for the new width."""
        super().resizeEvent(event)
        self._arrange(wide=event.size().width() >= self._one_row_width())

    def _arrange(self, wide: bool) -> None:
        """Put the stars and Edit beside the status (wide) or on a row of their own."""
        if wide == self._wide:
            return
        self._wide = wide
        for row in (self._top, self._bottom):
            while row.count():
                row.takeAt(0)
        self._top.addWidget(self._status)
        self._top.addStretch(1)
        rest = self._top if wide else self._bottom
        rest.addWidget(self._stars)
        rest.addStretch(0 if wide else 1)
        rest.addSpacing(self.GAP)
        rest.addWidget(self._edit)
        self.updateGeometry()
