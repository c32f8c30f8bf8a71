"""PostgreSQL's bulk import of new entries: each batch's rows go to the server through
COPY ... FROM STDIN (psycopg 3's cursor.copy and write_row), one COPY per table, on the
import's own connection and inside its transaction. Row-level and statement-level
triggers (tag order, NOTIFY of changes, the search index) fire for COPY as for INSERT.

The rows come as the import thread made them (services/import_writer.Batch, the shapes of
import_batches.py): no JSON text is made for the server to unpack again. An entry is
[short columns, abstract, author text]; people are {entry id: ['Family, Given' or None]}
plus the others whole; raw fields are {source id or "": {entry id: raw}}, stored as the
minified ASCII JSON text SQLite stores.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

import peewee

from papershelf.library.db import Library
from papershelf.library.postgresql import id_sequences, match_triggers
from papershelf.library.sql import Sql

_ENTRY = (
    "COPY entry (id, key, entry_type, title, title_inferred, author_sort, year, venue, doi, "
    "url, keywords, notes, fingerprint, match_doi, match_arxiv, match_title, match_head, "
    "match_tail, abstract, authors_text, status, rating, date_added, date_modified, "
    "match_stale) FROM STDIN"
)
_PERSON = "COPY person (entry_id, role, position, family, given, von, jr, raw) FROM STDIN"
_FIELD = "COPY entry_field (entry_id, position, name, value) FROM STDIN"
_BIBTEX = "COPY entry_bibtex (entry_id, source_id, raw_fields) FROM STDIN"
_json = json.JSONEncoder(separators=(",", ":")).encode  # as import_writer sends SQLite


class ServerBatchInserter:
    """Writes import batches to a PostgreSQL library (the same interface as BatchInserter)."""

    def __init__(self, lib: Library) -> None:
        """Take lib's connection (write() runs on the import's helper thread, where peewee
        would open another connection, outside the import's transaction); note the first
        free entry id."""
        self.lib = lib
        self.conn = lib.db.connection()
        row = lib.execute(Sql("SELECT coalesce(max(id), 0) FROM entry")).fetchone()
        self.first_free_id = int(row[0]) + 1
        match_triggers.set_bulk(lib, True)  # the batches store their entries' keys

    def pack(self, batch: Any) -> Any:
        """The batch as write() takes it: the rows themselves (COPY sends them as they are)."""
        return batch

    def write(self, batch: Any) -> None:
        """Send one batch's rows (services/import_writer.Batch) with one COPY per table."""
        with peewee.__exception_wrapper__, self.conn.cursor() as cursor:  # type: ignore[attr-defined]
            with cursor.copy(_ENTRY) as copy:
                tail = (0, 0, batch.stamp, batch.stamp, 0)
                for head, abstract, authors in batch.entries:
                    copy.write_row((*head, abstract, authors, *tail))
            if batch.people or batch.others:
                with cursor.copy(_PERSON) as copy:
                    _people(copy, batch)
            if batch.fields:
                with cursor.copy(_FIELD) as copy:
                    for row in batch.fields:
                        copy.write_row(row)
            if batch.bibtex:
                with cursor.copy(_BIBTEX) as copy:
                    for source, raws in batch.bibtex.items():
                        source_id = int(source) if source else None
                        for entry_id, raw in raws.items():
                            copy.write_row((entry_id, source_id, _json(raw)))

    def drop(self) -> None:
        """The `eprint` field triggers on again for the rest of the transaction (a failed
        one, which rolls back, turns them on anyway)."""
        with contextlib.suppress(peewee.DatabaseError):
            match_triggers.set_bulk(self.lib, False)

    def index_again(self) -> None:
        """Move entry's id sequence past the ids the batches gave (no search index yet)."""
        self.lib.db.execute_sql(id_sequences.advance_sequence("entry"))


def _people(copy: Any, batch: Any) -> None:
    """The batch's people: 'Family, Given' split at its first ', ', the others whole."""
    for entry_id, compact in batch.people.items():
        for position, atom in enumerate(compact):
            if atom is not None:
                family, _, given = atom.partition(", ")
                copy.write_row((entry_id, "author", position, family, given, "", "", atom))
    for entry_id, position, *person in batch.others:
        copy.write_row((entry_id, "author", position, *person))
