"""Deleting entries and bringing them back whole; undoing and redoing an import."""

from __future__ import annotations

import pytest

from papershelf.library.db import Library
from papershelf.library.organising import list_ids, list_note
from papershelf.library.queries import get_entry, ordered_ids
from papershelf.services import deleting
from papershelf.services.changes import ServiceError
from papershelf.services.deleting import (
    delete_entries,
    delete_with_snapshot,
    restore_entries,
    snapshot_entries,
    undo_import,
)
from papershelf.services.entries import update_entry
from papershelf.services.lists import (
    delete_list,
    find_list,
    list_positions,
    list_snapshot,
    move_entries,
    restore_list,
    set_list_note,
)
from papershelf.services.tags import add_tag, delete_tag, find_tag, restore_tags, tag_snapshot
from tests.bulk import bulk_library
from tests.factories import add, record
from tests.snapshots import assert_same, dump


def _rich_library(lib: Library) -> list[int]:
    """Entries with authors, extra fields, nested tags, two lists, moved places and notes."""
    ids = add(
        lib,
        *[record(f"Paper {i}", authors="Doe, Jane and Roe, Rick", fields=[("isbn", f"{i}")])
          for i in range(6)],
        list_name="Queue",
    ).added  # fmt: skip
    queue = find_list(lib, "Queue")
    assert queue is not None
    add(lib, record("Elsewhere"), list_name="Other")
    update_entry(lib, ids[1], {"notes": "a note", "rating": 4, "status": 2})
    move_entries(lib, queue, [ids[5]], ids[1])
    set_list_note(lib, queue, ids[2], "why it is here")
    add_tag(lib, ids[:4], "ml/rl")
    add_tag(lib, ids[2:], "survey")
    add_tag(lib, ids[:1], "only-here")
    return ids


def test_delete_then_restore_is_exact(lib: Library) -> None:
    ids = _rich_library(lib)
    chosen = [ids[1], ids[2], ids[5]]
    before = dump(lib)
    snapshot = snapshot_entries(lib, chosen)
    changes = delete_entries(lib, chosen)
    assert changes.removed == set(chosen) and changes.tags and changes.lists
    after = dump(lib)
    assert [row[0] for row in after["entry"]] == [ids[0], ids[3], ids[4], ids[5] + 1]
    assert all(row[1] not in chosen for row in after["person"])
    restored = restore_entries(lib, snapshot)
    assert restored.added == set(chosen)
    assert_same(before, dump(lib))
    delete_entries(lib, snapshot.entry_ids)  # redo
    assert_same(after, dump(lib))


def test_the_undo_snapshot_is_taken_inside_the_deletes_transaction(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = _rich_library(lib)
    before = dump(lib)
    inside: list[bool] = []
    taking = deleting.snapshot_entries

    def noting(*args: object, **kwargs: object) -> deleting.EntrySnapshot:
        inside.append(lib.db.in_transaction())
        return taking(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(deleting, "snapshot_entries", noting)
    changes, snapshot = delete_with_snapshot(lib, [ids[2], ids[1], 99_999])
    assert inside == [True]  # nobody can change the rows between the snapshot and the delete
    assert changes.removed == {ids[1], ids[2]} and snapshot.entry_ids == (ids[1], ids[2])
    restore_entries(lib, snapshot)
    assert_same(before, dump(lib))


def test_restored_entries_are_found_by_search_again(lib: Library) -> None:
    ids = add(lib, record("Quantum annealing schedules"), record("Other")).added
    snapshot = snapshot_entries(lib, ids[:1])
    delete_entries(lib, ids[:1])
    assert ordered_ids(lib, query="annealing") == []
    restore_entries(lib, snapshot)
    assert ordered_ids(lib, query="annealing") == ids[:1]
    assert lib.backend.text_index_consistent(lib)


def test_restore_brings_back_a_tag_and_list_deleted_since(lib: Library) -> None:
    ids = _rich_library(lib)
    queue = find_list(lib, "Queue")
    assert queue is not None
    before = dump(lib)
    tag_id = find_tag(lib, "only-here")
    snapshot = snapshot_entries(lib, ids)
    delete_entries(lib, ids)
    delete_tag(lib, "only-here")
    delete_list(lib, queue)
    restore_entries(lib, snapshot)  # without undoing those first
    assert find_tag(lib, "only-here") == tag_id
    assert find_list(lib, "Queue") == queue
    assert list_note(lib, queue, ids[2]) == "why it is here"
    assert_same(before, dump(lib))


def test_undo_in_order_after_deleting_the_tag_and_list_too(lib: Library) -> None:
    ids = _rich_library(lib)
    queue = find_list(lib, "Queue")
    assert queue is not None
    before = dump(lib)
    entries = snapshot_entries(lib, ids[:3])
    delete_entries(lib, ids[:3])
    tag = tag_snapshot(lib, "only-here", descendants=False)
    delete_tag(lib, "only-here")
    lst = list_snapshot(lib, queue)
    delete_list(lib, queue)
    restore_list(lib, lst)
    restore_tags(lib, tag)
    restore_entries(lib, entries)
    assert_same(before, dump(lib))


def test_restore_refuses_when_a_key_was_taken(lib: Library) -> None:
    ids = add(lib, record("Paper", key="smith2020")).added
    add_tag(lib, ids, "gone")
    snapshot = snapshot_entries(lib, ids)
    delete_entries(lib, ids)
    delete_tag(lib, "gone")
    add(lib, record("Another paper", key="smith2020", doi="10.1/x"))
    before = dump(lib)
    with pytest.raises(ServiceError, match="key smith2020"):
        restore_entries(lib, snapshot)
    assert_same(before, dump(lib))  # the tag it recreated first is gone again too


def test_missing_ids_are_ignored(lib: Library) -> None:
    ids = add(lib, record("Only")).added
    assert delete_entries(lib, [ids[0], 999]).removed == {ids[0]}
    assert delete_entries(lib, [999]).empty


def test_undo_import_removes_its_entries_and_its_new_list(lib: Library) -> None:
    add(lib, record("Before"))
    before = dump(lib)
    lists_before = list_ids(lib)
    report = add(lib, record("One", authors="Doe, Jane"), record("Two"), list_name="Imported")
    created = [i for i in list_ids(lib) if i not in lists_before]
    after = dump(lib)
    snapshot = snapshot_entries(lib, report.added, owned_lists=created)
    changes = undo_import(lib, snapshot)
    assert changes.removed == set(report.added) and changes.lists
    assert_same(before, dump(lib))
    restore_entries(lib, snapshot)  # redo
    assert_same(after, dump(lib))


def test_undo_import_into_an_existing_list_keeps_the_list(lib: Library) -> None:
    first = add(lib, record("Old"), list_name="Shared").added
    shared = find_list(lib, "Shared")
    assert shared is not None
    before = dump(lib)
    lists_before = list_ids(lib)
    report = add(lib, record("New"), list_name="shared")
    created = [i for i in list_ids(lib) if i not in lists_before]
    assert created == []
    after = dump(lib)
    snapshot = snapshot_entries(lib, report.added, owned_lists=created)
    undo_import(lib, snapshot)
    assert_same(before, dump(lib))
    assert [m.entry_id for m in list_positions(lib, shared)] == first
    restore_entries(lib, snapshot)
    assert_same(after, dump(lib))


def test_undo_of_an_import_that_added_nothing_removes_its_empty_new_list(lib: Library) -> None:
    add(lib, record("Dup", authors="Doe, Jane"))
    before = dump(lib)
    lists_before = list_ids(lib)
    report = add(lib, record("Dup", authors="Doe, Jane"), list_name="Fresh")
    assert report.added == []
    created = [i for i in list_ids(lib) if i not in lists_before]
    after = dump(lib)
    snapshot = snapshot_entries(lib, report.added, owned_lists=created)
    undo_import(lib, snapshot)
    assert_same(before, dump(lib))
    restore_entries(lib, snapshot)
    assert_same(after, dump(lib))


def test_batch_delete_and_restore_of_a_thousand(lib: Library) -> None:
    bulk_library(lib, 3000)
    chosen = list(range(2, 3000, 3))
    add_tag(lib, chosen[::2], "half")
    before = dump(lib)
    snapshot = snapshot_entries(lib, chosen)
    assert delete_entries(lib, chosen).removed == set(chosen)
    assert len(dump(lib)["entry"]) == 2000
    restore_entries(lib, snapshot)
    assert_same(before, dump(lib))
    assert get_entry(lib, chosen[0]) is not None
