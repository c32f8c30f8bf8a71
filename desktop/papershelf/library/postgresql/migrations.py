"""Schema migrations of a library on PostgreSQL: migrations.py's steps, in the server's form.

A server library is created whole at the running Papershelf's SCHEMA_VERSION (schema_pg);
the first server schema was version 7, so only steps after it ever run here. The first
Papershelf with write rights that opens an older library migrates it: every step from its
version up, and papershelf_meta's schema_version, in ONE transaction (PostgreSQL's DDL is
transactional: a failure leaves the library as it was) under an advisory lock, so two
Papershelfs opening it at once migrate it once (the second waits, then finds it done).

A step's server form is, in this order:
- SERVER_STEPS[version]: a function of the ServerDatabase, its statements written for the
  server (the SQLite steps are sqlite/migrations.py's, written for SQLite);
- none: the library cannot be migrated by this Papershelf (LibraryError says which step).
A role that may not change the schema (not the tables' owner) leaves the library as it is
and opens it read-only, saying an administrator must open it once to upgrade it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import peewee

from papershelf.i18n import N, translate
from papershelf.library.errors import LibraryError
from papershelf.library.postgresql.schema import META_TABLE, may_write, read_version, sort_indexes
from papershelf.library.sqlite import migrations

if TYPE_CHECKING:  # psycopg: the connection module is loaded with a server library
    from papershelf.library.postgresql.connection import ServerDatabase

FIRST_SERVER_VERSION = 7  # the schema the first server libraries were created at
ServerStep = Callable[["ServerDatabase"], None]
# SQLite column types the server spells otherwise (as server.ServerDatabase's field_types).
_SERVER_TYPES = {"DATETIME": "TIMESTAMP(0)", "REAL": "DOUBLE PRECISION", "BOOL": "SMALLINT"}


def add_columns(db: ServerDatabase, columns: Sequence[tuple[str, str, str]]) -> None:
    """Add (table, column, SQLite column spec) columns that are not there yet."""
    for table, column, spec in columns:
        words = spec.split(" ", 1)
        server_spec = " ".join([_SERVER_TYPES.get(words[0].upper(), words[0]), *words[1:]])
        db.execute_sql(f"ALTER TABLE {table} ADD COLUMN IF NOT EXISTS {column} {server_spec}")


def add_row_versions(db: ServerDatabase) -> None:
    """Version 8 (helper `versions`' migrations.add_row_versions): its columns, from
    library/versions.py's COLUMNS (imported by name: the step exists once that module does)."""
    versions = importlib.import_module("papershelf.library.versions")
    add_columns(db, versions.COLUMNS)


def add_annotations(db: ServerDatabase) -> None:
    """Version 9: the annotation table, as the model makes it on the server."""
    from papershelf.library.models import Annotation

    with db.bind_ctx([Annotation]):
        db.create_tables([Annotation])


def add_member_tables(db: ServerDatabase) -> None:
    """Version 10: per-person reading state, clubs and assignments (postgresql/members.py)."""
    from papershelf.library.postgresql import members

    members.add_member_tables(db)


def add_member_privacy(db: ServerDatabase) -> None:
    """Version 11: each member's reader positions and private annotations
    (postgresql/members.py)."""
    from papershelf.library.postgresql import members

    add_columns(db, migrations.V11_COLUMNS)
    members.add_member_privacy(db)


def add_match_keys(db: ServerDatabase) -> None:
    """Version 12: the duplicate lookup keys' columns (every entry stale until the next
    import computes them), their partial indexes and triggers (library/match_keys.py)."""
    from papershelf.library import match_keys
    from papershelf.library.postgresql import match_triggers

    keys = [("entry", column, "BIGINT") for column in match_keys.KEY_COLUMNS]
    add_columns(db, [*keys, ("entry", match_keys.STALE, "INTEGER NOT NULL DEFAULT 1")])
    match_keys.create_indexes(db)
    match_triggers.create_triggers(db)


def keep_raw_bibtex(db: ServerDatabase) -> None:
    """Version 13: entry_field's redundant index dropped (its primary key serves), and the
    sort indexes a new library has (the (date_added, id) order among them) made. SQLite
    packs the raw BibTeX fields from this version on; the server keeps them as text, which
    it compresses itself (TOAST)."""
    db.execute_sql(f"DROP INDEX IF EXISTS {migrations.REDUNDANT_V13_INDEX}")
    for statement in sort_indexes():
        db.execute_sql(statement)


# Target version -> its step on the server, where the SQLite step's SQL does not run there.
SERVER_STEPS: dict[int, ServerStep] = {
    8: add_row_versions, 9: add_annotations, 10: add_member_tables, 11: add_member_privacy,
    12: add_match_keys, 13: keep_raw_bibtex,
}  # fmt: skip
_MIGRATE_LOCK = 0x5053_4D47  # 'PSMG': one migration of a library at a time
_NO_PRIVILEGE = "42501"  # insufficient_privilege: only the tables' owner may alter them
NEEDS_ADMIN = N(
    "schema {version} is older than this Papershelf's ({known}) and this role may not "
    "upgrade it; read-only: an administrator (the tables' owner) must open it once with "
    "this Papershelf to upgrade it"
)


class NotPermittedError(LibraryError):
    """This role may not change the schema (nothing was changed)."""


def step(version: int) -> ServerStep:
    """The server form of the step that reaches *version*; LibraryError when there is none."""
    if version in SERVER_STEPS:
        return SERVER_STEPS[version]
    said = translate(
        "library",
        "schema version {version} has no PostgreSQL form yet (migrations_pg); this "
        "Papershelf cannot upgrade a server library to it",
    )
    raise LibraryError(said.format(version=version))


def migrate(db: ServerDatabase, location: str, target: int | None = None) -> int:
    """Bring the server library up to *target* (SCHEMA_VERSION) in one transaction; the
    version it had. NotPermittedError (nothing changed) when this role may not alter tables."""
    goal = migrations.SCHEMA_VERSION if target is None else target
    try:
        with db.atomic():
            db.execute_sql("SELECT pg_advisory_xact_lock(%s)", (_MIGRATE_LOCK,))
            found = read_version(db, location)  # again, under the lock: another may have done it
            if found is None or found >= goal:
                return goal if found is None else found
            first = max(found, FIRST_SERVER_VERSION) + 1
            for run in [step(version) for version in range(first, goal + 1)]:
                run(db)
            db.execute_sql(
                f"UPDATE {META_TABLE} SET value = %s WHERE name = 'schema_version'", (str(goal),)
            )
    except (peewee.DatabaseError, LibraryError) as exc:
        from papershelf.library.postgresql.connection import (
            server_error,  # psycopg: loaded for servers only
        )

        error = server_error(exc)
        if error is not None and error.sqlstate == _NO_PRIVILEGE:
            raise NotPermittedError(f"{location}: {error}") from exc
        raise
    return found


def upgrade_on_open(db: ServerDatabase, version: int, migrate_it: bool = True) -> None:
    """Open an older server library: migrate it when this role may (and *migrate_it*: a
    worker's connection never does), else make the session read-only, saying who can."""
    known = migrations.SCHEMA_VERSION
    if migrate_it and may_write(db):
        try:
            migrate(db, db.location)
            return
        except NotPermittedError:
            pass
    db.set_read_only(translate("", NEEDS_ADMIN).format(version=version, known=known))
