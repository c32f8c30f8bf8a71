"""What the Related panel shows of one paper, read on the task runner (issue 38).

Finding a paper's related papers is a ranked full-text query over the whole library (0.2 s
at 100,000 entries, growing with it), then its tag suggestions and the shown rows. The panel
asks here on the runner's worker connection (lane LANE), one paper at a time: a newer
question cancels the one before, and an answer for a paper no longer shown is dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject

from papershelf.gui.tasks import Task, TaskContext, runner
from papershelf.library.db import Library
from papershelf.library.queries import load_rows
from papershelf.services.related import Hit, RelatedIndex, build_index

LANE = "related"  # one paper's question at a time
FLOOR = 0.01  # less alike than this is not shown


@dataclass(frozen=True)
class RelatedFound:
    """One paper's related papers (best first), their rows and shared words, its suggestions."""

    entry_id: int
    hits: list[Hit]
    rows: Mapping[int, object]  # the hits' list rows
    why: dict[int, list[str]]  # the words each hit shares with the paper
    suggested: list[tuple[str, str]]  # (tag, why it is offered)


def find_related(
    lib: Library, entry_id: int, limit: int, index: RelatedIndex | None = None,
    check: Callable[[], None] = lambda: None,
) -> RelatedFound:  # fmt: skip
    """Everything the panel shows of *entry_id*, read on *lib* (*index*: one kept for it)."""
    from papershelf.services.suggest import suggest_tags

    index = index if index is not None else build_index(lib)
    hits = [hit for hit in index.related(entry_id, limit) if hit.score >= FLOOR]
    check()
    rows = load_rows(lib, [hit.entry_id for hit in hits])
    why = {hit.entry_id: index.shared_words(entry_id, hit.entry_id) for hit in hits}
    check()
    suggested = [(s.name, s.reason) for s in suggest_tags(lib, index, entry_id)]
    return RelatedFound(entry_id, hits, rows, why, suggested)


class RelatedReader(QObject):
    """Asks for one paper's related papers at a time; only the newest answer is handed on."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._task: Task | None = None
        self._answer: Callable[[RelatedFound], None] = lambda _found: None
        self._fallback: Callable[[], None] = lambda: None

    @property
    def pending(self) -> bool:
        """Whether a question has not been answered yet."""
        return self._task is not None

    def ask(
        self, lib: Library, entry_id: int, limit: int, answer: Callable[[RelatedFound], None],
        fallback: Callable[[], None],
    ) -> None:  # fmt: skip
        """Read *entry_id*'s related papers in the background and call *answer* with them on
        this thread; *fallback* when the worker cannot read (it reads here instead)."""
        self.cancel()

        def work(context: TaskContext) -> RelatedFound:
            """On a pool thread: the paper's related papers, unless asked about another."""
            context.check()
            return find_related(context.lib, entry_id, limit, check=context.check)

        self._answer, self._fallback = answer, fallback
        self._task = runner().run(
            work, library=lib.target, lane=LANE,
            on_success=self._answered, on_failure=self._failed,
        )  # fmt: skip

    def cancel(self) -> None:
        """Forget the question being answered (another paper, or none): its answer is dropped."""
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def wait(self, msecs: int = 30000) -> bool:
        """Block until the question being read is answered (tests); False on a timeout."""
        return self._task is None or self._task.wait(msecs)

    def _answered(self, found: RelatedFound) -> None:
        """On the window's thread: hand on the answer to the newest question (a bound
        method: nothing is delivered once this reader is gone)."""
        if self._newest():
            self._answer(found)

    def _failed(self, _why: str) -> None:
        """The worker could not read (its connection would not open): read here instead."""
        if self._newest():
            self._fallback()

    def _newest(self) -> bool:
        """Whether the task delivering answers the newest question (then it is forgotten)."""
        if self._task is None or self.sender() is not self._task:
            return False
        self._task = None
        return True
