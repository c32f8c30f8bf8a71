"""The window's daily backup, taken on the task runner (lane 'backups'): copied, checked and
compressed by library.backup_archive on a pool thread while the window keeps answering;
cancelled when the window closes.

Damage the backup's check finds makes the library read-only, as a failed write does: the
window's DamageCheck shows the banner when `controller.failed` reports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from papershelf.gui.tasks import Task, TaskContext, runner
from papershelf.library import backups
from papershelf.library.backup_archive import BackupCancelled, Taken

if TYPE_CHECKING:
    from papershelf.gui.window_api import Host

LANE = "backups"


class DailyBackup(QObject):
    """Starts the window's daily backup in the background, one at a time; `done` carries
    what it came to (None: a recent backup made it unneeded, or it was cancelled)."""

    done = Signal(object)

    def __init__(self, window: Host) -> None:
        super().__init__(window.frame)
        self.window = window.frame  # Qt's: dialogs' parent, the status bar
        self.host = window  # the window's roles this feature uses (window_api)
        self.task: Task | None = None

    def start(self) -> Task | None:
        """Take the daily backup if one is due and none is running (None: nothing started)."""
        lib = self.host.controller.lib
        if lib.read_only is not None or lib.file is None or self.running():
            return None
        path, keep, budget = lib.path, backups.keep_count(lib), backups.budget_bytes(lib)

        def work(context: TaskContext) -> Taken | None:
            """On a pool thread: the backup, stopping when the task is cancelled."""
            try:
                return backups.daily_compressed(path, keep, budget, lambda: context.cancelled)
            except BackupCancelled:
                context.check()  # ends the task quietly
                return None

        self.task = runner().run(
            work, lane=LANE, on_success=self._taken, on_failure=self._failed
        )  # fmt: skip
        return self.task

    def running(self) -> bool:
        """Whether a backup is being taken now."""
        return self.task is not None and self.task.is_running()

    def stop(self) -> None:
        """Cancel the backup being taken (the window is closing): no partial file is left."""
        if self.task is not None:
            self.task.cancel()

    def _taken(self, taken: Taken | None) -> None:
        """On the window's thread: damage found by the copy's check makes the library read-only."""
        if taken is not None and taken.damage is not None:
            error = self.host.controller.lib.mark_damaged(taken.damage)
            self.host.controller.failed.emit(str(error))
        self.done.emit(taken)

    def _failed(self, why: str) -> None:
        """A full disk or an unwritable folder: said in the status bar, the library is fine."""
        text = self.tr("The daily backup was not taken: {why}").format(why=why)
        self.window.statusBar().showMessage(text, 10000)
        self.done.emit(None)


def daily_backup_of(window: Host) -> DailyBackup:
    """The window's DailyBackup (made on first use)."""
    found = window.frame.findChild(DailyBackup)
    return found if isinstance(found, DailyBackup) else DailyBackup(window)
