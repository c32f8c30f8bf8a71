"""Semantic Scholar: candidate papers by title (its match, then a search and one batch call)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from papershelf.formats.records import Record
from papershelf.formats.web.scholar_json import s2_record
from papershelf.services.metadata.sources.base import PER_SERVICE, Source, json_list, query_title

if TYPE_CHECKING:
    from papershelf.services.metadata.client import MetadataClient

FIELDS = (
    "title,abstract,authors,year,venue,journal,externalIds,publicationTypes,publicationVenue,url"
)


def search(client: MetadataClient, entry: Record) -> list[Record]:
    """The title match, then a search whose papers come by one batch call."""
    title = query_title(entry)
    if not title:
        return []
    records = []
    match = client.get("s2", "/graph/v1/paper/search/match", {"query": title, "fields": FIELDS})
    if match.status == 200:
        records += [s2_record(p) for p in json_list(match.json(), "data")]
    found = client.get(
        "s2", "/graph/v1/paper/search",
        {"query": title, "fields": "title", "limit": str(PER_SERVICE)},
    )  # fmt: skip
    papers = json_list(found.json(), "data")[:PER_SERVICE]
    ids = [str(p["paperId"]) for p in papers if isinstance(p, dict) and p.get("paperId")]
    if ids:
        batch = client.post("s2", "/graph/v1/paper/batch", {"fields": FIELDS}, {"ids": ids})
        records += [s2_record(p) for p in json_list(batch.json(), None)]
    return records


# About 1 request/s without an API key (PAPERSHELF_S2_API_KEY).
SOURCE = Source("s2", "Semantic Scholar", "https://api.semanticscholar.org", 1.0, search=search)
