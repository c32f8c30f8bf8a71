"""Numbered schema migrations; each takes a library from version N-1 to N in one transaction."""

from __future__ import annotations

from collections.abc import Callable

from peewee import SqliteDatabase

SCHEMA_VERSION = 1

Migration = Callable[[SqliteDatabase], None]

# Target version -> the step that reaches it from the version before. Version 1 is the
# first schema, created whole by db._create_schema; later steps are appended here.
MIGRATIONS: dict[int, Migration] = {}


def migrate(db: SqliteDatabase, from_version: int, to_version: int | None = None) -> None:
    """Run every step from *from_version* up to *to_version*, each in its own transaction."""
    target = SCHEMA_VERSION if to_version is None else to_version
    for version in range(from_version + 1, target + 1):
        step = MIGRATIONS.get(version)
        if step is None:
            raise RuntimeError(f"no migration to schema version {version}")
        with db.atomic():
            step(db)
            db.execute_sql(f"PRAGMA user_version = {version}")
