"""A damaged library makes its window read-only, with a banner that says so.

A library too big to check at open (file_checks.QUICK_CHECK_LIMIT) is checked on the task
runner once the table has first painted, so the first paint neither waits for it nor shares
the CPU with it; its daily backup (itself in the background) waits for the check to pass.
Closing the window cancels both (SQLite's progress handler stops the statement).
Damage that any statement meets later (the library goes read-only on the spot) shows
the same banner as soon as the failed change is reported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

from papershelf.gui.dialogs import backups_dialog
from papershelf.gui.live.daily_backup import daily_backup_of
from papershelf.gui.live.read_only import damaged_text, make_window_read_only
from papershelf.gui.shell.after_paint import AfterFirstPaint
from papershelf.gui.tasks import Task, TaskContext, runner
from papershelf.library import integrity

if TYPE_CHECKING:
    from papershelf.gui.live.read_only import ReadOnlyWindow
    from papershelf.gui.window_api import Host, Selection

    class CheckedWindow(ReadOnlyWindow, Host, Selection, Protocol):
        """What the check needs of its window: the read-only parts, the table's first paint."""


class DamageCheck(QObject):
    """Watches one window's library for damage; the background check's finding ('' when
    the file is whole) comes back to on_checked on the window's thread."""

    def __init__(self, window: CheckedWindow) -> None:
        super().__init__(window.frame)
        self.host = window  # the window's roles this feature uses (window_api)
        self.banner_shown = False
        self.task: Task | None = None  # the background check, once started
        window.controller.failed.connect(self.on_failure)

    def run_in_background(self) -> None:
        """quick_check the file on the task runner (its own read-only connection); the
        check stops soon after stop() cancels it."""
        path = self.host.controller.lib.path

        def work(context: TaskContext) -> str:
            """On a pool thread: the check; a cancelled one is not a finding."""
            found = integrity.check_file(path, lambda: context.cancelled) or ""
            context.check()
            return found

        self.task = runner().run(work, on_success=self.on_checked)

    def stop(self) -> None:
        """Cancel the check and the daily backup if they are running (the window is closing)."""
        if self.task is not None:
            self.task.cancel()
        daily_backup_of(self.host).stop()

    def on_checked(self, found: str) -> None:
        """Damaged: read-only with the banner; whole: writes need no check, back up daily."""
        lib = self.host.controller.lib
        if found:
            lib.mark_damaged(found)
            self.show_banner()
        elif lib.needs_check:
            lib.mark_checked()
            backups_dialog.daily_backup(self.host)

    def on_failure(self, _message: str) -> None:
        """A change failed: if it was because the file is damaged, say so in the banner."""
        if self.host.controller.lib.damaged is not None:
            self.show_banner()

    def show_banner(self) -> None:
        """The damaged banner, once (the window turns read-only)."""
        lib = self.host.controller.lib
        if self.banner_shown or lib.damaged is None:
            return
        self.banner_shown = True
        make_window_read_only(self.host, damaged_text(lib.damaged))


def start_check(window: CheckedWindow) -> DamageCheck:
    """Watch the window's library for damage; check it in the background if the open did not."""
    check = DamageCheck(window)
    lib = window.controller.lib
    if lib.damaged is not None:
        check.show_banner()
    elif lib.needs_check and lib.read_only is None:
        AfterFirstPaint(window.table, check.run_in_background)
    return check
