"""Citation keys as stored: every key in use, one entry's key, writing a key, and what new
keys are made from (services/keys.py decides the keys)."""

from __future__ import annotations

from collections.abc import Sequence

from papershelf.formats.records import PersonName, Record
from papershelf.library import versions
from papershelf.library.chunks import in_chunks, marks
from papershelf.library.db import Library
from papershelf.library.models import Entry
from papershelf.library.sql import Sql

# Made once: key_of and set_key run once per entry when a whole library is re-keyed.
_KEY_IN_USE = Sql("SELECT 1 FROM entry WHERE key = ?")
_KEY_OF = Sql("SELECT key FROM entry WHERE id = ?")
_SET_KEY = Sql("UPDATE entry SET key = ? WHERE id = ?")


def all_keys(lib: Library) -> list[str]:
    """Every entry's key."""
    return [str(key) for (key,) in Entry.select(Entry.key).tuples().execute(lib.db)]


def keys_from(lib: Library, stem: str) -> list[str]:
    """The keys from stem up to stem + U+FFFF in the key index's case-blind order: every
    key a suffix a, b, ... z, aa ... can give an ASCII stem (U+FFFF sorts after ASCII in
    SQLite's NOCASE and, as the highest weight, in an ICU collation on PostgreSQL)."""
    sql = "SELECT key FROM entry WHERE key >= ? AND key < ?"  # the column's NOCASE order
    return [str(key) for (key,) in lib.execute(Sql(sql), [stem, stem + "\uffff"])]


def key_in_use(lib: Library, key: str) -> bool:
    """Whether an entry has key (ignoring ASCII case, as the key index compares)."""
    return lib.execute(_KEY_IN_USE, [key]).fetchone() is not None


def keys_in_use(lib: Library, keys: Sequence[str]) -> list[str]:
    """The keys of *keys* that entries have, as the entries spell them (the key index
    compares ignoring ASCII case): one IN lookup per chunk."""
    found: list[str] = []
    for chunk in in_chunks(keys):
        sql = Sql(f"SELECT key FROM entry WHERE key IN ({marks(len(chunk))})")
        found += [str(key) for (key,) in lib.execute(sql, list(chunk))]
    return found


def key_of(lib: Library, entry_id: int) -> str | None:
    """The entry's key; None when there is no such entry."""
    # Plain SQL: called once per entry when a whole library is re-keyed, where peewee
    # building each statement anew costs ~30x the statement itself.
    row = lib.execute(_KEY_OF, [entry_id]).fetchone()
    return None if row is None else str(row[0])


def set_key(lib: Library, entry_id: int, key: str, *, stand_in: bool = False) -> None:
    """Give an entry another key (nothing else of the entry changes); its version moves,
    unless *key* is a stand-in the same transaction replaces."""
    if stand_in:
        lib.execute(_SET_KEY, [key, entry_id])  # see key_of
        return
    lib.execute(
        Sql(f"UPDATE entry SET key = ?, {versions.ENTRY_STAMP} WHERE id = ?"),
        [key, *versions.stamp_values(lib), entry_id],
    )


def key_records(lib: Library, ids: list[int], names: int | None = None) -> dict[int, Record]:
    """What keys are made from for each entry: key, title, year, authors, pages.

    *names*: read only each entry's first that many authors (None: all).
    """
    records: dict[int, Record] = {}
    for chunk in in_chunks(ids):
        params = list(chunk)
        sql = (
            "SELECT id, key, title, title_inferred, authors_text, year FROM entry "
            f"WHERE id IN ({marks(len(chunk))})"
        )
        for entry_id, key, title, inferred, authors, year in lib.execute(Sql(sql), params):
            records[entry_id] = Record(
                key=key, title=title, title_inferred=bool(inferred), authors_text=authors,
                year=year,
            )  # fmt: skip
        _add_people_and_pages(lib, records, params, names)
    return records


def _add_people_and_pages(
    lib: Library, records: dict[int, Record], chunk: list[int], names: int | None
) -> None:
    """Fill in the parsed authors (the first *names*, or all) and the pages field of
    records (entries of chunk)."""
    # Positions count 0, 1, 2, ... (every writer numbers an entry's people in order), so
    # the first *names* are a range of the primary key: the rest are never read.
    people = (
        "SELECT entry_id, family, given, von, jr, raw FROM person WHERE role = 'author' "
        f"AND entry_id IN ({marks(len(chunk))}) AND position < ? ORDER BY entry_id, position"
    )
    limit = (1 << 62) if names is None else names
    for entry_id, family, given, von, jr, raw in lib.execute(Sql(people), [*chunk, limit]):
        records[entry_id].authors.append(PersonName(family, given, von, jr, raw))
    pages = (
        "SELECT entry_id, value FROM entry_field WHERE name = 'pages' "
        f"AND entry_id IN ({marks(len(chunk))})"
    )
    for entry_id, value in lib.execute(Sql(pages), chunk):
        records[entry_id].fields.append(("pages", value))


def keys_by_id(lib: Library) -> dict[int, str]:
    """Every entry's key, by id."""
    rows = Entry.select(Entry.id, Entry.key).tuples().execute(lib.db)
    return {int(i): str(k) for i, k in rows}
