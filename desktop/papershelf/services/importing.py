"""Importing records and files: duplicates skipped, keys made unique, one transaction."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from papershelf.formats import plaintext
from papershelf.formats.keys import key_base, unique_key
from papershelf.formats.names import parse_names
from papershelf.formats.records import FormatError, Problem, ReadResult, Record
from papershelf.library.db import Library
from papershelf.library.models import now
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.identity import fingerprint, normalise_doi
from papershelf.services.lists import append_to_list, ensure_list


@dataclass
class Skipped:
    """A record not imported because the library already has that paper."""

    record: Record
    existing_key: str
    file: str = ""

    def __str__(self) -> str:
        where = f"{self.file}:{self.record.source_line}: " if self.file else ""
        title = self.record.title[:60]
        return f"{where}skipped '{title}': already in the library as {self.existing_key}"


@dataclass
class ImportReport:
    """What an import did: entries added, duplicates skipped, problems met, keys renamed."""

    added: list[int] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    renamed_keys: list[tuple[str, str]] = field(default_factory=list)
    lists: list[str] = field(default_factory=list)
    changes: Changes = field(default_factory=Changes)

    def summary(self) -> str:
        """One line a person reads after an import."""
        text = f"{len(self.added)} added, {len(self.skipped)} skipped as duplicates"
        if self.problems:
            text += f", {len(self.problems)} problem(s)"
        return text

    def merge(self, other: ImportReport) -> None:
        """Add another file's report to this one."""
        self.added += other.added
        self.skipped += other.skipped
        self.problems += other.problems
        self.renamed_keys += other.renamed_keys
        self.lists += [name for name in other.lists if name not in self.lists]
        self.changes = self.changes | other.changes


READERS = {".txt": plaintext.read, ".text": plaintext.read, ".md": plaintext.read}


def read_file(path: Path) -> ReadResult:
    """Read a file with the reader its extension names; FormatError when none fits."""
    reader = READERS.get(path.suffix.lower())
    if reader is None:
        kinds = ", ".join(sorted(READERS))
        raise FormatError(str(path), 0, f"cannot import '{path.suffix}' files yet (known: {kinds})")
    return reader(path)


def import_file(lib: Library, path: Path, list_name: str | None = None) -> ImportReport:
    """Read and import one file; its entries go into *list_name*, else the file's collection."""
    result = read_file(path)
    name = list_name if list_name is not None else result.collection
    report = import_records(lib, result.records, list_name=name or None, file=str(path))
    report.problems[:0] = result.problems
    return report


class _KeyBook:
    """The keys in use (lower-cased, as BibTeX compares them) during one import."""

    def __init__(self, lib: Library) -> None:
        self.taken = {k.lower() for (k,) in lib.execute("SELECT key FROM entry")}

    def claim(self, wanted: str | None, record: Record) -> tuple[str, bool]:
        """A free key for *record*: *wanted* if free, else a generated one; and if it changed."""
        if wanted and wanted.lower() not in self.taken:
            key = wanted
        else:
            base = key_base(record)
            key = unique_key(base, lambda k: k.lower() in self.taken)
        self.taken.add(key.lower())
        return key, bool(wanted) and key != wanted


def _existing_fingerprints(lib: Library) -> dict[str, str]:
    """Fingerprints and DOIs already in the library -> the key of the entry that has them."""
    known: dict[str, str] = {}
    for key, print_, doi in lib.execute("SELECT key, fingerprint, doi FROM entry"):
        if print_:
            known[print_] = key
        if doi:
            known["doi:" + normalise_doi(doi)] = key
    return known


def import_records(
    lib: Library, records: Iterable[Record], list_name: str | None = None, file: str = ""
) -> ImportReport:
    """Add *records* in one transaction, skipping papers the library already has."""
    report = ImportReport()
    with lib.atomic():
        known = _existing_fingerprints(lib)
        keys = _KeyBook(lib)
        for record in records:
            _import_one(lib, record, known, keys, report, file)
        if list_name:
            list_id = ensure_list(lib, list_name)
            append_to_list(lib, list_id, report.added)
            report.lists.append(list_name)
    report.changes = Changes(added=frozenset(report.added), lists=bool(list_name))
    return report


def _import_one(
    lib: Library,
    record: Record,
    known: dict[str, str],
    keys: _KeyBook,
    report: ImportReport,
    file: str,
) -> None:
    """Insert one record unless it is a duplicate; note what happened in *report*."""
    print_ = fingerprint(record)
    doi = "doi:" + normalise_doi(record.doi) if record.doi.strip() else ""
    existing = known.get(doi) if doi else None
    existing = existing or (known.get(print_) if print_ else None)
    if existing:
        report.skipped.append(Skipped(record, existing, file))
        return
    key, renamed = keys.claim(record.key, record)
    if renamed and record.key:
        report.renamed_keys.append((record.key, key))
    report.added.append(insert_record(lib, record, key, print_))
    for mark in (print_, doi):
        if mark:
            known[mark] = key


def insert_record(lib: Library, record: Record, key: str, print_: str) -> int:
    """Write one record's rows (entry, people, extra fields); return the new entry id."""
    if not key:
        raise ServiceError("an entry needs a citation key")
    people, _others = parse_names(record.authors_text) if record.authors_text else (
        record.authors, False)  # fmt: skip
    stamp = str(now())
    cursor = lib.execute(
        "INSERT INTO entry (key, entry_type, title, title_inferred, authors_text, author_sort, "
        "year, venue, abstract, doi, url, keywords, notes, status, rating, date_added, "
        "date_modified, fingerprint) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,0,0,?,?,?)",
        [
            key, record.entry_type or "misc", record.title, int(record.title_inferred),
            record.authors_text, people[0].family if people else "", record.year,
            record.venue, record.abstract, record.doi, record.url, record.keywords,
            record.notes, stamp, stamp, print_,
        ],
    )  # fmt: skip
    entry_id = int(cursor.lastrowid or 0)
    write_people(lib, entry_id, "author", people)
    write_fields(lib, entry_id, record.fields)
    return entry_id


def write_people(lib: Library, entry_id: int, role: str, people: list) -> None:
    """Replace an entry's people of one role with *people*, in order."""
    lib.execute("DELETE FROM person WHERE entry_id = ? AND role = ?", [entry_id, role])
    lib.db.connection().executemany(
        "INSERT INTO person (entry_id, role, position, family, given, von, jr, raw) "
        "VALUES (?,?,?,?,?,?,?,?)",
        [
            (entry_id, role, i, p.family, p.given, p.von, p.jr, getattr(p, "raw", ""))
            for i, p in enumerate(people)
        ],
    )


def write_fields(lib: Library, entry_id: int, fields: list[tuple[str, str]]) -> None:
    """Replace an entry's extra BibTeX fields with *fields*, in order."""
    lib.execute("DELETE FROM entry_field WHERE entry_id = ?", [entry_id])
    lib.db.connection().executemany(
        "INSERT INTO entry_field (entry_id, position, name, value) VALUES (?,?,?,?)",
        [(entry_id, i, name, value) for i, (name, value) in enumerate(fields)],
    )
