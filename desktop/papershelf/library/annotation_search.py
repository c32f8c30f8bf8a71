"""Plain words finding entries by their annotations: after the entries' own hits and their
PDF pages' hits, in relevance order (a column's order shows the `annotation:` filter's).

A query's plain words (words_in_pages: top-level text naming no field) also go to the
marked words and comments of annotations, as the `annotation:` filter reads them (LIKE, on
both backends): entries found only that way come last, newest first. A library without
annotations pays nothing (one probe of the table).
"""

from __future__ import annotations

from dataclasses import replace

from papershelf.library.annotations_sql import any_annotations, search_condition
from papershelf.library.db import Library
from papershelf.library.search import Condition, ParsedQuery, positive_texts
from papershelf.library.search_sql import Plan, View, words_in_pages


def annotation_words(parsed: ParsedQuery) -> list[str]:
    """The plain words of a query, each as typed (none: the query has no plain words)."""
    node = words_in_pages(parsed)
    if node is None:
        return []
    return [word for text in positive_texts(node) for word in text.text.split()]


def with_annotations(
    lib: Library, parsed: ParsedQuery, base: View, view: View
) -> tuple[View, View | None]:
    """The view to run and, in relevance order, the view of entries found only by their
    annotations' words, to put after the others (a column's order widens the view instead).

    *base* is the query's view before PDF pages were added; *view* the one to run."""
    words = annotation_words(parsed) if base.plan.match is not None else []
    if not words or not any_annotations(lib):
        return view, None
    own, params = base.index.ids(base.plan.match)  # type: ignore[arg-type]
    marked, marked_params = search_condition(words, "e.id", lib.backend.words)
    if base.relevance and view.relevance:
        where = Condition(
            f"({base.plan.where.sql}) AND e.id NOT IN ({own}) AND ({marked})",
            [*base.plan.where.params, *params, *marked_params],
        )
        notes = replace(base, plan=Plan(None, where, None, base.plan.needs_entry))
        return view, replace(notes, scope_set=None, page_rank=None)
    found = view.plan.where
    if view.plan.match is not None:  # the own hits alone: say them as a condition
        found = Condition(f"({found.sql}) AND e.id IN ({own})", [*found.params, *params])
    where = Condition(
        f"({found.sql}) OR (({base.plan.where.sql}) AND ({marked}))",
        [*found.params, *base.plan.where.params, *marked_params],
    )
    return replace(view, plan=Plan(None, where, None, base.plan.needs_entry), scope_set=None), None
