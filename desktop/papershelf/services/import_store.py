"""Writing an entry's people and extra fields (shared by editing, merging and importing)."""

from __future__ import annotations

from papershelf.formats.names import parse_names
from papershelf.formats.records import PersonName, Record
from papershelf.library.entries_sql import write_fields, write_people

__all__ = ["authors_of", "write_fields", "write_people"]


def authors_of(record: Record) -> list[PersonName]:
    """A record's authors, parsed (the reader's, or parsed from its author text)."""
    if record.authors:
        return record.authors
    return parse_names(record.authors_text)[0] if record.authors_text else []
