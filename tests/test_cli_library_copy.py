"""papershelf library copy SRC DST and library dump LIB, as a script uses them: a subprocess,
its output, its exit code."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from papershelf.library.db import open_library
from tests import rich_library
from tests.bulk import bulk_library
from tests.test_cli import papershelf


@pytest.fixture
def rich(tmp_path: Path) -> Path:
    """A closed library file holding a bit of everything (tests/rich_library.py)."""
    path = tmp_path / "rich.sqlite"
    lib = open_library(path)
    rich_library.build(lib, tmp_path)
    lib.close()
    return path


def test_copy_then_dumps_are_byte_identical(rich: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy.sqlite"
    run = papershelf("library", "copy", rich, copy)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("copied ") and f"from {rich} to {copy}" in run.stdout
    lines = run.stderr.splitlines()
    assert "entry: " in lines[0] and lines[0].endswith(" rows")
    assert "person: 1,6" in run.stderr and "saved_search: 2 rows" in run.stderr
    assert lines[-1].startswith("rebuilding derived data")
    for name, library in (("a", rich), ("b", copy)):
        dumped = papershelf("library", "dump", library, "-o", tmp_path / f"{name}.jsonl")
        assert dumped.returncode == 0, dumped.stderr
    original = (tmp_path / "a.jsonl").read_bytes()
    assert original == (tmp_path / "b.jsonl").read_bytes()
    assert "Ökologie/Wälder".encode() in original
    to_stdout = papershelf("library", "dump", copy)
    assert to_stdout.returncode == 0 and to_stdout.stdout.encode() == original


def test_a_destination_with_entries_is_refused(rich: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy.sqlite"
    assert papershelf("library", "copy", rich, copy).returncode == 0
    again = papershelf("library", "copy", rich, copy)
    assert again.returncode == 1
    assert again.stderr.startswith(f"papershelf: {copy}: the destination already holds ")
    assert "copy into a new, empty library" in again.stderr
    assert "Traceback" not in again.stderr


def test_a_failed_copy_says_so_and_leaves_the_destination_empty(rich: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy.sqlite"
    open_library(copy).close()
    with sqlite3.connect(copy) as conn:  # a destination that refuses the 3rd attachment
        conn.execute(
            "CREATE TRIGGER refuse BEFORE INSERT ON attachment WHEN new.id = 3 "
            "BEGIN SELECT RAISE(ABORT, 'no room'); END"
        )
    conn.close()
    run = papershelf("library", "copy", rich, copy)
    assert run.returncode == 1
    assert f"papershelf: {copy}: the copy failed, nothing was copied (no room)" in run.stderr
    assert "Traceback" not in run.stderr
    dumped = papershelf("library", "dump", copy)
    assert dumped.returncode == 0 and dumped.stdout == ""


def test_mistakes_in_the_names_are_one_line_each(rich: Path, tmp_path: Path) -> None:
    missing = papershelf("library", "copy", tmp_path / "none.sqlite", tmp_path / "b.sqlite")
    assert missing.returncode == 1
    assert missing.stderr == f"papershelf: {tmp_path / 'none.sqlite'}: no library there\n"
    same = papershelf("library", "copy", rich, rich)
    assert same.returncode == 1 and "SRC and DST are the same library" in same.stderr
    usage = papershelf("library", "copy", rich)
    assert usage.returncode == 2 and "DST" in usage.stderr


def test_big_tables_show_a_percentage(tmp_path: Path) -> None:
    big = tmp_path / "big.sqlite"
    lib = open_library(big)
    bulk_library(lib, 12_000)
    lib.close()
    run = papershelf("library", "copy", big, tmp_path / "copy.sqlite")
    assert run.returncode == 0, run.stderr
    lines = run.stderr.splitlines()
    assert lines[:2] == ["entry: 41% (5,000 of 12,000 rows)", "entry: 83% (10,000 of 12,000 rows)"]
    assert lines[2] == "entry: 12,000 rows"
    assert "copied 12,000 entries" in run.stdout
