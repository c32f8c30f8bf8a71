"""Entries made from PDFs: one entry each, the PDF attached, identifiers always kept.

    probed = probe_pdfs(paths, client)          # slow, no library: read and look up
    result = add_pdfs(lib, probed)               # one transaction: entries + attachments
    extract_pending(lib, entry_ids=result.entry_ids)   # the text, into the full-text index

`probe_pdfs` reads each file's metadata and its first pages through services.pdf_reading
(pypdf for the metadata, PDFium for the first pages' layout, each in a worker process
with a budget) and, when given a
metadata client (the person allowed lookups), resolves its DOI or arXiv id to a full record;
otherwise, or when the lookup fails, the record holds what the PDF says: its identifiers,
and the title, authors, year, abstract and venue read from its title page (its metadata's
title only when plausible and the page agrees: formats.pdf.inferred), marked as inferred.
A file that is not a PDF at all (empty, another format renamed) gives a failed outcome
and no entry; an encrypted or damaged PDF still makes an entry (named after the file), with
a note that its text cannot be read. `add_pdfs` imports the records like a file (keys,
duplicates), in one transaction: a PDF of a paper the library already has (same DOI or
arXiv id) is attached to that entry, unless it holds that very file or a copy of its bytes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from papershelf.formats.identifiers import Identifier
from papershelf.formats.pdf.inferred import inferred_record
from papershelf.formats.pdf.pdf_text import PdfError, PdfIdentity, identity_record
from papershelf.formats.pdf.title_page import TitlePage
from papershelf.formats.records import Record
from papershelf.i18n import translate
from papershelf.library import fulltext
from papershelf.library.attachments import AttachmentRow
from papershelf.library.attachments import row as attachment_row
from papershelf.library.db import Library
from papershelf.library.fulltext import PendingPdf
from papershelf.library.queries import entry_ids_by_key, get_entry
from papershelf.services import attachments
from papershelf.services.changes import Changes
from papershelf.services.importing import ImportReport, ImportUndo, import_records
from papershelf.services.pdf_reading import OverBudget, PdfReading
from papershelf.services.pdf_worker import the_pdf

if TYPE_CHECKING:  # httpx is loaded only when a lookup runs
    from papershelf.services.metadata.client import MetadataClient

__all__ = [
    "PdfImportUndo", "PdfOutcome", "PdfResult", "Probed", "add_pdfs",
    "probe_pdfs",
]  # fmt: skip

# progress(done, total, file name just read)
ProbeProgress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class Probed:
    """One file read: its record (None: not a PDF at all), and notes for the report."""

    path: Path
    record: Record | None
    identity: PdfIdentity | None = None
    notes: tuple[str, ...] = ()
    problem: str = ""  # why no entry is made (record None)
    over_budget: str = ""  # why its reading was stopped (its text is then never read)

    @property
    def identifier(self) -> str:
        """'DOI 10.1/x' or 'arXiv 2101.00001', the first the PDF holds ('' if none)."""
        if self.identity and self.identity.doi:
            return translate("pdf_import", "DOI {doi}").format(doi=self.identity.doi)
        if self.identity and self.identity.arxiv:
            return translate("pdf_import", "arXiv {arxiv}").format(arxiv=self.identity.arxiv)
        return ""


def probe_pdfs(
    paths: Sequence[Path], client: MetadataClient | None = None,
    progress: ProbeProgress | None = None, cancelled: Callable[[], bool] = lambda: False,
) -> list[Probed]:  # fmt: skip
    """Read every file (and look it up with *client*, if given); one Probed each, in order
    (the files read before *cancelled* said so: Stopped)."""
    probed = []
    with PdfReading(cancelled) as pdfs:
        for done, path in enumerate(paths, start=1):
            probed.append(probe_pdf(Path(path), client, pdfs))
            if progress is not None:
                progress(done, len(paths), Path(path).name)
    return probed


def probe_pdf(path: Path, client: MetadataClient | None, pdfs: PdfReading) -> Probed:
    """One file read through services.pdf_reading (its metadata and first pages, within
    their budgets), its identifiers looked up when a client is given."""
    try:
        identity, page = pdfs.identity(path)
    except OverBudget as problem:
        said = translate("pdf_import", "{problem}; title from the file name, not searchable")
        note = said.format(problem=problem)
        return Probed(path, identity_record(None, path), notes=(note,), over_budget=str(problem))
    except PdfError as problem:
        text = str(problem)
        if problem.unreadable:  # damaged or encrypted: an entry named after the file
            note = translate("pdf_import", "{problem}; not searchable").format(problem=text)
            return Probed(path, identity_record(None, path), notes=(note,))
        return Probed(path, None, problem=text)
    notes = _notes(identity, page)
    if client is not None and (identity.doi or identity.arxiv):
        return _looked_up(path, identity, client, notes, page)
    return Probed(path, inferred_record(identity, page, path), identity, notes=notes)


def _notes(identity: PdfIdentity, page: TitlePage | None = None) -> tuple[str, ...]:
    """What the report says about where the title came from, and a scan."""
    notes = []
    if not identity.has_text:
        notes.append(
            translate(
                "pdf_import", "no text layer (a scan?): title from the file name, not searchable"
            )
        )
    elif page is not None and page.title:
        notes.append(translate("pdf_import", "title and authors inferred from the first page"))
    elif identity.title_source == "metadata":
        notes.append(translate("pdf_import", "title and authors inferred from the PDF's metadata"))
    elif identity.title_source == "layout":
        notes.append(translate("pdf_import", "title and authors inferred from the first page"))
    else:
        notes.append(translate("pdf_import", "title from the file name"))
    return tuple(notes)


def _looked_up(
    path: Path, identity: PdfIdentity, client: MetadataClient, notes: tuple[str, ...],
    page: TitlePage | None = None,
) -> Probed:  # fmt: skip
    """The record the PDF's identifier resolves to; the inferred one if the lookup fails."""
    from papershelf.services.metadata.resolve import resolve

    kind, value = ("doi", identity.doi) if identity.doi else ("arxiv", identity.arxiv)
    resolved = resolve(client, Identifier(kind, value, value))
    if resolved.record is None:
        said = translate(
            "pdf_import", "lookup of {value} failed ({error}); title and authors inferred"
        )
        note = said.format(value=value, error=resolved.error)
        record = inferred_record(identity, page, path)
        said = translate(  # said on the entry too
            "pdf_import",
            "Lookup of {value} failed ({error}); title and authors inferred from the PDF.",
        )
        record.notes = said.format(value=value, error=resolved.error)
        return Probed(path, record, identity, notes=(note,))
    record = resolved.record
    _keep_identifiers(record, identity)
    return Probed(path, record, identity)


def _keep_identifiers(record: Record, identity: PdfIdentity) -> None:
    """Make sure the record found holds the PDF's DOI and arXiv id too."""
    if identity.doi and not record.doi:
        record.doi = identity.doi
    names = {name.lower() for name, _value in record.fields}
    if identity.arxiv and "eprint" not in names:
        record.fields.extend([("eprint", identity.arxiv), ("archiveprefix", "arXiv")])


@dataclass(frozen=True)
class PdfOutcome:
    """What became of one file: 'added', 'attached' (to an entry the library had), 'present'
    (that very file is attached already), 'failed' (no entry: not a PDF)."""

    path: Path
    status: str
    key: str = ""
    entry_id: int | None = None
    identifier: str = ""
    notes: tuple[str, ...] = ()

    def __str__(self) -> str:
        """'paper.pdf: added as lovelace2026sparse (DOI 10.1/x; title ... inferred ...)'."""
        if self.status == "failed":
            said = translate("pdf_import", "{path}: not imported: {reasons}")
            return said.format(path=self.path, reasons="; ".join(self.notes))
        if self.status == "present":
            said = translate("pdf_import", "{path}: already in the library, attached to {key}")
            return said.format(path=self.path, key=self.key)
        if self.status == "added":
            said = translate("pdf_import", "{path}: added as {key}")
        else:
            said = translate("pdf_import", "{path}: attached to the existing entry {key}")
        details = "; ".join(filter(None, (self.identifier, *self.notes)))
        return said.format(path=self.path, key=self.key) + (f" ({details})" if details else "")


@dataclass
class PdfResult:
    """Every file's outcome, the import report (for undo) and what changed.

    *attached*: attachments made on entries the library had (the entries the import added
    take theirs along when undone)."""

    outcomes: list[PdfOutcome] = field(default_factory=list)
    report: ImportReport = field(default_factory=ImportReport)
    changes: Changes = field(default_factory=Changes)
    attached: list[int] = field(default_factory=list)

    @property
    def entry_ids(self) -> list[int]:
        """The entries that got a PDF (added or existing), in file order."""
        return [o.entry_id for o in self.outcomes if o.entry_id is not None]

    @property
    def identified(self) -> list[int]:
        """The entries added holding a DOI or arXiv id: what an online lookup can complete."""
        return [
            o.entry_id for o in self.outcomes
            if o.status == "added" and o.identifier and o.entry_id is not None
        ]  # fmt: skip

    def summary(self) -> str:
        """'3 PDFs: 2 added, 1 attached to existing entries, 1 not imported'."""
        counts = {s: sum(o.status == s for o in self.outcomes) for s in _STATUSES}
        files = len(self.outcomes)
        pdfs = translate("pdf_import", "%n PDFs", None, files)
        text = translate("pdf_import", "{pdfs}: {added} added").format(
            pdfs=pdfs, added=counts["added"]
        )
        for status in _STATUSES[1:]:
            text += _status_words(status, counts[status]) if counts[status] else ""
        return text


_STATUSES = ("added", "attached", "present", "failed")


def _status_words(status: str, count: int) -> str:
    """', 2 not imported': how many files of a summary ended as *status*."""
    if status == "attached":
        return translate("pdf_import", ", %n attached to existing entries", None, count)
    if status == "present":
        return translate("pdf_import", ", %n already in the library", None, count)
    return translate("pdf_import", ", %n not imported", None, count)


def add_pdfs(
    lib: Library, probed: Sequence[Probed], copy: bool | None = None,
    list_name: str | None = None,
) -> PdfResult:  # fmt: skip
    """Entries for the probed PDFs and their attachments, in one transaction; a file already
    attached to an entry (the same path) makes none and is reported as present."""
    result = PdfResult()
    outcomes: dict[int, PdfOutcome] = {}
    with lib.atomic():
        held = fulltext.entries_by_file(lib, [str(p.path.absolute()) for p in probed])
        fresh: list[tuple[int, Probed]] = []
        for index, item in enumerate(probed):
            entry_id = held.get(str(item.path.absolute()))
            if item.record is None:
                outcomes[index] = PdfOutcome(item.path, "failed", notes=(item.problem,))
            elif entry_id is not None:
                outcomes[index] = PdfOutcome(item.path, "present", _key_of(lib, entry_id), entry_id)
            else:
                fresh.append((index, item))
        records = [item.record for _index, item in fresh if item.record is not None]
        report = import_records(lib, records, list_name, file="", on_duplicate="skip")
        targets = _targets(lib, [item for _index, item in fresh], report)
        for (index, item), target in zip(fresh, targets, strict=True):
            outcomes[index] = _attach_to(lib, item, target, copy, result)
    result.report = report
    result.changes |= report.changes
    result.outcomes = [outcomes[index] for index in range(len(probed))]
    return result


def _attach_to(
    lib: Library, item: Probed, target: tuple[str, int, str], copy: bool | None,
    result: PdfResult,
) -> PdfOutcome:  # fmt: skip
    """Attach the file to its entry; its outcome (present: the same file came twice)."""
    status, entry_id, key = target
    made = _attach(lib, entry_id, item.path, copy)
    result.changes |= made
    for attachment_id in made.attachments if item.over_budget else ():
        stopped = PendingPdf(attachment_id, entry_id, _path_of(lib, attachment_id), 0)
        fulltext.set_state(lib, stopped, "over_budget", 0, 0, the_pdf(item.over_budget))
    if status == "attached" and made.empty:
        return PdfOutcome(item.path, "present", key, entry_id)
    if status == "attached":
        result.attached.extend(made.attachments)
    return PdfOutcome(item.path, status, key, entry_id, item.identifier, item.notes)


def _path_of(lib: Library, attachment_id: int) -> str:
    """The path an attachment was stored with (its text state names the same one)."""
    row = attachment_row(lib, attachment_id)
    return row.path if row is not None else ""


def _targets(
    lib: Library, usable: Sequence[Probed], report: ImportReport
) -> list[tuple[str, int, str]]:
    """(status, entry id, key) for each usable file: the entry made, or the one it duplicates."""
    skipped = {id(s.record): s.existing_key for s in report.skipped}
    existing = entry_ids_by_key(lib, list(skipped.values()))
    added = iter(report.added)
    targets = []
    for item in usable:
        if id(item.record) in skipped:
            key = skipped[id(item.record)]
            targets.append(("attached", existing[key], key))
        else:
            entry_id = next(added)
            targets.append(("added", entry_id, _key_of(lib, entry_id)))
    return targets


def _key_of(lib: Library, entry_id: int) -> str:
    """An entry's citation key."""
    entry = get_entry(lib, entry_id)
    return entry.key if entry is not None else ""


def _attach(lib: Library, entry_id: int, path: Path, copy: bool | None) -> Changes:
    """Attach *path* to the entry unless it already holds that very file (or a copy)."""
    have = [Path(row.path) for row in attachments.attachments_of(lib, entry_id)]
    if path.absolute() in have or any(_same_bytes(path, other) for other in have):
        return Changes()
    return attachments.attach(lib, entry_id, path.absolute(), copy)


def _same_bytes(path: Path, other: Path) -> bool:
    """Whether two files hold the same bytes (a PDF copied into two folders): sizes first."""
    try:
        if path.stat().st_size != other.stat().st_size:
            return False
        return _digest(path) == _digest(other)
    except OSError:  # either is gone or unreadable: not known to be the same
        return False


def _digest(path: Path) -> str:
    """The SHA-256 of a file's bytes, read a megabyte at a time."""
    with path.open("rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


class PdfImportUndo:
    """Undo and redo of add_pdfs: its entries (with their files) and the files it attached
    to entries the library had. Make it right after; call undo and redo alternately."""

    def __init__(self, result: PdfResult) -> None:
        """Remember what the import made."""
        self.entries = ImportUndo(result.report)
        self.attached = list(result.attached)
        self.rows: list[AttachmentRow] = []

    def undo(self, lib: Library) -> Changes:
        """Remove the entries made and the files attached to existing ones."""
        with lib.atomic():
            self.rows = [r for r in map(partial(attachments.attachment, lib), self.attached) if r]
            changes = attachments.detach(lib, self.attached) if self.attached else Changes()
            if self.entries.report.added:
                changes |= self.entries.undo(lib)
        return changes

    def redo(self, lib: Library) -> Changes:
        """Bring them back."""
        with lib.atomic():
            changes = self.entries.redo(lib) if self.entries.report.added else Changes()
            if self.rows:
                changes |= attachments.restore(lib, self.rows)
        return changes
