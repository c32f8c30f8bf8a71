"""Importing files (.bib/.bibtex, .ris, CSL-JSON .json, EndNote XML .xml, plain-text abstract
lists) and records.

Every import is one transaction: a file that is not what its name says, a failure, or a
cancel (the progress callback raising ImportCancelled) leaves the library as it was.
Each record is checked for duplicates (services.duplicates) against the library and the
records before it; a sure duplicate is skipped, merged or kept as `on_duplicate` says, or
as a per-record decision says; a possible one is kept (and listed) unless a decision
says otherwise. Inside one file, records with keys of their own are never duplicates of
each other. A record without a key (in a BibTeX file), or with a key another entry has,
gets one from the library's key pattern. The report has one line per entry not imported
or imported under another key (ImportReport.lines).

For the GUI, in two steps:
    plan = plan_import(lib, paths, progress)            # reads, finds duplicates, writes nothing
    ... show plan.candidates side by side (plan.record(c.earlier_index) for in-file ones)
    report = commit_import(lib, plan, {c.index: 'skip' | 'keep' | Decision.merge({...})})

Undo recipe (ImportUndo does it):
    undo = ImportUndo(report)         # right after the import
    undo.undo(lib)  /  undo.redo(lib)

Threads: run an import on a worker thread with its own connection (db.open_worker); the
import's own helper thread shares that connection (see import_writer).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from papershelf.formats import bibtex_stream, csl_json_read, encoding, endnote_xml, plaintext, ris
from papershelf.formats.bibtex_stream import Piece
from papershelf.formats.records import FormatError, ReadResult, Record
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.sqlite.bulk_journal import first_fill_mode
from papershelf.services.changes import Changes
from papershelf.services.deleting import (
    EntrySnapshot,
    SourceSnapshot,
    delete_sources,
    restore_entries,
    restore_sources,
    revert_entries,
    snapshot_entries,
    snapshot_sources,
    undo_import,
)
from papershelf.services.duplicates import Candidate
from papershelf.services.import_report import (
    DUPLICATE_ACTIONS,
    Decision,
    ImportCancelled,
    ImportReport,
    KeyNote,
    Progress,
    Skipped,
)
from papershelf.services.import_run import Importer, Options
from papershelf.services.import_store import write_fields, write_people

if TYPE_CHECKING:
    from papershelf.services.saved_searches import SavedSearch

__all__ = [
    "DUPLICATE_ACTIONS", "Decision", "ImportCancelled", "ImportPlan", "ImportReport",
    "ImportUndo", "KeyNote", "Progress", "Skipped", "commit_import",
    "file_kind", "guessed_encodings", "import_file", "import_records", "plan_import",
    "read_file", "write_fields", "write_people",
]  # fmt: skip

# File name endings -> what they hold.
KINDS = {
    ".bib": "bibtex", ".bibtex": "bibtex", ".ris": "ris", ".json": "csl-json",
    ".txt": "plaintext", ".text": "plaintext", ".md": "plaintext", ".xml": "endnote-xml",
}  # fmt: skip
_READERS = {
    "ris": ris.read_text, "csl-json": csl_json_read.read_text, "plaintext": plaintext.read_text,
    "endnote-xml": endnote_xml.read_text,
}  # fmt: skip


def file_kind(path: Path) -> str:
    """'bibtex', 'ris', 'csl-json', 'endnote-xml' or 'plaintext' by the file's ending;
    FormatError else."""
    kind = KINDS.get(path.suffix.lower())
    if kind is None:
        known = ", ".join(sorted(KINDS))
        said = translate("import_report", "cannot import '{suffix}' files (known: {known})")
        raise FormatError(str(path), 0, said.format(suffix=path.suffix, known=known))
    return kind


def read_file(path: Path, progress: Progress | None = None, codec: str | None = None) -> ReadResult:
    """Read a whole file with the reader its ending names; FormatError when none fits.

    progress(done, total) counts the file's bytes, after each piece read; codec is the
    encoding a person chose (else formats.encoding finds it).
    """
    return _read_whole(_source(path, codec), progress)


def _read_whole(source: Source, progress: Progress | None) -> ReadResult:
    """Every piece of a source, in one ReadResult."""
    whole = ReadResult()
    for piece in source.pieces:
        _tick(progress, piece.done, piece.total)
        result = piece.result
        whole.records += result.records
        whole.problems += result.problems
        whole.blocks += result.blocks
        whole.strings = result.strings
        whole.collection = whole.collection or result.collection
    return whole


@dataclass
class Source:
    """A file about to be read: its pieces, the codec it is read with, and whether that
    codec was detected (assumed) rather than declared or UTF-8."""

    pieces: Iterator[Piece]
    codec: str
    assumed: bool


def _source(path: Path, codec: str | None = None) -> Source:
    """The file read a piece at a time (BibTeX) or whole (the others); checks come first."""
    kind = file_kind(path)
    if kind == "bibtex":
        sniffed = bibtex_stream.sniff(path, codec)
        pieces = bibtex_stream.read_pieces(path, sniffed=sniffed)
        return Source(pieces, sniffed.codec, sniffed.assumed)
    data = plaintext.read_bytes(path) if kind == "plaintext" else encoding.read_bytes(path)
    decoded = encoding.decode_file(data, str(path), codec)
    result = _READERS[kind](decoded.text, str(path))
    result.problems[:0] = decoded.notes
    size = max(_size(path), 1)
    return Source(iter([Piece(result, size, size)]), decoded.codec, decoded.assumed)


def guessed_encodings(paths: Sequence[Path]) -> list[Path]:
    """The files whose encoding an import would have to guess (a person may want to
    choose it first); files that cannot be read are left to the import to report."""
    guessed = []
    for path in paths:
        try:
            file_kind(Path(path))
            if encoding.needs_guess(encoding.read_bytes(Path(path))):
                guessed.append(Path(path))
        except FormatError:
            continue
    return guessed


def import_file(
    lib: Library, path: Path, list_name: str | None = None, *, on_duplicate: str = "skip",
    decisions: Mapping[int, str | Decision] | None = None, progress: Progress | None = None,
) -> ImportReport:  # fmt: skip
    """Read and import one file; its entries go into list_name, else the file's collection.

    progress(done, total) counts bytes of the file; decisions are keyed by the record's
    position among the file's readable records (as plan_import's candidates give them).
    """
    pieces = _source(Path(path)).pieces
    options = _options(on_duplicate, decisions)
    files = [(str(path), file_kind(Path(path)) == "bibtex")]

    def feed(importer: Importer) -> None:
        """The file's pieces, in order."""
        for piece in pieces:
            _name_list(importer, 0, list_name, piece.result)
            if piece.last:
                importer.last_piece()
            importer.add_piece(0, piece.result)
            _tick(progress, piece.done, piece.total)

    return _run(lib, options, files, feed, progress)


def import_records(
    lib: Library, records: Iterable[Record], list_name: str | None = None, file: str = "", *,
    on_duplicate: str = "skip", decisions: Mapping[int, str | Decision] | None = None,
    progress: Progress | None = None, distinct: bool = False,
) -> ImportReport:  # fmt: skip
    """Add records in one transaction (duplicates handled as for files; distinct: the
    records are different items of one source, never duplicates of each other)."""
    result = ReadResult(records=list(records))
    options = _options(on_duplicate, decisions)
    options.distinct = distinct

    def feed(importer: Importer) -> None:
        """The records, as one piece."""
        importer.states[0].list_name = list_name or None
        importer.add_piece(0, result)
        _tick(progress, len(result.records), len(result.records))

    return _run(lib, options, [(file, False)], feed, progress)


def _run(
    lib: Library, options: Options, files: list[tuple[str, bool]],
    feed: Callable[[Importer], None], progress: Progress | None,
) -> ImportReport:  # fmt: skip
    """One import in one transaction: feed hands the importer its pieces; nothing is kept
    if anything fails. (A caller in papershelf.bulk_work's mode ends it after this
    returns, so the collector, on again, does not find the importer's objects alive.) An empty
    library, open nowhere else, takes it with a rollback journal (bulk_journal says why)."""
    with first_fill_mode(lib), lib.atomic():
        importer = Importer(lib, options, files)
        try:
            feed(importer)
            return _finished(importer, progress)
        except BaseException:
            importer.abort()
            raise


def _options(on_duplicate: str, decisions: Mapping[int, str | Decision] | None) -> Options:
    """Options, checked: an unknown action is a ValueError before anything is read."""
    options = Options(on_duplicate, dict(decisions or {}))
    Decision.of(on_duplicate)
    for value in options.decisions.values():
        Decision.of(value)
    return options


def _name_list(importer: Importer, index: int, list_name: str | None, result: ReadResult) -> None:
    """The list a file's entries go into: the one asked for, else the file's collection."""
    state = importer.states[index]
    if state.list_name is None:
        state.list_name = list_name if list_name is not None else (result.collection or None)


def _tick(progress: Progress | None, done: int, total: int) -> None:
    """Report progress (which may raise to cancel)."""
    if progress is not None:
        progress(done, total)


def _finished(importer: Importer, progress: Progress | None) -> ImportReport:
    """Finish storing; a last progress call (a cancel there still undoes everything)."""
    report = importer.finish()
    _tick(progress, 1, 1)
    return report


# --- two steps: plan, then commit ------------------------------------------------------------


@dataclass
class PlannedFile:
    """One file of a plan: what was read from it, or why it could not be read."""

    path: Path
    result: ReadResult | None = None
    error: FormatError | None = None
    first: int = 0  # the position of its first record in the import
    codec: str = ""  # what it was read with
    assumed: bool = False  # the codec was detected: the person may choose another


@dataclass
class ImportPlan:
    """An import read and checked but not written: the files and the duplicates found.

    report is what committing with the default decisions (skip) would report, but for
    the ids (none yet): its key_notes, problems and duplicates.
    """

    files: list[PlannedFile] = field(default_factory=list)
    report: ImportReport = field(default_factory=ImportReport)

    @property
    def candidates(self) -> list[Candidate]:
        """The records that look like papers the library (or the import) already has."""
        return self.report.duplicates

    @property
    def assumed(self) -> list[PlannedFile]:
        """The files read in an encoding that was detected, not declared or UTF-8."""
        return [f for f in self.files if f.assumed]

    def replace_with(self, other: ImportPlan) -> None:
        """Take other's files and report (a plan made again, say in another encoding)."""
        self.files, self.report = other.files, other.report

    @property
    def count(self) -> int:
        """How many records the import holds."""
        return sum(len(f.result.records) for f in self.files if f.result is not None)

    def record(self, position: int) -> Record:
        """The record at position (as candidates number them)."""
        for planned in self.files:
            if planned.result is not None:
                offset = position - planned.first
                if 0 <= offset < len(planned.result.records):
                    return planned.result.records[offset]
        raise IndexError(f"no record {position} in this import")


def plan_import(
    lib: Library, paths: Sequence[Path], progress: Progress | None = None,
    codecs: Mapping[Path, str] | None = None,
) -> ImportPlan:  # fmt: skip
    """Read files and find their duplicates and generated keys, writing nothing; codecs
    names the encoding a person chose for some of them."""
    plan = ImportPlan()
    sizes = [_size(Path(path)) for path in paths]
    total = sum(sizes) + 1  # the last step: checking for duplicates
    first = done = 0
    for path, size in zip(paths, sizes, strict=True):
        planned = PlannedFile(Path(path), first=first)
        ticks = None if progress is None else _offset(progress, done, total)
        try:
            source = _source(Path(path), (codecs or {}).get(Path(path)))
            planned.codec, planned.assumed = source.codec, source.assumed
            planned.result = _read_whole(source, ticks)
            first += len(planned.result.records)
        except FormatError as error:
            planned.error = error
        plan.files.append(planned)
        done += size
    readable = [f for f in plan.files if f.result is not None]
    importer = Importer(lib, Options(), [(str(f.path), False) for f in readable], dry_run=True)
    for index, planned in enumerate(readable):
        assert planned.result is not None
        importer.add_piece(index, planned.result)
    plan.report = importer.finish()
    plan.report.failed = [f.error for f in plan.files if f.error is not None]
    _tick(progress, total, total)
    return plan


def _size(path: Path) -> int:
    """A file's size in bytes (0 when it cannot be read: reading it will say why)."""
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _offset(progress: Progress, before: int, total: int) -> Progress:
    """progress for one file of several: its bytes counted after the files before it."""
    return lambda done, _size: progress(before + done, total)


def commit_import(
    lib: Library, plan: ImportPlan, decisions: Mapping[int, str | Decision] | None = None, *,
    list_name: str | None = None, on_duplicate: str = "skip", progress: Progress | None = None,
) -> ImportReport:  # fmt: skip
    """Import a plan's files in one transaction, each duplicate as decisions say (else
    on_duplicate); the files' entries go into list_name, else each file's collection."""
    readable = [f for f in plan.files if f.result is not None]
    files = [(str(f.path), file_kind(f.path) == "bibtex") for f in readable]
    total = max(plan.count, 1)

    def feed(importer: Importer) -> None:
        """Each readable file, whole."""
        for index, planned in enumerate(readable):
            assert planned.result is not None
            _name_list(importer, index, list_name, planned.result)
            importer.add_piece(index, planned.result)
            _tick(progress, planned.first + len(planned.result.records), total)

    report = _run(lib, _options(on_duplicate, decisions), files, feed, progress)
    report.failed = [f.error for f in plan.files if f.error is not None]
    return report


# --- undo ------------------------------------------------------------------------------------


class ImportUndo:
    """Undo and redo of one finished import: its entries, new lists, tags and saved
    searches, files and merges.

    Make it right after the import (it keeps the report); call undo(lib) and redo(lib)
    alternately, as the GUI's undo command does. Each returns the Changes to announce.
    """

    def __init__(self, report: ImportReport) -> None:
        """Remember what the import made and what its merges changed."""
        self.report = report
        self.entries: EntrySnapshot | None = None
        self.sources: SourceSnapshot | None = None
        self.merged_after: EntrySnapshot | None = None
        self.saved: list[SavedSearch] = []

    def undo(self, lib: Library) -> Changes:
        """Remove the import's entries, lists, tags, saved searches and files; put merged
        entries back as they were."""
        report = self.report
        changes = Changes()
        with lib.atomic():
            self.entries = snapshot_entries(lib, report.added, owned_lists=report.created_lists)
            self.sources = snapshot_sources(lib, report.sources)
            if report.merged_before is not None:  # first, so that new lists are left empty
                self.merged_after = snapshot_entries(lib, report.merged_before.entry_ids)
                changes = revert_entries(lib, report.merged_before)
            changes = changes | undo_import(lib, self.entries)
            delete_sources(lib, report.sources)  # after its entries: they refer to them
            changes = changes | self._forget_made(lib)
        return changes

    def _forget_made(self, lib: Library) -> Changes:
        """Delete the saved searches the import made, and its tags no entry carries now."""
        from papershelf.services.saved_searches import delete_saved, get_saved
        from papershelf.services.tags import find_tag, remove_tag

        changes = Changes(tags=bool(self.report.created_tags))
        found = [get_saved(lib, saved_id) for saved_id in self.report.created_saved]
        self.saved = [saved for saved in found if saved is not None]
        for saved in self.saved:
            changes = changes | delete_saved(lib, saved.id)
        for name in self.report.created_tags:
            if find_tag(lib, name) is not None:
                changes = changes | remove_tag(lib, [], name, delete_if_unused=True)
        return changes

    def redo(self, lib: Library) -> Changes:
        """Bring the import's entries, lists and files back, and its merges."""
        if self.entries is None or self.sources is None:
            raise RuntimeError("redo before undo")
        from papershelf.services.saved_searches import restore_saved

        with lib.atomic():
            restore_sources(lib, self.sources)
            changes = restore_entries(lib, self.entries)
            if self.merged_after is not None:
                changes = changes | revert_entries(lib, self.merged_after)
            for saved in self.saved:
                changes = changes | restore_saved(lib, saved)
        return changes
