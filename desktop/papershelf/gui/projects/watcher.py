"""One project's files watched: QFileSystemWatcher on the files the document was read from
and on their folders (not recursive), so a file replaced by an editor's save or created by
a LaTeX run (a new .aux) is noticed too. Bursts of changes come out as one signal."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

DEBOUNCE_MS = 250  # a LaTeX run or an editor's save touches several files at once


class ProjectWatcher(QObject):
    """Says `changed` shortly after any of the watched files or folders changed."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None, delay_ms: int = DEBOUNCE_MS) -> None:
        super().__init__(parent)
        self._watcher = QFileSystemWatcher(self)
        self._timer = QTimer(self, singleShot=True, interval=delay_ms)
        self._watcher.fileChanged.connect(self._timer.start)
        self._watcher.directoryChanged.connect(self._timer.start)
        self._timer.timeout.connect(self.changed)

    def watch(self, files: Iterable[Path]) -> None:
        """Watch these files (those that exist) and their folders, and nothing else."""
        paths = [path for path in files if path.exists()]
        wanted = {str(path) for path in paths} | {str(path.parent) for path in paths}
        watched = set(self._watcher.files()) | set(self._watcher.directories())
        if watched - wanted:
            self._watcher.removePaths(sorted(watched - wanted))
        if wanted - watched:
            self._watcher.addPaths(sorted(wanted - watched))

    def watched(self) -> list[str]:
        """The paths watched now (files and folders)."""
        return sorted([*self._watcher.files(), *self._watcher.directories()])
