"""The canonical dump: every user-data row as one JSON line, the same bytes on either backend.

A line is `{"table": T, "key": [primary key values], "row": {column: value, ...}}`, columns
by name, lines sorted by table name and then key (Python's order: numbers by value, text by
code point, never the database's collation). Values are normalised so SQLite and PostgreSQL
print the same: booleans as true/false (SQLite stores 0/1), timestamps as ISO 8601
'YYYY-MM-DDTHH:MM:SS[.ffffff]' (converted to UTC when the database says which zone, else as
stored), floats in Python's shortest round-trip form, NUMERIC as a number, bytes as hex.
Derived tables and columns (user_data) are left out, so two libraries with the same content
dump byte-identical whatever their history or engine.
"""

from __future__ import annotations

import json
from collections.abc import Generator
from datetime import UTC, date, datetime
from decimal import Decimal
from typing import TYPE_CHECKING, TextIO

from papershelf.library import user_data
from papershelf.library.models import BaseModel

if TYPE_CHECKING:
    from papershelf.library.db import Library


def normalised(value: object) -> object:
    """A column's value as the dump writes it (the same for both backends)."""
    if isinstance(value, bool) or value is None or isinstance(value, int | str):
        return value
    if isinstance(value, float):
        return value
    if isinstance(value, datetime):
        if value.tzinfo is not None:
            value = value.astimezone(UTC).replace(tzinfo=None)
        return value.isoformat(sep="T")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, bytes | bytearray | memoryview):
        return bytes(value).hex()
    raise TypeError(f"no dump form for a {type(value).__name__} value: {value!r}")


def table_lines(lib: Library, model: type[BaseModel]) -> list[str]:
    """One table's lines, sorted by primary key."""
    name = user_data.table_name(model)
    names = [field.column_name for field in user_data.columns(model)]
    positions = user_data.key_positions(model)
    keyed: list[tuple[tuple[object, ...], str]] = []
    for chunk in user_data.read_chunks(lib, model):
        for row in chunk:
            values = [normalised(value) for value in row]
            key = [values[i] for i in positions]
            record = {
                "table": name,
                "key": key,
                "row": dict(sorted(zip(names, values, strict=True))),
            }
            line = json.dumps(record, ensure_ascii=False, allow_nan=True)
            keyed.append((tuple(key), line))
    keyed.sort(key=lambda pair: pair[0])
    return [line for _key, line in keyed]


def dump_lines(lib: Library) -> Generator[str, None, None]:
    """Every user-data line of the library, in dump order (tables by name, rows by key)."""
    models = sorted(user_data.user_models(), key=user_data.table_name)
    with lib.reading():
        for model in models:
            yield from table_lines(lib, model)


def write_dump(lib: Library, out: TextIO) -> int:
    """Write the dump to *out*, a line each (\\n); the number of lines written."""
    count = 0
    for line in dump_lines(lib):
        out.write(line + "\n")
        count += 1
    return count
