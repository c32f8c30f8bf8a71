"""Citation keys: a readable base from a record ('vaswani2017attention'), then made unique.

Keys are ASCII, lower-case letters and digits (plus '_' in one case below), so they
are safe anywhere BibTeX accepts a key: no spaces, braces, commas, quotes, '#', '%'
or '~'.

- With authors: first author's family name + year + first significant title word
  ("vaswani2017attention"); accents are folded ("Schrödinger" -> "schrodinger").
- Without authors (abstract lists): a title of the form "Name: ..." gives name + year
  ("Metamizer: A Novel ..." -> "metamizer2025"). When the name ends in a digit the
  year is set off by '_' so the two stay readable: "DPLM-2" -> "dplm2_2025", not
  "dplm22025". Any other title gives its first significant word + year.
- No year: the year is left out. Nothing usable at all: "entry".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from itertools import count

from papershelf.formats.records import Record


def _words(text: str) -> frozenset[str]:
    """A set of words written as one string, so that long word lists stay compact."""
    return frozenset(text.split())


FALLBACK = "entry"

# A key part longer than this is a run-on word ("supercalifragilistic...") or a
# name in a script that folds to nothing useful; cut it so keys stay typeable.
MAX_PART = 24
# A "Name: description" title has a short name; a long head is a sentence with a colon.
_MAX_NAME_WORDS = 4

STOP_WORDS = _words(
    "a an the on of towards toward to in for and or with from by at as is are be via into "
    "using do does how what why when where which who we our your my its their this that these "
    "those not no can all any about over under between among vs versus through without within "
    "beyond revisiting rethinking i you it there"
)

# Letters NFKD does not decompose into an ASCII base letter plus accents.
FOLDS = str.maketrans(
    {
        "ß": "ss",
        "æ": "ae",
        "Æ": "AE",
        "œ": "oe",
        "Œ": "OE",
        "ø": "o",
        "Ø": "O",
        "ł": "l",
        "Ł": "L",
        "đ": "d",
        "Đ": "D",
        "ð": "d",
        "Ð": "D",
        "þ": "th",
        "Þ": "Th",
        "ŋ": "ng",
        "ĸ": "k",
        "\N{LATIN SMALL LETTER DOTLESS I}": "i",
    }
)
_NOT_KEY_CHARS = re.compile(r"[^a-z0-9]+")


def fold(text: str) -> str:
    """Text as lower-case ASCII letters and digits only: 'Schrödinger' -> 'schrodinger'."""
    decomposed = unicodedata.normalize("NFKD", text.translate(FOLDS))
    ascii_text = decomposed.encode("ascii", "ignore").decode("ascii")
    return _NOT_KEY_CHARS.sub("", ascii_text.lower())


def _part(text: str) -> str:
    """A key part: folded and cut to a typeable length."""
    return fold(text)[:MAX_PART]


def _first_author_family(record: Record) -> str:
    """The first author's family name, folded; from the parsed names or the raw text."""
    if record.authors:
        person = record.authors[0]
        return _part(person.family or person.raw.split(",")[0])
    first = re.split(r"\s+and\s+", record.authors_text.strip(), maxsplit=1)[0].strip()
    if "," in first:
        return _part(first.split(",")[0])
    return _part(first.split()[-1]) if first.split() else ""


def _title_words(title: str) -> list[str]:
    """The title's words, folded, without BibTeX braces and math."""
    return [w for w in (_part(word) for word in title.replace("$", " ").split()) if w]


def first_significant_word(title: str) -> str:
    """The first word of a title that is not a stop word ('On the Attention...' -> 'attention').

    One-letter words ('O logice', 'R: ...') make poor keys, so they count only when the
    title has nothing else.
    """
    words = [w for w in _title_words(title) if w not in STOP_WORDS]
    return next((w for w in words if len(w) > 1), words[0] if words else "")


def _title_name(title: str) -> str:
    """The method name of a 'Name: description' title, folded, or '' when it has none.

    In a name of several words the most name-like one wins ("Steerable EquivarLayer" ->
    "equivarlayer"): the one with inner capitals or digits.
    """
    head, colon, _ = title.partition(":")
    words = head.split()
    if not colon or not words or len(words) > _MAX_NAME_WORDS:
        return ""
    for word in words:
        inner_capitals = any(c.isupper() for c in word[1:]) or any(c.isdigit() for c in word)
        if inner_capitals and _part(word):
            return _part(word)
    return first_significant_word(head)


def _join(name: str, year: int | None, word: str = "") -> str:
    """Name + year + word, with '_' between a name ending in a digit and the year."""
    if year is None:
        return name + word
    separator = "_" if name[-1:].isdigit() else ""
    return f"{name}{separator}{year}{word}"


def key_base(record: Record) -> str:
    """A readable key for a record, before it is made unique ('vaswani2017attention')."""
    family = _first_author_family(record) if (record.authors or record.authors_text) else ""
    year = record.year
    if family:
        return _join(family, year, first_significant_word(record.title))
    name = _title_name(record.title)
    if name:
        return _join(name, year)
    word = first_significant_word(record.title)
    return _join(word or FALLBACK, year)


def suffix(number: int) -> str:
    """0 -> '', 1 -> 'a', 27 -> 'aa', 28 -> 'ab': bijective base 26, like spreadsheet columns."""
    letters = ""
    while number > 0:
        number, remainder = divmod(number - 1, 26)
        letters = chr(ord("a") + remainder) + letters
    return letters


def unique_key(base: str, is_taken: Callable[[str], bool]) -> str:
    """*base* if free, else base+'a', 'b', ... 'z', 'aa', 'ab', ...: the first one not taken.

    BibTeX compares keys case-insensitively, so *is_taken* should too (compare
    ``candidate.lower()`` against lower-cased keys); the candidates themselves are
    *base* plus lower-case letters.
    """
    return base + suffix(first_free_suffix(base, is_taken))


def first_free_suffix(base: str, is_taken: Callable[[str], bool], start: int = 0) -> int:
    """The number of the first free suffix of base from start on (0: base itself, 1: 'a',
    27: 'aa'); a caller that knows every suffix below start is taken skips them."""
    return next(n for n in count(start) if not is_taken(base + suffix(n)))
