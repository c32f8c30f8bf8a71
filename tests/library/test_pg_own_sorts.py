"""A first page in the member's own status or rating order (read value by value on a shared
library, queries._own_parts) and the server session's plan settings (issue 38)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from papershelf.library.db import Library, open_library
from papershelf.library.models import Status
from papershelf.library.queries import Scope, Sort, ordered_ids
from papershelf.library.sql import Sql
from papershelf.services.entries import set_rating, set_status
from tests.backends import server_schema
from tests.factories import add, record

STATUSES = (Status.UNREAD, Status.READING, Status.READ)


def _library(lib: Library) -> dict[int, tuple[int, int, int]]:
    """Thirty entries, with statuses and ratings set on some: id -> (status, rating, year)."""
    report = add(lib, *(record(f"Paper {n}", 1990 + n % 7) for n in range(30)))
    ids = list(report.added)
    statuses = {i: STATUSES[n % 5 % 3] if n % 5 < 3 else Status.UNREAD for n, i in enumerate(ids)}
    ratings = {i: n % 4 * (n % 3 == 0) for n, i in enumerate(ids)}
    for status in (Status.READING, Status.READ):
        set_status(lib, [i for i, s in statuses.items() if s == status], status)
    for rating in {r for r in ratings.values() if r}:
        set_rating(lib, [i for i, r in ratings.items() if r == rating], rating)
    years = {i: 1990 + n % 7 for n, i in enumerate(ids)}
    return {i: (int(statuses[i]), ratings[i], years[i]) for i in ids}


@pytest.mark.parametrize("key", ["status", "rating"])
def test_a_first_page_in_my_own_order_is_the_head_of_the_whole_order(
    lib: Library, key: str
) -> None:
    state = _library(lib)
    column = 0 if key == "status" else 1
    for descending in (False, True):
        whole = sorted(state, key=lambda i: (state[i][column], i), reverse=descending)
        assert ordered_ids(lib, sort=Sort(key, descending)) == whole
        for limit in (1, 4, 9, 20, 30, 40):
            page = ordered_ids(lib, Scope(), "", Sort(key, descending), limit)
            assert page == whole[:limit], (descending, limit)


def test_a_filtered_first_page_in_my_status_order_keeps_the_filter(lib: Library) -> None:
    state = _library(lib)
    kept = [i for i in state if state[i][2] >= 1994]
    for descending in (False, True):
        whole = sorted(kept, key=lambda i: (state[i][0], i), reverse=descending)
        page = ordered_ids(lib, Scope(), "year:>=1994", Sort("status", descending), 7)
        assert page == whole[:7]


@pytest.fixture
def server_lib(pg_url: str) -> Iterator[Library]:
    """A new library on the test server."""
    for target in server_schema(pg_url):
        lib = open_library(target)
        try:
            yield lib
        finally:
            lib.close()


@pytest.mark.postgresql
def test_the_member_is_found_by_the_index_on_member(server_lib: Library) -> None:
    server_lib.execute("SET enable_seqscan = off")
    member = server_lib.backend.words.member()
    plan = server_lib.execute(
        Sql(f"EXPLAIN SELECT min(status) FROM member_state WHERE member = {member} AND status > 0")
    )
    text = "\n".join(row[0] for row in plan)
    assert "Index Cond: ((member = " in text, text


@pytest.mark.postgresql
def test_a_server_session_compiles_no_statement(server_lib: Library) -> None:
    assert server_lib.execute(Sql("SHOW jit")).fetchone()[0] == "off"


@pytest.mark.postgresql
def test_reindex_makes_a_missing_sort_index(server_lib: Library) -> None:
    named = Sql(
        "SELECT count(*) FROM pg_indexes WHERE indexname = 'entry_date_added_order' "
        "AND schemaname = current_schema()"
    )
    assert server_lib.execute(named).fetchone()[0] == 1  # a new library has it
    server_lib.execute(Sql("DROP INDEX entry_date_added_order"))
    server_lib.backend.reindex(server_lib)
    assert server_lib.execute(named).fetchone()[0] == 1
