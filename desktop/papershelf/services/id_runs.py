"""Entry ids kept as runs: what an import added, in order, in a few bytes per run.

The ids an import adds are consecutive (import_writer gives them in turn), so a million of
them are one run (16 bytes) rather than a list of a million ints (36 MB, issue 38). IdRuns
is a Sequence of ints, so the report's users (undo, the window's selection) read it as the
list it was.
"""

from __future__ import annotations

import bisect
from array import array
from collections.abc import Iterable, Iterator, Sequence
from typing import overload


class IdRuns(Sequence[int]):
    """Ids in the order appended, stored as runs of consecutive ones."""

    def __init__(self, ids: Iterable[int] = ()) -> None:
        """The runs of ids."""
        self.starts = array("q")  # each run's first id
        self.ends = array("q")  # how many ids come before the end of each run (cumulative)
        self.extend(ids)

    def append(self, entry_id: int) -> None:
        """Add entry_id at the end."""
        if self.starts and self.starts[-1] + self._last_length() == entry_id:
            self.ends[-1] += 1
            return
        self.starts.append(entry_id)
        self.ends.append(len(self) + 1)

    def extend(self, ids: Iterable[int]) -> None:
        """Add ids at the end, in order."""
        for entry_id in ids:
            self.append(entry_id)

    def __iadd__(self, ids: Iterable[int]) -> IdRuns:
        """Add ids at the end (report.added += other.added)."""
        self.extend(ids)
        return self

    def _last_length(self) -> int:
        """How many ids the last run holds."""
        before = self.ends[-2] if len(self.ends) > 1 else 0
        return self.ends[-1] - before

    def __len__(self) -> int:
        """How many ids there are."""
        return self.ends[-1] if self.ends else 0

    def __iter__(self) -> Iterator[int]:
        """The ids in order."""
        before = 0
        for start, end in zip(self.starts, self.ends, strict=True):
            yield from range(start, start + end - before)
            before = end

    @overload
    def __getitem__(self, at: int) -> int: ...
    @overload
    def __getitem__(self, at: slice) -> list[int]: ...
    def __getitem__(self, at: int | slice) -> int | list[int]:
        """The id at a position (or a list of those in a slice)."""
        if isinstance(at, slice):
            return [self[i] for i in range(*at.indices(len(self)))]
        if at < 0:
            at += len(self)
        if not 0 <= at < len(self):
            raise IndexError(at)
        run = bisect.bisect_right(self.ends, at)
        before = self.ends[run - 1] if run else 0
        return self.starts[run] + at - before

    def __contains__(self, entry_id: object) -> bool:
        """Whether entry_id is one of the ids."""
        return isinstance(entry_id, int) and any(
            start <= entry_id < start + length for start, length in self._runs()
        )

    def _runs(self) -> Iterator[tuple[int, int]]:
        """Each run's first id and length."""
        before = 0
        for start, end in zip(self.starts, self.ends, strict=True):
            yield start, end - before
            before = end

    def __eq__(self, other: object) -> bool:
        """Equal to another sequence of the same ids in the same order (a list too)."""
        if not isinstance(other, Sequence) or isinstance(other, str):
            return NotImplemented
        return len(other) == len(self) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]  # mutable, as the list it replaces

    def __repr__(self) -> str:
        """The ids, as a list would show them."""
        return f"IdRuns({list(self)!r})"
