"""The CLI's error boundary: a full disk, a read-only library, a closed pipe, a FIFO.

Issue 13 item 8: each of these printed a traceback (or hung); each is now one line
`papershelf: ...` on stderr with exit status 1, and a closed pipe ends the command quietly.
Read-only cases run with root's permission override dropped (setpriv), since CI runs as
root, where a chmod 444 file is still writable.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from io import StringIO
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from papershelf.library import db
from tests.test_cli import papershelf

NO_OVERRIDE = [
    "setpriv", "--bounding-set=-dac_override,-dac_read_search",
    "--inh-caps=-dac_override,-dac_read_search",
]  # fmt: skip


def bib(count: int) -> str:
    """A BibTeX file of count entries, each a few hundred bytes."""
    return "".join(
        f"@misc{{k{i}, title = {{A rather long title, number {i}, about things}},\n"
        f"  note = {{{'word ' * 40}}}}}\n"
        for i in range(count)
    )


def one_line(result: subprocess.CompletedProcess[str], *words: str) -> bool:
    """Exit status 1 and exactly one `papershelf: ` line on stderr holding words."""
    lines = result.stderr.strip().splitlines()
    return (
        result.returncode == 1 and len(lines) == 1 and lines[0].startswith("papershelf: ")
        and all(word in lines[0] for word in words)
    )  # fmt: skip


def read_only_prefix() -> list[str]:
    """The command prefix under which a chmod 444 file is really read-only (or skip)."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: a read-only file would still be writable")
    probe = subprocess.run([*NO_OVERRIDE, "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"setpriv cannot drop root's override here: {probe.stderr!r}")
    return NO_OVERRIDE


def as_reader(prefix: list[str], *args: str | Path) -> subprocess.CompletedProcess[str]:
    """Run the CLI under prefix."""
    return subprocess.run(
        [*prefix, sys.executable, "-m", "papershelf", *map(str, args)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip


@pytest.fixture
def library(tmp_path: Path) -> Path:
    """A library with three entries, closed."""
    source = tmp_path / "three.bib"
    source.write_text(bib(3))
    path = tmp_path / "lib" / "lib.sqlite"
    assert papershelf("import", source, "--library", path).returncode == 0
    return path


@contextmanager
def tmpfs(mount: Path, kilobytes: int) -> Iterator[Path]:
    """A small tmpfs mounted at mount (root only; the test is skipped otherwise)."""
    mount.mkdir()
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs needs root (the in-process test covers SQLITE_FULL)")
    options = f"size={kilobytes}k"
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(mount)],
                          capture_output=True)  # fmt: skip
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr!r}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 600 KB tmpfs: room for a library, not for a big import."""
    with tmpfs(tmp_path / "small", 600) as mount:
        yield mount


def test_a_full_disk_during_import_says_the_disk_is_full(small_disk: Path, tmp_path: Path) -> None:
    library = small_disk / "lib.sqlite"
    assert papershelf("search", "--library", library).returncode == 0  # created, empty
    big = tmp_path / "big.bib"
    big.write_text(bib(3000))
    result = papershelf("import", big, "--library", library)
    assert one_line(result, "disk is full", str(library)), result.stderr
    assert "cannot rollback" not in result.stderr and "Traceback" not in result.stderr
    after = papershelf("search", "--json", "--library", library)
    assert after.returncode == 0 and after.stdout.strip() == "[]"  # the import left nothing


def test_sqlite_full_is_reported_not_the_failed_rollback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    library = tmp_path / "lib.sqlite"
    assert run_command(build_parser().parse_args(["search", "--library", str(library)])) == 0
    big = tmp_path / "big.bib"
    big.write_text(bib(3000))
    pages = library.stat().st_size // 4096 + 40  # a cap SQLite reports as SQLITE_FULL
    monkeypatch.setitem(db.PRAGMAS, "max_page_count", pages)
    args = build_parser().parse_args(["import", str(big), "--library", str(library)])
    assert run_command(args, StringIO()) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "disk is full" in err[0] and "rollback" not in err[0]


def test_a_read_only_library_searches_and_refuses_writes_in_one_line(
    library: Path, tmp_path: Path
) -> None:
    prefix = read_only_prefix()
    library.chmod(0o444)
    found = as_reader(prefix, "search", "--library", library)
    assert found.returncode == 0 and found.stderr == "", found.stderr  # no closing traceback
    assert found.stdout.count("\n") == 3
    tagged = as_reader(prefix, "tag", "add", "x", "--all", "--library", library)
    assert one_line(tagged, "read-only"), tagged.stderr
    exported = as_reader(prefix, "export", "-o", tmp_path / "out.bib", "--library", library)
    assert exported.returncode == 0 and exported.stderr == "", exported.stderr
    assert (tmp_path / "out.bib").read_text().count("@misc{") == 3


def test_a_new_library_in_a_read_only_folder_is_one_line(tmp_path: Path) -> None:
    prefix = read_only_prefix()
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    result = as_reader(prefix, "search", "--library", folder / "new.sqlite")
    assert one_line(result, "new.sqlite"), result.stderr


PIPED = [["search"], ["tags"], ["lists"], ["stats"], ["search", "--json"], ["export", "-o", "-"]]


@pytest.mark.parametrize("command", PIPED)
def test_a_closed_pipe_ends_the_command_quietly(library: Path, command: list[str]) -> None:
    papershelf("tag", "add", "t", "--all", "--library", library)
    papershelf("list", "add", "L", "--all", "--library", library)
    proc = subprocess.Popen(
        [sys.executable, "-m", "papershelf", *command, "--library", str(library)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # as `| head` does once it has read enough: before anything is written
    err = proc.stderr.read()
    proc.stderr.close()
    assert proc.wait(timeout=120) == 141  # as a shell reports a writer that SIGPIPE ended
    assert err == ""


def test_a_migration_whose_backup_fills_the_disk_leaves_no_empty_backup(tmp_path: Path) -> None:
    big = tmp_path / "big.bib"
    big.write_text(bib(3000))
    made = tmp_path / "lib.sqlite"
    assert papershelf("import", big, "--library", made).returncode == 0
    with sqlite3.connect(made) as conn:
        conn.execute("PRAGMA user_version = 3")  # an older library: opening it migrates
    conn.close()
    room = made.stat().st_size * 4 // 3 // 1024  # the file, and a third of a backup
    with tmpfs(tmp_path / "disk", room) as disk:
        library = disk / "lib.sqlite"
        shutil.copy(made, library)
        result = papershelf("search", "--library", library)
        assert one_line(result, "disk is full"), result.stderr
        backups = disk / "lib-backups"
        left = [(p.name, p.stat().st_size) for p in backups.iterdir()] if backups.exists() else []
        assert left == []
        with sqlite3.connect(f"{library.as_uri()}?mode=ro", uri=True) as conn:
            assert conn.execute("PRAGMA user_version").fetchone()[0] == 3
        conn.close()
