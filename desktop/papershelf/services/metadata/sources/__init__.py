"""The metadata-source registry: every service Papershelf asks, one module each.

As JabRef's WebFetchers: a service is a module in this package that defines `SOURCE` (its key,
name, base URL, request interval, and the search and/or identifier resolver it offers), listed
once below. The client (base URLs, `PAPERSHELF_<KEY>_URL`, intervals, names in messages),
Find Metadata's searches and the identifier resolution all read this list; nothing else
names a service. The order is the order services are asked: searches in this order, and the
resolvers of one identifier kind in this order (Crossref before doi.org for a DOI).
"""

from __future__ import annotations

from papershelf.services.metadata.sources import (
    arxiv,
    crossref,
    doi_org,
    openalex,
    semantic_scholar,
)
from papershelf.services.metadata.sources.base import Source

__all__ = ["SOURCES", "Source", "by_key", "resolvers", "searchers"]

SOURCES: tuple[Source, ...] = (
    semantic_scholar.SOURCE,
    openalex.SOURCE,
    crossref.SOURCE,
    doi_org.SOURCE,
    arxiv.SOURCE,
)


def by_key(key: str) -> Source:
    """The source a request names ('crossref'); KeyError for a name no module defines."""
    for source in SOURCES:
        if source.key == key:
            return source
    raise KeyError(key)


def searchers() -> list[Source]:
    """The sources that find candidates for an entry, in the order they are asked."""
    return [source for source in SOURCES if source.search is not None]


def resolvers(kind: str) -> list[Source]:
    """The sources that resolve one identifier kind ('doi'), in the order they are asked."""
    return [source for source in SOURCES if source.resolves == kind and source.resolve]
