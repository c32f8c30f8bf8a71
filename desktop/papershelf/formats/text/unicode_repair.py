"""Unpaired surrogates repaired: text Python holds but UTF-8 (and so the library) cannot.

JSON's `"\\ud83d"` escape, read by `json.loads`, gives a str holding half of a surrogate
pair; so can a UTF-16 string in a PDF cut in the middle. SQLite would keep it as CESU bytes
that no UTF-8 decoder reads back, PostgreSQL refuses it. Every value entering the library
passes `repaired` (records at the import, network answers as they are parsed): each lone
surrogate becomes U+FFFD, the replacement character, and the caller says so in its report.
A NUL character (CSL-JSON's `"\\u0000"`, a PDF's UTF-16 metadata read as bytes) is removed
from records at the import the same way (`strip_nuls`): SQLite cut the text there,
PostgreSQL refused the whole import.
A pair written as two escapes (`"\\ud83d\\ude00"`) is joined by json.loads already and is
kept; a pair left split in a str (from `surrogatepass` decoding) is joined here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from itertools import chain
from typing import Any

from papershelf.formats.records import PersonName, Record
from papershelf.i18n import translate

__all__ = [
    "NUL", "REPLACEMENT", "has_surrogates", "nul_note", "repair_note", "repair_record",
    "repaired", "repaired_json", "strip_nuls",
]  # fmt: skip

REPLACEMENT = "\ufffd"
NUL = "\x00"
_SURROGATE = re.compile("[\ud800-\udfff]")
_PAIR = re.compile("[\ud800-\udbff][\udc00-\udfff]")
_TEXTS = (
    "entry_type", "key", "title", "authors_text", "venue", "abstract", "doi", "url",
    "keywords", "notes",
)  # fmt: skip


def has_surrogates(text: str) -> bool:
    """Whether text holds a surrogate code point (which UTF-8 cannot encode)."""
    return _SURROGATE.search(text) is not None


def repaired(text: str) -> str:
    """text with surrogate pairs joined and every lone surrogate replaced by U+FFFD."""
    if _SURROGATE.search(text) is None:
        return text
    joined = _PAIR.sub(_joined_pair, text)
    return _SURROGATE.sub(REPLACEMENT, joined)


def _joined_pair(match: re.Match[str]) -> str:
    """A high and a low surrogate as the one character they encode."""
    high, low = (ord(char) for char in match.group())
    return chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))


def repaired_json(value: Any, depth: int = 0) -> Any:
    """A parsed JSON value with every string (keys too) repaired; the same object when
    nothing needed it."""
    if isinstance(value, str):
        return repaired(value)
    if depth > 200:  # json.loads stops far below Python's recursion limit; so do we
        raise ValueError("nested too deeply")
    if isinstance(value, dict):
        return {repaired(k): repaired_json(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [repaired_json(item, depth + 1) for item in value]
    return value


def _clean(text: str) -> bool:
    """Whether text is surely free of surrogates (ASCII is checked in C, fast)."""
    return text.isascii() or _SURROGATE.search(text) is None


def _everything(record: Record) -> str:
    """Every string of a record end to end: one check in C for the common, clean case."""
    parts = [getattr(record, name) or "" for name in _TEXTS]
    parts += chain.from_iterable(record.fields)
    parts += chain.from_iterable(record.raw_fields)
    parts += chain.from_iterable(chain(record.authors, record.editors))
    return "".join(parts)


def _named(record: Record) -> Iterator[tuple[str, str]]:
    """(field name, string) of every string of a record."""
    yield from ((name, getattr(record, name) or "") for name in _TEXTS)
    yield from record.fields
    yield from record.raw_fields
    yield from (("authors", part) for person in record.authors for part in person)
    yield from (("editors", part) for person in record.editors for part in person)


def repair_record(record: Record) -> list[str]:
    """Repair every string of a record in place; the names of the fields that needed it."""
    if _clean(_everything(record)):
        return []
    bad = list(dict.fromkeys(name for name, value in _named(record) if not _clean(value)))
    _apply(record, repaired)
    return bad


def repair_note(fields: list[str]) -> str:
    """The report line of a record repaired by repair_record."""
    said = translate(
        "encoding",
        "an unpaired surrogate (half of a UTF-16 character) in {fields} was replaced by \ufffd",
    )
    return said.format(fields=", ".join(fields))


def strip_nuls(record: Record) -> list[str]:
    """Remove NUL characters from every string of a record in place (SQLite would cut the
    text there, PostgreSQL refuses the whole import); the names of the fields that held one."""
    if NUL not in _everything(record):
        return []
    bad = list(dict.fromkeys(name for name, value in _named(record) if NUL in value))
    _apply(record, lambda text: text.replace(NUL, ""))
    return bad


def nul_note(fields: list[str]) -> str:
    """The report line of a record mended by strip_nuls."""
    said = translate("encoding", "a NUL character (U+0000) in {fields} was removed")
    return said.format(fields=", ".join(fields))


def _apply(record: Record, mend: Callable[[str], str]) -> None:
    """Every string of a record passed through mend, in place."""
    for name in _TEXTS:
        value = getattr(record, name)
        if value:
            setattr(record, name, mend(value))
    record.fields = [(mend(n), mend(v)) for n, v in record.fields]
    record.raw_fields = [(mend(n), mend(v)) for n, v in record.raw_fields]
    record.authors = [PersonName(*map(mend, person)) for person in record.authors]
    record.editors = [PersonName(*map(mend, person)) for person in record.editors]
