"""File › Push Citation to Editor › Editor Settings…: which editor the push goes to, the
Vim server name and Neovim server address, and each editor's command (blank: its default).

The editor chosen is the person's (the window's settings); the servers and commands are the
library's (services/projects/editors), which `papershelf editors` shows and sets too.
"""

from __future__ import annotations

import shlex

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.settings import Settings
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.db import Library
from papershelf.services.projects.editors import (
    DEFAULT_COMMANDS,
    EDITOR_NAMES,
    SERVER_EDITORS,
    editor_commands,
    editor_servers,
    set_editor_command,
    set_editor_server,
)

PUSH_EDITOR = "push/editor"  # the editor Push Citation to Editor (Ctrl+Alt+P) inserts into
DEFAULT_EDITOR = "texstudio"
PIPE = N("(its pipe: ~/.lyx/lyxpipe.in)")


def chosen_editor(settings: Settings) -> str:
    """The editor the push goes to (TeXstudio until another is chosen)."""
    editor = settings.text(PUSH_EDITOR, DEFAULT_EDITOR)
    return editor if editor in DEFAULT_COMMANDS else DEFAULT_EDITOR


class EditorSettingsDialog(QDialog):
    """The editor to push to, the servers, the commands; saved on OK."""

    def __init__(self, lib: Library, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("editorSettings")
        self.setWindowTitle(translate("projects.editor_settings", "Push to Editor"))
        self.lib, self.settings = lib, settings
        self.editor = QComboBox(self)
        for editor, name in EDITOR_NAMES.items():
            self.editor.addItem(name, editor)
        self.editor.setCurrentIndex(self.editor.findData(chosen_editor(settings)))
        servers = editor_servers(lib)
        self.servers = {
            editor: QLineEdit(servers.get(editor, ""), self) for editor in SERVER_EDITORS
        }
        self.servers["neovim"].setPlaceholderText(
            translate("projects.editor_settings", "as started: nvim --listen ADDRESS (or $NVIM)")
        )
        self.servers["vim"].setPlaceholderText("VIM")
        commands = editor_commands(lib)
        self.commands: dict[str, QLineEdit] = {}
        for editor, default in DEFAULT_COMMANDS.items():
            own = commands[editor] if commands[editor] != default else []
            line = QLineEdit(shlex.join(own) if own else "", self)
            line.setPlaceholderText(shlex.join(default) if default else translate("", PIPE))
            self.commands[editor] = line
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self._layout()
        self.setMinimumWidth(600)  # the default commands are long

    def _layout(self) -> None:
        """The editor, the servers, a note, the commands, the buttons."""
        form = QFormLayout()
        form.addRow(translate("projects.editor_settings", "Push to:"), self.editor)
        form.addRow(translate("projects.editor_settings", "Neovim server address:"),
                    self.servers["neovim"])  # fmt: skip
        form.addRow(translate("projects.editor_settings", "Vim server name:"), self.servers["vim"])
        note = QLabel(translate(
            "projects.editor_settings",
            "Each command may use {citation}, {keys}, {elisp}, {keystrokes} and {server}; "
            "leave it blank for the default shown.",
        ), self)  # fmt: skip
        note.setWordWrap(True)
        form.addRow(note)
        for editor, line in self.commands.items():
            label = translate("projects.editor_settings", "{editor} command:")
            form.addRow(label.format(editor=EDITOR_NAMES[editor]), line)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.error)
        box.addWidget(buttons)

    def accept(self) -> None:
        """Save, or say which command cannot be read and stay open."""
        parsed: dict[str, list[str] | None] = {}
        for editor, line in self.commands.items():
            try:
                words = shlex.split(line.text())
            except ValueError as exc:
                said = translate("projects.editor_settings", "{editor} command: {reason}")
                self.error.setText(said.format(editor=EDITOR_NAMES[editor], reason=exc))
                line.setFocus()
                return
            parsed[editor] = words or None
        for editor, command in parsed.items():
            set_editor_command(self.lib, editor, command)
        for editor, line in self.servers.items():
            set_editor_server(self.lib, editor, line.text())
        self.settings.set_text(PUSH_EDITOR, str(self.editor.currentData()))
        super().accept()
