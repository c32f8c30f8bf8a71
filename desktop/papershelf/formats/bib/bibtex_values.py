"""What a record holds now, as BibTeX fields: its values by BibTeX name (the columns over its
`fields`), and the fields its entry adds to those its file had: new ones in a fixed order,
biblatex's names for them in the BibLaTeX flavour, and in the BibTeX flavour the BibTeX names
of biblatex fields a style needs (journal, address, school, month)."""

from __future__ import annotations

import re

from papershelf.formats.bib.bibtex_fields import MONTHS, VENUE_FIELDS, month_number, year_of_date
from papershelf.formats.names import format_names
from papershelf.formats.records import Record

# Fields biblatex has that BibTeX styles read under another name, copied when missing.
_BIBTEX_NAMES = (("journaltitle", "journal"), ("location", "address"))
_THESIS_TYPES = frozenset({"phdthesis", "mastersthesis", "thesis"})
_BIBLATEX_ONLY = frozenset({"journaltitle", "location", "institution", "date"})
# Where fields a file did not have go, after the ones it had.
FIELD_ORDER = (
    "author", "editor", "title", "subtitle", "booktitle", "journal", "journaltitle", "series",
    "edition", "volume", "number", "pages", "chapter", "year", "date", "month", "publisher",
    "organization", "institution", "school", "address", "location", "howpublished", "type",
    "note", "doi", "eprint", "eprinttype", "url", "urldate", "isbn", "issn", "crossref",
    "keywords", "abstract",
)  # fmt: skip
_ORDER = {name: index for index, name in enumerate(FIELD_ORDER)}
MONTH_MACROS = dict(enumerate(MONTHS, start=1))
_DATE_MONTH = re.compile(r"\s*\d{4}-(\d{2})(?:$|-)")


def current_values(record: Record, flavour: str) -> dict[str, str]:
    """Every field the record holds now, by BibTeX name, as decoded text."""
    values: dict[str, str] = {}
    for name, value in record.fields:
        if name not in values:  # the first of a repeated name wins
            values[name] = value
    columns = (
        ("title", record.title),
        ("author", record.authors_text or _names_text(record)),
        ("abstract", record.abstract),
        ("doi", record.doi),
        ("url", record.url),
        ("keywords", record.keywords),
    )
    for name, value in columns:
        if value:
            values[name] = value
        elif name in values:
            del values[name]
    if record.year is not None:
        values["year"] = str(record.year)
    if record.editors and "editor" not in values:
        values["editor"] = format_names(record.editors)
    _date_follows_year(record, values, flavour)
    return values


def _names_text(record: Record) -> str:
    """An author list from parsed names, for records built without authors_text."""
    return format_names(record.authors) if record.authors else ""


def _date_follows_year(record: Record, values: dict[str, str], flavour: str) -> None:
    """A year taken from a biblatex date: the date carries it (and an edited year)."""
    date = values.get("date")
    if record.year is None or not date or any(n == "year" for n, _ in record.raw_fields):
        return
    if year_of_date(date) != record.year:
        values["date"] = str(record.year)
    if flavour == "biblatex":
        values.pop("year", None)  # date says it; year would be a second, conflicting copy


def new_names(current: dict[str, str], written: set[str], record: Record) -> list[str]:
    """Names of the fields to add, in the fixed order, the rest in the record's order.

    'ris-xx' fields hold RIS tags BibTeX has no name for; only the RIS writer writes them.
    """
    venue = _venue_field(record, current)
    if not venue and current.keys() <= written:
        return []  # the usual entry read from a file: nothing to add
    names = [n for n in current if n not in written and current[n] and not n.startswith("ris-")]
    if venue and venue not in written:
        current[venue] = record.venue
        names.append(venue)
    known = sorted((n for n in names if n in _ORDER), key=_ORDER.__getitem__)
    return known + [n for n in names if n not in _ORDER]


def _venue_field(record: Record, current: dict[str, str]) -> str:
    """The field that should carry the venue column, when no venue field does yet."""
    if not record.venue or not current.keys().isdisjoint(VENUE_FIELDS):
        return ""
    entry_type = (record.entry_type or "").lower()
    if entry_type == "article":
        return "journal"
    if entry_type in ("inproceedings", "conference", "incollection", "inbook"):
        return "booktitle"
    return ""


def biblatex_names(new: list[tuple[str, str]], written: set[str]) -> list[tuple[str, str]]:
    """New fields under biblatex's names: journal as journaltitle, year (and month) as date."""
    values = dict(new)
    out: list[tuple[str, str]] = []
    month = month_number(values.get("month", ""))
    for name, value in new:
        if name == "journal" and "journaltitle" not in written and "journaltitle" not in values:
            out.append(("journaltitle", value))
        elif name == "year" and value.isdigit() and "date" not in written | values.keys():
            out.append(("date", f"{value}-{month:02d}" if month else value))
        elif not (name == "month" and month and "date" in dict(out)):
            out.append((name, value))
    return out


def bibtex_extras(
    record: Record, out: list[tuple[str, str]], written: set[str]
) -> list[tuple[str, str]]:
    """BibTeX names for biblatex fields a style needs (journal, address, school), if missing."""
    extras: list[tuple[str, str]] = []
    if not written & _BIBLATEX_ONLY:
        return extras
    values = dict(out)
    for biblatex, bibtex in _BIBTEX_NAMES:
        if biblatex in values and bibtex not in written:
            extras.append((bibtex, values[biblatex]))
    thesis = (record.entry_type or "").lower() in _THESIS_TYPES
    if thesis and "institution" in values and "school" not in written:
        extras.append(("school", values["institution"]))
    month = _month_of_date(record)
    if month and "month" not in written:
        extras.append(("month", MONTH_MACROS[month]))
    return extras


def _month_of_date(record: Record) -> int | None:
    """The month of a biblatex date ('2022-03-14' -> 3), for a BibTeX month field."""
    date = field_value(record, "date")
    match = _DATE_MONTH.match(date)
    return month_number(match.group(1)) if match else None


def field_value(record: Record, name: str) -> str:
    """The record's value of one field from `fields`, or ''."""
    return next((value for n, value in record.fields if n == name), "")
