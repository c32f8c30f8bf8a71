"""The first rows of a view of filters alone (year:, tag:, list:, status:, a sidebar tag or
status) read along the order's own index (issue 38).

A filter's own index finds every match, then each is looked up in the entry table and all
are sorted: at a million entries a common tag takes seconds for its first screenful. Walking
the order's index instead and asking the filter of each entry in turn stops at the LIMIT:
a filter that matches one entry in k reads about k entries a row. So a common filter walks
and a rare one keeps its own index. Which is which is asked of the walk's own first `bound`
entries (sqrt(limit x entries), ~16,000 for 250 rows of a million: where both ways read
about as many rows): a count of matches among them that stops at the limit. A sample of
the order itself, not of the filter's index, so a filter whose matches lie far down the
order (old papers, newest first) keeps its own index. The rows and their order are the
same either way: only the plan differs.
"""

from __future__ import annotations

from dataclasses import replace
from math import isqrt

from papershelf.library.db import Library
from papershelf.library.search_sql import Plan, View
from papershelf.library.sql import Sql

# The index each sort key's order is read from (queries.SORT_SQL's keys; relevance without
# text words is newest first). Keys not here (files, a list's positions) are never walked.
WALK_INDEXES = {
    "title": "entry_title",
    "authors": "entry_author_sort",
    "year": "entry_year",
    "venue": "entry_venue",
    "status": "entry_status",
    "rating": "entry_rating",
    "tags": "entry_tag_sort",
    "added": "entry_date_added",
    "relevance": "entry_date_added",
    "key": "entry_key",
}


def bound(lib: Library, limit: int) -> int:
    """How many entries of the order a walk may read: sqrt(limit x the library's size), its
    size read as the highest id (no count)."""
    highest = lib.execute(Sql("SELECT max(id) FROM entry")).fetchone()[0] or 0
    return max(limit, isqrt(limit * int(highest)))


def walkable(view: View, key: str) -> bool:
    """Whether *view* has filters to ask along *key*'s index, and no join drives it (a
    reading list's rows) nor text."""
    filtered = view.scope_where != "TRUE" or view.plan.where.sql != "TRUE"
    return key in WALK_INDEXES and filtered and not view.scope_join and view.plan.match is None


def along_order(lib: Library, view: View, key: str) -> View:
    """*view* (its filters asked per row: queries._view's per_row) read by *key*'s index."""
    return replace(view, entry_hint=lib.backend.words.index_hint(WALK_INDEXES[key]))


def common(lib: Library, walk: View, key_order: str, limit: int) -> bool:
    """Whether *walk* (along_order's) finds *limit* matches among the first `bound`
    entries of the order (*key_order*: ORDER BY the index's column alone): counted in
    those entries, stopping at *limit*, so a common filter answers in a few hundred rows."""
    head = View(Plan(), order=key_order, entry_hint=walk.entry_hint, index=walk.index)
    first, _ = head.select(limit=bound(lib, limit))
    within = replace(walk, scope_where=f"({walk.scope_where}) AND e.id IN ({first})")
    sql, params = within.count(at_most=limit)
    return int(lib.execute(Sql(sql), params).fetchone()[0]) >= limit
