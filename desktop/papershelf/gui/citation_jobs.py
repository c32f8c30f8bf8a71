"""Formatting many references off the window's thread (citeproc-py takes ~10 ms an entry).

A job runs one piece of work on a connection of its own (db.open_worker, as imports and
auto-export do) and hands the result back by a signal, so the window stays live while a
whole library is formatted. Few papers are formatted at once instead: a worker's start-up
would cost more than it saves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from peewee import DatabaseError
from PySide6.QtCore import QThread, Signal

from papershelf.library.db import Library, LibraryError, open_worker
from papershelf.library.locations import LibraryTarget
from papershelf.services.changes import ServiceError

Work = Callable[[Library], Any]
FAILURES = (ServiceError, OSError, ValueError, LibraryError, DatabaseError)


class CitationJob(QThread):
    """Runs *work* on its own connection to the library; says how it went by a signal."""

    succeeded = Signal(object)  # what the work returned
    failed = Signal(str)  # why it did not

    def __init__(self, library: LibraryTarget, work: Work, done: Callable[[Any], None]) -> None:
        super().__init__()
        self._library, self._work = library, work
        self.done = done  # called on the window's thread with the result

    def run(self) -> None:
        """Open a connection, do the work, close it."""
        try:
            lib = open_worker(self._library)
        except FAILURES as exc:
            self.failed.emit(str(exc))
            return
        try:
            result = self._work(lib)
        except FAILURES as exc:
            self.failed.emit(str(exc))
            return
        finally:
            lib.close_worker()
        self.succeeded.emit(result)
