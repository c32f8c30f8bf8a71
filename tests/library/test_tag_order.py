"""entry.tag_sort: the first tag name of each entry, kept right by triggers, and the tag sort."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from papershelf.library import tag_order
from papershelf.library.db import Library, backup_dir, open_library
from papershelf.library.queries import Sort, ordered_ids
from papershelf.library.sqlite import migrations
from papershelf.services.tags import add_tag, delete_tag, merge_tags, remove_tag, rename_tag
from tests.factories import add, record


def _firsts(lib: Library) -> dict[int, str]:
    """Each entry's stored first tag name."""
    return dict(lib.execute("SELECT id, tag_sort FROM entry").fetchall())


def _three(lib: Library) -> list[int]:
    """Three untagged entries."""
    return add(lib, record("One", 2020), record("Two", 2021), record("Three", 2022)).added


def test_adding_tags_keeps_the_alphabetically_first_ignoring_case(lib: Library) -> None:
    a, b, c = _three(lib)
    add_tag(lib, [a, b], "vision")
    add_tag(lib, [a], "Attention")
    add_tag(lib, [b], "zero-shot")
    assert _firsts(lib) == {a: "Attention", b: "vision", c: ""}


def test_removing_renaming_and_deleting_tags_update_it(lib: Library) -> None:
    a, b, c = _three(lib)
    add_tag(lib, [a, b, c], "models")
    add_tag(lib, [a], "attention")
    remove_tag(lib, [a], "attention")
    assert _firsts(lib)[a] == "models"
    rename_tag(lib, "models", "Architectures")
    assert _firsts(lib) == {a: "Architectures", b: "Architectures", c: "Architectures"}
    delete_tag(lib, "Architectures")
    assert _firsts(lib) == {a: "", b: "", c: ""}


def test_merging_tags_updates_it(lib: Library) -> None:
    a, b, _ = _three(lib)
    add_tag(lib, [a], "zz-old")
    add_tag(lib, [b], "bb")
    merge_tags(lib, ["zz-old"], "aa")
    assert _firsts(lib)[a] == "aa"
    assert _firsts(lib)[b] == "bb"


def test_sort_by_tags_groups_by_first_tag_with_untagged_last_both_ways(lib: Library) -> None:
    a, b, c = _three(lib)
    add_tag(lib, [a], "zebra")
    add_tag(lib, [b], "Apple")
    assert ordered_ids(lib, sort=Sort("tags", descending=False)) == [b, a, c]
    assert ordered_ids(lib, sort=Sort("tags", descending=True)) == [a, b, c]


def test_suspended_fills_the_column_once_at_the_end(lib: Library) -> None:
    a, b, c = _three(lib)
    with tag_order.suspended(lib):
        lib.execute("INSERT INTO tag (id, name) VALUES (90, 'beta'), (91, 'alpha')")
        lib.execute("INSERT INTO entry_tag (entry_id, tag_id) VALUES (?, 90), (?, 91), (?, 90)",
                    [a, a, b])  # fmt: skip
        assert _firsts(lib)[a] == ""  # no trigger while suspended
    assert _firsts(lib) == {a: "alpha", b: "beta", c: ""}
    add_tag(lib, [c], "gamma")  # the triggers are back
    assert _firsts(lib)[c] == "gamma"


def test_a_version_3_library_gains_the_column_filled(tmp_path: Path) -> None:
    path = tmp_path / "v3.sqlite"
    lib = open_library(path)
    a, b, _ = _three(lib)
    add_tag(lib, [a], "beta")
    add_tag(lib, [a, b], "Alpha")
    lib.close()
    conn = sqlite3.connect(path)
    for name in tag_order.TRIGGER_NAMES:
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute("DROP INDEX entry_tag_sort")
    conn.execute("ALTER TABLE entry DROP COLUMN tag_sort")
    conn.execute("PRAGMA user_version = 3")
    conn.commit()
    conn.close()
    migrated = open_library(path)
    assert migrated.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
    indexes = migrated.execute("PRAGMA index_list(entry)").fetchall()
    assert "entry_tag_sort" in {row[1] for row in indexes}
    assert _firsts(migrated)[a] == "Alpha" and _firsts(migrated)[b] == "Alpha"
    add_tag(migrated, [b], "aardvark")
    assert _firsts(migrated)[b] == "aardvark"
    migrated.close()
    assert list(backup_dir(path).glob("*before-migration-v3*.sqlite"))
