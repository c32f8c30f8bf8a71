"""The detail pane's "My notes (private)" on a shared library (issue 36): the member's own
note on the paper shown and their private tags, seen by them only, and their note for the
group, shown to every member beside who read it (services/private_state).

The paper's own notes field and tags stay shared (the form and the tag line above). A note
is saved when the editor loses focus or on Ctrl+S, the tags when Enter is pressed or the
line loses focus; each save is an undo step. Hidden on a file: its notes are its reader's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from papershelf.library.db import Library
from papershelf.services import members, private_state
from papershelf.services.changes import Changes

if TYPE_CHECKING:
    from papershelf.gui.controller import LibraryController

TAG_SEPARATOR = ","


def split_tags(text: str) -> list[str]:
    """The tag names typed in the line ('a, b/c' -> ['a', 'b/c'])."""
    return [name.strip() for name in text.split(TAG_SEPARATOR) if name.strip()]


class NoteEditor(QPlainTextEdit):
    """One of my notes of the paper shown; saved when left or on Ctrl+S."""

    def __init__(self, name: str, placeholder: str, panel: MyNotesPanel) -> None:
        super().__init__(panel)
        self.setAccessibleName(name)
        self.setPlaceholderText(placeholder)
        self.setTabChangesFocus(True)
        self.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        self.shown = ""  # what was read: a save writes a change only
        self.panel = panel
        save = QShortcut(QKeySequence.StandardKey.Save, self)
        save.setContext(Qt.ShortcutContext.WidgetShortcut)
        save.activated.connect(lambda: panel.save_note(self))

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Leaving the note saves it."""
        self.panel.save_note(self)
        super().focusOutEvent(event)

    def show_text(self, text: str) -> None:
        """Show *text* as what is stored."""
        self.shown = text
        self.setPlainText(text)

    def typing(self) -> bool:
        """Whether it holds typing not saved yet."""
        return self.toPlainText() != self.shown


class MyNotesPanel(QWidget):
    """My private note, my note for the group and my private tags of the paper on show (a
    shared library only)."""

    def __init__(self, controller: LibraryController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("myNotesPanel")
        self.controller = controller
        self.entry_id: int | None = None
        self._shown_tags = ""  # what was read: a save writes changes only
        self.heading = QLabel(self.tr("<b>My notes (private)</b> — only you see these"))
        self.editor = NoteEditor(
            self.tr("My notes (private)"), self.tr("A note only you see"), self
        )
        self.editor.setObjectName("myNotes")
        self.public_heading = QLabel(self.tr("<b>My note for the group</b> — every member sees it"))
        self.public_editor = NoteEditor(
            self.tr("My note for the group"), self.tr("A note shown beside your reading"), self
        )
        self.public_editor.setObjectName("myPublicNote")
        self.tags = QLineEdit()
        self.tags.setObjectName("myTags")
        self.tags.setAccessibleName(self.tr("My tags (private)"))
        self.tags.setPlaceholderText(self.tr("private, separated by commas; find them: mytag:NAME"))
        self.tags.editingFinished.connect(self.save_tags)
        tags_label = QLabel(self.tr("My tags:"))
        tags_label.setBuddy(self.tags)
        tags_row = QHBoxLayout()
        tags_row.addWidget(tags_label)
        tags_row.addWidget(self.tags, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 4, 10, 4)
        layout.addWidget(self.heading)
        layout.addWidget(self.editor)
        layout.addLayout(tags_row)
        layout.addWidget(self.public_heading)
        layout.addWidget(self.public_editor)
        self.hide()

    def show_entry(self, entry_id: int | None) -> None:
        """Show my notes and tags of *entry_id* (None, or a file: hidden)."""
        lib = self.controller.lib
        if entry_id is None or not members.shared(lib):
            self.entry_id = None
            self.hide()
            return
        if entry_id == self.entry_id and self._typing():
            return  # what is being typed stays; it is saved when the editor is left
        self.entry_id = entry_id
        own = private_state.own_notes(lib, entry_id)
        self._shown_tags = ", ".join(own.tags)
        self.editor.show_text(own.private)
        self.public_editor.show_text(own.public)
        self.tags.setText(self._shown_tags)
        read_only = self.controller.read_only or lib.read_only is not None
        for box in (self.editor, self.public_editor, self.tags):
            box.setReadOnly(read_only)
        self.show()

    def _typing(self) -> bool:
        """Whether a note or the tags hold typing not saved yet."""
        return (
            self.editor.typing() or self.public_editor.typing()
            or self.tags.text() != self._shown_tags
        )  # fmt: skip

    def save_note(self, editor: NoteEditor) -> None:
        """Store the note typed in *editor* (an undo step) if it changed."""
        text, before = editor.toPlainText(), editor.shown
        if self.entry_id is None or editor.isReadOnly() or text == before:
            return
        entry_id, public = self.entry_id, editor is self.public_editor
        label = self.tr("Edit my note for the group") if public else self.tr("Edit my private note")
        if self._store(
            label,
            lambda lib: private_state.set_notes(lib, entry_id, text, public),
            lambda lib: private_state.set_notes(lib, entry_id, before, public),
        ):
            editor.shown = text

    def save_tags(self) -> None:
        """Store the private tags typed (an undo step) if they changed."""
        text, before = self.tags.text(), self._shown_tags
        if (
            self.entry_id is None
            or self.tags.isReadOnly()
            or split_tags(text) == split_tags(before)
        ):
            return
        entry_id = self.entry_id
        if self._store(
            self.tr("Edit my private tags"),
            lambda lib: private_state.set_tags(lib, entry_id, split_tags(text)),
            lambda lib: private_state.set_tags(lib, entry_id, split_tags(before)),
        ):
            self._shown_tags = text

    def _store(
        self, text: str, do: Callable[[Library], Changes], undo: Callable[[Library], Changes]
    ) -> bool:
        """Run an undoable change; a refusal (a bad tag name) is said by the controller, and
        what was typed stays."""
        return self.controller.operation(text, do, undo)
