"""The duplicate lookup keys' triggers on SQLite (library/match_keys.py says what they keep).

An entry whose DOI, URL, title or year changes, or whose `eprint` field is written, changed
or removed, is marked stale. A bulk import stores the keys of the entries it adds itself and
drops the entry_field triggers for its own transaction (create_triggers makes them again).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from peewee import Database

from papershelf.library.match_keys import (
    FIELD_TRIGGERS,
    KEY_COLUMNS,
    SOURCE_COLUMNS,
    SOURCE_FIELD,
    STALE,
    create_indexes,
)
from papershelf.library.sqlite import triggers

if TYPE_CHECKING:
    from papershelf.library.db import Library


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
    """Create the triggers (a server library's are postgresql/match_triggers.py's)."""
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
