"""The task runner: work on a pool thread with its own connection, progress and results back on
the window's thread by signals, failures as one sentence, cancellation, lanes run in order."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.bulk_work import in_bulk_work
from papershelf.gui.tasks import TaskContext, TaskRunner, runner
from papershelf.library import entries_sql
from papershelf.library.db import Library
from papershelf.services.changes import ServiceError
from papershelf.services.importing import import_file
from tests.paths import SAMPLE


@pytest.fixture
def tasks(qtbot: QtBot) -> Iterator[TaskRunner]:
    """A runner of the test's own (waited for at the end)."""
    made = TaskRunner()
    yield made
    assert made.wait(10000)


def _on_gui_thread() -> bool:
    """Whether the caller runs on the application's thread."""
    return QThread.currentThread() is QApplication.instance().thread()


def test_work_gets_its_own_connection_and_the_result_comes_back_on_the_gui_thread(
    qtbot: QtBot, tasks: TaskRunner, lib: Library
) -> None:
    import_file(lib, SAMPLE)
    seen: dict[str, object] = {}

    def work(context: TaskContext) -> int:
        """Count the entries on the worker's connection."""
        seen["worker"] = threading.get_ident()
        seen["same_connection"] = context.lib is lib
        return len(entries_sql.existing_entries(context.lib, range(1, 100)))

    got: list[tuple[object, bool]] = []
    task = tasks.run(
        work, library=lib.target, on_success=lambda value: got.append((value, _on_gui_thread()))
    )
    qtbot.waitUntil(lambda: not task.is_running() and bool(got), timeout=10000)
    assert got == [(19, True)]
    assert seen["worker"] != threading.get_ident() and seen["same_connection"] is False
    assert not task.is_running() and task.result == 19


def test_progress_is_heard_in_order_and_bulk_work_is_on_for_bulk_tasks(
    qtbot: QtBot, tasks: TaskRunner
) -> None:
    def work(context: TaskContext) -> bool:
        """Three steps, in bulk-work mode."""
        for step in range(3):
            context.progress(step + 1, 3)
        return in_bulk_work()

    steps: list[tuple[int, int]] = []
    results: list[object] = []
    tasks.run(
        work, bulk=True, on_success=results.append,
        on_progress=lambda done, total, _what: steps.append((done, total)),
    )  # fmt: skip
    qtbot.waitUntil(lambda: bool(results), timeout=10000)
    assert results == [True]
    assert steps == [(1, 3), (2, 3), (3, 3)]
    assert not in_bulk_work()


def test_an_expected_failure_is_one_sentence(qtbot: QtBot, tasks: TaskRunner) -> None:
    def work(context: TaskContext) -> None:
        """Fail as a service does."""
        raise ServiceError("the file is gone")

    failures: list[str] = []
    tasks.run(work, on_failure=failures.append)
    qtbot.waitUntil(lambda: bool(failures), timeout=10000)
    assert failures == ["the file is gone"]


def test_a_cancelled_task_stops_at_its_next_check_and_reports_nothing(
    qtbot: QtBot, tasks: TaskRunner
) -> None:
    started = threading.Event()

    def work(context: TaskContext) -> str:
        """Wait to be cancelled."""
        started.set()
        for _ in range(500):
            context.check()
            time.sleep(0.01)
        return "ran to the end"

    outcomes: list[object] = []
    ended: list[bool] = []
    task = tasks.run(
        work, on_success=outcomes.append, on_failure=outcomes.append,
        on_finished=lambda: ended.append(True),
    )  # fmt: skip
    assert started.wait(10)
    task.cancel()
    qtbot.waitUntil(lambda: bool(ended), timeout=10000)
    assert outcomes == [] and task.cancelled


def test_a_lane_runs_its_tasks_one_after_another(qtbot: QtBot, tasks: TaskRunner) -> None:
    order: list[str] = []
    busy = threading.Lock()

    def step(name: str) -> None:
        """Note when it runs; fail if another task of the lane runs at the same time."""
        assert busy.acquire(blocking=False), "two tasks of one lane overlapped"
        order.append(name)
        time.sleep(0.05)
        busy.release()

    made = [tasks.run(lambda c, n=n: step(n), lane="exports") for n in "abc"]  # type: ignore[misc]
    assert tasks.wait(10000, lane="exports")
    assert order == ["a", "b", "c"]
    assert all(t.result is None and not t.is_running() for t in made)


def test_the_application_has_one_runner(qtbot: QtBot) -> None:
    assert runner() is runner()
    assert runner().parent() is QApplication.instance()


def test_parts_arrive_on_the_gui_thread_before_the_end(qtbot: QtBot, tasks: TaskRunner) -> None:
    def work(context: TaskContext) -> str:
        """Deliver three parts, then end."""
        for part in ("a", "b", "c"):
            context.deliver(part)
        return "end"

    heard: list[tuple[object, bool]] = []
    tasks.run(
        work, on_part=lambda part: heard.append((part, _on_gui_thread())),
        on_success=lambda result: heard.append((result, _on_gui_thread())),
    )  # fmt: skip
    qtbot.waitUntil(lambda: len(heard) == 4, timeout=10000)
    assert heard == [("a", True), ("b", True), ("c", True), ("end", True)]


def test_quitting_stops_what_runs_and_starts_nothing_more(qtbot: QtBot, tasks: TaskRunner) -> None:
    """As the application quits (aboutToQuit: stop_all), a running task is cancelled and
    waited for, and one a late timer asks for is never started: none outlives the objects
    its signals come from ('Signal source has been deleted' at exit, seen with the daily
    backup after `--quit-after-paint`)."""
    started, stopped = threading.Event(), threading.Event()

    def long_work(context: TaskContext) -> None:
        """Run until cancelled."""
        started.set()
        try:
            while True:
                context.check()
                time.sleep(0.01)
        finally:
            stopped.set()

    running = tasks.run(long_work)
    assert started.wait(10)
    assert tasks.stop_all(10000)
    assert stopped.is_set() and running.cancelled and not running.is_running()
    ran: list[bool] = []
    late = tasks.run(lambda context: ran.append(True))
    assert tasks.wait(5000)
    assert ran == [] and late.cancelled and not late.is_running()


def test_a_task_runs_at_the_priority_asked_and_its_thread_goes_back_as_it_was(
    qtbot: QtBot, tasks: TaskRunner
) -> None:
    seen: list[QThread.Priority] = []

    def work(_context: TaskContext) -> None:
        """Note the priority this thread runs at."""
        seen.append(QThread.currentThread().priority())

    low = tasks.run(work, lane="low", priority=QThread.Priority.LowestPriority)
    qtbot.waitUntil(lambda: not low.is_running(), timeout=10000)
    after = tasks.run(work, lane="low")  # the lane's one thread, given back
    qtbot.waitUntil(lambda: not after.is_running(), timeout=10000)
    assert seen[0] == QThread.Priority.LowestPriority
    assert seen[1] != QThread.Priority.LowestPriority


def test_a_services_progress_through_step_stops_a_cancelled_task_and_keeps_nothing(
    qtbot: QtBot, tasks: TaskRunner, lib: Library
) -> None:
    ended: list[str] = []
    task = tasks.run(
        lambda context: import_file(context.lib, SAMPLE, progress=context.step),
        library=lib.target, on_success=lambda _r: ended.append("done"),
        on_finished=lambda: ended.append("finished"),
    )  # fmt: skip
    task.cancel()
    qtbot.waitUntil(lambda: ended == ["finished"], timeout=10000)
    assert len(entries_sql.existing_entries(lib, range(1, 100))) == 0
