"""Citation key patterns, JabRef / Better BibTeX style: '[auth:lower][year][veryshorttitle:lower]'.

A pattern is literal text and '[token:modifier:...]' fields. Tokens:

- [auth] first author's family name; [authN] its first N letters; [authEtAl] the first
  author, then 'EtAl' when there are more than two ('And' and the second when two);
- [authors] every author's family name; [authorsN] the first N, then 'EtAl' if more;
- [year]; [title] every word of the title; [shorttitle] its first three significant words;
  [veryshorttitle] its first significant word (function words like 'the', 'on' skipped);
- [firstpage], [lastpage] from the pages field.

Modifiers: :lower, :upper, :abbr (the first letter of each word), :capitalize. Words are
folded to ASCII letters and digits ('Schrödinger' -> 'Schrodinger') and joined; where a
digit would run into a digit ('DPLM2' then '2025') an '_' keeps them apart.

The default pattern gives what keys.key_base gives ('vaswani2017attention'). A record
without authors cannot fill an author field; it gets key_base's key instead ('Metamizer:
...' -> 'metamizer2025'), so an abstract list still gets readable keys.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from papershelf.formats.bib import keys
from papershelf.formats.names import parse_names
from papershelf.formats.records import Record
from papershelf.i18n import translate

DEFAULT_PATTERN = "[auth:lower][year][veryshorttitle:lower]"
# How managed attachment files are named (services.attachments), with the same fields.
FILE_NAME_PATTERN = "[auth] [year] - [title]"
_NOT_IN_FILE_NAMES = re.compile(r'[\x00-\x1f/\\:*?"<>|]+')
_FILE_NAME_LIMIT = 120
MODIFIERS = ("lower", "upper", "abbr", "capitalize")
_FIELD = re.compile(r"\[([^\[\]]*)\]")
_TOKEN = re.compile(r"(auth|authors)(\d*)|authEtAl|year|title|shorttitle|veryshorttitle|"
                    r"firstpage|lastpage")  # fmt: skip
_NOT_ALNUM = re.compile(r"[^A-Za-z0-9]+")
_NOT_LITERAL = re.compile(r"[^A-Za-z0-9_:.-]+")
_PAGE = re.compile(r"\d+")
_AUTHOR_TOKENS = re.compile(r"\[(auth|authors)")
_SHORT_TITLE_WORDS = 3


class PatternError(ValueError):
    """A key pattern with a token or modifier this module does not know."""


@dataclass(frozen=True)
class _Part:
    """One piece of a pattern: literal text, or a token and its modifiers."""

    text: str = ""
    token: str = ""
    modifiers: tuple[str, ...] = ()


def check_pattern(pattern: str) -> None:
    """Raise PatternError (saying what is wrong) unless pattern can make keys."""
    parts = _parse(pattern)
    if not any(part.token for part in parts):
        said = translate("key_patterns", "the key pattern {pattern} has no [field] in it")
        raise PatternError(said.format(pattern=repr(pattern)))


def generate_key(record: Record, pattern: str = DEFAULT_PATTERN) -> str:
    """A key for record from pattern, before it is made unique ('vaswani2017attention')."""
    has_authors = bool(record.authors or record.authors_text.strip())
    if not has_authors and _AUTHOR_TOKENS.search(pattern):
        return keys.key_base(record)
    key = ""
    for part in _parse(pattern):
        piece = _evaluate(part, record)
        if part.token == "year" and piece and key[-1:].isdigit():
            key += "_"  # as keys.key_base: 'dplm2_2025', not 'dplm22025'
        key += piece
    return key or keys.key_base(record)


def authors_needed(pattern: str) -> int | None:
    """How many first authors a key from *pattern* can show (None: all of them): a key of a
    3,000-author paper then reads no more names than a key of a small one."""
    needed = 1  # [auth], and keys.key_base when a field is empty
    for part in _parse(pattern):
        match = _TOKEN.fullmatch(part.token) if part.token else None
        if match is None:
            continue
        if part.token == "authEtAl":
            needed = max(needed, 3)  # two names, or 'EtAl' when there is a third
        elif match.group(1) == "authors":
            if not match.group(2):
                return None
            needed = max(needed, int(match.group(2)) + 1)  # one more: is there an 'EtAl'
    return needed


def file_name(record: Record, pattern: str = FILE_NAME_PATTERN) -> str:
    """A file name (no extension) for record from a pattern: '[auth] [year] - [title]' gives
    'Vaswani 2017 - Attention Is All You Need'. Words are joined by spaces; characters no
    file system takes are left out; 'attachment' when nothing is left."""
    text = ""
    for part in _parse(pattern, _file_literal):
        text += " ".join(_evaluate_words(part, record)) if part.token else part.text
    name = " ".join(text.split()).strip(" .-")[:_FILE_NAME_LIMIT].strip(" .")
    return name or "attachment"


def _file_literal(text: str) -> str:
    """Literal pattern text for a file name: all but what file systems refuse."""
    return _NOT_IN_FILE_NAMES.sub("", text)


def _evaluate_words(part: _Part, record: Record) -> list[str]:
    """A field part's words for record, modifiers applied."""
    words = _words_of(part.token, record)
    for modifier in part.modifiers:
        words = _MODIFY[modifier](words)
    return words


def _parse(pattern: str, literal: Callable[[str], str] | None = None) -> list[_Part]:
    """The literal and field parts of a pattern, in order (literal text cleaned by literal)."""
    literal = literal or _literal
    parts: list[_Part] = []
    pos = 0
    for match in _FIELD.finditer(pattern):
        parts.append(_Part(text=literal(pattern[pos : match.start()])))
        parts.append(_field_part(match.group(1)))
        pos = match.end()
    if "[" in pattern[pos:] or "]" in pattern[pos:]:
        said = translate("key_patterns", "unbalanced '[' or ']' in the key pattern {pattern}")
        raise PatternError(said.format(pattern=repr(pattern)))
    parts.append(_Part(text=literal(pattern[pos:])))
    return [part for part in parts if part.text or part.token]


def _field_part(body: str) -> _Part:
    """'auth:lower' as a part; PatternError for an unknown token or modifier."""
    token, *modifiers = body.split(":")
    if not _TOKEN.fullmatch(token):
        said = translate("key_patterns", "[{token}] is not a key pattern field")
        raise PatternError(said.format(token=token))
    for modifier in modifiers:
        if modifier not in MODIFIERS:
            known = ", ".join(":" + m for m in MODIFIERS)
            said = translate(
                "key_patterns", "':{modifier}' is not a key pattern modifier ({known})"
            )
            raise PatternError(said.format(modifier=modifier, known=known))

    return _Part(token=token, modifiers=tuple(modifiers))


def _evaluate(part: _Part, record: Record) -> str:
    """A part's text for record."""
    if not part.token:
        return part.text
    words = _words_of(part.token, record)
    for modifier in part.modifiers:
        words = _MODIFY[modifier](words)
    return "".join(words)


def _words_of(token: str, record: Record) -> list[str]:
    """The words a token stands for in record (joined without spaces in the key)."""
    match = _TOKEN.fullmatch(token)
    assert match is not None  # _field_part checked it
    if match.group(1):
        return _author_words(match.group(1), match.group(2), record)
    if token == "authEtAl":
        return _auth_et_al(_families(record, limit=3))
    if token == "year":
        return [str(record.year)] if record.year is not None else []
    if token.endswith("page"):
        return _page(record, last=token == "lastpage")
    return _title_words(token, record.title)


def _author_words(token: str, number: str, record: Record) -> list[str]:
    """[auth], [authN], [authors] and [authorsN]."""
    limit = None if token == "authors" and not number else 1 if token == "auth" else int(number) + 1
    families = _families(record, limit)
    if not families:
        return []
    if token == "auth":
        return [families[0][: int(number)]] if number else families[:1]
    count = int(number) if number else len(families)
    return families[:count] + (["EtAl"] if len(families) > count else [])


def _auth_et_al(families: list[str]) -> list[str]:
    """'Vaswani' alone, 'Vaswani' 'And' 'Shazeer' for two, 'Vaswani' 'EtAl' for more."""
    if len(families) == 2:
        return [families[0], "And", families[1]]
    return families[:1] + (["EtAl"] if len(families) > 2 else [])


def _families(record: Record, limit: int | None = None) -> list[str]:
    """The authors' family names (without 'von' parts, as keys.key_base), ASCII, in order.

    Only the first *limit* are folded when that is all a field shows: a 3,000-author
    paper's [auth] costs what a one-author paper's does.
    """
    people = record.authors or parse_names(record.authors_text)[0]
    found: list[str] = []
    for person in people:
        word = _ascii(person.family or person.raw.split(",")[0])[: keys.MAX_PART]
        if word:
            found.append(word)
            if limit is not None and len(found) >= limit:
                break
    return found


def _title_words(token: str, title: str) -> list[str]:
    """[title], [shorttitle] or [veryshorttitle] as capitalised ASCII words."""
    if token == "veryshorttitle":
        word = keys.first_significant_word(title)
        return [word.capitalize()] if word else []
    words = [_ascii(w)[: keys.MAX_PART] for w in title.replace("$", " ").split()]
    words = [w for w in words if w]
    if token == "shorttitle":
        significant = [w for w in words if w.lower() not in keys.STOP_WORDS]
        words = significant[:_SHORT_TITLE_WORDS]
    return [w[:1].upper() + w[1:] for w in words]


def _page(record: Record, last: bool) -> list[str]:
    """The first (or last) page number of the record's pages field."""
    pages = next((value for name, value in record.fields if name == "pages"), "")
    numbers = _PAGE.findall(pages)
    if not numbers:
        return []
    return [numbers[-1] if last else numbers[0]]


def _literal(text: str) -> str:
    """Literal pattern text, without the characters a key cannot hold."""
    return _NOT_LITERAL.sub("", _folded(text))


def _ascii(text: str) -> str:
    """Text as ASCII letters and digits, case kept: 'Schrödinger' -> 'Schrodinger'."""
    return _NOT_ALNUM.sub("", _folded(text))


def _folded(text: str) -> str:
    """Text with accents and non-ASCII letters folded to ASCII ('ß' -> 'ss'), the rest dropped."""
    decomposed = unicodedata.normalize("NFKD", text.translate(keys.FOLDS))
    return decomposed.encode("ascii", "ignore").decode("ascii")


_MODIFY: dict[str, Callable[[list[str]], list[str]]] = {
    "lower": lambda words: [w.lower() for w in words],
    "upper": lambda words: [w.upper() for w in words],
    "abbr": lambda words: [w[:1] for w in words],
    "capitalize": lambda words: [w[:1].upper() + w[1:] for w in words],
}
