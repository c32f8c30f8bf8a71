"""The queries duplicate detection needs: what identifies each entry, its details, and the
pairs a person marked as different papers."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from papershelf.library.db import Library
from papershelf.library.sql import Sql

# Made once: read for each candidate pair of a duplicate search.
_HEAD = Sql("SELECT entry_type, venue FROM entry WHERE id = ?")
_VOLUME_PAGES = Sql(
    "SELECT name, value FROM entry_field WHERE entry_id = ? AND name IN ('volume', 'pages') "
    "ORDER BY position DESC"
)
_FAMILIES = Sql(
    "SELECT family FROM person WHERE entry_id = ? AND role = ? ORDER BY position LIMIT ?"
)


class IdentityRow(NamedTuple):
    """What identifies one entry, as stored."""

    entry_id: int
    doi: str
    print_: str  # the fingerprint, '' unless the abstract is long enough to tell
    title: str
    title_inferred: bool
    year: int | None
    author: str
    url: str
    eprint: str
    key: str


class DetailsRow(NamedTuple):
    """What decides whether two entries with one title are one paper."""

    families: list[str]
    entry_type: str
    venue: str
    volume: str
    pages: str


def identity_rows(lib: Library, min_abstract: int) -> Iterator[IdentityRow]:
    """Every entry's identity row, in id order (fingerprints of short abstracts blanked)."""
    sql = (
        "SELECT id, doi, CASE WHEN length(abstract) >= ? THEN fingerprint ELSE '' END, title, "
        "title_inferred, year, author_sort, url, coalesce((SELECT value FROM entry_field f "
        "WHERE f.entry_id = entry.id AND f.name = 'eprint' LIMIT 1), ''), key "
        "FROM entry ORDER BY id"
    )
    for row in lib.execute(Sql(sql), [min_abstract]):
        yield IdentityRow(*row)


def details_row(lib: Library, entry_id: int, names: int) -> DetailsRow | None:
    """An entry's first *names* authors (else editors), type, venue, volume and pages; None
    if it is gone. Only the names compared are read: a 3,000-author paper costs what a
    short one does."""
    head = lib.execute(_HEAD, [entry_id]).fetchone()
    if head is None:
        return None
    families = _families(lib, entry_id, "author", names)
    families = families or _families(lib, entry_id, "editor", names)
    fields = dict(
        lib.execute(
            _VOLUME_PAGES,
            [entry_id],
        ).fetchall()
    )
    return DetailsRow(families, head[0], head[1], fields.get("volume", ""), fields.get("pages", ""))


def _families(lib: Library, entry_id: int, role: str, names: int) -> list[str]:
    """The family names of an entry's first *names* people of *role*."""
    return [family for (family,) in lib.execute(_FAMILIES, [entry_id, role, names])]


def not_duplicate_rows(lib: Library) -> Iterator[tuple[int, int]]:
    """Every (first, second) pair of entries marked as different papers."""
    yield from lib.execute(Sql("SELECT first_id, second_id FROM not_duplicate"))


def insert_not_duplicate(lib: Library, first: int, second: int) -> None:
    """Mark first < second as different papers (nothing when either is gone)."""
    both = "SELECT ?, ? WHERE (SELECT count(*) FROM entry WHERE id IN (?, ?)) = 2"
    sql = lib.backend.words.insert_ignoring("not_duplicate (first_id, second_id)", both)
    lib.execute(Sql(sql), [first, second, first, second])


def delete_not_duplicate(lib: Library, first: int, second: int) -> None:
    """Forget that first < second were marked as different papers."""
    lib.execute(
        Sql("DELETE FROM not_duplicate WHERE first_id = ? AND second_id = ?"), [first, second]
    )


def has_not_duplicate(lib: Library, first: int, second: int) -> bool:
    """Whether first < second are marked as different papers."""
    row = lib.execute(
        Sql("SELECT 1 FROM not_duplicate WHERE first_id = ? AND second_id = ?"), [first, second]
    ).fetchone()
    return row is not None
