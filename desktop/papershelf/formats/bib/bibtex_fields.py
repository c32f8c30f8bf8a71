"""What BibTeX fields mean: raw expressions resolved through @string macros, decoded by kind.

A raw value is a BibTeX expression exactly as written: '{text}', '"text"', '2020', a
macro name ('jan', 'jmlr') or parts joined by '#'. `decode_field` turns one into the
Unicode text that is shown and searched; reader and writer both use it, so a writer can
tell an untouched value (decoded value unchanged) from an edited one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache

from papershelf.formats.fields import (  # the field table; these names stay importable here
    COLUMN_FIELDS as COLUMN_FIELDS,
)
from papershelf.formats.fields import (
    MARKUP_FIELDS,
    NAME_FIELDS,
    TOOL_FIELDS,
    VERBATIM_FIELDS,
)
from papershelf.formats.fields import (
    VENUE_FIELDS as VENUE_FIELDS,
)
from papershelf.formats.text.latex import decode_names, decode_text

# The month macros every BibTeX style and biblatex define.
MONTHS = {
    "jan": "January", "feb": "February", "mar": "March", "apr": "April", "may": "May",
    "jun": "June", "jul": "July", "aug": "August", "sep": "September", "oct": "October",
    "nov": "November", "dec": "December",
}  # fmt: skip
MONTH_NUMBERS = {name: number for number, name in enumerate(MONTHS, start=1)}

_YEAR = re.compile(r"\s*(\d{1,4})\s*$")
_DATE_YEAR = re.compile(r"\s*(\d{4})")


@dataclass
class Resolved:
    """A raw expression's text with macros expanded, and the macros nobody defined."""

    text: str
    undefined: list[str] = field(default_factory=list)


@cache
def field_kind(name: str) -> str:
    """How a field's value is decoded: 'verbatim', 'markup', 'names' or 'text'."""
    if name in VERBATIM_FIELDS or "url" in name or name.endswith("file"):
        return "verbatim"
    if name.startswith("bdsk-") or name in TOOL_FIELDS:
        return "verbatim"
    if name in MARKUP_FIELDS:
        return "markup"
    return "names" if name in NAME_FIELDS else "text"


def split_parts(raw: str) -> list[str]:
    """The '#'-joined parts of a raw expression, each as written ('{a}', '"b"', 'jan', '12')."""
    raw = raw.strip()
    if "#" not in raw:
        return [raw]
    parts: list[str] = []
    pos = 0
    while pos < len(raw):
        end = _part_end(raw, pos)
        parts.append(raw[pos:end].strip())
        hash_at = raw.find("#", end)
        if hash_at < 0:
            break
        pos = hash_at + 1
    return [p for p in parts if p]


def _part_end(raw: str, pos: int) -> int:
    """Where the part starting at (or after spaces from) pos ends."""
    while pos < len(raw) and raw[pos].isspace():
        pos += 1
    if pos >= len(raw):
        return pos
    opener = raw[pos]
    if opener not in '{"':
        hash_at = raw.find("#", pos)
        return len(raw) if hash_at < 0 else hash_at
    depth = 0
    for index in range(pos, len(raw)):
        char = raw[index]
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0 and opener == "{":
                return index + 1
        elif char == '"' and depth == 0 and index > pos:
            return index + 1
    return len(raw)


def resolve(raw: str, macros: Mapping[str, str], _depth: int = 0) -> Resolved:
    """A raw expression's text: delimiters dropped, macros (and month names) expanded."""
    first = raw[:1]
    if "#" not in raw and first in '{"' and raw[-1:] == ("}" if first == "{" else '"'):
        return Resolved(raw[1:-1])
    result = Resolved("")
    pieces: list[str] = []
    for part in split_parts(raw):
        pieces.append(_resolve_part(part, macros, result, _depth))
    result.text = "".join(pieces)
    return result


def append_to_raw(raw: str, text: str) -> str:
    """raw with text appended to its value, after ', ' ('{a, b}' + 'c' -> '{a, b, c}').

    A braced or quoted value takes it inside its delimiters; a macro or a concatenation
    gets a '#' part.
    """
    parts = split_parts(raw)
    if len(parts) == 1 and raw[:1] in '{"' and raw[-1:] in '}"':
        inner = raw[1:-1].rstrip().rstrip(",;").rstrip()
        return raw[0] + (f"{inner}, {text}" if inner else text) + raw[-1]
    return f"{raw} # {{, {text}}}"


def _resolve_part(part: str, macros: Mapping[str, str], result: Resolved, depth: int) -> str:
    """One part's text; an undefined macro stands for itself and is noted."""
    if part[:1] in '{"':
        return part[1:-1]
    if part.isdigit():
        return part
    name = part.lower()
    if name in macros and depth < 20:
        inner = resolve(macros[name], macros, depth + 1)
        result.undefined += inner.undefined
        return inner.text
    if name in MONTHS:
        return MONTHS[name]
    result.undefined.append(part)
    return part


def decode_value(name: str, text: str, names: Callable[[str], str] = decode_names) -> str:
    """A resolved value as shown and searched, by the kind of field it is; names decodes a
    name list (decode_names, or an export's remembering equivalent)."""
    kind = field_kind(name)
    if kind == "text":
        return _kept(decode_text(text), text)
    if kind == "names":
        return _kept(names(text), text)
    return text.strip()


def _kept(decoded: str, text: str) -> str:
    """decoded, or the text itself when decoding left nothing of it.

    A value that is one control sequence ('{\\MTeX}', '\\Thanh') decodes to nothing;
    the field must not vanish, so its value is the LaTeX as written (braces dropped).
    """
    if decoded.strip() or not text.strip():
        return decoded
    bare = " ".join(text.replace("{", " ").replace("}", " ").split())
    return bare or " ".join(text.split())


def decode_field(name: str, raw: str, macros: Mapping[str, str]) -> str:
    """A field's raw expression as the Unicode text shown and searched."""
    return decode_value(name, resolve(raw, macros).text)


def year_of(value: str) -> int | None:
    """A year column value from a decoded 'year' ('2020'), else None ('2020a', 'in press')."""
    match = _YEAR.match(value)
    return int(match.group(1)) if match else None


def year_of_date(value: str) -> int | None:
    """The year an ISO-style biblatex date starts with ('2020-05-01', '2020/2021')."""
    match = _DATE_YEAR.match(value)
    return int(match.group(1)) if match else None


def month_number(value: str) -> int | None:
    """1-12 for a month written as a name, an abbreviation or a number, else None."""
    text = value.strip().lower().rstrip(".")
    if text.isdigit():
        number = int(text)
        return number if 1 <= number <= 12 else None
    return MONTH_NUMBERS.get(text[:3]) if len(text) >= 3 and _is_month_word(text) else None


def _is_month_word(text: str) -> bool:
    """Whether text is a month's name or its three-letter start ('sept' counts)."""
    full = MONTHS.get(text[:3], "").lower()
    return bool(full) and full.startswith(text)
