"""Files that come or go on disk while the window is in front: the folders of the papers on
screen are watched, and a change in one rechecks the Missing files count, the Files icons and
the pane's list at once (not only when the window is activated again: with no window manager,
or a file manager on a second screen, it never is)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer

from papershelf.library.errors import LibraryError
from papershelf.services.attachments import attachments_by_entry

if TYPE_CHECKING:
    from papershelf.gui.window_api import Frame, LibraryAccess, Panes, Selection, View

    class WatchingWindow(Frame, LibraryAccess, Panes, Selection, View, Protocol):
        """The rows on screen and the pane's paper, whose folders are watched."""


FOLDER_LIMIT = 200  # folders watched at most (a screenful of papers needs a few dozen)
SETTLE_MS = 200  # a file manager's move is several events: recheck once they settle
FOLLOW_MS = 300  # scrolling or a change of view: watch the new screenful once it settles


class FolderWatch(QObject):
    """Watches the folders holding the files of the rows on screen and of the pane's paper;
    calls recheck() once a change in them settles."""

    def __init__(self, window: WatchingWindow, recheck: Callable[[], None]) -> None:
        super().__init__(window.frame)
        self._window, self._recheck = window, recheck
        self._watcher = QFileSystemWatcher(self)
        self._watcher.directoryChanged.connect(self._folder_changed)
        self._settle = _single_shot(self, SETTLE_MS, self._recheck_now)
        self._follow = _single_shot(self, FOLLOW_MS, self.watch_shown)
        table, model = window.table, window.model
        table.verticalScrollBar().valueChanged.connect(self._schedule)
        for signal in (model.modelReset, model.layoutChanged, model.rowsInserted):
            signal.connect(self._schedule)
        window.controller.changed.connect(self._schedule)
        self._follow.start()

    def _schedule(self, *_: object) -> None:
        """Watch what is shown once scrolling or a change settles (QTimer.start(int) would
        take a scroll position for its interval)."""
        self._follow.start()

    def folders(self) -> list[str]:
        """The folders watched now."""
        return self._watcher.directories()

    def watch_shown(self) -> None:
        """Watch the folders of the files of the papers on screen (and no others); while the
        library cannot be read (a server away, a busy file) the folders watched stay."""
        try:
            wanted = _existing_folders(self._window, self._shown_ids())
        except LibraryError:
            return
        current = set(self._watcher.directories())
        gone = sorted(current - wanted)
        new = sorted(wanted - current)
        if gone:
            self._watcher.removePaths(gone)
        if new:
            self._watcher.addPaths(new)

    def _shown_ids(self) -> list[int]:
        """The entries of the rows in the list's viewport, and the pane's paper."""
        table, model = self._window.table, self._window.model
        ids: list[int] = []
        count = model.rowCount()
        if count:
            first = max(table.rowAt(0), 0)
            last = table.rowAt(table.viewport().height() - 1)
            last = count - 1 if last < 0 else last
            ids = [model.entry_id(row) for row in range(first, last + 1)]
        entry = self._window.detail.entry()
        if entry is not None:
            ids.append(entry.id)
        return ids

    def _folder_changed(self, _folder: str) -> None:
        """A file came, went or was renamed in a watched folder."""
        self._settle.start()

    def _recheck_now(self) -> None:
        """Look at the disk again, then watch what is shown now (a folder may be new)."""
        self._recheck()
        self.watch_shown()


def _existing_folders(window: LibraryAccess, ids: Iterable[int]) -> set[str]:
    """The folders (that exist) holding the local files attached to these entries."""
    rows = attachments_by_entry(window.controller.lib, list(dict.fromkeys(ids)))
    folders = {
        str(Path(row.path).parent)
        for entry_rows in rows.values()
        for row in entry_rows
        if row.kind != "url" and "://" not in row.path
    }
    return {folder for folder in sorted(folders)[:FOLDER_LIMIT] if Path(folder).is_dir()}


def _single_shot(parent: QObject, interval: int, slot: Callable[[], None]) -> QTimer:
    """A timer that fires once, interval ms after its last start."""
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(interval)
    timer.timeout.connect(slot)
    return timer
