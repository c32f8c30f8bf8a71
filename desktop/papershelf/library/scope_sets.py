"""A tag scope's entry ids, kept in a temporary table while a person types searches in it.

A search inside a tag scope checks every full-text hit against the scope. Written as
`e.id IN (SELECT entry_id FROM entry_tag ...)`, SQLite builds that set anew for every
statement: ~50 ms for a tag over a third of a 100,000-entry library, twice a keystroke
(count and page). Kept in a temporary table (rowid lookups), the set is built once and
reused until the library changes, by this connection or another one.

PostgreSQL gains too (10,000 entries, a third in the tag, on a loaded machine: a scoped
count 42 ms with the subquery, 18 ms from the table; a page 35 ms -> 15 ms; the table is
built once in ~60 ms), and keeps it in the session's pg_temp schema. Its stamp is the
server's next transaction id
(`pg_snapshot_xmax`), which moves whenever any write anywhere commits. A read-only session
cannot create tables: there, and wherever the server refuses one, the scope stays a subquery.
How each backend makes, stamps and drops the table is its own (library/backend.py).
"""

from __future__ import annotations

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
    refused: bool = False  # the server would not make a temporary table: use subqueries


def table(lib: Library, sql: str, params: list[object]) -> str | None:
    """The temp table holding the ids of the entries for which *sql* holds, up to date.

    *sql* is a condition on `e.id` alone (a tag scope). None inside an open transaction,
    and in a server session that cannot make one (read-only): the caller keeps *sql*.
    """
    backend = lib.backend
    if not backend.scope_tables_usable(lib):
        return None
    sets = lib.scope_sets
    key = (sql, tuple(params))
    known = sets.tables.get(key)
    if known is not None and known[1] == backend.scope_stamp(lib):
        sets.tables.move_to_end(key)
        return known[0]
    name = known[0] if known is not None else f"scope_set_{next(_names)}"
    if not backend.fill_scope_table(lib, name, sql, params):
        sets.tables.pop(key, None)
        return None
    sets.tables[key] = (name, backend.scope_stamp(lib))
    sets.tables.move_to_end(key)
    _drop_oldest(lib, sets)
    return name


def _drop_oldest(lib: Library, sets: ScopeSets) -> None:
    """Drop the least recently used tables past KEPT."""
    while len(sets.tables) > KEPT:
        _, (name, _) = sets.tables.popitem(last=False)
        lib.backend.drop_scope_table(lib, name)
