"""Each entry's first tag name (case-insensitive), kept in entry.tag_sort by triggers.

Sorting the list by its Tags column needs, per entry, the first of its tag names. Working
that out in the ORDER BY (a subquery per entry) takes ~0.5 s at 100,000 entries; reading a
column kept up to date here takes as long as sorting by title. Triggers keep the column
right whatever writes the tags (services, undo, raw SQL, a tag's cascade delete).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from peewee import Database

from papershelf.library.sqlite import triggers

if TYPE_CHECKING:  # db creates the triggers through this module, so no import at run time
    from papershelf.library.db import Library

COLUMN = "tag_sort"
TRIGGER_NAMES = (
    "entry_tag_sort_insert",
    "entry_tag_sort_delete",
    "entry_tag_sort_update",
    "tag_sort_rename",
)


def _first_tag(entry: str) -> str:
    """SQL for the first tag name (or '') of the entry whose id is the expression *entry*."""
    return (
        "coalesce((SELECT min(t.name) FROM entry_tag et JOIN tag t ON t.id = et.tag_id "
        f"WHERE et.entry_id = {entry}), '')"
    )


def _refresh(entry: str) -> str:
    """An UPDATE statement that recomputes the column of the entry *entry*."""
    return f"UPDATE entry SET {COLUMN} = {_first_tag(entry)} WHERE id = {entry};"


def _trigger_sql() -> list[str]:
    """The triggers that keep the column right when tags are added, removed or renamed."""
    renamed = (
        f"UPDATE entry SET {COLUMN} = {_first_tag('entry.id')} "
        "WHERE id IN (SELECT entry_id FROM entry_tag WHERE tag_id = new.id);"
    )
    return [
        "CREATE TRIGGER IF NOT EXISTS entry_tag_sort_insert AFTER INSERT ON entry_tag "
        f"BEGIN {_refresh('new.entry_id')} END",
        "CREATE TRIGGER IF NOT EXISTS entry_tag_sort_delete AFTER DELETE ON entry_tag "
        f"BEGIN {_refresh('old.entry_id')} END",
        "CREATE TRIGGER IF NOT EXISTS entry_tag_sort_update AFTER UPDATE ON entry_tag "
        f"BEGIN {_refresh('old.entry_id')} {_refresh('new.entry_id')} END",
        "CREATE TRIGGER IF NOT EXISTS tag_sort_rename AFTER UPDATE OF name ON tag "
        f"BEGIN {renamed} END",
    ]


def create_triggers(db: Database) -> None:
    """Create SQLite's triggers (no-op for those that exist; a server library's are
    postgresql/triggers.py's PL/pgSQL ones, made with its schema)."""
    triggers.create(db, _trigger_sql())


def drop_triggers(db: Database) -> None:
    """Drop SQLite's triggers: the column goes stale until fill() runs."""
    triggers.drop(db, TRIGGER_NAMES)


def fill(db: Database) -> None:
    """Recompute the column for every entry (one pass over entry_tag)."""
    db.execute_sql(
        f"UPDATE entry SET {COLUMN} = coalesce(firsts.name, '') FROM ("
        "SELECT et.entry_id AS id, min(t.name) AS name FROM entry_tag et "
        "JOIN tag t ON t.id = et.tag_id GROUP BY et.entry_id) AS firsts "
        "WHERE firsts.id = entry.id"
    )
    db.execute_sql(
        f"UPDATE entry SET {COLUMN} = '' WHERE {COLUMN} != '' "
        "AND NOT EXISTS (SELECT 1 FROM entry_tag et WHERE et.entry_id = entry.id)"
    )


def add_column(db: Database) -> None:
    """Schema version 4: the column, filled and indexed, and its triggers (in an older library)."""
    columns = [row[1] for row in db.execute_sql("PRAGMA table_info(entry)")]
    if COLUMN not in columns:
        db.execute_sql(
            f"ALTER TABLE entry ADD COLUMN {COLUMN} TEXT NOT NULL DEFAULT '' COLLATE NOCASE"
        )
    fill(db)
    db.execute_sql(f'CREATE INDEX IF NOT EXISTS "entry_{COLUMN}" ON "entry" ("{COLUMN}")')
    create_triggers(db)


@contextmanager
def suspended(lib: Library) -> Iterator[None]:
    """Write many tags with the triggers off, then fill the column once (one transaction)."""
    with lib.atomic():
        lib.backend.drop_tag_sort_triggers(lib)
        yield
        lib.backend.create_tag_sort_triggers(lib)
        fill(lib.db)
