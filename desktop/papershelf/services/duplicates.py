"""Finding the same paper twice: on import (each record against the library and the file
before it) and in the library (the sidebar's Duplicates view); marking pairs as different.

Each match is 'sure' or 'possible' (Match.sure). Sure: the same DOI or arXiv id, or the
same normalised title (case, accents, punctuation and LaTeX gone) and year with the
details that duplicate_evidence asks for (overlapping authors; compatible type, venue,
volume, pages; generic titles like 'Editorial' need the same pages), or the same key,
title and year (the same file imported again). Possible: the same
title with weaker or conflicting details, the same long abstract (book chapters share
their book's), or titles that rapidfuzz finds nearly equal (token sort ratio >=
FUZZY_SCORE) in the same year with the same numbers and a common author. An import
skips (or merges) only sure duplicates by default; it keeps possible ones and lists them
for review. Inside one file, two records that each have their own key are never
duplicates of each other: documents cite both keys.

Fuzzy matching compares a title only with those of the same year that share its first
or its last words (the blocking keys), so it stays linear in the size of the library.
Merging lives in services/merging.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeAlias, TypeVar

from rapidfuzz import fuzz

from papershelf.formats.records import Record
from papershelf.i18n import N, translate
from papershelf.library import identities
from papershelf.library.db import Library
from papershelf.services import duplicate_keys
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.duplicate_evidence import (
    AUTHORS_COMPARED,
    SURE,
    Details,
    RawDetails,
    is_generic,
    same_person,
    title_evidence,
)
from papershelf.services.duplicate_identity import (
    FUZZY_MIN_LENGTH,
    MIN_ABSTRACT,
    Identity,
    Sketch,
    identity_of_row,
)
from papershelf.services.duplicate_spill import SketchSpill

FUZZY_SCORE = 95.0
# Titles whose lengths differ more than this cannot reach FUZZY_SCORE: no need to compare.
_LENGTH_RATIO = 0.9
_NUMBER = re.compile(r"\d+")


@dataclass(frozen=True, slots=True)
class Ref:
    """What a record matched: a library entry, and/or an earlier record of the same import
    (its position, its file's number in the import, and whether it has a key of its own)."""

    entry_id: int | None = None
    index: int | None = None
    file: int | None = None
    keyed: bool = False
    key: str = field(default="", compare=False)  # an import's record: the key it was given


@dataclass(frozen=True)
class Match:
    """A record's duplicate: what it matched, why ('doi', 'arXiv id', 'title', 'abstract',
    'similar title'), how closely (100 for exact) and whether it is sure or possible."""

    ref: Ref
    reason: str
    score: float = 100.0
    sure: bool = False

    @property
    def why(self) -> str:
        """The reason as a report says it ('the same DOI'), in the language spoken."""
        said = WHY.get(self.reason)
        return translate("", said) if said is not None else self.reason


WHY = {
    "doi": N("the same DOI"), "arXiv id": N("the same arXiv id"),
    "key": N("the same key, title and year"), "title": N("the same title, year and authors"),
    "same title": N("the same title and year"), "abstract": N("the same abstract"),
    "similar title": N("a nearly identical title and year"),
}  # fmt: skip


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
    sure: bool = True


@dataclass(frozen=True)
class Pair:
    """Two library entries that look like one paper (first < second)."""

    first: int
    second: int
    reason: str
    score: float


@dataclass(frozen=True, slots=True)
class _Known:
    """What the index keeps of a paper for fuzzy comparison."""

    title: str
    author: str
    ref: Ref
    details: RawDetails | None = None  # None for a library entry: read when needed
    key: str = ""


T = TypeVar("T")
Held: TypeAlias = T | list[T]  # one value, or a list of several (never a list of one)


def _put(table: dict[Any, Held[T]], key: object, value: T) -> None:
    """Add value under key: alone, or into a list once the key has several."""
    held = table.get(key)
    if held is None:
        table[key] = value
    elif type(held) is list:
        held.append(value)
    else:
        table[key] = [held, value]  # type: ignore[list-item]


def _each(held: Held[T] | None) -> Sequence[T]:
    """The values held under a key (none, one, or a list)."""
    if held is None:
        return ()
    return held if type(held) is list else (held,)  # type: ignore[return-value]


@dataclass
class DuplicateIndex:
    """Papers seen so far (library entries, then records of an import), by what identifies them."""

    # Each table holds one value per key, or a list once a key has several (Held): an
    # import keeps them for every record it has seen, and most keys have one.
    dois: dict[str, Held[Ref]] = field(default_factory=dict)
    arxivs: dict[str, Held[Ref]] = field(default_factory=dict)
    prints: dict[str, Held[tuple[Ref, str]]] = field(default_factory=dict)  # ref, its title
    titles: dict[tuple[str, int | None], Held[_Known]] = field(default_factory=dict)
    # (group, blocking key) -> the papers under it; the group is the file of a keyed record
    # (None for library entries and records without a key), so that a keyed record skips
    # its own file's keyed records without walking them: 30,000 similar titles in one file
    # stay linear. One flat dict, not a dict per key: an import keeps it for every title.
    blocks: dict[tuple[int | None, int | None, str], Held[_Known]] = field(default_factory=dict)
    groups: dict[int | None, None] = field(default_factory=dict)  # the groups, in order
    lib: Library | None = None  # where the details of library entries are read
    _details: dict[int, Details | None] = field(default_factory=dict)
    # How many papers were added, and how many of them are keyed records, by file: a keyed
    # record's match() skips those of its own file, so when they are all there are (a
    # first import of a .bib file into an empty library) it has nothing to look up.
    _papers: int = 0
    _keyed_in_file: dict[int, int] = field(default_factory=dict)
    # Papers added as sketches (identity()), in order: filed once a lookup needs them.
    _sketches: SketchSpill = field(default_factory=SketchSpill)  # on disk (issue 38)
    # The library's entries up to this id are looked up by key when records need them
    # (look_up); 0 for an index that holds every entry it knows (or an empty library).
    last_library_id: int = 0
    _loaded: set[int] = field(default_factory=set)  # library entries filed so far

    @classmethod
    def of_library(cls, lib: Library) -> DuplicateIndex:
        """An index of every entry of the library."""
        index = cls(lib=lib)
        for entry_id, identity in library_identities(lib):
            index.add(identity, Ref(entry_id=entry_id))
        return index

    @classmethod
    def for_import(cls, lib: Library, store: bool = True) -> DuplicateIndex:
        """An index that files library entries as look_up() finds them by their stored keys
        (duplicate_keys): stale entries get their keys first, or, when store is False (a
        dry run), are filed at once."""
        index = cls(lib=lib)
        for entry_id, identity in duplicate_keys.refresh_stale(lib, store):
            index._add_entry(entry_id, identity)
        index.last_library_id = identities.last_entry_id(lib)
        return index

    def look_up(self, wanted: Sequence[Identity]) -> None:
        """File the library entries that share a key with the identities wanted (a piece of
        an import's records), before they are matched."""
        if self.lib is None or not self.last_library_id or not wanted:
            return
        found = duplicate_keys.candidates(self.lib, wanted, self.last_library_id, self._loaded)
        for entry_id, identity in found:
            self._add_entry(entry_id, identity)

    def _add_entry(self, entry_id: int, identity: Identity) -> None:
        """File a library entry (once)."""
        self._loaded.add(entry_id)
        self.add(identity, Ref(entry_id=entry_id))

    @property
    def looks_up(self) -> bool:
        """Whether records must be looked up (look_up) before they are matched: the library
        has entries this index finds by key."""
        return self.lib is not None and self.last_library_id > 0

    def identity(self, record: Record, within: Ref) -> Identity | Sketch:
        """What match() and add() need of record, whose own Ref is within: its identity, or
        only its sketch while match() would look nothing up for it (_only_own_file)."""
        return Sketch.of(record) if self._only_own_file(within) else Identity.of(record)

    def add(self, identity: Identity | Sketch, ref: Ref) -> None:
        """Remember a paper under its DOI, arXiv id, abstract and title (a sketch is kept as
        it is until a lookup needs it)."""
        self._papers += 1
        if ref.keyed and ref.file is not None:
            self._keyed_in_file[ref.file] = self._keyed_in_file.get(ref.file, 0) + 1
        if isinstance(identity, Sketch):
            self._sketches.append((identity, ref))
            return
        if self._sketches:
            self._file_sketches()
        self._file(identity, ref)

    def close(self) -> None:
        """Forget the sketches not filed (their temporary file goes)."""
        self._sketches.close()

    def _file_sketches(self) -> None:
        """Make the identities of the papers added as sketches and file them, in order."""
        for sketch, ref in self._sketches.drain():
            self._file(sketch.identity(), ref)

    def _file(self, identity: Identity, ref: Ref) -> None:
        """File a paper's identity in the tables that lookups read."""
        for table, value in ((self.dois, identity.doi), (self.arxivs, identity.arxiv)):
            if value:
                _put(table, value, ref)
        if identity.print_:
            _put(self.prints, identity.print_, (ref, identity.title))
        if not identity.title:
            return
        known = _Known(identity.title, identity.author, ref, identity.details, identity.key)
        _put(self.titles, (identity.title, identity.year), known)
        group = ref.file if ref.keyed else None
        self.groups.setdefault(group)
        for year, words in identity.blocks:
            _put(self.blocks, (group, year, words), known)

    def match(
        self, identity: Identity | Sketch, skip: frozenset[int] = frozenset(),
        within: Ref | None = None,
    ) -> Match | None:  # fmt: skip
        """The best paper identity duplicates (a sure one before any possible one), or None.

        Entries in skip do not count; nor, when within is the record's own Ref in a file
        and it has a key, do the earlier records of that file that have keys of their own.
        """
        if self._only_own_file(within):
            return None
        if isinstance(identity, Sketch):
            identity = identity.identity()
        best: Match | None = None
        for found in self.matches(identity, within):
            if found.ref.entry_id in skip or _same_file(found.ref, within):
                continue
            if found.sure:
                return found
            best = best or found
        return best

    def _only_own_file(self, within: Ref | None) -> bool:
        """Whether every paper held is a keyed record of within's file (within keyed too):
        match() would skip each one (_same_file)."""
        if within is None or not within.keyed or within.file is None or self.last_library_id:
            return False
        return self._papers == self._keyed_in_file.get(within.file, 0)

    def matches(self, identity: Identity, within: Ref | None = None) -> Iterator[Match]:
        """Every paper identity may duplicate: DOI, arXiv id, title, abstract, fuzzy title."""
        if self._sketches:
            self._file_sketches()
        for ref in _each(self.dois.get(identity.doi)) if identity.doi else ():
            yield Match(ref, "doi", sure=True)
        for ref in _each(self.arxivs.get(identity.arxiv)) if identity.arxiv else ():
            yield Match(ref, "arXiv id", sure=True)
        if identity.title:
            yield from self._titles(identity, within)
        for ref, title in _each(self.prints.get(identity.print_)) if identity.print_ else ():
            # Sure only when a side has no title of its own (a plain-text import infers
            # it from the abstract): chapters of a book may all carry the book's abstract.
            yield Match(ref, "abstract", sure=not title or not identity.title)
        if len(identity.title) >= FUZZY_MIN_LENGTH:
            yield from self._fuzzy(identity, within)

    def _titles(self, identity: Identity, within: Ref | None) -> Iterator[Match]:
        """Papers with the same title and year, sure or possible as their details say."""
        generic = is_generic(identity.title)
        mine: Details | None = None  # normalised when a title first needs it
        for known in _each(self.titles.get((identity.title, identity.year))):
            if _same_file(known.ref, within):
                continue  # two keys of one file: two entries (details not needed)
            if not same_person(identity.author, known.author) and not generic:
                continue  # the first authors differ: another paper (details not needed)
            if mine is None:
                mine = identity.details.details() if identity.details else Details()
            theirs = self._details_of(known)
            evidence = title_evidence(mine, theirs, generic, identity.year)
            if not evidence:
                continue
            if evidence != SURE and identity.key and identity.key == known.key:
                yield Match(known.ref, "key", sure=True)  # the same file read again
            else:
                reason = "title" if evidence == SURE else "same title"
                yield Match(known.ref, reason, sure=evidence == SURE)

    def _details_of(self, known: _Known) -> Details:
        """The details of a paper seen: kept for records, read (once) for library entries."""
        entry_id = known.ref.entry_id
        if known.details is not None:
            return known.details.details()
        if entry_id is None or self.lib is None:
            return Details()
        if entry_id not in self._details:
            row = identities.details_row(self.lib, entry_id, AUTHORS_COMPARED)
            self._details[entry_id] = Details.build(*row) if row is not None else None
        return self._details[entry_id] or Details()

    def _fuzzy(self, identity: Identity, within: Ref | None) -> Iterator[Match]:
        """Papers of the same year whose titles are nearly the same, best first."""
        title = identity.title
        shortest = len(title) * _LENGTH_RATIO
        longest = len(title) / _LENGTH_RATIO
        numbers: list[str] | None = None
        seen: set[int] = set()
        found: list[Match] = []
        file = within.file if within is not None and within.keyed else -1
        groups = [g for g in self.groups if g is None or g != file]  # one file's keys: two entries
        candidates = (
            known
            for year, words in identity.blocks
            for group in groups
            for known in _each(self.blocks.get((group, year, words)))
        )
        for known in candidates:
            other = known.title
            if not shortest <= len(other) <= longest or other == title or id(known) in seen:
                continue
            seen.add(id(known))
            score = fuzz.token_sort_ratio(title, other, score_cutoff=FUZZY_SCORE)
            if not score:
                continue
            if numbers is None:
                numbers = _numbers(title)
            if _numbers(other) == numbers and same_person(identity.author, known.author):
                found.append(Match(known.ref, "similar title", round(score, 1)))
        if found:
            yield from sorted(found, key=lambda m: -m.score)


def _numbers(title: str) -> list[str]:
    """The numbers in a title: 'Lecture 3' and 'Lecture 4' are two papers, however similar."""
    return _NUMBER.findall(title)


def _same_file(ref: Ref, within: Ref | None) -> bool:
    """Whether ref is an earlier record with its own key in the file of within (which has
    one too): two keys in one file are two entries, whatever their fields say."""
    if within is None or not within.keyed or not ref.keyed:
        return False
    return ref.file is not None and ref.file == within.file


def library_identities(lib: Library) -> Iterator[tuple[int, Identity]]:
    """(entry id, identity) of every entry, in id order (details are read when needed)."""
    for row in identities.identity_rows(lib, MIN_ABSTRACT):
        yield row.entry_id, identity_of_row(row)


def find_duplicates(lib: Library, records: Iterable[Record]) -> list[Candidate]:
    """The records (of one file, in order) that may duplicate the library or an earlier
    record without a key of its own."""
    index = DuplicateIndex.for_import(lib, store=False)
    wanted = [(record, Identity.of(record)) for record in records]
    index.look_up([identity for _, identity in wanted])
    candidates: list[Candidate] = []
    for position, (record, identity) in enumerate(wanted):
        own = Ref(index=position, file=0, keyed=bool(record.key))
        match = index.match(identity, within=own)
        if match is not None:
            candidates.append(candidate(position, record, match))
        index.add(identity, match.ref if match is not None and match.sure else own)
    return candidates


def candidate(position: int, record: Record, match: Match, file: str = "") -> Candidate:
    """A Candidate for the record at position that matched."""
    ref = match.ref
    return Candidate(
        position, record, ref.entry_id, ref.index, match.reason, match.score, file, match.sure
    )


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
    for first, second in identities.not_duplicate_rows(lib):
        found.setdefault(second, set()).add(first)
    return {entry: frozenset(others) for entry, others in found.items()}


def _ordered(a: int, b: int) -> tuple[int, int]:
    """A pair of entry ids as stored: smaller first."""
    if a == b:
        raise ServiceError(translate("duplicates", "an entry cannot be a duplicate of itself"))
    return (a, b) if a < b else (b, a)


def mark_not_duplicate(lib: Library, a: int, b: int) -> Changes:
    """Remember that entries a and b are different papers (undo: unmark_not_duplicate)."""
    first, second = _ordered(a, b)
    with lib.atomic():
        identities.insert_not_duplicate(lib, first, second)
    return Changes(duplicates=True)


def unmark_not_duplicate(lib: Library, a: int, b: int) -> Changes:
    """Forget that entries a and b were marked different (undo of mark_not_duplicate)."""
    first, second = _ordered(a, b)
    with lib.atomic():
        identities.delete_not_duplicate(lib, first, second)
    return Changes(duplicates=True)


def is_marked_different(lib: Library, a: int, b: int) -> bool:
    """Whether entries a and b were marked as different papers."""
    first, second = _ordered(a, b)
    return identities.has_not_duplicate(lib, first, second)
