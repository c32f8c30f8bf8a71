"""Each entry's duplicate lookup keys (schema v12): indexed columns an import looks its
records' candidates up in, so that it never reads the whole library (issue 38).

The keys are 64-bit hashes of what services/duplicate_keys.py makes of an entry (the
normalised DOI, arXiv id, title with year, and the title's two blocking keys), computed in
Python: SQL cannot normalise a title as services.identity does. An import stores them
with the entries it adds (match_stale = 0); an entry written any other way, or whose DOI,
URL, title, year or `eprint` field changes, gets match_stale = 1 (the column's default and
the triggers here and in postgresql/match_triggers.py), and the next import computes its
keys again before it looks anything up. A hash that collides only brings one more
candidate, which the full comparison then turns down.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from peewee import Database

from papershelf.library.sqlite import triggers

if TYPE_CHECKING:
    from papershelf.library.db import Library

KEY_COLUMNS = ("match_doi", "match_arxiv", "match_title", "match_head", "match_tail")
STALE = "match_stale"
# The entry columns (and the entry_field name) the keys are made of.
SOURCE_COLUMNS = ("title", "title_inferred", "doi", "url", "year")
SOURCE_FIELD = "eprint"
FIELD_TRIGGERS = (
    "entry_match_field_insert",
    "entry_match_field_delete",
    "entry_match_field_update",
)
TRIGGER_NAMES = ("entry_match_update", *FIELD_TRIGGERS)


def index_sql() -> list[str]:
    """The partial indexes of the key columns (entries without a key take no room), and of
    the stale entries (as good as empty between imports); the same SQL on both engines."""
    made = [
        f"CREATE INDEX IF NOT EXISTS entry_{column} ON entry ({column}) WHERE {column} IS NOT NULL"
        for column in KEY_COLUMNS
    ]
    return [*made, f"CREATE INDEX IF NOT EXISTS entry_{STALE} ON entry (id) WHERE {STALE} = 1"]


def create_indexes(db: Database) -> None:
    """Create the key columns' indexes (no-op for those that exist)."""
    for sql in index_sql():
        db.execute_sql(sql)


def _stale(entry: str) -> str:
    """An UPDATE statement that marks the entry *entry* (an SQL expression) stale."""
    return f"UPDATE entry SET {STALE} = 1 WHERE id = {entry};"


def _trigger_sql() -> list[str]:
    """SQLite's triggers that mark an entry stale when what its keys are made of changes."""
    changed = " OR ".join(f"old.{c} IS NOT new.{c}" for c in SOURCE_COLUMNS)
    field = f"'{SOURCE_FIELD}'"
    insert, delete, update = FIELD_TRIGGERS
    return [
        f"CREATE TRIGGER IF NOT EXISTS entry_match_update AFTER UPDATE OF "
        f"{', '.join(SOURCE_COLUMNS)} ON entry WHEN {changed} BEGIN {_stale('new.id')} END",
        f"CREATE TRIGGER IF NOT EXISTS {insert} AFTER INSERT ON entry_field "
        f"WHEN new.name = {field} BEGIN {_stale('new.entry_id')} END",
        f"CREATE TRIGGER IF NOT EXISTS {delete} AFTER DELETE ON entry_field "
        f"WHEN old.name = {field} BEGIN {_stale('old.entry_id')} END",
        f"CREATE TRIGGER IF NOT EXISTS {update} AFTER UPDATE ON entry_field "
        f"WHEN old.name = {field} OR new.name = {field} "
        f"BEGIN {_stale('old.entry_id')} {_stale('new.entry_id')} END",
    ]


def create_triggers(db: Database) -> None:
    """Create SQLite's triggers (a server library's are postgresql/match_triggers.py's)."""
    triggers.create(db, _trigger_sql())


def drop_field_triggers(db: Database) -> None:
    """Drop SQLite's entry_field triggers while an import writes the fields of entries
    whose keys it stores itself (create_triggers makes them again)."""
    triggers.drop(db, FIELD_TRIGGERS)


@contextmanager
def fields_unwatched(lib: Library) -> Iterator[None]:
    """SQLite's entry_field triggers off while rows that carry their entries' keys and
    stale marks go in (a library copy), on again after (inside the caller's transaction)."""
    drop_field_triggers(lib.db)
    yield
    create_triggers(lib.db)


def add_columns(db: Database) -> None:
    """Schema version 12 on SQLite: the columns (every entry stale until the next import
    computes its keys: SQL cannot), their indexes and triggers."""
    columns = {row[1] for row in db.execute_sql("PRAGMA table_info(entry)")}
    for column in KEY_COLUMNS:
        if column not in columns:
            db.execute_sql(f"ALTER TABLE entry ADD COLUMN {column} INTEGER")
    if STALE not in columns:
        db.execute_sql(f"ALTER TABLE entry ADD COLUMN {STALE} INTEGER NOT NULL DEFAULT 1")
    create_indexes(db)
    create_triggers(db)
