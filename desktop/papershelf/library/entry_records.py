"""Entries read back as formats.records.Record, the form the BibTeX and RIS writers take.

A record gets the entry's columns, its other fields (decoded, in order) and its BibTeX
fields as its file had them (raw_fields), so the writer can put untouched values back
exactly. Entries are read a chunk at a time, so a 100,000-entry export never holds all.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from papershelf.formats.records import Record
from papershelf.library import raw_bibtex
from papershelf.library.chunks import in_chunks, marks
from papershelf.library.db import Library
from papershelf.library.sql import Sql

CHUNK = 900  # ids per IN (...) query, under SQLite's limit on parameters

_COLUMNS = (
    "e.id, e.key, e.entry_type, e.title, e.title_inferred, e.authors_text, e.year, e.venue, "
    "e.abstract, e.doi, e.url, e.keywords, e.notes, b.raw_fields"
)


def iter_records(lib: Library, ids: Sequence[int]) -> Iterator[tuple[int, Record]]:
    """(id, record) for each of ids that exists, in the order given, a chunk at a time."""
    for start in range(0, len(ids), CHUNK):
        chunk = list(ids[start : start + CHUNK])
        records = load_records(lib, chunk)
        yield from ((entry_id, records[entry_id]) for entry_id in chunk if entry_id in records)


def load_records(lib: Library, ids: Sequence[int]) -> dict[int, Record]:
    """The entries ids (at most CHUNK of them) as records, by id; missing ids are left out.

    raw_fields come as [name, raw] lists straight from JSON (the writer only unpacks them),
    read through raw_bibtex.fields_of, as every reader of entry_bibtex.raw_fields must.
    """
    if not ids:
        return {}
    marks = ", ".join("?" * len(ids))
    params = list(ids)
    records: dict[int, Record] = {}
    sql = (
        f"SELECT {_COLUMNS} FROM entry e LEFT JOIN entry_bibtex b ON b.entry_id = e.id "
        f"WHERE e.id IN ({marks})"
    )
    for row in lib.execute(Sql(sql), params):
        records[row[0]] = Record(
            key=row[1], entry_type=row[2], title=row[3], title_inferred=bool(row[4]),
            authors_text=row[5], year=row[6], venue=row[7], abstract=row[8], doi=row[9],
            url=row[10], keywords=row[11], notes=row[12],
            raw_fields=raw_bibtex.fields_of(row[13]),
        )  # fmt: skip
    fields = (
        f"SELECT entry_id, name, value FROM entry_field WHERE entry_id IN ({marks}) "
        "ORDER BY entry_id, position"
    )
    current, into = None, []
    for entry_id, name, value in lib.execute(Sql(fields), params):
        if entry_id != current:
            current, into = entry_id, records[entry_id].fields
        into.append((name, value))
    return records


def load_record(lib: Library, entry_id: int) -> Record | None:
    """One entry as a record, or None when it is not in the library."""
    return load_records(lib, [entry_id]).get(entry_id)


def records_by_keys(lib: Library, keys: Sequence[str]) -> dict[str, Record]:
    """The entries with those citation keys (any case) as records, by lower-cased key."""
    found: dict[str, Record] = {}
    for chunk in in_chunks(sorted({key.lower() for key in keys})):
        sql = f"SELECT id FROM entry WHERE lower(key) IN ({marks(len(chunk))})"
        ids = [int(row[0]) for row in lib.execute(Sql(sql), list(chunk))]
        for record in load_records(lib, ids).values():
            found.setdefault((record.key or "").lower(), record)
    return found
