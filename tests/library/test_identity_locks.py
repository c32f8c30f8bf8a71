"""The writer's lock and the name claims: keyed by the file, and never breaking SQLite's own
locks (closing any descriptor of a file drops every POSIX lock the process holds on it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from papershelf.library.db import Library, open_library
from papershelf.library.lock import LibraryLock

# Who holds a lock on SQLite's lock bytes of the database file (around 1 GiB), from outside.
PROBE = """
import fcntl, os, struct, sys
fd = os.open(sys.argv[1], os.O_RDONLY)
flock = struct.Struct("hhqqi4x")
kind, _, _, _, pid = flock.unpack(
    fcntl.fcntl(fd, fcntl.F_GETLK, flock.pack(fcntl.F_WRLCK, 0, 0x40000000, 512, 0)))
print(pid if kind != fcntl.F_UNLCK else 0)
"""


def sqlite_lock_holder(path: Path) -> int:
    """The PID another process sees holding SQLite's lock on the file (0: none)."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(path)], capture_output=True, text=True, check=True
    )
    return int(done.stdout)


@pytest.mark.sqlite_only(reason="SQLite's file locks")
def test_sqlite_keeps_its_lock_while_locks_and_names_come_and_go(lib: Library) -> None:
    lib.execute("SELECT count(*) FROM entry").fetchone()
    assert sqlite_lock_holder(lib.path) == os.getpid()  # WAL: a SHARED lock while open
    first, second = LibraryLock(lib.path), LibraryLock(lib.path)
    assert first.acquire() is None
    assert second.acquire() is not None  # refused: the first has it
    first.release()
    other = open_library(lib.path)  # a second window's library, opened and closed
    other.close()
    alias = lib.path.with_name("alias.sqlite")
    os.link(lib.path, alias)
    through_alias = open_library(alias)
    assert through_alias.read_only is not None and "another name" in through_alias.read_only
    through_alias.close()
    assert sqlite_lock_holder(lib.path) == os.getpid()  # SQLite's lock is still there
    assert lib.read_only is None


def test_the_lock_follows_the_file_not_the_name(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite"
    open_library(path).close()
    alias = tmp_path / "elsewhere" / "alias.sqlite"
    alias.parent.mkdir()
    os.link(path, alias)
    first = LibraryLock(path)
    assert first.acquire() is None
    holder = LibraryLock(alias).acquire()
    assert holder is not None and holder.pid == os.getpid()
    first.release()
    again = LibraryLock(alias)
    assert again.acquire() is None  # released: the other name may take it now
    again.release()
