"""The writer's lock and the names a library is open by, both keyed by the file's identity.

One GUI window writes a library; a second window on the same file (by the same path, a
symlink or a hard link) finds the lock taken and opens read-only. On Linux the lock is an
open-file-description (OFD) lock on the database file itself: it belongs to the file, not
to a path, and the kernel drops it when its process ends, so a crashed window's lock is
simply gone. The writer also holds a byte named by its PID, so a second window can say
who writes. A file `NAME.lock` beside the library names the holder (PID, host) for people;
where OFD locks are missing (macOS, Windows) that file is the lock itself (created
exclusively, taken over when the process it names is gone). The CLI takes no writer's
lock: its writes are short transactions that wait for SQLite's own (library/connection.py).

SQLite keeps the write-ahead log beside the *name* a file was opened by, so two processes
on one file by two names (hard links) would each trust their own log and damage the file.
Every opener holds a shared lock on a byte derived from its name (folder identity + file
name); one that finds another name's byte held opens read-only (claim_name).

The locks are taken and dropped on the process's one descriptor of the file
(library/files.py), which is never closed: closing a descriptor would drop SQLite's own
POSIX locks on the file. So this module also remembers what the process itself holds.

The lock bytes lie at 1 TiB and beyond, far from SQLite's own (around 1 GiB); locks
beyond the end of a file are allowed and change nothing in it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import socket
import sys
import threading
import zlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from papershelf.library import files
from papershelf.library.holders import FLOCK, process_alive
from papershelf.library.sqlite.connection import make_read_only

if sys.platform != "win32":
    import fcntl

__all__ = ["LibraryLock", "LockHolder", "NameClaim", "claim_name", "make_read_only",
           "process_alive", "read_holder"]  # fmt: skip

_OFD = sys.platform == "linux" and hasattr(fcntl, "F_OFD_SETLK")
WRITER = 1 << 40  # held exclusively by the writing window
PIDS, PID_SPAN = WRITER + (1 << 24), 1 << 22  # the writer holds PIDS + its PID (shared)
NAMES, NAME_SPAN = WRITER + (1 << 25), 1 << 24  # each opener holds NAMES + hash(its name)
# What this process holds: lock files (no OFD locks), writers' and names' bytes (OFD).
_HELD: set[Path] = set()
_WRITING: set[files.Identity] = set()
_NAMES_HELD: Counter[tuple[files.Identity, int]] = Counter()
_GUARD = threading.Lock()


def lock_path(library: Path) -> Path:
    """The lock file of a library: beside it, named after it."""
    return library.with_name(library.name + ".lock")


@dataclass(frozen=True)
class LockHolder:
    """The process that holds a library's lock."""

    pid: int
    host: str


@dataclass
class LibraryLock:
    """The lock of one library: acquire() takes it or names who has it; release() gives it back."""

    library: Path
    owned: bool = False  # whether this lock (not another window's) took the file
    _file: files.OpenFile | None = None  # the file whose OFD lock this lock took

    @property
    def path(self) -> Path:
        """The lock file (the holder's name card; the lock itself where OFD locks are missing)."""
        return lock_path(self.library.resolve())

    def acquire(self) -> LockHolder | None:
        """Take the lock; None when taken, else the (live) process that holds it.

        A file this process cannot write needs no writer's lock (None, not owned): the
        library is read-only anyway (Library.read_only says why).
        """
        if not _OFD:
            return self._acquire_file()
        opened = files.open_file(self.library.resolve())
        if opened is None or opened.writing is None:
            return None
        with _GUARD:
            if opened.identity in _WRITING:  # another window of this process writes it
                return LockHolder(os.getpid(), socket.gethostname())
            if not _lock(opened.writing, fcntl.F_WRLCK, WRITER):
                return self._holder(opened.reading)
            _lock(opened.writing, fcntl.F_RDLCK, PIDS + os.getpid() % PID_SPAN)
            _WRITING.add(opened.identity)
        self._file, self.owned = opened, True
        _write_card(self.path)
        return None

    def _holder(self, fd: int) -> LockHolder:
        """Who holds the writer's lock: its PID byte, with the host from its name card."""
        at = _conflict(fd, PIDS, PID_SPAN)
        pid = at - PIDS if at is not None else 0
        card = read_holder(self.path)
        return card if card is not None and card.pid == pid else LockHolder(pid, "")

    def _acquire_file(self) -> LockHolder | None:
        """The lock as a file created exclusively (no OFD locks here)."""
        if self.path in _HELD:
            return LockHolder(os.getpid(), socket.gethostname())
        for _ in range(3):  # a stale lock is removed, then taken (another may win the race)
            if _create(self.path):
                _HELD.add(self.path)
                self.owned = True
                return None
            holder = read_holder(self.path)
            if holder is not None and not _is_stale(holder):
                return holder
            _remove(self.path)
        return read_holder(self.path) or LockHolder(0, "")

    def release(self) -> None:
        """Give the lock back (only if this lock took it)."""
        if not self.owned:
            return
        self.owned = False
        _HELD.discard(self.path)
        _remove(self.path)  # the card first: a window that takes the lock next writes its own
        opened, self._file = self._file, None
        if opened is not None and opened.writing is not None:
            with _GUARD:
                _lock(opened.writing, fcntl.F_UNLCK, PIDS + os.getpid() % PID_SPAN)
                _lock(opened.writing, fcntl.F_UNLCK, WRITER)
                _WRITING.discard(opened.identity)


@dataclass
class NameClaim:
    """This process's hold on the name it opened a library by (see the module docstring)."""

    writable: bool  # whether this process may write the file at all
    other_name: bool  # whether another opener has the file open by another name
    _held: tuple[files.OpenFile, int] | None = None  # the file and the name's byte

    def release(self) -> None:
        """Let go of the name (the library is closed)."""
        held, self._held = self._held, None
        if held is None:
            return
        opened, byte = held
        with _GUARD:
            _NAMES_HELD[(opened.identity, byte)] -= 1
            if _NAMES_HELD[(opened.identity, byte)] <= 0:
                del _NAMES_HELD[(opened.identity, byte)]
                _lock(opened.reading, fcntl.F_UNLCK, byte)


def claim_name(path: Path) -> NameClaim:
    """Hold the name *path* opens its file by; say whether another name is in use."""
    real = path.resolve()
    opened = files.open_file(real)
    if opened is None:
        return NameClaim(writable=os.access(real, os.W_OK), other_name=False)
    writable = opened.writing is not None
    if not _OFD:
        return NameClaim(writable, False)
    byte = NAMES + _name_hash(real)
    with _GUARD:
        mine = [b for (identity, b) in _NAMES_HELD if identity == opened.identity]
        if not _NAMES_HELD[(opened.identity, byte)]:
            _lock(opened.reading, fcntl.F_RDLCK, byte)
        _NAMES_HELD[(opened.identity, byte)] += 1
        others = (
            _conflict(opened.reading, NAMES, byte - NAMES),
            _conflict(opened.reading, byte + 1, NAMES + NAME_SPAN - byte - 1),
        )
    other = any(b != byte for b in mine) or any(at is not None for at in others)
    return NameClaim(writable, other, (opened, byte))


def _name_hash(real: Path) -> int:
    """Where a name's byte lies: its folder's identity and its file name, hashed."""
    try:
        folder = os.stat(real.parent)
        identity = f"{folder.st_dev}:{folder.st_ino}:{real.name}"
    except OSError:
        identity = str(real)
    return zlib.crc32(identity.encode("utf-8", "surrogateescape")) % NAME_SPAN


def _lock(fd: int, kind: int, start: int) -> bool:
    """Take (or, with F_UNLCK, drop) an OFD lock on one byte without waiting; False when
    another holds it."""
    try:
        fcntl.fcntl(fd, fcntl.F_OFD_SETLK, FLOCK.pack(kind, os.SEEK_SET, start, 1, 0))
    except OSError as exc:
        if exc.errno in (errno.EAGAIN, errno.EACCES):
            return False
        raise
    return True


def _conflict(fd: int, start: int, length: int) -> int | None:
    """Where another open file holds a lock in [start, start + length) (None: nowhere)."""
    if length <= 0:
        return None
    probe = FLOCK.pack(fcntl.F_WRLCK, os.SEEK_SET, start, length, 0)
    kind, _, at, _, _ = FLOCK.unpack(fcntl.fcntl(fd, fcntl.F_OFD_GETLK, probe))
    return None if kind == fcntl.F_UNLCK else int(at)


def _write_card(path: Path) -> None:
    """Write the holder's name card (PID and host) beside the library, if the folder lets us."""
    with contextlib.suppress(OSError):  # a card is for people; the lock itself is taken
        path.write_text(f"{os.getpid()}\n{socket.gethostname()}\n", encoding="utf-8")


def _create(path: Path) -> bool:
    """Create the lock file with this process's PID and host; False if it exists."""
    try:
        handle = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
    except FileExistsError:
        return False
    with os.fdopen(handle, "w", encoding="utf-8") as file:
        file.write(f"{os.getpid()}\n{socket.gethostname()}\n")
    return True


def read_holder(path: Path) -> LockHolder | None:
    """Who a lock file names (None if it is gone or unreadable)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
        return LockHolder(int(lines[0]), lines[1] if len(lines) > 1 else "")
    except (OSError, ValueError, IndexError):
        return None


def _is_stale(holder: LockHolder) -> bool:
    """Whether the holder is gone: a process of this host that no longer runs."""
    return holder.host == socket.gethostname() and not process_alive(holder.pid)


def _remove(path: Path) -> None:
    """Delete a lock file if it is there."""
    path.unlink(missing_ok=True)
