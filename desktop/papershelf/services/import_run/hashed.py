"""Compact tables of the keys an import has seen: 64-bit hashes in arrays, not strings.

An import must know every key it gave (so that no two entries share one) and every key its
file used (a key repeated later is the same entry or another one). As Python sets and dicts
of strings that was ~280 bytes a record, 280 MB for a million entries (issue 38); here a
key is its hash and its values in arrays (open addressing, linear probing, at most 2/3 full):
16-48 bytes a record. Two keys share a hash by chance once in 2**64 (then the second is
taken for the first, as services.import_run.seen's content hash already accepts).
"""

from __future__ import annotations

from array import array
from itertools import compress

_EMPTY, _GONE = 0, 1  # slot marks: no hash is either (hash_of moves them)
_FIRST = 1024  # slots of a new table


def hash_of(key: str) -> int:
    """key's 64-bit hash as the table keeps it (never _EMPTY or _GONE)."""
    found = hash(key)
    return found + 2 if 0 <= found < 2 else found


class HashedTable:
    """Keys (by hash) with `columns` 64-bit integers each; a set when columns is 0."""

    def __init__(self, columns: int = 0) -> None:
        """An empty table."""
        self.columns = columns
        self._make(_FIRST)

    def _make(self, size: int) -> None:
        """Empty slots, size of them (a power of two)."""
        self.mask = size - 1
        self.hashes = array("q", bytes(8 * size))
        self.values = [array("q", bytes(8 * size)) for _ in range(self.columns)]
        self.used = 0  # slots holding a hash or _GONE
        self.count = 0

    def __len__(self) -> int:
        """How many keys the table holds."""
        return self.count

    def __contains__(self, key: object) -> bool:
        """Whether the table holds key."""
        if not isinstance(key, str):
            return False
        return self.hashes[self._slot(hash_of(key))] != _EMPTY

    def get(self, key: str) -> tuple[int, ...] | None:
        """key's values, or None when the table does not hold it."""
        slot = self._slot(hash_of(key))
        if self.hashes[slot] == _EMPTY:
            return None
        return tuple([column[slot] for column in self.values])

    def first(self, key: str, *values: int) -> tuple[int, ...] | None:
        """key's values if the table holds it, else None, holding it from now on with
        values (one look for the two: an import asks this once a record)."""
        found = hash_of(key)
        slot = self._slot(found)
        if self.hashes[slot] != _EMPTY:
            return tuple([column[slot] for column in self.values])
        self._put(slot, found, values)
        return None

    def add(self, key: str, *values: int) -> None:
        """Hold key (with its values, replacing any it had)."""
        found = hash_of(key)
        slot = self._slot(found)
        if self.hashes[slot] != _EMPTY:
            for column, value in zip(self.values, values, strict=True):
                column[slot] = value
            return
        self._put(slot, found, values)

    def _put(self, slot: int, found: int, values: tuple[int, ...]) -> None:
        """Hold the hash found, with values, in the empty slot given."""
        self.hashes[slot] = found
        for column, value in zip(self.values, values, strict=True):
            column[slot] = value
        self.used += 1
        self.count += 1
        if 3 * self.used > 2 * len(self.hashes):
            self._grow()

    def discard(self, key: str) -> None:
        """Hold key no more."""
        slot = self._slot(hash_of(key))
        if self.hashes[slot] != _EMPTY:
            self.hashes[slot] = _GONE
            self.count -= 1

    def _slot(self, found: int) -> int:
        """The slot holding the hash found, else the empty one where it would go."""
        hashes, mask = self.hashes, self.mask
        slot = found & mask
        there = hashes[slot]
        while there != found and there != _EMPTY:
            slot = (slot + 1) & mask
            there = hashes[slot]
        return slot

    def _grow(self) -> None:
        """Move every key into a table twice as big as its keys need (marks of gone ones go)."""
        old, olds, count = self.hashes, self.values, self.count
        size = _FIRST
        while 2 * count >= size:
            size *= 2
        self._make(size)
        hashes, values = self.hashes, self.values
        for at in compress(range(len(old)), old):  # the slots not empty, found in C
            found = old[at]
            if found != _GONE:
                slot = self._slot(found)
                hashes[slot] = found
                for column, was in zip(values, olds, strict=True):
                    column[slot] = was[at]
        self.used = self.count = count
