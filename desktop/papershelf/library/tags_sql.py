"""The tag table and entry_tag: the reads and writes services/tags.py is built from.

Names reach here already clean (services.tags decides what a name is); ids come in any
number and are sent in chunks. Nothing here starts a transaction: the service does.
Statements peewee can spell for any database go through its query builder, run on the
library's own connection (`execute(lib.db)`); name matching (SQLite's NOCASE) and the
bulk writes are plain parameterised SQL.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from typing import NamedTuple

import peewee
from peewee import Value

from papershelf.library.chunks import in_chunks, marks
from papershelf.library.db import Library
from papershelf.library.errors import LibraryError
from papershelf.library.models import EntryTag, Tag
from papershelf.library.numbering import insert_next
from papershelf.library.organising import SEPARATOR
from papershelf.library.sql import Sql


class TagRow(NamedTuple):
    """A tag as stored."""

    id: int
    name: str
    color: str


class TagNameTakenError(LibraryError):
    """Giving tags their names back failed: another tag has one of those names now."""


def tag_row(lib: Library, name: str) -> TagRow | None:
    """The tag called *name* (any ASCII case), or None."""
    row = lib.execute(
        Sql("SELECT id, name, color FROM tag WHERE name = ? COLLATE NOCASE"), [name]
    ).fetchone()
    return TagRow(int(row[0]), str(row[1]), str(row[2])) if row else None


def subtree(lib: Library, name: str) -> list[TagRow]:
    """The tag *name* and every tag below it, by name (any ASCII case)."""
    by_name = lib.backend.words.nocase_order("name")
    rows = lib.execute(
        Sql(
            "SELECT id, name, color FROM tag WHERE name = ? COLLATE NOCASE "
            f"OR substr(name, 1, length(?)) = ? COLLATE NOCASE ORDER BY {by_name}"
        ),
        [name, name + SEPARATOR, name + SEPARATOR],
    )
    return [TagRow(int(i), str(n), str(c)) for i, n, c in rows]


def tag_names(lib: Library) -> list[tuple[int, str]]:
    """(id, name) of every tag."""
    rows = Tag.select(Tag.id, Tag.name).tuples().execute(lib.db)
    return [(int(i), str(n)) for i, n in rows]


def tag_ids(lib: Library) -> set[int]:
    """The ids of every tag."""
    return {int(row[0]) for row in Tag.select(Tag.id).tuples().execute(lib.db)}


def insert_tag(lib: Library, name: str, color: str) -> int:
    """Add a tag (its name free); its new id (one past the largest: see numbering)."""
    return insert_next(lib, "tag", ["name", "color"], [name, color])


def set_color(lib: Library, tag_id: int, color: str) -> None:
    """Give one tag another colour (its version moves)."""
    Tag.update(color=color, version=Tag.version + 1).where(Tag.id == tag_id).execute(lib.db)


def set_colors(lib: Library, colors: dict[int, str]) -> None:
    """Give tags colours, by id; the versions of those whose colour changes move."""
    lib.executemany(
        Sql("UPDATE tag SET color = ?, version = version + 1 WHERE id = ? AND color != ?"),
        [(c, i, c) for i, c in colors.items()],
    )


def tag_by_id(lib: Library, tag_id: int) -> tuple[TagRow, int] | None:
    """The tag *tag_id* and its version, or None."""
    row = lib.execute(
        Sql("SELECT id, name, color, version FROM tag WHERE id = ?"), [tag_id]
    ).fetchone()
    return (TagRow(int(row[0]), str(row[1]), str(row[2])), int(row[3])) if row else None


def delete_tags(lib: Library, tag_ids: list[int]) -> None:
    """Delete tags by id (their entries stay; entry_tag rows go with them)."""
    for chunk in in_chunks(tag_ids):
        Tag.delete().where(Tag.id.in_(list(chunk))).execute(lib.db)


def tagged_entries(lib: Library, tag_ids: list[int]) -> set[int]:
    """Ids of the entries carrying any of *tag_ids*."""
    found: set[int] = set()
    for chunk in in_chunks(tag_ids):
        query = EntryTag.select(EntryTag.entry).distinct().where(EntryTag.tag.in_(list(chunk)))
        found.update(row[0] for row in query.tuples().execute(lib.db))
    return found


def entries_by_tag(lib: Library, tag_ids: list[int]) -> dict[int, list[int]]:
    """For each tag id, the ids of the entries carrying it, ascending."""
    found: dict[int, list[int]] = {}
    for chunk in in_chunks(tag_ids):
        query = (
            EntryTag.select(EntryTag.tag, EntryTag.entry)
            .where(EntryTag.tag.in_(list(chunk)))
            .order_by(EntryTag.tag, EntryTag.entry)
        )
        for tag_id, entry_id in query.tuples().execute(lib.db):
            found.setdefault(tag_id, []).append(entry_id)
    return found


def entries_lacking(lib: Library, ids: list[int], tag_id: int) -> list[int]:
    """Those of *ids* that are entries of the library and do not carry the tag, ascending."""
    found: list[int] = []
    for chunk in in_chunks(ids):
        sql = (
            f"SELECT e.id FROM entry e WHERE e.id IN ({marks(len(chunk))}) AND NOT EXISTS "
            "(SELECT 1 FROM entry_tag et WHERE et.entry_id = e.id AND et.tag_id = ?) ORDER BY e.id"
        )
        found += [row[0] for row in lib.execute(Sql(sql), [*chunk, tag_id])]
    return found


def tag_entries(lib: Library, tag_id: int, ids: Iterable[int]) -> None:
    """Put one tag on entries that do not carry it yet (one another writer tagged meanwhile
    stays tagged once: tagging commutes, it never conflicts)."""
    lib.executemany(
        Sql(
            "INSERT INTO entry_tag (entry_id, tag_id) VALUES (?, ?) "
            "ON CONFLICT (entry_id, tag_id) DO NOTHING"
        ),
        [(i, tag_id) for i in ids],
    )


def untag_entries(lib: Library, tag_id: int, ids: list[int]) -> list[int]:
    """Take one tag off entries; those of *ids* that had it.

    One DELETE ... RETURNING, not a SELECT then a DELETE: on a server another writer's tag
    committed between the two was deleted without being counted (the change then said it
    had taken off nothing, and its undo put nothing back).
    """
    had: list[int] = []
    for chunk in in_chunks(ids):
        sql = (
            f"DELETE FROM entry_tag WHERE tag_id = ? AND entry_id IN ({marks(len(chunk))}) "
            "RETURNING entry_id"
        )
        had += [row[0] for row in lib.execute(Sql(sql), [tag_id, *chunk])]
    return had


def tag_in_use(lib: Library, tag_id: int) -> bool:
    """Whether any entry carries the tag."""
    return bool(EntryTag.select().where(EntryTag.tag == tag_id).exists(lib.db))


def merge_tag_into(lib: Library, source: int, target: int) -> None:
    """Move one tag's entries onto another tag, then delete the first."""
    carried = EntryTag.select(EntryTag.entry, Value(target)).where(EntryTag.tag == source)
    insert = EntryTag.insert_from(carried, [EntryTag.entry, EntryTag.tag]).on_conflict_ignore()
    insert.execute(lib.db)  # INSERT OR IGNORE on SQLite, ON CONFLICT DO NOTHING elsewhere
    Tag.delete().where(Tag.id == source).execute(lib.db)


def set_names(lib: Library, names: dict[int, str]) -> None:
    """Rename tags by id all at once, through names no person can type, so no clash midway;
    their versions move once.

    TagNameTakenError when a name is another tag's (nothing is left half-renamed: the caller's
    transaction is rolled back by the error).
    """
    # A name starting with '/' is never a clean tag name, so these cannot collide.
    lib.executemany(Sql("UPDATE tag SET name = '/' || id WHERE id = ?"), [(i,) for i in names])
    try:
        lib.executemany(
            Sql("UPDATE tag SET name = ?, version = version + 1 WHERE id = ?"),
            [(n, i) for i, n in names.items()],
        )
    except (sqlite3.IntegrityError, peewee.IntegrityError) as exc:
        raise TagNameTakenError(str(exc)) from exc


def recreate_tags(lib: Library, rows: Iterable[tuple[int, str]]) -> None:
    """Add tags again under their old ids, (id, colour), named '/ID' until set_names names them."""
    lib.executemany(
        Sql("INSERT INTO tag (id, name, color) VALUES (?, '/' || ?, ?)"),
        [(tag_id, tag_id, color) for tag_id, color in rows],
    )


def untag_pairs(lib: Library, pairs: list[tuple[int, int]]) -> None:
    """Delete entry_tag rows, given as (tag id, entry id)."""
    lib.executemany(Sql("DELETE FROM entry_tag WHERE tag_id = ? AND entry_id = ?"), pairs)


def tag_pairs_of_present(lib: Library, pairs: list[tuple[int, int]]) -> None:
    """Add entry_tag rows, given as (entry id, tag id), for the entries still in the library."""
    lib.executemany(
        Sql(
            "INSERT INTO entry_tag (entry_id, tag_id) SELECT ?, ? "
            "WHERE EXISTS (SELECT 1 FROM entry WHERE id = ?)"
        ),
        [(entry, tag, entry) for entry, tag in pairs],
    )


def names_by_name(lib: Library) -> list[str]:
    """Every tag's name, by name (any ASCII case)."""
    return [
        str(name)
        for (name,) in lib.execute(
            Sql(f"SELECT name FROM tag ORDER BY {lib.backend.words.nocase_order('name')}")
        )
    ]


def has_children(lib: Library, name: str) -> bool:
    """Whether tags exist below *name* (a parent needs no row of its own)."""
    row = lib.execute(
        Sql("SELECT 1 FROM tag WHERE substr(name, 1, length(?)) = ? COLLATE NOCASE LIMIT 1"),
        [name + SEPARATOR, name + SEPARATOR],
    ).fetchone()
    return row is not None
