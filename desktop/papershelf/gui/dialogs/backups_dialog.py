"""File › Restore from Backup…: the backups with dates and entry counts, restored after a yes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.live.daily_backup import daily_backup_of
from papershelf.gui.live.watcher import refresh_window
from papershelf.gui.open_failure import backup_label
from papershelf.gui.safe_text import message_html
from papershelf.gui.shell.after_paint import AfterFirstPaint
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library import backups
from papershelf.library.backups import Backup
from papershelf.library.db import LibraryError

if TYPE_CHECKING:
    from papershelf.gui.window_api import Host, Refreshable, Selection

    class RestoredWindow(Refreshable, Protocol):
        """A restore replaces the library under the window: every view is read again."""

    class InstalledWindow(RestoredWindow, Selection, Protocol):
        """The menu command's window: the daily backup waits for the table's first paint."""


RESTORE_TEXT = N("&Restore from Backup…")
DAILY_CHECK_MS = 60 * 60 * 1000  # look once an hour whether today's backup is due


class BackupsDialog(QDialog):
    """Lists a library's backups, newest first; accept() with one chosen."""

    def __init__(self, found: list[Backup], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("backups_dialog", "Restore from Backup"))
        self.list = QListWidget(self)
        self.list.setAccessibleName(QCoreApplication.translate("Accessibility", "Backups"))
        for backup in found:
            item = QListWidgetItem(backup_label(backup), self.list)
            item.setData(Qt.ItemDataRole.UserRole, backup)
        self.list.setCurrentRow(0)
        buttons = QDialogButtonBox(self)
        buttons.addButton(
            translate("backups_dialog", "Restore…"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.itemDoubleClicked.connect(self.accept)
        layout = QVBoxLayout(self)
        heading = QLabel(
            translate(
                "backups_dialog", "Backups of this library (the current state is backed up first):"
            )
        )
        heading.setWordWrap(True)  # German is a third longer
        layout.addWidget(heading)
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        self.resize(520, 360)

    def chosen(self) -> Backup | None:
        """The backup selected."""
        item = self.list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)


def confirm_restore(window: QWidget, backup: Backup) -> bool:
    """Ask before replacing the library with a backup."""
    entries = backup.entries
    answer = QMessageBox.question(
        window,
        translate("backups_dialog", "Restore from Backup"),
        translate(
            "backups_dialog",
            "Replace the library with the backup of {taken} (%n entries)?\n\n"
            "The library as it is now is backed up first.",
            None,
            entries,
        ).format(taken=f"{backup.taken:%Y-%m-%d %H:%M}"),
    )
    return answer == QMessageBox.StandardButton.Yes


def restore(host: RestoredWindow, backup: Backup) -> bool:
    """Restore *backup* into the window's library and show it; False with a message on failure."""
    window = host.frame
    try:
        backups.restore_backup(host.controller.lib, backup.path)
    except LibraryError as exc:
        QMessageBox.warning(
            window, translate("backups_dialog", "Restore from Backup"), message_html(str(exc))
        )
        return False
    host.controller.undo_stack.clear()  # its steps describe a library that is gone
    refresh_window(host)
    restored = translate("backups_dialog", "Restored the backup of {taken}.")
    window.statusBar().showMessage(restored.format(taken=f"{backup.taken:%Y-%m-%d %H:%M}"), 8000)
    return True


def choose_and_restore(host: RestoredWindow) -> bool:
    """The menu command: pick a backup, confirm, restore."""
    window = host.frame
    found = backups.list_backups(host.controller.lib.path)
    if not found:
        QMessageBox.information(
            window,
            translate("backups_dialog", "Restore from Backup"),
            translate("backups_dialog", "This library has no backups yet."),
        )
        return False
    dialog = BackupsDialog(found, window)
    if dialog.exec() != QDialog.DialogCode.Accepted or (chosen := dialog.chosen()) is None:
        return False
    return confirm_restore(window, chosen) and restore(host, chosen)


def install(host: InstalledWindow, writes: bool) -> QAction:
    """Add File › Restore from Backup… (before Quit); a writing window also backs up daily."""
    window = host.frame
    action = QAction(translate("", RESTORE_TEXT), window)
    action.setObjectName("restoreBackupAction")
    action.triggered.connect(lambda: choose_and_restore(host))
    action.setEnabled(writes)
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)
    existing = file_menu.actions()
    if existing:
        file_menu.insertAction(existing[-1], action)  # before Quit
    else:
        file_menu.addAction(action)
    if writes:
        if not host.controller.lib.needs_check:  # else once its check has passed
            AfterFirstPaint(host.table, lambda: daily_backup(host))  # never shares the CPU with it
        timer = QTimer(window)
        timer.setInterval(DAILY_CHECK_MS)
        timer.timeout.connect(lambda: daily_backup(host))
        timer.start()
    return action


def daily_backup(host: Host) -> None:
    """The daily backup, in the background (gui/live/daily_backup), unless the library cannot be
    written (read-only, damaged: it is not copied)."""
    daily_backup_of(host).start()
