"""Crossref's work JSON (`/works/{doi}`, one item of `/works?query…`) as a Record.

The mapping follows what reference managers (Zotero's and citation.js' Crossref
translators) do: the work's `type` picks the BibTeX type, `container-title` is the journal or
book title, `issued` gives the year (the work's publication year, not the online-first date
when the two differ), `page` becomes a BibTeX range, authors keep Crossref's own split of
given and family names, and the JATS abstract becomes the project's markup.
"""

from __future__ import annotations

from typing import Any

from papershelf.formats.names import format_names
from papershelf.formats.records import PersonName, Record
from papershelf.formats.web.answers import answer_reader
from papershelf.formats.web.jats import to_markup, to_plain_title

__all__ = ["ENTRY_TYPES", "work_record"]

# Crossref work types -> BibTeX entry types.
ENTRY_TYPES = {
    "journal-article": "article", "proceedings-article": "inproceedings",
    "book-chapter": "incollection", "book-section": "incollection", "book-part": "incollection",
    "reference-entry": "incollection", "book": "book", "monograph": "book",
    "edited-book": "book", "reference-book": "book", "book-set": "book", "book-series": "book",
    "proceedings": "proceedings", "report": "techreport", "report-series": "techreport",
    "dissertation": "phdthesis", "posted-content": "misc", "dataset": "misc",
    "standard": "misc", "component": "misc", "peer-review": "misc", "other": "misc",
}  # fmt: skip
_BOOKISH = frozenset({"book", "proceedings"})
_CONTAINED = frozenset({"inproceedings", "incollection"})


@answer_reader("Crossref")
def work_record(work: dict[str, Any]) -> Record:
    """One Crossref work (the `message` of `/works/{doi}`) as a record without a key."""
    entry_type = ENTRY_TYPES.get(str(work.get("type", "")), "misc")
    authors = [_person(p) for p in work.get("author") or [] if _person(p).family]
    doi = str(work.get("DOI", "")).strip()
    record = Record(
        entry_type=entry_type,
        title=_title(work),
        authors=authors,
        authors_text=format_names(authors),
        year=_year(work),
        venue=_first(work.get("container-title")),
        abstract=to_markup(str(work.get("abstract") or "")),
        doi=doi,
        url=f"https://doi.org/{doi}" if doi else str(work.get("URL", "")),
        keywords=", ".join(str(s) for s in work.get("subject") or []),
    )
    record.fields = _fields(work, entry_type, record.venue)
    editors = [_person(p) for p in work.get("editor") or [] if _person(p).family]
    if editors:
        record.fields.insert(0, ("editor", format_names(editors)))
        record.editors = editors
    return record


def _first(values: Any) -> str:
    """The first string of a Crossref list field ('' if none), as plain text."""
    if isinstance(values, list) and values:
        return to_plain_title(str(values[0]))
    return ""


def _title(work: dict[str, Any]) -> str:
    """Title and subtitle as one line ('Title: Subtitle')."""
    title = _first(work.get("title"))
    subtitle = _first(work.get("subtitle"))
    if subtitle and subtitle.lower() not in title.lower():
        return f"{title}: {subtitle}" if title else subtitle
    return title


def _person(person: dict[str, Any]) -> PersonName:
    """A Crossref contributor: given/family, or a corporate 'name' kept whole."""
    family = str(person.get("family", "")).strip()
    given = str(person.get("given", "")).strip()
    if not family and person.get("name"):
        name = str(person["name"]).strip()
        return PersonName(family=name, raw=f"{{{name}}}")
    raw = f"{family}, {given}" if given else family
    return PersonName(family=family, given=given, raw=raw)


def _year(work: dict[str, Any]) -> int | None:
    """The year the work was issued (falling back to print, then online publication)."""
    for name in ("issued", "published-print", "published-online", "published", "created"):
        parts = (work.get(name) or {}).get("date-parts") or [[None]]
        year = parts[0][0] if parts and parts[0] else None
        if isinstance(year, int):
            return year
    return None


def _fields(work: dict[str, Any], entry_type: str, venue: str) -> list[tuple[str, str]]:
    """The BibTeX fields a Crossref work fills beyond the columns, in the usual order."""
    fields: list[tuple[str, str]] = []
    if venue:
        fields.append(("booktitle" if entry_type in _CONTAINED else "journal", venue))
    for name, key in (("volume", "volume"), ("number", "issue")):
        value = str(work.get(key) or "").strip()
        if value:
            fields.append((name, value))
    pages = str(work.get("page") or work.get("article-number") or "").strip()
    if pages:
        fields.append(("pages", _page_range(pages)))
    publisher = str(work.get("publisher") or "").strip()
    if publisher:
        fields.append(("publisher", publisher))
    ids = work.get("ISBN" if entry_type in _BOOKISH else "ISSN") or []
    if ids:
        fields.append(("isbn" if entry_type in _BOOKISH else "issn", str(ids[0])))
    return fields


def _page_range(pages: str) -> str:
    """'314-320' as BibTeX writes a range ('314--320'); a single page or article number as is."""
    first, dash, last = pages.partition("-")
    return f"{first.strip()}--{last.strip()}" if dash and last.strip() else pages
