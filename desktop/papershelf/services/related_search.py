"""Answering related:KEY in a library's searches: papers like the entries called KEY."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from papershelf.library import related_sql
from papershelf.library.db import Library
from papershelf.library.queries import entry_ids_by_key
from papershelf.services.related import RelatedIndex, build_index

SEARCH_LIMIT = 50  # entries a related: term finds (the closest ones)
MIN_SCORE = 0.05  # below this share of the entry's own score, little more than a word is shared


def related_ids(lib: Library, index: RelatedIndex, keys: Sequence[str], limit: int) -> list[int]:
    """The entries closest to the entries called *keys* (all of them together), best first."""
    found = entry_ids_by_key(lib, list(keys))
    ids = [found[key.lower()] for key in keys if key.lower() in found]
    if not ids:
        return []
    query = index.centroid(ids)
    return [
        hit.entry_id for hit in index.similar(query, limit, exclude=ids) if hit.score >= MIN_SCORE
    ]


def attach(lib: Library, index_of: Callable[[], RelatedIndex] | None = None) -> None:
    """Answer related: terms of *lib*'s searches from *index_of()* (default: one of its own)."""
    related_sql.create_vocabulary(lib)  # now, not in the middle of a search
    own: list[RelatedIndex] = []

    def index() -> RelatedIndex:
        """The library's related papers (nothing to build: the full-text index answers)."""
        if not own:
            own.append(build_index(lib))
        return own[0]

    source = index_of or index
    lib.answer_related(lambda keys: related_ids(lib, source(), keys, SEARCH_LIMIT))
