"""The detail pane's "My notes (private)" on a shared library (issue 36): the member's own
note on the paper shown and their private tags, seen by them only (services/private_state).

The paper's own notes field and tags stay shared (the form and the tag line above). A note
is saved when the editor loses focus or on Ctrl+S, the tags when Enter is pressed or the
line loses focus; each save is an undo step. Hidden on a file: its notes are its reader's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
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


class MyNotesPanel(QWidget):
    """My private note and private tags of the paper on show (a shared library only)."""

    def __init__(self, controller: LibraryController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("myNotesPanel")
        self.controller = controller
        self.entry_id: int | None = None
        self._shown_note, self._shown_tags = "", ""  # what was read: a save writes changes only
        self.heading = QLabel(self.tr("<b>My notes (private)</b> — only you see these"))
        self.editor = QPlainTextEdit()
        self.editor.setObjectName("myNotes")
        self.editor.setAccessibleName(self.tr("My notes (private)"))
        self.editor.setPlaceholderText(self.tr("A note only you see"))
        self.editor.setTabChangesFocus(True)
        self.editor.setFixedHeight(self.editor.fontMetrics().lineSpacing() * 4 + 12)
        self.editor.installEventFilter(self)
        self.tags = QLineEdit()
        self.tags.setObjectName("myTags")
        self.tags.setAccessibleName(self.tr("My tags (private)"))
        self.tags.setPlaceholderText(self.tr("private, separated by commas; find them: mytag:NAME"))
        self.tags.editingFinished.connect(self.save_tags)
        save = QShortcut(QKeySequence.StandardKey.Save, self.editor)
        save.setContext(Qt.ShortcutContext.WidgetShortcut)
        save.activated.connect(self.save_note)
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
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The note is saved when its editor loses focus."""
        if watched is self.editor and event.type() == QEvent.Type.FocusOut:
            self.save_note()
        return super().eventFilter(watched, event)

    def show_entry(self, entry_id: int | None) -> None:
        """Show my note and tags of *entry_id* (None, or a file: hidden)."""
        lib = self.controller.lib
        if entry_id is None or not members.shared(lib):
            self.entry_id = None
            self.hide()
            return
        if entry_id == self.entry_id and self._typing():
            return  # what is being typed stays; it is saved when the editor is left
        self.entry_id = entry_id
        own = private_state.own_notes(lib, entry_id)
        self._shown_note, self._shown_tags = own.private, ", ".join(own.tags)
        self.editor.setPlainText(own.private)
        self.tags.setText(self._shown_tags)
        read_only = self.controller.read_only or lib.read_only is not None
        self.editor.setReadOnly(read_only)
        self.tags.setReadOnly(read_only)
        self.show()

    def _typing(self) -> bool:
        """Whether the note or the tags hold typing not saved yet."""
        return self.editor.toPlainText() != self._shown_note or self.tags.text() != self._shown_tags

    def save_note(self) -> None:
        """Store the note typed (an undo step) if it changed."""
        text, before = self.editor.toPlainText(), self._shown_note
        if self.entry_id is None or self.editor.isReadOnly() or text == before:
            return
        entry_id = self.entry_id
        if self._store(
            self.tr("Edit my private note"),
            lambda lib: private_state.set_notes(lib, entry_id, text),
            lambda lib: private_state.set_notes(lib, entry_id, before),
        ):
            self._shown_note = text

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
