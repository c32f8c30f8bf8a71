"""Reading lists as ordered queues: create, fill, reorder, notes, read next, and every undo."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest

from papershelf.library import lists_sql
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.organising import list_infos, list_note
from papershelf.services.changes import ServiceError
from papershelf.services.entries import set_status
from papershelf.services.lists import (
    ListExists,
    add_to_list,
    create_list,
    delete_list,
    describe_list,
    find_list,
    list_positions,
    list_snapshot,
    move_down,
    move_entries,
    move_up,
    read_next,
    remove_from_list,
    rename_list,
    restore_list,
    restore_positions,
    set_list_note,
)
from tests.factories import add, record
from tests.snapshots import assert_same, dump
from tests.snapshots import undo_redo_rows as _undo_redo


def _queue(lib: Library, count: int = 6, name: str = "Queue") -> tuple[int, list[int]]:
    """A list holding *count* new entries in order; its id and the entry ids."""
    ids = add(lib, *[record(f"Paper {i}") for i in range(count)], list_name=name).added
    list_id = find_list(lib, name)
    assert list_id is not None
    return list_id, ids


def _order(lib: Library, list_id: int) -> list[int]:
    return [m.entry_id for m in list_positions(lib, list_id)]


def _reorder_undo_redo(lib: Library, list_id: int, do: Callable[[], object]) -> None:
    """The reorder recipe: snapshot positions, do, restore_positions, do again."""
    before = list_positions(lib, list_id)
    _undo_redo(lib, do, lambda: restore_positions(lib, list_id, before))


# --- create, rename, describe, delete -----------------------------------------------------


def test_create_list_and_undo(lib: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    # the redo creates the list again: with the clock running, a second could pass between
    # the two creations and their timestamps differ (a flaky failure on PostgreSQL in CI)
    monkeypatch.setattr(lists_sql, "now", lambda: "2026-12-02 11:19:07")

    def undo() -> None:
        list_id = find_list(lib, "To read")
        assert list_id is not None
        delete_list(lib, list_id)

    _undo_redo(lib, lambda: create_list(lib, "  To   read ", "for the group"), undo)
    info = list_infos(lib)[0]
    assert (info.name, info.description, info.total) == ("To read", "for the group", 0)
    with pytest.raises(ListExists):
        create_list(lib, "TO READ")
    with pytest.raises(ServiceError, match="needs a name"):
        create_list(lib, "  ")


def test_rename_and_describe_with_undo(lib: Library) -> None:
    list_id, ids = _queue(lib, 3)
    create_list(lib, "Other")
    changes = rename_list(lib, list_id, "Renamed")
    assert changes.edited == set(ids) and changes.lists  # the detail view names the lists
    rename_list(lib, list_id, "Queue")
    _undo_redo(lib, lambda: rename_list(lib, list_id, "Renamed"),
               lambda: rename_list(lib, list_id, "Queue"))  # fmt: skip
    with pytest.raises(ListExists, match="'Other' already exists"):
        rename_list(lib, list_id, "other")
    rename_list(lib, list_id, "QUEUE")  # its own name in another case is fine
    assert list_infos(lib)[1].name == "QUEUE"
    _undo_redo(lib, lambda: describe_list(lib, list_id, "why"),
               lambda: describe_list(lib, list_id, ""))  # fmt: skip


def test_delete_keeps_entries_and_undo_restores_order_and_notes(lib: Library) -> None:
    list_id, ids = _queue(lib, 5)
    move_entries(lib, list_id, [ids[4]], ids[0])
    set_list_note(lib, list_id, ids[2], "read before the meeting")
    describe_list(lib, list_id, "week 3")
    before = list_snapshot(lib, list_id)
    _undo_redo(lib, lambda: delete_list(lib, list_id), lambda: restore_list(lib, before))
    assert find_list(lib, "Queue") is None
    assert len(dump(lib)["entry"]) == 5
    restore_list(lib, before)
    assert find_list(lib, "Queue") == list_id
    assert _order(lib, list_id) == [ids[4], *ids[:4]]
    assert list_note(lib, list_id, ids[2]) == "read before the meeting"


def test_operations_on_a_deleted_list_are_refused(lib: Library) -> None:
    list_id, ids = _queue(lib, 2)
    delete_list(lib, list_id)
    with pytest.raises(ServiceError, match="no longer in the library"):
        add_to_list(lib, list_id, ids)


# --- adding and removing -------------------------------------------------------------------


def test_add_appends_skipping_present_and_undo(lib: Library) -> None:
    list_id, ids = _queue(lib, 3)
    more = add(lib, record("New A"), record("New B")).added
    state: dict[str, frozenset[int]] = {}

    def do() -> None:
        state["edited"] = add_to_list(lib, list_id, [more[1], ids[0], more[0], 9999]).edited

    _undo_redo(lib, do, lambda: remove_from_list(lib, list_id, state["edited"]))
    assert state["edited"] == set(more)
    assert _order(lib, list_id) == [*ids, more[1], more[0]]
    assert add_to_list(lib, list_id, ids).empty


def test_remove_and_undo_puts_back_places_and_notes(lib: Library) -> None:
    list_id, ids = _queue(lib, 5)
    set_list_note(lib, list_id, ids[1], "key paper")
    chosen = [ids[1], ids[3]]
    before = list_positions(lib, list_id, chosen)
    _undo_redo(lib, lambda: remove_from_list(lib, list_id, chosen),
               lambda: restore_positions(lib, list_id, before))  # fmt: skip
    assert _order(lib, list_id) == [ids[0], ids[2], ids[4]]
    assert len(dump(lib)["entry"]) == 5
    assert remove_from_list(lib, list_id, chosen).empty


# --- reordering ------------------------------------------------------------------------------


def test_move_to_the_end(lib: Library) -> None:
    list_id, ids = _queue(lib)
    _reorder_undo_redo(lib, list_id, lambda: move_entries(lib, list_id, [ids[1]], None))
    assert _order(lib, list_id) == [ids[0], *ids[2:], ids[1]]


def test_move_to_the_top(lib: Library) -> None:
    list_id, ids = _queue(lib)
    _reorder_undo_redo(lib, list_id, lambda: move_entries(lib, list_id, [ids[4]], ids[0]))
    assert _order(lib, list_id) == [ids[4], *ids[:4], ids[5]]


def test_several_scattered_entries_keep_their_order(lib: Library) -> None:
    list_id, ids = _queue(lib)
    # Given in another order; they land in their list order.
    move = [ids[5], ids[0], ids[3]]
    _reorder_undo_redo(lib, list_id, lambda: move_entries(lib, list_id, move, ids[2]))
    assert _order(lib, list_id) == [ids[1], ids[0], ids[3], ids[5], ids[2], ids[4]]


def test_only_the_moved_rows_are_written(lib: Library) -> None:
    list_id, ids = _queue(lib)
    before = {m.entry_id: m.position for m in list_positions(lib, list_id)}
    changes = move_entries(lib, list_id, [ids[5], ids[4]], ids[1])
    after = {m.entry_id: m.position for m in list_positions(lib, list_id)}
    assert {i for i in ids if before[i] != after[i]} == {ids[4], ids[5]}
    assert changes.edited == {ids[4], ids[5]} and changes.fields == {"position"}


def test_dropping_a_block_onto_itself_changes_nothing(lib: Library) -> None:
    list_id, ids = _queue(lib)
    before = dump(lib)
    assert move_entries(lib, list_id, [ids[2], ids[3]], ids[2]).empty
    assert move_entries(lib, list_id, [ids[2], ids[3]], ids[4]).empty
    assert move_entries(lib, list_id, [ids[5]], None).empty
    assert move_entries(lib, list_id, [], ids[0]).empty
    assert_same(before, dump(lib))


def test_dropping_a_scattered_selection_onto_itself_gathers_it(lib: Library) -> None:
    list_id, ids = _queue(lib)
    # Onto B of [A B C D E F] with B and E chosen: before C, the next entry not moved.
    move_entries(lib, list_id, [ids[1], ids[4]], ids[1])
    assert _order(lib, list_id) == [ids[0], ids[1], ids[4], ids[2], ids[3], ids[5]]


def test_moving_next_to_an_outsider_is_refused(lib: Library) -> None:
    list_id, ids = _queue(lib)
    stranger = add(lib, record("Not in the list")).added[0]
    with pytest.raises(ServiceError, match="same list"):
        move_entries(lib, list_id, [ids[0]], stranger)
    move_entries(lib, list_id, [stranger, ids[0]], None)  # outsiders in the selection: ignored
    assert _order(lib, list_id) == [*ids[1:], ids[0]]


def test_tight_gaps_renumber_the_list_and_undo_is_still_exact(lib: Library) -> None:
    list_id, ids = _queue(lib, 4)
    # Always dropping between the first two halves the gap each time; soon it is too small.
    for n in range(60):
        move_entries(lib, list_id, [ids[2 + n % 2]], _order(lib, list_id)[1])
    positions = [m.position for m in list_positions(lib, list_id)]
    assert positions == sorted(positions) and len(set(positions)) == 4
    assert min(b - a for a, b in itertools.pairwise(positions)) > 1e-6
    order = _order(lib, list_id)
    _reorder_undo_redo(lib, list_id, lambda: move_entries(lib, list_id, [order[3]], order[1]))
    assert _order(lib, list_id) == [order[0], order[3], order[1], order[2]]


def test_move_up_and_down(lib: Library) -> None:
    list_id, ids = _queue(lib)
    a, b, c, d, e, f = ids
    _reorder_undo_redo(lib, list_id, lambda: move_up(lib, list_id, [c, d, f]))
    assert _order(lib, list_id) == [a, c, d, b, f, e]
    move_up(lib, list_id, [a, c])  # a is at the top: stays; c is below it: stays too
    assert _order(lib, list_id) == [a, c, d, b, f, e]
    _reorder_undo_redo(lib, list_id, lambda: move_down(lib, list_id, [a, e]))
    assert _order(lib, list_id) == [c, a, d, b, f, e]
    assert move_down(lib, list_id, [e]).empty
    positions = [m.position for m in list_positions(lib, list_id)]
    assert positions == [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]  # swaps reuse the same positions


# --- notes and read next ---------------------------------------------------------------------


def test_note_and_undo(lib: Library) -> None:
    list_id, ids = _queue(lib, 2)
    old = list_note(lib, list_id, ids[0])
    assert old == ""
    _undo_redo(lib, lambda: set_list_note(lib, list_id, ids[0], "cited by the survey"),
               lambda: set_list_note(lib, list_id, ids[0], old or ""))  # fmt: skip
    assert list_note(lib, list_id, ids[0]) == "cited by the survey"
    stranger = add(lib, record("Elsewhere")).added[0]
    with pytest.raises(ServiceError, match="not in this reading list"):
        set_list_note(lib, list_id, stranger, "x")
    assert list_note(lib, list_id, stranger) is None


def test_read_next_follows_list_order_and_status(lib: Library) -> None:
    list_id, ids = _queue(lib, 4)
    assert read_next(lib, list_id) == ids[0]
    set_status(lib, ids[:1], Status.READ)
    set_status(lib, ids[1:2], Status.READING)
    assert read_next(lib, list_id) == ids[1]
    assert read_next(lib, list_id, skip_reading=True) == ids[2]
    move_entries(lib, list_id, [ids[3]], ids[0])
    assert read_next(lib, list_id) == ids[3]
    set_status(lib, ids, Status.READ)
    assert read_next(lib, list_id) is None


def test_list_infos_count_progress(lib: Library) -> None:
    _, ids = _queue(lib, 4)
    create_list(lib, "Empty")
    set_status(lib, ids[:1], Status.READ)
    set_status(lib, ids[1:2], Status.READING)
    infos = {i.name: i for i in list_infos(lib)}
    queue = infos["Queue"]
    assert (queue.total, queue.read, queue.reading, queue.unread) == (4, 1, 1, 2)
    assert queue.progress == 0.25
    assert (infos["Empty"].total, infos["Empty"].progress) == (0, 0.0)
