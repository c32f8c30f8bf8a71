"""Writing records (and a library's @string/@preamble/@comment blocks) as BibTeX or BibLaTeX.

How each field is written:

- A field the record read from a file (`raw_fields`) whose value today decodes to what the
  record holds (its column or its `fields` entry) is written back raw, byte for byte as
  read, in its original place: macros (defined or not: a macro may come from another .bib
  given to BibTeX beside this one), '#' concatenations, LaTeX, '_', '%', '&', '#' and
  non-ASCII characters all as they were. Nothing read from a file is escaped.
- A field whose value was changed since (the decoded value differs) is encoded from the
  new value; a field the record no longer has is left out.
- Fields the file did not have (new ones, or all of a record from elsewhere) follow in a
  fixed order, encoded.

The file is UTF-8. Encoding new or edited text, BibTeX flavour: non-ASCII as LaTeX
('{\\"u}'), capitals a style would lower protected in titles ('{BERT}'), LaTeX specials
escaped in typeset fields; year/journal/address added from biblatex's
date/journaltitle/location when missing. BibLaTeX flavour: UTF-8, new years as 'date', new
journals as 'journaltitle', month names as month macros, an accented dotless i written
the way biber reads it. Both: every entry keeps its type ('@online' stays '@online':
BibTeX warns once about a type its style lacks and formats it as @misc; '@xdata' and
'@set' are never cited, so BibTeX never formats them), every value brace-balanced as BibTeX
counts braces, deterministic bytes, no BOM, no '% WARNING'.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence

from papershelf.formats.bibtex_fields import (
    MONTHS,
    VENUE_FIELDS,
    decode_value,
    field_kind,
    month_number,
    resolve,
    year_of_date,
)
from papershelf.formats.bibtex_syntax import scan
from papershelf.formats.latex import (
    balance_braces,
    encode_text,
    markdown_to_latex,
)
from papershelf.formats.names import format_names
from papershelf.formats.records import Block, Record

FLAVOURS = ("bibtex", "biblatex")

# Fields biblatex has that BibTeX styles read under another name, copied when missing.
_BIBTEX_NAMES = (("journaltitle", "journal"), ("location", "address"))
_THESIS_TYPES = frozenset({"phdthesis", "mastersthesis", "thesis"})
_BIBLATEX_ONLY = frozenset({"journaltitle", "location", "institution", "date"})
PROTECTED_FIELDS = frozenset(
    {"title", "booktitle", "subtitle", "maintitle", "shorttitle", "eventtitle", "series"}
)
# Where fields a file did not have go, after the ones it had.
FIELD_ORDER = (
    "author", "editor", "title", "subtitle", "booktitle", "journal", "journaltitle", "series",
    "edition", "volume", "number", "pages", "chapter", "year", "date", "month", "publisher",
    "organization", "institution", "school", "address", "location", "howpublished", "type",
    "note", "doi", "eprint", "eprinttype", "url", "urldate", "isbn", "issn", "crossref",
    "keywords", "abstract",
)  # fmt: skip
_ORDER = {name: index for index, name in enumerate(FIELD_ORDER)}
_MONTH_MACROS = dict(enumerate(MONTHS, start=1))
_FIELD_NAME = re.compile(r"[^\s\"#%'(),={}]+")
# Every key the reader accepts (BibTeX itself stops a key at spaces, commas and braces).
_KEY = re.compile(r"[^\s,{}\"#%=]+")
_INDENT = "  "
# An accent on a dotless i or j: '\\'\\i', '\\' \\i', '\\'{\\i}' (group 2 braced, 3 bare).
_ACCENTED_DOTLESS = re.compile(
    r"(\\[`'^\"~=.uvHck])(?:\s*\{\s*\\([ij])\s*\}|\s*\\([ij])(?![A-Za-z]))"
)
_LONE_PERCENT = re.compile(r"(?<!\\)%")
_DATE_MONTH = re.compile(r"\s*\d{4}-(\d{2})(?:$|-)")


class ExportError(ValueError):
    """Records that cannot be written as BibTeX: a missing, unusable or repeated key, a bad name."""


def write(records: Iterable[Record], blocks: Sequence[Block] = (), flavour: str = "bibtex") -> str:
    """The BibTeX text of records (in order) with blocks; the same input gives the same bytes."""
    records = list(records)
    _check_keys(records)
    ordered = crossref_order(records)
    keys = {r.key.lower() for r in ordered if r.key}
    return "".join(write_stream(ordered, blocks, flavour, keys))


def write_stream(
    records: Iterable[Record], blocks: Sequence[Block], flavour: str, keys: Collection[str]
) -> Iterator[str]:
    """write()'s text in parts, for records that come one at a time (from a database).

    records come in the order they are written, an entry others crossref after the last of
    them (BibTeX needs that); keys are the lower-cased keys of all of them, which place the
    blocks. Keys are checked as they come: an ExportError may stop the stream part-way.
    """
    if flavour not in FLAVOURS:
        raise ValueError(f"unknown flavour {flavour!r}; expected one of {FLAVOURS}")
    macros = macros_of(blocks)
    top, anchored, bottom = _placed(blocks, set(keys))
    seen: dict[str, str] = {}
    separator = ""
    for block in top:
        yield separator + block_text(block, flavour)
        separator = "\n\n"
    for record in records:
        _check_key(record, seen)
        for block in anchored.get((record.key or "").lower(), ()):
            yield separator + block_text(block, flavour)
            separator = "\n\n"
        yield separator + entry_text(record, flavour, macros)
        separator = "\n\n"
    for block in bottom:
        yield separator + block_text(block, flavour)
        separator = "\n\n"
    if separator:
        yield "\n"


def block_text(block: Block, flavour: str) -> str:
    """A block as written; free text becomes '%' comments for biber, which warns about it."""
    raw = block.raw.strip()
    if block.kind != "text" or flavour == "bibtex":
        return raw
    return "\n".join(
        line if line.startswith("%") else f"% {line}".rstrip() for line in raw.split("\n")
    )


def macros_of(blocks: Sequence[Block]) -> dict[str, str]:
    """The @string macros the blocks define: lower-cased name -> raw expression."""
    strings = [block.raw for block in blocks if block.kind == "string"]
    return scan("\n".join(strings)).strings if strings else {}


def _check_keys(records: list[Record]) -> None:
    """Refuse keys BibTeX cannot use: missing, with spaces or braces, or repeated (any case)."""
    seen: dict[str, str] = {}
    for record in records:
        _check_key(record, seen)


def _check_key(record: Record, seen: dict[str, str]) -> None:
    """Refuse one record's key if BibTeX cannot use it or *seen* (lower -> as written) has it."""
    key = record.key or ""
    if not key:
        raise ExportError(f"an entry has no citation key: '{record.title[:60]}'")
    if not _KEY.fullmatch(key):
        raise ExportError(f"the citation key '{key}' has a character BibTeX cannot read")
    if key.lower() in seen:
        first = seen[key.lower()]
        raise ExportError(f"the citation key '{key}' is used twice (also as '{first}')")
    seen[key.lower()] = key


def crossref_order(records: list[Record]) -> list[Record]:
    """records in order, except that an entry others crossref follows the last of them.

    BibTeX only fills a crossref'd entry's fields in when the parent comes after the child.
    """
    position = {r.key.lower(): i for i, r in enumerate(records) if r.key}
    last_child: dict[int, int] = {}
    for index, record in enumerate(records):
        parent = position.get(_field_value(record, "crossref").lower())
        if parent is not None and parent < index:
            last_child[parent] = index
    if not last_child:
        return records
    ordered: list[Record] = []
    after: dict[int, list[Record]] = {}
    for parent, child in sorted(last_child.items()):
        after.setdefault(child, []).append(records[parent])
    for index, record in enumerate(records):
        if index not in last_child:
            ordered.append(record)
        ordered += after.get(index, [])
    return ordered


def _placed(
    blocks: Sequence[Block], keys: set[str]
) -> tuple[list[Block], dict[str, list[Block]], list[Block]]:
    """Blocks at the top (@string, @preamble and all before them), before their entry, or last.

    BibTeX needs a macro defined before an entry uses it, and entries may be written in
    another order than they were read: so every @string goes first.
    """
    library = [i for i, block in enumerate(blocks) if block.kind in ("string", "preamble")]
    head = library[-1] + 1 if library else 0
    top = list(blocks[:head])
    anchored: dict[str, list[Block]] = {}
    bottom: list[Block] = []
    for block in blocks[head:]:
        anchor = (block.before_key or "").lower()
        if block.kind in ("string", "preamble"):
            top.append(block)
        elif anchor in keys:
            anchored.setdefault(anchor, []).append(block)
        else:
            bottom.append(block)
    return top, anchored, bottom


# --- one entry ------------------------------------------------------------------------------


def entry_text(record: Record, flavour: str, macros: Mapping[str, str]) -> str:
    """One record as an '@type{key, ...}' entry."""
    fields = entry_fields(record, flavour, macros)
    head = f"@{(record.entry_type or 'misc').lower()}{{{record.key},"
    if not fields:
        return head[:-1] + "}"
    body = ",\n".join([f"{_INDENT}{name} = {value}" for name, value in fields])
    return f"{head}\n{body}\n}}"


def entry_fields(record: Record, flavour: str, macros: Mapping[str, str]) -> list[tuple[str, str]]:
    """(name, BibTeX value) pairs: fields as read, then new ones, then the flavour's extras."""
    current = current_values(record, flavour)
    out: list[tuple[str, str]] = []
    written: set[str] = set()
    biblatex = flavour == "biblatex"
    for name, raw in record.raw_fields:
        value = current.get(name)
        if value is None and name not in written and _empty(name, raw, macros):
            value = ""  # an empty value ('doi = ""') is kept as read: no column holds it
        if value is None or name in written:
            continue  # removed since it was read (or a repeat)
        written.add(name)
        # The common case first, without slicing: braced, untouched, plain text.
        plain = len(raw) == len(value) + 2 and raw.startswith(value, 1) and raw[0] == "{"
        if plain:
            plain = _as_written(value) if _kind(name) in _AS_WRITTEN else _plain(value)
        if not plain and not unchanged(name, raw, value, macros):
            raw = encode_field(name, value, flavour)
        elif name == "month" or (biblatex and ("\\" in raw or "%" in raw)):
            raw = _flavoured_raw(name, raw, value, flavour)
        out.append((name, raw))
    new = [(name, current[name]) for name in _new_names(current, written, record)]
    if flavour == "biblatex":
        new = _biblatex_names(new, written)
    for name, value in new:
        out.append((name, encode_field(name, value, flavour)))
        written.add(name)
    if flavour == "bibtex":
        out += _bibtex_extras(record, out, written)
    return out


def _empty(name: str, raw: str, macros: Mapping[str, str]) -> bool:
    """Whether a raw value says nothing ('{}', '""', '{ }'), so no column or field holds it."""
    return not decode_value(name, resolve(raw, macros).text).strip()


def _kind(name: str) -> str:
    """field_kind(name), remembered: a library has few field names, each seen many times."""
    kind = _KINDS.get(name)
    if kind is None:
        kind = field_kind(name)
        if len(_KINDS) < _KINDS_LIMIT:
            _KINDS[name] = kind
    return kind


_KINDS: dict[str, str] = {}
_KINDS_LIMIT = 4096


def unchanged(name: str, raw: str, value: str, macros: Mapping[str, str]) -> bool:
    """Whether raw still decodes to value (its macros read with the export's definitions, or
    as the undefined names they were when the file was read)."""
    if raw[:1] == "{" and raw[-1:] == "}" and "#" not in raw:
        inner = raw[1:-1]
        if ("{" in inner or "}" in inner) and inner.count("{") != inner.count("}"):
            return False  # never write back a value that would break the file
        kind = field_kind(name)
        if kind == "verbatim" or kind == "markup":
            return inner.strip() == value  # all their decoding does
        if inner == value and _plain(inner):
            return True
        return decode_value(name, inner) == value
    if raw.count("{") != raw.count("}"):
        return False
    if decode_value(name, resolve(raw, macros).text) == value:
        return True
    return bool(macros) and decode_value(name, resolve(raw, {}).text) == value


_AS_WRITTEN = frozenset({"verbatim", "markup"})  # kinds whose decoding only strips spaces


def _as_written(text: str) -> bool:
    """Whether a verbatim or markup value is its own raw text: no edge spaces, braces balanced."""
    if "{" in text or "}" in text:
        return False  # rare; unchanged() counts them
    return text[:1] not in _EDGE_SPACE and text[-1:] not in _EDGE_SPACE


_EDGE_SPACE = frozenset(" \t\n\r\f\v")


def _plain(text: str) -> bool:
    """Whether text decodes to itself whatever its field (no LaTeX, no braces, no '#', no
    doubled, odd or edge spaces)."""
    if "\\" in text or "{" in text or "}" in text or "$" in text or "~" in text:
        return False
    if "%" in text or "\n" in text or "\t" in text or "--" in text or "  " in text:
        return False
    return "``" not in text and "''" not in text and "#" not in text and text == text.strip()


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


def _new_names(current: dict[str, str], written: set[str], record: Record) -> list[str]:
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


def _biblatex_names(new: list[tuple[str, str]], written: set[str]) -> list[tuple[str, str]]:
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


def _flavoured_raw(name: str, raw: str, value: str, flavour: str) -> str:
    """A raw value as written back: as read, except what biber needs in the BibLaTeX flavour
    (months as macros, an accented dotless i as '\\'{i}', a lone '%' escaped: biber passes
    every field inside a macro argument, where a '%' would hide the rest of the line)."""
    if flavour != "biblatex":
        return raw
    if name == "month":
        number = month_number(value)
        if number is not None and not raw.isalnum():
            return _MONTH_MACROS[number]
    if "%" in raw and _kind(name) != "verbatim":
        raw = _LONE_PERCENT.sub(r"\\%", raw)
    if "\\" in raw:
        # biber turns \'{\i} into a dotless i and a combining accent, which LaTeX rejects
        raw = _ACCENTED_DOTLESS.sub(_dotted, raw)
    return raw


def _dotted(match: re.Match[str]) -> str:
    """An accent over a dotless i or j as the accent over the letter: '\\'\\i' -> '\\'{i}'."""
    return match.group(1) + "{" + (match.group(2) or match.group(3)) + "}"


def _bibtex_extras(
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
        extras.append(("month", _MONTH_MACROS[month]))
    return extras


def _month_of_date(record: Record) -> int | None:
    """The month of a biblatex date ('2022-03-14' -> 3), for a BibTeX month field."""
    date = _field_value(record, "date")
    match = _DATE_MONTH.match(date)
    return month_number(match.group(1)) if match else None


def _field_value(record: Record, name: str) -> str:
    """The record's value of one field from `fields`, or ''."""
    return next((value for n, value in record.fields if n == name), "")


# --- encoding -------------------------------------------------------------------------------


def encode_field(name: str, value: str, flavour: str) -> str:
    """A new or edited value as a BibTeX value, by field kind and flavour."""
    _check_name(name)
    if name == "month" and month_number(value) is not None:
        return _MONTH_MACROS[month_number(value) or 1]
    if name == "year" and value.strip().isdigit():
        return "{" + value.strip() + "}"
    kind = field_kind(name)
    if kind == "verbatim":
        return "{" + _verbatim(value) + "}"
    ascii_only = flavour == "bibtex"
    if kind == "markup":
        text = "\n\n".join(
            encode_text(markdown_to_latex(paragraph), ascii_only=ascii_only, latex=True)
            for paragraph in _paragraphs(value)
        )
    else:
        protect = name in PROTECTED_FIELDS
        text = encode_text(" ".join(value.split()), ascii_only=ascii_only, protect=protect)
        if name == "pages":
            text = text.replace("-{}-", "--")  # a typed '1--10' is BibTeX's page range
    return "{" + balance_braces(text) + "}"


def _paragraphs(text: str) -> list[str]:
    """An abstract's paragraphs, each on one line; one starting with '@' is shielded by '{}',
    so that no line of the file looks like the start of an entry."""
    paragraphs = [" ".join(p.split()) for p in re.split(r"\n\s*\n", text.strip())]
    return ["{}" + p if p.startswith("@") else p for p in paragraphs if p]


def _verbatim(value: str) -> str:
    """A URL, DOI or path on one line, with any unmatched brace percent-encoded."""
    value = " ".join(value.split())
    if balance_braces(value) == value:
        return value
    return value.replace("{", "%7B").replace("}", "%7D")


def _check_name(name: str) -> None:
    """Refuse a field name BibTeX cannot read ('my field', 'a=b')."""
    if not _FIELD_NAME.fullmatch(name):
        raise ExportError(f"'{name}' cannot be a BibTeX field name")
