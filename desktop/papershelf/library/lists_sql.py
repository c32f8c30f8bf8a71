"""Reading lists and their memberships: the reads and writes services/lists.py is built from.

Names reach here already clean; nothing here starts a transaction (the service does).
Plain updates by id use peewee's query builder, run on the library's own connection
(`execute(lib.db)`: a worker's library is not the one the models are bound to).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from papershelf.library.chunks import in_chunks, marks
from papershelf.library.db import Library
from papershelf.library.members_sql import own
from papershelf.library.models import ListMembership, ReadingList, now
from papershelf.library.numbering import insert_next
from papershelf.library.sql import Sql


class Membership(NamedTuple):
    """An entry's place in a list and its note there."""

    entry_id: int
    position: float
    note: str


class ListRow(NamedTuple):
    """A reading list's row."""

    id: int
    name: str
    description: str
    created: str


def find_list(lib: Library, name: str) -> int | None:
    """The id of the reading list called *name* (any ASCII case), or None."""
    row = lib.execute(
        Sql("SELECT id FROM reading_list WHERE name = ? COLLATE NOCASE"), [name]
    ).fetchone()
    return int(row[0]) if row else None


def list_name(lib: Library, list_id: int) -> str | None:
    """The name of the list *list_id*; None when there is no such list."""
    row = lib.execute(Sql("SELECT name FROM reading_list WHERE id = ?"), [list_id]).fetchone()
    return None if row is None else str(row[0])


def list_row(lib: Library, list_id: int) -> ListRow | None:
    """The list's row, or None."""
    row = lib.execute(
        Sql("SELECT id, name, description, created FROM reading_list WHERE id = ?"), [list_id]
    ).fetchone()
    return None if row is None else ListRow(int(row[0]), str(row[1]), str(row[2]), str(row[3]))


def name_taken(lib: Library, name: str, except_id: int | None = None) -> str | None:
    """How another list than *except_id* spells *name* (any ASCII case); None: no such list."""
    row = lib.execute(
        Sql(
            "SELECT name FROM reading_list WHERE name = ? COLLATE NOCASE "
            f"AND id {lib.backend.words.distinct} ?"
        ),
        [name, except_id],
    ).fetchone()
    return str(row[0]) if row else None


def insert_list(lib: Library, name: str, description: str = "") -> int:
    """Add a reading list (its name free), created now; its id (see numbering)."""
    columns = ["name", "description", "created"]
    return insert_next(lib, "reading_list", columns, [name, description, str(now())])


def set_name(lib: Library, list_id: int, name: str) -> None:
    """Give a list another name (free); its version moves."""
    query = ReadingList.update(name=name, version=ReadingList.version + 1)
    query.where(ReadingList.id == list_id).execute(lib.db)


def set_description(lib: Library, list_id: int, description: str) -> None:
    """Set a list's description; its version moves."""
    query = ReadingList.update(description=description, version=ReadingList.version + 1)
    query.where(ReadingList.id == list_id).execute(lib.db)


def delete_list(lib: Library, list_id: int) -> None:
    """Delete a list (its memberships go with it; its entries stay)."""
    ReadingList.delete().where(ReadingList.id == list_id).execute(lib.db)


def put_list_row(lib: Library, row: ListRow) -> None:
    """Give the list *row.id* exactly this row, adding it when it is gone (a list that is
    there has its version moved)."""
    lib.execute(
        Sql(
            "INSERT INTO reading_list (id, name, description, created) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (id) DO UPDATE SET name = excluded.name, "
            "description = excluded.description, created = excluded.created, "
            "version = reading_list.version + 1"
        ),
        [row.id, row.name, row.description, row.created],
    )


def members(lib: Library, list_id: int) -> list[int]:
    """Ids of the list's entries, in list order."""
    sql = (
        "SELECT entry_id FROM list_membership WHERE reading_list_id = ? ORDER BY position, entry_id"
    )
    return [row[0] for row in lib.execute(Sql(sql), [list_id])]


def memberships(lib: Library, list_id: int) -> list[Membership]:
    """Each membership of the list as (entry, position, note), in list order."""
    sql = (
        "SELECT entry_id, position, note FROM list_membership WHERE reading_list_id = ? "
        "ORDER BY position, entry_id"
    )
    return [Membership(*row) for row in lib.execute(Sql(sql), [list_id])]


def order(lib: Library, list_id: int) -> list[tuple[int, float]]:
    """(entry id, position) of the list's entries, in list order."""
    sql = (
        "SELECT entry_id, position FROM list_membership WHERE reading_list_id = ? "
        "ORDER BY position, entry_id"
    )
    return [(int(e), float(p)) for e, p in lib.execute(Sql(sql), [list_id])]


def last_position(lib: Library, list_id: int) -> float:
    """The highest position in the list (0 for an empty list)."""
    row = lib.execute(
        Sql("SELECT coalesce(max(position), 0) FROM list_membership WHERE reading_list_id = ?"),
        [list_id],
    ).fetchone()
    return float(row[0])


def insert_members(lib: Library, list_id: int, positions: Iterable[tuple[int, float]]) -> None:
    """Add entries (not in the list yet) at the given positions, (entry id, position); one
    another writer added meanwhile keeps its place (adding commutes, it never conflicts)."""
    lib.executemany(
        Sql(
            "INSERT INTO list_membership (reading_list_id, entry_id, position, note) "
            "VALUES (?, ?, ?, '') ON CONFLICT (reading_list_id, entry_id) DO NOTHING"
        ),
        [(list_id, entry_id, position) for entry_id, position in positions],
    )


def clear_list(lib: Library, list_id: int) -> None:
    """Take every entry out of a list."""
    ListMembership.delete().where(ListMembership.reading_list == list_id).execute(lib.db)


def put_memberships(lib: Library, list_id: int, rows: Iterable[Membership]) -> None:
    """Insert or update memberships as given (skipping entries no longer in the library)."""
    lib.executemany(
        Sql(
            "INSERT INTO list_membership (reading_list_id, entry_id, position, note) "
            "SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM entry WHERE id = ?) "
            "ON CONFLICT (reading_list_id, entry_id) DO UPDATE SET "
            "position = excluded.position, note = excluded.note"
        ),
        [(list_id, m.entry_id, m.position, m.note, m.entry_id) for m in rows],
    )


def remove_members(lib: Library, list_id: int, ids: list[int]) -> list[int]:
    """Take entries out of a list; those of *ids* that were in it (one DELETE ... RETURNING:
    a SELECT then a DELETE let a server's writer delete, uncounted, a place another writer
    committed between the two; tests/services/test_many_writers.py found it)."""
    removed: list[int] = []
    for chunk in in_chunks(ids):
        where = f"reading_list_id = ? AND entry_id IN ({marks(len(chunk))})"
        sql = f"DELETE FROM list_membership WHERE {where} RETURNING entry_id"
        removed += [row[0] for row in lib.execute(Sql(sql), [list_id, *chunk])]
    return removed


def set_positions(lib: Library, list_id: int, positions: dict[int, float]) -> None:
    """Set the positions of entries in a list."""
    lib.executemany(
        Sql("UPDATE list_membership SET position = ? WHERE reading_list_id = ? AND entry_id = ?"),
        [(pos, list_id, entry) for entry, pos in positions.items()],
    )


def set_note(lib: Library, list_id: int, entry_id: int, note: str) -> bool:
    """Set an entry's note in a list; False when the entry is not in that list."""
    cursor = lib.execute(
        Sql("UPDATE list_membership SET note = ? WHERE reading_list_id = ? AND entry_id = ?"),
        [note, list_id, entry_id],
    )
    return cursor.rowcount != 0


def first_with_status(lib: Library, list_id: int, statuses: list[int]) -> int | None:
    """The first entry of the list (in list order) whose status (the member's own, on a
    shared library) is one of *statuses*."""
    row = lib.execute(
        Sql(
            "SELECT lm.entry_id FROM list_membership lm JOIN entry e ON e.id = lm.entry_id "
            f"WHERE lm.reading_list_id = ? AND {own(lib.backend.words, 'status')} "
            f"IN ({marks(len(statuses))}) "
            "ORDER BY lm.position, lm.entry_id LIMIT 1"
        ),
        [list_id, *statuses],
    ).fetchone()
    return int(row[0]) if row else None


def list_exists(lib: Library, list_id: int) -> bool:
    """Whether the reading list list_id exists."""
    return (
        lib.execute(Sql("SELECT 1 FROM reading_list WHERE id = ?"), [list_id]).fetchone()
        is not None
    )


def any_member(lib: Library, list_id: int, ids: Iterable[int]) -> bool:
    """Whether any of *ids* is in the list."""
    for chunk in in_chunks(sorted(ids)):
        sql = (
            "SELECT 1 FROM list_membership WHERE reading_list_id = ? AND entry_id IN "
            f"({marks(len(chunk))}) LIMIT 1"
        )
        if lib.execute(Sql(sql), [list_id, *chunk]).fetchone():
            return True
    return False
