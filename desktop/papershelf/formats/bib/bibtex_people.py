"""The persons of a BibTeX name list, as bibtexparser and names.parse_names read them, and an
author list decoded and parsed in one pass (authors()): each name once, remembered."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import cast

from bibtexparser.middlewares.names import split_multiple_persons_names

from papershelf.formats.bib.bibtex_fields import decode_value
from papershelf.formats.names import (
    OTHER_ANDS,
    OTHERS,
    parse_name,
    split_name_list,
    without_dblp_number,
)
from papershelf.formats.records import PersonName
from papershelf.formats.text.latex import decode_name, printable, single_spaced


def authors(src: str) -> tuple[str, list[PersonName]]:
    """decode_value('author', src) and people() of that text, from one split of src.

    A name list is cut, decoded and parsed name by name, each remembered (a
    collaboration's roster recurs across its papers): no second cut of the decoded
    text, no scan of it again. When a decoded name would not be cut out alone from the
    text (a brace, ' and ' in it, odd spaces, nothing left), the list goes the general
    way: its text decoded as a whole, then people() of it.
    """
    pieces = split_name_list(src)
    read = [_read_name(piece) for piece in pieces[::2]]
    if None in read:
        return _generally(src)
    names = cast(list[tuple[str, PersonName]], read)
    pieces[::2] = [name for name, _ in names]
    return " ".join(pieces), [person for _, person in names if person is not _OTHERS]


def _generally(src: str) -> tuple[str, list[PersonName]]:
    """An author list decoded as a whole, then cut and parsed (authors' general way)."""
    text = decode_value("author", src)
    return text, people(text)


_OTHERS = PersonName("", "", raw=OTHERS)  # 'and others': no person (people() leaves it out)
# What _read_name made of each name met, up to this many.
_READ_NAMES: dict[str, tuple[str, PersonName] | None] = {}
_READ_NAMES_LIMIT = 65536


def _read_name(piece: str) -> tuple[str, PersonName] | None:
    """One name of a list as written: its decoded text and person, or None when the decoded
    name would not be cut out alone from the list's text (see authors)."""
    read = _READ_NAMES.get(piece, _UNREAD)
    if read is _UNREAD:
        if len(_READ_NAMES) >= _READ_NAMES_LIMIT:
            _READ_NAMES.clear()
        read = _READ_NAMES[piece] = _decoded_name(piece)
    return read


_UNREAD: tuple[str, PersonName] | None = ("", _OTHERS)  # a marker: no name read yet


def _decoded_name(piece: str) -> tuple[str, PersonName] | None:
    """_read_name's answer, made."""
    name = decode_name(piece)
    # people() reads a no-break space ('M.~C.') as a space (single_spaced)
    spaced = name.replace("\xa0", " ") if "\xa0" in name else name
    if not _alone(spaced) or not printable(piece):  # str.strip() takes a '\xa0' off a piece
        return None
    return name, (_OTHERS if spaced.lower() == OTHERS else _person(spaced))


_UNCUT = re.compile(r"[{}\\]|  |^ | $|(?:^|\s)(?i:and)(?:\s|$)")


def _alone(name: str) -> bool:
    """Whether name, decoded, is cut out of a list's text as it is: something left, single
    spaces only, no brace or backslash (bibtexparser's split) and no 'and' of its own."""
    return bool(name) and printable(name) and _UNCUT.search(name) is None


def people(text: str) -> list[PersonName]:
    """The persons of a name list, as names.parse_names reads them; 'others' left out."""
    if not text or text.isspace():
        return []
    return list(_people(single_spaced(text)))


@lru_cache(maxsize=4096)
def _people(text: str) -> tuple[PersonName, ...]:
    """Parsed persons of a whole list, cached: editor lists repeat across a proceedings."""
    raws = _split_names(text)
    met = [*map(_PERSONS.get, raws)]
    if None not in met:  # every name met before (so stripped, and not 'others')
        return tuple(met)  # type: ignore[arg-type]
    found: list[PersonName] = []
    for raw in raws:
        raw = raw.strip()
        if raw and raw.lower() != OTHERS:
            found.append(_person(raw))
    return tuple(found)


def _person(raw: str) -> PersonName:
    """One stripped name parsed (person_of), remembered: authors recur across a bibliography."""
    person = _PERSONS.get(raw)
    if person is None:
        if len(_PERSONS) >= _PERSON_CACHE:
            _PERSONS.clear()
        simple = _simple_person(raw) if without_dblp_number(raw) == raw else None
        person = _PERSONS[raw] = simple or parse_name(raw)
    return person


_AND = re.compile(r" [aA][nN][dD] ")
# One parsed person per name met (authors recur across a bibliography), up to this many.
_PERSON_CACHE = 65536
_PERSONS: dict[str, PersonName] = {}


def _split_names(text: str) -> list[str]:
    """A name list cut at each ' and ' outside braces, as bibtexparser cuts it (text squashed)."""
    if "{" in text or "\\" in text:
        return split_multiple_persons_names(text)
    if not any(other in text for other in OTHER_ANDS):  # then _AND cuts at each ' and '
        return text.split(" and ")  # as this does, 10x faster
    return _AND.split(text)


_NOT_SIMPLE = re.compile(r"[{}\\~]")


def person_of(raw: str) -> PersonName:
    """One BibTeX name parsed (names.parse_name's result, the plain majority directly)."""
    raw = raw.strip()
    simple = _simple_person(raw) if without_dblp_number(raw) == raw else None
    return simple or parse_name(raw)


def _simple_person(raw: str) -> PersonName | None:
    """names.parse_name's result for the plain majority of names, computed directly.

    'Family, Given' and 'Given Family' without braces, escapes or lower-case words (no
    von part) are split as bibtexparser splits them; anything else returns None and
    goes the full way.
    """
    if _NOT_SIMPLE.search(raw) or raw.endswith(","):
        return None
    family, comma, given = raw.partition(",")
    head = family.split()
    if not head:
        return None
    if not comma:
        # Case decides the von part only in 'a b c' (three words or more).
        if len(head) >= 3 and any(_lower_case(w) for w in head):
            return None
        return PersonName(family=head[-1], given=" ".join(head[:-1]), raw=raw)
    tail = given.split()
    if not tail or "," in given:
        return None
    if len(head) >= 2 and any(_lower_case(w) for w in head):  # 'a b, c': a von part?
        return None
    return PersonName(family=" ".join(head), given=" ".join(tail), raw=raw)


def _lower_case(word: str) -> bool:
    """Whether BibTeX reads word as lower-case (its first letter is), like 'von' or 'de'."""
    if word[0].isalpha():
        return word[0].islower()
    return next((c.islower() for c in word if c.isalpha()), False)
