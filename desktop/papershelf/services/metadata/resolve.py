"""From a DOI or an arXiv id to a complete record, through the services that know it
(the registry's resolvers for the identifier's kind, in order: metadata/sources).

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

from papershelf.formats.identifiers import Identifier
from papershelf.formats.records import Record
from papershelf.formats.web.answers import AnswerError
from papershelf.i18n import N, translate
from papershelf.services.metadata.client import LookupFailed, MetadataClient, Unreachable
from papershelf.services.metadata.sources import Source, resolvers

__all__ = ["IDENTIFIER_SECONDS", "Resolved", "resolve"]

IDENTIFIER_SECONDS = 45.0  # one identifier's whole lookup (the issue asks for 60 s at most)


@dataclass
class Resolved:
    """One identifier's outcome: a record and where it came from, or why there is none."""

    identifier: Identifier
    record: Record | None = None
    source: str = ""
    error: str = ""
    notes: tuple[str, ...] = ()  # what was mended in the answers (a lone surrogate)


def resolve(client: MetadataClient, identifier: Identifier) -> Resolved:
    """The record an identifier names, or the reason it could not be had."""
    before = len(client.notes)
    try:
        with client.budget(IDENTIFIER_SECONDS):
            record, source = _resolved(client, identifier.kind, identifier.value)
    except (LookupFailed, AnswerError) as exc:
        return Resolved(identifier, error=str(exc))
    if identifier.kind == "doi":
        record = _with_doi(record, identifier.value)
    return Resolved(identifier, record, source, notes=tuple(dict.fromkeys(client.notes[before:])))


def _resolved(client: MetadataClient, kind: str, value: str) -> tuple[Record, str]:
    """Ask the sources that resolve this kind in turn; the first record, and who gave it.

    A source that does not know the identifier passes it on; one that cannot be reached
    passes it on too, and is what the error names when no later source could answer either."""
    sources = resolvers(kind)
    down: Unreachable | None = None
    unknown = False
    for source in sources:
        assert source.resolve is not None
        try:
            record = source.resolve(client, value)
        except Unreachable as exc:
            down, unknown = down or exc, False
            continue
        if record is not None:
            return record, source.name
        unknown = True
    if down is not None and not unknown:
        raise down
    said = translate("metadata", "no such {kind}: {nobody} knows {value}")
    kind_name = translate("", _KIND_NAMES[kind]) if kind in _KIND_NAMES else kind
    raise LookupFailed(said.format(kind=kind_name, nobody=_nobody(sources), value=value))


_KIND_NAMES = {"doi": N("DOI"), "arxiv": N("arXiv id")}


def _nobody(sources: list[Source]) -> str:
    """'neither Crossref nor doi.org' (or the one source's name, or 'no service')."""
    names = [source.name for source in sources]
    if len(names) == 2:
        return translate("metadata", "neither {first} nor {second}").format(
            first=names[0], second=names[1]
        )
    return ", ".join(names) or translate("metadata", "no service")


def _with_doi(record: Record, doi: str) -> Record:
    """The record, with the DOI asked for when the answer carried none."""
    if not record.doi:
        record.doi = doi
    if not record.url:
        record.url = f"https://doi.org/{record.doi}"
    return record
