"""Queries the views ask: ordered ids under scopes, queries and sorts; rows by page."""

from __future__ import annotations

import random

import pytest

from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import Scope, Sort, _view, get_entry, load_rows, ordered_ids
from papershelf.library.search import parse
from papershelf.services.entries import set_rating, set_status
from papershelf.services.lists import find_list
from papershelf.services.tags import add_tag
from tests.factories import add, record
from tests.work_cost import cost


def _library(lib: Library) -> dict[str, int]:
    report = add(
        lib,
        record("Zebra stripes", 2019, "Young, Ann", venue="Nature"),
        record("attention everywhere", 2021, "Adams, Bob and Brown, Cy and Crane, Di"),
        record("Graph networks", None, "", venue="ICLR"),
        list_name="Queue",
    )
    return dict(zip(["zebra", "attention", "graph"], report.added, strict=True))


def test_sort_by_title_ignores_case(lib: Library) -> None:
    ids = _library(lib)
    order = ordered_ids(lib, sort=Sort("title", descending=False))
    assert order == [ids["attention"], ids["graph"], ids["zebra"]]


def test_missing_years_sort_last_both_ways(lib: Library) -> None:
    ids = _library(lib)
    assert ordered_ids(lib, sort=Sort("year", False))[-1] == ids["graph"]
    assert ordered_ids(lib, sort=Sort("year", True)) == [
        ids["attention"],
        ids["zebra"],
        ids["graph"],
    ]


def test_sort_by_authors_rating_and_status(lib: Library) -> None:
    ids = _library(lib)
    assert ordered_ids(lib, sort=Sort("authors", False)) == [
        ids["attention"], ids["zebra"], ids["graph"]
    ]  # fmt: skip
    set_rating(lib, [ids["graph"]], 4)
    assert ordered_ids(lib, sort=Sort("rating", True))[0] == ids["graph"]
    set_status(lib, [ids["zebra"]], Status.READ)
    assert ordered_ids(lib, sort=Sort("status", True))[0] == ids["zebra"]


def test_scopes(lib: Library) -> None:
    ids = _library(lib)
    set_status(lib, [ids["zebra"]], Status.READ)
    assert ordered_ids(lib, Scope("status", int(Status.READ))) == [ids["zebra"]]
    queue = find_list(lib, "Queue")
    in_list = ordered_ids(lib, Scope("list", queue), sort=Sort("position", False))
    assert in_list == [ids["zebra"], ids["attention"], ids["graph"]]


def test_text_query_matches_every_word_anywhere(lib: Library) -> None:
    ids = _library(lib)
    assert ordered_ids(lib, query="ATTENTION") == [ids["attention"]]
    assert ordered_ids(lib, query="graph iclr") == [ids["graph"]]
    assert ordered_ids(lib, query="graph nature") == []
    assert ordered_ids(lib, query="100%_") == []  # LIKE wildcards are literal


def test_rows_have_short_authors_and_tags(lib: Library) -> None:
    ids = _library(lib)
    rows = load_rows(lib, list(ids.values()))
    assert rows[ids["attention"]].authors == "Adams et al."
    assert rows[ids["zebra"]].authors == "Young"
    assert rows[ids["graph"]].authors == ""
    assert rows[ids["zebra"]].venue == "Nature"


def test_load_rows_in_chunks_beyond_the_parameter_limit(lib: Library) -> None:
    report = add(lib, *[record(f"Paper {i}") for i in range(2000)])
    rows = load_rows(lib, report.added)
    assert len(rows) == 2000


def test_get_entry_lists_and_missing(lib: Library) -> None:
    ids = _library(lib)
    entry = get_entry(lib, ids["zebra"])
    assert entry is not None and entry.lists == ["Queue"]
    assert get_entry(lib, 12345) is None


def test_a_3000_author_paper_costs_a_page_no_more_than_an_ordinary_one(lib: Library) -> None:
    crowd = " and ".join(f"Gonz\u00e1lez{i}, A." for i in range(3_000))
    report = add(lib, record("Higgs", 2012, crowd), record("Small", 2012, "Ng, A. and Li, B."))
    big, small = report.added
    rows = load_rows(lib, [big, small])
    assert rows[big].authors == "González0 et al."
    assert rows[small].authors == "Ng and Li"
    big_cost = cost(lib, lambda: load_rows(lib, [big]))
    assert big_cost <= 2 * cost(lib, lambda: load_rows(lib, [small])) + 2


def _one_statement_order(lib: Library, scope: Scope, query: str, sort: Sort) -> list[int]:
    """The order as one statement gives it: `ORDER BY blank, column, id` (the reference)."""
    sql, params = _view(lib, scope, parse(query), sort).select()
    return [row[0] for row in lib.execute(sql, params)]


def test_blanks_last_sorts_read_in_two_halves_give_the_one_statement_order(lib: Library) -> None:
    rng = random.Random(15)
    names = ["", "", "Ng, A.", "ng, B.", "Öztürk, C.", "Adams, D.", "adams, E.", "Zu, F."]
    venues = ["", "Nature", "nature", "ICLR", "Ümlaut Letters"]
    records = [
        record(f"Paper {i}", rng.choice([None, 1999, 2020, 2020]), rng.choice(names),
               venue=rng.choice(venues))
        for i in range(60)
    ]  # fmt: skip
    ids = add(lib, *records).added
    add_tag(lib, ids[::3], "Beta")
    add_tag(lib, ids[::5], "alpha")
    for key in ("authors", "year", "venue", "tags"):
        for descending in (False, True):
            for scope, query in ((Scope(), ""), (Scope("status", 0), "year:2000..2030")):
                sort = Sort(key, descending)
                expected = _one_statement_order(lib, scope, query, sort)
                assert ordered_ids(lib, scope, query, sort) == expected, (key, descending)


@pytest.mark.sqlite_only(reason="SQLite's statement trace")
def test_sorting_by_authors_walks_the_index_without_sorting_rows(lib: Library) -> None:
    add(lib, record("One", 2020, "Ng, A."), record("Two", 2021, ""))
    statements: list[str] = []
    lib.db.connection().set_trace_callback(statements.append)
    try:
        ordered_ids(lib, sort=Sort("authors", False))
    finally:
        lib.db.connection().set_trace_callback(None)
    selects = [s for s in statements if s.startswith("SELECT")]
    assert len(selects) == 2  # the named authors, then the entries without any
    for sql in selects:
        plan = " ".join(str(row[-1]) for row in lib.execute(f"EXPLAIN QUERY PLAN {sql}"))
        assert "entry_author_sort" in plan and "TEMP B-TREE" not in plan, plan
