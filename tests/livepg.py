"""A library's tables in a fresh PostgreSQL schema of their own, with the notify triggers, for
the live-update tests and bench before the PostgreSQL backend (open_library(url)) exists.

The models carry two SQLite-isms the backend's schema creation deals with (boolean defaults
written 0/1, WITHOUT ROWID): they are swapped for the PostgreSQL spelling while the tables
are created, and put back.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import psycopg
from peewee import SQL, BooleanField, PostgresqlDatabase
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from papershelf.library.models import MODELS
from papershelf.library.postgresql import changes as pg_changes
from papershelf.library.postgresql.connection import ServerAdapter


class PlainPostgres(PostgresqlDatabase):
    """peewee's PostgreSQL database on psycopg 3 through the app's adapter (papershelf.library
    imports peewee with psycopg hidden, so peewee's own adapter has no driver)."""

    psycopg2_adapter = psycopg3_adapter = ServerAdapter


NOCASE = (
    "CREATE COLLATION {schema}.nocase "
    "(provider = icu, locale = 'und-u-ks-level2', deterministic = false)"
)


@dataclass
class PgLibrary:
    """The tables of one library in schema *schema*; url names the schema (search_path)."""

    schema: str
    url: str
    db: PostgresqlDatabase


@contextmanager
def _postgresql_spelling() -> Iterator[None]:
    """Boolean defaults as FALSE/TRUE and no WITHOUT ROWID, while the tables are created."""
    saved: list[tuple[Any, Any]] = []
    for model in MODELS:
        saved.append((model, model._meta.without_rowid))
        model._meta.without_rowid = False
        for field in model._meta.sorted_fields:
            if isinstance(field, BooleanField):
                saved.append((field, field.constraints))
                field.constraints = [SQL(f"DEFAULT {'TRUE' if field.default else 'FALSE'}")]
    try:
        yield
    finally:
        for owner, value in saved:
            if isinstance(owner, BooleanField):
                owner.constraints = value
            else:
                owner._meta.without_rowid = value


def schema_url(url: str, schema: str) -> str:
    """*url* with the schema as its search_path."""
    return make_conninfo(url, options=f"-c search_path={schema}")


@contextmanager
def pg_library(url: str, triggers: bool = True) -> Iterator[PgLibrary]:
    """A new schema holding a library's tables (and the notify triggers), dropped afterwards."""
    schema = f"live_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f'CREATE SCHEMA "{schema}"')
        admin.execute(NOCASE.format(schema=schema))
    named = schema_url(url, schema)
    params = conninfo_to_dict(named)
    db = PlainPostgres(str(params.pop("dbname")), **params)  # type: ignore[arg-type]
    try:
        with db.bind_ctx(MODELS), _postgresql_spelling():
            db.create_tables(MODELS)
        if triggers:
            pg_changes.install(db)
        yield PgLibrary(schema, named, db)
    finally:
        db.close()
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(f'DROP SCHEMA "{schema}" CASCADE')
