"""Values a PostgreSQL library cannot hold, mended on their way in by a library copy.

SQLite keeps what it is given: a NUL character in a text, a year of 1e23 (a REAL in an
INTEGER column), an unpaired surrogate. The server refuses each, and one such value made
`library copy` refuse the whole library without naming the entry (issue 30, item 7). So
the rows bound for the server are checked first, column by column, and a value it cannot
hold is mended (the NULs removed, a surrogate replaced by U+FFFD, a number beyond the
column's range left empty) and reported with the entry it belongs to; the rest of the
library copies unchanged.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from peewee import AutoField, BigIntegerField, Field, ForeignKeyField, IntegerField, TextField

from papershelf.i18n import translate
from papershelf.library import user_data
from papershelf.library.models import BaseModel, Entry, EntryField

_UNHELD_TEXT = re.compile("[\x00\ud800-\udfff]")
_INT32 = (-(2**31), 2**31 - 1)
_INT64 = (-(2**63), 2**63 - 1)

Row = tuple[object, ...]
Check = Callable[[object, Field], tuple[object, str]]  # (mended value, '' or what was done)


@dataclass(frozen=True)
class Repair:
    """One value mended: where it was (the entry, when it belongs to one) and what was done."""

    table: str
    entry_id: int | None
    row: str  # the row's key values, for a row that belongs to no entry
    column: str
    what: str


def mended_text(value: object, _field: Field) -> tuple[object, str]:
    """A text without NUL characters or unpaired surrogates (the server stores neither)."""
    if not isinstance(value, str) or not _UNHELD_TEXT.search(value):
        return value, ""
    notes = []
    if "\x00" in value:
        said = translate("library_copy", "{count} NUL character(s) removed")
        notes.append(said.format(count=value.count(chr(0))))
        value = value.replace("\x00", "")
    if _UNHELD_TEXT.search(value):
        notes.append(translate("library_copy", "unpaired surrogate(s) replaced by U+FFFD"))
        value = _UNHELD_TEXT.sub("\ufffd", value)
    return value, "; ".join(notes)


def mended_integer(value: object, field: Field) -> tuple[object, str]:
    """A whole number within the column's range (32 or 64 bits); else empty (or 0)."""
    low, high = _INT64 if isinstance(field, BigIntegerField) else _INT32
    if value is None or isinstance(value, bool):
        return value, ""
    if isinstance(value, int) and low <= value <= high:
        return value, ""
    if (
        isinstance(value, float) and math.isfinite(value) and value.is_integer()
        and low <= value <= high
    ):  # fmt: skip
        return int(value), ""
    empty = None if field.null else 0
    if empty is None:
        said = translate(
            "library_copy", "{value} is beyond what the server's column holds; left empty"
        )
    else:
        said = translate("library_copy", "{value} is beyond what the server's column holds; left 0")
    return empty, said.format(value=repr(value))


def _check(field: Field) -> Check | None:
    """The check a column's values need on their way to the server, if any."""
    if isinstance(field, TextField) or field.field_type in ("TEXT", "VARCHAR"):
        return mended_text
    if isinstance(field, IntegerField) and not isinstance(field, AutoField | ForeignKeyField):
        return mended_integer
    return None


def repaired_rows(model: type[BaseModel], rows: Sequence[Row]) -> tuple[list[Row], list[Repair]]:
    """rows (user_data.columns(model)) with every value the server cannot hold mended."""
    fields = user_data.columns(model)
    checks = [(i, f, check) for i, f in enumerate(fields) if (check := _check(f)) is not None]
    owner = _owner_position(model, fields)
    out: list[Row] = []
    repairs: list[Repair] = []
    for row in rows:
        mended: list[object] | None = None
        for index, field, check in checks:
            value, what = check(row[index], field)
            if what:
                mended = mended if mended is not None else list(row)
                mended[index] = value
                repairs.append(_repair(model, fields, row, owner, field, what))
        out.append(tuple(mended) if mended is not None else row)
    return out, repairs


def _owner_position(model: type[BaseModel], fields: list[Field]) -> int | None:
    """Where a row says which entry it belongs to (the entry's own id, or its entry_id)."""
    for index, field in enumerate(fields):
        if model is Entry and field.name == "id":
            return index
        if isinstance(field, ForeignKeyField) and field.rel_model is Entry:
            return index
    return None


def _repair(
    model: type[BaseModel], fields: list[Field], row: Row, owner: int | None, field: Field,
    what: str,
) -> Repair:  # fmt: skip
    """The Repair of one value of *row*."""
    entry_id = row[owner] if owner is not None else None
    column = field.column_name
    if model is EntryField and field.name == "value":  # the BibTeX field's own name
        column = str(row[[f.name for f in fields].index("name")])
    keys = ", ".join(str(row[position]) for position in user_data.key_positions(model))
    return Repair(
        user_data.table_name(model), entry_id if isinstance(entry_id, int) else None, keys,
        column, what,
    )  # fmt: skip


def describe(repairs: Sequence[Repair], keys: dict[int, str]) -> list[str]:
    """One line per repair: "entry 'k1': title: 1 NUL character(s) removed"."""
    lines = []
    for repair in repairs:
        if repair.entry_id is not None:
            said = translate("library_copy", "entry '{key}': {column}: {what}")
            key = keys.get(repair.entry_id, f"#{repair.entry_id}")
            lines.append(said.format(key=key, column=repair.column, what=repair.what))
        else:
            said = translate("library_copy", "{table} ({row}): {column}: {what}")
            where = {"table": repair.table, "row": repair.row}
            lines.append(said.format(**where, column=repair.column, what=repair.what))
    return lines
