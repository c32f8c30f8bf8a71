"""A damaged library makes its window read-only, with a banner that says so.

A library too big to check at open (file_checks.QUICK_CHECK_LIMIT) is checked in a background
thread once the table has first painted, so the first paint neither waits for it nor shares
the CPU with it; its daily backup waits for the check to pass.
Damage that any statement meets later (the library goes read-only on the spot) shows
the same banner as soon as the failed change is reported.
"""

from __future__ import annotations

import contextlib
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from papershelf.gui import backups_dialog
from papershelf.gui.after_paint import AfterFirstPaint
from papershelf.gui.read_only import damaged_text, make_window_read_only
from papershelf.library import integrity

if TYPE_CHECKING:
    from papershelf.gui.main_window import MainWindow


class DamageCheck(QObject):
    """Watches one window's library for damage; `checked` carries the background check's
    finding ('' when the file is whole) back to the GUI thread."""

    checked = Signal(str)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.banner_shown = False
        self.checked.connect(self.on_checked)
        window.controller.failed.connect(self.on_failure)

    def run_in_background(self) -> None:
        """quick_check the file in a thread of its own (its own read-only connection)."""
        path = self.window.controller.lib.path
        threading.Thread(target=self._check, args=(path,), daemon=True).start()

    def _check(self, path: Path) -> None:
        """The thread: check, then hand the finding to the GUI thread."""
        found = integrity.check_file(path) or ""
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self.checked.emit(found)

    def on_checked(self, found: str) -> None:
        """Damaged: read-only with the banner; whole: writes need no check, back up daily."""
        lib = self.window.controller.lib
        if found:
            lib.mark_damaged(found)
            self.show_banner()
        elif lib.needs_check:
            lib.mark_checked()
            backups_dialog.daily_backup(self.window)

    def on_failure(self, _message: str) -> None:
        """A change failed: if it was because the file is damaged, say so in the banner."""
        if self.window.controller.lib.damaged is not None:
            self.show_banner()

    def show_banner(self) -> None:
        """The damaged banner, once (the window turns read-only)."""
        lib = self.window.controller.lib
        if self.banner_shown or lib.damaged is None:
            return
        self.banner_shown = True
        make_window_read_only(self.window, damaged_text(lib.damaged))


def start_check(window: MainWindow) -> DamageCheck:
    """Watch the window's library for damage; check it in the background if the open did not."""
    check = DamageCheck(window)
    lib = window.controller.lib
    if lib.damaged is not None:
        check.show_banner()
    elif lib.needs_check and lib.read_only is None:
        AfterFirstPaint(window, check.run_in_background)
    return check
