"""Writing an entry's people and extra fields (shared by editing, merging and importing)."""

from __future__ import annotations

from collections.abc import Sequence

from papershelf.formats.names import parse_names
from papershelf.formats.records import PersonName, Record
from papershelf.library.db import Library


def authors_of(record: Record) -> list[PersonName]:
    """A record's authors, parsed (the reader's, or parsed from its author text)."""
    if record.authors:
        return record.authors
    return parse_names(record.authors_text)[0] if record.authors_text else []


def write_people(lib: Library, entry_id: int, role: str, people: Sequence[PersonName]) -> None:
    """Replace an entry's people of one role with *people*, in order."""
    lib.execute("DELETE FROM person WHERE entry_id = ? AND role = ?", [entry_id, role])
    lib.db.connection().executemany(
        "INSERT INTO person (entry_id, role, position, family, given, von, jr, raw) "
        "VALUES (?,?,?,?,?,?,?,?)",
        [(entry_id, role, i, p.family, p.given, p.von, p.jr, p.raw) for i, p in enumerate(people)],
    )


def write_fields(lib: Library, entry_id: int, fields: Sequence[tuple[str, str]]) -> None:
    """Replace an entry's extra BibTeX fields with *fields*, in order."""
    lib.execute("DELETE FROM entry_field WHERE entry_id = ?", [entry_id])
    lib.db.connection().executemany(
        "INSERT INTO entry_field (entry_id, position, name, value) VALUES (?,?,?,?)",
        [(entry_id, i, name, value) for i, (name, value) in enumerate(fields)],
    )
