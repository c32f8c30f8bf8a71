"""A view of filters alone gives its first rows along the order's index when its filters are
common, through their own index when not (library/filter_walk): the same rows in the same
order either way, on SQLite and on PostgreSQL (issue 38)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from papershelf.library import filter_walk
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import SORT_SQL, Scope, Sort, TagSelection, ordered_ids
from papershelf.services.entries import set_status
from papershelf.services.lists import append_to_list, ensure_list
from papershelf.services.tags import add_tag
from tests.backends import BACKENDS, library_on
from tests.bulk import bulk_library

ENTRIES = 600
FIRST = 20  # the first rows asked for: bound() is sqrt(20 x 600) = 109 entries of the order
VIEWS = [
    (Scope(), "year:1995..2010"),  # about half the years of bulk_library (1990-2025)
    (Scope(), "year:1990..1991"),  # one entry in 18: fewer than FIRST in 109
    (Scope(), "tag:ml"),
    (Scope(), "tag:ml -tag:cv"),
    (Scope(), "list:Classics"),
    (Scope(), "status:reading"),
    (Scope(), "year:>2000 status:unread"),
    (Scope("tag", "ml"), ""),
    (Scope("tags", TagSelection(("ml",), ("cv",))), ""),
    (Scope("status", int(Status.READING)), ""),
    (Scope("status", int(Status.READING)), "year:2000..2020"),
    (Scope("unfiled"), ""),
]
SORTS = [Sort(key, descending) for key in SORT_SQL if key != "position" for descending in (1, 0)]


@pytest.fixture(params=BACKENDS, scope="module")
def lib(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """ENTRIES generated entries, half tagged ml, a sixth cv, a third being read, a fifth in
    the list Classics."""
    for made in library_on(request, tmp_path_factory.mktemp("walk")):
        bulk_library(made, ENTRIES)
        add_tag(made, range(2, ENTRIES + 1, 2), "ml")
        add_tag(made, range(6, ENTRIES + 1, 6), "cv")
        set_status(made, range(3, ENTRIES + 1, 3), Status.READING)
        append_to_list(made, ensure_list(made, "Classics"), range(5, ENTRIES + 1, 5))
        yield made


@pytest.mark.parametrize(("scope", "query"), VIEWS)
def test_the_first_rows_are_the_head_of_the_whole_list_in_every_order(
    lib: Library, scope: Scope, query: str
) -> None:
    for sort in SORTS:
        whole = ordered_ids(lib, scope, query, sort)
        assert len(whole) > FIRST, (scope, query)
        assert ordered_ids(lib, scope, query, sort, FIRST) == whole[:FIRST], sort


def _statements(lib: Library, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any]]:
    """Every statement *lib* runs from now on, with its parameters."""
    seen: list[tuple[str, Any]] = []
    real = lib.execute

    def recorded(sql: str, params: Any = ()) -> Any:
        """lib.execute, noting the statement."""
        seen.append((sql, params))
        return real(sql, params)

    monkeypatch.setattr(lib, "execute", recorded)
    return seen


@pytest.mark.parametrize(
    ("query", "sort", "walks"),
    [
        ("tag:ml", Sort("added"), True),  # every other entry: along entry_date_added
        ("year:1995..2010", Sort("title", False), True),
        ("year:1990..1991", Sort("added"), False),  # rare: its own index
        ("year:2010..2025", Sort("year", False), False),  # far down the order: its own
    ],
)
def test_a_common_filter_walks_the_orders_index_and_a_rare_one_does_not(
    lib: Library, monkeypatch: pytest.MonkeyPatch, query: str, sort: Sort, walks: bool
) -> None:
    statements = _statements(lib, monkeypatch)
    ordered_ids(lib, Scope(), query, sort, FIRST)
    index = filter_walk.WALK_INDEXES[sort.key]
    hint = lib.backend.words.index_hint(index)
    if not hint:  # PostgreSQL's planner chooses by its statistics
        return
    pages = [(s, p) for s, p in statements if s.startswith("SELECT e.id") and "LIMIT" in s]
    assert pages and all((hint in s) is walks for s, _ in pages), pages
    if walks:
        plan = lib.execute(f"EXPLAIN QUERY PLAN {pages[0][0]}", pages[0][1]).fetchall()
        steps = " / ".join(str(row[-1]) for row in plan)
        assert index in steps and "TEMP B-TREE" not in steps, steps
