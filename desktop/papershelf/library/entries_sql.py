"""Entry rows: which exist, their columns and extra fields, written by id (services/entries.py,
lists, deleting, merging and keys ask here)."""

from __future__ import annotations

from collections.abc import Iterable

from papershelf.library.chunks import in_chunks, marks
from papershelf.library.db import Library


def existing_entries(lib: Library, ids: Iterable[int]) -> set[int]:
    """Those of *ids* that are entries of the library."""
    found: set[int] = set()
    for chunk in in_chunks(list(ids)):
        sql = f"SELECT id FROM entry WHERE id IN ({marks(len(chunk))})"
        found.update(row[0] for row in lib.execute(sql, list(chunk)))
    return found
