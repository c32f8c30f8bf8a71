"""PostgreSQL's part of a library copy: the id sequences moved past the copied ids.

Rows keep their ids, so each SERIAL column's sequence still stands where it was (at 1 in a
new library) and the next row made there would clash with a copied one: setval moves each
past its table's largest id. The derived data (the entries' text search vectors, the tag
sort column) is kept by the backend's own triggers as the rows arrive; ANALYZE then gives
the planner statistics for the new rows.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from peewee import AutoField

from papershelf.library.models import BaseModel

if TYPE_CHECKING:
    from papershelf.library.db import Library


@contextmanager
def loading(_lib: Library) -> Iterator[None]:
    """Nothing to switch off: the triggers keep the derived data as rows arrive."""
    yield


def finish(lib: Library, models: list[type[BaseModel]]) -> None:
    """Each id sequence moved past its table's largest id; statistics for the planner."""
    for model in models:
        key = model._meta.primary_key
        if isinstance(key, AutoField):
            move_sequence(lib, str(model._meta.table_name), str(key.column_name))
    lib.db.execute_sql("ANALYZE")


def move_sequence(lib: Library, table: str, column: str) -> None:
    """Make *table*'s sequence hand out max(column) + 1 next (1 for an empty table)."""
    lib.db.execute_sql(
        f'SELECT setval(pg_get_serial_sequence(%s, %s), coalesce(max("{column}"), 0) + 1, '
        f'false) FROM "{table}"',
        (f'"{table}"', column),
    )
