"""The dialog for an edit someone else got to first: per field, both values and who changed it.

Saving the edit form wrote every field nobody else had touched; the fields both changed
come here (services/conflicts.py's EditConflict). For each, the person keeps their own
value, takes the other's, or (for text) edits a merged one, which starts as both texts
together. Both values stay on show until the dialog closes, so nothing is lost either way;
Cancel writes nothing more and leaves the form open with what was typed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPlainTextEdit,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.safe_text import button_text, menu_text, plain
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.models import Status
from papershelf.services.conflicts import FieldConflict, label

MINE, THEIRS, MERGED = 0, 1, 2
# The library's columns as services.conflicts.label names them; extra BibTeX fields keep
# their own names (as the detail form's table shows them).
FIELD_WORDS = {
    "title": N("title"),
    "authors": N("authors"),
    "year": N("year"),
    "venue": N("venue"),
    "abstract": N("abstract"),
    "keywords": N("keywords"),
    "notes": N("notes"),
    "status": N("status"),
    "rating": N("rating"),
    "type": N("type"),
    "citation key": N("citation key"),
    "other fields": N("other fields"),
    "name": N("name"),
    "query": N("query"),
    "colour": N("colour"),
    "description": N("description"),
}
EMPTY = N("(empty)")
ABSENT = N("(not there)")
SOMEONE = N("someone else")


def shown(value: Any, field: str = "") -> str:
    """A value as the dialog shows it: text as it is, nothing as '(empty)'."""
    if value is None:
        return translate("", ABSENT if field.startswith("fields/") else EMPTY)
    if isinstance(value, list | tuple):
        return "\n".join(f"{name} = {text}" for name, text in value) or translate("", EMPTY)
    if field == "status" and str(value).isdigit():
        return Status(int(value)).label
    return str(value) if str(value) != "" else translate("", EMPTY)


def field_word(field: str) -> str:
    """A conflicting field's name in the user's language."""
    name = label(field)
    return translate("", FIELD_WORDS[name]) if name in FIELD_WORDS else name


def is_text(conflict: FieldConflict) -> bool:
    """Whether a merged value can be typed for this field (text, not a year or a status)."""
    return all(isinstance(v, str) or v is None for v in (conflict.mine, conflict.theirs)) and (
        conflict.field not in ("year", "status", "rating", "fields")
    )


def who(conflict: FieldConflict) -> str:
    """'bob, at 2026-12-01 21:40:00' or 'someone else'."""
    name = conflict.changed_by or translate("", SOMEONE)
    if not conflict.changed_at:
        return name
    return translate("conflict_dialog", "{name}, at {time}").format(
        name=name, time=conflict.changed_at
    )


def plain_label(text: str, parent: QWidget) -> QLabel:
    """A wrapping label that shows library text literally (never as HTML)."""
    view = QLabel(plain(text), parent)
    view.setTextFormat(Qt.TextFormat.PlainText)
    view.setWordWrap(True)
    return view


class FieldChoice(QGroupBox):
    """One field both changed: the two values and mine / theirs / merged."""

    def __init__(self, conflict: FieldConflict, parent: QWidget | None = None) -> None:
        super().__init__(menu_text(field_word(conflict.field).capitalize()), parent)
        self.conflict = conflict
        self.mine_button = QRadioButton(translate("conflict_dialog", "Keep mine"), self)
        take = translate("conflict_dialog", "Take theirs")
        if conflict.changed_by:
            take = translate("conflict_dialog", "Take {name}’s").format(name=conflict.changed_by)
        self.theirs_button = QRadioButton(button_text(take), self)
        self.group = QButtonGroup(self)
        self.group.addButton(self.mine_button, MINE)
        self.group.addButton(self.theirs_button, THEIRS)
        self.merged_button: QRadioButton | None = None
        self.merged_box: QPlainTextEdit | None = None
        self.mine_button.setChecked(True)
        self._lay_out()

    def _lay_out(self) -> None:
        """Mine on the left, theirs on the right, the choice under each; merged below."""
        grid = QGridLayout(self)
        grid.addWidget(plain_label(translate("conflict_dialog", "Yours:"), self), 0, 0)
        grid.addWidget(
            plain_label(
                translate("conflict_dialog", "{who}:").format(who=who(self.conflict)), self
            ),
            0,
            1,
        )
        grid.addWidget(self._value_view(shown(self.conflict.mine, self.conflict.field)), 1, 0)
        grid.addWidget(self._value_view(shown(self.conflict.theirs, self.conflict.field)), 1, 1)
        left = Qt.AlignmentFlag.AlignLeft  # a button as wide as its words: a click beside misses
        grid.addWidget(self.mine_button, 2, 0, left)
        grid.addWidget(self.theirs_button, 2, 1, left)
        if is_text(self.conflict):
            self.merged_button = QRadioButton(
                translate("conflict_dialog", "Use a merged value:"), self
            )
            self.group.addButton(self.merged_button, MERGED)
            self.merged_box = QPlainTextEdit(self)
            self.merged_box.setTabChangesFocus(True)
            self.merged_box.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
            self.merged_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.merged_box.setPlainText(self._both())
            self.merged_box.setFixedHeight(self.merged_box.fontMetrics().lineSpacing() * 4 + 12)
            self.merged_box.textChanged.connect(lambda: self.merged_button.setChecked(True))
            grid.addWidget(self.merged_button, 3, 0, 1, 2, left)
            grid.addWidget(self.merged_box, 4, 0, 1, 2)

    def _value_view(self, text: str) -> QLabel:
        """A value shown whole, selectable (so either can be copied)."""
        view = plain_label(text, self)
        view.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        view.setFrameShape(QFrame.Shape.StyledPanel)
        view.setMinimumWidth(200)
        view.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        return view

    def _both(self) -> str:
        """Both texts, mine first, as a start for the merged value."""
        mine, theirs = str(self.conflict.mine or ""), str(self.conflict.theirs or "")
        if not mine or not theirs or mine == theirs:
            return mine or theirs
        separator = "\n\n" if "\n" in mine + theirs or len(mine + theirs) > 80 else " / "
        return f"{mine}{separator}{theirs}"

    def choice(self) -> int:
        """MINE, THEIRS or MERGED."""
        return self.group.checkedId()

    def value(self) -> Any:
        """The value this field gets (theirs: the stored one)."""
        if self.choice() == MERGED and self.merged_box is not None:
            return self.merged_box.toPlainText()
        return self.conflict.mine if self.choice() == MINE else self.conflict.theirs


class ConflictDialog(QDialog):
    """Both values of each field two people changed; accept() with a choice for each."""

    def __init__(
        self, conflicts: list[FieldConflict], title: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("conflict_dialog", "Someone Else Changed This Paper"))
        self.choices = [FieldChoice(conflict, self) for conflict in conflicts]
        intro = plain_label(self._intro(title, conflicts), self)
        buttons = QDialogButtonBox(self)
        self.save_button = buttons.addButton(
            translate("conflict_dialog", "&Save Choices"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.save_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        QShortcut(QKeySequence("Ctrl+Return"), self, self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self._fields_area())
        layout.addWidget(buttons)
        self.resize(660, min(200 + 210 * len(conflicts), 760))

    def _intro(self, title: str, conflicts: list[FieldConflict]) -> str:
        """What happened, in words."""
        names = ", ".join(field_word(c.field) for c in conflicts)
        people = sorted({c.changed_by for c in conflicts if c.changed_by})
        return translate(
            "conflict_dialog",
            "While you edited “{title}”, {people} changed {fields} too. Your other changes are "
            "saved. Choose what each field keeps; the value you do not keep stays on show here "
            "until you close this.",
        ).format(title=title, people=", ".join(people) or translate("", SOMEONE), fields=names)

    def _fields_area(self) -> QScrollArea:
        """The fields, one group each, scrolling when there are many."""
        inner = QWidget(self)
        column = QVBoxLayout(inner)
        for choice in self.choices:
            column.addWidget(choice)
        column.addStretch(1)
        area = QScrollArea(self)
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidget(inner)
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the choices; it follows them
        return area

    def chosen(self) -> dict[str, Any]:
        """Field -> value for each field that does not keep theirs (EditConflict.resolved)."""
        return {c.conflict.field: c.value() for c in self.choices if c.choice() != THEIRS}
