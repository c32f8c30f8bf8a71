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

The lock bytes lie at 1 TiB and beyond, far from SQLite's own (around 1 GiB); locks
beyond the end of a file are allowed and change nothing in it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import socket
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path

from papershelf.library.connection import make_read_only
from papershelf.library.holders import FLOCK, process_alive

if sys.platform != "win32":
    import fcntl

__all__ = ["LibraryLock", "LockHolder", "NameClaim", "claim_name", "make_read_only",
           "process_alive", "read_holder"]  # fmt: skip

_OFD = sys.platform == "linux" and hasattr(fcntl, "F_OFD_SETLK")
WRITER = 1 << 40  # held exclusively by the writing window
PIDS, PID_SPAN = WRITER + (1 << 24), 1 << 22  # the writer holds PIDS + its PID (shared)
NAMES, NAME_SPAN = WRITER + (1 << 25), 1 << 24  # each opener holds NAMES + hash(its name)
# Locks this process holds where OFD locks are missing (a second window must see them too).
_HELD: set[Path] = set()


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
    _fd: int | None = None  # the open file that holds the OFD lock

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
        fd = _open_file(self.library.resolve(), os.O_RDWR)
        if fd is None:
            return None
        if not _lock(fd, fcntl.F_WRLCK, WRITER):
            holder = self._holder(fd)
            os.close(fd)
            return holder
        _lock(fd, fcntl.F_RDLCK, PIDS + os.getpid() % PID_SPAN)
        self._fd, self.owned = fd, True
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
        if self._fd is not None:
            os.close(self._fd)  # drops the OFD locks
            self._fd = None


@dataclass
class NameClaim:
    """This process's hold on the name it opened a library by (see the module docstring)."""

    fd: int | None
    writable: bool  # whether this process may write the file at all
    other_name: bool  # whether another process has the file open by another name

    def release(self) -> None:
        """Let go of the name (the library is closed)."""
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None


def claim_name(path: Path) -> NameClaim:
    """Hold the name *path* opens its file by; say whether another name is in use."""
    real = path.resolve()
    fd = _open_file(real, os.O_RDWR)
    writable = fd is not None
    fd = fd if fd is not None else _open_file(real, os.O_RDONLY)
    if fd is None or not _OFD:
        return NameClaim(fd, writable, False)
    byte = NAMES + _name_hash(real)
    _lock(fd, fcntl.F_RDLCK, byte)
    before, after = (
        _conflict(fd, NAMES, byte - NAMES),
        _conflict(fd, byte + 1, NAMES + NAME_SPAN - byte - 1),
    )
    return NameClaim(fd, writable, before is not None or after is not None)


def _name_hash(real: Path) -> int:
    """Where a name's byte lies: its folder's identity and its file name, hashed."""
    try:
        folder = os.stat(real.parent)
        identity = f"{folder.st_dev}:{folder.st_ino}:{real.name}"
    except OSError:
        identity = str(real)
    return zlib.crc32(identity.encode("utf-8", "surrogateescape")) % NAME_SPAN


def _open_file(path: Path, mode: int) -> int | None:
    """The library file opened in *mode* (None when it cannot be)."""
    try:
        return os.open(path, mode | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None


def _lock(fd: int, kind: int, start: int) -> bool:
    """Take an OFD lock on one byte without waiting; False when another holds it."""
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
