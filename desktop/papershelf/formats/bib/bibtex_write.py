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
  fixed order, encoded (bibtex_values says which, and in what order).

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

from papershelf.formats.bib.bibtex_fields import decode_value, field_kind, month_number, resolve
from papershelf.formats.bib.bibtex_recheck import decoded_names, math_kept
from papershelf.formats.bib.bibtex_syntax import scan
from papershelf.formats.bib.bibtex_values import (
    MONTH_MACROS,
    biblatex_names,
    bibtex_extras,
    current_values,
    field_value,
    new_names,
)
from papershelf.formats.fields import PROTECTED_FIELDS  # titles: capitals kept in braces
from papershelf.formats.records import Block, Record
from papershelf.formats.text.latex import (
    balance_braces,
    encode_text,
    markdown_to_latex,
)
from papershelf.i18n import translate

FLAVOURS = ("bibtex", "biblatex")

_FIELD_NAME = re.compile(r"[^\s\"#%'(),={}]+")
# Every key the reader accepts (BibTeX itself stops a key at spaces, commas and braces).
_KEY = re.compile(r"[^\s,{}\"#%=]+")
_INDENT = "  "
_TYPE = re.compile(r"[a-z][a-z0-9_-]*")
# An accent on a dotless i or j: '\\'\\i', '\\' \\i', '\\'{\\i}' (group 2 braced, 3 bare).
_ACCENTED_DOTLESS = re.compile(
    r"(\\[`'^\"~=.uvHck])(?:\s*\{\s*\\([ij])\s*\}|\s*\\([ij])(?![A-Za-z]))"
)
_LONE_PERCENT = re.compile(r"(?<!\\)%")
# Encoding declarations a file read in another encoding may carry in its comments.
_JABREF_DECLARATION = re.compile(r"^(%\s*Encoding:\s*)[\w.:-]+", re.MULTILINE | re.IGNORECASE)
_EMACS_DECLARATION = re.compile(r"(-\*-.*?\bcoding:\s*)[\w.:-]+", re.IGNORECASE)
_EMACS_VARIABLE = re.compile(r"^(\W*coding:\s*)[\w.:-]+", re.MULTILINE | re.IGNORECASE)


class ExportError(ValueError):
    """Records that cannot be written as BibTeX: a missing, unusable or repeated key, a bad name."""


def write(records: Iterable[Record], blocks: Sequence[Block] = (), flavour: str = "bibtex") -> str:
    """The BibTeX text of records (in order) with blocks; the same input gives the same bytes."""
    records = list(records)
    _check_keys(records, flavour)
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
        _check_key(record, seen, flavour)
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
    if block.kind in ("text", "comment"):
        raw = declared_utf8(raw)
    if block.kind != "text" or flavour == "bibtex":
        return raw
    return "\n".join(
        line if line.startswith("%") else f"% {line}".rstrip() for line in raw.split("\n")
    )


def declared_utf8(text: str) -> str:
    """text whose encoding declarations (JabRef's '% Encoding: UTF-16LE', an Emacs
    'coding: latin-1') name UTF-8, which is what an export writes (issue 30, item 10)."""
    if "coding" not in text.lower():
        return text
    text = _JABREF_DECLARATION.sub(r"\g<1>UTF-8", text)
    text = _EMACS_DECLARATION.sub(r"\g<1>utf-8", text)
    if "local variables:" in text.lower():
        text = _EMACS_VARIABLE.sub(r"\g<1>utf-8", text)
    return text


def macros_of(blocks: Sequence[Block]) -> dict[str, str]:
    """The @string macros the blocks define: lower-cased name -> raw expression."""
    strings = [block.raw for block in blocks if block.kind == "string"]
    return scan("\n".join(strings)).strings if strings else {}


def _check_keys(records: list[Record], flavour: str = "bibtex") -> None:
    """Refuse keys BibTeX cannot use: missing, with spaces or braces, or repeated (any case)."""
    seen: dict[str, str] = {}
    for record in records:
        _check_key(record, seen, flavour)


def _check_key(record: Record, seen: dict[str, str], flavour: str = "bibtex") -> None:
    """Refuse one record's key if BibTeX (biber, for BibLaTeX) cannot use it or *seen*
    (lower -> as written) has it."""
    key = record.key or ""
    if not key:
        said = translate("bibtex", "an entry has no citation key: '{title}'")
        raise ExportError(said.format(title=record.title[:60]))
    if not _KEY.fullmatch(key):
        said = translate("bibtex", "the citation key '{key}' has a character BibTeX cannot read")
        raise ExportError(said.format(key=key))
    if flavour == "biblatex" and ("(" in key or ")" in key):  # BibTeX reads them; biber stops
        said = translate(
            "bibtex", "the citation key '{key}' has a parenthesis, which biber cannot read"
        )
        raise ExportError(said.format(key=key))
    if key.lower() in seen:
        first = seen[key.lower()]
        said = translate("bibtex", "the citation key '{key}' is used twice (also as '{first}')")
        raise ExportError(said.format(key=key, first=first))
    seen[key.lower()] = key


def crossref_order(records: list[Record]) -> list[Record]:
    """records in order, except that an entry others crossref follows the last of them.

    BibTeX only fills a crossref'd entry's fields in when the parent comes after the child.
    """
    position = {r.key.lower(): i for i, r in enumerate(records) if r.key}
    last_child: dict[int, int] = {}
    for index, record in enumerate(records):
        parent = position.get(field_value(record, "crossref").lower())
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
    head = f"@{entry_type(record)}{{{record.key},"
    if not fields:
        return head + "\n}"  # '@misc{key}' is a syntax error to biber; '@misc{key,}' is not
    body = ",\n".join([f"{_INDENT}{name} = {value}" for name, value in fields])
    return f"{head}\n{body}\n}}"


def entry_type(record: Record) -> str:
    """The record's type, lower-cased; 'misc' when it is not a name BibTeX and biber read
    (a CSL item's custom 'bibtex-type' of '@@@')."""
    kind = (record.entry_type or "misc").lower()
    return kind if _TYPE.fullmatch(kind) else "misc"


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
    new = [(name, current[name]) for name in new_names(current, written, record)]
    if flavour == "biblatex":
        new = biblatex_names(new, written)
    for name, value in new:
        out.append((name, encode_field(name, value, flavour)))
        written.add(name)
    if flavour == "bibtex":
        out += bibtex_extras(record, out, written)
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
        if inner == value and (_plain(inner) or (kind == "text" and math_kept(inner))):
            return True
        return decode_value(name, inner, decoded_names) == value
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


def _flavoured_raw(name: str, raw: str, value: str, flavour: str) -> str:
    """A raw value as written back: as read, except what biber needs in the BibLaTeX flavour
    (months as macros, an accented dotless i as '\\'{i}', a lone '%' escaped: biber passes
    every field inside a macro argument, where a '%' would hide the rest of the line)."""
    if flavour != "biblatex":
        return raw
    if name == "month":
        number = month_number(value)
        if number is not None and not raw.isalnum():
            return MONTH_MACROS[number]
    if "%" in raw and _kind(name) != "verbatim":
        raw = _LONE_PERCENT.sub(r"\\%", raw)
    if "\\" in raw:
        # biber turns \'{\i} into a dotless i and a combining accent, which LaTeX rejects
        raw = _ACCENTED_DOTLESS.sub(_dotted, raw)
    return raw


def _dotted(match: re.Match[str]) -> str:
    """An accent over a dotless i or j as the accent over the letter: '\\'\\i' -> '\\'{i}'."""
    return match.group(1) + "{" + (match.group(2) or match.group(3)) + "}"


# --- encoding -------------------------------------------------------------------------------


def encode_field(name: str, value: str, flavour: str) -> str:
    """A new or edited value as a BibTeX value, by field kind and flavour."""
    _check_name(name)
    if name == "month" and month_number(value) is not None:
        return MONTH_MACROS[month_number(value) or 1]
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
        raise ExportError(
            translate("bibtex", "'{name}' cannot be a BibTeX field name").format(name=name)
        )
