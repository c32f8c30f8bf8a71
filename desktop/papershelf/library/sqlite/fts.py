"""The full-text index: an FTS5 table over the entry table's text, kept in sync by triggers.

The index is an external-content FTS5 table (content='entry'): it stores only the inverted
index, and SQL triggers on `entry` keep it right after every INSERT, UPDATE and DELETE, so
no write path (services, undo, raw SQL) has to remember it. Bulk writers that insert tens of
thousands of rows may wrap the work in `suspended(lib)`, which rebuilds once at the end.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from typing import TYPE_CHECKING

from peewee import Database

from papershelf.library.sqlite import triggers

if TYPE_CHECKING:  # db creates the index through this module, so no import at run time
    from papershelf.library.db import Library

FTS_TABLE = "entry_fts"
# The entry columns indexed, in the FTS table's column order (bm25 weights follow it).
INDEXED_COLUMNS = ("title", "authors_text", "abstract", "notes", "keywords", "venue")
# How much a hit in each column counts for relevance: a title hit beats an abstract hit.
COLUMN_WEIGHTS = {
    "title": 10.0,
    "authors_text": 5.0,
    "abstract": 1.0,
    "notes": 2.0,
    "keywords": 4.0,
    "venue": 2.0,
}
# Case and accent folding ("schrodinger" finds "Schrödinger"); no stemmer, because a porter
# index cannot answer a half-typed word ("optimiz*" finds nothing once "optimizer" is stored
# as "optim"). Words match as prefixes instead; prefix indexes make short prefixes cheap.
TOKENIZE = "unicode61 remove_diacritics 2"
PREFIX_LENGTHS = "1 2 3"
TRIGGER_NAMES = ("entry_fts_insert", "entry_fts_delete", "entry_fts_update")


def _columns(prefix: str = "") -> str:
    """The indexed column names, each with *prefix* ('new.', 'old.' or none)."""
    return ", ".join(prefix + name for name in INDEXED_COLUMNS)


def rank_function() -> str:
    """The bm25() call with this index's column weights, for ORDER BY (smaller is better)."""
    weights = ", ".join(str(COLUMN_WEIGHTS[name]) for name in INDEXED_COLUMNS)
    return f"bm25({FTS_TABLE}, {weights})"


def _table_sql() -> str:
    """CREATE VIRTUAL TABLE for the index."""
    return (
        f"CREATE VIRTUAL TABLE IF NOT EXISTS {FTS_TABLE} USING fts5({_columns()}, "
        f"content='entry', content_rowid='id', tokenize='{TOKENIZE}', "
        f"prefix='{PREFIX_LENGTHS}')"
    )


def _trigger_sql() -> list[str]:
    """The three triggers that mirror entry writes into the index."""
    insert = f"INSERT INTO {FTS_TABLE}(rowid, {_columns()}) VALUES (new.id, {_columns('new.')});"
    delete = (
        f"INSERT INTO {FTS_TABLE}({FTS_TABLE}, rowid, {_columns()}) "
        f"VALUES ('delete', old.id, {_columns('old.')});"
    )
    return [
        f"CREATE TRIGGER IF NOT EXISTS entry_fts_insert AFTER INSERT ON entry BEGIN {insert} END",
        f"CREATE TRIGGER IF NOT EXISTS entry_fts_delete AFTER DELETE ON entry BEGIN {delete} END",
        f"CREATE TRIGGER IF NOT EXISTS entry_fts_update AFTER UPDATE OF id, {_columns()} "
        f"ON entry BEGIN {delete} {insert} END",
    ]


def create_index(db: Database) -> None:
    """Create the index and its triggers, then fill it from the entries already there."""
    db.execute_sql(_table_sql())
    create_triggers(db)
    rebuild_index(db)


def create_triggers(db: Database) -> None:
    """Create the sync triggers (no-op for those that exist)."""
    triggers.create(db, _trigger_sql())


def drop_triggers(db: Database) -> None:
    """Drop the sync triggers: the index goes stale until the next rebuild."""
    triggers.drop(db, TRIGGER_NAMES)


# FTS5 writes the terms it holds in memory out as a new segment each time they pass its
# 'hashsize' (1 MB by default), besides at the end of each statement. A bulk import's batch
# of 500 entries holds a few MB (a collaboration's 3,000 names), so with the default it
# wrote several small segments per batch, which FTS5 then merged again: with BULK_HASH_SIZE
# it writes one per batch (a third fewer segments, ~25% less indexing CPU on the
# collaborations library). Set for an import only, and back to the default after it.
#
# The segments a bulk import writes get 16 KB pages (FTS5's 'pgsz', 4,050 bytes by
# default): a quarter of the page rows to write, merge and read back. Rebuilding the index
# of the 100k collaborations library: 12.4 -> 10.7 s (alternated, twice each); prefix
# queries on the result as fast (median 25.3 against 24.8 ms, 276 queries three times).
#
# And it merges segments 8 at a time instead of 4 ('automerge'): fewer passes rewriting
# the same terms. Writing the 100k collaborations import's batches alone (replayed,
# alternated, 3 rounds): 2-3.5 s less of ~24 s; the index ends with 13 segments instead
# of 11, prefix queries on it as fast (sum of 828 queries 11.8 against 11.4 s).
BULK_HASH_SIZE = 4 << 20
_DEFAULT_HASH_SIZE = 1 << 20
BULK_PAGE_SIZE = 16000
_DEFAULT_PAGE_SIZE = 4050
BULK_AUTOMERGE = 8
_DEFAULT_AUTOMERGE = 4
_BULK_SETTINGS = {"hashsize": (BULK_HASH_SIZE, _DEFAULT_HASH_SIZE),
                  "pgsz": (BULK_PAGE_SIZE, _DEFAULT_PAGE_SIZE),
                  "automerge": (BULK_AUTOMERGE, _DEFAULT_AUTOMERGE)}  # fmt: skip


def bulk_writes(db: Database) -> None:
    """Let the index hold BULK_HASH_SIZE of new terms in memory, write BULK_PAGE_SIZE pages
    and merge BULK_AUTOMERGE segments at a time (inside a transaction)."""
    for name, (bulk, _) in _BULK_SETTINGS.items():
        db.execute_sql(f"INSERT INTO {FTS_TABLE}({FTS_TABLE}, rank) VALUES (?, ?)", (name, bulk))


def end_bulk_writes(db: Database) -> None:
    """The defaults again, and no row of them left in the index's settings."""
    for name, (_, default) in _BULK_SETTINGS.items():
        db.execute_sql(f"INSERT INTO {FTS_TABLE}({FTS_TABLE}, rank) VALUES (?, ?)", (name, default))
        db.execute_sql(f"DELETE FROM {FTS_TABLE}_config WHERE k = ?", (name,))


def rebuild_index(db: Database) -> None:
    """Re-read every entry into the index (FTS5's 'rebuild' command)."""
    db.execute_sql(f"INSERT INTO {FTS_TABLE}({FTS_TABLE}) VALUES ('rebuild')")


def reindex(lib: Library) -> int:
    """Rebuild the index (and its triggers) in one transaction; the number of entries indexed."""
    with lib.atomic():
        lib.db.execute_sql(_table_sql())
        drop_triggers(lib.db)
        create_triggers(lib.db)
        rebuild_index(lib.db)
        optimize(lib)
        update_statistics(lib.db)
    return int(lib.execute("SELECT count(*) FROM entry").fetchone()[0])


def update_statistics(db: Database) -> None:
    """Analyse the tables for SQLite's planner, every row (~0.3 s at 100,000 entries).

    Without statistics SQLite may scan all of entry_tag for a tag scope (~25 ms a query at
    100,000 entries) instead of looking the tag up first (~0.1 ms). Sampled statistics
    (analysis_limit) are worse than none: their uneven row counts made SQLite sort by venue
    through another index, reading every entry row (300 ms instead of 40 ms at 100k).
    """
    db.execute_sql("PRAGMA analysis_limit = 0")
    db.execute_sql("ANALYZE")


def optimize(lib: Library) -> None:
    """Merge the index's segments into one, which makes queries a little faster."""
    lib.execute(f"INSERT INTO {FTS_TABLE}({FTS_TABLE}) VALUES ('optimize')")


def is_consistent(lib: Library) -> bool:
    """Whether the index agrees with the entry table (FTS5's integrity check)."""
    try:
        lib.execute(f"INSERT INTO {FTS_TABLE}({FTS_TABLE}, rank) VALUES ('integrity-check', 1)")
    except Exception:  # sqlite3.DatabaseError: "database disk image is malformed"
        return False
    return True


@contextmanager
def suspended(lib: Library) -> Iterator[None]:
    """Run a bulk write with the triggers off and rebuild the index once at the end.

    Everything happens in one transaction, so a failure leaves both the entries and the
    index as they were.
    """
    with lib.atomic():
        drop_triggers(lib.db)
        yield
        create_triggers(lib.db)
        rebuild_index(lib.db)


def engine_check() -> str:
    """'SQLite 3.x with FTS5' when this Python's SQLite can make the index (sqlite3.Error if
    not: a bundle built against an SQLite without FTS5)."""
    with closing(sqlite3.connect(":memory:")) as conn:
        conn.execute("CREATE VIRTUAL TABLE probe USING fts5(text)")
    return f"SQLite {sqlite3.sqlite_version} with FTS5"
