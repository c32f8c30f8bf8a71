"""A tag scope's entry ids, kept in a temporary table while a person types searches in it.

A search inside a tag scope checks every full-text hit against the scope. Written as
`e.id IN (SELECT entry_id FROM entry_tag ...)`, SQLite builds that set anew for every
statement: ~50 ms for a tag over a third of a 100,000-entry library, twice a keystroke
(count and page). Kept in a temporary table (rowid lookups), the set is built once and
reused until the library changes, by this connection or another one.
"""

from __future__ import annotations

import sqlite3
from collections import OrderedDict
from dataclasses import dataclass, field
from itertools import count
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from papershelf.library.db import Library

KEPT = 4  # scopes kept at once; the oldest table is dropped past this
_names = count(1)


@dataclass
class ScopeSets:
    """One connection's materialised scopes: (condition, params) -> (table, stamp)."""

    tables: OrderedDict[tuple[str, tuple[object, ...]], tuple[str, tuple[int, int]]] = field(
        default_factory=OrderedDict
    )


def _stamp(conn: sqlite3.Connection) -> tuple[int, int]:
    """What changes whenever the library does: other connections' commits, and this one's."""
    version = int(conn.execute("PRAGMA data_version").fetchone()[0])
    return version, conn.total_changes


def table(lib: Library, sql: str, params: list[object]) -> str | None:
    """The temp table holding the ids of the entries for which *sql* holds, up to date.

    *sql* is a condition on `e.id` alone (a tag scope). None inside an open transaction:
    a table made there would vanish with a rollback.
    """
    if lib.dialect != "sqlite":
        return None  # the server plans `e.id IN (...)` well: no temporary table (none to stale)
    conn = lib.db.connection()
    if conn.in_transaction:
        return None
    sets = lib.scope_sets
    key = (sql, tuple(params))
    known = sets.tables.get(key)
    if known is not None and known[1] == _stamp(conn):
        sets.tables.move_to_end(key)
        return known[0]
    name = known[0] if known is not None else f"scope_set_{next(_names)}"
    _fill(conn, name, sql, params)
    sets.tables[key] = (name, _stamp(conn))
    sets.tables.move_to_end(key)
    _drop_oldest(conn, sets)
    return name


def _fill(conn: sqlite3.Connection, name: str, sql: str, params: list[object]) -> None:
    """(Re)create temp table *name* with the ids of the entries for which *sql* holds."""
    conn.execute(f"DROP TABLE IF EXISTS temp.{name}")
    conn.execute(f"CREATE TEMP TABLE {name} (id INTEGER PRIMARY KEY)")
    conn.execute(f"INSERT INTO temp.{name} SELECT e.id FROM entry e WHERE {sql}", params)


def _drop_oldest(conn: sqlite3.Connection, sets: ScopeSets) -> None:
    """Drop the least recently used tables past KEPT."""
    while len(sets.tables) > KEPT:
        _, (name, _) = sets.tables.popitem(last=False)
        conn.execute(f"DROP TABLE IF EXISTS temp.{name}")
