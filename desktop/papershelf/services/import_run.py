"""The import engine: each record checked for duplicates, given a key and stored, in order.

One Importer runs one import (one or more files) inside the caller's transaction. Keys
and duplicates are kept in memory for the whole import, so the records of a piece can be
checked while the BatchWriter's helper thread stores the piece before; everything that
needs the database again (merges, blocks, lists, not-duplicate marks) waits for finish().
A dry run (plan) does the same checks and stores nothing.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping
from dataclasses import dataclass, field

from papershelf.formats.records import Block, ReadResult, Record
from papershelf.library.db import Library
from papershelf.library.models import now
from papershelf.services.changes import ALL_FIELDS, Changes
from papershelf.services.deleting import snapshot_entries
from papershelf.services.duplicates import (
    DuplicateIndex,
    Identity,
    Match,
    Ref,
    candidate,
    mark_not_duplicate,
)
from papershelf.services.import_report import Decision, ImportReport, KeyNote, Skipped
from papershelf.services.import_writer import BatchWriter
from papershelf.services.keys import KeyBook
from papershelf.services.lists import append_to_list, ensure_list, find_list
from papershelf.services.merging import merge_record_into


@dataclass
class Options:
    """How an import treats duplicates: a default action and per-record decisions."""

    on_duplicate: str = "skip"
    decisions: Mapping[int, str | Decision] = field(default_factory=dict)

    def decision(self, position: int) -> Decision:
        """The decision for the record at position (the default when none was given)."""
        return Decision.of(self.decisions.get(position, self.on_duplicate))


@dataclass
class FileState:
    """One file of the import: its source row, list, and entries in file order."""

    file: str
    source_id: int | None
    list_name: str | None
    ids: list[int] = field(default_factory=list)  # added or merged into, in file order
    added: list[tuple[int, int]] = field(default_factory=list)  # (position, id) added
    blocks: list[tuple[Block, int | None]] = field(default_factory=list)  # block, before id
    waiting: list[tuple[Block, int]] = field(default_factory=list)  # block, anchor position


@dataclass
class _Merge:
    """A record to merge into an entry once everything is stored."""

    record: Record
    ref: Ref
    choices: dict[str, str]
    state: FileState


class Importer:
    """Checks, keys and stores the records of one import (see the module docstring)."""

    def __init__(
        self, lib: Library, options: Options, files: list[tuple[str, bool]], dry_run: bool = False
    ) -> None:
        """Prepare an import of files ((name, is BibTeX)); sources are made before storing."""
        self.lib = lib
        self.options = options
        self.report = ImportReport()
        self.dry_run = dry_run
        self.key_of = {int(i): str(k) for i, k in lib.execute("SELECT id, key FROM entry")}
        self.keys = KeyBook(lib, keys=self.key_of.values())
        self.dupes = DuplicateIndex.of_library(lib)
        self.states = [self._state(name, bibtex) for name, bibtex in files]
        self.position = 0
        self.merges: list[_Merge] = []
        self.different: list[tuple[Ref, Ref]] = []
        self.writer = None if dry_run else BatchWriter(lib)

    def _state(self, file: str, bibtex: bool) -> FileState:
        """A file's state, with its import_source row when it is a stored BibTeX file."""
        source_id = None
        if bibtex and not self.dry_run:
            cursor = self.lib.execute(
                "INSERT INTO import_source (path, imported) VALUES (?, ?)", [file, str(now())]
            )
            source_id = int(cursor.lastrowid or 0)
        return FileState(file, source_id, None)

    # --- records --------------------------------------------------------------------------

    def add_piece(self, index: int, result: ReadResult) -> None:
        """Import one piece of file number index: its records, then its blocks."""
        state = self.states[index]
        first = len(state.added)
        positions: dict[str, int] = {}
        for record in result.records:
            if record.key:
                positions.setdefault(record.key.lower(), self.position)
            self.add_record(record, state)
        self.report.problems += result.problems
        self._place_blocks(state, result.blocks, positions, first)

    def add_record(self, record: Record, state: FileState) -> None:
        """Check one record against what came before, then store, merge or skip it."""
        position = self.position
        self.position += 1
        identity = Identity.of(record)
        match = self.dupes.match(identity)
        if match is not None and self._handled_duplicate(position, record, match, state):
            self.dupes.add(identity, match.ref)
            return
        key = self._key(record, state)
        entry_id = None
        if self.writer is not None:
            entry_id = self.writer.add(record, key, identity.fingerprint, state.source_id)
            self.key_of[entry_id] = key
            state.added.append((position, entry_id))
            state.ids.append(entry_id)
            self.report.added.append(entry_id)
        self.dupes.add(identity, Ref(entry_id, position))
        if match is not None and position in self.options.decisions:
            self.different.append((Ref(entry_id, position), match.ref))  # a person: two papers

    def _handled_duplicate(
        self, position: int, record: Record, match: Match, state: FileState
    ) -> bool:
        """Note a duplicate; True when it is skipped or merged (not stored as a new entry)."""
        found = candidate(position, record, match, state.file)
        self.report.duplicates.append(found)
        decision = self.options.decision(position)
        if decision.action == "skip":
            key = self._key_of(match.ref)
            self.report.skipped.append(Skipped(record, key, state.file, match.reason))
            return True
        if decision.action == "merge":
            self.merges.append(_Merge(record, match.ref, dict(decision.choices), state))
            return True
        return False

    def _key_of(self, ref: Ref) -> str:
        """The key of the entry (or earlier record) a duplicate matched."""
        if ref.entry_id is not None:
            return self.key_of.get(ref.entry_id, "?")
        return f"record {ref.index} of this import" if ref.index is not None else "?"

    def _key(self, record: Record, state: FileState) -> str:
        """The key the record is stored under, noting a generated one in the report."""
        key = self.keys.claim(record.key, record)
        if key != record.key:
            note = KeyNote(state.file, record.source_line, record.key, key)
            self.report.key_notes.append(note)
        return key

    # --- blocks ---------------------------------------------------------------------------

    def _place_blocks(
        self, state: FileState, blocks: list[Block], positions: dict[str, int], first: int
    ) -> None:
        """Anchor each block to the first entry stored at or after its record's position."""
        added = state.added[first:]
        waiting = state.waiting
        state.waiting = []
        for block, anchor in waiting:
            self._anchor(state, block, anchor, added)
        for block in blocks:
            at = positions.get((block.before_key or "").lower())
            if at is None:
                state.blocks.append((block, None))
            else:
                self._anchor(state, block, at, added)

    def _anchor(
        self, state: FileState, block: Block, anchor: int, added: list[tuple[int, int]]
    ) -> None:
        """Place block before the first entry added at or after anchor, or wait for one."""
        at = bisect.bisect_left(added, (anchor, -1))
        if at < len(added):
            state.blocks.append((block, added[at][1]))
        else:
            state.waiting.append((block, anchor))

    # --- the end --------------------------------------------------------------------------

    def finish(self) -> ImportReport:
        """Store what is left, merge, write blocks, fill lists; the report."""
        report = self.report
        if self.writer is None:
            return report
        self.writer.close()
        self._merge_all()
        for state in self.states:
            self._finish_file(state)
        for new, old in self.different:
            if new.entry_id is not None and old.entry_id is not None:
                mark_not_duplicate(self.lib, new.entry_id, old.entry_id)
        report.changes = Changes(
            added=frozenset(report.added), edited=frozenset(report.merged),
            fields=ALL_FIELDS if report.merged else frozenset(), lists=bool(report.lists),
            duplicates=bool(self.different),
        )  # fmt: skip
        return report

    def _merge_all(self) -> None:
        """Merge the records that duplicate an entry into it (entries that existed before
        the import are snapshot first, for undo)."""
        new = set(self.report.added)
        targets = [m.ref.entry_id for m in self.merges if m.ref.entry_id is not None]
        older = sorted({t for t in targets if t not in new})
        if older:
            self.report.merged_before = snapshot_entries(self.lib, older)
        for merge in self.merges:
            target = merge.ref.entry_id
            if target is None:
                continue
            merge_record_into(self.lib, target, merge.record, merge.choices)
            merge.state.ids.append(target)
            if target not in new and target not in self.report.merged:
                self.report.merged.append(target)

    def _finish_file(self, state: FileState) -> None:
        """A file's blocks (or, if it added no entry, no source row at all) and its list.

        Blocks go with the file's entries; a record merged into an older entry keeps that
        entry's file, so its raw values' macros are written as text, never undefined.
        """
        state.blocks += [(block, None) for block, _ in state.waiting]
        if state.source_id is not None:
            if state.added:
                self._write_blocks(state)
                self.report.sources.append(state.source_id)
            else:
                self.lib.execute("DELETE FROM import_source WHERE id = ?", [state.source_id])
        if state.list_name:
            self._fill_list(state.list_name, state.ids)

    def _write_blocks(self, state: FileState) -> None:
        """Store a file's blocks in file order, each with the entry it stands before."""
        self.lib.db.connection().executemany(
            "INSERT INTO bib_block (source_id, position, kind, name, raw, line, before_entry) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (state.source_id, n, b.kind, b.name, b.raw, b.line, before)
                for n, (b, before) in enumerate(state.blocks)
            ],
        )

    def _fill_list(self, name: str, ids: list[int]) -> None:
        """Append the file's entries to the reading list name (created if need be)."""
        existed = find_list(self.lib, name) is not None
        list_id = ensure_list(self.lib, name)
        if not existed:
            self.report.created_lists.append(list_id)
        append_to_list(self.lib, list_id, ids)
        if name not in self.report.lists:
            self.report.lists.append(name)

    def abort(self) -> None:
        """Stop the helper thread after a failure (the caller's transaction rolls back)."""
        if self.writer is not None:
            self.writer.abort()
