"""The CLI on libraries it must not write: damaged, empty, read-only, or open by another name."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import backup_dir
from tests.damage import big_damaged_library
from tests.test_cli import papershelf

NO_OVERRIDE = [
    "setpriv", "--bounding-set=-dac_override,-dac_read_search",
    "--inh-caps=-dac_override,-dac_read_search",
]  # fmt: skip
HOLD_OPEN = (
    "import sys, time; from papershelf.library.db import open_library; "
    "lib = open_library(sys.argv[1]); print('open', flush=True); time.sleep(60)"
)


def one_line(result: subprocess.CompletedProcess[str]) -> str:
    """The single line a refused command prints on stderr (no traceback)."""
    assert result.returncode == 1, result.stdout
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("papershelf: "), result.stderr
    return lines[0]


def test_a_big_damaged_library_refuses_writes_and_is_not_backed_up(
    tmp_path: Path, sample_path: Path
) -> None:
    path = big_damaged_library(tmp_path / "big.sqlite", sample_path)
    before = path.read_bytes()
    tagged = one_line(papershelf("tag", "add", "mine", "--all", "--library", path))
    assert "damaged" in tagged and "invalid page number" in tagged and "read-only" in tagged
    imported = one_line(papershelf("import", sample_path, "--library", path))
    assert "damaged" in imported
    found = papershelf("search", "--limit", "3", "--library", path)  # reading still works
    assert found.returncode == 0 and len(found.stdout.splitlines()) == 3
    assert path.read_bytes() == before
    assert not backup_dir(path).exists() or not list(backup_dir(path).iterdir())


def test_an_existing_empty_file_is_not_made_a_library(tmp_path: Path) -> None:
    empty = tmp_path / "notes.txt"
    empty.touch()
    said = one_line(papershelf("tag", "add", "x", "--all", "--library", empty))
    assert "an empty file, not a library" in said
    assert empty.stat().st_size == 0
    new = papershelf("tags", "--library", tmp_path / "new.sqlite")  # a new path still is
    assert new.returncode == 0 and (tmp_path / "new.sqlite").stat().st_size > 0


@pytest.fixture
def read_only_library(library: Path) -> Iterator[Path]:
    """The library with mode 444, for a root whose permission override is dropped."""
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("drops root's permission override: needs root and setpriv")
    probe = subprocess.run([*NO_OVERRIDE, "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"setpriv cannot drop capabilities here: {probe.stderr!r}")
    library.chmod(0o444)
    yield library
    library.chmod(0o644)


def without_override(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """`papershelf ARGS` as root without CAP_DAC_OVERRIDE: file modes bind it."""
    return subprocess.run(
        [*NO_OVERRIDE, sys.executable, "-m", "papershelf", *map(str, args)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def test_a_read_only_file_is_read_and_never_written(
    read_only_library: Path, sample_path: Path
) -> None:
    before = read_only_library.read_bytes()
    found = without_override("search", "--limit", "2", "--library", read_only_library)
    assert found.returncode == 0 and "Traceback" not in found.stderr, found.stderr
    assert len(found.stdout.splitlines()) == 2 and not found.stderr
    for command in (["tag", "add", "x", "--all"], ["import", str(sample_path)]):
        result = without_override(*command, "--library", read_only_library)
        said = one_line(result)
        assert "read-only" in said and "nothing was changed" in said
    assert read_only_library.read_bytes() == before


def test_no_writes_through_a_second_name_while_the_first_is_open(
    library: Path, tmp_path: Path
) -> None:
    alias = tmp_path / "alias.sqlite"
    os.link(library, alias)
    with subprocess.Popen(  # leaving it closes its pipe and waits (warnings are errors)
        [sys.executable, "-c", HOLD_OPEN, str(library)], stdout=subprocess.PIPE, text=True
    ) as holder:
        try:
            assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
            said = one_line(papershelf("tag", "add", "x", "--all", "--library", alias))
            assert "another name (a hard link)" in said
            same_name = papershelf("tag", "add", "y", "--all", "--library", library)
            assert same_name.returncode == 0, same_name.stderr  # the same name is safe
        finally:
            holder.kill()
    after = papershelf("tag", "add", "z", "--all", "--library", alias)  # now alone: it writes
    assert after.returncode == 0, after.stderr
    tags = papershelf("tags", "--library", library).stdout
    assert " y" in tags and " z" in tags and " x\n" not in tags
