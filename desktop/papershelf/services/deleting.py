"""Deleting entries and bringing them back whole: same ids, keys, tags, list places and notes.

Undo recipes (the GUI keeps the snapshot in its undo command):

- delete:  changes, snap = delete_with_snapshot(lib, ids)  # snapshot and delete: one transaction
           undo: restore_entries(lib, snap);  redo: delete_with_snapshot(lib, ids) again
           (DeleteUndo does exactly this for the GUI's undo command)
- import:  before = organising.list_ids(lib)           # just before the import
           report = import_file(lib, path)             # or import_records(...)
           created = [i for i in organising.list_ids(lib) if i not in before]
           undo: snap = snapshot_entries(lib, report.added, owned_lists=created)
                 undo_import(lib, snap)   # deletes the entries, and the new lists left empty
           redo: restore_entries(lib, snap)   # the same entries, ids, keys and list again

- merge:   snap = snapshot_entries(lib, [keep, other])  # services.merging.merge_entries
           undo: revert_entries(lib, snap)   # both entries exactly as they were

A snapshot holds every row that belongs to the entries (entry, person, entry_field,
entry_bibtex, attachment, entry_tag, list_membership, not_duplicate) plus the tags and
lists they refer to, so restoring works even after such a tag or list was deleted: it is
recreated with its old id, name and colour (or the tag or list of the same name is used,
if one exists under another id). An import's files (import_source with its bib_block
rows) are snapshot apart, by snapshot_sources, since they belong to the import rather
than to an entry.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from papershelf.i18n import translate
from papershelf.library import lists_sql, snapshot_sql, versions
from papershelf.library.db import Library
from papershelf.library.entries_sql import existing_entries
from papershelf.library.snapshot_sql import Row, RowsClashError, TableRows
from papershelf.services import attachments
from papershelf.services.changes import ALL_FIELDS, Changes, ServiceError

# The tables (besides entry) whose rows belong to one entry, found by their entry_id.
# member_state: each member's own status of it on a shared library (schema 10), with the
# club sessions and assignments it had, and the members' places in its PDFs (schema 11).
ENTRY_TABLES = (
    "person", "entry_field", "entry_bibtex", "attachment", "annotation", "member_state",
    "club_session", "assignment", "reading_position",
)  # fmt: skip


@dataclass(frozen=True)
class EntrySnapshot:
    """Everything that belongs to some entries, to bring them back exactly as they were."""

    entry_ids: tuple[int, ...]
    tables: tuple[TableRows, ...]  # entry and ENTRY_TABLES (whole rows)
    tags: tuple[Row, ...]  # (id, name, color) of each tag the entries carry
    entry_tags: tuple[Row, ...]  # (entry_id, tag_id)
    lists: tuple[Row, ...]  # (id, name, description, created) of each list they are in
    memberships: tuple[Row, ...]  # (reading_list_id, entry_id, position, note)
    owned_lists: tuple[int, ...] = ()  # lists undo_import deletes when they are left empty
    different: tuple[Row, ...] = ()  # (first_id, second_id) pairs marked not duplicates


def snapshot_entries(
    lib: Library, ids: Iterable[int], owned_lists: Iterable[int] = ()
) -> EntrySnapshot:
    """All rows of the entries *ids* (those that exist) and the tags and lists they use."""
    id_list = sorted(set(ids))
    entries = snapshot_sql.table_rows(lib, "entry", "id", id_list)
    present = [row[0] for row in entries.rows]
    tables = (
        entries,
        *(snapshot_sql.table_rows(lib, table, "entry_id", present) for table in ENTRY_TABLES),
    )
    entry_tags = snapshot_sql.entry_tags(lib, present)
    members = snapshot_sql.memberships(lib, present)
    owned = tuple(sorted(set(owned_lists)))
    tag_ids = sorted({tag for _, tag in entry_tags})
    list_ids = sorted({m[0] for m in members} | set(owned))
    tags = snapshot_sql.tags(lib, tag_ids)
    lists = snapshot_sql.lists(lib, list_ids)
    return EntrySnapshot(
        tuple(present), tables, tuple(tags), tuple(sorted(entry_tags)), tuple(lists),
        tuple(sorted(members)), owned, snapshot_sql.not_duplicate_pairs(lib, present),
    )  # fmt: skip


def delete_entries(lib: Library, ids: Iterable[int]) -> Changes:
    """Delete entries with their people, fields, tags and list places (one transaction)."""
    id_list = sorted(set(ids))
    with lib.atomic():
        versions.lock_rows(lib, "entry", id_list)  # a server: two deleters never both count one
        removed = sorted(existing_entries(lib, id_list))
        tagged = snapshot_sql.any_tagged(lib, removed)
        listed = snapshot_sql.any_listed(lib, removed)
        snapshot_sql.delete_entry_rows(lib, removed)
    return Changes(removed=frozenset(removed), tags=tagged, lists=listed)


def delete_with_snapshot(lib: Library, ids: Iterable[int]) -> tuple[Changes, EntrySnapshot]:
    """Delete entries and take the snapshot their undo restores, in one transaction: on a
    shared library, a change someone made between a snapshot and its delete would be lost
    by the undo (the rows are locked first, so none can come in between)."""
    id_list = sorted(set(ids))
    with lib.atomic():
        versions.lock_rows(lib, "entry", id_list)
        snapshot = snapshot_entries(lib, id_list)
        return delete_entries(lib, snapshot.entry_ids), snapshot


class DeleteUndo:
    """One undoable delete of entries, as the GUI's undo command runs it: redo(lib) deletes
    them (again) and keeps the snapshot taken with the delete; undo(lib) brings them back."""

    def __init__(self, ids: Iterable[int]) -> None:
        """The entries to delete (those that exist when it runs)."""
        self.ids = sorted(set(ids))
        self.snapshot: EntrySnapshot | None = None

    def redo(self, lib: Library) -> Changes:
        """Delete the entries, keeping what the undo brings back."""
        changes, self.snapshot = delete_with_snapshot(lib, self.ids)
        return changes

    def undo(self, lib: Library) -> Changes:
        """Bring the deleted entries back as they were when they were deleted."""
        if self.snapshot is None:
            raise RuntimeError("undo before the delete")
        return restore_entries(lib, self.snapshot)


def undo_import(lib: Library, snapshot: EntrySnapshot) -> Changes:
    """Delete an import's entries and the lists it created, when nothing else is in them."""
    with lib.atomic():
        changes = delete_entries(lib, snapshot.entry_ids)
        dropped = [i for i in snapshot.owned_lists if snapshot_sql.is_empty_list(lib, i)]
        for list_id in dropped:
            lists_sql.delete_list(lib, list_id)
    return changes | Changes(lists=bool(dropped))


def restore_entries(
    lib: Library, snapshot: EntrySnapshot, floors: Mapping[int, int] | None = None
) -> Changes:
    """Bring entries back from *snapshot* with the same ids, keys, tags, list places and notes.

    Their versions move past the snapshot's and *floors* (each entry's version before a
    revert deleted it), so no version comes back with other values.
    """
    with lib.atomic():
        tag_ids = _tag_ids(lib, snapshot.tags)
        list_ids = _list_ids(lib, snapshot.lists)
        try:
            for table in snapshot.tables:
                snapshot_sql.insert_rows(lib, table)
        except RowsClashError as exc:
            raise ServiceError(_clash_message(lib, snapshot)) from exc
        snapshot_sql.restore_links(
            lib,
            [(entry, tag_ids[tag]) for entry, tag in snapshot.entry_tags],
            [(list_ids[lst], entry, pos, note) for lst, entry, pos, note in snapshot.memberships],
            snapshot.different,
        )
        versions.bump_entries_past(lib, _floors(snapshot, floors or {}))
    return Changes(
        added=frozenset(snapshot.entry_ids),
        tags=bool(snapshot.entry_tags),
        lists=bool(snapshot.memberships or snapshot.lists),
    )


def revert_entries(lib: Library, snapshot: EntrySnapshot) -> Changes:
    """Put the entries of snapshot back exactly as it has them, whatever happened since."""
    with lib.atomic():
        moved = attachments.managed_paths(lib, snapshot.entry_ids)  # renamed since?
        floors = versions.versions_of(lib, "entry", snapshot.entry_ids)
        deleted = delete_entries(lib, snapshot.entry_ids)
        restored = restore_entries(lib, snapshot, floors)
        attachments.return_files(lib, snapshot.entry_ids, moved)
    gone = deleted.removed - restored.added
    return Changes(
        edited=restored.added & deleted.removed, fields=ALL_FIELDS,
        added=restored.added - deleted.removed, removed=gone,
        tags=deleted.tags or restored.tags, lists=deleted.lists or restored.lists,
        duplicates=bool(snapshot.different),
    )  # fmt: skip


def _floors(snapshot: EntrySnapshot, before: Mapping[int, int]) -> dict[int, int]:
    """Each snapshot entry's highest known version: its snapshot row's, or *before*'s."""
    entry = snapshot.tables[0]
    at = entry.columns.index("version")
    return {row[0]: max(int(row[at]), before.get(row[0], 0)) for row in entry.rows}


@dataclass(frozen=True)
class SourceSnapshot:
    """Imported files' rows (import_source and their bib_block rows), to bring them back."""

    sources: TableRows
    blocks: TableRows


def snapshot_sources(lib: Library, ids: Iterable[int]) -> SourceSnapshot:
    """The rows of the import sources ids and their blocks."""
    id_list = sorted(set(ids))
    return SourceSnapshot(
        snapshot_sql.table_rows(lib, "import_source", "id", id_list),
        snapshot_sql.table_rows(lib, "bib_block", "source_id", id_list),
    )


def delete_sources(lib: Library, ids: Iterable[int]) -> None:
    """Delete import sources (their blocks go with them; entries keep a null source)."""
    snapshot_sql.delete_sources(lib, sorted(set(ids)))


def restore_sources(lib: Library, snapshot: SourceSnapshot) -> None:
    """Insert snapshot's import sources and blocks again, under their old ids."""
    snapshot_sql.insert_rows(lib, snapshot.sources)
    snapshot_sql.insert_rows(lib, snapshot.blocks)


def _clash_message(lib: Library, snapshot: EntrySnapshot) -> str:
    """Why entries cannot come back: their ids or keys are used by others now."""
    entry = snapshot.tables[0]
    key_at = entry.columns.index("key")
    taken = snapshot_sql.taken_keys(lib, [row[key_at] for row in entry.rows])
    if taken:
        return translate(
            "deleting", "cannot bring the entries back: the key {taken} is used by another entry"
        ).format(taken=taken[0])
    return translate(
        "deleting", "cannot bring the entries back: other entries have taken their place"
    )


def _tag_ids(lib: Library, tags: Iterable[Row]) -> dict[int, int]:
    """Snapshot tag id -> the id of that tag now, recreating tags that are gone."""
    found: dict[int, int] = {}
    for tag_id, name, color in tags:
        found[tag_id] = snapshot_sql.same_or_named(lib, "tag", tag_id, name) or (
            snapshot_sql.recreate(lib, "tag", ("name", "color"), tag_id, [name, color])
        )
    return found


def _list_ids(lib: Library, lists: Iterable[Row]) -> dict[int, int]:
    """Snapshot list id -> the id of that list now, recreating lists that are gone."""
    found: dict[int, int] = {}
    columns = ("name", "description", "created")
    for list_id, name, description, created in lists:
        found[list_id] = snapshot_sql.same_or_named(lib, "reading_list", list_id, name) or (
            snapshot_sql.recreate(
                lib, "reading_list", columns, list_id, [name, description, created]
            )
        )
    return found
