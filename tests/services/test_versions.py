"""Row versions: 1 at insert, moved by every change of an entry, tag, list or saved search.

The property test makes random changes through the services (every write path that
changes those rows) and checks that each row whose content changed has a higher version,
so a write path that forgets to move it cannot ship.
"""

from __future__ import annotations

import getpass
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from papershelf.library.db import Library, open_library
from papershelf.library.queries import get_entry
from papershelf.library.sqlite import migrations
from papershelf.services import (
    attachments,
    deleting,
    entries,
    keys,
    lists,
    merging,
    saved_searches,
    tags,
)
from papershelf.services.changes import ServiceError
from papershelf.services.conflicts import Seen
from tests.factories import add, record

Content = dict[str, dict[int, tuple[Any, ...]]]
STAMPS = {"version", "changed_by", "changed_at", "tag_sort"}  # tag_sort: tags' own ordering


def _rows(lib: Library, sql: str) -> dict[int, tuple[Any, ...]]:
    """Rows keyed by their first column."""
    found: dict[int, tuple[Any, ...]] = {}
    for row in lib.execute(sql):
        found.setdefault(int(row[0]), ())
        found[int(row[0])] += (tuple(row[1:]),)
    return found


def content(lib: Library) -> Content:
    """What each versioned row holds (an entry: its columns, people, fields and raw fields)."""
    columns = [d[0] for d in lib.execute("SELECT * FROM entry LIMIT 0").description]
    kept = ", ".join(c for c in columns if c not in STAMPS)
    entry = _rows(lib, f"SELECT id, {kept} FROM entry")
    for sql in (
        "SELECT entry_id, role, position, family, given, von, jr, raw FROM person",
        "SELECT entry_id, position, name, value FROM entry_field",
        "SELECT entry_id, raw_fields FROM entry_bibtex",
    ):
        for entry_id, rows in _rows(lib, sql).items():
            entry[entry_id] += (tuple(sorted(rows)),)
    return {
        "entry": entry,
        "tag": _rows(lib, "SELECT id, name, color FROM tag"),
        "reading_list": _rows(lib, "SELECT id, name, description FROM reading_list"),
        "saved_search": _rows(lib, "SELECT id, name, query, scope FROM saved_search"),
    }


def versions(lib: Library) -> dict[str, dict[int, int]]:
    """Every versioned row's version."""
    return {
        table: {int(i): int(v) for i, v in lib.execute(f"SELECT id, version FROM {table}")}
        for table in ("entry", "tag", "reading_list", "saved_search")
    }


def test_a_new_entry_is_at_version_1_and_an_edit_moves_it_naming_the_writer(
    lib: Library,
) -> None:
    (entry_id,) = add(lib, record("A paper")).added
    assert get_entry(lib, entry_id).version == 1  # type: ignore[union-attr]
    entries.update_entry(lib, entry_id, {"title": "Another"})
    row = lib.execute(
        "SELECT version, changed_by, changed_at FROM entry WHERE id = ?", [entry_id]
    ).fetchone()
    assert row[0] == 2 and row[1] == lib.user_name() != "" and row[2]


def test_the_writer_on_a_file_is_the_operating_systems_user(tmp_path: Path) -> None:
    library = open_library(tmp_path / "mine.sqlite")
    try:
        assert library.user_name() == getpass.getuser()
    finally:
        library.close()


def test_tags_lists_and_saved_searches_start_at_1_and_move(lib: Library) -> None:
    tags.create_tag(lib, "ml")
    list_id = lists.ensure_list(lib, "Club")
    saved_searches.create_saved(lib, "Recent", "year:2020")
    assert {t: set(v.values()) for t, v in versions(lib).items() if v} == {
        "tag": {1}, "reading_list": {1}, "saved_search": {1},
    }  # fmt: skip
    tags.recolor_tag(lib, "ml", "#123456")
    lists.describe_list(lib, list_id, "Tuesdays")
    saved_searches.rename_saved(lib, saved_searches.find_saved(lib, "Recent") or 0, "New")
    assert {t: set(v.values()) for t, v in versions(lib).items() if v} == {
        "tag": {2}, "reading_list": {2}, "saved_search": {2},
    }  # fmt: skip


def test_an_older_library_gains_versions_when_opened(tmp_path: Path) -> None:
    path = tmp_path / "v7.sqlite"
    lib = open_library(path)
    add(lib, record("Old paper"))
    tags.create_tag(lib, "ml")
    lib.close()
    import sqlite3

    conn = sqlite3.connect(path)
    for table, column in (("entry", "version"), ("entry", "changed_by"), ("entry", "changed_at"),
                          ("tag", "version"), ("reading_list", "version"),
                          ("saved_search", "version")):  # fmt: skip
        conn.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
    conn.execute("PRAGMA user_version = 7")
    conn.commit()
    conn.close()
    migrated = open_library(path)
    assert migrated.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
    assert migrated.execute("SELECT version, changed_by FROM entry").fetchall() == [(1, "")]
    assert migrated.execute("SELECT version FROM tag").fetchall() == [(1,)]
    migrated.close()


Undo = Callable[[Library], object]
UNDOS: list[Undo] = []  # undo steps waiting, as an undo stack holds them (the test clears it)


def _ids(lib: Library) -> list[int]:
    return [int(i) for (i,) in lib.execute("SELECT id FROM entry ORDER BY id")]


def _pick(lib: Library, n: int) -> int:
    ids = _ids(lib)
    return ids[n % len(ids)] if ids else 0


def _edit(lib: Library, n: int) -> object:
    name, value = [
        ("title", f"Title {n}"), ("venue", f"Venue {n % 3}"), ("year", 1990 + n % 30),
        ("authors_text", f"Doe, J{n % 4} and Roe, R"), ("fields", [("pages", f"{n}--{n + 1}")]),
        ("notes", f"note {n % 2}"), ("status", n % 3), ("rating", n % 6), ("doi", f"10.1/{n}"),
    ][n % 9]  # fmt: skip
    entry_id = _pick(lib, n)
    before = entries.entry_values(lib, entry_id, [name])
    _changes, stamps = entries.update_stamped(lib, {entry_id: {name: value}})
    seen = Seen(stamps.get(entry_id), {name: value})
    UNDOS.append(lambda lib: entries.update_entries(lib, {entry_id: before}, {entry_id: seen}))
    return None


def _batch(lib: Library, n: int) -> object:
    ids = _ids(lib)[: 1 + n % 3]
    if n % 2:
        return entries.set_status(lib, ids, n % 3)
    return entries.set_rating(lib, ids, n % 6)


def _rekey(lib: Library, n: int) -> object:
    entry_id = _pick(lib, n)
    if not entry_id:
        return None  # every paper deleted or merged away: nothing to rekey
    key = lib.execute("SELECT key FROM entry WHERE id = ?", [entry_id]).fetchone()[0]
    return keys.regenerate_keys(lib, [(entry_id, key, f"key{n}x{entry_id}")])


def _merge(lib: Library, n: int) -> object:
    ids = _ids(lib)
    if len(ids) < 2:
        return None
    keep, other = ids[n % len(ids)], ids[(n + 1) % len(ids)]
    snapshot = deleting.snapshot_entries(lib, [keep, other])
    merging.merge_entries(lib, keep, other, {"title": "other"})
    UNDOS.append(lambda lib: deleting.revert_entries(lib, snapshot))
    return None


def _merge_record(lib: Library, n: int) -> object:
    with lib.atomic():  # as an import merging a record into an entry it has
        return merging.merge_record_into(lib, _pick(lib, n), record(f"Imported {n}"), {})


def _delete(lib: Library, n: int) -> object:
    snapshot = deleting.snapshot_entries(lib, [_pick(lib, n)])
    deleting.delete_entries(lib, snapshot.entry_ids)
    UNDOS.append(lambda lib: deleting.restore_entries(lib, snapshot))
    return None


def _attach(lib: Library, n: int) -> object:
    (lib.folder / "incoming").mkdir(parents=True, exist_ok=True)
    path = lib.folder / "incoming" / f"paper{n}.pdf"
    path.write_bytes(b"%PDF-1.4\n")
    done = attachments.attach(lib, _pick(lib, n), path, copy=False)
    UNDOS.append(lambda lib: attachments.detach(lib, done.attachments))
    return None


def _tag_edit(lib: Library, n: int) -> object:
    name = f"t{n % 3}"
    tags.add_tag(lib, [_pick(lib, n)], name)
    target = [f"r{n}", f"t{(n + 1) % 3}", name, name][n % 4]
    before = tags.tag_snapshot(lib, name, target)
    match n % 4:
        case 0 | 1:
            tags.rename_tag(lib, name, target, merge=True)
        case 2:
            tags.recolor_tag(lib, name, f"#{n % 10}{n % 10}0000")
        case _:
            tags.delete_tag(lib, name)
    UNDOS.append(lambda lib: tags.restore_tags(lib, before))
    return None


def _list_edit(lib: Library, n: int) -> object:
    list_id = lists.ensure_list(lib, f"L{n % 2}")
    lists.add_to_list(lib, list_id, [_pick(lib, n)])
    snapshot = lists.list_snapshot(lib, list_id)
    match n % 3:
        case 0:
            lists.describe_list(lib, list_id, f"about {n}")
        case 1:
            lists.rename_list(lib, list_id, f"M{n}")
        case _:
            lists.delete_list(lib, list_id)
    UNDOS.append(lambda lib: lists.restore_list(lib, snapshot))
    return None


def _saved_edit(lib: Library, n: int) -> object:
    saved_id = saved_searches.find_saved(lib, "S")
    if saved_id is None:
        return saved_searches.create_saved(lib, "S", "year:2020")
    old = saved_searches.get_saved(lib, saved_id)
    assert old is not None
    match n % 3:
        case 0:
            saved_searches.edit_saved(lib, saved_id, f"year:{2000 + n}")
        case 1:
            saved_searches.rename_saved(lib, saved_id, f"S{n}")
        case _:
            saved_searches.delete_saved(lib, saved_id)
    UNDOS.append(lambda lib: saved_searches.restore_saved(lib, old))
    return None


def _undo(lib: Library, n: int) -> object:
    return UNDOS.pop()(lib) if UNDOS else None


Step = Callable[[Library, int], object]
STEPS: list[Step] = [
    _edit, _batch, _rekey, _merge, _merge_record, _delete, _attach, _tag_edit, _list_edit,
    _saved_edit, _undo, _undo, _undo,
]  # fmt: skip


def _check_moved(before: Content, old: dict[str, dict[int, int]], lib: Library) -> None:
    """Every row whose content changed has a higher version than before."""
    after, new = content(lib), versions(lib)
    for table, rows in after.items():
        for row_id, value in rows.items():
            if row_id in before[table] and before[table][row_id] != value:
                assert new[table][row_id] > old[table][row_id], (table, row_id, value)


@settings(
    max_examples=50, deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)  # fmt: skip
@given(
    st.lists(
        st.tuples(st.integers(0, len(STEPS) - 1), st.integers(0, 60)), min_size=10, max_size=30
    )
)
def test_every_change_through_the_services_moves_the_changed_rows_versions(
    lib: Library, steps: list[tuple[int, int]]
) -> None:
    # One library for every example (on each backend): each adds papers and changes them.
    UNDOS.clear()
    add(lib, *(record(f"Paper {i}", 2000 + i, f"Doe, J{i}") for i in range(5)))
    highest: dict[int, tuple[int, tuple[Any, ...]]] = {}  # entry: (version, content)
    for step, n in steps:
        before, old = content(lib), versions(lib)
        try:
            STEPS[step](lib, n)
        except ServiceError:
            continue  # refused (a clash of names): nothing was written
        _check_moved(before, old, lib)
        _check_never_back(highest, lib)


def _check_never_back(highest: dict[int, tuple[int, tuple[Any, ...]]], lib: Library) -> None:
    """An entry's version never comes back with other content (deleted, then put back)."""
    now, current = versions(lib)["entry"], content(lib)["entry"]
    for entry_id, version in now.items():
        if entry_id in highest:
            top, seen = highest[entry_id]
            assert version > top or (version == top and current[entry_id] == seen), entry_id
        highest[entry_id] = (version, current[entry_id])
