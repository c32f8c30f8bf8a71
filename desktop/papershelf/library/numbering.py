"""New tags and reading lists numbered as SQLite numbers rows: one past the largest id.

SQLite gives a new row max(id) + 1, so a tag created, deleted by undo and created again by
redo comes back under the id it had (and undo snapshots, which name rows by id, still fit).
A PostgreSQL sequence never gives an id twice; `insert_next` asks for max(id) + 1 there
too, and when another writer took that id meanwhile (its row appears as a conflict once it
commits) the row takes the server's next sequence number instead. Never an error, never a
duplicate: the sequence is moved past every id given this way (Library._advance_ids).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from papershelf.library.sql import Sql

if TYPE_CHECKING:
    from papershelf.library.db import Library


def insert_next(lib: Library, table: str, columns: Sequence[str], values: Sequence[object]) -> int:
    """Add a row to *table* (its unique values free) under the next id; that id."""
    names = ", ".join(columns)
    marks = ", ".join("?" * len(columns))
    numbered = lib.backend.words.insert_ignoring(
        f"{table} (id, {names})",
        f"VALUES ((SELECT coalesce(max(id), 0) + 1 FROM {table}), {marks})",
        "RETURNING id",
    )
    row = lib.execute(Sql(numbered), list(values)).fetchone()
    if row is not None:
        return int(row[0])
    return lib.insert(Sql(f"INSERT INTO {table} ({names}) VALUES ({marks})"), list(values))
