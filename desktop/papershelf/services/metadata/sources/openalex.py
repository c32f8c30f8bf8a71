"""OpenAlex: candidate papers whose title matches the entry's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from papershelf.formats.records import Record
from papershelf.formats.web.scholar_json import openalex_record
from papershelf.services.metadata.sources.base import PER_SERVICE, Source, json_list, query_title

if TYPE_CHECKING:
    from papershelf.services.metadata.client import MetadataClient


def search(client: MetadataClient, entry: Record) -> list[Record]:
    """Works whose title matches the entry's."""
    title = query_title(entry)
    if not title:
        return []
    answer = client.get(
        "openalex", "/works", {"filter": f"title.search:{title}", "per-page": str(PER_SERVICE)}
    )
    return [openalex_record(w) for w in json_list(answer.json(), "results")]


SOURCE = Source("openalex", "OpenAlex", "https://api.openalex.org", 0.1, search=search)
