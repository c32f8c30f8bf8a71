"""CSL-JSON out and in: the bibliography format Pandoc, Quarto, Zotero and citeproc share.

An item's `id` is the entry's citation key, so `[@key]` in Markdown cites it. The mapping
from BibTeX/BibLaTeX follows Pandoc's (`Text.Pandoc.Citeproc.BibTeX`, the reader behind
`pandoc --citeproc --bibliography=refs.bib`), which Better BibTeX's CSL export agrees with:

- types: article -> article-journal (entrysubtype magazine/newspaper: article-magazine/
  -newspaper), inproceedings/conference -> paper-conference, incollection/inbook/bookinbook
  -> chapter, inreference -> entry-encyclopedia, book/collection/proceedings/reference/
  manual/mv* -> book, booklet -> pamphlet, phdthesis/mastersthesis/thesis -> thesis (genre
  "PhD thesis"/"Master's thesis" unless `type` says otherwise), techreport/report -> report,
  unpublished -> manuscript, online/electronic/www -> webpage, patent, dataset; two
  departures, as Better BibTeX does: misc -> document and software -> software (Pandoc
  writes no type for misc and book for software; CSL 1.0.2 has both types).
- names: author, editor, translator, bookauthor -> container-author; each as family/given
  with `von` as non-dropping-particle and `Jr` as suffix; a name BibTeX reads as one family
  name of several words (`{Barnes and Noble}`, an organisation) is a `literal`.
- dates: year + month (+ day), or biblatex's ISO `date` (ranges too) -> issued as
  date-parts; urldate -> accessed, eventdate -> event-date, origdate -> original-date; a
  year that is not a number ('in press') is a literal date.
- titles: title (+ subtitle after ': ', + titleaddon after '. '), journal/journaltitle ->
  container-title, booktitle -> container-title of the chapter-like types, series ->
  collection-title, shorttitle -> title-short; LaTeX decoded, protected capitals and
  emphasis as CSL rich text (formats.csl_markup).
- number -> collection-number (books and their parts), issue (articles), else number;
  pages -> page (with '-', as CSL processors want); school/institution/organization/
  howpublished/publisher -> publisher (joined by '; '); address/location -> publisher-place;
  the rest by name (doi -> DOI, keywords -> keyword, annote/annotation -> annote, ...).

CSL has no crossref: `inherit` gives a child what its parent has (fields of the same name,
the parent's title as a part's booktitle), as BibTeX and biblatex do; the services follow
crossref and xdata chains with it.

Fields CSL has no variable for are kept in the item's `custom` object ("bibtex-type",
"bibtex-fields"), with the BibTeX names of fields whose name the default reverse mapping
would not give back ("bibtex-names"), so that importing the file restores them. Output is
deterministic: the same records give the same bytes.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from json.encoder import encode_basestring
from typing import Any

from papershelf.formats.bib.bibtex_fields import decode_field, month_number, resolve, year_of
from papershelf.formats.bib.bibtex_people import person_of
from papershelf.formats.bib.bibtex_values import current_values
from papershelf.formats.csl.csl_markup import latex_to_rich, rich_to_latex
from papershelf.formats.fields import (
    CSL_DATE_VARIABLES,
    CSL_NAME_VARIABLES,
    CSL_PLAIN_VARIABLES,
    RICH_FIELDS,
)
from papershelf.formats.names import split_name_list
from papershelf.formats.records import PersonName, Record

__all__ = ["CSL_TYPES", "to_csl_item", "to_csl_json", "write", "write_parts"]

CSL_TYPES = {
    "article": "article-journal", "book": "book", "booklet": "pamphlet",
    "bookinbook": "chapter", "collection": "book", "conference": "paper-conference",
    "dataset": "dataset", "electronic": "webpage", "inbook": "chapter",
    "incollection": "chapter", "inreference": "entry-encyclopedia",
    "inproceedings": "paper-conference", "manual": "book", "mastersthesis": "thesis",
    "misc": "document", "mvbook": "book", "mvcollection": "book", "mvproceedings": "book",
    "mvreference": "book", "online": "webpage", "patent": "patent",
    "periodical": "article-journal", "phdthesis": "thesis", "proceedings": "book",
    "reference": "book", "report": "report", "software": "software", "suppbook": "chapter",
    "suppcollection": "chapter", "suppperiodical": "article-journal", "techreport": "report",
    "thesis": "thesis", "unpublished": "manuscript", "www": "webpage", "artwork": "graphic",
    "audio": "song", "image": "graphic", "jurisdiction": "legal_case",
    "legislation": "legislation", "legal": "treaty", "letter": "personal_communication",
    "movie": "motion_picture", "music": "song", "performance": "speech", "review": "review",
    "standard": "standard", "video": "motion_picture",
}  # fmt: skip
ARTICLES = frozenset({"article", "periodical", "suppperiodical", "review"})
CHAPTERS = frozenset({"inbook", "incollection", "inproceedings", "inreference", "bookinbook",
                      "conference"})  # fmt: skip
BOOKISH = frozenset(
    "book collection proceedings reference mvbook mvcollection mvproceedings mvreference "
    "bookinbook inbook incollection inproceedings inreference suppbook suppcollection "
    "conference".split()
)
DEFAULT_GENRES = {"phdthesis": "PhD thesis", "mastersthesis": "Master's thesis"}
# The field table's CSL columns (formats/fields.py): names, dates, then one variable each,
# in the order an item lists them.
NAME_VARIABLES = CSL_NAME_VARIABLES
DATE_VARIABLES = CSL_DATE_VARIABLES
PLAIN_VARIABLES = CSL_PLAIN_VARIABLES
PUBLISHER_FIELDS = ("school", "institution", "organization", "howpublished", "publisher")
# Fields an item says through other variables (or the key itself).
_CONSUMED = frozenset(
    "title subtitle titleaddon author year month day date journal journaltitle type pages "
    "number issue abstract keywords doi url entrysubtype".split()
)
# CSL wants '-' in a page range (the style writes its dash): any run of dashes becomes one.
_PAGE_DASHES = re.compile("[-\u2010-\u2015\u2212]+")
_ISO_DATE = re.compile(r"(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?")


def to_csl_item(record: Record) -> dict[str, Any]:
    """One record as a CSL-JSON item (an ordered dict, keys in a fixed order)."""
    values = current_values(record, "bibtex")
    kind = record.entry_type.lower()
    item: dict[str, Any] = {"id": record.key or "", "type": csl_type(kind, values)}
    used: set[str] = set(_CONSUMED)
    names: dict[str, Any] = {}
    _add_titles(item, record, values, kind, used, names)
    _add_names(item, values, used)
    _add_dates(item, values, used)
    _add_numbers(item, values, kind, used, names)
    _add_publisher(item, record, values, used, names)
    _add_plain(item, record, values, used, names)
    _add_links(item, record, values)
    _add_custom(item, record, values, used, names)
    return item


def csl_type(kind: str, values: dict[str, str]) -> str:
    """The CSL type of a BibTeX type (Pandoc's table; see the module docstring)."""
    subtype = values.get("entrysubtype", "").strip().lower()
    if kind in ARTICLES and subtype in ("magazine", "newspaper"):
        return f"article-{subtype}"
    if kind == "unpublished" and any(values.get(f) for f in ("eventdate", "eventtitle", "venue")):
        return "speech"
    return CSL_TYPES.get(kind, "document")


def _rich(record: Record, name: str, value: str) -> str:
    """A title-like field as rich text: from its raw LaTeX while that still gives value,
    and only when the rich text reads back (csl_json_read) to the same LaTeX and text;
    else value as it is (math with braces in it, for one, stays plain)."""
    raw = next((r for n, r in record.raw_fields if n.lower() == name), None)
    if raw is None or not _has_markup(raw) or decode_field(name, raw, {}) != value:
        return value
    resolved = resolve(raw, {})
    if resolved.undefined:
        return value
    rich = latex_to_rich(resolved.text)
    return rich if rich == value or stable_rich(name, rich, value) else value


def _has_markup(raw: str) -> bool:
    """Whether a raw value can hold a group or command (past its own delimiters)."""
    return "{" in raw[1:] or "\\" in raw


def stable_rich(name: str, rich: str, plain: str) -> bool:
    """Whether rich text written as LaTeX reads back as itself, and as plain text."""
    latex = rich_to_latex(rich)
    return latex_to_rich(latex) == rich and decode_field(name, "{" + latex + "}", {}) == plain


def _add_titles(
    item: dict[str, Any], record: Record, values: dict[str, str], kind: str, used: set[str],
    names: dict[str, Any],
) -> None:  # fmt: skip
    """title (with subtitle and titleaddon) and container-title."""
    title = _joined(record, values, ("title", "subtitle", "titleaddon"))
    if title:
        item["title"] = title
    else:  # no title: a subtitle or addon alone is no title (Pandoc's rule); kept in custom
        used.difference_update({"subtitle", "titleaddon"})
    container = ""
    for name in ("journaltitle", "journal"):
        if values.get(name) and not container:
            container = _rich(record, name, values[name])
            if name != "journal":
                names["container-title"] = name
    if kind in CHAPTERS and values.get("booktitle"):
        if container:
            used.discard(_journal_name(values))  # both: the journal goes to custom
            names.pop("container-title", None)
        container = _rich(record, "booktitle", values["booktitle"])
        used.add("booktitle")
    if not container and record.venue and not any(values.get(n) for n in _VENUES):
        container = record.venue  # a venue from a plain-text or RIS import
    if container:
        item["container-title"] = container


_VENUES = ("journal", "journaltitle", "booktitle")


def _journal_name(values: dict[str, str]) -> str:
    """The name of the journal field an entry has."""
    return "journaltitle" if values.get("journaltitle") else "journal"


def _joined(record: Record, values: dict[str, str], parts: tuple[str, str, str]) -> str:
    """Title, subtitle and title addon as one title ('T: S. A'), as Pandoc joins them;
    '' without a title."""
    main, sub, addon = (_rich(record, n, values[n]) if values.get(n) else "" for n in parts)
    if not main:
        return ""
    text = f"{main}: {sub}" if sub else main
    return f"{text}. {addon}" if addon else text


def _add_names(item: dict[str, Any], values: dict[str, str], used: set[str]) -> None:
    """author, editor, translator, container-author."""
    for field, variable in NAME_VARIABLES.items():
        if values.get(field):
            item[variable] = [_csl_name(raw) for raw in _name_texts(values[field])]
            used.add(field)


def _name_texts(text: str) -> list[str]:
    """The names of a BibTeX name list, as written ('and others' left out)."""
    names = split_name_list(" ".join(text.split()))[::2]
    return [name for name in names if name.strip() and name.strip().lower() != "others"]


@lru_cache(maxsize=65536)
def _csl_name(raw: str) -> dict[str, str]:
    """One written name as a CSL name (remembered: rosters repeat names)."""
    return csl_name(person_of(raw))


def csl_name(person: PersonName) -> dict[str, str]:
    """One person as a CSL name: family/given/particle/suffix, or a literal."""
    if _is_literal(person):
        return {"literal": person.family}
    name = {"family": person.family}
    if person.given:
        name["given"] = person.given
    if person.von:
        name["non-dropping-particle"] = person.von
    if person.jr:
        name["suffix"] = person.jr
    return name


def _is_literal(person: PersonName) -> bool:
    """Whether a name is one family name of several words ('{Barnes and Noble}', an
    organisation): BibTeX can only have read it from one brace group. A one-word name
    ('{OpenAI}', 'Plato') is the same as a family name alone, and written so."""
    return not person.given and not person.von and not person.jr and " " in person.family


def _add_dates(item: dict[str, Any], values: dict[str, str], used: set[str]) -> None:
    """issued, accessed, event-date, original-date."""
    issued = _issued(values)
    if issued:
        item["issued"] = issued
    for field, variable in DATE_VARIABLES.items():
        if values.get(field):
            item[variable] = csl_date(values[field])
            used.add(field)


def _issued(values: dict[str, str]) -> dict[str, Any] | None:
    """The publication date from date, else year, month and day."""
    if values.get("date"):
        return csl_date(values["date"])
    year_text = values.get("year", "").strip()
    if not year_text:
        return None
    year = year_of(year_text)
    if year is None:
        return {"literal": year_text}
    parts = [year]
    month = month_number(values.get("month", "")) if values.get("month") else None
    if month:
        parts.append(month)
        day = values.get("day", "").strip()
        if day.isdigit() and 1 <= int(day) <= 31:
            parts.append(int(day))
    return {"date-parts": [parts]}


def csl_date(text: str) -> dict[str, Any]:
    """An ISO date or range ('2020-05', '2019/2020', '2020-05-01/2020-05-03') as CSL; any
    other text (EDTF seasons such as '2015-21', 'circa 1900') as a literal date."""
    ranges = [_date_parts(part) for part in text.strip().split("/")]
    if all(ranges) and 1 <= len(ranges) <= 2:
        return {"date-parts": ranges}
    return {"literal": text.strip()}


def _date_parts(text: str) -> list[int]:
    """[year, month, day] (as far as given) of an ISO date, [] when it is not one."""
    match = _ISO_DATE.fullmatch(text.strip())
    if not match:
        return []
    parts = [int(g) for g in match.groups() if g is not None]
    valid = len(parts) < 2 or 1 <= parts[1] <= 12
    return parts if valid and (len(parts) < 3 or 1 <= parts[2] <= 31) else []


def _add_numbers(
    item: dict[str, Any], values: dict[str, str], kind: str, used: set[str],
    names: dict[str, Any],
) -> None:  # fmt: skip
    """page, and number as collection-number, issue or number by the entry's type."""
    if values.get("pages"):
        item["page"] = _PAGE_DASHES.sub("-", values["pages"])
    number, issue = values.get("number", ""), values.get("issue", "")
    if kind in ARTICLES and (number or issue):
        item["issue"] = number or issue
        if not number:
            names["issue"] = "issue"
    elif number:
        item["collection-number" if kind in BOOKISH else "number"] = number
    if issue and (number or kind not in ARTICLES):
        used.discard("issue")  # said nowhere else: kept in custom
    if kind in ("phdthesis", "mastersthesis", "thesis", "techreport", "report") or (
        values.get("type")
    ):
        genre = values.get("type") or DEFAULT_GENRES.get(kind, "")
        if genre:
            item["genre"] = genre


def _add_publisher(
    item: dict[str, Any], record: Record, values: dict[str, str], used: set[str],
    names: dict[str, Any],
) -> None:  # fmt: skip
    """publisher: school, institution, organization, howpublished and publisher, joined."""
    present = [name for name in PUBLISHER_FIELDS if values.get(name)]
    if not present:
        return
    item["publisher"] = "; ".join(values[name] for name in present)
    used.update(present)
    if present != [default_publisher_field(record.entry_type.lower())]:
        names["publisher"] = present


def default_publisher_field(kind: str) -> str:
    """The BibTeX field a CSL publisher goes back to for an entry type."""
    if kind in ("phdthesis", "mastersthesis"):
        return "school"
    if kind in ("techreport", "report", "thesis"):
        return "institution"
    return "publisher"


def _add_plain(
    item: dict[str, Any], record: Record, values: dict[str, str], used: set[str],
    names: dict[str, Any],
) -> None:  # fmt: skip
    """The fields with a variable of their own (the first of two for one variable)."""
    for field, variable in PLAIN_VARIABLES.items():
        value = values.get(field)
        if not value or variable in item:
            continue
        item[variable] = _rich(record, field, value) if field in RICH_FIELDS else value
        used.add(field)
        if field != _DEFAULT_FIELDS.get(variable, field):
            names[variable] = field
    if values.get("abstract"):
        item["abstract"] = values["abstract"]
    if values.get("keywords"):
        item["keyword"] = values["keywords"]


# The field each variable goes back to when several fields map to it.
_DEFAULT_FIELDS = {"publisher-place": "address", "language": "language", "annote": "annote"}


def _add_links(item: dict[str, Any], record: Record, values: dict[str, str]) -> None:
    """DOI and URL (an arXiv eprint's abstract page when there is no url, as Pandoc does)."""
    if values.get("doi"):
        item["DOI"] = values["doi"]
    url = values.get("url", "")
    eprint_type = (values.get("eprinttype") or values.get("archiveprefix") or "").lower()
    if not url and eprint_type == "arxiv" and values.get("eprint"):
        url = f"https://arxiv.org/abs/{values['eprint']}"
    if url:
        item["URL"] = url


def _add_custom(
    item: dict[str, Any], record: Record, values: dict[str, str], used: set[str],
    names: dict[str, Any],
) -> None:  # fmt: skip
    """What CSL has no variable for, and the BibTeX names the reverse mapping needs."""
    custom: dict[str, Any] = {"bibtex-type": record.entry_type}
    rest = {name: value for name, value in values.items() if name not in used and value}
    if rest:
        custom["bibtex-fields"] = rest
    if names:
        custom["bibtex-names"] = names
    item["custom"] = custom


def to_csl_json(records: Iterable[Record]) -> list[dict[str, Any]]:
    """The records as CSL-JSON items."""
    return [to_csl_item(record) for record in records]


def write(records: Iterable[Record]) -> str:
    """The records as a CSL-JSON file's text."""
    return "".join(write_parts(records))


def write_parts(records: Iterable[Record]) -> Iterator[str]:
    """The CSL-JSON text a record at a time: an array, one variable a line, a name or a
    date on one line (as Zotero and Better BibTeX lay it out), UTF-8."""
    yield "["
    separator = "\n"
    for record in records:
        yield separator + item_text(to_csl_item(record))
        separator = ",\n"
    yield "\n]\n" if separator != "\n" else "]\n"


def item_text(item: dict[str, Any]) -> str:
    """One item's JSON text, indented as an element of the top-level array."""
    lines = [f"    {_dumps(key)}: {_value_text(value)}" for key, value in item.items()]
    return "  {\n" + ",\n".join(lines) + "\n  }"


def _value_text(value: Any) -> str:
    """A variable's JSON: names one a line, dates and text on the variable's line."""
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        inner = ",\n".join(f"      {_dumps(v)}" for v in value)
        return "[\n" + inner + "\n    ]"
    if isinstance(value, dict) and "date-parts" not in value and "literal" not in value:
        text = json.dumps(value, ensure_ascii=False, indent=2)
        return text.replace("\n", "\n    ")
    return _dumps(value)


_ENCODER = json.JSONEncoder(ensure_ascii=False)


def _dumps(value: Any) -> str:
    """Compact one-line JSON (UTF-8 text, ', ' and ': ' separators)."""
    return encode_basestring(value) if isinstance(value, str) else _ENCODER.encode(value)


# --- crossref ---------------------------------------------------------------------------------

_NOT_INHERITED = frozenset(
    "crossref xref xdata ids key label sortkey entryset shorthand keywords abstract note "
    "annote annotation subtitle titleaddon shorttitle sorttitle indextitle indexsorttitle "
    "entrysubtype".split()
)
_COLLECTIONS = frozenset({"book", "proceedings", "collection", "reference", "mvbook",
                          "mvproceedings", "mvcollection", "mvreference"})  # fmt: skip


def inherit(child: Record, parent: Record) -> Record:
    """child with what it lacks taken from the entry it crossrefs, as BibTeX and biblatex
    do (CSL has no crossref; Pandoc resolves them the same way): fields of the same name,
    and the parent's title as the child's booktitle when the parent is a book or
    proceedings and the child a part of one (biblatex's inheritance rule)."""
    have = {name.lower() for name, value in child.fields if value.strip()}  # '' is missing
    added = [
        (name, value)
        for name, value in parent.fields
        if name.lower() not in have and name.lower() not in _NOT_INHERITED
    ]
    kind = parent.entry_type.lower()
    part_of_it = kind in _COLLECTIONS and child.entry_type.lower() in CHAPTERS
    if part_of_it and parent.title and not {"booktitle"} & (have | {n for n, _ in added}):
        added.append(("booktitle", parent.title))
    if parent.authors_text and not child.authors_text and kind in _COLLECTIONS:
        added.append(("bookauthor", parent.authors_text))
    return Record(
        entry_type=child.entry_type, key=child.key, title=child.title,
        authors=child.authors, authors_text=child.authors_text,
        year=child.year if child.year is not None else parent.year,
        venue=child.venue or parent.venue, abstract=child.abstract, doi=child.doi,
        url=child.url, keywords=child.keywords, notes=child.notes,
        fields=[*_kept(child.fields, added), *added], raw_fields=child.raw_fields,
        editors=child.editors,
    )  # fmt: skip


def _kept(fields: list[tuple[str, str]], added: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """fields without the empty ones the parent fills."""
    filled = {name.lower() for name, _ in added}
    return [(n, v) for n, v in fields if v.strip() or n.lower() not in filled]
