"""A big view's whole ordered id list, read on the task runner while its first rows show.

At a million entries the whole list is 0.3-0.8 s of SQL and Python: the table shows the
first rows of a view at once (a LIMITed query) and this reads the rest on a pool thread with
the runner's own worker connection (gui/tasks.py, lane LANE). Only the newest request is
answered: a new one (typing, a second sort) cancels the one before, and an answer that
comes back after a newer request is dropped. A worker that cannot open the library (a
library this process cannot reopen) is answered by reading on the window's thread instead.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from papershelf.gui.tasks import Task, TaskContext, runner
from papershelf.library.db import Library

LANE = "table"  # one request after another: a cancelled request still queued never runs

Read = Callable[[Library], list[int]]  # the query of the whole list, given a connection


class FullList(QObject):
    """Reads one view's whole id list at a time; `arrived` carries the newest request's ids."""

    arrived = Signal(list)  # the ordered ids of the view last asked for

    def __init__(self, lib: Library, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lib = lib
        self._read: Read | None = None  # its query, kept for a read on this thread
        self._task: Task | None = None

    @property
    def pending(self) -> bool:
        """Whether a request has not been answered yet."""
        return self._read is not None

    def request(self, read: Read) -> None:
        """Read *read*'s ids in the background (the request before is cancelled)."""
        self.cancel()
        self._read = read

        def work(context: TaskContext) -> list[int]:
            """On a pool thread: the whole list, unless a newer request came first."""
            context.check()
            ids = read(context.lib)
            context.check()
            return ids

        self._task = runner().run(
            work, library=self._lib.target, lane=LANE,
            on_success=self._answered, on_failure=self._failed,
        )  # fmt: skip

    def cancel(self) -> None:
        """Forget the request being answered (the view changed): its answer is dropped."""
        self._read = None
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def wait(self, msecs: int = 30000) -> bool:
        """Block until the request being read is done (tests, benchmarks); False on a timeout."""
        return self._task is None or self._task.wait(msecs)

    def _answered(self, ids: list[int]) -> None:
        """On the window's thread: hand the ids on if they answer the newest request."""
        if self._newest():
            self._read, self._task = None, None
            self.arrived.emit(ids)

    def _failed(self, _why: str) -> None:
        """The worker could not read (its connection would not open): read here instead."""
        read = self._read
        if read is not None and self._newest():
            self._read, self._task = None, None
            self.arrived.emit(read(self._lib))

    def _newest(self) -> bool:
        """Whether the task whose answer is being delivered is the newest request's."""
        return self._task is not None and self.sender() is self._task
