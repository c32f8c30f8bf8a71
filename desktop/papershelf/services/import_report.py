"""What an import did (or, planned, would do): the report the CLI prints and the GUI shows."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from papershelf.formats.records import FormatError, Problem, Record
from papershelf.services.changes import Changes
from papershelf.services.deleting import EntrySnapshot

if TYPE_CHECKING:  # the duplicate checker (rapidfuzz) loads with the first import, not at start
    from papershelf.services.duplicates import Candidate

# progress(done, total): called after each piece of work (units: bytes of the files, or
# records); raise ImportCancelled (any exception does) to stop: nothing is kept.
Progress = Callable[[int, int], None]

DUPLICATE_ACTIONS = ("skip", "merge", "keep")


class ImportCancelled(Exception):  # noqa: N818 (reads as what happened)
    """Raised by a progress callback to stop an import; the import keeps nothing."""


@dataclass(frozen=True)
class Decision:
    """What to do with one duplicate: 'skip' it, 'merge' it into the entry it duplicates
    (choices: field name -> 'keep' the entry's value or take the 'other', the incoming one),
    or 'keep' it as an entry of its own (and remember the two as different papers)."""

    action: str
    choices: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, value: str | Decision) -> Decision:
        """A decision from 'skip' / 'merge' / 'keep' or a Decision; ValueError otherwise."""
        decision = value if isinstance(value, Decision) else cls(value)
        if decision.action not in DUPLICATE_ACTIONS:
            raise ValueError(f"a duplicate is skipped, merged or kept, not {decision.action!r}")
        return decision

    @classmethod
    def merge(cls, choices: dict[str, str]) -> Decision:
        """Merge with these field choices."""
        return cls("merge", tuple(sorted(choices.items())))


@dataclass
class Skipped:
    """A record not imported because the library already has that paper."""

    record: Record
    existing_key: str
    file: str = ""
    reason: str = ""

    def __str__(self) -> str:
        """'file:line: skipped 'Title': already in the library as KEY'."""
        where = f"{self.file}:{self.record.source_line}: " if self.file else ""
        title = self.record.title[:60]
        return f"{where}skipped '{title}': already in the library as {self.existing_key}"


@dataclass(frozen=True)
class KeyNote:
    """A record that got a generated key: it had none (old None) or its key was taken."""

    file: str
    line: int
    old: str | None
    new: str

    def __str__(self) -> str:
        """'file:line: key X is already used by another entry; imported as Y'."""
        where = f"{self.file}:{self.line}: " if self.file else ""
        if self.old is None:
            return f"{where}no usable key; imported as {self.new}"
        return f"{where}key {self.old} is already used by another entry; imported as {self.new}"


@dataclass
class ImportReport:
    """What an import did: entries added, duplicates skipped or merged, problems, new keys.

    For undo (see ImportUndo): added, sources and created_lists are what the import made;
    merged_before holds the entries it merged records into, as they were before.
    """

    added: list[int] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    merged: list[int] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    key_notes: list[KeyNote] = field(default_factory=list)
    lists: list[str] = field(default_factory=list)
    created_lists: list[int] = field(default_factory=list)
    duplicates: list[Candidate] = field(default_factory=list)
    sources: list[int] = field(default_factory=list)
    failed: list[FormatError] = field(default_factory=list)
    merged_before: EntrySnapshot | None = None
    changes: Changes = field(default_factory=Changes)

    @property
    def renamed_keys(self) -> list[tuple[str, str]]:
        """(key in the file, key given) for each record whose key was taken."""
        return [(note.old, note.new) for note in self.key_notes if note.old is not None]

    def summary(self) -> str:
        """One line a person reads after an import."""
        text = f"{len(self.added)} added, {len(self.skipped)} skipped as duplicates"
        if self.merged:
            text += f", {len(self.merged)} merged into existing entries"
        if self.problems:
            text += f", {len(self.problems)} problem(s)"
        return text

    def merge(self, other: ImportReport) -> None:
        """Add another file's report to this one (for totals; undo each report on its own)."""
        self.added += other.added
        self.skipped += other.skipped
        self.merged += other.merged
        self.problems += other.problems
        self.key_notes += other.key_notes
        self.lists += [name for name in other.lists if name not in self.lists]
        self.created_lists += other.created_lists
        self.duplicates += other.duplicates
        self.sources += other.sources
        self.failed += other.failed
        self.changes = self.changes | other.changes
