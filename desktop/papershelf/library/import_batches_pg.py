"""PostgreSQL's bulk import of new entries: the same JSON texts as SQLite's batches
(import_batches.py), unpacked by the server with json_array_elements / json_each, one
INSERT per table. (COPY through psycopg would be faster still: issue 19, phase 2.)
"""

from __future__ import annotations

from typing import Any

import peewee

from papershelf.library import pg_dialect
from papershelf.library.db import Library

# The batch's shapes are import_batches.py's: an entry is [short columns, abstract, author
# text]; people are {entry id: ['Family, Given' or null, ...]} plus the others whole; raw
# fields are {source id or "": {entry id: raw}}, stored as the (minified) JSON text sent.
_ENTRIES = (
    "INSERT INTO entry (id, key, entry_type, title, title_inferred, authors_text, author_sort, "
    "year, venue, abstract, doi, url, keywords, notes, status, rating, date_added, "
    "date_modified, fingerprint) SELECT (h->>0)::integer, h->>1, h->>2, h->>3, "
    "(h->>4)::smallint, authors, h->>5, (h->>6)::integer, h->>7, abstract, h->>8, h->>9, "
    "h->>10, h->>11, 0, 0, %(stamp)s::timestamp, %(stamp)s::timestamp, h->>12 "
    "FROM (SELECT value->0 AS h, value->>1 AS abstract, value->>2 AS authors "
    "FROM json_array_elements(%(entries)s::json)) AS batch"
)
_PEOPLE = (
    "INSERT INTO person (entry_id, role, position, family, given, von, jr, raw) "
    "SELECT e.key::integer, 'author', p.n - 1, substr(p.atom, 1, strpos(p.atom, ', ') - 1), "
    "substr(p.atom, strpos(p.atom, ', ') + 2), '', '', p.atom "
    "FROM json_each(%(people)s::json) AS e, "
    "json_array_elements_text(e.value) WITH ORDINALITY AS p(atom, n) WHERE p.atom IS NOT NULL"
)
_OTHERS = (
    "INSERT INTO person (entry_id, role, position, family, given, von, jr, raw) "
    "SELECT (value->>0)::integer, 'author', (value->>1)::integer, value->>2, value->>3, "
    "value->>4, value->>5, value->>6 FROM json_array_elements(%(others)s::json)"
)
_FIELDS = (
    "INSERT INTO entry_field (entry_id, position, name, value) "
    "SELECT (value->>0)::integer, (value->>1)::integer, value->>2, value->>3 "
    "FROM json_array_elements(%(fields)s::json)"
)
_BIBTEX = (
    "INSERT INTO entry_bibtex (entry_id, source_id, raw_fields) "
    "SELECT e.key::integer, nullif(s.key, '')::integer, e.value::text "
    "FROM json_each(%(bibtex)s::json) AS s, json_each(s.value) AS e"
)
_NAMES = ("entries", "people", "others", "fields", "bibtex", "stamp", "first_id", "last_id")


class ServerBatchInserter:
    """Writes import batches to a PostgreSQL library (the same interface as BatchInserter)."""

    def __init__(self, lib: Library) -> None:
        """Take lib's connection (write() runs on the import's helper thread, where peewee
        would open another connection, outside the import's transaction); note the first
        free entry id."""
        self.lib = lib
        self.conn = lib.db.connection()
        row = lib.execute("SELECT coalesce(max(id), 0) FROM entry").fetchone()
        self.first_free_id = int(row[0]) + 1

    def write(self, params: list[Any]) -> None:
        """Insert one batch's rows (the JSON texts, the stamp and the id range)."""
        named = dict(zip(_NAMES, params, strict=True))
        with peewee.__exception_wrapper__, self.conn.cursor() as cursor:  # type: ignore[attr-defined]
            for sql in (_ENTRIES, _PEOPLE, _OTHERS, _FIELDS, _BIBTEX):
                cursor.execute(sql, named)

    def drop(self) -> None:
        """Nothing to remove: no temporary objects on the server."""

    def index_again(self) -> None:
        """Move entry's id sequence past the ids the batches gave (no search index yet)."""
        self.lib.db.execute_sql(pg_dialect.advance_sequence("entry"))
