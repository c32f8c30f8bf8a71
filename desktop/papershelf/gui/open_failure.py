"""When the library cannot be opened: say why, leave the file alone, offer a backup or a new one."""

from __future__ import annotations

import shutil
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from papershelf.gui.safe_text import message_html
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.backup_archive import readable
from papershelf.library.backups import Backup, list_backups
from papershelf.library.locations import display_name

OPEN_BACKUP = N("Open a Backup…")
NEW_LIBRARY = N("Create a New Library…")
TRY_AGAIN = N("Try Again")
QUIT = N("Quit")
# Why a backup was taken (the code in its file name), as the list says it.
REASONS = {
    "daily": N("daily"),
    "manual": N("manual"),
    "before-delete": N("before delete"),
    "before-keys": N("before new keys"),
    "before-merge": N("before merge"),
    "before-tag-delete": N("before tag delete"),
    "before-tag-merge": N("before tag merge"),
    "before-restore": N("before restore"),
}


def ask_what_next(path: Path, reason: str, parent: QWidget | None = None) -> str | None:
    """The message box: OPEN_BACKUP, NEW_LIBRARY, or None to quit."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle("Papershelf")
    cannot = translate("open_failure", "The library cannot be opened.\n\n{reason}")
    box.setText(message_html(cannot.format(reason=reason)))
    box.setInformativeText(
        translate("open_failure", "The file has not been changed. What would you like to do?")
    )
    backup = box.addButton(translate("", OPEN_BACKUP), QMessageBox.ButtonRole.AcceptRole)
    backup.setEnabled(bool(usable_backups(path)))
    new = box.addButton(translate("", NEW_LIBRARY), QMessageBox.ButtonRole.ActionRole)
    box.addButton(translate("", QUIT), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    clicked = box.clickedButton()
    return OPEN_BACKUP if clicked is backup else NEW_LIBRARY if clicked is new else None


def backup_label(backup: Backup) -> str:
    """'2025-03-02 10:14 — 1204 entries (before delete)' in the user's language."""
    if backup.entries < 0:
        count = translate("open_failure", "unreadable")
    else:
        entries = backup.entries
        count = translate("open_failure", "%n entries", None, entries)
    reason = REASONS.get(backup.reason)
    why = translate("", reason) if reason else backup.reason.replace("-", " ")
    return f"{backup.taken:%Y-%m-%d %H:%M} — {count} ({why})"


def usable_backups(path: Path) -> list[Backup]:
    """The library's backups that can be read, newest first."""
    return [b for b in list_backups(path) if b.entries >= 0]


def copy_of_backup(path: Path, backup: Backup) -> Path:
    """A working copy of *backup* (decompressed) beside the damaged library (which stays as
    it is)."""
    target = path.with_name(f"{path.stem}-restored-{datetime.now():%Y%m%d-%H%M%S}.sqlite")
    with readable(backup.path) as plain:
        shutil.copyfile(plain, target)
    return target


def choose_backup(path: Path, parent: QWidget | None = None) -> Backup | None:
    """Ask which backup to open (newest first)."""
    found = usable_backups(path)
    labels = [backup_label(b) for b in found]
    label, ok = QInputDialog.getItem(
        parent,
        translate("open_failure", "Open a Backup"),
        translate("open_failure", "Backups:"),
        labels,
        0,
        False,
    )
    return found[labels.index(label)] if ok and label in labels else None


def choose_new_library(path: Path, parent: QWidget | None = None) -> Path | None:
    """Ask where to create a new, empty library (not over the damaged file)."""
    suggested = str(path.with_name(f"{path.stem}-new.sqlite"))
    chosen, _ = QFileDialog.getSaveFileName(
        parent,
        translate("", NEW_LIBRARY),
        suggested,
        translate("open_failure", "Libraries (*.sqlite)"),
    )
    if not chosen or Path(chosen).resolve() == path.resolve():
        return None
    return Path(chosen)


def recover(path: Path, reason: str) -> Path | None:
    """Ask, then the library to open instead (a backup's copy or a new file), or None to quit."""
    choice = ask_what_next(path, reason)
    if choice == OPEN_BACKUP and (backup := choose_backup(path)) is not None:
        return copy_of_backup(path, backup)
    if choice == NEW_LIBRARY:
        return choose_new_library(path)
    return None


def ask_server_retry(url: str, reason: str, parent: QWidget | None = None) -> bool:
    """A shared library could not be opened: say why (never its password); True: try again."""
    shown = display_name(url)
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle("Papershelf")
    box.setText(
        message_html(
            translate(
                "open_failure", "The shared library {library} cannot be opened.\n\n{reason}"
            ).format(library=shown, reason=reason.replace(url, shown))
        )
    )
    box.setInformativeText(
        translate(
            "open_failure",
            "Nothing was changed on the server. Check the host, database and user; the password "
            "comes from ~/.pgpass, PGPASSWORD or a service file.",
        )
    )
    again = box.addButton(translate("", TRY_AGAIN), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("", QUIT), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(again)
    box.exec()
    return box.clickedButton() is again


ADOPT_EMPTY = N("Make It a Library")


def confirm_adopt_empty(path: Path, parent: QWidget | None = None) -> bool:
    """Ask before turning an existing empty file into a library (True: the person agreed)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle("Papershelf")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(
        translate("open_failure", "{path} is an empty file, not a Papershelf library.").format(
            path=path
        )
    )
    box.setInformativeText(
        translate("open_failure", "Make it a new, empty library? Nothing else is changed.")
    )
    adopt = box.addButton(translate("", ADOPT_EMPTY), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(adopt)
    box.exec()
    return box.clickedButton() is adopt
