"""What a paper is recognised by when looking for duplicates (services.duplicates): its
normalised identity, and the sketch an import keeps instead until a lookup needs one."""

from __future__ import annotations

from typing import NamedTuple

from papershelf.formats.records import Record
from papershelf.library.identities import IdentityRow
from papershelf.services.duplicate_evidence import (
    RawDetails,
    detail_fields,
    family_of,
    first_families,
)
from papershelf.services.identity import (
    arxiv_id,
    fingerprint,
    fingerprint_title,
    normalise,
    normalise_doi,
)

# Shorter abstracts ('No abstract available.') say nothing about which paper it is.
MIN_ABSTRACT = 100
# Shorter normalised titles only match exactly: 'graph networks' and 'graph network' may
# well be two papers.
FUZZY_MIN_LENGTH = 24


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
    arxiv: str = ""
    details: RawDetails | None = None
    key: str = ""  # lower-cased

    @classmethod
    def of(cls, record: Record) -> Identity:
        """A record's identity."""
        return Sketch.of(record).identity()


class Sketch(NamedTuple):
    """A record's identity before normalising: its fingerprint (which the entry stores) and
    the values the rest is made of, as written.

    An import keeps a sketch for each record that looks nothing up (the keyed records of a
    first import of a .bib file into an empty library: DuplicateIndex.identity) and makes
    the identities only if a later record needs to look them up; the 100k collaborations
    import skipped ~15 us of normalising a record.
    """

    fingerprint: str
    print_: str
    title: str  # '' for a title inferred from the abstract
    year: int | None
    author: str  # the first author's family name
    doi: str
    url: str
    eprint: str
    key: str
    families: tuple[str, ...]  # RawDetails' values, for its details
    entry_type: str
    venue: str
    volume: str
    pages: str

    @classmethod
    def of(cls, record: Record) -> Sketch:
        """A record's sketch: its fingerprint, and the values it holds as they are."""
        author = record.authors[0].family if record.authors else first_family(record)
        full = fingerprint(record)
        print_ = abstract_print(full) if len(record.abstract) >= MIN_ABSTRACT else ""
        volume, pages, eprint = detail_fields(record.fields)
        return cls(
            full, print_, "" if record.title_inferred else record.title, record.year, author,
            record.doi, record.url, eprint, record.key or "", first_families(record),
            record.entry_type, record.venue, volume, pages,
        )  # fmt: skip

    def identity(self) -> Identity:
        """The identity this sketch is of (normalised now; a title fingerprint has the
        normalised title already)."""
        title = fingerprint_title(self.fingerprint)
        if title is None:
            title = normalise(self.title)
        return Identity(
            compared_doi(self.doi), self.print_, title, self.year, normalise(self.author),
            self.fingerprint, blocking_keys(title, self.year),
            arxiv_id(self.doi, self.url, self.eprint),
            RawDetails(self.families, self.entry_type, self.venue, self.volume, self.pages),
            self.key.lower(),
        )  # fmt: skip


def identity_of_row(row: IdentityRow) -> Identity:
    """A library entry's identity from its stored row (details are read when needed)."""
    title = "" if row.title_inferred else normalise(row.title)
    return Identity(
        compared_doi(row.doi), abstract_print(row.print_), title, row.year, normalise(row.author),
        "", blocking_keys(title, row.year), arxiv_id(row.doi, row.url, row.eprint), None,
        row.key.lower(),
    )  # fmt: skip


def compared_doi(doi: str) -> str:
    """A DOI as compared ('' for none)."""
    return normalise_doi(doi) if doi.strip() else ""


def abstract_print(print_: str) -> str:
    """The abstract fingerprint of an entry ('' when its fingerprint is of its title)."""
    return print_ if print_.startswith("abstract:") else ""


def first_family(record: Record) -> str:
    """The first author's family name from the author text ('Vaswani, A.' or 'A. Vaswani')."""
    return family_of(record.authors_text.split(" and ", 1)[0])


def blocking_keys(title: str, year: int | None) -> tuple[tuple[int | None, str], ...]:
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
