"""Small builders of records and libraries for tests."""

from __future__ import annotations

from papershelf.formats.records import Record
from papershelf.library.db import Library
from papershelf.services.importing import ImportReport, import_records


def record(title: str, year: int | None = 2020, authors: str = "", **extra: object) -> Record:
    """A record with a real title (not inferred) and a distinct abstract."""
    values: dict[str, object] = {
        "entry_type": "article",
        "title": title,
        "year": year,
        "authors_text": authors,
        "abstract": f"Abstract of {title}.",
    }
    values.update(extra)
    return Record(**values)  # type: ignore[arg-type]


def add(lib: Library, *records: Record, list_name: str | None = None) -> ImportReport:
    """Import records into the library and return the report."""
    return import_records(lib, list(records), list_name=list_name)
