"""Creating and dropping a module's set of SQL triggers (the index's, the tag sort's)."""

from __future__ import annotations

from collections.abc import Iterable

from peewee import Database


def create(db: Database, statements: Iterable[str]) -> None:
    """Run each CREATE TRIGGER IF NOT EXISTS statement (no-op for triggers that exist)."""
    for sql in statements:
        db.execute_sql(sql)


def drop(db: Database, names: Iterable[str]) -> None:
    """Drop the triggers called *names*, those that exist."""
    for name in names:
        db.execute_sql(f"DROP TRIGGER IF EXISTS {name}")
