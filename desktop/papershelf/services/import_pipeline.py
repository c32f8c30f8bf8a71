"""The one import pipeline: probe → plan → review → commit, for every route and file size.

    probed = probe(paths)                      # by route: bibliographies, PDFs, Zotero
    plan = plan_import(lib, probed.files, progress)   # read, duplicates found, nothing stored
    ... the window reviews plan.candidates and plan.assumed (gui/dialogs/import_review) ...
    report = commit_import(lib, plan, decisions, progress=progress)

The window plans every file, whatever its size (a big one on gui/tasks' runner), so that
its duplicates are always reviewed. The CLI, which asks nobody (--on-duplicate decides),
commits an unread plan (`ImportPlan.unread`; `import_file` does that for one file): each
file is then read once, as it is stored.

A file the plan reads whole is kept in memory and committed from there (read once). A file
over STREAM_PLAN_BYTES is planned a piece at a time, keeping only its duplicates and counts,
and read again, a piece at a time, to commit: memory stays bounded (tests/formats'
512 MB import), at the cost of a second read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from papershelf.formats.records import FormatError, ReadResult, Record
from papershelf.library.db import Library
from papershelf.library.sqlite.bulk_journal import first_fill_mode
from papershelf.services.duplicates import Candidate
from papershelf.services.import_read import file_kind, file_size, open_source, read_whole
from papershelf.services.import_report import Decision, ImportReport, Progress
from papershelf.services.import_run import Importer, Options

STREAM_PLAN_BYTES = 16 * 1024 * 1024  # a bigger file is planned without keeping its records
# (a plan keeps about ten times a file's size: 39 MB for TeX Live's 3.7 MB tugboat.bib)


# --- probe -----------------------------------------------------------------------------------


@dataclass
class Probe:
    """The paths of one import told apart by route, before anything is read."""

    files: list[Path] = field(default_factory=list)  # bibliographies: planned and committed
    pdfs: list[Path] = field(default_factory=list)  # entries of their own (services.pdf_import)
    zotero: list[Path] = field(default_factory=list)  # Zotero's libraries (services.migrate)
    empty: list[Path] = field(default_factory=list)  # folders with no PDF in them

    @property
    def size(self) -> int:
        """The bibliographies' bytes."""
        return sum(file_size(Path(path)) for path in self.files)


def probe(paths: Sequence[Path]) -> Probe:
    """Sort paths by route: a folder stands for the PDFs in it and its subfolders (Zotero's
    data folder for its library), a Zotero database is Zotero's, a PDF is a PDF."""
    from papershelf.formats.pdf.pdf_text import is_pdf_path
    from papershelf.services.pdf_folders import expand_folders

    expanded, empty = expand_folders(paths)
    probed = Probe(empty=list(empty))
    for path in expanded:
        if is_pdf_path(path):
            probed.pdfs.append(path)
        elif is_zotero_path(path):
            probed.zotero.append(path)
        else:
            probed.files.append(path)
    return probed


def is_zotero_path(path: Path) -> bool:
    """Whether an import path names a Zotero database (zotero.sqlite, any .sqlite file, a
    Zotero backup zotero.sqlite.bak) or a data folder holding one."""
    from papershelf.services.migrate.zotero import DATABASE, is_zotero

    path = Path(path).expanduser()
    return is_zotero(path) or path.suffix == ".sqlite" or path.name.startswith(DATABASE)


# --- plan ------------------------------------------------------------------------------------


@dataclass
class PlannedFile:
    """One file of a plan: what was read from it, or why it could not be read."""

    path: Path
    result: ReadResult | None = None  # its records, kept (None: streamed, unread or failed)
    error: FormatError | None = None
    first: int = 0  # the position of its first record in the import
    codec: str = ""  # what it was read with
    assumed: bool = False  # the codec was detected: the person may choose another
    chosen: str | None = None  # the codec a person chose, read with again to commit
    streamed: bool = False  # too big to keep: read again, a piece at a time, to commit
    records: int = 0  # how many records it holds (known once planned)
    size: int = 0  # its bytes

    @property
    def readable(self) -> bool:
        """Whether committing reads its records (it has no error)."""
        return self.error is None


@dataclass
class ImportPlan:
    """An import read and checked but not written: the files and the duplicates found.

    report is what committing with the default decisions (skip) would report, but for
    the ids (none yet): its key_notes, problems and duplicates.
    """

    files: list[PlannedFile] = field(default_factory=list)
    report: ImportReport = field(default_factory=ImportReport)

    @classmethod
    def unread(cls, paths: Sequence[Path]) -> ImportPlan:
        """A plan of files not read yet: committing it reads each once, as it stores it."""
        return cls([PlannedFile(Path(p), streamed=True, size=file_size(Path(p))) for p in paths])

    @property
    def candidates(self) -> list[Candidate]:
        """The records that look like papers the library (or the import) already has."""
        return self.report.duplicates

    @property
    def assumed(self) -> list[PlannedFile]:
        """The files read in an encoding that was detected, not declared or UTF-8."""
        return [f for f in self.files if f.assumed]

    @property
    def streamed(self) -> bool:
        """Whether a file's records were not kept (its review is a summary)."""
        return any(f.streamed for f in self.files)

    def replace_with(self, other: ImportPlan) -> None:
        """Take other's files and report (a plan made again, say in another encoding)."""
        self.files, self.report = other.files, other.report

    @property
    def count(self) -> int:
        """How many records the import holds."""
        return sum(f.records for f in self.files)

    def record(self, position: int) -> Record:
        """The record at position (as candidates number them); IndexError when it was not
        kept (a streamed file's)."""
        for planned in self.files:
            if planned.result is not None:
                offset = position - planned.first
                if 0 <= offset < len(planned.result.records):
                    return planned.result.records[offset]
        raise IndexError(f"no record {position} kept in this import")


def plan_import(
    lib: Library, paths: Sequence[Path], progress: Progress | None = None,
    codecs: Mapping[Path, str] | None = None,
) -> ImportPlan:  # fmt: skip
    """Read files and find their duplicates and generated keys, writing nothing; codecs
    names the encoding a person chose for some of them. A file that cannot be opened is
    the plan's error for it; a streamed file that breaks half-way is a FormatError."""
    plan = ImportPlan([PlannedFile(Path(p), size=file_size(Path(p))) for p in paths])
    importer = Importer(lib, Options(), [(str(f.path), False) for f in plan.files], dry_run=True)
    total = sum(f.size for f in plan.files) + 1  # the last step: checking for duplicates
    done = 0
    for index, planned in enumerate(plan.files):
        planned.first = importer.position
        planned.chosen = (codecs or {}).get(planned.path)
        ticks = None if progress is None else _offset(progress, done, total)
        _plan_file(importer, index, planned, ticks)
        planned.records = importer.position - planned.first
        done += planned.size
    plan.report = importer.finish()
    plan.report.failed = [f.error for f in plan.files if f.error is not None]
    _tick(progress, total, total)
    return plan


def _plan_file(
    importer: Importer, index: int, planned: PlannedFile, progress: Progress | None
) -> None:
    """Read one file into the dry run: whole and kept, or a piece at a time (streamed)."""
    try:
        source = open_source(planned.path, planned.chosen)
    except FormatError as error:
        planned.error = error
        return
    planned.codec, planned.assumed = source.codec, source.assumed
    planned.streamed = planned.size > STREAM_PLAN_BYTES
    if planned.streamed:  # its records pass through; only duplicates and counts are kept
        for piece in source.pieces:
            importer.add_piece(index, piece.result)
            _tick(progress, piece.done, piece.total)
        return
    try:
        planned.result = read_whole(source, progress)
    except FormatError as error:
        planned.error = error
        return
    importer.add_piece(index, planned.result)


def _offset(progress: Progress, before: int, total: int) -> Progress:
    """progress for one file of several: its bytes counted after the files before it."""
    return lambda done, _size: progress(before + done, total)


# --- commit ----------------------------------------------------------------------------------


def commit_import(
    lib: Library, plan: ImportPlan, decisions: Mapping[int, str | Decision] | None = None, *,
    list_name: str | None = None, on_duplicate: str = "skip", progress: Progress | None = None,
) -> ImportReport:  # fmt: skip
    """Import a plan's files in one transaction, each duplicate as decisions say (else
    on_duplicate); the files' entries go into list_name, else each file's collection.
    progress(done, total) counts the files' bytes; a kept file is stored from memory, a
    streamed or unread one read (again) a piece at a time."""
    readable = [f for f in plan.files if f.readable]
    options = import_options(on_duplicate, decisions)  # checked before anything is read
    files = [(str(f.path), file_kind(f.path) == "bibtex") for f in readable]
    total = max(sum(f.size for f in readable), 1)

    def feed(importer: Importer) -> None:
        """Each readable file, from memory or read again, in order."""
        done = 0
        for index, planned in enumerate(readable):
            ticks = None if progress is None else _offset(progress, done, total)
            _commit_file(importer, index, planned, list_name, ticks)
            done += planned.size

    report = run_import(lib, options, files, feed, progress)
    report.failed = [f.error for f in plan.files if f.error is not None]
    return report


def _commit_file(
    importer: Importer, index: int, planned: PlannedFile, list_name: str | None,
    progress: Progress | None,
) -> None:  # fmt: skip
    """Store one file's records: the ones the plan kept, else the file's pieces as read."""
    if planned.result is not None:
        _name_list(importer, index, list_name, planned.result)
        importer.add_piece(index, planned.result)
        _tick(progress, planned.size, planned.size)
        return
    for piece in open_source(planned.path, planned.chosen).pieces:
        _name_list(importer, index, list_name, piece.result)
        if piece.last:
            importer.last_piece()
        importer.add_piece(index, piece.result)
        _tick(progress, piece.done, piece.total)


def import_file(
    lib: Library, path: Path, list_name: str | None = None, *, on_duplicate: str = "skip",
    decisions: Mapping[int, str | Decision] | None = None, progress: Progress | None = None,
) -> ImportReport:  # fmt: skip
    """Read and import one file as it is read (an unread plan committed); its entries go
    into list_name, else the file's collection. FormatError when it cannot be read.

    progress(done, total) counts bytes of the file; decisions are keyed by the record's
    position among the file's readable records (as plan_import's candidates give them).
    """
    file_kind(Path(path))  # a file that is not what its name says: before anything else
    return commit_import(
        lib, ImportPlan.unread([path]), decisions, list_name=list_name,
        on_duplicate=on_duplicate, progress=progress,
    )  # fmt: skip


# --- the run shared by every import ------------------------------------------------------------


def run_import(
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
            report = importer.finish()
            _tick(progress, 1, 1)  # a last call: a cancel there still undoes everything
            return report
        except BaseException:
            importer.abort()
            raise


def import_options(
    on_duplicate: str, decisions: Mapping[int, str | Decision] | None, distinct: bool = False
) -> Options:
    """Options, checked: an unknown action is a ValueError before anything is read."""
    options = Options(on_duplicate, dict(decisions or {}), distinct)
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
