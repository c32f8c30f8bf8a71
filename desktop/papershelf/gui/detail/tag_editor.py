"""The tags of one entry as coloured chips, with an inline box that adds tags by contains-match."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLineEdit,
    QListView,
    QSizePolicy,
    QWidget,
)

from papershelf.gui.flow_layout import FlowLayout
from papershelf.gui.organise.tag_rows import (
    TagRow,
    TagRowDelegate,
    TagRowsModel,
    clean_tag_name,
    faded,
    fold,
    ranked_matches,
    split_parent,
    tag_color,
    text_color_on,
)
from papershelf.gui.safe_text import tooltip_html
from papershelf.gui.translation import translate
from papershelf.i18n import N

MAX_COMPLETIONS = 50
VISIBLE_COMPLETIONS = 8
PLACEHOLDER = N("Add tag…")


class TagChip(QWidget):
    """One tag as a rounded chip in its colour, with a small cross that asks for its removal."""

    remove_clicked = Signal(str)

    PAD_X = 10
    PAD_Y = 4
    CLOSE = 14  # the close cross's square
    RING = 2  # room around the pill for the "Backspace removes this" ring

    def __init__(self, name: str, color: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.color = tag_color(color)
        self._pending = False
        self._close_hovered = False
        self._pressed_close = False
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(f"Tag {name}")
        self.setToolTip(tooltip_html(name))

    def is_pending(self) -> bool:
        """Whether the chip is marked to go on the next Backspace."""
        return self._pending

    def set_pending(self, pending: bool) -> None:
        """Mark (or unmark) the chip as about to be removed."""
        self._pending = pending
        self.update()

    def sizeHint(self) -> QSize:
        """Room for the name, the cross and the padding."""
        metrics = self.fontMetrics()
        width = self.PAD_X + metrics.horizontalAdvance(self.name) + 5 + self.CLOSE + 4
        height = max(metrics.height() + 2 * self.PAD_Y, self.CLOSE + 6)
        return QSize(width + 2 * self.RING, height + 2 * self.RING)

    def minimumSizeHint(self) -> QSize:
        """Chips are never squeezed; the flow wraps them instead."""
        return self.sizeHint()

    def close_rect(self) -> QRect:
        """Where the cross is drawn (and clicked)."""
        top = (self.height() - self.CLOSE) // 2
        return QRect(self.width() - self.RING - 4 - self.CLOSE, top, self.CLOSE, self.CLOSE)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Light up the cross under the pointer."""
        over = self.close_rect().contains(event.position().toPoint())
        if over != self._close_hovered:
            self._close_hovered = over
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def leaveEvent(self, event: QEvent) -> None:
        """The pointer left: the cross goes quiet."""
        self._close_hovered = False
        self.update()

    def enterEvent(self, event: QEnterEvent) -> None:
        """Hover state follows the pointer from the start."""
        self._close_hovered = self.close_rect().contains(event.position().toPoint())
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Start a click on the cross."""
        self._pressed_close = (
            event.button() == Qt.MouseButton.LeftButton
            and self.close_rect().contains(event.position().toPoint())
        )
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click that began and ended on the cross asks for removal."""
        if self._pressed_close and self.close_rect().contains(event.position().toPoint()):
            self.remove_clicked.emit(self.name)
        self._pressed_close = False
        event.accept()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The pill, the name (parent levels lighter) and the cross."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = text_color_on(self.color)
        self._paint_pill(painter)
        self._paint_name(painter, ink)
        self._paint_close(painter, ink)

    def _paint_pill(self, painter: QPainter) -> None:
        """The rounded background, ringed in the highlight colour while pending removal."""
        if self._pending:
            ring = QRectF(self.rect()).adjusted(1, 1, -1, -1)
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(ring, ring.height() / 2, ring.height() / 2)
        inset = self.RING + 1.5 if self._pending else self.RING + 0.5
        area = QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)
        painter.setPen(QPen(faded(self.color.darker(125), 0.6), 1))
        painter.setBrush(self.color)
        painter.drawRoundedRect(area, area.height() / 2, area.height() / 2)

    def _paint_name(self, painter: QPainter, ink: QColor) -> None:
        """The name; for nested tags the parent part ('ml/') is drawn lighter."""
        metrics = self.fontMetrics()
        parent, leaf = split_parent(self.name)
        baseline = (self.height() + metrics.ascent() - metrics.descent()) / 2
        painter.setPen(faded(ink, 0.68))
        left = self.RING + self.PAD_X
        painter.drawText(QPointF(left, baseline), parent)
        painter.setPen(ink)
        painter.drawText(QPointF(left + metrics.horizontalAdvance(parent), baseline), leaf)

    def _paint_close(self, painter: QPainter, ink: QColor) -> None:
        """A small cross, on a soft disc while hovered."""
        box = QRectF(self.close_rect())
        if self._close_hovered:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(faded(ink, 0.18))
            painter.drawEllipse(box)
        painter.setPen(QPen(faded(ink, 0.95 if self._close_hovered else 0.6), 1.3))
        inset = box.adjusted(4.5, 4.5, -4.5, -4.5)
        painter.drawLine(inset.topLeft(), inset.bottomRight())
        painter.drawLine(inset.topRight(), inset.bottomLeft())


class TagLineEdit(QLineEdit):
    """The frameless box after the chips; as wide as its text, at least as its placeholder."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrame(False)
        self.setPlaceholderText(translate("", PLACEHOLDER))
        self.setAccessibleName("Add tag")
        self.setToolTip(
            translate(
                "tag_editor",
                "Type to find a tag; Enter or comma adds it, Backspace removes the last",
            )
        )
        self.setAttribute(Qt.WidgetAttribute.WA_MacShowFocusRect, False)
        self.textChanged.connect(lambda _text: self.updateGeometry())  # grow with the text

    def sizeHint(self) -> QSize:
        """Wide enough for the placeholder or the typed text, whichever is longer."""
        metrics = self.fontMetrics()
        text = max(
            metrics.horizontalAdvance(self.text()),
            metrics.horizontalAdvance(translate("", PLACEHOLDER) + "  "),
        )
        return QSize(text + 12, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        """Never narrower than the placeholder."""
        return self.sizeHint()


class CompletionPopup(QListView):
    """The list of matching tags under the box; it never takes focus, the box steers it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlags(
            Qt.WindowType.ToolTip
            | Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowDoesNotAcceptFocus
        )
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.Box)
        self.setFrameShadow(QFrame.Shadow.Plain)
        self.setForegroundRole(QPalette.ColorRole.Mid)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setUniformItemSizes(True)
        self.setMouseTracking(True)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.rows_model = TagRowsModel(self)
        self.setModel(self.rows_model)
        self.setItemDelegate(TagRowDelegate(self))

    def names(self) -> list[str]:
        """The tag names offered, best first."""
        return [row.name for row in self.rows_model.rows()]

    def chosen(self) -> str | None:
        """The offered tag the person moved to with the arrows, if any."""
        row = self.rows_model.row_at(self.currentIndex())
        return row.name if row is not None and self.isVisible() else None

    def step(self, delta: int) -> None:
        """Move the choice down (+1) or up (-1); up from the first row chooses nothing."""
        current = self.currentIndex().row() if self.currentIndex().isValid() else -1
        target = max(-1, min(self.rows_model.rowCount() - 1, current + delta))
        self.setCurrentIndex(self.rows_model.index(target, 0) if target >= 0 else QModelIndex())
        if target < 0:
            self.clearSelection()

    def offer(self, rows: Sequence[TagRow], below: QWidget) -> None:
        """Show *rows* under *below* with nothing chosen; hide when there are none."""
        self.rows_model.set_rows(rows)
        if not rows:
            self.hide()
            return
        height = (
            self.sizeHintForRow(0) * min(len(rows), VISIBLE_COMPLETIONS) + 2 * self.frameWidth()
        )
        width = max(240, min(360, below.width()))
        corner = below.mapToGlobal(QPoint(-4, below.height() + 2))
        window = below.window().geometry()  # stay inside the window where it has room
        corner.setX(max(window.left(), min(corner.x(), window.right() + 1 - width)))
        self.setGeometry(QRect(corner, QSize(width, height)))
        self.show()  # a tooltip-type window is stacked above its parent already


class TagEditor(QWidget):
    """Chips for an entry's tags followed by a box: type, arrow, Enter to add; Backspace removes."""

    tag_added = Signal(str)
    tag_removed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tags: list[tuple[str, str]] = []
        self._known: list[tuple[str, str]] = []
        self._chips: list[TagChip] = []
        self.edit = TagLineEdit(self)
        self.popup = CompletionPopup(self)
        self._flow = FlowLayout(self, spacing=1)  # chips keep a ring's room around them
        self._flow.setContentsMargins(0, 0, 0, 0)
        self._flow.addWidget(self.edit)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setFocusProxy(self.edit)
        self.edit.installEventFilter(self)
        self.edit.textEdited.connect(self._typed)
        self.popup.clicked.connect(lambda index: self._commit(self.popup.rows_model.row_at(index)))

    # --- what the owner tells us ----------------------------------------------------------
    def set_tags(self, tags: Sequence[tuple[str, str]]) -> None:
        """Show *tags* (name, '#rrggbb') as chips; the box, its text and focus are kept."""
        self._tags = list(tags)
        self._flow.drop_widgets(self._chips)
        self._chips = [self._make_chip(name, color) for name, color in self._tags]
        for position, chip in enumerate(self._chips):
            self._flow.insert_widget(position, chip)
        self.updateGeometry()
        if self.popup.isVisible():
            self._offer()

    def set_known_tags(self, tags: Sequence[tuple[str, str]]) -> None:
        """The library's tags (name, '#rrggbb'), offered as completions."""
        self._known = list(tags)

    def clear_text(self) -> None:
        """Drop what is typed and close the completions."""
        self.edit.clear()
        self.popup.hide()

    # --- what the person sees -------------------------------------------------------------
    def chips(self) -> list[TagChip]:
        """The chips shown, in order."""
        return list(self._chips)

    def tag_names(self) -> list[str]:
        """The names of the tags shown."""
        return [name for name, _color in self._tags]

    def completions(self) -> list[str]:
        """The tag names the popup offers (empty when it is closed)."""
        return self.popup.names() if self.popup.isVisible() else []

    def hasHeightForWidth(self) -> bool:
        """The chips wrap, so the height follows the width."""
        return True

    def heightForWidth(self, width: int) -> int:
        """Height of the wrapped chips at *width*."""
        return self._flow.heightForWidth(width)

    def sizeHint(self) -> QSize:
        """One line of chips; the layout asks heightForWidth for the real height."""
        return self._flow.sizeHint()

    def minimumSizeHint(self) -> QSize:
        """As narrow as the widest chip."""
        return self._flow.minimumSize()

    # --- behaviour ------------------------------------------------------------------------
    def _make_chip(self, name: str, color: str) -> TagChip:
        """A chip whose cross asks to remove its tag."""
        chip = TagChip(name, color, self)
        chip.remove_clicked.connect(self.tag_removed)
        return chip

    def _typed(self, text: str) -> None:
        """New text: pasted commas commit the parts before them; the completions follow."""
        self._set_pending(None)
        if "," in text:
            *parts, rest = text.split(",")
            for part in parts:
                self._commit_name(part)
            self.edit.setText(rest.lstrip())
        self._offer()

    def _offer(self) -> None:
        """Offer the known tags that contain the text and that the entry does not have yet."""
        text = self.edit.text().strip()
        have = {fold(name) for name in self.tag_names()}
        colors = dict(self._known)
        candidates = [name for name in colors if fold(name) not in have]
        names = ranked_matches(text, candidates) if text else sorted(candidates, key=fold)
        rows = [TagRow(name, colors[name]) for name in names[:MAX_COMPLETIONS]]
        self.popup.offer(rows, self.edit)

    def _commit(self, row: TagRow | None = None) -> None:
        """Add the chosen completion, else the typed text; then ready for the next tag."""
        chosen = row.name if row is not None else self.popup.chosen()
        self._commit_name(chosen if chosen is not None else self.edit.text())
        self.clear_text()
        self.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def _commit_name(self, text: str) -> None:
        """Ask for tag *text* to be added, spelt as the known tag it matches, unless already on."""
        name = clean_tag_name(text)
        if not name or fold(name) in {fold(have) for have in self.tag_names()}:
            return
        known = {fold(known): known for known, _color in self._known}
        self.tag_added.emit(known.get(fold(name), name))

    def _set_pending(self, chip: TagChip | None) -> None:
        """Mark *chip* (or none) as the one the next Backspace removes."""
        for each in self._chips:
            each.set_pending(each is chip)

    def _pending(self) -> TagChip | None:
        """The chip marked for removal, if any."""
        return next((chip for chip in self._chips if chip.is_pending()), None)

    def _backspace(self) -> bool:
        """In an empty box: the first press marks the last chip, the second removes it."""
        if self.edit.text() or self.edit.hasSelectedText() or not self._chips:
            return False
        pending = self._pending()
        if pending is None:
            self._set_pending(self._chips[-1])
        else:
            self._set_pending(None)
            self.tag_removed.emit(pending.name)
        return True

    def _escape(self) -> bool:
        """Close the completions, else clear the text, else unmark; False when nothing to do."""
        if self.popup.isVisible():
            self.popup.hide()
        elif self.edit.text():
            self.edit.clear()
        elif self._pending() is not None:
            self._set_pending(None)
        else:
            return False
        return True

    def _arrow(self, delta: int) -> bool:
        """Up/Down: open the completions, or move the choice within them."""
        if not self.popup.isVisible():
            self._offer()
        else:
            self.popup.step(delta)
        return True

    def _handle_key(self, event: QKeyEvent) -> bool:
        """Our keys in the box; True when the key was used here."""
        key = Qt.Key(event.key())
        shifted = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Comma):
            self._commit()
            return True
        if (
            key == Qt.Key.Key_Tab
            and not shifted
            and (self.edit.text().strip() or self.popup.chosen())
        ):
            self._commit()
            return True
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
            return self._arrow(1 if key == Qt.Key.Key_Down else -1)
        if key == Qt.Key.Key_Escape:
            return self._escape()
        if key == Qt.Key.Key_Backspace:
            return self._backspace()
        if key == Qt.Key.Key_Delete and (pending := self._pending()) is not None:
            self._set_pending(None)
            self.tag_removed.emit(pending.name)
            return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Steer the completions from the box; close them when the box loses focus."""
        if (
            watched is self.edit
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
        ):
            if self._handle_key(event):
                return True
            self._set_pending(None)
        elif watched is self.edit and event.type() == QEvent.Type.FocusOut:
            self.popup.hide()
            self._set_pending(None)
        elif watched is self.window() and event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            self.popup.hide()
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        """Watch the window so the completions never float away from the box."""
        super().showEvent(event)
        self.window().installEventFilter(self)

    def hideEvent(self, event: QHideEvent) -> None:
        """Hidden with the pane: the completions go too."""
        super().hideEvent(event)
        self.popup.hide()
