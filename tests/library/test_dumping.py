"""The canonical dump: one sorted JSON line per user-data row, values written the same way
whichever engine gave them, derived data left out."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime, timedelta, timezone
from decimal import Decimal
from pathlib import Path

import pytest

from papershelf.library.db import Library, open_library
from papershelf.library.dumping import dump_lines, normalised
from papershelf.library.settings import put_setting
from papershelf.services.tags import add_tag, recolor_tag
from tests.factories import add, record


def test_values_are_written_the_same_whatever_the_engine_gave() -> None:
    assert normalised(True) is True and normalised(0) == 0 and normalised(None) is None
    assert normalised(2.3333333333333335) == 2.3333333333333335
    assert normalised(datetime(2026, 12, 1, 9, 5, 7)) == "2026-12-01T09:05:07"
    assert normalised(datetime(2026, 12, 1, 9, 5, 7, 120)) == "2026-12-01T09:05:07.000120"
    berlin = timezone(timedelta(hours=1))
    assert normalised(datetime(2026, 12, 1, 10, 5, tzinfo=berlin)) == "2026-12-01T09:05:00"
    assert normalised(datetime(2026, 12, 1, 9, 5, tzinfo=UTC)) == "2026-12-01T09:05:00"
    assert normalised(date(2026, 12, 1)) == "2026-12-01"
    assert normalised(Decimal("3")) == 3 and isinstance(normalised(Decimal("3")), int)
    assert normalised(Decimal("1.5")) == 1.5
    assert normalised(memoryview(b"\x00\xff")) == "00ff"
    with pytest.raises(TypeError, match="no dump form for a complex"):
        normalised(1j)


def test_a_line_is_table_key_and_every_column_but_derived_ones(lib: Library) -> None:
    add(lib, record("Über Quanten", authors="Schrödinger, Erwin"))
    add_tag(lib, [1], "physik/quanten")
    recolor_tag(lib, "physik/quanten", "#123456")
    lines = list(dump_lines(lib))
    entry = json.loads(next(line for line in lines if line.startswith('{"table": "entry",')))
    assert list(entry) == ["table", "key", "row"] and entry["key"] == [1]
    row = entry["row"]
    assert list(row) == sorted(row) and "tag_sort" not in row  # derived: rebuilt, not dumped
    assert row["title"] == "Über Quanten" and row["title_inferred"] is False
    assert row["date_added"][10] == "T" and row["read_on"] is None
    tag = json.loads(next(line for line in lines if line.startswith('{"table": "tag",')))
    assert tag == {
        "table": "tag",
        "key": [1],
        "row": {"color": "#123456", "id": 1, "name": "physik/quanten", "version": 2},
    }  # fmt: skip (row versions are copied and dumped: a recolour moved it from 1 to 2)
    assert "Über Quanten" in next(line for line in lines if '"entry"' in line)  # not \\u00dc
    assert not any('"entry_fts' in line or '"fulltext' in line for line in lines)


def test_lines_are_sorted_by_table_then_key_not_by_history(lib: Library, tmp_path: Path) -> None:
    other = open_library(tmp_path / "other.sqlite")
    try:
        for name in ("Zeta", "alpha", "Äpfel", "beta"):
            put_setting(lib, name, name.lower())
        for name in ("beta", "Äpfel", "alpha", "Zeta"):
            put_setting(other, name, name.lower())
        dumped = list(dump_lines(lib))
        assert dumped == list(dump_lines(other))
        keys = [json.loads(line)["key"][0] for line in dumped]
        assert keys == ["Zeta", "alpha", "beta", "Äpfel"]  # code points, not a collation
    finally:
        other.close()
