"""The queries duplicate detection needs: what identifies each entry, its details, and the
pairs a person marked as different papers."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple

from papershelf.library import match_keys
from papershelf.library.chunks import in_chunks, marks
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


_IDENTITY = (
    "SELECT id, doi, CASE WHEN length(abstract) >= ? THEN fingerprint ELSE '' END, title, "
    "title_inferred, year, author_sort, url, coalesce((SELECT value FROM entry_field f "
    "WHERE f.entry_id = entry.id AND f.name = 'eprint' LIMIT 1), ''), key FROM entry"
)
# The columns an import's candidates are looked up in (library/match_keys.py's, and the
# fingerprint, whose index was there before).
LOOKUP_COLUMNS = (*match_keys.KEY_COLUMNS, "fingerprint")


def identity_rows(lib: Library, min_abstract: int) -> Iterator[IdentityRow]:
    """Every entry's identity row, in id order (fingerprints of short abstracts blanked)."""
    for row in lib.execute(Sql(_IDENTITY + " ORDER BY id"), [min_abstract]):
        yield IdentityRow(*row)


def stale_rows(
    lib: Library, min_abstract: int, after: int = 0, limit: int | None = None
) -> list[IdentityRow]:
    """The identity rows of the entries whose lookup keys are stale (match_keys), in id
    order: those with ids above *after*, at most *limit* of them (None: all)."""
    sql = f"{_IDENTITY} WHERE {match_keys.STALE} = 1 AND id > ? ORDER BY id"
    params = [min_abstract, after]
    if limit is not None:
        sql, params = sql + " LIMIT ?", [*params, limit]
    return [IdentityRow(*row) for row in lib.execute(Sql(sql), params)]


def rows_of(lib: Library, ids: Sequence[int], min_abstract: int) -> list[IdentityRow]:
    """The identity rows of the entries *ids* (those that exist), in id order."""
    found: list[IdentityRow] = []
    for chunk in in_chunks(ids):
        sql = Sql(f"{_IDENTITY} WHERE id IN ({marks(len(chunk))})")
        found += [IdentityRow(*row) for row in lib.execute(sql, [min_abstract, *chunk])]
    return sorted(found)


def store_keys(lib: Library, rows: Iterable[Sequence[int | None]]) -> None:
    """Store entries' lookup keys: each row is the KEY_COLUMNS' values, then the entry id."""
    columns = ", ".join(f"{column} = ?" for column in match_keys.KEY_COLUMNS)
    sql = Sql(f"UPDATE entry SET {columns}, {match_keys.STALE} = 0 WHERE id = ?")
    lib.executemany(sql, rows)


def ids_matching(lib: Library, column: str, values: Sequence[object], last_id: int) -> set[int]:
    """The ids up to last_id of the entries whose *column* (one of LOOKUP_COLUMNS) holds
    one of *values*: one indexed IN lookup per chunk of values."""
    if column not in LOOKUP_COLUMNS:
        raise ValueError(f"not a lookup column: {column}")
    found: set[int] = set()
    for chunk in in_chunks(values):
        sql = Sql(
            f"SELECT id FROM entry WHERE {column} IN ({marks(len(chunk))}) "
            f"AND {column} IS NOT NULL AND id <= ?"
        )
        found.update(entry_id for (entry_id,) in lib.execute(sql, [*chunk, last_id]))
    return found


def last_entry_id(lib: Library) -> int:
    """The largest entry id (0 for an empty library)."""
    return int(lib.execute(Sql("SELECT coalesce(max(id), 0) FROM entry")).fetchone()[0])


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
