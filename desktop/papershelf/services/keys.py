"""Citation keys of a library: the pattern setting, unique keys for new entries, and the
explicit "regenerate keys" command.

A key is made once, when an entry arrives without one (or with one another paper has),
and then kept: editing a title or authors never changes it. Only regenerate_keys does,
after preview_regenerate has shown what would change. Keys are unique ignoring case, as
BibTeX compares them; a clash gets the suffix a, b, ... z, aa, ...

Undo recipes:
- set_key_pattern:  old = key_pattern(lib); set_key_pattern(lib, new)
                    undo: set_key_pattern(lib, old)
- regenerate_keys:  changes = preview_regenerate(lib, ids); regenerate_keys(lib, changes)
                    undo: regenerate_keys(lib, [c.reversed() for c in changes])
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from papershelf.formats.bib.key_patterns import (
    DEFAULT_PATTERN,
    PatternError,
    authors_needed,
    check_pattern,
)
from papershelf.formats.bib.key_patterns import generate_key as pattern_key
from papershelf.formats.bib.keys import first_free_suffix, suffix
from papershelf.formats.records import Record
from papershelf.i18n import translate
from papershelf.library import keys_sql
from papershelf.library.db import Library
from papershelf.library.queries import key_taken
from papershelf.library.settings import get_setting, put_setting
from papershelf.services import attachments
from papershelf.services.changes import Changes, ServiceError

KEY_PATTERN = "key_pattern"
_SUFFIX = re.compile(r"[a-z]*")
# Re-keying more entries than this reads every key at once, not a stem per entry.
_READ_ALL_ABOVE = 1_000


def key_pattern(lib: Library) -> str:
    """The library's citation key pattern (DEFAULT_PATTERN unless set)."""
    return get_setting(lib, KEY_PATTERN, DEFAULT_PATTERN)


def checked_pattern(pattern: str) -> str:
    """pattern, if it can make keys; ServiceError saying what is wrong otherwise."""
    try:
        check_pattern(pattern)
    except PatternError as exc:
        raise ServiceError(str(exc)) from None
    return pattern


def set_key_pattern(lib: Library, pattern: str | None) -> Changes:
    """Set the key pattern for keys made from now on (None: the default); ServiceError if bad."""
    if pattern is not None:
        checked_pattern(pattern)
    with lib.atomic():
        put_setting(lib, KEY_PATTERN, None if pattern == DEFAULT_PATTERN else pattern)
    return Changes()


class KeySet(Protocol):
    """Where a KeyBook keeps the keys claimed (a set, or an import's compact table)."""

    def __contains__(self, key: object, /) -> bool:
        """Whether key (lower-cased) is claimed."""

    def add(self, key: str, /) -> None:
        """Claim key."""

    def discard(self, key: str, /) -> None:
        """Release key."""


class KeyBook:
    """The keys in use during one operation, lower-cased as BibTeX compares them.

    Given keys, it holds them all (an import has read every key anyway); else it reads the
    library's keys only as it needs them: those that share a new key's stem (one range of
    the key index), or one key at a time, never all of them (165 ms at 100,000 entries).
    """

    def __init__(
        self, lib: Library, pattern: str | None = None, keys: Iterable[str] | None = None,
        taken: KeySet | None = None,
    ) -> None:  # fmt: skip
        """Read the pattern new keys follow; keys: every key in use (else read as needed);
        taken: where claimed keys are kept (an import's is compact: import_run.hashed)."""
        self.lib = lib
        self.pattern = pattern or key_pattern(lib)
        self.taken: KeySet = set() if taken is None else taken  # claimed during the operation
        self.released: set[str] = set()  # library keys given up during the operation
        self.library: set[str] = set()  # library keys read so far
        self.stems: set[str] = set()  # stems whose keys with letter suffixes were read
        self.free: set[str] = set()  # keys look_up found the library does not use
        self.complete = keys is not None  # library holds every key
        # Per base (lower-cased), the first suffix number not known taken: every suffix
        # below it is, until a key is released, so the next key of a base starts there.
        self.cursors: dict[str, int] = {}
        if keys is not None:
            self.library = {key.lower() for key in keys}

    def is_taken(self, key: str) -> bool:
        """Whether key (in any case) is used."""
        folded = key.lower()
        if folded in self.taken:
            return True
        if folded in self.released:
            return False
        if folded in self.library:
            return True
        if self.complete or folded in self.free or self._read_with_stem(folded):
            return False
        if not folded.isascii():  # the index ignores ASCII case only; lower() does more
            self.read_all()
            return folded in self.library
        if keys_sql.key_in_use(self.lib, key):
            self.library.add(folded)
            return True
        return False

    def look_up(self, keys: Iterable[str]) -> None:
        """Read at once which of keys (a piece of an import's) the library uses, so that
        is_taken asks nothing more for them: one IN lookup, not a query a key."""
        if self.complete:
            return
        wanted = {k.lower(): k for k in keys if k and k.isascii() and not self._known(k.lower())}
        if not wanted:
            return
        found = {key.lower() for key in keys_sql.keys_in_use(self.lib, list(wanted.values()))}
        self.library |= found
        self.free |= wanted.keys() - found

    def _known(self, folded: str) -> bool:
        """Whether a lower-cased key's use is known without asking the library (each set
        asked in turn: a union of them per piece grew with the import, issue 38)."""
        return (
            folded in self.taken or folded in self.released or folded in self.library
            or folded in self.free
        )  # fmt: skip

    def in_library(self, key: str) -> bool:
        """Whether key was found in the library (not claimed during the operation)."""
        return key.lower() in self.library

    def release(self, keys: Iterable[str]) -> None:
        """Count keys as free from now on (entries about to get new ones)."""
        folded = {key.lower() for key in keys}
        self.released |= folded
        for key in folded:
            self.taken.discard(key)
        self.cursors.clear()  # a released key may lie below a cursor

    def claim(self, wanted: str | None, record: Record) -> str:
        """wanted if it is free, else a new unique key from the pattern; it is taken from now."""
        key = wanted if wanted and not self.is_taken(wanted) else self.new_key(record)
        self.take(key)
        return key

    def take(self, key: str) -> None:
        """Count key as used from now on (no longer as free: `free` stays the size of a
        piece's keys, not the import's)."""
        folded = key.lower()
        self.taken.add(folded)
        self.free.discard(folded)

    def new_key(self, record: Record) -> str:
        """A free key for record from the pattern (not yet taken)."""
        return self.unique(pattern_key(record, self.pattern))

    def unique(self, base: str) -> str:
        """base, or base with the first free suffix a, b, ... (not yet taken).

        The search starts where the last one for this base stopped, so an operation's
        new keys of one base cost one look each, not one per key already sharing it.
        """
        self._read_stem(base)
        folded = base.lower()
        number = first_free_suffix(base, self.is_taken, self.cursors.get(folded, 0))
        self.cursors[folded] = number
        return base + suffix(number)

    def _read_stem(self, stem: str) -> None:
        """Read the library's keys that stem with letters after it could clash with."""
        folded = stem.lower()
        if self.complete or folded in self.stems or not folded.isascii():
            return
        self.library |= {key.lower() for key in keys_sql.keys_from(self.lib, stem)}
        self.stems.add(folded)

    def _read_with_stem(self, folded: str) -> bool:
        """Whether the keys of a stem that folded extends by letters alone were read."""
        start = end = len(folded)
        while start > 0 and "a" <= folded[start - 1] <= "z":
            start -= 1
        return any(folded[:at] in self.stems for at in range(start, end + 1))

    def read_all(self) -> None:
        """Read every key of the library (for a key beyond ASCII)."""
        self.library |= {key.lower() for key in keys_sql.all_keys(self.lib)}
        self.complete = True


@dataclass(frozen=True)
class KeyChange:
    """One entry's key, before and after regenerating."""

    entry_id: int
    old: str
    new: str

    def reversed(self) -> KeyChange:
        """The change that undoes this one."""
        return KeyChange(self.entry_id, self.new, self.old)


def preview_regenerate(
    lib: Library, ids: Iterable[int], pattern: str | None = None
) -> list[KeyChange]:
    """The keys regenerate_keys would give the entries ids (only those that would change).

    An entry keeps its key when it already is what the pattern gives (with or without a
    suffix), so regenerating twice changes nothing the second time.
    """
    id_list = sorted(set(ids))
    book = KeyBook(lib, checked_pattern(pattern) if pattern is not None else None)
    if len(id_list) > _READ_ALL_ABOVE:
        book.read_all()
    records = entry_records(lib, id_list, authors_needed(book.pattern))
    current = {entry_id: record.key or "" for entry_id, record in records.items()}
    book.release(current.values())
    bases = {entry_id: pattern_key(record, book.pattern) for entry_id, record in records.items()}
    kept = _keep_fitting(current, bases, book)
    changes: list[KeyChange] = []
    for entry_id in id_list:
        if entry_id not in records or entry_id in kept:
            continue
        new = book.unique(bases[entry_id])
        book.take(new)
        if new != current[entry_id]:
            changes.append(KeyChange(entry_id, current[entry_id], new))
    return changes


def _keep_fitting(current: dict[int, str], bases: dict[int, str], book: KeyBook) -> set[int]:
    """Entries whose key already fits the pattern ('smith2020deep', 'smith2020deepb'): kept."""
    kept: set[int] = set()
    for entry_id, key in current.items():
        base = bases[entry_id]
        fits = key.startswith(base) and _SUFFIX.fullmatch(key[len(base) :]) is not None
        if fits and not book.is_taken(key):
            book.take(key)
            kept.add(entry_id)
    return kept


def regenerate_keys(lib: Library, changes: Iterable[KeyChange | tuple[int, str, str]]) -> Changes:
    """Give entries new keys, as preview_regenerate listed them (one transaction).

    Each change names the key the entry has now; if an entry's key changed since the
    preview, nothing is done (ServiceError), so a stale preview never overwrites an edit.
    """
    todo = [c if isinstance(c, KeyChange) else KeyChange(*c) for c in changes]
    if not todo:
        return Changes()
    with lib.atomic():
        for change in todo:
            if keys_sql.key_of(lib, change.entry_id) != change.old:
                said = translate("keys", "the key of entry {entry_id} changed meanwhile")
                raise ServiceError(said.format(entry_id=change.entry_id))
        # Two steps, so that keys can swap between entries without a moment's clash (the
        # stand-in has a space, which no real key has).
        for change in todo:
            keys_sql.set_key(lib, change.entry_id, f" {change.entry_id}", stand_in=True)
        for change in todo:
            _check_free(lib, change)
            keys_sql.set_key(lib, change.entry_id, change.new)
        moved = attachments.follow_entries(lib, [c.entry_id for c in todo])
    return Changes.edit([c.entry_id for c in todo], ["key"]) | moved


def _check_free(lib: Library, change: KeyChange) -> None:
    """ServiceError if another entry has the key change.new now (in any case)."""
    if key_taken(lib, change.new, except_id=change.entry_id):
        said = translate("keys", "the key {new} is already used by another entry")
        raise ServiceError(said.format(new=change.new))


def entry_records(lib: Library, ids: list[int], names: int | None = None) -> dict[int, Record]:
    """What keys are made from for each entry: key, title, year, authors, pages.

    *names*: read only each entry's first that many authors (None: all).
    """
    return keys_sql.key_records(lib, ids, names)
