"""The import engine: each record checked for duplicates, given a key and stored, in order.

One Importer runs one import (one or more files) inside the caller's transaction. Keys
and duplicates are kept in memory for the whole import, so the records of a piece can be
checked while the BatchWriter's helper thread stores the piece before; everything that
needs the database again (merges, blocks, lists, not-duplicate marks) waits for finish().
A dry run (plan) does the same checks and stores nothing.

Inside one file a key names one entry: a key repeated with the same content is that
entry again (not imported, with a report line), a key repeated with other content is
another entry (imported under a new key, with a report line), and records with keys of
their own are never duplicates of each other (services.duplicates).
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from papershelf.formats.bib.file_field import LINK_FIELDS
from papershelf.formats.records import Block, Problem, ReadResult, Record
from papershelf.formats.text.latex import all_single_spaced, single_spaced
from papershelf.formats.text.unicode_repair import (
    nul_note,
    repair_note,
    repair_record,
    strip_nuls,
)
from papershelf.i18n import translate
from papershelf.library import keys_sql, sources_sql
from papershelf.library.db import Library
from papershelf.library.models import now
from papershelf.services import attachments, members
from papershelf.services.changes import ALL_FIELDS, Changes
from papershelf.services.deleting import snapshot_entries
from papershelf.services.duplicate_identity import Identity, Sketch
from papershelf.services.duplicate_keys import keys_of
from papershelf.services.duplicates import (
    DuplicateIndex,
    Match,
    Ref,
    candidate,
    mark_not_duplicate,
)
from papershelf.services.import_report import (
    Decision,
    ImportReport,
    KeyNote,
    PossibleDuplicate,
    Skipped,
)
from papershelf.services.import_writer import BatchWriter
from papershelf.services.keys import KeyBook
from papershelf.services.lists import append_to_list, ensure_list, find_list
from papershelf.services.merging import merge_record_into
from papershelf.services.migrate.marks import MARK_FIELDS, MARK_PREFIXES


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


@dataclass
class FileState:
    """One file of the import: its source row, list, and entries in file order."""

    file: str
    source_id: int | None
    list_name: str | None
    number: int = 0  # the file's number in the import
    bibtex: bool = False
    keys: dict[str, int] = field(default_factory=dict)  # key -> _Seen.of its first record
    crossrefs: list[tuple[int, str, str]] = field(default_factory=list)  # line, key, parent
    skipped_as: dict[str, str] = field(default_factory=dict)  # key skipped -> the entry's key
    ids: list[int] = field(default_factory=list)  # added or merged into, in file order
    added: list[tuple[int, int]] = field(default_factory=list)  # (position, id) added
    blocks: list[tuple[Block, int | None]] = field(default_factory=list)  # block, before id
    waiting: list[tuple[Block, int]] = field(default_factory=list)  # block, anchor position
    linked: list[int] = field(default_factory=list)  # entries stored with a `file` field
    marked: bool = False  # a record has fields another program left (migrate.extras)


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
        # Keys of the entries the import added or named; the library's are read as needed
        # (KeyBook.look_up per piece), never all of them (issue 38).
        self.key_of: dict[int, str] = {}
        self.keys = KeyBook(lib)
        self.dupes = DuplicateIndex.for_import(lib, store=not dry_run)
        self.states = [self._state(n, name, bibtex) for n, (name, bibtex) in enumerate(files)]
        self.position = 0
        self.merges: list[_Merge] = []
        self.different: list[tuple[Ref, Ref]] = []
        self.writer = None if dry_run else BatchWriter(lib)
        self.import_keys: dict[int, str] = {}  # position -> key given

    def _state(self, number: int, file: str, bibtex: bool) -> FileState:
        """A file's state, with its import_source row when it is a stored BibTeX file."""
        source_id = None
        if bibtex and not self.dry_run:
            source_id = sources_sql.insert_source(self.lib, file, str(now()))
        return FileState(file, source_id, None, number, bibtex)

    # --- records --------------------------------------------------------------------------

    def add_piece(self, index: int, result: ReadResult) -> None:
        """Import one piece of file number index: its records, then its blocks."""
        state = self.states[index]
        first = len(state.added)
        positions: dict[str, int] = {}
        for offset, record in enumerate(result.records):
            if record.key:
                positions.setdefault(record.key.lower(), self.position + offset)
            self._repair(record, state)
        self.keys.look_up([record.key for record in result.records if record.key])
        if self.dupes.looks_up:  # the piece's candidates in the library, by their keys
            wanted = [Identity.of(record) for record in result.records]
            self.dupes.look_up(wanted)
            for record, identity in zip(result.records, wanted, strict=True):
                self.add_record(record, state, identity)
        else:
            for record in result.records:
                self.add_record(record, state)
        self.report.problems += result.problems
        self._place_blocks(state, result.blocks, positions, first)

    def _repair(self, record: Record, state: FileState) -> None:
        """Lone surrogates replaced and NULs removed (storable by no backend), each with a
        report line."""
        for fields, note in ((repair_record(record), repair_note), (strip_nuls(record), nul_note)):
            if fields:
                self.report.problems.append(Problem(state.file, record.source_line, note(fields)))

    def last_piece(self) -> None:
        """The records that follow are the import's last: stored in smaller batches."""
        if self.writer is not None:
            self.writer.finishing()

    def add_record(
        self, record: Record, state: FileState, identity: Identity | Sketch | None = None
    ) -> None:
        """Check one record against what came before, then store, merge or skip it (its
        identity made here unless the caller made it for the piece's look_up)."""
        position = self.position
        self.position += 1
        own = Ref(None, position, state.number, bool(record.key) or self.options.distinct)
        if self._repeats(record, state):
            return
        if identity is None:
            identity = self.dupes.identity(record, own)
        match = self.dupes.match(identity, within=own)
        if match is not None and self._handled_duplicate(position, record, match, state):
            self.dupes.add(identity, match.ref)
            return
        key = self.import_keys[position] = self._key(record, state)
        linked, parent, marked = _links_and_parent(record)
        state.marked = state.marked or marked
        entry_id = None
        if self.writer is not None:
            keys = keys_of(identity)
            entry_id = self.writer.add(record, key, identity.fingerprint, state.source_id, keys)
            self.key_of[entry_id] = key
            state.added.append((position, entry_id))
            state.ids.append(entry_id)
            self.report.added.append(entry_id)
            if linked:
                state.linked.append(entry_id)
        self.dupes.add(identity, Ref(entry_id, position, state.number, own.keyed))
        if parent:
            state.crossrefs.append((record.source_line, key, parent))
        if match is not None and not match.sure and position not in self.options.decisions:
            other = self._key_of(match.ref)
            found = PossibleDuplicate(state.file, record.source_line, key, other, match.why)
            self.report.possible.append(found)
        if match is not None and position in self.options.decisions:
            self.different.append((Ref(entry_id, position), match.ref))  # a person: two papers

    def _repeats(self, record: Record, state: FileState) -> bool:
        """Whether record repeats an earlier entry of its file exactly (key and content):
        then it is noted as not imported. Also notes its crossref for the end."""
        if not record.key:
            return False
        folded, seen = record.key.lower(), _Seen.of(record)
        first = state.keys.get(folded)
        if first is None:
            state.keys[folded] = seen
        elif _Seen.content(first) == _Seen.content(seen):
            reason = translate("import_report", "it repeats the entry on line {line} exactly")
            reason = reason.format(line=_Seen.line(first))
            self.report.skipped.append(Skipped(record, record.key, state.file, reason))
            return True
        return False

    def _handled_duplicate(
        self, position: int, record: Record, match: Match, state: FileState
    ) -> bool:
        """Note a duplicate; True when it is skipped or merged (not stored as a new entry).

        A possible duplicate is kept unless a person decided otherwise; a sure one goes as
        the decision for it, else on_duplicate, says.
        """
        found = candidate(position, record, match, state.file)
        self.report.duplicates.append(found)
        if not match.sure and position not in self.options.decisions:
            return False
        decision = self.options.decision(position)
        if decision.action == "skip":
            key = self._key_of(match.ref)
            if record.key:
                state.skipped_as[record.key.lower()] = key
            reason = self._skip_reason(key, match)
            self.report.skipped.append(Skipped(record, key, state.file, reason))
            return True
        if decision.action == "merge":
            self.merges.append(_Merge(record, match.ref, dict(decision.choices), state))
            reason = translate("import_report", "merged into '{key}' ({why})").format(
                key=self._key_of(match.ref), why=match.why
            )
            self.report.merge_notes.append(
                Skipped(record, self._key_of(match.ref), state.file, reason)
            )
            return True
        return False

    def _skip_reason(self, key: str, match: Match) -> str:
        """Why a duplicate is not imported: what it duplicates, and the evidence."""
        if match.ref.index is None:
            said = translate("import_report", "already in the library as '{key}' ({why})")
        else:
            said = translate(
                "import_report", "the same paper as '{key}', imported before it ({why})"
            )
        return said.format(key=key, why=match.why)

    def _key_of(self, ref: Ref) -> str:
        """The key of the entry (or earlier record) a duplicate matched."""
        if ref.entry_id is not None:
            if ref.entry_id not in self.key_of:
                self.key_of[ref.entry_id] = keys_sql.key_of(self.lib, ref.entry_id) or "?"
            return self.key_of[ref.entry_id]
        return self.import_keys.get(ref.index, "?") if ref.index is not None else "?"

    def _key(self, record: Record, state: FileState) -> str:
        """The key the record is stored under, noting a generated one in the report (for a
        record without a key, only in a BibTeX file: other formats have no keys)."""
        wanted = record.key
        taken = bool(wanted) and self.keys.is_taken(wanted or "")
        key = self.keys.claim(wanted, record)
        if key != wanted and (wanted or state.bibtex):
            reason = (
                self._taken_reason(record, state)
                if taken
                else translate("import_report", "it is not a valid key")
            )
            line = record.source_line
            note = KeyNote(state.file, line, wanted, key, reason, record.entry_type)
            self.report.key_notes.append(note)
        return key

    def _taken_reason(self, record: Record, state: FileState) -> str:
        """Who already has the record's key: an earlier entry of the file, of the import, or
        the library."""
        key = record.key or ""
        first = state.keys.get(key.lower())
        if first is not None and _Seen.line(first) != record.source_line:
            said = translate(
                "import_report", "the entry on line {line} has the same key and other content"
            )
            return said.format(line=_Seen.line(first))
        if self.keys.in_library(key):
            return translate("import_report", "the library already has an entry with this key")
        return translate("import_report", "an entry imported before it has the same key")

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
        for state in self.states:
            report.problems += self._missing_parents(state)
        if self.writer is None:
            return report
        self.writer.close()
        members.adopt_imported(self.lib, report.added)  # a shared library: the importer's own
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

    def _missing_parents(self, state: FileState) -> list[Problem]:
        """A problem for each crossref to a key neither the file nor the library has, or to
        an entry not imported because the library has it under another key."""
        if not state.crossrefs:
            return []
        parents = {parent for _, _, parent in state.crossrefs}
        known = {key.lower() for key in self.import_keys.values()} | set(state.keys)
        known |= {key.lower() for key in keys_sql.keys_in_use(self.lib, sorted(parents))}
        problems = []
        for line, key, parent in state.crossrefs:
            other = state.skipped_as.get(parent.lower(), parent)
            if other.lower() != parent.lower():
                said = translate(
                    "import_run", "which was not imported: the library has it as '{other}'"
                )
                why = said.format(other=other)
            elif parent.lower() not in known:
                why = translate("import_run", "which is not in the file or library")
            else:
                continue
            said = translate("import_run", "entry '{key}' has crossref '{parent}', {why}")
            problems.append(Problem(state.file, line, said.format(key=key, parent=parent, why=why)))
        return problems

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
            if _has_links(merge.record):  # its files are added to the entry's, whatever field won
                links = [(n, v) for n, v in merge.record.fields if n.lower() in LINK_FIELDS]
                attachments.add_links(self.lib, target, links, _folder_of(merge.state.file))
            merge.state.ids.append(target)
            if target not in new and target not in self.report.merged:
                self.report.merged.append(target)

    def _finish_file(self, state: FileState) -> None:
        """A file's blocks (or, if it added no entry, no source row at all) and its list.

        Blocks go with the file's entries; a record merged into an older entry keeps that
        entry's file, so its raw values' macros are written as text, never undefined.
        """
        state.blocks += [(block, None) for block, _ in state.waiting]
        if state.linked:  # `file` fields become attachments, relative to the file's folder
            folder = _folder_of(state.file)
            attachments.sync_links(self.lib, state.linked, folder)
        if state.added and state.file:  # JabRef/BibDesk/Mendeley/EndNote groups, marks, files
            from papershelf.services.migrate.extras import apply_file_extras

            added = [entry_id for _, entry_id in state.added]
            blocks = [block for block, _ in state.blocks]
            apply_file_extras(self.lib, state.file, blocks, added, self.report, state.marked)
        if state.source_id is not None:
            if state.added or state.blocks:  # a file of @string blocks alone keeps them
                self._write_blocks(state)
                self.report.sources.append(state.source_id)
            else:
                sources_sql.delete_source(self.lib, state.source_id)
        if state.list_name:
            self._fill_list(state.list_name, state.ids)

    def _write_blocks(self, state: FileState) -> None:
        """Store a file's blocks in file order, each with the entry it stands before."""
        assert state.source_id is not None
        sources_sql.insert_blocks(
            self.lib,
            state.source_id,
            [(b.kind, b.name, b.raw, b.line, before) for b, before in state.blocks],
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


def _folder_of(file: str) -> str:
    """The folder of an imported file ('' for records that came from no file)."""
    return str(Path(file).expanduser().absolute().parent) if file else ""


def _has_links(record: Record) -> bool:
    """Whether a record has a `file` field or RIS L1 links (attachments to make)."""
    return _links_and_parent(record)[0]


def _links_and_parent(record: Record) -> tuple[bool, str, bool]:
    """Whether record has a `file` field or RIS L1 links (attachments to make), its first
    crossref's parent key ('' for none), and whether it has a field another program left
    (migrate.extras brings those): one pass over its fields for the three."""
    linked, parent, marked = False, None, False
    for name, value in record.fields:
        lowered = name.lower()
        if lowered in LINK_FIELDS:
            linked = True
        elif lowered == "crossref" and parent is None:
            parent = value
        elif lowered in MARK_FIELDS or lowered.startswith(MARK_PREFIXES):
            marked = True
    return linked, (parent or "").strip(), marked


class _Seen:
    """A keyed record as an import remembers it: its content's hash and its line, in one int
    (an import keeps one per key; a tuple of the two took three objects)."""

    @staticmethod
    def of(record: Record) -> int:
        """What is kept of record."""
        return (_content(record) & _HASH_BITS) << _LINE_BITS | max(record.source_line, 0)

    @staticmethod
    def content(seen: int) -> int:
        """The content hash kept."""
        return seen >> _LINE_BITS

    @staticmethod
    def line(seen: int) -> int:
        """The record's line."""
        return seen & ((1 << _LINE_BITS) - 1)


_HASH_BITS = (1 << 64) - 1  # Python's hash: 64 bits, signed
_LINE_BITS = 40  # a line number below 2**40


def _content(record: Record) -> int:
    """What makes two records with one key the same entry: type and fields as written
    (white space squashed), as a hash: an import keeps one per key it has seen, and the
    fields themselves (a collaboration's 70 KB author list) would hold the whole file.

    Python's own hash of the parts, in C and without copying them (a blake2b digest of the
    parts run together took twice as long): within one process the same content always
    has the same hash, and two contents of one key share one by chance once in 2**64.
    """
    if not record.raw_fields:
        return hash((
            record.entry_type.lower(), record.title, record.authors_text, str(record.year),
            record.venue, record.abstract, record.doi, record.url, tuple(record.fields),
        ))  # fmt: skip
    values = [value for _, value in record.raw_fields]
    if not all_single_spaced(values):  # the usual record: nothing to squash
        values = [single_spaced(value) for value in values]
    # Field names hold no ',' (bibtex_syntax reads none): lower-cased as one text.
    names = ",".join([name for name, _ in record.raw_fields]).lower()
    return hash((record.entry_type.lower(), names, *values))
