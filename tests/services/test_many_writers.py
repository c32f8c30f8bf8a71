"""Many writers at once (issue 19): 20 processes make 300 random changes each to the same
1,000 entries; afterwards every change a writer was told committed is in the library, or a
later committed change replaced it, and every other one was reported to it as a conflict.

The order of commits is proved, not assumed: an entry's writes are ordered by the version
each writer read back in its own transaction (every write moves it, so two committed writes
of one entry never share one), and membership changes (which carry no version) by time:
a change that returned before another began committed first. So for each field the stored
value must be the last write's, and each write must have started from the value the write
before it left (else it overwrote a change it never saw: a lost update); for each tag and
list place and each deletion, the stored state must be what one of the changes that may
have committed last left.

On SQLite the file's write lock serialises the writers, so there it checks the busy-wait
path with fewer writers; on PostgreSQL it is the full 20 x 300.
"""

from __future__ import annotations

import multiprocessing
import time
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from papershelf.library import snapshot_sql
from papershelf.library.db import Library, open_library
from papershelf.library.entries_sql import existing_entries
from papershelf.library.models import database_proxy
from papershelf.services import deleting, entries, lists, tags
from tests.factories import add, record
from tests.services import many_writers
from tests.services.many_writers import EXTRA, Plan, read_log

ENTRIES = 1000
TAGS = ("alpha", "beta", "gamma", "delta")
LISTS = ("Journal club", "Grant", "Later")
FIELDS = (*many_writers.TEXT, "year", "status", "rating", EXTRA)
# (writers, changes each) per backend.
LOAD = {"postgresql": (20, 300), "sqlite": (4, 40)}


@dataclass(frozen=True)
class State:
    """What the library holds: fields by (entry, name), tags and lists by entry, entries."""

    fields: dict[tuple[int, str], Any]
    tags: set[tuple[int, str]]
    lists: set[tuple[int, int]]
    present: set[int]


def _setup(lib: Library) -> tuple[list[int], list[int]]:
    """1,000 entries, some tagged and listed; (entry ids, list ids)."""
    records = [
        record(f"Paper {i}", 1990 + i % 30, f"Author{i}, Ann", fields=[(EXTRA, f"{i}-{i + 9}")])
        for i in range(ENTRIES)
    ]
    ids = sorted(add(lib, *records).added)
    for name in TAGS:
        tags.create_tag(lib, name)
    for name in LISTS:
        lists.create_list(lib, name)
    list_ids = [lists.find_list(lib, name) or 0 for name in LISTS]
    for n, name in enumerate(TAGS):
        tags.add_tag(lib, ids[n :: 7 + n], name)
    for n, list_id in enumerate(list_ids):
        lists.add_to_list(lib, list_id, ids[n :: 5 + n])
    return ids, list_ids


def _state(lib: Library, ids: list[int]) -> State:
    """The library's entries, their fields as the writers log them, tags and list places."""
    present = existing_entries(lib, ids)
    fields: dict[tuple[int, str], Any] = {}
    for entry_id in sorted(present):
        values = entries.entry_values(lib, entry_id, [*FIELDS[:-1], "fields"])
        for name in FIELDS:
            column = "fields" if name == EXTRA else name
            fields[entry_id, name] = many_writers._logged(name, values[column])
    rows = snapshot_sql.entry_tags(lib, ids)
    names = {i: n for i, n, _c in snapshot_sql.tags(lib, sorted({t for _e, t in rows}))}
    return State(
        fields,
        {(entry_id, names[tag_id]) for entry_id, tag_id in rows},
        {(entry_id, list_id) for list_id, entry_id, _p, _n in snapshot_sql.memberships(lib, ids)},
        present,
    )


def _run_writers(lib: Library, tmp_path: Path, plans: list[Plan]) -> float:
    """Run one process per plan at once; the wall time."""
    context = multiprocessing.get_context("spawn")
    processes = [context.Process(target=many_writers.run, args=(plan,)) for plan in plans]
    started = time.monotonic()
    for process in processes:
        process.start()
    for process in processes:
        process.join(timeout=600)
    wall = time.monotonic() - started
    for process in processes:
        assert process.exitcode == 0, f"a writer process ended with {process.exitcode}"
    return wall


def _field_problems(records: list[dict[str, Any]], before: State, after: State) -> list[str]:
    """Fields: no two writes of an entry share a version, each write started from what the
    write before it left (or wrote that very value), the stored value is the last write's."""
    problems: list[str] = []
    by_entry: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        if r["op"] == "field" and r["result"] == "written":
            by_entry[r["entry"]].append(r)
    for entry_id, writes in by_entry.items():
        seen_versions = [w["version"] for w in writes]
        if len(set(seen_versions)) != len(seen_versions):
            problems.append(f"entry {entry_id}: two committed writes share a version")
    for (entry_id, name), initial in before.fields.items():
        writes = sorted(
            (w for w in by_entry.get(entry_id, []) if w["field"] == name),
            key=lambda w: w["version"],
        )
        value = initial
        for w in writes:
            if not w.get("blind") and w["base"] != value and w["value"] != value:
                problems.append(
                    f"entry {entry_id} {name}: w{w['w']}#{w['n']} wrote {w['value']!r} over "
                    f"{value!r}, but it had seen {w['base']!r} (a lost update)"
                )
            value = w["value"]
        if entry_id in after.present and after.fields[entry_id, name] != value:
            problems.append(
                f"entry {entry_id} {name}: stored {after.fields[entry_id, name]!r}, "
                f"last committed {value!r}"
            )
    return problems


@dataclass(frozen=True)
class Op:
    """One committed change of a register (a tag on an entry, ...): its value and when."""

    value: bool
    t0: int
    t1: int


def _last_values(ops: list[Op], initial: bool) -> set[bool]:
    """The values one of the changes that may have committed last left (none: the initial):
    a change that returned before another began committed before it."""
    if not ops:
        return {initial}
    latest_start = max(op.t0 for op in ops)
    return {op.value for op in ops if op.t1 >= latest_start}


def _membership_problems(
    records: list[dict[str, Any]], before: State, after: State, ids: list[int], list_ids: list[int]
) -> list[str]:
    """Tags, list places and deletions: each as one of the changes that may be last left it."""
    registers: dict[tuple[int, str, Any], list[Op]] = defaultdict(list)
    for r in records:
        if not r.get("effective"):
            continue
        entry_id = r["entry"]
        if r["op"] == "tag":
            registers[entry_id, "tag", r["name"]].append(Op(r["value"], r["t0"], r["t1"]))
        elif r["op"] == "list":
            registers[entry_id, "list", r["list"]].append(Op(r["value"], r["t0"], r["t1"]))
        elif r["op"] in ("delete", "undelete"):
            back = r["op"] == "undelete"
            registers[entry_id, "deleted", None].append(Op(not back, r["t0"], r["t1"]))
            for name in TAGS:
                held = back and name in r["tags"]
                registers[entry_id, "tag", name].append(Op(held, r["t0"], r["t1"]))
            for list_id in list_ids:
                held = back and list_id in r["lists"]
                registers[entry_id, "list", list_id].append(Op(held, r["t0"], r["t1"]))
    problems: list[str] = []
    for entry_id in ids:
        checks: Iterable[tuple[tuple[int, str, Any], bool, bool]] = [
            ((entry_id, "deleted", None), False, entry_id not in after.present),
            *(
                ((entry_id, "tag", n), (entry_id, n) in before.tags, (entry_id, n) in after.tags)
                for n in TAGS
            ),
            *(
                (
                    (entry_id, "list", i),
                    (entry_id, i) in before.lists,
                    (entry_id, i) in after.lists,
                )
                for i in list_ids
            ),
        ]
        for key, initial, stored in checks:
            if entry_id not in after.present and key[1] != "deleted":
                if stored:
                    problems.append(f"{key}: left behind by a deleted entry")
                continue
            allowed = _last_values(registers.get(key, []), initial)
            if stored not in allowed:
                problems.append(f"{key}: stored {stored}, the last committed change left {allowed}")
    return problems


def _figures(records: list[dict[str, Any]], wall: float) -> dict[str, Any]:
    """What the run did: committed changes, conflicts, retries, gone, wall time, rate."""
    committed = sum(
        1
        for r in records
        if (r["op"] == "field" and r["result"] in ("written", "already"))
        or (r["op"] in ("tag", "list", "delete", "undelete"))
    )
    return {
        "committed": committed,
        "conflicts": sum(1 for r in records if r.get("result") == "conflict"),
        "gone": sum(1 for r in records if r.get("result") == "gone"),
        "deletes": sum(1 for r in records if r["op"] == "delete" and r["effective"]),
        "retries": sum(r["retries"] for r in records if r["op"] == "done"),
        "wall_s": round(wall, 1),
        "changes_per_s": round(committed / wall, 1),
    }


@pytest.mark.slow
def test_many_writers_lose_nothing(lib: Library, tmp_path: Path) -> None:
    writers, changes = LOAD[lib.backend.name]
    ids, list_ids = _setup(lib)
    before = _state(lib, ids)
    target = str(lib.target)
    plans = [
        Plan(target, w, changes, tuple(ids), TAGS, tuple(list_ids), str(tmp_path / f"w{w}.jsonl"))
        for w in range(writers)
    ]
    wall = _run_writers(lib, tmp_path, plans)
    records = [r for plan in plans for r in read_log(Path(plan.log))]
    errors = [r for r in records if r["op"] == "error"]
    assert not errors, errors[0]["trace"]
    assert sum(1 for r in records if r["op"] == "done") == writers
    after = _state(lib, ids)
    problems = _field_problems(records, before, after)
    problems += _membership_problems(records, before, after, ids, list_ids)
    figures = _figures(records, wall)
    print(f"\nmany writers on {lib.backend.name}: {writers} x {changes}: {figures}")
    assert not problems, f"{len(problems)} lost or wrong: {problems[:10]}"
    assert figures["committed"] + figures["conflicts"] + figures["gone"] == writers * changes


def _write(w: int, entry_id: int, version: int, base: Any, value: Any) -> dict[str, Any]:
    """A logged committed title write."""
    return {
        "op": "field", "w": w, "n": 0, "entry": entry_id, "field": "title", "result": "written",
        "version": version, "base": base, "value": value,
    }  # fmt: skip


def test_the_check_finds_a_write_over_a_value_its_writer_never_saw() -> None:
    before = State({(1, "title"): "A"}, set(), set(), {1})
    after = State({(1, "title"): "C"}, set(), set(), {1})
    fine = [_write(0, 1, 2, "A", "B"), _write(1, 1, 3, "B", "C")]
    lost = [_write(0, 1, 2, "A", "B"), _write(1, 1, 3, "A", "C")]  # B overwritten unseen
    assert _field_problems(fine, before, after) == []
    assert "lost update" in _field_problems(lost, before, after)[0]
    shared = [_write(0, 1, 2, "A", "B"), _write(1, 1, 2, "A", "C")]
    assert "share a version" in _field_problems(shared, before, after)[0]


def test_the_check_finds_a_tag_whose_last_change_is_missing() -> None:
    before = State({}, set(), set(), {1})
    added = {"op": "tag", "entry": 1, "name": "alpha", "value": True, "effective": True}
    removed = {**added, "value": False}
    tagged = State({}, {(1, "alpha")}, set(), {1})
    untagged = State({}, set(), set(), {1})
    later = [{**added, "t0": 1, "t1": 2}, {**removed, "t0": 3, "t1": 4}]
    assert _membership_problems(later, before, untagged, [1], []) == []
    assert _membership_problems(later, before, tagged, [1], [])
    overlapping = [{**added, "t0": 1, "t1": 5}, {**removed, "t0": 3, "t1": 4}]
    assert _membership_problems(overlapping, before, tagged, [1], []) == []


def _while_deleted_uncommitted(lib: Library, entry_id: int, action: Any) -> Any:
    """Run *action* (on lib, in a thread) while a second connection has deleted the entry
    but not committed yet, then commit the deletion; what the action gave (or raised)."""
    import threading

    other = open_library(lib.target)
    outcome: list[Any] = []

    def act() -> None:
        try:
            outcome.append(action())
        except Exception as exc:  # handed to the test
            outcome.append(exc)
        finally:
            lib.close_worker()  # the connection peewee opened for this thread (one per thread)

    try:
        with other.atomic():
            deleting.delete_entries(other, [entry_id])
            thread = threading.Thread(target=act)
            thread.start()
            time.sleep(0.5)  # the action is waiting for the deletion, or past it
        thread.join(timeout=30)
    finally:
        other.close()
        database_proxy.initialize(lib.db)
    return outcome[0]


def test_tagging_an_entry_being_deleted_tags_nothing(lib: Library) -> None:
    ids, list_ids = _setup_small(lib)
    changes = _while_deleted_uncommitted(lib, ids[0], lambda: tags.add_tag(lib, ids[:2], "new"))
    assert not isinstance(changes, Exception), changes
    assert changes.edited == {ids[1]}
    listed = _while_deleted_uncommitted(
        lib, ids[2], lambda: lists.add_to_list(lib, list_ids[0], ids[2:4])
    )
    assert not isinstance(listed, Exception), listed
    assert listed.edited == {ids[3]}


def test_two_deleting_one_entry_at_once_only_one_removes_it(lib: Library) -> None:
    ids, _ = _setup_small(lib)
    changes = _while_deleted_uncommitted(lib, ids[0], lambda: deleting.delete_entries(lib, ids))
    assert not isinstance(changes, Exception), changes
    assert changes.removed == set(ids[1:])


def _setup_small(lib: Library) -> tuple[list[int], list[int]]:
    """Four entries and one list; (entry ids, list ids)."""
    ids = sorted(add(lib, *(record(f"Paper {i}") for i in range(4))).added)
    lists.create_list(lib, "Club")
    return ids, [lists.find_list(lib, "Club") or 0]
