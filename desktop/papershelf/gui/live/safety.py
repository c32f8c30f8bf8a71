"""One window writes a library: the writer's lock, the read-only second window, the watcher."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction

from papershelf.gui.dialogs import backups_dialog
from papershelf.gui.live.damage_check import DamageCheck, start_check
from papershelf.gui.live.read_only import (
    ANOTHER_WINDOW,
    ReadOnlyBanner,
    banner_text,
    file_banner_text,
    make_window_read_only,
)
from papershelf.gui.live.watcher import LibraryWatcher, watch
from papershelf.library.db import Library
from papershelf.library.lock import LibraryLock, LockHolder

if TYPE_CHECKING:
    from papershelf.gui.features.bibtex_ui import BibtexUi
    from papershelf.gui.live.live_watcher import LiveWatcher, LiveWindow
    from papershelf.gui.window_api import Selection

    class GuardedWindow(LiveWindow, Selection, Protocol):
        """A window guarded: read-only parts, watchers, backups, the damage check, and the
        BibTeX feature that rewrites stale bound files."""

        @property
        def bibtex(self) -> BibtexUi:
            """Writes the bound files a run that ended early left stale."""
            ...


STALE_EXPORTS_DELAY_MS = 1500  # after the first paint: the window never waits for it


@dataclass
class WindowSafety:
    """What guards one window's library: its lock (if it writes), banner and watcher."""

    lock: LibraryLock | None  # None: a library on a server, which many windows write at once
    holder: LockHolder | None  # who writes the library, when it is not this window
    file_reason: str | None = None  # why this process may not write the library at all
    name: str = ""  # the library, as the banner names it
    banner: ReadOnlyBanner | None = None
    watcher: LibraryWatcher | LiveWatcher | None = None  # LiveWatcher: a library on a server
    restore_action: QAction | None = None
    check: DamageCheck | None = None  # a big library's check, running after the first paint

    @property
    def read_only(self) -> bool:
        """Whether this window only reads: another window writes, or the file may not be."""
        return self.holder is not None or self.file_reason is not None

    def reason(self) -> str:
        """Why this window only reads the library (the banner's words)."""
        if self.holder is not None:
            return banner_text(self.holder)
        return file_banner_text(self.name, self.file_reason or "")

    def release(self) -> None:
        """Stop watching and the background check and backup; give the lock back (the window
        is closing)."""
        if self.watcher is not None:
            self.watcher.stop()
        if self.check is not None:
            self.check.stop()
        if self.lock is not None:
            self.lock.release()


def take_lock(lib: Library) -> WindowSafety:
    """Take the library's lock, or make the connection read-only when another window has it.

    A file this process may not write takes no lock: the window only reads, and its
    banner says why (damage has its own banner, damage_check). A library on a server has
    no file to lock: its window only reads when the server says so (a read-only role, a
    newer schema).
    """
    if lib.file is None:
        return WindowSafety(None, None, file_reason=lib.read_only, name=lib.name)
    lock = LibraryLock(lib.file)
    may_not_write = lib.claim is not None and not lib.claim.writable
    if may_not_write and lib.read_only is not None and lib.damaged is None:
        lib.set_read_only(lib.read_only)
        return WindowSafety(lock, None, file_reason=lib.read_only, name=lib.name)
    holder = lock.acquire()
    if holder is not None:  # read-only before any window code runs: nothing writes from here
        lib.set_read_only(ANOTHER_WINDOW)
    return WindowSafety(lock, holder)


def guard_window(window: GuardedWindow, safety: WindowSafety) -> WindowSafety:
    """Banner and disabled actions for a read-only window; the watcher for every window."""
    if safety.read_only:
        safety.banner = make_window_read_only(window, safety.reason())
    safety.watcher = watch(window)
    if window.controller.lib.file is not None:  # a server's backups are its admin's pg_dump
        safety.restore_action = backups_dialog.install(window, writes=not safety.read_only)
    safety.check = start_check(window)
    if safety.holder is None:  # files a run that ended early left stale, once the window shows
        QTimer.singleShot(STALE_EXPORTS_DELAY_MS, window.bibtex, window.bibtex.write_stale_files)
    return safety
