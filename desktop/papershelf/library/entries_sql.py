"""Entry rows: which exist, their columns and extra fields, written by id (services/entries.py,
lists, deleting, merging and keys ask here)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from papershelf.formats.records import PersonName
from papershelf.i18n import translate
from papershelf.library import versions
from papershelf.library.chunks import in_chunks, marks
from papershelf.library.db import Library
from papershelf.library.members_sql import PERSONAL_DEFAULTS, combine_own_state, own
from papershelf.library.models import Entry
from papershelf.library.sql import Sql

ENTRY_COLUMNS = frozenset(field.column_name for field in Entry._meta.sorted_fields)
STAMP_COLUMNS = frozenset({"version", "changed_by", "changed_at"})


def existing_entries(lib: Library, ids: Iterable[int]) -> set[int]:
    """Those of *ids* that are entries of the library."""
    found: set[int] = set()
    for chunk in in_chunks(list(ids)):
        sql = f"SELECT id FROM entry WHERE id IN ({marks(len(chunk))})"
        found.update(row[0] for row in lib.execute(Sql(sql), list(chunk)))
    return found


def _checked(columns: Iterable[str]) -> list[str]:
    """Column names of the entry table, refused (ValueError) if one is not: names are spliced
    into statements, so only the table's own get through."""
    names = list(columns)
    unknown = set(names) - ENTRY_COLUMNS
    if unknown:
        raise ValueError(f"not columns of entry: {sorted(unknown)}")
    return names


def entry_exists(lib: Library, entry_id: int) -> bool:
    """Whether the library holds the entry."""
    return lib.execute(Sql("SELECT 1 FROM entry WHERE id = ?"), [entry_id]).fetchone() is not None


def entry_column(lib: Library, entry_id: int, column: str) -> tuple[Any] | None:
    """(value,) of one column of an entry (status, rating, read_on: the connecting member's
    own, members_sql); None when there is no such entry."""
    (name,) = _checked([column])
    value = own(lib.backend.words, name) if name in PERSONAL_DEFAULTS else f"e.{name}"
    row = lib.execute(Sql(f"SELECT {value} FROM entry e WHERE e.id = ?"), [entry_id]).fetchone()
    return None if row is None else (row[0],)


def title_inferred(lib: Library, entry_id: int) -> bool:
    """Whether the entry's title is still the one guessed from its abstract."""
    row = lib.execute(Sql("SELECT title_inferred FROM entry WHERE id = ?"), [entry_id]).fetchone()
    return bool(row and row[0])


def entry_fields(lib: Library, entry_id: int) -> list[tuple[str, str]]:
    """The entry's extra BibTeX fields, (name, value) in order."""
    sql = "SELECT name, value FROM entry_field WHERE entry_id = ? ORDER BY position"
    return [(n, v) for n, v in lib.execute(Sql(sql), [entry_id])]


def set_columns(lib: Library, ids: list[int], columns: dict[str, Any]) -> None:
    """Set columns of the entry table (name -> value) on the entries *ids*; their versions
    move and name this user as the last writer."""
    names = _checked(columns)
    if not set(names).isdisjoint(STAMP_COLUMNS):
        raise ValueError("versions move by themselves; they are never set")
    assignments = ", ".join([*(f"{name} = ?" for name in names), versions.ENTRY_STAMP])
    stamp = versions.stamp_values(lib)
    for chunk in in_chunks(ids):
        lib.execute(
            Sql(f"UPDATE entry SET {assignments} WHERE id IN ({marks(len(chunk))})"),
            [*columns.values(), *stamp, *chunk],
        )


def write_people(lib: Library, entry_id: int, role: str, people: Sequence[PersonName]) -> None:
    """Replace an entry's people of one role with *people*, in order."""
    lib.execute(Sql("DELETE FROM person WHERE entry_id = ? AND role = ?"), [entry_id, role])
    lib.executemany(
        Sql(
            "INSERT INTO person (entry_id, role, position, family, given, von, jr, raw) "
            "VALUES (?,?,?,?,?,?,?,?)"
        ),
        [(entry_id, role, i, p.family, p.given, p.von, p.jr, p.raw) for i, p in enumerate(people)],
    )


def write_fields(lib: Library, entry_id: int, fields: Sequence[tuple[str, str]]) -> None:
    """Replace an entry's extra BibTeX fields with *fields*, in order."""
    lib.execute(Sql("DELETE FROM entry_field WHERE entry_id = ?"), [entry_id])
    lib.executemany(
        Sql("INSERT INTO entry_field (entry_id, position, name, value) VALUES (?,?,?,?)"),
        [(entry_id, i, name, value) for i, (name, value) in enumerate(fields)],
    )


def write_raw_fields(lib: Library, entry_id: int, raw_json: str) -> None:
    """Set an entry's raw BibTeX fields (JSON), keeping the file it came from."""
    packed = lib.backend.words.packed_raw("?")
    lib.execute(
        Sql(
            f"INSERT INTO entry_bibtex (entry_id, raw_fields) VALUES (?, {packed}) "
            "ON CONFLICT (entry_id) DO UPDATE SET raw_fields = excluded.raw_fields"
        ),
        [entry_id, raw_json],
    )


def combine_marks(lib: Library, keep_id: int, other_id: int) -> None:
    """Give keep_id the other's tags, list places (keep's place wins), and the higher
    rating and status (with the other's read date) of the two."""
    words = lib.backend.words
    tags = words.insert_ignoring(
        "entry_tag (entry_id, tag_id)", "SELECT ?, tag_id FROM entry_tag WHERE entry_id = ?"
    )
    lib.execute(Sql(tags), [keep_id, other_id])
    places = words.insert_ignoring(
        "list_membership (reading_list_id, entry_id, position, note)",
        "SELECT reading_list_id, ?, position, note FROM list_membership WHERE entry_id = ?",
    )
    lib.execute(Sql(places), [keep_id, other_id])
    higher = words.greatest("rating", "(SELECT rating FROM entry WHERE id = ?)")
    lib.execute(Sql(f"UPDATE entry SET rating = {higher} WHERE id = ?"), [other_id, keep_id])
    lib.execute(
        Sql(
            "UPDATE entry SET status = o.status, read_on = o.read_on FROM "
            "(SELECT status, read_on FROM entry WHERE id = ?) AS o "
            "WHERE entry.id = ? AND o.status > entry.status"
        ),
        [other_id, keep_id],
    )
    combine_own_state(lib, keep_id, other_id)


def delete_entry(lib: Library, entry_id: int) -> None:
    """Delete one entry (people, fields, tags and list places go with it)."""
    lib.execute(Sql("DELETE FROM entry WHERE id = ?"), [entry_id])


def key_title_status(lib: Library, entry_id: int) -> tuple[str, str, int]:
    """An entry's key, title and status (the member's own; LookupError when there is none)."""
    row = lib.execute(
        Sql(
            f"SELECT e.key, e.title, {own(lib.backend.words, 'status')} FROM entry e WHERE e.id = ?"
        ),
        [entry_id],
    ).fetchone()
    if row is None:
        said = translate("library", "entry {id} is not in the library")
        raise LookupError(said.format(id=entry_id))
    return str(row[0]), str(row[1]), int(row[2])


def titles_of(lib: Library, ids: Iterable[int]) -> dict[int, str]:
    """The titles of those of *ids* that are entries, by id."""
    found: dict[int, str] = {}
    for chunk in in_chunks(list(ids)):
        sql = f"SELECT id, title FROM entry WHERE id IN ({marks(len(chunk))})"
        found.update((int(i), str(t)) for i, t in lib.execute(Sql(sql), list(chunk)))
    return found
