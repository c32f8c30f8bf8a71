"""The sidebar's numbers, read on the task runner (issue 38): counts that grow with the library.

Every count of the sidebar is a pass over the library: statuses, Unfiled and each list's
progress over the entries, each parent tag over entry_tag, Missing files over every attached
file on disk (at 100,000 entries: 0.4 s of tag counts, 1.1 s of Missing files). The window
shows the names at once (the outline: lists and tags, no counts) and asks for the numbers
here once its table has painted; a window activation asks here for Missing files again.

The reads run on the runner's worker connection in lane LANE, one after another. A request
for sections that a newer request also reads is cancelled; the model drops what comes back
for a section read again since it was asked (its answer is of an older library). A worker
that cannot open the library (one this process cannot reopen) is answered on this thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject

from papershelf.gui.tasks import Task, TaskContext, runner
from papershelf.library.attachments import any_attachments, missing_count
from papershelf.library.db import Library
from papershelf.library.db_errors import DATABASE_ERRORS
from papershelf.library.organising import (
    ListInfo,
    TagInfo,
    list_infos,
    recent_count,
    status_counts,
    tag_counts,
    unfiled_count,
)

LANE = "sidebar"  # one count after another: two at once would share the CPU for nothing
RECENT_DAYS = 30
SECTIONS = ("library", "lists", "tags", "files")  # files: the Missing files count


@dataclass
class Numbers:
    """What one read found for the sections it read (the others are left as they were)."""

    sections: frozenset[str]
    library: dict[str, int] = field(default_factory=dict)
    lists: list[ListInfo] = field(default_factory=list)
    tags: list[TagInfo] = field(default_factory=list)
    missing: int | None = None  # papers with a missing file (None: no files at all)


def library_counts(lib: Library) -> dict[str, int]:
    """Entries per status, recently added, and in no list."""
    counts = {f"status:{status}": count for status, count in status_counts(lib).items()}
    counts["all"] = sum(counts.values())
    counts["recent"] = recent_count(lib, RECENT_DAYS)
    counts["unfiled"] = unfiled_count(lib)
    return counts


def read_missing(lib: Library) -> int | None:
    """Papers with a file not found (None: no attachments at all, so no such view).

    It looks at every attached file on disk (~7 ms per 1,000)."""
    return missing_count(lib) if any_attachments(lib) else None


def read_numbers(
    lib: Library, sections: frozenset[str], tag_order: str, check: Callable[[], None] = lambda: None
) -> Numbers:
    """The numbers of *sections*, read on *lib*; *check* between sections (a cancel stops)."""
    numbers = Numbers(sections)
    with lib.reading():  # one consistent state for every section
        if "library" in sections:
            check()
            numbers.library = library_counts(lib)
        if "lists" in sections:
            check()
            numbers.lists = list_infos(lib)
        if "tags" in sections:
            check()
            numbers.tags = tag_counts(lib, tag_order)
        if "files" in sections:
            check()
            numbers.missing = read_missing(lib)
    return numbers


@dataclass(frozen=True)
class Request:
    """One request being read: its sections, its tag order, and who wants the answer."""

    sections: frozenset[str]
    tag_order: str
    answer: Callable[[Numbers], None]


class CountsReader(QObject):
    """Reads sidebar sections on the task runner and hands each answer to its callback."""

    def __init__(self, lib: Library, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lib = lib
        self._tasks: dict[Task, Request] = {}  # requests not answered yet

    def request(
        self, sections: frozenset[str], tag_order: str, answer: Callable[[Numbers], None]
    ) -> None:
        """Read *sections* in the background, then call *answer* with them on this thread."""
        for task, asked in list(self._tasks.items()):
            if asked.sections <= sections:  # this request reads it all again, later: not needed
                task.cancel()
                del self._tasks[task]

        def work(context: TaskContext) -> Numbers:
            """On a pool thread: the numbers, on the worker's connection."""
            return read_numbers(context.lib, sections, tag_order, context.check)

        task = runner().run(
            work, library=self._lib.target, lane=LANE,
            on_success=self._answered, on_failure=self._failed,
        )  # fmt: skip
        if not task.cancelled:  # (a runner that is quitting starts nothing)
            self._tasks[task] = Request(sections, tag_order, answer)

    def wait(self, msecs: int = 30000) -> bool:
        """Block until the requests are read (tests, benchmarks); False on a timeout."""
        return all(task.wait(msecs) for task in list(self._tasks))

    def _answered(self, numbers: Numbers) -> None:
        """On the window's thread: pass the numbers on unless the request was cancelled
        (a bound method: nothing is delivered once this reader is gone)."""
        request = self._tasks.pop(self.sender(), None)  # type: ignore[call-overload]
        if request is not None:
            request.answer(numbers)

    def _failed(self, _why: str) -> None:
        """The worker could not read (its connection would not open): read here instead."""
        request = self._tasks.pop(self.sender(), None)  # type: ignore[call-overload]
        if request is None:
            return
        try:
            numbers = read_numbers(self._lib, request.sections, request.tag_order)
        except DATABASE_ERRORS:  # the server is gone: the counts stay, the banner says so
            return
        request.answer(numbers)
