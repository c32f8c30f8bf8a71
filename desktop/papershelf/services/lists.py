"""Reading lists: ordered queues of entries, each with a note; create, fill, reorder, delete.

An entry's place in a list is a REAL position: moving entries gives them positions between
their new neighbours (the average), so one move writes only the moved rows; when the gap
gets too small to split, the whole list is renumbered 1, 2, 3... Deleting a list or taking
entries out of it never deletes the entries.

Every mutation runs in one transaction and returns Changes with lists=True (except a note
edit, which changes no count or name); edited = the entries whose lists, position or note
changed, and fields says which: "lists" (membership, list names), "position", "list_note".

Undo recipes (the GUI stores ids and values, never rows):

- create_list:   done: list_id = find_list(lib, name)
                 undo: delete_list(lib, list_id);  redo: create_list(lib, name, description)
- rename_list / describe_list: remember the old name / description (organising.list_infos);
                 undo: rename_list(lib, list_id, old) / describe_list(lib, list_id, old)
- delete_list:   before = list_snapshot(lib, list_id);  undo: restore_list(lib, before)
- add_to_list:   done = add_to_list(lib, list_id, ids)   # done.edited: the entries added
                 undo: remove_from_list(lib, list_id, done.edited)
                 redo: add_to_list(lib, list_id, ids)   # same positions again (max + 1...)
- remove_from_list, move_entries, move_up, move_down:
                 before = list_positions(lib, list_id)  # (entry, position, note) of each
                 undo: restore_positions(lib, list_id, before)
                 (for remove_from_list, list_positions(lib, list_id, ids) is enough)
- set_list_note: old = organising.list_note(lib, list_id, entry_id)
                 undo: set_list_note(lib, list_id, entry_id, old)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from papershelf.i18n import translate
from papershelf.library import lists_sql, versions
from papershelf.library.db import Library
from papershelf.library.entries_sql import existing_entries
from papershelf.library.lists_sql import ListRow, Membership
from papershelf.library.models import Status
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.conflicts import EditConflict, Seen, checked_row

MAX_NAME = 200
# Below this gap between neighbours the list is renumbered rather than split further.
MIN_GAP = 1e-6
_LISTS = frozenset({"lists"})
_POSITION = frozenset({"position"})


class ListExists(ServiceError):  # noqa: N818 (reads as the condition it reports)
    """Another reading list already has the name asked for."""

    def __init__(self, name: str) -> None:
        super().__init__(
            translate("lists", "a reading list called '{name}' already exists").format(name=name)
        )
        self.name = name


@dataclass(frozen=True)
class ListSnapshot:
    """A reading list as it was: its row and every membership, for undoing a delete."""

    id: int
    name: str
    description: str
    created: str
    members: tuple[Membership, ...]


def clean_list_name(name: str) -> str:
    """A list name as stored: trimmed, single spaces, not empty."""
    text = " ".join(str(name).split())
    if not text:
        raise ServiceError(translate("lists", "a reading list needs a name"))
    if len(text) > MAX_NAME:
        said = translate("lists", "a reading list name can be at most {most} characters long")
        raise ServiceError(said.format(most=MAX_NAME))
    return text


def find_list(lib: Library, name: str) -> int | None:
    """The id of the reading list called *name* (any case), or None."""
    return lists_sql.find_list(lib, name)


def ensure_list(lib: Library, name: str) -> int:
    """The id of the reading list *name*, created if it does not exist yet."""
    found = find_list(lib, name)
    if found is not None:
        return found
    return lists_sql.insert_list(lib, name)


def _list_name(lib: Library, list_id: int) -> str:
    """The name of the list *list_id*; ServiceError when it is gone."""
    name = lists_sql.list_name(lib, list_id)
    if name is None:
        raise ServiceError(translate("lists", "that reading list is no longer in the library"))
    return name


def _members(lib: Library, list_id: int) -> list[int]:
    """Ids of the list's entries, in list order."""
    return lists_sql.members(lib, list_id)


def append_to_list(lib: Library, list_id: int, entry_ids: Iterable[int]) -> list[int]:
    """Put entries at the end of a list (those already in it stay where they are)."""
    start = lists_sql.last_position(lib, list_id)
    present = set(_members(lib, list_id))
    added = [i for i in dict.fromkeys(entry_ids) if i not in present]
    lists_sql.insert_members(
        lib, list_id, [(entry_id, start + n) for n, entry_id in enumerate(added, 1)]
    )
    return added


def _existing(lib: Library, ids: Iterable[int]) -> list[int]:
    """Those of *ids* that are entries of the library, in the order given, without repeats."""
    wanted = list(dict.fromkeys(int(i) for i in ids))
    found = existing_entries(lib, wanted)
    return [i for i in wanted if i in found]


def create_list(lib: Library, name: str, description: str = "") -> Changes:
    """Create an empty reading list; ListExists when the name is taken."""
    clean = clean_list_name(name)
    with lib.atomic():
        _refuse_taken(lib, clean)
        lists_sql.insert_list(lib, clean, str(description))
    return Changes(lists=True)


def _refuse_taken(lib: Library, name: str, except_id: int | None = None) -> None:
    """ListExists when another list than *except_id* is called *name*."""
    taken = lists_sql.name_taken(lib, name, except_id)
    if taken is not None:
        raise ListExists(taken)


def rename_list(lib: Library, list_id: int, name: str, seen: Seen | None = None) -> Changes:
    """Give a list another name; ListExists when another list has it.

    With *seen* ({'name': the name the person saw}): EditConflict, nothing written, when
    someone else renamed the list meanwhile.
    """
    clean = clean_list_name(name)
    with lib.atomic():
        if seen is not None:
            versions.lock_row(lib, "reading_list", list_id)
        current = _list_name(lib, list_id)
        write, conflict = _checked(lib, list_id, {"name": current}, {"name": clean}, seen)
        if conflict is not None:
            raise conflict
        if "name" not in write or current == clean:
            return Changes()
        _refuse_taken(lib, clean, except_id=list_id)
        lists_sql.set_name(lib, list_id, clean)
        members = _members(lib, list_id)
    return Changes(edited=frozenset(members), fields=_LISTS, lists=True)


def describe_list(
    lib: Library, list_id: int, description: str, seen: Seen | None = None
) -> Changes:
    """Set the description of a list (what it is for); with *seen* ({'description': ...}),
    EditConflict when someone else changed it meanwhile."""
    with lib.atomic():
        if seen is not None:
            versions.lock_row(lib, "reading_list", list_id)
        _list_name(lib, list_id)
        row = lists_sql.list_row(lib, list_id)
        stored = {"description": row.description if row else ""}
        write, conflict = _checked(lib, list_id, stored, {"description": str(description)}, seen)
        if conflict is not None:
            raise conflict
        if "description" not in write:
            return Changes()
        lists_sql.set_description(lib, list_id, str(description))
    return Changes(lists=True)


def _checked(
    lib: Library, list_id: int, stored: dict[str, Any], mine: dict[str, Any], seen: Seen | None
) -> tuple[dict[str, Any], EditConflict | None]:
    """A list edit merged with its row (services/conflicts.checked_row)."""
    version = versions.row_version(lib, "reading_list", list_id) or 0
    return checked_row("list", list_id, version, stored, mine, seen)


def delete_list(lib: Library, list_id: int) -> Changes:
    """Delete a reading list; its entries stay in the library."""
    with lib.atomic():
        _list_name(lib, list_id)
        members = _members(lib, list_id)
        lists_sql.delete_list(lib, list_id)
    return Changes(edited=frozenset(members), fields=_LISTS, lists=True)


def list_snapshot(lib: Library, list_id: int) -> ListSnapshot:
    """The list's row and memberships as they are now, for undoing its deletion."""
    row = lists_sql.list_row(lib, list_id)
    if row is None:
        raise ServiceError(translate("lists", "that reading list is no longer in the library"))
    members = tuple(list_positions(lib, list_id))
    return ListSnapshot(row.id, row.name, row.description, row.created, members)


def restore_list(lib: Library, snapshot: ListSnapshot) -> Changes:
    """Bring a list back as *snapshot* has it: same id, name, date, order and notes."""
    with lib.atomic():
        _refuse_taken(lib, snapshot.name, except_id=snapshot.id)
        lists_sql.put_list_row(
            lib, ListRow(snapshot.id, snapshot.name, snapshot.description, snapshot.created)
        )
        old = _members(lib, snapshot.id)
        lists_sql.clear_list(lib, snapshot.id)
        _put_memberships(lib, snapshot.id, snapshot.members)
    edited = set(old) | {m.entry_id for m in snapshot.members}
    return Changes(edited=frozenset(edited), fields=_LISTS | _POSITION, lists=True)


def _put_memberships(lib: Library, list_id: int, rows: Iterable[Membership]) -> None:
    """Insert or update memberships as given (skipping entries no longer in the library)."""
    lists_sql.put_memberships(lib, list_id, rows)


def add_to_list(lib: Library, list_id: int, ids: Iterable[int]) -> Changes:
    """Append entries to a list in the order given; edited = those not in it before."""
    wanted = list(dict.fromkeys(int(i) for i in ids))
    with lib.atomic():
        _list_name(lib, list_id)
        versions.lock_rows(lib, "entry", wanted)  # a server: none is deleted until commit
        added = append_to_list(lib, list_id, _existing(lib, wanted))
    if not added:
        return Changes()
    return Changes(edited=frozenset(added), fields=_LISTS, lists=True)


def remove_from_list(lib: Library, list_id: int, ids: Iterable[int]) -> Changes:
    """Take entries out of a list (they stay in the library); edited = those that were in it."""
    wanted = list(dict.fromkeys(int(i) for i in ids))
    with lib.atomic():
        _list_name(lib, list_id)
        removed = lists_sql.remove_members(lib, list_id, wanted)
    if not removed:
        return Changes()
    return Changes(edited=frozenset(removed), fields=_LISTS, lists=True)


def list_positions(
    lib: Library, list_id: int, ids: Iterable[int] | None = None
) -> list[Membership]:
    """Each membership of the list (or only of *ids*) as (entry, position, note), in order."""
    rows = lists_sql.memberships(lib, list_id)
    if ids is None:
        return rows
    wanted = set(ids)
    return [row for row in rows if row.entry_id in wanted]


def restore_positions(lib: Library, list_id: int, rows: Sequence[Membership]) -> Changes:
    """Put memberships back as given (inserting those taken out); others stay as they are."""
    with lib.atomic():
        _list_name(lib, list_id)
        _put_memberships(lib, list_id, rows)
    edited = frozenset(row.entry_id for row in rows)
    return Changes(edited=edited, fields=_LISTS | _POSITION, lists=True)


def _order(lib: Library, list_id: int) -> list[tuple[int, float]]:
    """(entry id, position) of the list's entries, in list order."""
    return lists_sql.order(lib, list_id)


def move_entries(lib: Library, list_id: int, ids: Iterable[int], before_id: int | None) -> Changes:
    """Move entries (kept in their list order) before *before_id*, or to the end for None.

    Dropping a selection onto one of its own entries puts it before the next entry that
    is not moved (a no-op for a contiguous selection). Ids not in the list are ignored.
    """
    with lib.atomic():
        _list_name(lib, list_id)
        order = _order(lib, list_id)
        chosen = set(ids) & {entry for entry, _ in order}
        if before_id is not None and before_id not in {entry for entry, _ in order}:
            raise ServiceError(
                translate("lists", "entries can only be moved next to an entry of the same list")
            )
        if not chosen:
            return Changes()
        moved = [entry for entry, _ in order if entry in chosen]
        rest = [(entry, pos) for entry, pos in order if entry not in chosen]
        index = _drop_index(order, rest, chosen, before_id)
        new_order = [e for e, _ in rest[:index]] + moved + [e for e, _ in rest[index:]]
        if new_order == [entry for entry, _ in order]:
            return Changes()
        low = rest[index - 1][1] if index > 0 else None
        high = rest[index][1] if index < len(rest) else None
        between = _positions_between(low, high, len(moved))
        if between is None:
            changed = _renumber(order, new_order)
        else:
            changed = dict(zip(moved, between, strict=True))
        _write_positions(lib, list_id, changed)
    return Changes(edited=frozenset(changed), fields=_POSITION, lists=True)


def _drop_index(
    order: list[tuple[int, float]], rest: list[tuple[int, float]], chosen: set[int],
    before_id: int | None,
) -> int:  # fmt: skip
    """Where in *rest* (the entries not moved) the moved block goes."""
    if before_id in chosen:  # dropped onto itself: before the next entry not moved
        entries = [entry for entry, _ in order]
        later = entries[entries.index(before_id) :]
        before_id = next((entry for entry in later if entry not in chosen), None)
    if before_id is None:
        return len(rest)
    return [entry for entry, _ in rest].index(before_id)


def _positions_between(low: float | None, high: float | None, count: int) -> list[float] | None:
    """*count* increasing positions strictly between two neighbours; None if too tight."""
    if high is None:
        start = 0.0 if low is None else low
        return [start + n for n in range(1, count + 1)]
    if low is None:
        return [high - count + n for n in range(count)]
    step = (high - low) / (count + 1)
    positions = [low + step * n for n in range(1, count + 1)]
    if step < MIN_GAP or not _increasing([low, *positions, high]):
        return None
    return positions


def _increasing(values: list[float]) -> bool:
    """Whether each value is strictly greater than the one before (no ties, no rounding)."""
    return all(a < b for a, b in itertools.pairwise(values))


def _renumber(order: list[tuple[int, float]], new_order: list[int]) -> dict[int, float]:
    """Positions 1, 2, 3... for *new_order*: only those that differ from now."""
    current = dict(order)
    fresh = {entry: float(n) for n, entry in enumerate(new_order, 1)}
    return {entry: pos for entry, pos in fresh.items() if current[entry] != pos}


def _write_positions(lib: Library, list_id: int, positions: dict[int, float]) -> None:
    """Set the positions of entries in a list."""
    lists_sql.set_positions(lib, list_id, positions)


def _shift(lib: Library, list_id: int, ids: Iterable[int], up: bool) -> Changes:
    """Move each run of chosen entries one place up (or down) past its unchosen neighbour."""
    with lib.atomic():
        _list_name(lib, list_id)
        order = _order(lib, list_id)
        chosen = set(ids)
        entries = [entry for entry, _ in order]
        new_order = _shifted(entries, chosen) if up else _shifted(entries[::-1], chosen)[::-1]
        if new_order == entries:
            return Changes()
        positions = [pos for _, pos in order]
        if _increasing(positions):
            # The same set of positions in the new order: only the entries that moved change.
            current = dict(order)
            fresh = dict(zip(new_order, positions, strict=True))
            changed = {e: p for e, p in fresh.items() if current[e] != p}
        else:
            changed = _renumber(order, new_order)
        _write_positions(lib, list_id, changed)
    return Changes(edited=frozenset(changed), fields=_POSITION, lists=True)


def _shifted(entries: list[int], chosen: set[int]) -> list[int]:
    """*entries* with each chosen one swapped with an unchosen one just before it."""
    result = list(entries)
    for i in range(1, len(result)):
        if result[i] in chosen and result[i - 1] not in chosen:
            result[i - 1], result[i] = result[i], result[i - 1]
    return result


def move_up(lib: Library, list_id: int, ids: Iterable[int]) -> Changes:
    """Move entries one place up in a list (a selection at the top stays put)."""
    return _shift(lib, list_id, ids, up=True)


def move_down(lib: Library, list_id: int, ids: Iterable[int]) -> Changes:
    """Move entries one place down in a list (a selection at the bottom stays put)."""
    return _shift(lib, list_id, ids, up=False)


def set_list_note(lib: Library, list_id: int, entry_id: int, note: str) -> Changes:
    """Set the note on why an entry is in a list."""
    with lib.atomic():
        if not lists_sql.set_note(lib, list_id, entry_id, str(note)):
            raise ServiceError(translate("lists", "that entry is not in this reading list"))
    # Counts and names do not change, so the sidebar need not hear of it (lists=False).
    return Changes(edited=frozenset({entry_id}), fields=frozenset({"list_note"}))


def read_next(lib: Library, list_id: int, *, skip_reading: bool = False) -> int | None:
    """The first entry of the list not read yet, in list order; None when all are read.

    An entry being read counts as next (it is what one should finish), unless skip_reading.
    """
    statuses = [int(Status.UNREAD)] if skip_reading else [int(Status.UNREAD), int(Status.READING)]
    return lists_sql.first_with_status(lib, list_id, statuses)
