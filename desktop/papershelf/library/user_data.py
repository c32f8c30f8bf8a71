"""What a library's user data is, table by table, and reading it in primary-key order.

Every peewee model is user data except the columns derived from other rows, which each
backend rebuilds itself (entry.tag_sort, kept by the tag_order triggers). The tables that are
not models are derived too: the full-text index of the entries (entry_fts) and of the PDFs'
pages (fulltext_page, fulltext_state: read again from the attached files), and the planner's
statistics. Library copy (`copying`) and the canonical dump (`dumping`) both read through
here, so what one copies is what the other compares.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from peewee import SQL, Expression, Field, Tuple

from papershelf.library.chunks import marks
from papershelf.library.models import MODELS, BaseModel, Entry

if TYPE_CHECKING:
    from papershelf.library.db import Library

# Columns derived from other rows: never copied (rebuilt at the destination), never dumped.
DERIVED_COLUMNS: dict[type[BaseModel], frozenset[str]] = {Entry: frozenset({"tag_sort"})}
# Tables (besides the models') a library holds, all derived; FTS5 adds shadow tables to each.
DERIVED_TABLES = ("entry_fts", "fulltext_page", "fulltext_state")
READ_CHUNK = 5000  # rows read per query


def user_models() -> list[type[BaseModel]]:
    """The models holding user data, parents before children (foreign keys allow that order)."""
    return list(MODELS)


def table_name(model: type[BaseModel]) -> str:
    """The model's table name."""
    return str(model._meta.table_name)


def columns(model: type[BaseModel]) -> list[Field]:
    """The model's user-data columns, in the model's order (derived columns left out)."""
    derived = DERIVED_COLUMNS.get(model, frozenset())
    return [field for field in model._meta.sorted_fields if field.name not in derived]


def insert_sql(model: type[BaseModel]) -> str:
    """INSERT of one row of columns(model), ids included, in portable SQL ('?' marks)."""
    names = [field.column_name for field in columns(model)]
    quoted = ", ".join(f'"{name}"' for name in names)
    return f'INSERT INTO "{table_name(model)}" ({quoted}) VALUES ({marks(len(names))})'


def key_fields(model: type[BaseModel]) -> list[Field]:
    """The fields of the model's primary key, in key order."""
    return list(model._meta.get_primary_keys())


def key_positions(model: type[BaseModel]) -> list[int]:
    """Where each primary-key field sits in columns(model)."""
    names = [field.name for field in columns(model)]
    return [names.index(field.name) for field in key_fields(model)]


def count_rows(lib: Library, model: type[BaseModel]) -> int:
    """How many rows the model's table holds."""
    return int(model.select().count(lib.db))


def has_rows(lib: Library, model: type[BaseModel]) -> bool:
    """Whether the model's table holds any row."""
    return bool(model.select(SQL("1")).limit(1).exists(lib.db))


def read_chunks(
    lib: Library, model: type[BaseModel], size: int = READ_CHUNK
) -> Iterator[list[tuple[object, ...]]]:
    """Every row of the model (columns(model), as Python values) in primary-key order,
    *size* rows a query, each query starting after the last key read (never OFFSET)."""
    keys = key_fields(model)
    positions = key_positions(model)
    query = model.select(*columns(model)).order_by(*keys)
    last: Sequence[object] | None = None
    while True:
        page = query if last is None else query.where(_after(keys, last))
        rows = list(page.limit(size).tuples().execute(lib.db))
        if not rows:
            return
        yield rows
        if len(rows) < size:
            return
        last = [rows[-1][i] for i in positions]


def _after(keys: list[Field], last: Sequence[object]) -> Expression:
    """The condition 'primary key after *last*' (a row-value comparison for composite keys)."""
    if len(keys) == 1:
        return keys[0] > last[0]
    return Tuple(*keys) > Tuple(*last)
