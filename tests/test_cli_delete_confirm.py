"""`papershelf delete` says what it will delete and asks; key: means the exact key there.

Issue 30, item 8: `delete key:k1` deleted 161 entries, since key: matched by prefix. Run as
subprocesses, as a person runs them: without a terminal on standard input the command
refuses and says to pass --yes; on a terminal (a pseudo-terminal here) it asks.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_cli import papershelf

KEYS = ["k1", "k10", "k11", "k12", "k100", "k2"]


@pytest.fixture
def library(tmp_path: Path) -> Path:
    """A library whose keys share prefixes: k1, k10, k11, k12, k100, k2."""
    source = tmp_path / "keys.bib"
    source.write_text(
        "".join(f"@misc{{{key}, title = {{Paper {key}}}, year = {{2020}}}}\n" for key in KEYS)
    )
    path = tmp_path / "lib.sqlite"
    assert papershelf("import", source, "--library", path).returncode == 0
    return path


def keys_left(library: Path) -> list[str]:
    """The keys the library still holds, sorted."""
    found = papershelf("search", "--library", library, "--json")
    return sorted(item["key"] for item in json.loads(found.stdout))


def run(
    library: Path, *args: str, stdin: int = subprocess.DEVNULL
) -> subprocess.CompletedProcess[str]:
    """`papershelf ARGS --library LIB` with *stdin* as standard input (a terminal or not)."""
    return subprocess.run(
        [sys.executable, "-m", "papershelf", *args, "--library", str(library)],
        stdin=stdin, capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def test_without_a_terminal_delete_refuses_and_names_what_it_would_delete(
    library: Path,
) -> None:
    done = run(library, "delete", "key:k1*")
    assert done.returncode == 1
    line = done.stderr.strip()
    assert "\n" not in line and "Traceback" not in line
    assert "would delete 5 entries: " in line
    assert all(key in line for key in ["k1", "k10", "k11", "k12", "k100"]) and "k2" not in line
    assert "--yes" in line and "nothing was changed" in line
    assert keys_left(library) == sorted(KEYS)


def test_key_means_the_exact_key_in_delete(library: Path) -> None:
    done = run(library, "delete", "key:k1", "--yes")
    assert done.returncode == 0 and "deleted 1 entry" in done.stdout, done.stderr
    assert keys_left(library) == sorted(set(KEYS) - {"k1"})


def test_a_star_deletes_every_key_with_that_prefix(library: Path) -> None:
    done = run(library, "delete", "key:k1*", "--yes")
    assert done.returncode == 0 and "deleted 5 entries" in done.stdout, done.stderr
    assert keys_left(library) == ["k2"]


def test_search_still_reads_key_as_a_prefix(library: Path) -> None:
    found = papershelf("search", "key:k1", "--library", library)
    assert all(key in found.stdout for key in ["k1", "k10", "k11", "k12", "k100"])


@pytest.mark.parametrize(
    ("answer", "left"), [("y\n", ["k2"]), ("n\n", sorted(KEYS)), ("\n", sorted(KEYS))]
)
def test_on_a_terminal_delete_shows_the_entries_and_asks(
    library: Path, answer: str, left: list[str]
) -> None:
    main, terminal = os.openpty()
    try:
        os.write(main, answer.encode())
        done = run(library, "delete", "key:k1*", stdin=terminal)
    finally:
        os.close(terminal)
        os.close(main)
    assert "this will delete 5 entries: " in done.stderr
    assert "Delete them? [y/N]" in done.stderr
    assert done.returncode == (0 if left == ["k2"] else 1), done.stderr
    assert keys_left(library) == left
