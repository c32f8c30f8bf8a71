"""The import engine: each record checked for duplicates, given a key and stored, in order
(the package's docstring says what it keeps, and how little of it grows with the file)."""

from __future__ import annotations

import bisect

from papershelf.formats.records import Block, Problem, ReadResult, Record
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
from papershelf.services.duplicate_identity import Identity, Sketch
from papershelf.services.duplicate_keys import keys_of
from papershelf.services.duplicates import DuplicateIndex, Match, Ref, candidate
from papershelf.services.import_report import (
    ImportReport,
    KeyNote,
    PossibleDuplicate,
    Skipped,
)
from papershelf.services.import_run import finishing
from papershelf.services.import_run.hashed import HashedTable
from papershelf.services.import_run.seen import content, links_and_parent
from papershelf.services.import_run.state import FileState, Merge, Options
from papershelf.services.import_writer import BatchWriter
from papershelf.services.keys import KeyBook


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
        # The keys the import gave, as hashes; the library's are read as needed
        # (KeyBook.look_up per piece), never all of them (issue 38). An import record's
        # key travels in its Ref; library entries' keys are read when a duplicate names one.
        self.library_keys: dict[int, str] = {}
        self.keys = KeyBook(lib, taken=HashedTable())
        self.dupes = DuplicateIndex.for_import(lib, store=not dry_run)
        self.states = [self._state(n, name, bibtex) for n, (name, bibtex) in enumerate(files)]
        self.position = 0
        self.merges: list[Merge] = []
        self.different: list[tuple[Ref, Ref]] = []
        self.writer = None if dry_run else BatchWriter(lib)

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
        state.fresh = []
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
        self._place_blocks(state, result.blocks, positions)

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
        key = self._key(record, state)
        linked, parent, marked = links_and_parent(record)
        state.marked = state.marked or marked
        entry_id = None
        if self.writer is not None:
            keys = keys_of(identity)
            entry_id = self.writer.add(record, key, identity.fingerprint, state.source_id, keys)
            state.fresh.append((position, entry_id))
            state.added.append(entry_id)
            state.ids.append(entry_id)
            self.report.added.append(entry_id)
            if linked:
                state.linked.append(entry_id)
        self.dupes.add(identity, Ref(entry_id, position, state.number, own.keyed, key))
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
        folded, written = record.key.lower(), content(record)
        first = state.keys.first(folded, written, record.source_line)
        if first is not None and first[0] == written:
            reason = translate("import_report", "it repeats the entry on line {line} exactly")
            reason = reason.format(line=first[1])
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
            self.merges.append(Merge(record, match.ref, dict(decision.choices), state))
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
        """The key of the entry (or earlier record) a duplicate matched: an import record's
        Ref carries it; a library entry's is read (once)."""
        if ref.key:
            return ref.key
        if ref.entry_id is None:
            return "?"
        if ref.entry_id not in self.library_keys:
            self.library_keys[ref.entry_id] = keys_sql.key_of(self.lib, ref.entry_id) or "?"
        return self.library_keys[ref.entry_id]

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
        if first is not None and first[1] != record.source_line:
            said = translate(
                "import_report", "the entry on line {line} has the same key and other content"
            )
            return said.format(line=first[1])
        if self.keys.in_library(key):
            return translate("import_report", "the library already has an entry with this key")
        return translate("import_report", "an entry imported before it has the same key")

    # --- blocks ---------------------------------------------------------------------------

    def _place_blocks(
        self, state: FileState, blocks: list[Block], positions: dict[str, int]
    ) -> None:
        """Anchor each block to the first entry stored at or after its record's position."""
        added = state.fresh
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
        self.dupes.close()  # every record is checked: the sketches kept are no longer needed
        return finishing.finish(self)

    def abort(self) -> None:
        """Stop the helper thread after a failure (the caller's transaction rolls back)."""
        self.dupes.close()
        if self.writer is not None:
            self.writer.abort()
