"""Deleting entries and bringing them back whole: same ids, keys, tags, list places and notes.

Undo recipes (the GUI keeps the snapshot in its undo command):

- delete:  snap = snapshot_entries(lib, ids)          # taken just before deleting
           delete_entries(lib, ids)
           undo: restore_entries(lib, snap);  redo: delete_entries(lib, snap.entry_ids)
- import:  before = organising.list_ids(lib)           # just before the import
           report = import_file(lib, path)             # or import_records(...)
           created = [i for i in organising.list_ids(lib) if i not in before]
           undo: snap = snapshot_entries(lib, report.added, owned_lists=created)
                 undo_import(lib, snap)   # deletes the entries, and the new lists left empty
           redo: restore_entries(lib, snap)   # the same entries, ids, keys and list again

- merge:   snap = snapshot_entries(lib, [keep, other])  # services.merging.merge_entries
           undo: revert_entries(lib, snap)   # both entries exactly as they were

A snapshot holds every row that belongs to the entries (entry, person, entry_field,
entry_bibtex, entry_tag, list_membership, not_duplicate) plus the tags and lists they refer
to, so restoring works even after such a tag or list was deleted: it is recreated with its
old id, name and colour (or the tag or list of the same name is used, if one exists under
another id). An import's files (import_source with its bib_block rows) are snapshot
apart, by snapshot_sources, since they belong to the import rather than to an entry.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from papershelf.library.db import Library
from papershelf.library.organising import fold
from papershelf.library.queries import SQL_CHUNK
from papershelf.services.changes import ALL_FIELDS, Changes, ServiceError

Row = tuple[Any, ...]
# The tables (besides entry) whose rows belong to one entry, found by their entry_id.
ENTRY_TABLES = ("person", "entry_field", "entry_bibtex")


@dataclass(frozen=True)
class TableRows:
    """Rows of one table as SELECT * gave them, with the column names in order."""

    table: str
    columns: tuple[str, ...]
    rows: tuple[Row, ...]


@dataclass(frozen=True)
class EntrySnapshot:
    """Everything that belongs to some entries, to bring them back exactly as they were."""

    entry_ids: tuple[int, ...]
    tables: tuple[TableRows, ...]  # entry, person, entry_field, entry_bibtex (whole rows)
    tags: tuple[Row, ...]  # (id, name, color) of each tag the entries carry
    entry_tags: tuple[Row, ...]  # (entry_id, tag_id)
    lists: tuple[Row, ...]  # (id, name, description, created) of each list they are in
    memberships: tuple[Row, ...]  # (reading_list_id, entry_id, position, note)
    owned_lists: tuple[int, ...] = ()  # lists undo_import deletes when they are left empty
    different: tuple[Row, ...] = ()  # (first_id, second_id) pairs marked not duplicates


def _chunks(ids: list[int]) -> list[list[int]]:
    """Ids split into lists short enough for one IN (...) clause."""
    return [ids[i : i + SQL_CHUNK] for i in range(0, len(ids), SQL_CHUNK)]


def _marks(count: int) -> str:
    """'?, ?, ?' for *count* parameters."""
    return ", ".join("?" * count)


def _select(lib: Library, sql: str, values: list[Any]) -> tuple[tuple[str, ...], list[Row]]:
    """Run *sql* (with one '{marks}' IN list) over *values* by chunks; column names and rows."""
    columns: tuple[str, ...] = ()
    rows: list[Row] = []
    for start in range(0, len(values), SQL_CHUNK):
        chunk = values[start : start + SQL_CHUNK]
        cursor = lib.execute(sql.format(marks=_marks(len(chunk))), chunk)
        rows += [tuple(row) for row in cursor]
        columns = tuple(d[0] for d in cursor.description or ())
    return columns, rows


def _table_rows(lib: Library, table: str, key: str, ids: list[int]) -> TableRows:
    """Every row of *table* whose *key* column is one of *ids*, all columns."""
    columns, rows = _select(lib, f"SELECT * FROM {table} WHERE {key} IN ({{marks}})", ids)
    if not columns:
        columns = tuple(d[0] for d in lib.execute(f"SELECT * FROM {table} LIMIT 0").description)
    return TableRows(table, columns, tuple(sorted(rows, key=lambda r: r[0])))


def snapshot_entries(
    lib: Library, ids: Iterable[int], owned_lists: Iterable[int] = ()
) -> EntrySnapshot:
    """All rows of the entries *ids* (those that exist) and the tags and lists they use."""
    id_list = sorted(set(ids))
    entries = _table_rows(lib, "entry", "id", id_list)
    present = [row[0] for row in entries.rows]
    tables = (
        entries,
        *(_table_rows(lib, table, "entry_id", present) for table in ENTRY_TABLES),
    )
    _, entry_tags = _select(
        lib, "SELECT entry_id, tag_id FROM entry_tag WHERE entry_id IN ({marks})", present
    )
    _, members = _select(
        lib,
        "SELECT reading_list_id, entry_id, position, note FROM list_membership "
        "WHERE entry_id IN ({marks})",
        present,
    )
    owned = tuple(sorted(set(owned_lists)))
    tag_ids = sorted({tag for _, tag in entry_tags})
    list_ids = sorted({m[0] for m in members} | set(owned))
    _, tags = _select(lib, "SELECT id, name, color FROM tag WHERE id IN ({marks})", tag_ids)
    _, lists = _select(
        lib,
        "SELECT id, name, description, created FROM reading_list WHERE id IN ({marks})",
        list_ids,
    )
    return EntrySnapshot(
        tuple(present), tables, tuple(tags), tuple(sorted(entry_tags)), tuple(lists),
        tuple(sorted(members)), owned, _different(lib, present),
    )  # fmt: skip


def _different(lib: Library, ids: list[int]) -> tuple[Row, ...]:
    """The not-duplicate pairs that name any of ids."""
    _, first = _select(lib, "SELECT * FROM not_duplicate WHERE first_id IN ({marks})", ids)
    _, second = _select(lib, "SELECT * FROM not_duplicate WHERE second_id IN ({marks})", ids)
    return tuple(sorted(set(first) | set(second)))


def delete_entries(lib: Library, ids: Iterable[int]) -> Changes:
    """Delete entries with their people, fields, tags and list places (one transaction)."""
    id_list = sorted(set(ids))
    with lib.atomic():
        _, present = _select(lib, "SELECT id FROM entry WHERE id IN ({marks})", id_list)
        removed = [row[0] for row in present]
        tagged = _any(lib, "SELECT 1 FROM entry_tag WHERE entry_id IN ({marks}) LIMIT 1", removed)
        listed = _any(
            lib, "SELECT 1 FROM list_membership WHERE entry_id IN ({marks}) LIMIT 1", removed
        )
        # Foreign keys cascade to person, entry_field, entry_tag and list_membership.
        for chunk in _chunks(removed):
            lib.execute(f"DELETE FROM entry WHERE id IN ({_marks(len(chunk))})", chunk)
    return Changes(removed=frozenset(removed), tags=tagged, lists=listed)


def _any(lib: Library, sql: str, ids: list[int]) -> bool:
    """Whether *sql* (with a '{marks}' IN list) finds a row for any chunk of *ids*."""
    return bool(_select(lib, sql, ids)[1])


def undo_import(lib: Library, snapshot: EntrySnapshot) -> Changes:
    """Delete an import's entries and the lists it created, when nothing else is in them."""
    with lib.atomic():
        changes = delete_entries(lib, snapshot.entry_ids)
        dropped = [i for i in snapshot.owned_lists if _is_empty_list(lib, i)]
        for list_id in dropped:
            lib.execute("DELETE FROM reading_list WHERE id = ?", [list_id])
    return changes | Changes(lists=bool(dropped))


def _is_empty_list(lib: Library, list_id: int) -> bool:
    """Whether the list exists and holds no entry."""
    exists = lib.execute("SELECT 1 FROM reading_list WHERE id = ?", [list_id]).fetchone()
    member = lib.execute(
        "SELECT 1 FROM list_membership WHERE reading_list_id = ? LIMIT 1", [list_id]
    ).fetchone()
    return bool(exists) and not member


def restore_entries(lib: Library, snapshot: EntrySnapshot) -> Changes:
    """Bring entries back from *snapshot* with the same ids, keys, tags, list places and notes."""
    with lib.atomic():
        tag_ids = _tag_ids(lib, snapshot.tags)
        list_ids = _list_ids(lib, snapshot.lists)
        try:
            for table in snapshot.tables:
                _insert_rows(lib, table)
        except sqlite3.IntegrityError as exc:
            raise ServiceError(_clash_message(lib, snapshot)) from exc
        conn = lib.db.connection()
        conn.executemany(
            "INSERT OR IGNORE INTO entry_tag (entry_id, tag_id) VALUES (?, ?)",
            [(entry, tag_ids[tag]) for entry, tag in snapshot.entry_tags],
        )
        conn.executemany(
            "INSERT OR IGNORE INTO list_membership (reading_list_id, entry_id, position, note) "
            "VALUES (?, ?, ?, ?)",
            [(list_ids[lst], entry, pos, note) for lst, entry, pos, note in snapshot.memberships],
        )
        # A pair comes back only when both its entries are there (the other may be gone).
        conn.executemany(
            "INSERT OR IGNORE INTO not_duplicate (first_id, second_id) SELECT ?, ? "
            "WHERE (SELECT count(*) FROM entry WHERE id IN (?, ?)) = 2",
            [(a, b, a, b) for a, b in snapshot.different],
        )
    return Changes(
        added=frozenset(snapshot.entry_ids),
        tags=bool(snapshot.entry_tags),
        lists=bool(snapshot.memberships or snapshot.lists),
    )


def revert_entries(lib: Library, snapshot: EntrySnapshot) -> Changes:
    """Put the entries of snapshot back exactly as it has them, whatever happened since."""
    with lib.atomic():
        deleted = delete_entries(lib, snapshot.entry_ids)
        restored = restore_entries(lib, snapshot)
    gone = deleted.removed - restored.added
    return Changes(
        edited=restored.added & deleted.removed, fields=ALL_FIELDS,
        added=restored.added - deleted.removed, removed=gone,
        tags=deleted.tags or restored.tags, lists=deleted.lists or restored.lists,
        duplicates=bool(snapshot.different),
    )  # fmt: skip


@dataclass(frozen=True)
class SourceSnapshot:
    """Imported files' rows (import_source and their bib_block rows), to bring them back."""

    sources: TableRows
    blocks: TableRows


def snapshot_sources(lib: Library, ids: Iterable[int]) -> SourceSnapshot:
    """The rows of the import sources ids and their blocks."""
    id_list = sorted(set(ids))
    return SourceSnapshot(
        _table_rows(lib, "import_source", "id", id_list),
        _table_rows(lib, "bib_block", "source_id", id_list),
    )


def delete_sources(lib: Library, ids: Iterable[int]) -> None:
    """Delete import sources (their blocks go with them; entries keep a null source)."""
    for chunk in _chunks(sorted(set(ids))):
        lib.execute(f"DELETE FROM import_source WHERE id IN ({_marks(len(chunk))})", chunk)


def restore_sources(lib: Library, snapshot: SourceSnapshot) -> None:
    """Insert snapshot's import sources and blocks again, under their old ids."""
    _insert_rows(lib, snapshot.sources)
    _insert_rows(lib, snapshot.blocks)


def _insert_rows(lib: Library, table: TableRows) -> None:
    """Insert whole rows (ids included) into their table."""
    names = ", ".join(table.columns)
    sql = f"INSERT INTO {table.table} ({names}) VALUES ({_marks(len(table.columns))})"
    lib.db.connection().executemany(sql, table.rows)


def _clash_message(lib: Library, snapshot: EntrySnapshot) -> str:
    """Why entries cannot come back: their ids or keys are used by others now."""
    entry = snapshot.tables[0]
    key_at = entry.columns.index("key")
    keys = [row[key_at] for row in entry.rows]
    _, taken = _select(lib, "SELECT key FROM entry WHERE key IN ({marks})", keys)
    if taken:
        return f"cannot bring the entries back: the key {taken[0][0]} is used by another entry"
    return "cannot bring the entries back: other entries have taken their place"


def _tag_ids(lib: Library, tags: Iterable[Row]) -> dict[int, int]:
    """Snapshot tag id -> the id of that tag now, recreating tags that are gone."""
    found: dict[int, int] = {}
    for tag_id, name, color in tags:
        found[tag_id] = _same_or_named(lib, "tag", tag_id, name) or _recreate(
            lib, "tag", ("name", "color"), tag_id, [name, color]
        )
    return found


def _list_ids(lib: Library, lists: Iterable[Row]) -> dict[int, int]:
    """Snapshot list id -> the id of that list now, recreating lists that are gone."""
    found: dict[int, int] = {}
    columns = ("name", "description", "created")
    for list_id, name, description, created in lists:
        found[list_id] = _same_or_named(lib, "reading_list", list_id, name) or _recreate(
            lib, "reading_list", columns, list_id, [name, description, created]
        )
    return found


def _same_or_named(lib: Library, table: str, row_id: int, name: str) -> int | None:
    """*row_id* if it still holds *name*; else the id of the row called *name*; else None."""
    row = lib.execute(f"SELECT name FROM {table} WHERE id = ?", [row_id]).fetchone()
    if row and fold(str(row[0])) == fold(name):
        return row_id
    named = lib.execute(f"SELECT id FROM {table} WHERE name = ? COLLATE NOCASE", [name]).fetchone()
    return int(named[0]) if named else None


def _recreate(
    lib: Library, table: str, columns: tuple[str, ...], row_id: int, values: list[Any]
) -> int:
    """Insert a tag or list row again under its old id (a new one if that id is taken)."""
    taken = lib.execute(f"SELECT 1 FROM {table} WHERE id = ?", [row_id]).fetchone()
    sql = f"INSERT INTO {table} (id, {', '.join(columns)}) VALUES ({_marks(len(columns) + 1)})"
    cursor = lib.execute(sql, [None if taken else row_id, *values])
    return int(cursor.lastrowid or 0)
