"""Finding the same paper twice: on import (each record against the library and the file
before it) and in the library (the sidebar's Duplicates view); marking pairs as different.

Two records are the same paper when they have the same DOI, the same abstract, or the
same normalised title (case, accents, punctuation and LaTeX gone) and year, or titles that
rapidfuzz finds nearly equal (token sort ratio >= FUZZY_SCORE) in the same year. A title
match also needs the first authors to agree (when both have authors), so that two
'Introduction's of one year are not one paper. Fuzzy matching compares a title only with
those of the same year that share its first or its last word (the blocking keys), so it
stays linear in the size of the library.

Merging lives in services/merging.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from rapidfuzz import fuzz

from papershelf.formats.records import Record
from papershelf.library.db import Library
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.identity import fingerprint, normalise, normalise_doi

FUZZY_SCORE = 95.0
# First-author family names at least this similar are one person ('Muller' / 'Mueller').
AUTHOR_SCORE = 80.0
# Shorter abstracts ('No abstract available.') say nothing about which paper it is.
MIN_ABSTRACT = 100
# Shorter normalised titles only match exactly: 'graph networks' and 'graph network' may
# well be two papers.
FUZZY_MIN_LENGTH = 24
# Titles whose lengths differ more than this cannot reach FUZZY_SCORE: no need to compare.
_LENGTH_RATIO = 0.9
_NUMBER = re.compile(r"\d+")


@dataclass(frozen=True)
class Ref:
    """What a record matched: a library entry, and/or an earlier record of the same import."""

    entry_id: int | None = None
    index: int | None = None


@dataclass(frozen=True)
class Match:
    """A record's duplicate: what it matched, why ('doi', 'abstract', 'title', 'similar
    title') and how closely (100 for exact)."""

    ref: Ref
    reason: str
    score: float = 100.0


@dataclass(frozen=True)
class Candidate:
    """An incoming record that looks like a paper the library (or the import) already has.

    index is the record's position in the import; existing_id the library entry it
    duplicates, or, when it duplicates an earlier record of the same import, that record's
    index in earlier_index (and existing_id is the entry that record became, once stored).
    """

    index: int
    record: Record
    existing_id: int | None
    earlier_index: int | None
    reason: str
    score: float
    file: str = ""


@dataclass(frozen=True)
class Pair:
    """Two library entries that look like one paper (first < second)."""

    first: int
    second: int
    reason: str
    score: float


@dataclass(frozen=True)
class _Known:
    """What the index keeps of a paper for fuzzy comparison."""

    title: str
    author: str
    ref: Ref


class Identity(NamedTuple):
    """The normalised identity of a record or entry: what duplicates are found by.

    A named tuple rather than a frozen dataclass: one is made per record of an import,
    and a tuple is made several times faster.
    """

    doi: str
    print_: str
    title: str
    year: int | None
    author: str
    fingerprint: str = ""  # what the entry's fingerprint column stores (identity.fingerprint)
    blocks: tuple[tuple[int | None, str], ...] = ()

    @classmethod
    def of(cls, record: Record) -> Identity:
        """A record's identity."""
        author = record.authors[0].family if record.authors else _first_family(record)
        title = "" if record.title_inferred else normalise(record.title)
        full = fingerprint(record)
        print_ = _abstract_print(full) if len(record.abstract) >= MIN_ABSTRACT else ""
        blocks = _blocking_keys(title, record.year)
        return cls(_doi(record.doi), print_, title, record.year, normalise(author), full, blocks)


@dataclass
class DuplicateIndex:
    """Papers seen so far (library entries, then records of an import), by what identifies them."""

    dois: dict[str, Ref] = field(default_factory=dict)
    prints: dict[str, Ref] = field(default_factory=dict)
    titles: dict[tuple[str, int | None], list[_Known]] = field(default_factory=dict)
    blocks: dict[tuple[int | None, str], list[_Known]] = field(default_factory=dict)

    @classmethod
    def of_library(cls, lib: Library) -> DuplicateIndex:
        """An index of every entry of the library."""
        index = cls()
        for entry_id, identity in library_identities(lib):
            index.add(identity, Ref(entry_id=entry_id))
        return index

    def add(self, identity: Identity, ref: Ref) -> None:
        """Remember a paper (the first one seen keeps a DOI, abstract or title)."""
        if identity.doi:
            self.dois.setdefault(identity.doi, ref)
        if identity.print_:
            self.prints.setdefault(identity.print_, ref)
        if not identity.title:
            return
        known = _Known(identity.title, identity.author, ref)
        self.titles.setdefault((identity.title, identity.year), []).append(known)
        for key in identity.blocks:
            self.blocks.setdefault(key, []).append(known)

    def match(self, identity: Identity, skip: frozenset[int] = frozenset()) -> Match | None:
        """The best paper identity duplicates, or None; entries in skip do not count."""
        if not skip:
            return next(self.matches(identity), None)
        return next((m for m in self.matches(identity) if m.ref.entry_id not in skip), None)

    def matches(self, identity: Identity) -> Iterator[Match]:
        """Every paper identity may duplicate, surest first (DOI, abstract, title, fuzzy)."""
        if identity.doi and identity.doi in self.dois:
            yield Match(self.dois[identity.doi], "doi")
        if identity.print_ and identity.print_ in self.prints:
            yield Match(self.prints[identity.print_], "abstract")
        if not identity.title:
            return
        for known in self.titles.get((identity.title, identity.year), ()):
            if _same_author(identity.author, known.author):
                yield Match(known.ref, "title")
        if len(identity.title) >= FUZZY_MIN_LENGTH:
            yield from self._fuzzy(identity)

    def _fuzzy(self, identity: Identity) -> Iterator[Match]:
        """Papers of the same year whose titles are nearly the same, best first."""
        title = identity.title
        shortest = len(title) * _LENGTH_RATIO
        longest = len(title) / _LENGTH_RATIO
        numbers: list[str] | None = None
        seen: set[int] = set()
        found: list[Match] = []
        for key in identity.blocks:
            for known in self.blocks.get(key, ()):
                other = known.title
                if not shortest <= len(other) <= longest or other == title or id(known) in seen:
                    continue
                seen.add(id(known))
                score = fuzz.token_sort_ratio(title, other, score_cutoff=FUZZY_SCORE)
                if not score:
                    continue
                if numbers is None:
                    numbers = _numbers(title)
                if _numbers(other) == numbers and _same_author(identity.author, known.author):
                    found.append(Match(known.ref, "similar title", round(score, 1)))
        if found:
            yield from sorted(found, key=lambda m: -m.score)


def _doi(doi: str) -> str:
    """A DOI as compared ('' for none)."""
    return normalise_doi(doi) if doi.strip() else ""


def _abstract_print(print_: str) -> str:
    """The abstract fingerprint of an entry ('' when its fingerprint is of its title)."""
    return print_ if print_.startswith("abstract:") else ""


def _first_family(record: Record) -> str:
    """The first author's family name from the author text ('Vaswani, A.' or 'A. Vaswani')."""
    first = record.authors_text.split(" and ", 1)[0].strip()
    if "," in first:
        return first.split(",", 1)[0]
    return first.split()[-1] if first.split() else ""


def _blocking_keys(title: str, year: int | None) -> tuple[tuple[int | None, str], ...]:
    """The year with the title's first two words, and with its last two: titles that differ
    by one changed word (of four or more) share one of them. (Titles are normalised: single
    spaces; string searches rather than split(), as this runs for every entry.)"""
    if len(title) < FUZZY_MIN_LENGTH:
        return ()
    first = title.find(" ")
    second = title.find(" ", first + 1) if first >= 0 else -1
    last = title.rfind(" ")
    before = title.rfind(" ", 0, last) if last >= 0 else -1
    head = title if second < 0 else title[:second]
    return (year, head), (year, "$" + title[before + 1 :])


def _numbers(title: str) -> list[str]:
    """The numbers in a title: 'Lecture 3' and 'Lecture 4' are two papers, however similar."""
    return _NUMBER.findall(title)


def _same_author(first: str, second: str) -> bool:
    """Whether two first-author names (normalised) may be one person; unknown ones may."""
    if not first or not second or first == second:
        return True
    return fuzz.ratio(first, second) >= AUTHOR_SCORE


def library_identities(lib: Library) -> Iterator[tuple[int, Identity]]:
    """(entry id, identity) of every entry, in id order."""
    sql = (
        "SELECT id, doi, CASE WHEN length(abstract) >= ? THEN fingerprint ELSE '' END, title, "
        "title_inferred, year, author_sort FROM entry ORDER BY id"
    )
    for entry_id, doi, print_, title, inferred, year, author in lib.execute(sql, [MIN_ABSTRACT]):
        title = "" if inferred else normalise(title)
        blocks = _blocking_keys(title, year)
        print_ = _abstract_print(print_)
        yield entry_id, Identity(_doi(doi), print_, title, year, normalise(author), "", blocks)


def find_duplicates(lib: Library, records: Iterable[Record]) -> list[Candidate]:
    """The records (of one import, in order) that duplicate the library or an earlier record."""
    index = DuplicateIndex.of_library(lib)
    candidates: list[Candidate] = []
    for position, record in enumerate(records):
        identity = Identity.of(record)
        match = index.match(identity)
        if match is not None:
            candidates.append(candidate(position, record, match))
        index.add(identity, match.ref if match else Ref(index=position))
    return candidates


def candidate(position: int, record: Record, match: Match, file: str = "") -> Candidate:
    """A Candidate for the record at position that matched."""
    ref = match.ref
    return Candidate(position, record, ref.entry_id, ref.index, match.reason, match.score, file)


def duplicate_pairs(lib: Library) -> list[Pair]:
    """Pairs of library entries that look like one paper, except those marked as different.

    Each entry is paired with the first earlier entry it duplicates, so three copies of a
    paper give two pairs.
    """
    different = _not_duplicates(lib)
    index = DuplicateIndex()
    pairs: list[Pair] = []
    for entry_id, identity in library_identities(lib):
        skip = different.get(entry_id, frozenset())
        match = index.match(identity, skip)
        if match is not None and match.ref.entry_id is not None:
            pairs.append(Pair(match.ref.entry_id, entry_id, match.reason, match.score))
        index.add(identity, Ref(entry_id=entry_id))
    return pairs


def _not_duplicates(lib: Library) -> dict[int, frozenset[int]]:
    """For each entry, the earlier entries it was marked different from."""
    found: dict[int, set[int]] = {}
    for first, second in lib.execute("SELECT first_id, second_id FROM not_duplicate"):
        found.setdefault(second, set()).add(first)
    return {entry: frozenset(others) for entry, others in found.items()}


def _ordered(a: int, b: int) -> tuple[int, int]:
    """A pair of entry ids as stored: smaller first."""
    if a == b:
        raise ServiceError("an entry cannot be a duplicate of itself")
    return (a, b) if a < b else (b, a)


def mark_not_duplicate(lib: Library, a: int, b: int) -> Changes:
    """Remember that entries a and b are different papers (undo: unmark_not_duplicate)."""
    first, second = _ordered(a, b)
    with lib.atomic():
        lib.execute(
            "INSERT OR IGNORE INTO not_duplicate (first_id, second_id) "
            "SELECT ?, ? WHERE (SELECT count(*) FROM entry WHERE id IN (?, ?)) = 2",
            [first, second, first, second],
        )
    return Changes(duplicates=True)


def unmark_not_duplicate(lib: Library, a: int, b: int) -> Changes:
    """Forget that entries a and b were marked different (undo of mark_not_duplicate)."""
    first, second = _ordered(a, b)
    with lib.atomic():
        lib.execute(
            "DELETE FROM not_duplicate WHERE first_id = ? AND second_id = ?", [first, second]
        )
    return Changes(duplicates=True)


def is_marked_different(lib: Library, a: int, b: int) -> bool:
    """Whether entries a and b were marked as different papers."""
    first, second = _ordered(a, b)
    row = lib.execute(
        "SELECT 1 FROM not_duplicate WHERE first_id = ? AND second_id = ?", [first, second]
    ).fetchone()
    return row is not None
