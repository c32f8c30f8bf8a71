"""Searches inside a tag scope: the scope's ids kept in a temp table, right after any change."""

from __future__ import annotations

import pytest

import papershelf.library.queries as queries
from papershelf.library import scope_sets
from papershelf.library.db import Library, open_library
from papershelf.library.organising import tag_condition
from papershelf.library.queries import RELEVANCE, Scope, Sort, first_page_ids, ordered_ids
from papershelf.services.tags import add_tag, remove_tag
from tests.factories import add, record

ML = Scope("tag", "ml")


def _shelf(lib: Library) -> list[int]:
    """Five entries about graphs; the first three tagged ml (one of them under ml/gnn)."""
    ids = add(lib, *(record(f"Graph paper {n}", 2020 + n) for n in range(5))).added
    add_tag(lib, ids[:2], "ml")
    add_tag(lib, ids[2:3], "ml/gnn")
    return ids


def _temp_tables(lib: Library) -> set[str]:
    """Names of this connection's temporary tables."""
    if lib.backend.name == "postgresql":
        mine = "relnamespace = pg_my_temp_schema() AND relkind = 'r'"
        sql = f"SELECT relname FROM pg_class WHERE {mine}"
        return {row[0] for row in lib.execute(sql)}
    rows = lib.execute("SELECT name FROM temp.sqlite_master WHERE type = 'table'").fetchall()
    return {row[0] for row in rows}


def _in_set(lib: Library, table: str) -> list[int]:
    """The ids a scope's table holds, read as the searches read it (`e.id IN temp.NAME`)."""
    within = lib.backend.words.in_temp_table(table)
    sql = f"SELECT e.id FROM entry e WHERE e.id {within} ORDER BY e.id"
    return [row[0] for row in lib.execute(sql)]


def test_a_scope_table_is_made_kept_and_refreshed_after_any_change(lib: Library) -> None:
    ids = _shelf(lib)
    cond, params = tag_condition("ml")
    table = scope_sets.table(lib, cond, params)
    assert table is not None and _in_set(lib, table) == ids[:3]
    assert scope_sets.table(lib, cond, params) == table and len(_temp_tables(lib)) == 1
    add_tag(lib, [ids[4]], "ml")  # this connection
    assert _in_set(lib, scope_sets.table(lib, cond, params) or "") == [*ids[:3], ids[4]]
    other = open_library(lib.target)
    remove_tag(other, [ids[0]], "ml")  # another one
    other.close()
    assert _in_set(lib, scope_sets.table(lib, cond, params) or "") == [ids[1], ids[2], ids[4]]
    with lib.atomic():
        assert scope_sets.table(lib, cond, params) is None  # a rollback would drop it


def test_a_read_only_session_keeps_the_scope_as_a_subquery(lib: Library) -> None:
    from papershelf.library.lock import make_read_only

    ids = _shelf(lib)
    viewer = open_library(lib.target)
    make_read_only(viewer.db)
    cond, params = tag_condition("ml")
    table = scope_sets.table(viewer, cond, params)
    if viewer.backend.name == "postgresql":  # the server refuses CREATE TEMP TABLE there
        assert table is None
    else:  # SQLite's TEMP schema is the connection's own, writable in a read-only window
        assert table is not None and _in_set(viewer, table) == ids[:3]
    viewer.close()


def test_a_scoped_search_sees_the_scope_with_its_children(lib: Library) -> None:
    ids = _shelf(lib)
    assert sorted(ordered_ids(lib, ML, "graph", Sort(RELEVANCE))) == sorted(ids[:3])
    assert len(_temp_tables(lib)) == 1  # built once ...
    first_page_ids(lib, "grap", ML)
    first_page_ids(lib, "graph pap", ML)
    assert len(_temp_tables(lib)) == 1  # ... and reused while typing


def test_tagging_in_this_window_shows_in_the_next_keystroke(lib: Library) -> None:
    ids = _shelf(lib)
    first_page_ids(lib, "graph", ML)
    add_tag(lib, [ids[4]], "ml")
    remove_tag(lib, [ids[0]], "ml")
    assert sorted(first_page_ids(lib, "graph", ML).ids) == sorted([ids[1], ids[2], ids[4]])


def test_a_change_from_another_connection_shows_too(lib: Library) -> None:
    ids = _shelf(lib)
    assert first_page_ids(lib, "graph", ML).total == 3
    other = open_library(lib.target)
    add_tag(other, [ids[3]], "ml")
    other.close()
    assert first_page_ids(lib, "graph", ML).total == 4


def test_inside_a_transaction_no_table_is_made(lib: Library) -> None:
    ids = _shelf(lib)
    with lib.atomic():
        assert sorted(ordered_ids(lib, ML, "graph", Sort(RELEVANCE))) == sorted(ids[:3])
    assert _temp_tables(lib) == set()


def test_only_a_few_scopes_are_kept(lib: Library) -> None:
    _shelf(lib)
    for n in range(scope_sets.KEPT + 3):
        add_tag(lib, [1], f"t{n}")
    for n in range(scope_sets.KEPT + 3):
        first_page_ids(lib, "graph", Scope("tag", f"t{n}"))
    assert len(_temp_tables(lib)) == scope_sets.KEPT


def test_unranked_first_page_in_a_scope_is_the_newest_hits(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = _shelf(lib)
    monkeypatch.setattr(queries, "RANK_LIMIT", 1)
    page = first_page_ids(lib, "graph", ML, limit=2)
    assert not page.exact and page.total == 3
    assert page.ids == sorted(ids[:3], reverse=True)[:2]


def test_ranking_budget_counts_the_words(lib: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    _shelf(lib)
    monkeypatch.setattr(queries, "RANK_LIMIT", 5)
    assert first_page_ids(lib, "graph").exact  # 5 hits x 1 word
    assert not first_page_ids(lib, "graph paper").exact  # 5 hits x 2 words


@pytest.mark.sqlite_only(reason="a read-only SQLite connection")
def test_a_read_only_window_searches_a_tag_scope_too(lib: Library) -> None:
    from papershelf.library.lock import make_read_only

    ids = _shelf(lib)
    viewer = open_library(lib.target)
    make_read_only(viewer.db)
    assert sorted(first_page_ids(viewer, "graph", ML).ids) == sorted(ids[:3])
    viewer.close()
