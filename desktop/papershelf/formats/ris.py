"""RIS in and out (Zotero, Mendeley, EndNote exports), through rispy, as plain records.

Reading cuts the text into 'TY  - ... ER  - ' records itself, so that every record and
every problem has its line, then hands each record to rispy. Tags map to the record's
columns and BibTeX field names (T2 -> journal or booktitle, SP/EP -> pages, PB ->
publisher, ...); tags with no BibTeX name are kept as 'ris-xx' fields, so that a RIS
file read and written again keeps them. Writing goes the other way, deterministically.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import rispy

from papershelf.formats.bib import file_field
from papershelf.formats.fields import RIS_FIELDS
from papershelf.formats.names import parse_names
from papershelf.formats.records import FormatError, PersonName, Problem, ReadResult, Record
from papershelf.formats.text import encoding
from papershelf.i18n import translate

# RIS reference types -> BibTeX entry types; anything else is misc.
ENTRY_TYPES = {
    "JOUR": "article", "EJOUR": "article", "MGZN": "article", "NEWS": "article",
    "JFULL": "periodical", "CONF": "inproceedings", "CPAPER": "inproceedings",
    "BOOK": "book", "EBOOK": "book", "EDBOOK": "book", "CHAP": "incollection",
    "ECHAP": "incollection", "THES": "phdthesis", "RPRT": "techreport", "UNPB": "unpublished",
    "ELEC": "online", "BLOG": "online", "COMP": "software", "DATA": "dataset", "PAT": "patent",
    "STAND": "standard", "GEN": "misc",
}  # fmt: skip
RIS_TYPES = {
    "article": "JOUR", "inproceedings": "CPAPER", "conference": "CPAPER", "proceedings": "CONF",
    "book": "BOOK", "incollection": "CHAP", "inbook": "CHAP", "phdthesis": "THES",
    "mastersthesis": "THES", "thesis": "THES", "techreport": "RPRT", "report": "RPRT",
    "unpublished": "UNPB", "online": "ELEC", "software": "COMP", "dataset": "DATA",
    "patent": "PAT", "standard": "STAND", "periodical": "JFULL", "manual": "GEN",
    "booklet": "GEN", "misc": "GEN",
}  # fmt: skip
# rispy's names for the tags that carry a BibTeX field of their own (the field table's).
_FIELDS = RIS_FIELDS
_FIELD_TAGS = {field: rispy_name for rispy_name, field in _FIELDS.items()}
_VENUE_TAGS = ("secondary_title", "journal_name", "alternate_title3", "alternate_title2")
_TITLE_TAGS = ("title", "primary_title")
_HANDLED = frozenset(
    {
        "type_of_reference", "authors", "first_authors", "secondary_authors", "title",
        "primary_title", "year", "publication_year", "abstract", "notes_abstract", "doi",
        "urls", "keywords", "notes", "start_page", "end_page", "id", "unknown_tag",
        *_VENUE_TAGS, *_FIELDS,
    }
)  # fmt: skip
_TAG_LINE = re.compile(r"^([A-Z][A-Z0-9])  ?-(?: (.*)|\s*)$")
_YEAR = re.compile(r"(\d{4})")
_KEY_LIKE = re.compile(r"[A-Za-z][\w:.+-]*")
_BOOKISH = frozenset({"book", "incollection", "inbook"})
_THESES = frozenset({"phdthesis", "mastersthesis", "thesis"})
_CONTAINER_TYPES = frozenset({"inproceedings", "incollection", "inbook", "conference"})
# A name suffix in RIS's third place ('Smith, John, Jr.'), and BibTeX's name separator.
_SUFFIX = re.compile(r"(?:jr|sr|[ivx]+|\d+(?:st|nd|rd|th))\.?", re.IGNORECASE)
_AND = re.compile(r"\s(?:and)\s", re.IGNORECASE)
_RISPY_TAGS = {name: tag for tag, name in rispy.TAG_KEY_MAPPING.items()}


class _Writer(rispy.RisWriter):
    """rispy's writer without its '1.' numbering lines, which are not RIS."""

    def set_header(self, count: int) -> str:
        """No header line before a record."""
        return ""


def read(path: Path) -> ReadResult:
    """Read a .ris file; FormatError if it is missing, binary or not RIS."""
    return encoding.read_file(path, read_text)


def read_text(text: str, file: str = "<text>") -> ReadResult:
    """Read RIS already in memory; *file* names it in problems."""
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    if "\x00" in text:
        raise FormatError(file, 0, translate("ris", "not a text file (it contains NUL bytes)"))
    lines = text.split("\n")
    if not any(line.startswith("TY ") for line in lines):
        raise FormatError(file, 0, translate("ris", "not a RIS file (it has no 'TY  - ' line)"))
    result = ReadResult()
    for line_no, chunk, problem in _chunks(lines):
        if problem:
            result.problems.append(Problem(file, line_no, problem))
        if chunk:
            _add_record(result, chunk, line_no, file)
    return result


def _chunks(lines: list[str]) -> list[tuple[int, list[str], str]]:
    """Each record's normalised lines with its first line number, and any problem with it."""
    chunks: list[tuple[int, list[str], str]] = []
    current: list[str] = []
    start = 0
    for index, line in enumerate(lines, start=1):
        match = _TAG_LINE.match(line.rstrip())
        tag = match.group(1) if match else ""
        if tag == "TY":
            if current:
                chunks.append((start, [*current, "ER  - "], _no_end()))
            current, start = [_normal(match)], index  # type: ignore[arg-type]
        elif not current:
            if line.strip():
                said = translate("ris", "text outside a record was ignored: '{text}'")
                chunks.append((index, [], said.format(text=line[:40])))
        elif tag == "ER":
            chunks.append((start, [*current, "ER  - "], ""))
            current = []
        else:
            current.append(_normal(match) if match else line.strip())
    if current:
        chunks.append((start, [*current, "ER  - "], _no_end()))
    return chunks


def _no_end() -> str:
    """The problem of a record that runs on without its 'ER' line."""
    return translate("ris", "the record has no 'ER' line")


def _normal(match: re.Match[str]) -> str:
    """A tag line as rispy reads it: 'XX  - value'."""
    return f"{match.group(1)}  - {(match.group(2) or '').strip()}"


def _add_record(result: ReadResult, lines: list[str], line_no: int, file: str) -> None:
    """Parse one record's lines with rispy and keep the record (or say why not)."""
    try:
        entries = rispy.RisParser(enforce_list_tags=False).parse_lines(iter(lines))
        record = _record(entries[0], line_no) if entries else None
    except (TypeError, AttributeError, ValueError, KeyError) as exc:  # found by fuzzing
        said = translate("ris", "the record could not be read (malformed tag lines: {error})")
        result.problems.append(Problem(file, line_no, said.format(error=type(exc).__name__)))
        return
    if record is None:
        said = translate("ris", "the record could not be read")
        result.problems.append(Problem(file, line_no, said))
        return
    if len(entries[0]) <= 1:
        said = translate("ris", "the record is empty (only its type)")
        result.problems.append(Problem(file, line_no, said))
        return
    result.records.append(record)  # untitled, authorless records too: RIS exports write them


def _record(entry: dict[str, Any], line_no: int) -> Record:
    """One rispy entry as a record."""
    entry_type = ENTRY_TYPES.get(str(entry.get("type_of_reference", "")).upper(), "misc")
    authors = [*_list(entry, "authors"), *_list(entry, "first_authors")]
    record = Record(
        entry_type=entry_type,
        key=_key(entry),
        title=_first(entry, _TITLE_TAGS),
        authors_text=" and ".join(_bibtex_name(name) for name in authors),
        year=_year(entry),
        abstract=_first(entry, ("abstract", "notes_abstract")),
        doi=_text(entry.get("doi")),
        source_line=line_no,
    )
    urls = _list(entry, "urls")
    record.url = urls[0] if urls else ""
    record.keywords = ", ".join(_list(entry, "keywords"))
    record.notes = "\n\n".join(_list(entry, "notes"))
    record.authors = parse_names(record.authors_text)[0]
    record.fields = _fields(entry, entry_type, urls[1:])
    record.editors = parse_names(dict(record.fields).get("editor", ""))[0]
    record.venue = next((v for n, v in record.fields if n in ("journal", "booktitle")), "")
    return record


def _fields(entry: dict[str, Any], entry_type: str, more_urls: list[str]) -> list[tuple[str, str]]:
    """The record's BibTeX fields from the tags that have no column."""
    fields: list[tuple[str, str]] = []
    editors = [*_list(entry, "secondary_authors"), *_unknown(entry, "ED")]
    if editors:
        fields.append(("editor", " and ".join(_bibtex_name(name) for name in editors)))
    venue = _first(entry, _VENUE_TAGS)
    if venue:
        fields.append(("booktitle" if entry_type in _CONTAINER_TYPES else "journal", venue))
    pages = _pages(entry)
    if pages:
        fields.append(("pages", pages))
    for rispy_name, name in _FIELDS.items():
        value = _text(entry.get(rispy_name))
        if value:
            fields.append(
                (_field_name(name, entry_type), _iso_date(value) if name == "urldate" else value)
            )
    fields += [(f"ris-ur{i}", url) for i, url in enumerate(more_urls, start=2)]
    fields += _other_tags(entry)
    return fields


def _iso_date(value: str) -> str:
    """A RIS date ('2024/01/15/', '2024//') as biblatex writes dates ('2024-01-15', '2024')."""
    parts = [p for p in value.split("/") if p.strip()]
    return "-".join(p.strip() for p in parts) if parts and parts[0].strip().isdigit() else value


def _ris_date(value: str) -> str:
    """An ISO date ('2024-01-15') as RIS writes dates ('2024/01/15/')."""
    parts = value.split("-")
    if not all(p.isdigit() for p in parts):
        return value
    return "/".join(parts + [""] * (3 - len(parts))) + "/"


def _field_name(name: str, entry_type: str) -> str:
    """The BibTeX name of a mapped tag for this type: SN is a book's ISBN, PB a thesis's school."""
    if name == "issn" and entry_type in _BOOKISH:
        return "isbn"
    if name == "publisher" and entry_type in _THESES:
        return "school"
    if name == "publisher" and entry_type == "techreport":
        return "institution"
    return name


def _other_tags(entry: dict[str, Any]) -> list[tuple[str, str]]:
    """Tags with no BibTeX name, kept as 'ris-xx' fields in tag order."""
    fields: list[tuple[str, str]] = []
    for name, value in entry.items():
        if name not in _HANDLED and name in _RISPY_TAGS:
            fields += [(f"ris-{_RISPY_TAGS[name].lower()}", v) for v in _as_list(value)]
    for tag, values in sorted((entry.get("unknown_tag") or {}).items()):
        if tag != "ED":
            fields += [(f"ris-{tag.lower()}", _text(v)) for v in values if _text(v)]
    return fields


def _as_list(value: Any) -> list[str]:
    """A rispy value (text or list of texts) as a list of non-empty texts."""
    values = value if isinstance(value, list) else [value]
    return [_text(v) for v in values if _text(v)]


def _list(entry: dict[str, Any], name: str) -> list[str]:
    """A tag's values as a list."""
    return _as_list(entry.get(name))


def _unknown(entry: dict[str, Any], tag: str) -> list[str]:
    """The values of a tag rispy does not know."""
    return [_text(v) for v in (entry.get("unknown_tag") or {}).get(tag, []) if _text(v)]


def _text(value: Any) -> str:
    """A value as one clean line of text; the first of a list."""
    if isinstance(value, list):
        value = value[0] if value else ""
    return " ".join(str(value or "").split())


def _first(entry: dict[str, Any], names: Iterable[str]) -> str:
    """The first of several tags that has a value."""
    return next((_text(entry[n]) for n in names if _text(entry.get(n))), "")


def _key(entry: dict[str, Any]) -> str | None:
    """The ID tag as a citation key, when it looks like one ('smith2020', not '1234')."""
    value = _text(entry.get("id"))
    return value if _KEY_LIKE.fullmatch(value) else None


def _year(entry: dict[str, Any]) -> int | None:
    """The year from PY, Y1 or DA ('2020', '2020/05/01/')."""
    for name in ("year", "publication_year", "date"):
        match = _YEAR.search(_text(entry.get(name)))
        if match:
            return int(match.group(1))
    return None


def _pages(entry: dict[str, Any]) -> str:
    """SP and EP as a page range with an en dash between, or the start page alone."""
    start, end = _text(entry.get("start_page")), _text(entry.get("end_page"))
    return f"{start}\u2013{end}" if start and end and end != start else start or end


def _bibtex_name(name: str) -> str:
    """A RIS name ('Smith, John', 'Smith, John, Jr.') as a BibTeX name; anything else
    ('Google Brain', 'Barnes, Noble, and Co') is an organisation, taken whole and braced."""
    name = " ".join(name.split())
    parts = [p.strip() for p in name.split(",")]
    if _AND.search(name) or len(parts) > 3 or (len(parts) == 3 and not _SUFFIX.fullmatch(parts[2])):
        return "{" + name + "}"
    if len(parts) == 1:
        return "{" + name + "}" if " " in name else name
    family, given, *rest = parts
    jr = ", ".join(p for p in rest if p)
    return f"{family}, {jr}, {given}" if jr else f"{family}, {given}"


# --- writing --------------------------------------------------------------------------------


def write(records: Iterable[Record]) -> str:
    """Records as RIS text, one 'TY  - ' ... 'ER  - ' block each, deterministically."""
    entries = [_entry(record) for record in records]
    if not entries:
        return ""
    return str(_Writer(enforce_list_tags=False).formats(entries)).rstrip("\n") + "\n"


def _entry(record: Record) -> dict[str, Any]:
    """One record as a rispy entry (tag names as rispy spells them)."""
    fields = dict(record.fields)
    entry: dict[str, Any] = {"type_of_reference": RIS_TYPES.get(record.entry_type, "GEN")}
    if record.key:
        entry["id"] = record.key
    _put(entry, "authors", [_ris_name(p) for p in _people(record.authors_text, record.authors)])
    _put(entry, "title", _line(record.title))
    _put(entry, "secondary_authors", [_ris_name(p) for p in _people(fields.get("editor", ""))])
    venue = fields.get("journal") or fields.get("journaltitle") or fields.get("booktitle")
    _put(entry, "secondary_title", _line(venue or record.venue))
    _put(entry, "year", "" if record.year is None else str(record.year))
    _put_pages(entry, fields.get("pages", ""))
    for name, rispy_name in _FIELD_TAGS.items():
        value = _line(fields.get(name, ""))
        _put(entry, rispy_name, _ris_date(value) if name == "urldate" else value)
    publisher = fields.get("publisher") or fields.get("school") or fields.get("institution")
    _put(entry, "publisher", _line(publisher or ""))
    _put(entry, "issn", _line(fields.get("issn") or fields.get("isbn", "")))
    _put(entry, "abstract", _line(record.abstract))
    _put(entry, "doi", _line(record.doi))
    urls = [record.url, *(v for n, v in record.fields if n.startswith("ris-ur"))]
    _put(entry, "urls", [u for u in urls if u])
    _put(entry, "keywords", [k.strip() for k in re.split(r"[;,]", record.keywords) if k.strip()])
    _put(entry, "notes", [_line(record.notes)] if record.notes.strip() else [])
    _put_other_tags(entry, record.fields)
    _put_file_links(entry, record.fields)
    return entry


def _put_file_links(entry: dict[str, Any], fields: list[tuple[str, str]]) -> None:
    """A BibTeX `file` field's links as L1 lines ('file://' URLs; relative paths as written),
    unless the record has RIS L1 links of its own (read from RIS, written back as read)."""
    if "file_attachments1" in entry:
        return
    links = [
        link.path
        if not file_field.is_absolute(link.path)
        else file_field.format_link(link.path, link.kind, "url")
        for name, value in fields
        if name.lower() == file_field.FILE_FIELD
        for link in file_field.parse_field(value)
    ]
    _put(entry, "file_attachments1", links)


def _people(text: str, parsed: list[PersonName] | None = None) -> list[PersonName]:
    """The persons of a BibTeX name list (or the parsed ones when there is no text)."""
    return parse_names(text)[0] if text.strip() else list(parsed or [])


def _ris_name(person: PersonName) -> str:
    """A person as RIS writes names: 'von Family, Given, Jr', an organisation alone."""
    family = " ".join(p for p in (person.von, person.family) if p)
    parts = [family, person.given, person.jr] if person.jr else [family, person.given]
    return ", ".join(parts) if person.given or person.jr else family


def _line(value: str) -> str:
    """A value on one line (RIS values cannot hold line breaks)."""
    return " ".join(value.split())


def _put(entry: dict[str, Any], name: str, value: str | list[str]) -> None:
    """Set a tag unless the value is empty."""
    if value:
        entry[name] = value


def _put_pages(entry: dict[str, Any], pages: str) -> None:
    """A page range as SP and EP."""
    start, _, end = re.sub(r"\s*(?:--?|\u2013|\u2014)\s*", "\u2013", pages.strip()).partition(
        "\u2013"
    )
    _put(entry, "start_page", start)
    _put(entry, "end_page", end)


def _put_other_tags(entry: dict[str, Any], fields: list[tuple[str, str]]) -> None:
    """'ris-xx' fields back as their tags (rispy's names where it has one)."""
    unknown: dict[str, list[str]] = {}
    for name, value in fields:
        if not name.startswith("ris-") or name.startswith("ris-ur"):
            continue
        tag = name[4:].upper()
        rispy_name = rispy.TAG_KEY_MAPPING.get(tag)
        if rispy_name and rispy_name not in _HANDLED:
            entry.setdefault(rispy_name, []).append(_line(value))
        else:
            unknown.setdefault(tag, []).append(_line(value))
    if unknown:
        entry["unknown_tag"] = unknown
