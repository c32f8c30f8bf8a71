"""doi.org: any DOI's BibTeX by content negotiation (`Accept: application/x-bibtex`), read by
the project's own BibTeX reader; asked where Crossref does not hold a DOI or cannot be reached."""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import quote

from papershelf.formats.bib import bibtex_read, file_field
from papershelf.formats.records import FormatError, Record
from papershelf.i18n import translate
from papershelf.services.metadata.client import LookupFailed
from papershelf.services.metadata.sources.base import Source

if TYPE_CHECKING:
    from papershelf.services.metadata.client import MetadataClient

# Fields that link files (formats.file_field reads them as attachments): never from a server.
FILE_FIELDS = frozenset(file_field.LINK_FIELDS)


def resolve(client: MetadataClient, doi: str) -> Record | None:
    """The BibTeX doi.org gives for a DOI, as a record; None when it does not know the DOI."""
    answer = client.get("doi", f"/{quote(doi, safe='/')}", accept="application/x-bibtex")
    if answer.status == 404:
        return None
    text = answer.text.strip()
    if not text.startswith("@"):
        said = translate("metadata", "doi.org sent no BibTeX for {doi}")
        raise LookupFailed(said.format(doi=doi))
    try:
        result = bibtex_read.read_text(text, file=f"doi.org/{doi}")
    except FormatError as exc:  # '@' then no entry, or NUL bytes: not BibTeX after all
        said = translate("metadata", "doi.org's BibTeX for {doi} could not be read ({reasons})")
        raise LookupFailed(said.format(doi=doi, reasons=exc.reason)) from None
    if not result.records:
        reasons = "; ".join(p.reason for p in result.problems) or translate(
            "metadata", "no entry in it"
        )
        said = translate("metadata", "doi.org's BibTeX for {doi} could not be read ({reasons})")
        raise LookupFailed(said.format(doi=doi, reasons=reasons))
    record = result.records[0]
    record.key = None  # our own key pattern names it
    # A stranger's answer names no files: link fields never become attachments (issue 30).
    record.fields = [(n, v) for n, v in record.fields if n.lower() not in FILE_FIELDS]
    record.raw_fields = [(n, v) for n, v in record.raw_fields if n.lower() not in FILE_FIELDS]
    return record


SOURCE = Source("doi", "doi.org", "https://doi.org", 0.05, resolves="doi", resolve=resolve)
