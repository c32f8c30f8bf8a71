"""What one import holds while it runs: its options, and each file's state."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from papershelf.formats.records import Block, Record
from papershelf.services.duplicates import Ref
from papershelf.services.id_runs import IdRuns
from papershelf.services.import_report import Decision
from papershelf.services.import_run.hashed import HashedTable


@dataclass
class Options:
    """How an import treats duplicates: a default action and per-record decisions."""

    on_duplicate: str = "skip"
    decisions: Mapping[int, str | Decision] = field(default_factory=dict)
    # The records are distinct items of one source (a Zotero library): never duplicates of
    # each other, keyed or not, as keyed records of one file are not.
    distinct: bool = False

    def decision(self, position: int) -> Decision:
        """The decision for the record at position (the default when none was given)."""
        return Decision.of(self.decisions.get(position, self.on_duplicate))


def _seen_keys() -> HashedTable:
    """A file's keys as written: each with its first record's content hash and line."""
    return HashedTable(columns=2)


@dataclass
class FileState:
    """One file of the import: its source row, list, and entries in file order.

    What grows with the file is compact (issue 38): keys as hashes (HashedTable), ids as
    runs (IdRuns); only the current piece's (position, id) pairs are kept, to place blocks.
    """

    file: str
    source_id: int | None
    list_name: str | None
    number: int = 0  # the file's number in the import
    bibtex: bool = False
    keys: HashedTable = field(default_factory=_seen_keys)  # key -> (content hash, line)
    crossrefs: list[tuple[int, str, str]] = field(default_factory=list)  # line, key, parent
    skipped_as: dict[str, str] = field(default_factory=dict)  # key skipped -> the entry's key
    ids: IdRuns = field(default_factory=IdRuns)  # added or merged into, in file order
    added: IdRuns = field(default_factory=IdRuns)  # the entries added, in file order
    fresh: list[tuple[int, int]] = field(default_factory=list)  # the piece's (position, id)
    blocks: list[tuple[Block, int | None]] = field(default_factory=list)  # block, before id
    waiting: list[tuple[Block, int]] = field(default_factory=list)  # block, anchor position
    linked: IdRuns = field(default_factory=IdRuns)  # entries stored with a `file` field
    marked: bool = False  # a record has fields another program left (migrate.extras)


@dataclass
class Merge:
    """A record to merge into an entry once everything is stored."""

    record: Record
    ref: Ref
    choices: dict[str, str]
    state: FileState
