"""The server's id sequences after INSERTs that chose their own ids (undo, restore, bulk
batches): SQLite takes max(id) + 1 by itself; PostgreSQL's serial columns must be told."""

from __future__ import annotations

import re
from functools import lru_cache

_EXPLICIT_ID = re.compile(
    r"^\s*INSERT\s+(?:OR\s+\w+\s+)?INTO\s+(\w+)\s*\(\s*id\s*[,)]", re.IGNORECASE
)


@lru_cache(maxsize=512)
def explicit_id_table(sql: str) -> str | None:
    """The table an INSERT gives `id` values to itself (its id sequence must move past them);
    the statement is only read, never rewritten."""
    match = _EXPLICIT_ID.match(sql)
    if match is None or match.group(1).lower() not in _serial_tables():
        return None
    return match.group(1).lower()


def advance_sequence(table: str) -> str:
    """SQL that moves *table*'s id sequence past its largest id (never backwards)."""
    return (
        f"SELECT setval('{table}_id_seq', GREATEST((SELECT max(id) FROM {table}), "
        f"(SELECT last_value FROM {table}_id_seq)))"
    )


@lru_cache(maxsize=1)
def _serial_tables() -> frozenset[str]:
    """The tables whose id the server numbers (the models' AutoFields)."""
    from peewee import AutoField

    from papershelf.library.models import MODELS

    return frozenset(
        model._meta.table_name for model in MODELS if isinstance(model._meta.primary_key, AutoField)
    )
