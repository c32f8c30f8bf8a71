"""Semantic Scholar papers and OpenAlex works (their JSON) as Records.

Semantic Scholar (`/graph/v1/paper/…` with `fields=…`): title, abstract, authors as display
names (parsed as BibTeX names), year, venue or journal (with volume and pages), external ids
(DOI, ArXiv). OpenAlex (`/works…`): title, the abstract rebuilt from its inverted index
(word -> positions), authorships, publication year, the primary location's source as venue,
`biblio` volume/issue/pages, and the DOI (given as a doi.org URL).
A paper published at a conference is an `@inproceedings`, in a journal an `@article`, an arXiv
preprint a `@misc` with its eprint, anything else `@misc`.
"""

from __future__ import annotations

from typing import Any

from papershelf.formats.names import format_names, parse_name
from papershelf.formats.records import PersonName, Record
from papershelf.formats.web.answers import answer_reader
from papershelf.formats.web.jats import escape_markup

__all__ = ["inverted_abstract", "openalex_record", "s2_record"]

_DOI_URL = ("https://doi.org/", "http://doi.org/", "https://dx.doi.org/")


def _people(names: list[str]) -> list[PersonName]:
    """Display names ('Marianne Bertrand') as parsed people."""
    return [parse_name(name) for name in names if name and name.strip()]


def _record(entry_type: str, title: str, names: list[str], year: Any, venue: str) -> Record:
    """A record with the columns every service gives."""
    authors = _people(names)
    return Record(
        entry_type=entry_type, title=" ".join(str(title or "").split()), authors=authors,
        authors_text=format_names(authors), year=_year(year), venue=" ".join(venue.split()),
    )  # fmt: skip


def _year(value: Any) -> int | None:
    """A year from an int or a string ('2001'); None otherwise."""
    text = str(value or "").strip()[:4]
    return int(text) if text.isdigit() else None


def _venue_fields(
    entry_type: str, venue: str, extra: list[tuple[str, str]]
) -> list[tuple[str, str]]:
    """The venue's BibTeX field for the type, then volume/number/pages that have values."""
    fields: list[tuple[str, str]] = []
    if venue and entry_type in ("article", "inproceedings"):
        fields.append(("journal" if entry_type == "article" else "booktitle", venue))
    return fields + [(name, value) for name, value in extra if value]


@answer_reader("Semantic Scholar")
def s2_record(paper: dict[str, Any]) -> Record:
    """One Semantic Scholar paper as a record without a key."""
    ids = paper.get("externalIds") or {}
    journal = paper.get("journal") or {}
    venue = str(paper.get("venue") or journal.get("name") or "")
    entry_type = _s2_type(paper, ids)
    names = [str(a.get("name", "")) for a in paper.get("authors") or []]
    record = _record(entry_type, paper.get("title", ""), names, paper.get("year"), venue)
    record.abstract = escape_markup(" ".join(str(paper.get("abstract") or "").split()))
    record.doi = str(ids.get("DOI") or "")
    arxiv = str(ids.get("ArXiv") or "")
    record.url = f"https://doi.org/{record.doi}" if record.doi else str(paper.get("url") or "")
    extra = [("volume", str(journal.get("volume") or "").strip()),
             ("pages", _range(str(journal.get("pages") or "")))]  # fmt: skip
    record.fields = _venue_fields(entry_type, venue, extra)
    if arxiv:
        record.fields += [("eprint", arxiv), ("archiveprefix", "arXiv")]
    return record


def _s2_type(paper: dict[str, Any], ids: dict[str, Any]) -> str:
    """@inproceedings for conference papers, @article for journal ones, else @misc."""
    kinds = {str(k) for k in paper.get("publicationTypes") or []}
    place = str((paper.get("publicationVenue") or {}).get("type") or "").lower()
    if "Conference" in kinds or place == "conference":
        return "inproceedings"
    if "JournalArticle" in kinds or place == "journal" or (paper.get("journal") or {}).get("name"):
        return "article" if not (ids.get("ArXiv") and not paper.get("venue")) else "misc"
    return "misc"


def inverted_abstract(index: dict[str, list[int]] | None) -> str:
    """OpenAlex's abstract_inverted_index back to text: each word at each of its positions."""
    if not index:
        return ""
    placed: dict[int, str] = {}
    for word, positions in index.items():
        for position in positions:
            placed[int(position)] = word
    return " ".join(placed[p] for p in sorted(placed))


@answer_reader("OpenAlex")
def openalex_record(work: dict[str, Any]) -> Record:
    """One OpenAlex work as a record without a key."""
    source = ((work.get("primary_location") or {}).get("source")) or {}
    venue = str(source.get("display_name") or "")
    entry_type = _openalex_type(work, str(source.get("type") or ""))
    names = [str((a.get("author") or {}).get("display_name", ""))
             for a in work.get("authorships") or []]  # fmt: skip
    title = work.get("title") or work.get("display_name") or ""
    record = _record(entry_type, title, names, work.get("publication_year"), venue)
    record.abstract = escape_markup(inverted_abstract(work.get("abstract_inverted_index")))
    doi = str(work.get("doi") or "")
    record.doi = next((doi[len(p) :] for p in _DOI_URL if doi.startswith(p)), doi)
    record.url = f"https://doi.org/{record.doi}" if record.doi else str(work.get("id") or "")
    biblio = work.get("biblio") or {}
    first, last = str(biblio.get("first_page") or ""), str(biblio.get("last_page") or "")
    pages = f"{first}--{last}" if first and last and first != last else first
    extra = [("volume", str(biblio.get("volume") or "")),
             ("number", str(biblio.get("issue") or "")), ("pages", pages)]  # fmt: skip
    record.fields = _venue_fields(entry_type, venue, extra)
    return record


def _openalex_type(work: dict[str, Any], source_type: str) -> str:
    """@inproceedings for conference sources, @article for journal articles, else @misc."""
    if source_type == "conference":
        return "inproceedings"
    if (
        work.get("type") in ("article", "review", "letter", "editorial")
        and source_type == "journal"
    ):
        return "article"
    return {"book-chapter": "incollection", "book": "book", "dissertation": "phdthesis"}.get(
        str(work.get("type")), "misc"
    )


def _range(pages: str) -> str:
    """' 123 - 130 ' as '123--130'."""
    pages = pages.strip()
    first, dash, last = pages.partition("-")
    return f"{first.strip()}--{last.strip(' -')}" if dash and last.strip(" -") else pages
