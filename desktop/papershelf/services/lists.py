"""Reading lists: creating them and putting entries in them, in order."""

from __future__ import annotations

from collections.abc import Iterable

from papershelf.library.db import Library
from papershelf.library.models import now


def find_list(lib: Library, name: str) -> int | None:
    """The id of the reading list called *name* (any case), or None."""
    row = lib.execute(
        "SELECT id FROM reading_list WHERE name = ? COLLATE NOCASE", [name]
    ).fetchone()
    return int(row[0]) if row else None


def ensure_list(lib: Library, name: str) -> int:
    """The id of the reading list *name*, created if it does not exist yet."""
    found = find_list(lib, name)
    if found is not None:
        return found
    cursor = lib.execute(
        "INSERT INTO reading_list (name, description, created) VALUES (?, '', ?)",
        [name, str(now())],
    )
    return int(cursor.lastrowid or 0)


def append_to_list(lib: Library, list_id: int, entry_ids: Iterable[int]) -> list[int]:
    """Put entries at the end of a list (those already in it stay where they are)."""
    row = lib.execute(
        "SELECT coalesce(max(position), 0) FROM list_membership WHERE reading_list_id = ?",
        [list_id],
    ).fetchone()
    position = float(row[0])
    present = {
        eid
        for (eid,) in lib.execute(
            "SELECT entry_id FROM list_membership WHERE reading_list_id = ?", [list_id]
        )
    }
    added: list[int] = []
    for entry_id in entry_ids:
        if entry_id in present:
            continue
        position += 1.0
        added.append(entry_id)
        lib.execute(
            "INSERT INTO list_membership (reading_list_id, entry_id, position, note) "
            "VALUES (?, ?, ?, '')",
            [list_id, entry_id, position],
        )
    return added
