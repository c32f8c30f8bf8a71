"""arXiv: preprints whose abstracts hold an entry's most distinctive words, and an arXiv id's
record (the id as given: a versioned id stays versioned). arXiv asks for 3 s between requests."""

from __future__ import annotations

from typing import TYPE_CHECKING

from papershelf.formats.records import Record
from papershelf.formats.web.arxiv_atom import FeedError, read_feed
from papershelf.i18n import translate
from papershelf.services.metadata.client import LookupFailed
from papershelf.services.metadata.sources.base import PER_SERVICE, Source, distinctive_words

if TYPE_CHECKING:
    from papershelf.services.metadata.client import MetadataClient


def search(client: MetadataClient, entry: Record) -> list[Record]:
    """Preprints whose abstracts hold the entry's most distinctive words."""
    words = distinctive_words(entry.abstract)
    if len(words) < 3:
        return []
    query = " AND ".join(f"abs:{word}" for word in words[:4])
    answer = client.get(
        "arxiv", "/api/query", {"search_query": query, "max_results": str(PER_SERVICE)},
        accept="application/atom+xml",
    )  # fmt: skip
    try:
        return read_feed(answer.text).records
    except FeedError:
        raise LookupFailed(translate("metadata", "arXiv sent no feed")) from None


def resolve(client: MetadataClient, arxiv_id: str) -> Record | None:
    """An arXiv paper's record, naming the id as it was asked for."""
    answer = client.get(
        "arxiv", "/api/query", {"id_list": arxiv_id, "max_results": "1"},
        accept="application/atom+xml", also=(400,),  # a malformed id: 400 with an error entry
    )  # fmt: skip
    try:
        feed = read_feed(answer.text)
    except FeedError:
        said = translate("metadata", "arXiv answered {status} with no feed")
        raise LookupFailed(said.format(status=answer.status)) from None
    if feed.errors:
        raise LookupFailed(f"arXiv: {feed.errors[0]}")
    if not feed.records:
        said = translate("metadata", "arXiv has no paper with id {arxiv_id}")
        raise LookupFailed(said.format(arxiv_id=arxiv_id))
    record = feed.records[0]
    record.fields = [(n, arxiv_id if n == "eprint" else v) for n, v in record.fields]
    record.url = f"https://arxiv.org/abs/{arxiv_id}"
    return record


SOURCE = Source(
    "arxiv", "arXiv", "https://export.arxiv.org", 3.0,
    search=search, resolves="arxiv", resolve=resolve,
)  # fmt: skip
