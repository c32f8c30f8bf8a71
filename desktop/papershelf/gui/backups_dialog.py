"""File › Restore from Backup…: the backups with dates and entry counts, restored after a yes."""

from __future__ import annotations

from typing import TYPE_CHECKING

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

from papershelf.gui.after_paint import AfterFirstPaint
from papershelf.gui.daily_backup import daily_backup_of
from papershelf.gui.safe_text import message_html
from papershelf.gui.watcher import refresh_window
from papershelf.library import backups
from papershelf.library.backups import Backup
from papershelf.library.db import LibraryError

if TYPE_CHECKING:
    from papershelf.gui.main_window import MainWindow

RESTORE_TEXT = "&Restore from Backup…"
DAILY_CHECK_MS = 60 * 60 * 1000  # look once an hour whether today's backup is due


class BackupsDialog(QDialog):
    """Lists a library's backups, newest first; accept() with one chosen."""

    def __init__(self, found: list[Backup], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Restore from Backup")
        self.list = QListWidget(self)
        self.list.setAccessibleName(QCoreApplication.translate("Accessibility", "Backups"))
        for backup in found:
            item = QListWidgetItem(backup.label(), self.list)
            item.setData(Qt.ItemDataRole.UserRole, backup)
        self.list.setCurrentRow(0)
        buttons = QDialogButtonBox(self)
        buttons.addButton("Restore…", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.itemDoubleClicked.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Backups of this library (the current state is backed up first):"))
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        self.resize(520, 360)

    def chosen(self) -> Backup | None:
        """The backup selected."""
        item = self.list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)


def confirm_restore(window: QWidget, backup: Backup) -> bool:
    """Ask before replacing the library with a backup."""
    answer = QMessageBox.question(
        window, "Restore from Backup",
        f"Replace the library with the backup of {backup.taken:%Y-%m-%d %H:%M} "
        f"({backup.entries:,} entries)?\n\nThe library as it is now is backed up first.",
    )  # fmt: skip
    return answer == QMessageBox.StandardButton.Yes


def restore(window: MainWindow, backup: Backup) -> bool:
    """Restore *backup* into the window's library and show it; False with a message on failure."""
    try:
        backups.restore_backup(window.controller.lib, backup.path)
    except LibraryError as exc:
        QMessageBox.warning(window, "Restore from Backup", message_html(str(exc)))
        return False
    window.controller.undo_stack.clear()  # its steps describe a library that is gone
    refresh_window(window)
    window.statusBar().showMessage(f"Restored the backup of {backup.taken:%Y-%m-%d %H:%M}.", 8000)
    return True


def choose_and_restore(window: MainWindow) -> bool:
    """The menu command: pick a backup, confirm, restore."""
    found = backups.list_backups(window.controller.lib.path)
    if not found:
        QMessageBox.information(window, "Restore from Backup", "This library has no backups yet.")
        return False
    dialog = BackupsDialog(found, window)
    if dialog.exec() != QDialog.DialogCode.Accepted or (chosen := dialog.chosen()) is None:
        return False
    return confirm_restore(window, chosen) and restore(window, chosen)


def install(window: MainWindow, writes: bool) -> QAction:
    """Add File › Restore from Backup… (before Quit); a writing window also backs up daily."""
    action = QAction(RESTORE_TEXT, window)
    action.setObjectName("restoreBackupAction")
    action.triggered.connect(lambda: choose_and_restore(window))
    action.setEnabled(writes)
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)
    existing = file_menu.actions()
    if existing:
        file_menu.insertAction(existing[-1], action)  # before Quit
    else:
        file_menu.addAction(action)
    if writes:
        if not window.controller.lib.needs_check:  # else once its check has passed
            AfterFirstPaint(window, lambda: daily_backup(window))  # never shares the CPU with it
        timer = QTimer(window)
        timer.setInterval(DAILY_CHECK_MS)
        timer.timeout.connect(lambda: daily_backup(window))
        timer.start()
    return action


def daily_backup(window: MainWindow) -> None:
    """The daily backup, in the background (gui/daily_backup), unless the library cannot be
    written (read-only, damaged: it is not copied)."""
    daily_backup_of(window).start()
