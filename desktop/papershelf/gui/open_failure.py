"""When the library cannot be opened: say why, leave the file alone, offer a backup or a new one."""

from __future__ import annotations

import shutil
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from papershelf.gui.safe_text import message_html
from papershelf.library.backup_archive import readable
from papershelf.library.backups import Backup, list_backups
from papershelf.library.locations import display_name

OPEN_BACKUP = "Open a Backup…"
NEW_LIBRARY = "Create a New Library…"
TRY_AGAIN = "Try Again"


def ask_what_next(path: Path, reason: str, parent: QWidget | None = None) -> str | None:
    """The message box: OPEN_BACKUP, NEW_LIBRARY, or None to quit."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle("Papershelf")
    box.setText(message_html(f"The library cannot be opened.\n\n{reason}"))
    box.setInformativeText("The file has not been changed. What would you like to do?")
    backup = box.addButton(OPEN_BACKUP, QMessageBox.ButtonRole.AcceptRole)
    backup.setEnabled(bool(usable_backups(path)))
    new = box.addButton(NEW_LIBRARY, QMessageBox.ButtonRole.ActionRole)
    box.addButton("Quit", QMessageBox.ButtonRole.RejectRole)
    box.exec()
    clicked = box.clickedButton()
    return OPEN_BACKUP if clicked is backup else NEW_LIBRARY if clicked is new else None


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
    labels = [b.label() for b in found]
    label, ok = QInputDialog.getItem(parent, "Open a Backup", "Backups:", labels, 0, False)
    return found[labels.index(label)] if ok and label in labels else None


def choose_new_library(path: Path, parent: QWidget | None = None) -> Path | None:
    """Ask where to create a new, empty library (not over the damaged file)."""
    suggested = str(path.with_name(f"{path.stem}-new.sqlite"))
    chosen, _ = QFileDialog.getSaveFileName(parent, NEW_LIBRARY, suggested, "Libraries (*.sqlite)")
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
            f"The shared library {shown} cannot be opened.\n\n{reason.replace(url, shown)}"
        )
    )
    box.setInformativeText(
        "Nothing was changed on the server. Check the host, database and user; the password "
        "comes from ~/.pgpass, PGPASSWORD or a service file."
    )
    again = box.addButton(TRY_AGAIN, QMessageBox.ButtonRole.AcceptRole)
    box.addButton("Quit", QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(again)
    box.exec()
    return box.clickedButton() is again


ADOPT_EMPTY = "Make It a Library"


def confirm_adopt_empty(path: Path, parent: QWidget | None = None) -> bool:
    """Ask before turning an existing empty file into a library (True: the person agreed)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle("Papershelf")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(f"{path} is an empty file, not a Papershelf library.")
    box.setInformativeText("Make it a new, empty library? Nothing else is changed.")
    adopt = box.addButton(ADOPT_EMPTY, QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(adopt)
    box.exec()
    return box.clickedButton() is adopt
