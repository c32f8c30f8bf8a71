"""Row versions for optimistic concurrency: entries, tags, reading lists and saved searches.

Each of those rows carries `version` (1 when inserted, +1 on every change of the row);
an entry also carries who changed it last (`changed_by`: Library.user_name()) and when
(`changed_at`). Every write path of the library moves them: set_columns, keys, links and
restores call the functions here. Membership rows (entry_tag, list_membership) carry no
version: adding and removing them commutes, so they never conflict.

Plain portable SQL with `?` parameters only (it runs on SQLite and, translated, on
PostgreSQL); nothing here starts a transaction.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from papershelf.library.chunks import in_chunks, marks
from papershelf.library.models import now
from papershelf.library.sql import Sql

if TYPE_CHECKING:  # db migrates through this module, so no import at run time
    from peewee import Database

    from papershelf.library.db import Library

VERSIONED = ("entry", "tag", "reading_list", "saved_search")
# (table, column, SQL type and default) the schema v8 migration adds.
COLUMNS = (
    ("entry", "version", "INTEGER NOT NULL DEFAULT 1"),
    ("entry", "changed_by", "TEXT NOT NULL DEFAULT ''"),
    ("entry", "changed_at", "DATETIME"),
    ("tag", "version", "INTEGER NOT NULL DEFAULT 1"),
    ("reading_list", "version", "INTEGER NOT NULL DEFAULT 1"),
    ("saved_search", "version", "INTEGER NOT NULL DEFAULT 1"),
)
# What set_columns appends to an entry UPDATE: the version moves, the writer is named.
ENTRY_STAMP = "version = version + 1, changed_by = ?, changed_at = ?"


class EntryStamp(NamedTuple):
    """An entry's version, who changed it last and when (None: before versions existed)."""

    version: int
    changed_by: str
    changed_at: str | None


def add_columns(db: Database) -> None:
    """Schema v8: add the version columns to an older SQLite library (cheap: no row is
    rewritten); a column already there is left alone."""
    for table, column, spec in COLUMNS:
        present = {row[1] for row in db.execute_sql(f"PRAGMA table_info({table})")}
        if column not in present:
            db.execute_sql(f"ALTER TABLE {table} ADD COLUMN {column} {spec}")


def stamp_values(lib: Library) -> list[Any]:
    """The parameters of ENTRY_STAMP: who writes, and now."""
    return [lib.user_name(), str(now())]


def bump_entries(lib: Library, ids: Iterable[int]) -> None:
    """Record a change of the entries *ids*: version + 1, changed by this user, now."""
    stamp = stamp_values(lib)
    for chunk in in_chunks(sorted(set(ids))):
        lib.execute(
            Sql(f"UPDATE entry SET {ENTRY_STAMP} WHERE id IN ({marks(len(chunk))})"),
            [*stamp, *chunk],
        )


def bump_entries_past(lib: Library, floors: Mapping[int, int]) -> None:
    """Record a change of entries put back from a snapshot: each one's version goes past
    both its restored version and *floors* (the version it had before), so a version a
    person saw never comes back for other values."""
    stamp = stamp_values(lib)
    lib.executemany(
        Sql(
            "UPDATE entry SET version = CASE WHEN version > ? THEN version ELSE ? END + 1, "
            "changed_by = ?, changed_at = ? WHERE id = ?"
        ),
        [(floor, floor, *stamp, entry_id) for entry_id, floor in floors.items()],
    )


def bump(lib: Library, table: str, ids: Iterable[int]) -> None:
    """Record a change of tags, lists or saved searches (*table*) by id: version + 1."""
    assert table in VERSIONED, table
    for chunk in in_chunks(sorted(set(ids))):
        lib.execute(
            Sql(f"UPDATE {table} SET version = version + 1 WHERE id IN ({marks(len(chunk))})"),
            list(chunk),
        )


def lock_row(lib: Library, table: str, row_id: int) -> None:
    """Hold a versioned row for this transaction before reading what an edit compares: a
    server makes another writer of the row wait until this transaction ends (SQLite's write
    transaction holds the whole file already). It changes nothing: no trigger fires."""
    lock_rows(lib, table, [row_id])


def lock_rows(lib: Library, table: str, ids: Iterable[int]) -> int:
    """lock_row for many rows (in id order, so two writers never wait on each other); how
    many rows there were to lock (a row deleted meanwhile is not there)."""
    assert table in VERSIONED, table
    locked = 0
    for chunk in in_chunks(sorted(set(ids))):
        sql = f"UPDATE {table} SET version = version WHERE id IN ({marks(len(chunk))})"
        locked += lib.execute(Sql(sql), list(chunk)).rowcount
    return locked


def versions_of(lib: Library, table: str, ids: Iterable[int]) -> dict[int, int]:
    """The version of each row of *table* among *ids* (rows that are gone are left out)."""
    assert table in VERSIONED, table
    found: dict[int, int] = {}
    for chunk in in_chunks(sorted(set(ids))):
        sql = f"SELECT id, version FROM {table} WHERE id IN ({marks(len(chunk))})"
        found.update((int(i), int(v)) for i, v in lib.execute(Sql(sql), list(chunk)))
    return found


def row_version(lib: Library, table: str, row_id: int) -> int | None:
    """The version of one row of *table*; None when it is gone."""
    return versions_of(lib, table, [row_id]).get(row_id)


def entry_stamp(lib: Library, entry_id: int) -> EntryStamp | None:
    """An entry's version, last writer and time; None when there is no such entry."""
    row = lib.execute(
        Sql("SELECT version, changed_by, changed_at FROM entry WHERE id = ?"), [entry_id]
    ).fetchone()
    if row is None:
        return None
    return EntryStamp(int(row[0]), str(row[1]), None if row[2] is None else str(row[2]))
