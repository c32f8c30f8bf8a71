"""What applying a found record would do, said before it is done (Paper › Find Metadata…).

Two things a person must see before Apply: the entry in the library that already has the
found record's DOI (applying would make a second copy of that paper: merging is offered
instead), and the key the entry would get (a key made from an inferred title is made again
from the real authors, year and title by `apply_records`; documents may already cite it).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from papershelf.formats.bib.key_patterns import generate_key
from papershelf.formats.records import Record
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.library.queries import ordered_ids
from papershelf.services.identity import normalise_doi
from papershelf.services.keys import KeyBook
from papershelf.services.merging import merged_record

__all__ = ["KnownEntry", "entry_with_doi", "key_after"]

_SUFFIX = re.compile(r"[a-z]*")  # 'smith2020deep' + 'b': still the pattern's key


@dataclass(frozen=True)
class KnownEntry:
    """An entry of the library that a found record would duplicate."""

    entry_id: int
    key: str
    title: str


def entry_with_doi(lib: Library, doi: str, except_id: int) -> KnownEntry | None:
    """The entry (other than *except_id*) whose DOI is *doi*, resolver prefix and case aside."""
    wanted = normalise_doi(doi)
    if not wanted:
        return None
    for entry_id in ordered_ids(lib, query=f'doi:"{wanted}"', limit=20):
        record = load_record(lib, entry_id) if entry_id != except_id else None
        if record is not None and normalise_doi(record.doi) == wanted:
            return KnownEntry(entry_id, record.key or "", record.title)
    return None


def key_after(lib: Library, entry: Record, found: Record, choices: Mapping[str, str]) -> str:
    """The key *entry* has after *found* is applied with *choices* (as `apply_records` does)."""
    key = entry.key or ""
    merged = merged_record(entry, found, choices)
    if not entry.title_inferred or merged.title_inferred:
        return key
    book = KeyBook(lib)
    book.release([key])
    base = generate_key(merged, book.pattern)
    if key.startswith(base) and _SUFFIX.fullmatch(key[len(base) :]) is not None:
        return key
    return book.unique(base)
