"""One window writes a library: the writer's lock, the read-only second window, the watcher."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAction

from papershelf.gui import backups_dialog
from papershelf.gui.damage_check import DamageCheck, start_check
from papershelf.gui.main_window import MainWindow
from papershelf.gui.read_only import ReadOnlyBanner, banner_text, make_window_read_only
from papershelf.gui.watcher import LibraryWatcher, watch
from papershelf.library.db import Library
from papershelf.library.lock import LibraryLock, LockHolder, make_read_only


@dataclass
class WindowSafety:
    """What guards one window's library: its lock (if it writes), banner and watcher."""

    lock: LibraryLock
    holder: LockHolder | None  # who writes the library, when it is not this window
    banner: ReadOnlyBanner | None = None
    watcher: LibraryWatcher | None = None
    restore_action: QAction | None = None
    check: DamageCheck | None = None  # a big library's check, running after the first paint

    @property
    def read_only(self) -> bool:
        """Whether another window writes this library."""
        return self.holder is not None

    def release(self) -> None:
        """Stop watching and give the lock back (the window is closing)."""
        if self.watcher is not None:
            self.watcher.timer.stop()
        self.lock.release()


def take_lock(lib: Library) -> WindowSafety:
    """Take the library's lock, or make the connection read-only when another window has it."""
    lock = LibraryLock(lib.path)
    holder = lock.acquire()
    if holder is not None:
        make_read_only(lib.db)  # before any window code runs: nothing can write from here
    return WindowSafety(lock, holder)


def guard_window(window: MainWindow, safety: WindowSafety) -> WindowSafety:
    """Banner and disabled actions for a read-only window; the watcher for every window."""
    if safety.holder is not None:
        safety.banner = make_window_read_only(window, banner_text(safety.holder))
    safety.watcher = watch(window)
    safety.restore_action = backups_dialog.install(window, writes=safety.holder is None)
    safety.check = start_check(window)
    return safety
