"""The full-text index follows every write, folds accents, matches prefixes, and migrates."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from papershelf.library.db import Library, backup_dir, open_library
from papershelf.library.queries import ordered_ids
from papershelf.library.sqlite import fts, migrations
from papershelf.services.deleting import delete_entries, restore_entries, snapshot_entries
from papershelf.services.entries import update_entry
from tests.factories import add, record

STAMP = "2026-01-01 12:00:00"  # a date both backends take


def found(lib: Library, query: str) -> list[int]:
    """Ids the query finds, oldest first."""
    return sorted(ordered_ids(lib, query=query))


@pytest.mark.sqlite_only(reason="the FTS5 table and its SQLite triggers")
def test_new_library_has_index_and_triggers(lib: Library) -> None:
    names = {r[0] for r in lib.execute("SELECT name FROM sqlite_master")}
    assert fts.FTS_TABLE in names
    assert set(fts.TRIGGER_NAMES) <= names
    assert lib.execute("PRAGMA recursive_triggers").fetchone()[0] == 1


def test_import_edit_and_delete_keep_the_index_right(lib: Library) -> None:
    first, second = add(lib, record("Sparse kernels"), record("Dense layers")).added
    assert found(lib, "sparse") == [first]
    update_entry(lib, first, {"title": "Spiking neurons", "abstract": "Nothing sparse."})
    assert found(lib, "kernels") == []
    assert found(lib, "spiking") == [first]
    update_entry(lib, second, {"notes": "compare with spiking"})
    assert found(lib, "spiking") == [first, second]
    delete_entries(lib, [first])
    assert found(lib, "spiking") == [second]
    assert lib.backend.text_index_consistent(lib)


def test_undoing_a_delete_brings_the_entry_back_to_search(lib: Library) -> None:
    (entry,) = add(lib, record("Quantum annealing")).added
    snapshot = snapshot_entries(lib, [entry])
    delete_entries(lib, [entry])
    assert found(lib, "annealing") == []
    restore_entries(lib, snapshot)
    assert found(lib, "annealing") == [entry]
    assert lib.backend.text_index_consistent(lib)


def test_raw_sql_writes_are_followed_too(lib: Library) -> None:
    lib.execute(
        "INSERT INTO entry (id, key, title, abstract, date_added, date_modified) "
        f"VALUES (7, 'k7', 'Raw insert', 'about walruses', '{STAMP}', '{STAMP}')"
    )
    assert found(lib, "walrus") == [7]
    lib.execute("UPDATE entry SET abstract = 'about seals' WHERE id = 7")
    assert found(lib, "walrus") == [] and found(lib, "seals") == [7]
    lib.execute("UPDATE entry SET rating = 5, status = 2 WHERE id = 7")
    assert found(lib, "seals") == [7]
    row = (
        "(id, key, title, date_added, date_modified) "
        f"VALUES (7, 'k7', 'Replaced otters', '{STAMP}', '{STAMP}')"
    )
    if lib.backend.name == "sqlite":  # REPLACE deletes the row and inserts it anew
        lib.execute(f"INSERT OR REPLACE INTO entry {row}")
    else:  # the server's upsert, clearing the abstract as REPLACE does
        lib.execute(
            f"INSERT INTO entry {row} "
            "ON CONFLICT (id) DO UPDATE SET title = excluded.title, abstract = DEFAULT"
        )
    assert found(lib, "seals") == [] and found(lib, "otters") == [7]
    lib.execute("DELETE FROM entry WHERE id = 7")
    assert found(lib, "otters") == []
    assert lib.backend.text_index_consistent(lib)


def test_accents_and_case_fold_both_ways(lib: Library) -> None:
    accented, plain = add(
        lib,
        record("Schrödinger bridges", authors="Müller, Jürgen"),
        record("Erdos numbers", authors="Gödel, Kurt"),
    ).added
    assert found(lib, "schrodinger") == [accented]
    assert found(lib, "SCHRÖDINGER") == [accented]
    assert found(lib, "muller jurgen") == [accented]
    assert found(lib, "Erdős") == [plain]
    assert found(lib, "godel") == [plain]


def test_every_prefix_of_a_word_finds_it(lib: Library) -> None:
    (entry,) = add(lib, record("Optimization of optimizers")).added
    word = "optimization"
    for end in range(1, len(word) + 1):
        assert found(lib, word[:end]) == [entry], word[:end]
    assert found(lib, "optimizer") == [entry]
    assert found(lib, '"optimizer"') == []  # quoted: that exact word only


def test_reindex_repairs_a_stale_index(lib: Library) -> None:
    lib.backend.drop_text_index_triggers(lib)
    lib.execute(
        "INSERT INTO entry (key, title, date_added, date_modified) "
        f"VALUES ('x', 'Lost', '{STAMP}', '{STAMP}')"
    )
    assert found(lib, "lost") == []
    assert not lib.backend.text_index_consistent(lib)
    assert lib.backend.reindex(lib) == 1
    assert len(found(lib, "lost")) == 1
    assert lib.backend.text_index_consistent(lib)
    lib.execute("UPDATE entry SET title = 'Found' WHERE key = 'x'")  # triggers are back
    assert len(found(lib, "found")) == 1 and lib.backend.text_index_consistent(lib)


def test_suspended_bulk_insert_is_indexed_at_the_end(lib: Library) -> None:
    with lib.backend.text_index_suspended(lib):
        lib.executemany(
            "INSERT INTO entry (key, title, date_added, date_modified) VALUES (?, ?, ?, ?)",
            [(f"k{i}", f"Bulk paper {i}", STAMP, STAMP) for i in range(500)],
        )
        assert found(lib, "bulk") == []  # not indexed row by row
    assert len(found(lib, "bulk")) == 500
    add(lib, record("Afterwards"))
    assert len(found(lib, "afterwards")) == 1
    assert lib.backend.text_index_consistent(lib)


def test_suspended_rolls_back_whole_on_failure(lib: Library) -> None:
    with pytest.raises(RuntimeError), lib.backend.text_index_suspended(lib):
        lib.execute(
            "INSERT INTO entry (key, title, date_added, date_modified) "
            f"VALUES ('k', 'Doomed', '{STAMP}', '{STAMP}')"
        )
        raise RuntimeError("disk full")
    assert found(lib, "doomed") == []
    add(lib, record("Survivor"))  # the triggers index again
    assert len(found(lib, "survivor")) == 1
    assert lib.backend.text_index_consistent(lib)


@pytest.mark.sqlite_only(reason="reads SQLite's trigger list")
def test_suspended_leaves_the_triggers_in_place(lib: Library) -> None:
    with pytest.raises(RuntimeError), lib.backend.text_index_suspended(lib):
        raise RuntimeError("disk full")
    names = {r[0] for r in lib.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
    assert set(fts.TRIGGER_NAMES) <= names


def _make_version_1(path: Path) -> None:
    """A library as version 1 left it: no index, no triggers, no saved-search scope."""
    lib = open_library(path)
    add(lib, record("Schrödinger bridges"), record("Graph networks"))
    lib.execute("INSERT INTO saved_search (name, query) VALUES ('old', 'graph')")
    lib.close()
    conn = sqlite3.connect(path)
    for name in fts.TRIGGER_NAMES:
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute(f"DROP TABLE {fts.FTS_TABLE}")
    conn.execute("ALTER TABLE saved_search DROP COLUMN scope")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()


def test_version_1_library_is_backed_up_and_gets_the_index(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    _make_version_1(path)
    lib = open_library(path)
    assert lib.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
    assert len(found(lib, "schrodinger")) == 1 and len(found(lib, "graph")) == 1
    assert lib.backend.text_index_consistent(lib)
    assert lib.execute("SELECT name, query, scope FROM saved_search").fetchall() == [
        ("old", "graph", "")
    ]
    add(lib, record("New graph paper"))
    assert len(found(lib, "graph")) == 2
    lib.close()
    (backup,) = backup_dir(path).glob("*before-migration-v1*.sqlite")
    copy = sqlite3.connect(backup)
    assert copy.execute("PRAGMA user_version").fetchone()[0] == 1
    tables = {r[0] for r in copy.execute("SELECT name FROM sqlite_master")}
    assert fts.FTS_TABLE not in tables and "entry" in tables
    copy.close()


@pytest.mark.sqlite_only(reason="SQLite's planner statistics")
def test_statistics_keep_column_sorts_on_their_own_index(lib: Library) -> None:
    from tests.bulk import bulk_library

    bulk_library(lib, 3000)
    fts.update_statistics(lib.db)
    sql = "SELECT e.id FROM entry e ORDER BY e.venue = '', e.venue COLLATE NOCASE, e.id"
    plan = " ".join(row[3] for row in lib.execute(f"EXPLAIN QUERY PLAN {sql}"))
    assert "COVERING INDEX entry_venue" in plan  # not every entry row read through another index


def test_a_phrase_never_runs_from_one_field_into_the_next(lib: Library) -> None:
    (entry,) = add(lib, record("Deep graph", authors="Network, Alice", venue="Kernel")).added
    assert found(lib, '"deep graph"') == [entry]
    assert found(lib, '"graph network"') == []  # title's last word, authors' first
    assert found(lib, '"alice kernel"') == []


def test_field_terms_keep_to_their_field(lib: Library) -> None:
    (entry,) = add(lib, record("Plain", keywords="replay", venue="Atlas", notes="buffer")).added
    assert found(lib, "keywords:replay") == [entry]
    assert found(lib, "notes:replay") == found(lib, "venue:replay") == []
    assert found(lib, "venue:atlas") == [entry] and found(lib, "notes:atlas") == []
    assert found(lib, "notes:buffer") == [entry] and found(lib, "keywords:buffer") == []
    assert found(lib, "notes:buffer OR title:nothing") == [entry]
    assert found(lib, "plain -notes:buffer") == []
