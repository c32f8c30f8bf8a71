"""The one way the window runs work in the background: `runner().run(work, ...)` gives a `Task`.

As Anki's aqt/taskman.py and Picard's util/thread.py: the work is a function of a
`TaskContext`, run on a pool thread; it gets a connection of its own to the library when asked
(`library=`, db.open_worker, closed after), reports progress and checks for cancellation
through the context, and may run in bulk-work mode (papershelf.bulk_work: imports, exports).
What it returns, or why it failed in one sentence, comes back by the Task's signals, which Qt
delivers on the window's thread (connect them through run's on_* callbacks, which are connected
before the work starts); `finished` follows either. Tasks in one named lane run one
after another (bound files are written in order); tasks without a lane run side by side.
The expected failures (storage, files, a service's error) become `failed`; anything else is
a bug and reaches the crash handler as usual.

What still starts threads of its own is listed in docs/architecture.md ("Background work").
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextlib import nullcontext
from typing import Any

from peewee import DatabaseError
from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QRunnable,
    Qt,
    QThread,
    QThreadPool,
    Signal,
)

from papershelf.bulk_work import bulk_work
from papershelf.library.db import Library, LibraryError, open_worker
from papershelf.library.locations import LibraryTarget
from papershelf.services.changes import ServiceError

__all__ = ["FAILURES", "Task", "TaskCancelled", "TaskContext", "TaskRunner", "runner"]

# What a task's work may fail with and the person is told about (other errors are bugs).
FAILURES: tuple[type[BaseException], ...] = (
    ServiceError, OSError, ValueError, LibraryError, DatabaseError,
)  # fmt: skip


QUIT_WAIT_MS = 10000  # how long quitting waits for cancelled tasks to reach their next check


class TaskCancelled(Exception):  # noqa: N818 (reads as what happened)
    """Raised by TaskContext.check() once the task was cancelled: the work stops there."""


class TaskContext:
    """What the work gets: its connection (if asked for), progress, and cancellation."""

    def __init__(self, task: Task, lib: Library | None) -> None:
        self._task = task
        self._lib = lib

    @property
    def lib(self) -> Library:
        """The work's own connection to the library (run with library=...)."""
        if self._lib is None:
            raise RuntimeError("this task was started without a library")
        return self._lib

    @property
    def cancelled(self) -> bool:
        """Whether the person (or the window closing) asked the task to stop."""
        return self._task.cancelled

    def check(self) -> None:
        """Stop here (TaskCancelled) if the task was cancelled."""
        if self._task.cancelled:
            raise TaskCancelled

    @property
    def cancel_event(self) -> threading.Event:
        """The event cancel() sets, for a client that waits on one (MetadataClient)."""
        return self._task.cancel_event

    def progress(self, done: int, total: int, what: str = "") -> None:
        """Say how far the work is (and on what); the window hears it on its own thread."""
        self._task.progressed.emit(done, total, what)

    def step(self, done: int, total: int) -> None:
        """A service's progress callback (an import's): stop here if cancelled, else say
        how far (a cancel inside a transaction keeps nothing)."""
        self.check()
        self.progress(done, total)

    def deliver(self, part: object) -> None:
        """Hand over one part of the result now (one entry's candidates), before the end."""
        self._task.delivered.emit(part)


class Task(QObject):
    """One piece of background work, as the window sees it."""

    progressed = Signal(int, int, str)  # done, total, what it is on
    delivered = Signal(object)  # a part of the result, as soon as it is known
    succeeded = Signal(object)  # what the work returned
    failed = Signal(str)  # why it did not finish, for a person
    finished = Signal()  # after succeeded or failed (not after a cancelled run's end)

    def __init__(
        self, work: Callable[[TaskContext], Any], library: LibraryTarget | None, bulk: bool,
        failures: tuple[type[BaseException], ...],
    ) -> None:  # fmt: skip
        super().__init__()
        self._work, self._library, self._bulk, self._failures = work, library, bulk, failures
        self.cancel_event = threading.Event()
        self._done = threading.Event()
        self.result: Any = None

    @property
    def cancelled(self) -> bool:
        """Whether cancel() was called."""
        return self.cancel_event.is_set()

    def cancel(self) -> None:
        """Ask the work to stop at its next check (it may already be past the last one)."""
        self.cancel_event.set()

    def is_running(self) -> bool:
        """Whether the work has not ended yet."""
        return not self._done.is_set()

    def wait(self, msecs: int = 30000) -> bool:
        """Block until the work ends (closing the window, tests); False on a timeout."""
        return self._done.wait(msecs / 1000)

    def mark_done(self) -> None:
        """Record that the work ended without running (the runner would not start it)."""
        self._done.set()

    def perform(self) -> None:
        """On the pool thread: open the connection, run the work, report, close."""
        try:
            self._report(self._outcome())
        finally:
            self._done.set()
            self.finished.emit()

    def _outcome(self) -> tuple[bool, Any]:
        """(True, the result) or (False, why it failed); a cancelled run ends quietly."""
        lib: Library | None = None
        try:
            lib = open_worker(self._library) if self._library is not None else None
            with bulk_work() if self._bulk else nullcontext():
                return True, self._work(TaskContext(self, lib))
        except TaskCancelled:
            return False, None
        except self._failures as exc:
            return False, str(exc)
        finally:
            if lib is not None:
                lib.close_worker()

    def _report(self, outcome: tuple[bool, Any]) -> None:
        """Emit succeeded or failed (nothing for a cancelled run)."""
        ok, value = outcome
        if ok:
            self.result = value
            self.succeeded.emit(value)
        elif value is not None:
            self.failed.emit(value)


class _Runnable(QRunnable):
    """The pool's handle on a task (and the priority its thread runs it at, if not the
    pool's own: the thread goes back to the pool as it was)."""

    def __init__(self, task: Task, priority: QThread.Priority | None) -> None:
        super().__init__()
        self.task = task
        self.priority = priority

    def run(self) -> None:
        """Run the task (on a pool thread)."""
        thread = QThread.currentThread()
        before = thread.priority()
        if before == QThread.Priority.InheritPriority:  # a pool thread's: not a value to set
            before = QThread.Priority.NormalPriority
        if self.priority is not None:
            thread.setPriority(self.priority)
        try:
            self.task.perform()
        finally:
            if self.priority is not None:
                thread.setPriority(before)


class TaskRunner(QObject):
    """Starts tasks on pool threads: one pool for tasks side by side, one thread per lane."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pools: dict[str, QThreadPool] = {"": QThreadPool(self)}
        self._running: set[Task] = set()
        self._quitting = False
        if isinstance(parent, QCoreApplication):  # quitting stops what still runs, then waits
            parent.aboutToQuit.connect(self.stop_all)

    def run(
        self, work: Callable[[TaskContext], Any], *, library: LibraryTarget | None = None,
        bulk: bool = False, lane: str = "", on_success: Callable[[Any], None] | None = None,
        on_failure: Callable[[str], None] | None = None,
        on_progress: Callable[[int, int, str], None] | None = None,
        on_part: Callable[[Any], None] | None = None,
        on_finished: Callable[[], None] | None = None,
        failures: tuple[type[BaseException], ...] = FAILURES,
        priority: QThread.Priority | None = None,
    ) -> Task:  # fmt: skip
        """Start *work* in the background and return its Task. The callbacks are connected
        before it starts (a quick task cannot end unheard) and run on this thread;
        *priority* is its thread's while it runs (the PDFs' text: the lowest)."""
        task = Task(work, library, bulk, failures)
        if self._quitting:  # a timer that fired as the application quit: nothing is started
            task.cancel()
            task.mark_done()
            return task
        for signal, slot in (
            (task.succeeded, on_success), (task.failed, on_failure),
            (task.progressed, on_progress), (task.delivered, on_part),
            (task.finished, on_finished),
        ):  # fmt: skip
            if slot is not None:  # queued: run by this thread's event loop, in emission order
                signal.connect(slot, Qt.ConnectionType.QueuedConnection)
        self._running.add(task)
        task.finished.connect(self._forget)  # delivered here, after the task's other signals
        self._pool(lane).start(_Runnable(task, priority))
        return task

    def _forget(self) -> None:
        """A task ended and its signals were delivered: it need not be kept alive any more."""
        task = self.sender()
        if isinstance(task, Task):
            self._running.discard(task)

    def _pool(self, lane: str) -> QThreadPool:
        """The pool of a lane (made on first use: one thread, so its tasks queue)."""
        pool = self._pools.get(lane)
        if pool is None:
            pool = self._pools[lane] = QThreadPool(self)
            pool.setMaxThreadCount(1)
        return pool

    def stop_all(self, msecs: int = QUIT_WAIT_MS) -> bool:
        """Cancel every task still running and wait for them (the application is quitting:
        a task must not outlive the objects its signals come from); False on a timeout."""
        self._quitting = True
        for task in list(self._running):
            task.cancel()
        return self.wait(msecs)

    def wait(self, msecs: int = 30000, lane: str | None = None) -> bool:
        """Block until the lane's tasks (or all tasks) are done; False on a timeout."""
        pools = list(self._pools.values()) if lane is None else [self._pool(lane)]
        return all(pool.waitForDone(msecs) for pool in pools)


_runner: TaskRunner | None = None


def runner() -> TaskRunner:
    """The application's task runner (made on first use, owned by the QApplication)."""
    global _runner
    app = QCoreApplication.instance()
    if _runner is None or _runner.parent() is not app:
        _runner = TaskRunner(app)
    return _runner
