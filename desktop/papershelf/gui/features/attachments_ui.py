"""The window's attachments: attach (drop, Paper › Attach File…), open, show, locate, remove.

Every change is an undo step calling services.attachments. Nothing is ever opened without
the person asking (double-click, O, Ctrl+Enter, Open), and a file an imported .bib pointed
at outside the library's, the managed and the .bib's folders is opened only after the
person confirms it. Files open with the system's viewer through `open_with_system`, the one
place the app hands a path to the desktop (tests replace it).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QDir, QEvent, QObject, QPoint, QProcess, Qt, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence, QUndoCommand
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from papershelf.gui import actions
from papershelf.gui.detail.attachments_view import FileDrops, attachable, shown_name
from papershelf.gui.features.no_viewer import say_no_viewer, viewer_known
from papershelf.gui.live.file_watch import FolderWatch
from papershelf.gui.safe_text import message_html
from papershelf.gui.translation import translate
from papershelf.library.attachments import AttachmentRow
from papershelf.library.file_presence import file_present
from papershelf.services import attachments
from papershelf.services.changes import ServiceError

if TYPE_CHECKING:
    from papershelf.gui.controller import LibraryController
    from papershelf.gui.window_api import Frame, LibraryAccess, Panes, Selection, View

    class AttachingWindow(Frame, LibraryAccess, Selection, View, Panes, Protocol):
        """The rows and the pane files are dropped on, the sidebar's Missing files count."""


OPEN_KEYS = ("Ctrl+Return", "Ctrl+Enter", "O")


def open_with_system(url: QUrl) -> bool:
    """Hand a file or folder to the desktop's viewer (the boundary tests replace); False when
    the desktop has no program for it."""
    return viewer_known(url) and QDesktopServices.openUrl(url)


def show_in_file_manager(path: Path) -> bool:
    """Open the folder holding path: with the file selected in Finder and Explorer, the
    folder alone elsewhere (file managers differ in how they are asked)."""
    if sys.platform == "darwin":
        return start_program("open", ["-R", str(path)])
    if sys.platform == "win32":
        return start_program("explorer", [f"/select,{QDir.toNativeSeparators(str(path))}"])
    return open_with_system(QUrl.fromLocalFile(str(path.parent)))


def start_program(program: str, arguments: list[str]) -> bool:
    """Start a desktop program detached (the boundary tests replace)."""
    started = QProcess.startDetached(program, arguments)
    return bool(started[0] if isinstance(started, tuple) else started)


class AttachFilesCommand(QUndoCommand):
    """Attach files to one entry; undo forgets them (files stay), redo puts the same back."""

    def __init__(
        self, controller: LibraryController, entry_id: int, paths: Sequence[Path], copy: bool
    ) -> None:
        count = len(paths)
        super().__init__(translate("attachments_ui", "Attach %n files", None, count))
        self._controller, self._entry_id = controller, entry_id
        self._paths, self._copy = list(paths), copy
        self.rows: list[AttachmentRow] = []

    def redo(self) -> None:
        """Attach (copying as chosen); again after undo: the very rows undo removed."""
        if self.rows:
            self._controller.run(lambda lib: attachments.restore(lib, self.rows))
            return
        changes = self._controller.run(
            lambda lib: attachments.attach_files(lib, self._entry_id, self._paths, self._copy)
        )
        added = changes.attachments
        self.rows = [r for r in self._current() if r.id in added]

    def undo(self) -> None:
        """Forget the attachments (a managed copy stays on disk, for redo)."""
        self._controller.run(lambda lib: attachments.detach(lib, [r.id for r in self.rows]))

    def _current(self) -> list[AttachmentRow]:
        """The entry's attachments now."""
        return attachments.attachments_of(self._controller.lib, self._entry_id)


class RemoveAttachmentCommand(QUndoCommand):
    """Forget one attachment (the file stays); undo puts it back in its place."""

    def __init__(self, controller: LibraryController, row: AttachmentRow) -> None:
        step = translate("attachments_ui", "Remove attachment '{name}'")
        super().__init__(step.format(name=shown_name(row)))
        self._controller, self._row = controller, row

    def redo(self) -> None:
        """Forget it."""
        self._controller.run(lambda lib: attachments.detach(lib, [self._row.id]))

    def undo(self) -> None:
        """Put it back, with its id."""
        self._controller.run(lambda lib: attachments.restore(lib, [self._row]))


class AttachmentsUi:
    """Attaching and opening files in the window: actions, drops, the detail pane's list."""

    def __init__(self, window: AttachingWindow) -> None:
        self.window = window.frame  # Qt's: dialogs' parent, the status bar
        self.host = window  # the window's roles this feature uses (window_api)
        self.controller = window.controller
        self.attach_action = actions.make_action(
            window.frame, actions.ATTACH_FILE, self.choose_files
        )
        self.open_action = self._open_action()
        self.folder_action = actions.make_action(
            window.frame, actions.SHOW_FILE_IN_FOLDER, self.show_first_in_folder
        )
        FileDrops(window.table.viewport(), self._over_row, self._dropped_on_row)
        FileDrops(window.detail, self._on_detail, self._dropped_on_detail)
        files = window.detail.files
        files.open_requested.connect(self.open)
        files.folder_requested.connect(self.show_in_folder)
        files.locate_requested.connect(self.locate)
        files.remove_requested.connect(self.remove)
        self._activation = _OnActivation(window.frame, self.recheck)
        self.folder_watch = FolderWatch(window, self.recheck)

    def recheck(self) -> None:
        """Files may have come or gone (the window was in the background, or a watched folder
        changed): the Missing files count (on the task runner: every attached file on disk),
        the Files icons and the pane's list look again."""
        self.host.sidebar.model.count_later({"files"})
        self.host.model.recheck_files()
        entry = self.host.detail.entry()
        if entry is not None:
            self.host.detail.files.show_files(entry.files)

    def _open_action(self) -> QAction:
        """Open File: Ctrl+Enter and O while the list has the focus (O types in text boxes)."""
        action = actions.make_action(self.window, actions.OPEN_FILE, self.open_first)
        action.setShortcuts([QKeySequence(key) for key in OPEN_KEYS])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.host.table.addAction(action)
        return action

    def menu_actions(self) -> list[QAction]:
        """The Paper menu's attachment actions."""
        return [self.attach_action, self.open_action, self.folder_action]

    # --- attaching ----------------------------------------------------------------------
    def choose_files(self) -> None:
        """Paper › Attach File…: pick files for the selected paper."""
        entry_id = self._current_id()
        if entry_id is None:
            select = translate("attachments_ui", "Select the paper to attach files to.")
            self.window.statusBar().showMessage(select, 6000)
            return
        title = translate("attachments_ui", "Attach Files")
        paths, _ = QFileDialog.getOpenFileNames(self.window, title, str(Path.home()))
        if paths:
            self.attach(entry_id, [Path(p) for p in paths])

    def attach(self, entry_id: int, paths: Sequence[Path]) -> bool:
        """Attach files to an entry (linked or copied, as Preferences say), one undo step."""
        copy = attachments.copy_mode(self.controller.lib)
        command = AttachFilesCommand(self.controller, entry_id, paths, copy)
        done = self.controller.push(command)
        if done:
            count = len(paths)
            attached = (
                translate(
                    "attachments_ui",
                    "Attached %n files (copied into the library's folder).",
                    None,
                    count,
                )
                if copy
                else translate("attachments_ui", "Attached %n files (linked).", None, count)
            )
            self.window.statusBar().showMessage(attached, 6000)
        return done

    def _over_row(self, paths: list[Path], pos: QPoint) -> bool:
        """Files dragged over a row of the list attach to it (bibliographies import)."""
        return attachable(paths) and self.host.table.indexAt(pos).isValid()

    def _dropped_on_row(self, paths: list[Path], pos: QPoint) -> None:
        """Attach files dropped on a row to that row's paper, and show it."""
        entry_id = self.host.model.entry_id(self.host.table.indexAt(pos).row())
        self.host.table.select_ids([entry_id])
        self.attach(entry_id, paths)

    def _on_detail(self, paths: list[Path], _pos: QPoint) -> bool:
        """Files dragged over the detail pane attach to the paper it shows."""
        return attachable(paths) and self.host.detail.entry() is not None

    def _dropped_on_detail(self, paths: list[Path], _pos: QPoint) -> None:
        """Attach files dropped on the detail pane to its paper."""
        entry = self.host.detail.entry()
        if entry is not None:
            self.attach(entry.id, paths)

    # --- opening ------------------------------------------------------------------------
    def _current_id(self) -> int | None:
        """The paper selected (the first, if several)."""
        ids = self.host.table.selected_ids()
        return ids[0] if ids else None

    def _first(self) -> AttachmentRow | None:
        """The selected paper's first attachment; a status message when it has none."""
        entry_id = self._current_id()
        rows = attachments.attachments_of(self.controller.lib, entry_id) if entry_id else []
        if not rows:
            none = translate("attachments_ui", "This paper has no attached file.")
            self.window.statusBar().showMessage(none, 6000)
        return rows[0] if rows else None

    def open_first(self) -> None:
        """O / Ctrl+Enter: open the selected paper's first attachment."""
        row = self._first()
        if row is not None:
            self.open(row)

    def show_first_in_folder(self) -> None:
        """Paper › Show File in Folder: the folder of the first attachment."""
        row = self._first()
        if row is not None:
            self.show_in_folder(row)

    def open(self, row: AttachmentRow) -> None:
        """Open an attachment with the system's viewer: a missing one offers Locate…, one from
        outside the chosen folders is opened only once the person agrees."""
        if not file_present(row.path):
            self._offer_locate(row)
        elif not row.trusted:
            self._confirm_then_open(row)
        else:
            self._open_or_say(row)

    def _open_or_say(self, row: AttachmentRow) -> None:
        """Open with the desktop's viewer; if it has none, say so and offer Show in Folder."""
        if not open_with_system(_url_of(row)):
            say_no_viewer(self.window, Path(row.path), partial(self.show_in_folder, row))

    def show_in_folder(self, row: AttachmentRow) -> None:
        """Open the folder that holds the attachment (if it is still there)."""
        if not file_present(row.path):
            self._offer_locate(row)
            return
        show_in_file_manager(Path(row.path))

    def _confirm_then_open(self, row: AttachmentRow) -> None:
        """Ask before following a path an imported file gave; remember a yes."""
        box = QMessageBox(self.window)
        box.setObjectName("confirmOpenAttachment")
        box.setWindowTitle(translate("attachments_ui", "Open File"))
        box.setIcon(QMessageBox.Icon.Question)
        question = translate(
            "attachments_ui",
            "“{name}” is at {path}, outside the library's folders. "
            "It came from an imported file. Open it?",
        )
        box.setText(message_html(question.format(name=shown_name(row), path=row.path)))
        box.setStandardButtons(QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(button: int) -> None:
            """Open (and stop asking) on Open; nothing on Cancel."""
            if button == int(QMessageBox.StandardButton.Open):
                self._trust(row)
                self._open_or_say(row)

        box.finished.connect(answered)
        box.open()

    def _trust(self, row: AttachmentRow) -> None:
        """Remember that the person agreed to open this attachment (no undo step)."""
        try:
            self.controller.run(lambda lib: attachments.trust(lib, row.id))
        except ServiceError as exc:  # a read-only window: it opens anyway, and asks next time
            self.window.statusBar().showMessage(str(exc), 6000)

    def _offer_locate(self, row: AttachmentRow) -> None:
        """Say the file is missing, with Locate… to find it."""
        box = QMessageBox(self.window)
        box.setObjectName("missingAttachment")
        box.setWindowTitle(translate("attachments_ui", "File Missing"))
        box.setIcon(QMessageBox.Icon.Warning)
        missing = translate("attachments_ui", "“{name}” is not at {path} any more.")
        box.setText(message_html(missing.format(name=shown_name(row), path=row.path)))
        locate_text = translate("attachments_ui", "&Locate…")
        locate = box.addButton(locate_text, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(partial(self._locate_if, locate, row))
        box.open()

    def _locate_if(self, wanted: object, row: AttachmentRow, clicked: object) -> None:
        """Locate… when the button clicked is the Locate… one."""
        if clicked is wanted:
            self.locate(row)

    # --- changing -----------------------------------------------------------------------
    def locate(self, row: AttachmentRow) -> None:
        """Locate…: point the attachment at the file where it is now (undoable)."""
        start = str(Path(row.path).parent) if Path(row.path).parent.exists() else str(Path.home())
        title = translate("attachments_ui", "Locate “{name}”").format(name=shown_name(row))
        path, _ = QFileDialog.getOpenFileName(self.window, title, start)
        if not path:
            return
        step = translate("attachments_ui", "Locate '{name}'")
        self.controller.operation(
            step.format(name=shown_name(row)),
            lambda lib: attachments.relink(lib, row.id, path),
            lambda lib: attachments.revert(lib, row),
        )

    def remove(self, row: AttachmentRow) -> None:
        """Remove an attachment from its paper (its file stays; undoable)."""
        if self.controller.push(RemoveAttachmentCommand(self.controller, row)):
            removed = translate(
                "attachments_ui",
                "Removed “{name}” from the paper (the file stays) — Ctrl+Z brings it back.",
            )
            self.window.statusBar().showMessage(removed.format(name=shown_name(row)), 8000)


class _OnActivation(QObject):
    """Calls back each time the window becomes the active one."""

    def __init__(self, window: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(window)
        self._callback = callback
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Pass every event on; note activations."""
        if event.type() == QEvent.Type.WindowActivate:
            self._callback()
        return False


def _url_of(row: AttachmentRow) -> QUrl:
    """A file's URL (a web link as it is)."""
    if "://" in row.path and not row.path.lower().startswith("file:"):
        return QUrl(row.path)
    return QUrl.fromLocalFile(row.path)
