"""SQLite's bulk import of new entries: a batch of rows goes in as JSON texts and a BLOB through
one INSERT into a TEMP view, whose INSTEAD OF trigger fills the four tables and indexes the
batch's entries for search (services/import_writer.py says why, and runs it on a helper
thread). The view and trigger live in the connection's TEMP schema, never in the file.

This is the SQLite half of bulk import; PostgreSQL's (postgresql/import_batches.py) uses COPY.
"""

from __future__ import annotations

import contextlib
import sqlite3
from typing import Any

from papershelf.library import raw_bibtex
from papershelf.library.db import Library
from papershelf.library.sqlite import fts, match_triggers

_VIEW = "papershelf_import_batch"
_TRIGGER = "papershelf_import_batch_insert"
_CREATE_VIEW = (
    f"CREATE TEMP VIEW IF NOT EXISTS {_VIEW} (entries, people, others, fields, bibtex, "
    "texts, stamp, first_id, last_id) AS SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, "
    "NULL, NULL"
)
# The batch's rows: lists become JSON arrays, long texts are cut out of one BLOB. An entry
# is its short columns (the duplicate lookup keys last: library/match_keys.py), then
# [offset, length] in `texts` of its abstract and of its author text (UTF-8); substr() on
# a BLOB counts bytes, so each cut is a copy, with no JSON to parse (SQLite 3.40 parses a
# JSON text again for each '->>' on it). The entry's JSON is
# split once per row in a subquery ('LIMIT -1 OFFSET 0' keeps it from being merged into
# the INSERT, which would split it again for every column).
# People come as {entry id: [person, ...]}: the id and position are JSON keys. A person
# written 'Family, Given' (most of them) is that text alone, split here at its first ', '
# (import_writer.compact_people); any other person is "" there and comes in the list
# of [entry id, position, family, given, von, jr, raw] arrays. Raw fields come as
# [entry id, source id or null, offset, length, packed]: each entry's [[name, raw], ...] as
# (minified) JSON in `texts`, as library/raw_bibtex.pack made it in the import's thread (a
# zstd frame, packed 1, stored as a BLOB; a short text, packed 0). No SQL function of
# Python's runs in the writer's statement: it would wait for the GIL while holding the
# connection that the import's thread (holding the GIL) may wait for.
_BATCH_SQL = (
    "INSERT INTO entry (id, key, entry_type, title, title_inferred, authors_text, author_sort, "
    "year, venue, abstract, doi, url, keywords, notes, status, rating, date_added, "
    "date_modified, fingerprint, match_doi, match_arxiv, match_title, match_head, match_tail, "
    "match_stale) SELECT head->>0, head->>1, head->>2, head->>3, head->>4, "
    "CAST(substr(NEW.texts, head->>20, head->>21) AS TEXT), head->>5, head->>6, head->>7, "
    "CAST(substr(NEW.texts, head->>18, head->>19) AS TEXT), head->>8, head->>9, head->>10, "
    "head->>11, 0, 0, NEW.stamp, NEW.stamp, head->>12, head->>13, head->>14, head->>15, "
    "head->>16, head->>17, 0 FROM (SELECT value AS head "
    "FROM json_each(NEW.entries) LIMIT -1 OFFSET 0); "
    "INSERT INTO person (entry_id, role, position, family, given, von, jr, raw) "
    "SELECT entry.key, 'author', person.key, "
    "substr(person.atom, 1, instr(person.atom, ', ') - 1), "
    "substr(person.atom, instr(person.atom, ', ') + 2), '', '', person.atom "
    "FROM json_each(NEW.people) AS entry, json_each(entry.value) AS person "
    "WHERE person.atom <> ''; "
    "INSERT INTO person (entry_id, role, position, family, given, von, jr, raw) "
    "SELECT value->>0, 'author', value->>1, value->>2, value->>3, value->>4, value->>5, "
    "value->>6 FROM json_each(NEW.others); "
    "INSERT INTO entry_field (entry_id, position, name, value) "
    "SELECT value->>0, value->>1, value->>2, value->>3 FROM json_each(NEW.fields); "
    "INSERT INTO entry_bibtex (entry_id, source_id, raw_fields) "
    "SELECT value->>0, value->>1, CASE WHEN value->>4 THEN substr(NEW.texts, value->>2, "
    "value->>3) ELSE CAST(substr(NEW.texts, value->>2, value->>3) AS TEXT) END "
    "FROM json_each(NEW.bibtex); "
    f"INSERT INTO {fts.FTS_TABLE}(rowid, {', '.join(fts.INDEXED_COLUMNS)}) "
    f"SELECT id, {', '.join(fts.INDEXED_COLUMNS)} FROM entry "
    "WHERE id BETWEEN NEW.first_id AND NEW.last_id;"
)
_CREATE_TRIGGER = (
    f"CREATE TEMP TRIGGER IF NOT EXISTS {_TRIGGER} INSTEAD OF INSERT ON {_VIEW} "
    f"BEGIN {_BATCH_SQL} END"
)
_INSERT_BATCH = f"INSERT INTO temp.{_VIEW} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
# An import into a big library reads index pages (keys, people, the search index's
# segments) all over the file: its page cache grows with the file, a sixteenth of it, from
# the connection's 32 MB up to IMPORT_CACHE_MAX (the 32 MB cache re-read 14 s of a 5 GB
# file while 100k entries went into it). Back to the connection's own size after.
IMPORT_CACHE_MAX = 256 << 20


def import_cache_bytes(conn: sqlite3.Connection) -> int:
    """The page cache an import into this library gets: a sixteenth of the file, at least
    what the connection has, at most IMPORT_CACHE_MAX."""
    pages = int(conn.execute("PRAGMA page_count").fetchone()[0])
    size = int(conn.execute("PRAGMA page_size").fetchone()[0])
    cache = int(conn.execute("PRAGMA cache_size").fetchone()[0])
    own = -cache * 1024 if cache < 0 else cache * size
    return max(own, min(pages * size // 16, IMPORT_CACHE_MAX))


class BatchInserter:
    """The library connection's batch statement, set up (index triggers off) until dropped.

    write() may run on another thread than the one that made it, while no other code uses
    the connection (services/import_writer.py's rule).
    """

    def __init__(self, lib: Library) -> None:
        """Take lib's connection: index triggers off, the TEMP view and its trigger made."""
        self.lib = lib
        self.conn: sqlite3.Connection = lib.db.connection()
        row = self.conn.execute("SELECT coalesce(max(id), 0) FROM entry").fetchone()
        self.first_free_id = int(row[0]) + 1
        self.cache = int(self.conn.execute("PRAGMA cache_size").fetchone()[0])
        self.conn.execute(f"PRAGMA cache_size = {-import_cache_bytes(self.conn) // 1024}")
        fts.drop_triggers(lib.db)
        match_triggers.drop_field_triggers(lib.db)  # the batches store their entries' keys
        fts.bulk_writes(lib.db)
        self.conn.execute(_CREATE_VIEW)
        self.conn.execute(_CREATE_TRIGGER)

    def pack(self, batch: Any) -> list[Any]:
        """The batch (services/import_writer.Batch) as the view's row: its JSON texts,
        made in the import's thread (JSON and zstd need the GIL)."""
        return list(batch.params(raw_bibtex.pack))

    def write(self, params: list[Any]) -> None:
        """Insert one batch's rows and index its entries for search (SQLite's work only)."""
        self.conn.execute(_INSERT_BATCH, params)

    def drop(self) -> None:
        """Remove the TEMP view and its trigger (dropping the view drops its trigger); the
        connection's own cache size again."""
        with contextlib.suppress(sqlite3.Error):  # a closed connection took them with it
            self.conn.execute(f"DROP VIEW IF EXISTS temp.{_VIEW}")
            self.conn.execute(f"PRAGMA cache_size = {self.cache}")

    def index_again(self) -> None:
        """Turn the per-row index triggers on again and the index's memory for new terms
        back to the default (inside the import's transaction)."""
        fts.end_bulk_writes(self.lib.db)
        fts.create_triggers(self.lib.db)
        match_triggers.create_triggers(self.lib.db)
