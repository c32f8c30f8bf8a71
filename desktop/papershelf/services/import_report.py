"""What an import did (or, planned, would do): the report the CLI prints and the GUI shows."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from papershelf.formats.records import FormatError, Problem, Record
from papershelf.i18n import translate
from papershelf.services.changes import Changes
from papershelf.services.deleting import EntrySnapshot
from papershelf.services.id_runs import IdRuns

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


def entry_name(key: str | None, entry_type: str) -> str:
    """How a report line names an entry: "entry 'smith2020'", or "@article entry" (no key)."""
    if key:
        return translate("import_report", "entry '{key}'").format(key=key)
    return translate("import_report", "@{type} entry").format(type=entry_type)


def _where(file: str, line: int) -> str:
    """'file:line: ' (or 'file: ', or nothing) before a report line."""
    if not file:
        return ""
    return f"{file}:{line}: " if line else f"{file}: "


@dataclass
class Skipped:
    """A record not imported: the library (or the import) already has that paper.

    existing_key names what it duplicates; reason says why, as the report line ends.
    """

    record: Record
    existing_key: str
    file: str = ""
    reason: str = ""

    def __str__(self) -> str:
        """The line: 'file:line: entry KEY not imported: REASON'."""
        record = self.record
        name = entry_name(record.key, record.entry_type)
        said = translate("import_report", "{entry} not imported: {reason}")
        return _where(self.file, record.source_line) + said.format(entry=name, reason=self.reason)


@dataclass(frozen=True)
class KeyNote:
    """A record imported under a generated key: it had none (old None) or its key was
    taken (reason says by what)."""

    file: str
    line: int
    old: str | None
    new: str
    reason: str = "the key is already used by another entry"
    entry_type: str = "misc"

    def __str__(self) -> str:
        """The line: 'file:line: entry OLD imported as NEW: REASON'."""
        # the import wrote its reason in the language spoken
        reason = translate("import_report", "it has no key") if self.old is None else self.reason
        name = entry_name(self.old, self.entry_type)
        said = translate("import_report", "{entry} imported as '{key}': {reason}")
        return _where(self.file, self.line) + said.format(entry=name, key=self.new, reason=reason)


@dataclass(frozen=True)
class PossibleDuplicate:
    """A record imported although it looks like a paper already there: for review."""

    file: str
    line: int
    key: str
    other: str
    reason: str

    def __str__(self) -> str:
        """The line: 'file:line: possible duplicate: entry KEY may be the same paper as ...'."""
        said = translate(
            "import_report",
            "possible duplicate: entry '{key}' may be the same paper as '{other}' ({reason}); "
            "imported, for review",
        )
        return _where(self.file, self.line) + said.format(
            key=self.key, other=self.other, reason=self.reason
        )


@dataclass
class ImportReport:
    """What an import did: entries added, duplicates skipped or merged, problems, new keys.

    For undo (see ImportUndo): added, sources, created_lists, created_tags (names) and
    created_saved (saved search ids) are what the import made; merged_before holds the
    entries it merged records into (or rewrote), as they were before.
    """

    added: IdRuns = field(default_factory=IdRuns)  # in order, as runs (issue 38)
    skipped: list[Skipped] = field(default_factory=list)
    merged: list[int] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    key_notes: list[KeyNote] = field(default_factory=list)
    possible: list[PossibleDuplicate] = field(default_factory=list)
    merge_notes: list[Skipped] = field(default_factory=list)  # records merged, not imported
    lists: list[str] = field(default_factory=list)
    created_lists: list[int] = field(default_factory=list)
    created_tags: list[str] = field(default_factory=list)
    created_saved: list[int] = field(default_factory=list)
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
        text = translate("import_report", "{added} added, {skipped} skipped as duplicates")
        text = text.format(added=len(self.added), skipped=len(self.skipped))
        if merged := len(self.merged):
            text += translate("import_report", ", %n merged into existing entries", None, merged)
        if problems := len(self.problems):
            text += translate("import_report", ", %n problems", None, problems)
        return text

    def lines(self) -> list[str]:
        """Every line of the report after the summary, in file and line order: problems,
        entries not imported, entries imported under another key, possible duplicates."""
        found: list[tuple[str, int, str]] = [(p.file, p.line, str(p)) for p in self.problems]
        found += [(s.file, s.record.source_line, str(s)) for s in self.skipped + self.merge_notes]
        found += [(n.file, n.line, str(n)) for n in self.key_notes]
        found += [(p.file, p.line, str(p)) for p in self.possible]
        order = {name: number for number, name in enumerate(dict.fromkeys(f for f, _, _ in found))}
        found.sort(key=lambda item: (order[item[0]], item[1]))
        return [text for _, _, text in found]

    def merge(self, other: ImportReport) -> None:
        """Add another file's report to this one (for totals; undo each report on its own)."""
        self.added += other.added
        self.skipped += other.skipped
        self.merged += other.merged
        self.problems += other.problems
        self.key_notes += other.key_notes
        self.possible += other.possible
        self.merge_notes += other.merge_notes
        self.lists += [name for name in other.lists if name not in self.lists]
        self.created_lists += other.created_lists
        self.created_tags += other.created_tags
        self.created_saved += other.created_saved
        self.duplicates += other.duplicates
        self.sources += other.sources
        self.failed += other.failed
        self.changes = self.changes | other.changes
