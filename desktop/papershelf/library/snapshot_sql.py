"""Whole rows of entries and what hangs off them, read for a snapshot and written back
(services/deleting.py: delete, undo, revert). Tables and columns are the library's own
names, never a person's input; values are always parameters."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import peewee

from papershelf.library.chunks import SQL_CHUNK, in_chunks, marks
from papershelf.library.db import Library
from papershelf.library.errors import LibraryError
from papershelf.library.organising import fold
from papershelf.library.sql import Sql

Row = tuple[Any, ...]
# The tables whose rows are named by an id and a name (tags and reading lists).
NAMED_TABLES = frozenset({"tag", "reading_list"})


class RowsClashError(LibraryError):
    """Rows could not be put back: their ids or unique values are taken by others now."""


@dataclass(frozen=True)
class TableRows:
    """Rows of one table as SELECT * gave them, with the column names in order."""

    table: str
    columns: tuple[str, ...]
    rows: tuple[Row, ...]


def _select(lib: Library, sql: str, values: Sequence[Any]) -> tuple[tuple[str, ...], list[Row]]:
    """Run *sql* (with one '{marks}' IN list) over *values* by chunks; column names and rows."""
    columns: tuple[str, ...] = ()
    rows: list[Row] = []
    for start in range(0, len(values), SQL_CHUNK):
        chunk = list(values[start : start + SQL_CHUNK])
        cursor = lib.execute(Sql(sql.format(marks=marks(len(chunk)))), chunk)
        rows += [tuple(row) for row in cursor]
        columns = tuple(d[0] for d in cursor.description or ())
    return columns, rows


def table_rows(lib: Library, table: str, key: str, ids: list[int]) -> TableRows:
    """Every row of *table* whose *key* column is one of *ids*, all columns, by first column."""
    columns, rows = _select(lib, f"SELECT * FROM {table} WHERE {key} IN ({{marks}})", ids)
    if not columns:
        columns = tuple(
            d[0] for d in lib.execute(Sql(f"SELECT * FROM {table} LIMIT 0")).description
        )
    return TableRows(table, columns, tuple(sorted(rows, key=lambda r: r[0])))


def entry_tags(lib: Library, ids: list[int]) -> list[Row]:
    """(entry_id, tag_id) of every tag the entries carry."""
    return _select(lib, "SELECT entry_id, tag_id FROM entry_tag WHERE entry_id IN ({marks})", ids)[
        1
    ]


def memberships(lib: Library, ids: list[int]) -> list[Row]:
    """(reading_list_id, entry_id, position, note) of every list place of the entries."""
    sql = (
        "SELECT reading_list_id, entry_id, position, note FROM list_membership "
        "WHERE entry_id IN ({marks})"
    )
    return _select(lib, sql, ids)[1]


def tags(lib: Library, tag_ids: list[int]) -> list[Row]:
    """(id, name, color) of the tags *tag_ids*."""
    return _select(lib, "SELECT id, name, color FROM tag WHERE id IN ({marks})", tag_ids)[1]


def lists(lib: Library, list_ids: list[int]) -> list[Row]:
    """(id, name, description, created) of the reading lists *list_ids*."""
    sql = "SELECT id, name, description, created FROM reading_list WHERE id IN ({marks})"
    return _select(lib, sql, list_ids)[1]


def not_duplicate_pairs(lib: Library, ids: list[int]) -> tuple[Row, ...]:
    """The not-duplicate pairs that name any of ids, sorted."""
    _, first = _select(lib, "SELECT * FROM not_duplicate WHERE first_id IN ({marks})", ids)
    _, second = _select(lib, "SELECT * FROM not_duplicate WHERE second_id IN ({marks})", ids)
    return tuple(sorted(set(first) | set(second)))


def any_tagged(lib: Library, ids: list[int]) -> bool:
    """Whether any of the entries carries a tag."""
    sql = "SELECT 1 FROM entry_tag WHERE entry_id IN ({marks}) LIMIT 1"
    return bool(_select(lib, sql, ids)[1])


def any_listed(lib: Library, ids: list[int]) -> bool:
    """Whether any of the entries is in a reading list."""
    sql = "SELECT 1 FROM list_membership WHERE entry_id IN ({marks}) LIMIT 1"
    return bool(_select(lib, sql, ids)[1])


def delete_entry_rows(lib: Library, ids: list[int]) -> None:
    """Delete entries; foreign keys cascade to person, entry_field, entry_tag, list places."""
    for chunk in in_chunks(ids):
        lib.execute(Sql(f"DELETE FROM entry WHERE id IN ({marks(len(chunk))})"), list(chunk))


def is_empty_list(lib: Library, list_id: int) -> bool:
    """Whether the list exists and holds no entry."""
    exists = lib.execute(Sql("SELECT 1 FROM reading_list WHERE id = ?"), [list_id]).fetchone()
    member = lib.execute(
        Sql("SELECT 1 FROM list_membership WHERE reading_list_id = ? LIMIT 1"), [list_id]
    ).fetchone()
    return bool(exists) and not member


def insert_rows(lib: Library, table: TableRows) -> None:
    """Insert whole rows (ids included) into their table; RowsClashError when one is taken."""
    names = ", ".join(table.columns)
    sql = f"INSERT INTO {table.table} ({names}) VALUES ({marks(len(table.columns))})"
    try:
        with lib.atomic():  # a savepoint: PostgreSQL aborts the whole transaction otherwise
            lib.executemany(Sql(sql), table.rows)
    except (sqlite3.IntegrityError, peewee.IntegrityError) as exc:
        raise RowsClashError(f"{table.table}: {exc}") from exc


def restore_links(
    lib: Library, entry_tags: Iterable[Row], memberships: Iterable[Row], different: Iterable[Row]
) -> None:
    """Put tag places (entry, tag), list places (list, entry, position, note) and
    not-duplicate pairs back; a pair only when both its entries are there."""
    words = lib.backend.words
    tags = words.insert_ignoring("entry_tag (entry_id, tag_id)", "VALUES (?, ?)")
    lib.executemany(Sql(tags), entry_tags)
    places = words.insert_ignoring(
        "list_membership (reading_list_id, entry_id, position, note)", "VALUES (?, ?, ?, ?)"
    )
    lib.executemany(Sql(places), memberships)
    pairs = words.insert_ignoring(
        "not_duplicate (first_id, second_id)",
        "SELECT ?, ? WHERE (SELECT count(*) FROM entry WHERE id IN (?, ?)) = 2",
    )
    lib.executemany(Sql(pairs), [(a, b, a, b) for a, b in different])


def taken_keys(lib: Library, keys: list[str]) -> list[str]:
    """Those of *keys* that entries of the library have (exact case)."""
    return [row[0] for row in _select(lib, "SELECT key FROM entry WHERE key IN ({marks})", keys)[1]]


def same_or_named(lib: Library, table: str, row_id: int, name: str) -> int | None:
    """In a tag or list *table*: *row_id* if it still holds *name*; else the id of the row
    called *name*; else None."""
    assert table in NAMED_TABLES, table
    row = lib.execute(Sql(f"SELECT name FROM {table} WHERE id = ?"), [row_id]).fetchone()
    if row and fold(str(row[0])) == fold(name):
        return row_id
    named = lib.execute(
        Sql(f"SELECT id FROM {table} WHERE name = ? COLLATE NOCASE"), [name]
    ).fetchone()
    return int(named[0]) if named else None


def recreate(
    lib: Library, table: str, columns: tuple[str, ...], row_id: int, values: list[Any]
) -> int:
    """Insert a tag or list row again under its old id (a new one if that id is taken)."""
    assert table in NAMED_TABLES, table
    taken = lib.execute(Sql(f"SELECT 1 FROM {table} WHERE id = ?"), [row_id]).fetchone()
    names = columns if taken else ("id", *columns)
    sql = f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks(len(names))})"
    return lib.insert(Sql(sql), values if taken else [row_id, *values])


def delete_sources(lib: Library, ids: list[int]) -> None:
    """Delete import sources (their blocks go with them; entries keep a null source)."""
    for chunk in in_chunks(ids):
        lib.execute(
            Sql(f"DELETE FROM import_source WHERE id IN ({marks(len(chunk))})"), list(chunk)
        )
