"""Crossref: candidate papers by title, and a DOI's record (`/works/{doi}`: structured names,
and the abstract when the publisher deposited one)."""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import quote

from papershelf.formats.records import Record
from papershelf.formats.web.crossref import work_record
from papershelf.i18n import translate
from papershelf.services.metadata.client import LookupFailed
from papershelf.services.metadata.sources.base import PER_SERVICE, Source, json_list, query_title

if TYPE_CHECKING:
    from papershelf.services.metadata.client import MetadataClient


def search(client: MetadataClient, entry: Record) -> list[Record]:
    """Works whose title matches the entry's."""
    title = query_title(entry)
    if not title:
        return []
    answer = client.get("crossref", "/works", {"query.title": title, "rows": str(PER_SERVICE)})
    message = answer.json()
    items = json_list(message.get("message") if isinstance(message, dict) else None, "items")
    return [work_record(item) for item in items]


def resolve(client: MetadataClient, doi: str) -> Record | None:
    """The DOI's work, or None where Crossref does not hold it (DataCite DOIs: arXiv's)."""
    answer = client.get("crossref", f"/works/{quote(doi, safe='/')}")
    if answer.status != 200:
        return None
    message = answer.json()
    if isinstance(message, dict) and isinstance(message.get("message"), dict):
        return work_record(message["message"])
    raise LookupFailed(translate("metadata", "Crossref sent an answer without a work in it"))


SOURCE = Source(
    "crossref", "Crossref", "https://api.crossref.org", 0.05,
    search=search, resolves="doi", resolve=resolve,
)  # fmt: skip
