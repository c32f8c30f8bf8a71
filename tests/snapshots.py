"""Whole-table dumps of a library, to check that an undo puts back exactly what was there."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from papershelf.library.db import Library
from papershelf.library.models import MODELS

# Every table of the data model (not the full-text index, whose pages differ after a
# delete and re-insert even when the text indexed is the same).
TABLES = tuple(model._meta.table_name for model in MODELS)  # type: ignore[attr-defined]

Dump = dict[str, list[tuple[Any, ...]]]


# An undo is a change too: it moves row versions and names its writer, so those columns
# are left out here (tests/services/test_versions.py checks them).
# The duplicate lookup keys' stale mark too: a restored entry whose `eprint` field is
# written after its row is marked for its keys to be computed again (library/match_keys.py).
STAMPS = frozenset({"version", "changed_by", "changed_at", "match_stale"})


def dump_table(lib: Library, table: str) -> list[tuple[Any, ...]]:
    """Every row of *table*, every column but the stamps, in a fixed order (by each column
    in turn)."""
    cursor = lib.execute(f"SELECT * FROM {table} LIMIT 0")
    names = ", ".join(d[0] for d in cursor.description if d[0] not in STAMPS)
    count = len(names.split(", "))
    order = ", ".join(str(n) for n in range(1, count + 1))
    return [tuple(row) for row in lib.execute(f"SELECT {names} FROM {table} ORDER BY {order}")]


def dump(lib: Library) -> Dump:
    """Every row of every table of the library: equal dumps mean equal libraries."""
    return {table: dump_table(lib, table) for table in TABLES}


def differences(before: Dump, after: Dump) -> dict[str, tuple[list[Any], list[Any]]]:
    """Per table, the rows only in *before* and the rows only in *after* (for messages)."""
    found: dict[str, tuple[list[Any], list[Any]]] = {}
    for table in before:
        gone = [r for r in before[table] if r not in after.get(table, [])]
        new = [r for r in after.get(table, []) if r not in before[table]]
        if gone or new:
            found[table] = (gone, new)
    return found


def assert_same(before: Dump, after: Dump) -> None:
    """Fail with the differing rows when two dumps differ."""
    assert before == after, differences(before, after)


def undo_redo_rows(lib: Library, do: Callable[[], object], undo: Callable[[], object]) -> None:
    """Do, undo (rows exactly as before), redo (rows exactly as after the first do)."""
    before = dump(lib)
    do()
    after = dump(lib)
    assert after != before
    undo()
    assert_same(before, dump(lib))
    do()
    assert_same(after, dump(lib))
