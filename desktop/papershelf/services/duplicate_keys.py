"""Duplicate lookup in the library by indexed keys (issue 38): what an import reads of the
library is the candidates of its own records, never every entry.

Each entry stores 64-bit hashes of its normalised DOI, arXiv id, title with year and
title blocking keys (library/match_keys.py). An import first computes the keys of the
entries marked stale (added or edited outside an import since the last one) and stores
them; then, for each piece of records, looks their keys and abstract fingerprints up
with one IN list per column, and reads only the entries found (services.duplicates
compares them in full, so a hash collision costs one more comparison, never a match).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from typing import TypeAlias

from papershelf.library import identities
from papershelf.library.db import Library
from papershelf.services.duplicate_identity import (
    MIN_ABSTRACT,
    Identity,
    Sketch,
    blocking_keys,
    compared_doi,
    identity_of_row,
)
from papershelf.services.identity import arxiv_id, fingerprint_title, normalise

# (doi, arXiv id, title and year, first blocking key, second blocking key): None for none.
Keys: TypeAlias = tuple[int | None, int | None, int | None, int | None, int | None]
NO_KEYS: Keys = (None, None, None, None, None)
# Stale entries whose keys are computed and stored at a time (the first import after the
# schema 11 migration computes every entry's: memory stays that of one chunk).
STALE_CHUNK = 5_000


def stable_hash(text: str) -> int:
    """A signed 64-bit hash of text that every process and both backends agree on
    (Python's own hash() of a str changes from one run to the next)."""
    digest = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def _keys(doi: str, arxiv: str, title: str, year: int | None) -> Keys:
    """The keys of a normalised DOI, arXiv id, title and year."""
    blocks = blocking_keys(title, year)
    head, tail = (_block(block) for block in blocks) if blocks else (None, None)
    return (
        stable_hash("doi:" + doi) if doi else None,
        stable_hash("arxiv:" + arxiv) if arxiv else None,
        stable_hash(f"title:{year}:{title}") if title else None,
        head,
        tail,
    )


def _block(block: tuple[int | None, str]) -> int:
    """A blocking key's hash."""
    year, words = block
    return stable_hash(f"block:{year}:{words}")


def keys_of(identity: Identity | Sketch) -> Keys:
    """What the entry made of this identity (or sketch: only what the keys need of it is
    normalised) stores in its key columns."""
    if isinstance(identity, Identity):
        return _keys(identity.doi, identity.arxiv, identity.title, identity.year)
    title = fingerprint_title(identity.fingerprint)
    if title is None:
        title = normalise(identity.title)
    arxiv = arxiv_id(identity.doi, identity.url, identity.eprint)
    return _keys(compared_doi(identity.doi), arxiv, title, identity.year)


def refresh_stale(lib: Library, store: bool) -> list[tuple[int, Identity]]:
    """Compute the keys of the entries whose keys are stale and store them, STALE_CHUNK
    entries at a time (look_up then finds them as it finds any entry): nothing returned.
    A dry run (store False) stores nothing and returns those entries with their
    identities instead, for the caller to hold."""
    if not store:
        rows = identities.stale_rows(lib, MIN_ABSTRACT)
        return [(row.entry_id, identity_of_row(row)) for row in rows]
    after = 0
    while rows := identities.stale_rows(lib, MIN_ABSTRACT, after, STALE_CHUNK):
        keys = [[*keys_of(identity_of_row(row)), row.entry_id] for row in rows]
        identities.store_keys(lib, keys)
        after = rows[-1].entry_id
    return []


def candidates(
    lib: Library, wanted: Iterable[Identity], last_id: int, known: set[int]
) -> list[tuple[int, Identity]]:
    """The library entries (ids up to last_id, not in known) that share a key or abstract
    fingerprint with one of the identities wanted, with their identities, in id order."""
    columns: list[set[object]] = [set() for _ in identities.LOOKUP_COLUMNS]
    for identity in wanted:
        for values, key in zip(columns, (*keys_of(identity), identity.print_ or None), strict=True):
            if key is not None:
                values.add(key)
    found: set[int] = set()
    for column, values in zip(identities.LOOKUP_COLUMNS, columns, strict=True):
        if values:
            found |= identities.ids_matching(lib, column, sorted(values, key=str), last_id)
    found -= known
    return _identities(lib, sorted(found))


def _identities(lib: Library, ids: Sequence[int]) -> list[tuple[int, Identity]]:
    """The entries *ids* with their identities, in id order."""
    if not ids:
        return []
    return [
        (row.entry_id, identity_of_row(row)) for row in identities.rows_of(lib, ids, MIN_ABSTRACT)
    ]
