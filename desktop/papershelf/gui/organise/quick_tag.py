"""The quick-tag popup (Ctrl+T): filter the tags, add one to the selection or remove it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.organise.tag_rows import (
    Mark,
    TagRow,
    TagRowDelegate,
    TagRowsModel,
    clean_tag_name,
    fold,
    ranked_matches,
)
from papershelf.gui.translation import translate

VISIBLE_ROWS = 10
WIDTH = 320


@dataclass(frozen=True)
class TagChoice:
    """A tag offered by the popup: its colour, its entries, and how many selected ones have it."""

    name: str
    color: str
    count: int
    on_selected: int


def mark_of(choice: TagChoice, selected: int) -> Mark:
    """All, some or none of the *selected* entries carry the tag."""
    if choice.on_selected <= 0:
        return Mark.NONE
    return Mark.ALL if choice.on_selected >= selected else Mark.SOME


def entries_text(count: int) -> str:
    """'1 entry', '12 entries'."""
    return translate("quick_tag", "%n entries", None, count)


def choice_row(choice: TagChoice, selected: int) -> TagRow:
    """The list row for *choice*, with its mark and a tooltip in words."""
    on, total = choice.on_selected, entries_text(choice.count)
    hint = translate("quick_tag", "On {on} of the {selected} selected; {total} in all").format(
        on=on, selected=entries_text(selected), total=total
    )
    return TagRow(choice.name, choice.color, choice.count, mark_of(choice, selected), hint=hint)


class QuickTagPopup(QFrame):
    """A small popup over the table: type to filter, Enter adds, Shift+Enter removes, Esc closes."""

    add_requested = Signal(str)
    remove_requested = Signal(str)

    def __init__(
        self, parent: QWidget | None, known: Sequence[TagChoice], selected_count: int
    ) -> None:
        super().__init__(parent, Qt.WindowType.Popup | Qt.WindowType.FramelessWindowHint)
        self._known = list(known)
        self._selected = selected_count
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setAccessibleName("Quick tag")
        self._make_widgets()
        self._lay_out()
        self.filter_edit.installEventFilter(self)
        self.filter_edit.textChanged.connect(self._refilter)
        self.add_button.toggled.connect(self._show_mode)
        self.list_view.clicked.connect(self._clicked)
        self._show_mode()

    def _make_widgets(self) -> None:
        """Title, Add/Remove switch, filter box, tag list and key hint."""
        self.title_label = QLabel()
        bold = self.title_label.font()
        bold.setWeight(QFont.Weight.DemiBold)
        self.title_label.setFont(bold)
        self.add_button = self._mode_button(
            translate("quick_tag", "Add"), translate("quick_tag", "Enter adds the tag")
        )
        self.remove_button = self._mode_button(
            translate("quick_tag", "Remove"),
            translate("quick_tag", "Enter removes the tag (Shift+Enter does once)"),
        )
        self.add_button.setChecked(True)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(translate("quick_tag", "Filter or create a tag…"))
        self.filter_edit.setClearButtonEnabled(False)
        self.filter_edit.setAccessibleName("Filter tags")
        self.list_view = self._make_list()
        self.hint_label = QLabel()
        self.hint_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        small = self.hint_label.font()
        small.setPointSizeF(small.pointSizeF() * 0.88)
        self.hint_label.setFont(small)

    def _mode_button(self, text: str, tip: str) -> QToolButton:
        """One half of the Add | Remove switch; the mouse's way to change mode."""
        button = QToolButton()
        button.setText(text)
        button.setToolTip(tip)
        button.setCheckable(True)
        button.setAutoExclusive(True)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # typing always goes to the filter
        return button

    def _make_list(self) -> QListView:
        """The tag list; the filter box steers it, so it never takes focus."""
        view = QListView()
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        view.setFrameShape(QFrame.Shape.NoFrame)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setUniformItemSizes(True)
        view.setMouseTracking(True)
        view.viewport().setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.rows_model = TagRowsModel(self)
        view.setModel(self.rows_model)
        view.setItemDelegate(TagRowDelegate(view))
        return view

    def _lay_out(self) -> None:
        """Title and switch, filter, list, hint, top to bottom."""
        header = QHBoxLayout()
        header.setSpacing(0)
        header.addWidget(self.title_label, 1)
        header.addWidget(self.add_button)
        header.addWidget(self.remove_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 8, 8, 6)
        column.setSpacing(6)
        column.addLayout(header)
        column.addWidget(self.filter_edit)
        column.addWidget(self.list_view)
        column.addWidget(self._separator())
        column.addWidget(self.hint_label)
        self.setFixedWidth(WIDTH)

    def _separator(self) -> QFrame:
        """A hairline between the list and the key hint."""
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Plain)
        line.setForegroundRole(QPalette.ColorRole.Midlight)
        return line

    # --- the public face ------------------------------------------------------------------
    def removing(self) -> bool:
        """Whether Enter removes (rather than adds) the highlighted tag."""
        return self.remove_button.isChecked()

    def rows(self) -> list[TagRow]:
        """The rows shown, top to bottom."""
        return self.rows_model.rows()

    def current_row(self) -> TagRow | None:
        """The highlighted row."""
        return self.rows_model.row_at(self.list_view.currentIndex())

    def open_at(self, point: QPoint) -> None:
        """Show the popup with its top-left at *point* (global), kept on the screen."""
        self._refilter()
        self.adjustSize()
        screen = QGuiApplication.screenAt(point) or QGuiApplication.primaryScreen()
        area = screen.availableGeometry()
        left = max(area.left(), min(point.x(), area.right() - self.width()))
        top = max(area.top(), min(point.y(), area.bottom() - self.height()))
        self.move(left, top)
        self.show()
        self.filter_edit.setFocus(Qt.FocusReason.PopupFocusReason)

    # --- behaviour ------------------------------------------------------------------------
    def _show_mode(self) -> None:
        """Title, hint and list follow the Add | Remove switch."""
        count = entries_text(self._selected)
        if self.removing():
            self.title_label.setText(
                translate("quick_tag", "Remove a tag from {entries}").format(entries=count)
            )
            self.hint_label.setText(
                translate("quick_tag", "Enter removes · Shift+Enter adds · Esc closes")
            )
        else:
            self.title_label.setText(translate("quick_tag", "Tag {entries}").format(entries=count))
            self.hint_label.setText(
                translate("quick_tag", "Enter adds · Shift+Enter removes · Esc closes")
            )
        self._fit_width()
        self._refilter()

    def _fit_width(self) -> None:
        """WIDTH, or wider when the texts need it (a long language, a large font)."""
        layout = self.layout()
        needed = layout.totalMinimumSize().width() if layout is not None else 0
        self.setFixedWidth(max(WIDTH, needed))

    def _refilter(self) -> None:
        """Rows for the typed text; the first one highlighted."""
        self.rows_model.set_rows(self._rows_for(self.filter_edit.text()))
        self.list_view.setCurrentIndex(self.rows_model.index(0, 0))
        self._fit_list()

    def _rows_for(self, text: str) -> list[TagRow]:
        """Matching tags best first; 'Create tag' first when none match, last when none is exact."""
        choices = {choice.name: choice for choice in self._known}
        if self.removing():
            choices = {name: c for name, c in choices.items() if c.on_selected > 0}
        wanted = clean_tag_name(text)  # the name a new tag would get
        query = text.strip()
        names = ranked_matches(query, choices) if query else sorted(choices, key=fold)
        rows = [choice_row(choices[name], self._selected) for name in names]
        if not wanted or self.removing() or any(fold(name) == fold(wanted) for name in choices):
            return rows
        create = TagRow(
            wanted,
            create=True,
            hint=translate("quick_tag", "A new tag for the {entries}").format(
                entries=entries_text(self._selected)
            ),
        )
        return [*rows, create] if rows else [create]

    def _fit_list(self) -> None:
        """Tall enough for VISIBLE_ROWS rows (one at least), scrolling beyond."""
        shown = max(1, min(VISIBLE_ROWS, self.rows_model.rowCount()))
        self.list_view.setFixedHeight(shown * max(1, self.list_view.sizeHintForRow(0)) + 2)
        if self.isVisible():
            self.adjustSize()  # shrink with the list, keeping the top-left corner

    def _step(self, delta: int) -> None:
        """Move the highlight, stopping at either end."""
        current = self.list_view.currentIndex().row()
        target = max(0, min(self.rows_model.rowCount() - 1, current + delta))
        self.list_view.setCurrentIndex(self.rows_model.index(target, 0))

    def _apply(self, row: TagRow | None, invert: bool, stay: bool) -> None:
        """Add (or remove, when the mode or Shift says so) *row*'s tag, then close unless *stay*."""
        if row is None:
            return
        remove = self.removing() != invert
        if row.create and remove:
            return  # nobody has a tag that does not exist yet
        self._request(row, remove)
        if stay:
            self._assume_done(row.name, remove)
        else:
            self.close()

    def _request(self, row: TagRow, remove: bool) -> None:
        """Emit the request unless the selection is already that way."""
        if remove and row.mark not in (None, Mark.NONE):
            self.remove_requested.emit(row.name)
        elif not remove and row.mark != Mark.ALL:
            self.add_requested.emit(row.name)

    def _assume_done(self, name: str, remove: bool) -> None:
        """Staying open: show the change as made, ready for the next tag."""
        choices = {choice.name: choice for choice in self._known}
        old = choices.get(name, TagChoice(name, "", 0, 0))
        on = 0 if remove else self._selected
        new = replace(old, on_selected=on, count=max(0, old.count + on - old.on_selected))
        self._known = [new if c.name == name else c for c in self._known] + (
            [] if name in choices else [new]
        )
        self.filter_edit.clear()
        self._refilter()

    def _clicked(self, index: QModelIndex) -> None:
        """A click applies the row; Shift inverts, Ctrl keeps the popup open."""
        modifiers = QApplication.keyboardModifiers()
        invert = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        stay = bool(modifiers & Qt.KeyboardModifier.ControlModifier)
        self._apply(self.rows_model.row_at(index), invert, stay)

    def _handle_key(self, event: QKeyEvent) -> bool:
        """The popup's keys, typed in the filter box; True when used."""
        key = Qt.Key(event.key())
        modifiers = event.modifiers()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            invert = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
            stay = bool(modifiers & Qt.KeyboardModifier.ControlModifier)
            self._apply(self.current_row(), invert, stay)
            return True
        steps = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1, Qt.Key.Key_PageDown: VISIBLE_ROWS,
                 Qt.Key.Key_PageUp: -VISIBLE_ROWS}  # fmt: skip
        if key in steps:
            self._step(steps[key])
            return True
        if key == Qt.Key.Key_Escape:
            self.close()
            return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keys typed in the filter box that steer the list or act."""
        is_key = event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
        if watched is self.filter_edit and is_key and self._handle_key(event):  # type: ignore[arg-type]
            return True
        return super().eventFilter(watched, event)
