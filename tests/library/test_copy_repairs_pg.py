"""`library copy` to PostgreSQL mends the values the server cannot hold and names them.

Issue 30, item 7: one NUL character or a year of 1e23 (SQLite keeps both: a REAL in an
INTEGER column) made the copy refuse the whole library without naming the entry. Now the
value is mended, a line names the entry, and the rest is copied. The library file is made
by the CLI, its odd values written as an older version or another tool would leave them;
the copy runs as a subprocess onto the test server.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from papershelf.library.db import open_library
from tests.paths import DATA
from tests.test_cli import papershelf

pytestmark = pytest.mark.postgresql
psycopg = pytest.importorskip("psycopg")


@pytest.fixture
def odd_library(tmp_path: Path) -> Path:
    """roundtrip.bib imported, then a year of 1e23, NULs in a title and a field and a rating
    beyond 32 bits written straight into the file."""
    path = tmp_path / "odd.sqlite"
    assert papershelf("import", DATA / "roundtrip.bib", "--library", path).returncode == 0
    with sqlite3.connect(path) as conn:
        conn.executescript(
            "UPDATE entry SET year = 1e23 WHERE key = 'vaswani2017attention';"
            "UPDATE entry SET title = 'Nul' || char(0) || 'title' WHERE key = 'devlin2019bert';"
            "UPDATE entry SET rating = 5000000000 WHERE key = 'muller2020uber';"
            "UPDATE entry_field SET value = 'a' || char(0) || 'b' WHERE rowid = "
            "(SELECT min(rowid) FROM entry_field);"
        )
    return path


def test_a_copy_mends_what_the_server_cannot_hold_and_names_the_entries(
    odd_library: Path, server_url: str
) -> None:
    done = papershelf("library", "copy", odd_library, server_url)
    assert done.returncode == 0, done.stderr
    assert "copied 26 entries" in done.stdout
    lines = [line for line in done.stdout.splitlines() if line.startswith("  repaired: ")]
    assert "  repaired: entry 'vaswani2017attention': year: " in "\n".join(lines)
    assert "  repaired: entry 'devlin2019bert': title: 1 NUL character(s) removed" in lines
    rating = "  repaired: entry 'muller2020uber': rating: 5000000000 is beyond"
    assert any(line.startswith(rating) for line in lines)
    assert len(lines) >= 4
    server = open_library(server_url)
    try:
        rows = dict(server.execute("SELECT key, title FROM entry").fetchall())
        years = dict(server.execute("SELECT key, year FROM entry").fetchall())
    finally:
        server.close()
    assert len(rows) == 26 and rows["devlin2019bert"] == "Nultitle"
    assert years["vaswani2017attention"] is None and years["devlin2019bert"] == 2019


def test_text_and_numbers_are_mended_as_the_server_needs() -> None:
    from peewee import BigIntegerField, IntegerField

    from papershelf.library.copy_repair import mended_integer, mended_text

    assert mended_text("a\x00b\x00", None) == ("ab", "2 NUL character(s) removed")  # type: ignore[arg-type]
    assert mended_text("x \ud83d y", None)[0] == "x \ufffd y"  # type: ignore[arg-type]
    assert mended_text("fine", None) == ("fine", "")  # type: ignore[arg-type]
    year = IntegerField(null=True)
    assert mended_integer(2020.0, year) == (2020, "")
    assert mended_integer(1e23, year)[0] is None
    assert mended_integer(float("nan"), year)[0] is None
    assert mended_integer(2**40, BigIntegerField()) == (2**40, "")
