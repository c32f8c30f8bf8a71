"""A typed search's first page without counting every hit (first_page_ids, count_all=False):
the same page as the counted one, the total exact only when the hits are few."""

from __future__ import annotations

import pytest

import papershelf.library.queries as queries
from papershelf.library.db import Library
from papershelf.library.queries import RELEVANCE, Sort, first_page_ids, ordered_ids
from tests.library import test_search

shelf = test_search.shelf  # the search table's library, on each backend

WORDS = [query for query, _expected in test_search.QUERIES]


@pytest.mark.parametrize("rank_limit", [1, 2, 8000])
def test_uncounted_page_is_the_counted_page(
    shelf: tuple[Library, dict[str, int]],
    monkeypatch: pytest.MonkeyPatch,
    rank_limit: int,
) -> None:
    """Every query of the search table, hits ranked or newest first: the same ids and the
    same choice of order, and the total is exact whenever it says it is."""
    lib, _ids = shelf
    monkeypatch.setattr(queries, "RANK_LIMIT", rank_limit)
    for query in WORDS:
        counted = first_page_ids(lib, query, limit=2, typing=False)
        fast = first_page_ids(lib, query, limit=2, typing=False, count_all=False)
        assert (fast.ids, fast.exact, fast.hints, fast.terms) == (
            counted.ids, counted.exact, counted.hints, counted.terms,
        ), query  # fmt: skip
        assert counted.counted
        if fast.counted:
            assert fast.total == counted.total, query
        else:
            assert len(fast.ids) < fast.total <= counted.total, query


def test_many_hits_are_not_counted_and_come_newest_first(
    shelf: tuple[Library, dict[str, int]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Past what may be ranked at once, the page is the newest hits and the total a bound;
    the whole list (what the window reads on its task runner) has the count."""
    lib, _ids = shelf
    monkeypatch.setattr(queries, "RANK_LIMIT", 1)
    page = first_page_ids(lib, "optim", limit=1, count_all=False)
    everything = ordered_ids(lib, query="optim", sort=Sort(RELEVANCE))
    assert not page.counted and not page.exact
    assert page.ids == sorted(everything, reverse=True)[:1]
    assert page.total == 2 < len(everything) == 3  # counted as far as RANK_LIMIT and one more


def test_few_hits_are_counted_and_ranked(shelf: tuple[Library, dict[str, int]]) -> None:
    """Hits few enough to rank: ranked as the whole list is, and counted exactly."""
    lib, _ids = shelf
    page = first_page_ids(lib, "optim", limit=2, count_all=False)
    everything = ordered_ids(lib, query="optim", sort=Sort(RELEVANCE))
    assert page.counted and page.exact
    assert page.ids == everything[:2] and page.total == len(everything) == 3
