"""Saved searches' rows (services/saved_searches.py decides what they mean), written with
peewee's query builder on the library's own connection."""

from __future__ import annotations

from papershelf.library.db import Library
from papershelf.library.models import SavedSearch
from papershelf.library.sql import Sql

SavedRow = tuple[int, str, str, str]  # id, name, query, scope
_COLUMNS = (SavedSearch.id, SavedSearch.name, SavedSearch.query, SavedSearch.scope)


def all_saved(lib: Library) -> list[SavedRow]:
    """Every saved search's row, by name (any ASCII case), then id."""
    query = SavedSearch.select(*_COLUMNS).order_by(
        SavedSearch.name.collate("NOCASE"), SavedSearch.id
    )
    return list(query.tuples().execute(lib.db))


def saved_row(lib: Library, saved_id: int) -> SavedRow | None:
    """One saved search's row, or None."""
    query = SavedSearch.select(*_COLUMNS).where(SavedSearch.id == saved_id).tuples()
    rows = list(query.execute(lib.db))
    return rows[0] if rows else None


def saved_named(lib: Library, name: str) -> int | None:
    """The id of the saved search called *name* (any ASCII case), or None."""
    query = SavedSearch.select(SavedSearch.id).where(SavedSearch.name.collate("NOCASE") == name)
    rows = list(query.tuples().execute(lib.db))
    return int(rows[0][0]) if rows else None


def insert_saved(lib: Library, name: str, query: str, scope: str) -> None:
    """Add a saved search (its name free)."""
    SavedSearch.insert(name=name, query=query, scope=scope).execute(lib.db)


def set_saved_name(lib: Library, saved_id: int, name: str) -> None:
    """Rename a saved search; its version moves."""
    update = SavedSearch.update(name=name, version=SavedSearch.version + 1)
    update.where(SavedSearch.id == saved_id).execute(lib.db)


def set_saved_query(lib: Library, saved_id: int, query: str, scope: str) -> None:
    """Give a saved search another query and scope; its version moves."""
    update = SavedSearch.update(query=query, scope=scope, version=SavedSearch.version + 1)
    update.where(SavedSearch.id == saved_id).execute(lib.db)


def delete_saved(lib: Library, saved_id: int) -> None:
    """Forget a saved search."""
    SavedSearch.delete().where(SavedSearch.id == saved_id).execute(lib.db)


def put_saved(lib: Library, row: SavedRow) -> None:
    """Put a saved search's row back under its id (over what has that id now, whose version
    it moves past). Plain SQL, as the other put-backs: portable where REPLACE is not."""
    lib.execute(
        Sql(
            "INSERT INTO saved_search (id, name, query, scope) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (id) DO UPDATE SET name = excluded.name, query = excluded.query, "
            "scope = excluded.scope, version = saved_search.version + 1"
        ),
        list(row),
    )


def saved_version(lib: Library, saved_id: int) -> int | None:
    """A saved search's version; None when it is gone."""
    query = SavedSearch.select(SavedSearch.version).where(SavedSearch.id == saved_id)
    rows = list(query.tuples().execute(lib.db))
    return int(rows[0][0]) if rows else None
