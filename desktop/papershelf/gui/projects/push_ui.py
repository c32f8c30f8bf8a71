"""Push the selected papers' citation into a running editor (issue 35), as JabRef does:
File › Push Citation to Editor (Ctrl+Alt+P: the editor chosen in its settings), one action
per editor for a one-off push, and Editor Settings… (servers and commands). The push is
services/projects/editors.push_papers, which `papershelf pick --push` and the endpoint use.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu

from papershelf.gui.actions import ActionSpec, make_action
from papershelf.gui.projects.editor_settings import EditorSettingsDialog, chosen_editor
from papershelf.gui.safe_text import plain
from papershelf.gui.tasks import Task, runner
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.services.projects.editors import EDITOR_NAMES, push_papers

if TYPE_CHECKING:
    from papershelf.gui.window_api import Workspace

PUSH_MENU = N("Push Citation to Edi&tor")
EDITOR_ITEMS = {
    "texstudio": N("&TeXstudio"), "texmaker": N("Te&xmaker"), "emacs": N("E&macs"),
    "vim": N("&Vim"), "neovim": N("&Neovim"), "lyx": N("&LyX"),
}  # fmt: skip
PUSH_CHOSEN = ActionSpec(
    N("&Push Citation"), "Ctrl+Alt+P",
    N("Insert \\cite{…} of the selected papers into the editor chosen in Editor Settings"),
)  # fmt: skip
PUSH_CHOSEN_NAMED = N("&Push Citation to {editor}")  # the item, naming the chosen editor
EDITOR_SETTINGS = ActionSpec(
    N("Editor &Settings…"), None,
    N("Which editor to push to, Vim's and Neovim's servers, each editor's command"),
)  # fmt: skip


class PushUi(QObject):
    """The push actions of one window."""

    def __init__(self, window: Workspace) -> None:
        super().__init__(window.frame)
        self.host = window
        self.push_action = make_action(window.frame, PUSH_CHOSEN, self.push_to_chosen)
        self.editor_actions = {
            editor: make_action(window.frame, ActionSpec(text), partial(self.push, editor))
            for editor, text in EDITOR_ITEMS.items()
        }
        self.settings_action = make_action(window.frame, EDITOR_SETTINGS, self.edit_settings)
        self.dialog: EditorSettingsDialog | None = None

    def fill_menu(self, parent: QMenu) -> QMenu:
        """The submenu: Push Citation (to the chosen editor), each editor, the settings."""
        menu = parent.addMenu(translate("", PUSH_MENU))
        menu.aboutToShow.connect(self.name_chosen)
        self.name_chosen()
        menu.addAction(self.push_action)
        menu.addSeparator()
        menu.addActions(list(self.editor_actions.values()))
        menu.addSeparator()
        menu.addAction(self.settings_action)
        return menu

    def name_chosen(self) -> None:
        """The first item names the editor Editor Settings chose ("Push Citation to Vim")."""
        name = EDITOR_NAMES[chosen_editor(self.host.settings)]
        self.push_action.setText(translate("", PUSH_CHOSEN_NAMED).format(editor=name))

    def push_to_chosen(self) -> Task | None:
        """Push to the editor chosen in the settings."""
        return self.push(chosen_editor(self.host.settings))

    def push(self, editor: str) -> Task | None:
        """Push the selected papers' \\cite{…} into editor in the background (an editor that
        does not answer waits out its timeout there); said in the status bar, a failure in a
        message. The task, or None when nothing is selected."""
        ids = self.host.table.selected_ids()
        if not ids:
            self.host.statusBar().showMessage(
                translate("projects.push_ui", "Select the papers to cite first"), 5000
            )
            return None
        name = EDITOR_NAMES[editor]

        def pushed(citation: object) -> None:
            said = translate("projects.push_ui", "Pushed {citation} to {editor}")
            shown = said.format(citation=citation, editor=name)
            self.host.statusBar().showMessage(plain(shown), 5000)

        return runner().run(
            lambda context: push_papers(context.lib, editor, ids),
            library=self.host.controller.lib.target, lane="push-to-editor",
            on_success=pushed, on_failure=self.host.show_error,
        )  # fmt: skip

    def edit_settings(self) -> EditorSettingsDialog:
        """Open Editor Settings…"""
        self.dialog = EditorSettingsDialog(
            self.host.controller.lib, self.host.settings, self.host.frame
        )
        self.dialog.open()
        return self.dialog
