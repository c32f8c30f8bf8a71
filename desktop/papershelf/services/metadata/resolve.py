"""From a DOI or an arXiv id to a complete record, through the services that know it.

DOIs: Crossref's `/works/{doi}` first (structured names, and the abstract when the publisher
deposited one); where Crossref does not hold the DOI (DataCite DOIs such as arXiv's
`10.48550/…`) or cannot be reached, DOI content negotiation at doi.org
(`Accept: application/x-bibtex`), read by the project's own BibTeX reader.
arXiv ids: the arXiv API, queried with the id as given (a versioned id stays versioned).
One identifier's lookup, fallbacks included, ends within `IDENTIFIER_SECONDS`, whatever the
servers do. A stranger's answer names no files: `file` and other link fields a BibTeX
answer carries (doi.org's) are dropped, so they never become attachments.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote

from papershelf.formats import bibtex_read, file_field
from papershelf.formats.answers import AnswerError
from papershelf.formats.arxiv_atom import FeedError, read_feed
from papershelf.formats.crossref import work_record
from papershelf.formats.identifiers import Identifier
from papershelf.formats.records import Record
from papershelf.services.metadata.client import LookupFailed, MetadataClient, Unreachable

__all__ = ["IDENTIFIER_SECONDS", "Resolved", "resolve"]

IDENTIFIER_SECONDS = 45.0  # one identifier's whole lookup (the issue asks for 60 s at most)
# Fields that link files (formats.file_field reads them as attachments): never from a server.
FILE_FIELDS = frozenset(file_field.LINK_FIELDS)


@dataclass
class Resolved:
    """One identifier's outcome: a record and where it came from, or why there is none."""

    identifier: Identifier
    record: Record | None = None
    source: str = ""
    error: str = ""


def resolve(client: MetadataClient, identifier: Identifier) -> Resolved:
    """The record an identifier names, or the reason it could not be had."""
    try:
        with client.budget(IDENTIFIER_SECONDS):
            if identifier.kind == "doi":
                record, source = _doi(client, identifier.value)
            else:
                record, source = _arxiv(client, identifier.value)
    except (LookupFailed, AnswerError) as exc:
        return Resolved(identifier, error=str(exc))
    return Resolved(identifier, record, source)


def _doi(client: MetadataClient, doi: str) -> tuple[Record, str]:
    """A DOI's record from Crossref, else from doi.org's BibTeX."""
    try:
        answer = client.get("crossref", f"/works/{quote(doi, safe='/')}")
    except Unreachable as crossref_down:
        try:
            return _negotiated(client, doi), "doi.org"
        except Unreachable:
            raise crossref_down from None  # neither: say so once, naming the first
    if answer.status == 200:
        message = answer.json()
        if isinstance(message, dict) and isinstance(message.get("message"), dict):
            return _with_doi(work_record(message["message"]), doi), "Crossref"
        raise LookupFailed("Crossref sent an answer without a work in it")
    return _negotiated(client, doi), "doi.org"


def _negotiated(client: MetadataClient, doi: str) -> Record:
    """The BibTeX that doi.org's content negotiation gives for a DOI, as a record."""
    answer = client.get("doi", f"/{quote(doi, safe='/')}", accept="application/x-bibtex")
    if answer.status == 404:
        raise LookupFailed(f"no such DOI: neither Crossref nor doi.org knows {doi}")
    text = answer.text.strip()
    if not text.startswith("@"):
        raise LookupFailed(f"doi.org sent no BibTeX for {doi}")
    result = bibtex_read.read_text(text, file=f"doi.org/{doi}")
    if not result.records:
        reasons = "; ".join(p.reason for p in result.problems) or "no entry in it"
        raise LookupFailed(f"doi.org's BibTeX for {doi} could not be read ({reasons})")
    record = result.records[0]
    record.key = None  # our own key pattern names it
    record.fields = [(n, v) for n, v in record.fields if n.lower() not in FILE_FIELDS]
    record.raw_fields = [(n, v) for n, v in record.raw_fields if n.lower() not in FILE_FIELDS]
    return _with_doi(record, doi)


def _with_doi(record: Record, doi: str) -> Record:
    """The record, with the DOI asked for when the answer carried none."""
    if not record.doi:
        record.doi = doi
    if not record.url:
        record.url = f"https://doi.org/{record.doi}"
    return record


def _arxiv(client: MetadataClient, arxiv_id: str) -> tuple[Record, str]:
    """An arXiv paper's record from the arXiv API."""
    answer = client.get(
        "arxiv", "/api/query", {"id_list": arxiv_id, "max_results": "1"},
        accept="application/atom+xml", also=(400,),  # a malformed id: 400 with an error entry
    )  # fmt: skip
    try:
        feed = read_feed(answer.text)
    except FeedError:
        raise LookupFailed(f"arXiv answered {answer.status} with no feed") from None
    if feed.errors:
        raise LookupFailed(f"arXiv: {feed.errors[0]}")
    if not feed.records:
        raise LookupFailed(f"arXiv has no paper with id {arxiv_id}")
    return _as_asked(feed.records[0], arxiv_id), "arXiv"


def _as_asked(record: Record, arxiv_id: str) -> Record:
    """The record naming the id as it was asked for (versioned or not), not the latest version."""
    record.fields = [(n, arxiv_id if n == "eprint" else v) for n, v in record.fields]
    record.url = f"https://arxiv.org/abs/{arxiv_id}"
    return record
