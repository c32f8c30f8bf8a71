"""Where `export -o` and `autoexport add` may write: never the library, never a special file.

Issue 13 item 1: `export -o lib.sqlite --library lib.sqlite` replaced the library with
BibTeX (exit status 0); as root, `export -o /dev/full` replaced the device node with a file.
The device tests make their own device node (never a system one) and need root for it.
"""

from __future__ import annotations

import os
import shutil
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_cli import papershelf

BIB = """@article{smith2020,
  author = {Smith, John},
  title = {A study of things},
  journal = {J. Things},
  year = {2020},
}
"""


@pytest.fixture
def library(tmp_path: Path) -> Path:
    """A library holding one entry, closed (no -wal beside it)."""
    source = tmp_path / "one.bib"
    source.write_text(BIB)
    path = tmp_path / "lib.sqlite"
    done = papershelf("import", source, "--library", path)
    assert done.returncode == 0, done.stderr
    return path


def still_a_library(path: Path) -> bool:
    """Whether path still opens as the library with its one entry."""
    found = papershelf("search", "--json", "--library", path)
    return found.returncode == 0 and '"smith2020"' in found.stdout


def refused(result: subprocess.CompletedProcess[str], why: str) -> bool:
    """One clear line on stderr, exit status 1, no traceback."""
    lines = result.stderr.strip().splitlines()
    return (
        result.returncode == 1 and len(lines) == 1 and why in lines[0]
        and lines[0].startswith("papershelf: ") and "Traceback" not in result.stderr
    )  # fmt: skip


@pytest.mark.parametrize("spelling", ["same", "relative", "hard link", "symlink"])
def test_export_onto_the_library_is_refused(library: Path, spelling: str) -> None:
    target = {"same": library, "relative": Path(os.path.relpath(library))}.get(spelling)
    if spelling == "hard link":
        target = library.with_name("alias.sqlite")
        os.link(library, target)
    elif spelling == "symlink":
        target = library.with_name("link.bib")
        target.symlink_to(library)
    assert target is not None
    before = library.read_bytes()
    result = papershelf("export", "-o", target, "--library", library)
    assert refused(result, "is the library"), result
    assert library.read_bytes() == before and still_a_library(library)


@pytest.mark.parametrize("suffix", ["-wal", "-shm"])
def test_export_onto_the_libraries_wal_or_shm_is_refused(library: Path, suffix: str) -> None:
    target = library.with_name(library.name + suffix)
    result = papershelf("export", "-o", target, "--library", library)
    assert refused(result, "is the library"), result
    assert not target.exists() and still_a_library(library)


def test_export_onto_a_backup_is_refused(library: Path) -> None:
    backups = library.with_name("lib-backups")
    backups.mkdir(exist_ok=True)
    backup = backups / "lib-20260101-000000-daily.sqlite"
    shutil.copy(library, backup)
    before = backup.read_bytes()
    result = papershelf("export", "-o", backup, "--library", library)
    assert refused(result, "is the library"), result
    assert backup.read_bytes() == before
    elsewhere = library.with_name("old-backup.sqlite")
    os.link(backup, elsewhere)  # the same backup under another name
    assert refused(papershelf("export", "-o", elsewhere, "--library", library), "is the library")


def test_autoexport_onto_the_library_is_refused_and_not_bound(library: Path) -> None:
    before = library.read_bytes()
    result = papershelf("autoexport", "add", library, "--library", library)
    assert refused(result, "is the library"), result
    assert library.read_bytes() == before and still_a_library(library)
    listed = papershelf("autoexport", "list", "--library", library)
    assert listed.returncode == 0 and listed.stdout == ""


def test_export_to_a_fifo_is_refused_without_waiting(library: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.bib"
    os.mkfifo(fifo)
    result = papershelf("export", "-o", fifo, "--library", library)  # hung before
    assert refused(result, "FIFO"), result
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def test_export_to_a_folder_or_socket_is_refused(library: Path, tmp_path: Path) -> None:
    folder = tmp_path / "folder.bib"
    folder.mkdir()
    assert refused(papershelf("export", "-o", folder, "--library", library), "a folder")
    assert folder.is_dir()
    sock_path = tmp_path / "s.bib"
    with socket.socket(socket.AF_UNIX) as sock:
        sock.bind(str(sock_path))
        result = papershelf("autoexport", "add", sock_path, "--library", library)
    assert refused(result, "a socket"), result


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0, reason="making a device node needs root"
)
def test_export_to_a_device_is_refused_and_the_node_stays(library: Path, tmp_path: Path) -> None:
    node = tmp_path / "null.bib"
    os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # our own /dev/null
    link = tmp_path / "link.bib"
    link.symlink_to(node)
    for target in (node, link):
        result = papershelf("export", "-o", target, "--library", library)
        assert refused(result, "a device"), result
    assert stat.S_ISCHR(node.stat().st_mode)


def test_a_symlink_is_written_through_and_stays_a_link(library: Path, tmp_path: Path) -> None:
    shared = tmp_path / "shared" / "refs.bib"
    shared.parent.mkdir()
    shared.write_text("old\n")
    link = tmp_path / "paper" / "refs.bib"
    link.parent.mkdir()
    link.symlink_to(shared)
    result = papershelf("export", "-o", link, "--library", library)
    assert result.returncode == 0, result.stderr
    assert link.is_symlink() and os.readlink(link) == str(shared)
    assert "@article{smith2020," in shared.read_text()
    assert sorted(p.name for p in link.parent.iterdir()) == ["refs.bib"]
    assert sorted(p.name for p in shared.parent.iterdir()) == ["refs.bib"]


def test_export_to_stdout_still_works(library: Path) -> None:
    result = papershelf("export", "-o", "-", "--library", library)
    assert result.returncode == 0 and result.stdout.startswith("@article{smith2020,")


def test_import_from_standard_input_detects_the_format(tmp_path: Path) -> None:
    library = tmp_path / "lib.sqlite"
    ris = "TY  - JOUR\nTI  - Piped in as RIS\nPY  - 2021\nER  - \n"
    for text in (BIB, ris):
        done = subprocess.run(
            [sys.executable, "-m", "papershelf", "import", "-", "--library", str(library)],
            input=text, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        assert "1 added" in done.stdout
    found = papershelf("search", "--json", "--library", library).stdout
    assert "A study of things" in found and "Piped in as RIS" in found


def test_import_from_a_fifo_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.bib"
    os.mkfifo(fifo)
    result = papershelf("import", fifo, "--library", tmp_path / "lib.sqlite")  # hung before
    assert refused(result, "FIFO"), result


def test_leftovers_of_killed_exports_are_cleaned_at_the_next_export(
    library: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "paper"
    folder.mkdir()
    old = os.path.getmtime(library) - 3600
    stale = [folder / ".refs.bib.papershelf.k3j4h5g6.tmp", folder / ".refs.bib.a1b2c3d4.tmp",
             folder / ".other.bib.papershelf.zz99yy88.tmp"]  # fmt: skip
    kept = [folder / ".refs.bib.papershelf.fresh123.tmp", folder / ".notes.tmp",
            folder / ".other.bib.a1b2c3d4.tmp"]  # fmt: skip
    for path in stale + kept:
        path.write_text("half an export")
        if path.name != ".refs.bib.papershelf.fresh123.tmp":
            os.utime(path, (old, old))
    result = papershelf("export", "-o", folder / "refs.bib", "--library", library)
    assert result.returncode == 0, result.stderr
    # ours and an hour old go; one still being written, and others' files, stay
    assert sorted(p.name for p in folder.iterdir()) == sorted(["refs.bib", *(p.name for p in kept)])
