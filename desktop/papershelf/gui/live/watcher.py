"""Seeing other programs' writes: poll SQLite's data_version and refresh the window's views.

A library on a PostgreSQL server is watched by live_watcher.LiveWatcher instead (LISTEN/NOTIFY
with the changed ids): watch() picks the one for the window's library.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from papershelf.gui.live.live_status import server_url
from papershelf.library.db import Library
from papershelf.services.changes import EVERYTHING

if TYPE_CHECKING:
    from papershelf.gui.live.live_watcher import LiveWatcher, LiveWindow
    from papershelf.gui.window_api import Refreshable

POLL_MS = 1000


class LibraryWatcher(QObject):
    """Emits changed_elsewhere when another connection (the CLI, a second window) commits."""

    changed_elsewhere = Signal()

    def __init__(self, lib: Library, parent: QObject | None = None, interval: int = POLL_MS):
        super().__init__(parent)
        self.lib = lib
        self.version = self._data_version()
        self.timer = QTimer(self)
        self.timer.setInterval(interval)
        self.timer.timeout.connect(self.poll)
        self.timer.start()

    def _data_version(self) -> int | None:
        """SQLite's count of commits by other connections (None once the library is closed)."""
        if self.lib.is_closed():
            return None
        return self.lib.data_version()

    def stop(self) -> None:
        """Stop polling (the window is closing)."""
        self.timer.stop()

    def poll(self) -> bool:
        """Check once; True (and the signal) when another connection wrote since last time."""
        version = self._data_version()
        if version is None:
            self.timer.stop()
            return False
        if version == self.version:
            return False
        self.version = version
        self.changed_elsewhere.emit()
        return True


def refresh_window(window: Refreshable) -> None:
    """Show what another program wrote: rows read again, then every view refreshed."""
    window.model.reload(keep_rows=False)
    window.kept_edit.deleted_elsewhere({})  # who is not known: a file has no sessions
    window.on_changes(EVERYTHING)


def watch(window: LiveWindow) -> LibraryWatcher | LiveWatcher:
    """Watch the window's library and refresh the window when another program writes it:
    live from the server for a shared library, by polling for a file."""
    url = server_url(window.controller.lib)
    if url is not None:  # psycopg is imported only for a library on a server
        from papershelf.gui.live.live_watcher import LiveWatcher

        return LiveWatcher(window, url)
    watcher = LibraryWatcher(window.controller.lib, window.frame)
    watcher.changed_elsewhere.connect(lambda: refresh_window(window))
    return watcher
