"""A library's schema on PostgreSQL: created in an empty database, recognised in one of ours.

SQLite marks a library file with PRAGMA application_id and user_version; a server database
carries a small table, papershelf_meta, with the same two facts. The tables are the peewee
models' (booleans as 0/1 smallints, timestamps to the second); a `nocase` ICU collation
makes the models' and the queries' `COLLATE NOCASE` case-insensitive, unique names included.
A sort's `ORDER BY x COLLATE NOCASE` runs as `lower(x COLLATE "C")` (SQLite's order, see
backend.ServerWords.nocase_order), so the list view's text columns get an index on that
expression.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from peewee import Database

from papershelf.library import match_keys
from papershelf.library.errors import LibraryError
from papershelf.library.models import MODELS
from papershelf.library.postgresql import changes as pg_changes
from papershelf.library.postgresql import fts as fts_pg
from papershelf.library.postgresql import match_triggers
from papershelf.library.postgresql import triggers as triggers_pg

META_TABLE = "papershelf_meta"
APPLICATION = "papershelf"
# Two processes creating the schema of one empty database at once: the second waits, then sees it.
_CREATE_LOCK = 0x50505348
NOCASE = (
    "CREATE COLLATION IF NOT EXISTS nocase "
    "(provider = icu, locale = 'und-u-ks-level2', deterministic = false)"
)

# The entry columns the list view sorts by name (queries.CASE_BLIND's SORT_SQL columns).
SORTED_COLUMNS = ("title", "author_sort", "venue", "tag_sort", "key")


# Entry columns sorted as they are, whose values repeat in long runs: the date added is one
# value for a whole import, so its order needs the id in the index (SQLite's has the rowid).
PLAIN_SORTED_COLUMNS = ("date_added",)


def sort_indexes() -> list[str]:
    """An index per sorted column in the order of words.nocase_order (or its own), id last."""
    folded = [
        f"CREATE INDEX IF NOT EXISTS entry_{column}_order "
        f'ON entry (lower({column} COLLATE "C"), id)'
        for column in SORTED_COLUMNS
    ]
    plain = [
        f"CREATE INDEX IF NOT EXISTS entry_{column}_order ON entry ({column}, id)"
        for column in PLAIN_SORTED_COLUMNS
    ]
    return folded + plain


def read_version(db: Database, location: str) -> int | None:
    """The library's schema version; None for an empty database; LibraryError for a foreign one."""
    tables = _tables(db)
    if not tables:
        return None
    if META_TABLE not in tables:
        raise LibraryError(
            f"{location}: not a Papershelf library (the database holds other tables: "
            f"{', '.join(sorted(tables)[:5])}); name an empty database to create a library"
        )
    meta = dict(db.execute_sql(f"SELECT name, value FROM {META_TABLE}").fetchall())
    if meta.get("application") != APPLICATION or not str(meta.get("schema_version", "")).isdigit():
        raise LibraryError(
            f"{location}: not a Papershelf library (its {META_TABLE} says otherwise)"
        )
    return int(meta["schema_version"])


def create_schema(db: Database, version: int, location: str) -> int | None:
    """Create every table of a new library at *version* in one transaction.

    Returns None when it made the schema, or the version found when another process made it
    first (the creation waits for it).
    """
    with db.atomic():
        db.execute_sql("SELECT pg_advisory_xact_lock(%s)", (_CREATE_LOCK,))
        found = read_version(db, location)
        if found is not None:
            return found
        db.execute_sql(NOCASE)
        with db.bind_ctx(MODELS), _with_rowids():
            db.create_tables(MODELS)
        triggers_pg.create_tag_sort_triggers(db)
        for sql in sort_indexes():
            db.execute_sql(sql)
        match_keys.create_indexes(db)
        match_triggers.create_triggers(db)
        triggers_pg.create_fulltext_tables(db)
        fts_pg.create_index(db)  # the search documents, their GIN index and triggers
        pg_changes.install(db)  # NOTIFY on every committed change: open windows stay live
        db.execute_sql(f"CREATE TABLE {META_TABLE} (name TEXT PRIMARY KEY, value TEXT NOT NULL)")
        db.execute_sql(
            f"INSERT INTO {META_TABLE} (name, value) VALUES (%s, %s), (%s, %s)",
            ("application", APPLICATION, "schema_version", str(version)),
        )
    return None


def may_write(db: Database) -> bool:
    """Whether this role may insert, update and delete the library's entries."""
    row = db.execute_sql(
        "SELECT has_table_privilege('entry', 'INSERT') AND has_table_privilege('entry', 'UPDATE') "
        "AND has_table_privilege('entry', 'DELETE')"
    ).fetchone()
    return bool(row[0])


def _tables(db: Database) -> set[str]:
    """The tables (and views) in the connection's current schema."""
    rows = db.execute_sql(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
    ).fetchall()
    return {name for (name,) in rows}


@contextmanager
def _with_rowids() -> Iterator[None]:
    """WITHOUT ROWID is SQLite's: the models' tables are plain tables on PostgreSQL."""
    without = [model for model in MODELS if model._meta.without_rowid]
    for model in without:
        model._meta.without_rowid = False
    try:
        yield
    finally:
        for model in without:
            model._meta.without_rowid = True
