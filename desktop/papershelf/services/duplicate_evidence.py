"""How sure a title match is: generic titles, and the details two records of one paper share.

Two records with the same normalised title and year are one paper ('sure') only when
their authors overlap and their type, venue, volume and pages are compatible (equal, or
missing on one side). Anything weaker is a 'possible' duplicate, which an import keeps
and lists for review rather than skips; authors with no name in common mean two papers.

A generic title (GENERIC_WORDS below: 'Editorial', 'Book reviews', 'Greetings from the
Editor', 'Index to volume 5', 'In memoriam'...) says nothing about which paper it is: a
journal prints one in every issue. Such a title, or a title with no authors on one side,
is sure only with the same venue and volume and the same pages on both sides; a generic
title with other pages, another volume or venue, or another type is another paper.

The rule: a normalised title is generic when it has at most eight words, every word is
in GENERIC_WORDS or LINK_WORDS or is a number (arabic or roman), and at least one is in
GENERIC_WORDS.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from functools import lru_cache
from itertools import islice
from typing import NamedTuple

from rapidfuzz import fuzz

from papershelf.formats.records import Record
from papershelf.services.identity import normalise

SURE, POSSIBLE = "sure", "possible"
# Family names at least this similar are one person ('Muller' / 'Mueller').
AUTHOR_SCORE = 80.0
# Only the first authors are compared: a paper's first ten names overlap if any do.
AUTHORS_COMPARED = 10

# Words that make up the recurring, content-free items of journals and proceedings.
GENERIC_WORDS = frozenset(
    """
    abstract abstracts acknowledgement acknowledgements acknowledgment acknowledgments
    addenda addendum announcement announcements author authors back book books calendar
    chairs column comment comments committee conference contents contributors corrigenda
    corrigendum cover editor editorial editorials editors erratum errata foreword forewords
    front greeting greetings guest index information introduction issue letter letters
    matter meeting memoriam message news note notes notice notices obituaries obituary
    organizers overview part preface prefaces president presidents proceedings program
    programme referees reply response review reviewers reviews section session summary
    table title volume welcome workshop
    """.split()
)
# Words that only link the generic ones ('Letters to the Editor', 'In memoriam').
LINK_WORDS = frozenset("a an and by for from in of on s the to".split())
_NUMBER = re.compile(r"^(\d+|[ivxlcdm]+)$")

# Entry types that name the same kind of work (any type is compatible with misc).
_TYPE_GROUPS = (
    {"article", "periodical", "suppperiodical"},
    {"inproceedings", "conference"},
    {"proceedings", "mvproceedings"},
    {"book", "mvbook", "bookinbook"},
    {"incollection", "inbook", "book_section", "suppbook", "suppcollection"},
    {"phdthesis", "mastersthesis", "thesis"},
    {"techreport", "report"},
)
_ANY_TYPE = frozenset({"misc", "online", "electronic", "www", "unpublished", ""})
_DIGITS = re.compile(r"\d+")


def is_generic(title: str) -> bool:
    """Whether a normalised title is a journal's recurring item (see the module docstring)."""
    words = title.split()
    if not words or len(words) > 8:
        return False
    heads = 0
    for word in words:
        if word in GENERIC_WORDS:
            heads += 1
        elif word not in LINK_WORDS and not _NUMBER.match(word):
            return False
    return heads > 0


class _DetailFields(NamedTuple):
    """What decides whether a title match is one paper: people, type, venue, volume, pages
    (normalised in Details, as written in RawDetails).

    A named tuple, not a frozen dataclass: one is made per record of an import, and a
    frozen dataclass's __init__ sets each field through object.__setattr__ (1.5 us a
    record against 0.6 us).
    """

    families: tuple[str, ...] = ()
    entry_type: str = ""
    venue: str = ""
    volume: str = ""
    pages: str = ""


class Details(_DetailFields):
    """A paper's details normalised, as title_evidence compares them."""

    __slots__ = ()

    @classmethod
    def of(cls, record: Record) -> Details:
        """A record's details, normalised."""
        return RawDetails.of(record).details()

    @classmethod
    def build(
        cls, families: Iterable[str], entry_type: str, venue: str, volume: str, pages: str
    ) -> Details:
        """Details from raw values (as a record or the library holds them).

        Only the first AUTHORS_COMPARED names are normalised (a collaboration paper has
        thousands), and the words kept are interned: a library repeats its venues and
        surnames, and an import keeps these for every entry it has seen.
        """
        names = tuple(islice(filter(None, map(_word, families)), AUTHORS_COMPARED))
        return cls(
            names, sys.intern(entry_type.lower()), _word(venue), normalise(volume), _pages(pages)
        )


class RawDetails(_DetailFields):
    """A record's details as written (Details.build's arguments), normalised only when a
    title match needs them: an import keeps one per record, and most records match none
    (normalising every record's details cost ~5 us of its ~230).

    The first family names kept are the first FAMILIES_KEPT non-empty ones: Details keeps
    the first AUTHORS_COMPARED that are still non-empty once normalised ('{}' is not).
    """

    __slots__ = ()

    @classmethod
    def of(cls, record: Record) -> RawDetails:
        """A record's details, as its fields have them."""
        volume, pages, _ = detail_fields(record.fields)
        return cls(first_families(record), record.entry_type, record.venue, volume, pages)

    def details(self) -> Details:
        """These details normalised (remembered: a paper met by many titles is normalised
        once)."""
        return _normalised(self)


def first_families(record: Record) -> tuple[str, ...]:
    """The first FAMILIES_KEPT non-empty family names of a record's authors (else editors)."""
    people = record.authors or record.editors
    kept = tuple([p.family for p in people[:FAMILIES_KEPT]])
    if people and all(kept):  # the usual record: no empty family name to skip
        return kept
    families: Iterable[str] = (p.family for p in people)
    if not people and record.authors_text.strip():
        families = (family_of(name) for name in record.authors_text.split(" and "))
    return tuple(islice(filter(None, families), FAMILIES_KEPT))


def detail_fields(fields: list[tuple[str, str]]) -> tuple[str, str, str]:
    """The volume and pages among a record's other fields (the last of each, as a dict of
    the fields keeps), and its eprint (the first), in one pass; '' for each one missing."""
    volume = pages = eprint = ""
    for name, value in fields:
        lowered = name.lower()
        if lowered == "volume":
            volume = value
        elif lowered == "pages":
            pages = value
        elif lowered == "eprint" and not eprint:
            eprint = value
    return volume, pages, eprint


@lru_cache(maxsize=4096)
def _normalised(raw: RawDetails) -> Details:
    """RawDetails.details, cached."""
    return Details.build(*raw)


FAMILIES_KEPT = 2 * AUTHORS_COMPARED


@lru_cache(maxsize=16384)
def _word(text: str) -> str:
    """A family name or venue normalised and interned, remembered: both recur."""
    return sys.intern(normalise(text))


def family_of(name: str) -> str:
    """The family name in an unparsed name ('Vaswani, A.' or 'A. Vaswani')."""
    name = name.strip()
    if "," in name:
        return name.split(",", 1)[0]
    return name.split()[-1] if name.split() else ""


def _pages(pages: str) -> str:
    """Pages as compared: the numbers only ('43--43', '43-43' and '43' are one)."""
    numbers = _DIGITS.findall(pages)
    if len(numbers) == 2 and numbers[0] == numbers[1]:
        numbers = numbers[:1]
    return "-".join(numbers) if numbers else normalise(pages)


def title_evidence(first: Details, second: Details, generic: bool, year: int | None) -> str:
    """SURE, POSSIBLE or '' (two papers) for two records with the same title and year."""
    authors = _authors(first.families, second.families)
    if authors is False:
        return ""
    compatible = _types(first.entry_type, second.entry_type) and all(
        _compatible(a, b) for a, b in _compared(first, second)
    )
    if generic and not compatible:
        return ""
    located = first.pages != "" and first.pages == second.pages
    if generic or authors is None:  # the title or the people say too little: the place must
        located = located and (first.venue, first.volume) == (second.venue, second.volume)
        sure = compatible and located and (first.venue or first.volume) != ""
    else:
        sure = compatible
    return SURE if sure and year is not None else POSSIBLE


def _compared(first: Details, second: Details) -> list[tuple[str, str]]:
    """The venue, volume and pages of two records, side by side."""
    return [(first.venue, second.venue), (first.volume, second.volume), (first.pages, second.pages)]


def _authors(first: tuple[str, ...], second: tuple[str, ...]) -> bool | None:
    """True when two author lists share a person, False when they share none, None when
    one is unknown."""
    if not first or not second:
        return None
    return any(same_person(a, b) for a in first for b in second)


def same_person(first: str, second: str) -> bool:
    """Whether two normalised family names may be one person; unknown ones may."""
    if not first or not second or first == second:
        return True
    return fuzz.ratio(first, second) >= AUTHOR_SCORE


def _types(first: str, second: str) -> bool:
    """Whether two entry types may name the same work."""
    if first == second or first in _ANY_TYPE or second in _ANY_TYPE:
        return True
    return any(first in group and second in group for group in _TYPE_GROUPS)


def _compatible(first: str, second: str) -> bool:
    """Equal, or missing on one side."""
    return not first or not second or first == second
