"""The writer's lock: a file beside a library naming the process (PID) whose window writes it.

One GUI window writes a library; a second window on the same file finds the lock and opens
read-only. A lock whose process is gone (a crash) is stale and is taken over. The CLI takes
no lock: its writes are short transactions that SQLite serialises (WAL, busy timeout).
"""

from __future__ import annotations

import os
import socket
import sqlite3
import sys
from dataclasses import dataclass
from pathlib import Path

from peewee import SqliteDatabase

# Locks this process holds (a second window in the same process must see them too).
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

    @property
    def path(self) -> Path:
        """The lock file."""
        return lock_path(self.library.resolve())

    def acquire(self) -> LockHolder | None:
        """Take the lock; None when taken, else the (live) process that holds it."""
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
        if self.owned:
            self.owned = False
            _HELD.discard(self.path)
            _remove(self.path)


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


def process_alive(pid: int) -> bool:
    """Whether a process with this PID runs on this machine."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _windows_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0: only checks that the process exists
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, owned by someone else
    return True


def _windows_alive(pid: int) -> bool:
    """Whether a process runs, on Windows (os.kill there would end it)."""
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return False
    code = ctypes.c_ulong()
    kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
    kernel32.CloseHandle(handle)
    return code.value == 259  # STILL_ACTIVE


def _remove(path: Path) -> None:
    """Delete a lock file if it is there."""
    path.unlink(missing_ok=True)


# Statements that change a database's content or schema (SQLite authorizer action codes).
_WRITES = {
    sqlite3.SQLITE_INSERT, sqlite3.SQLITE_UPDATE, sqlite3.SQLITE_DELETE,
    sqlite3.SQLITE_CREATE_TABLE, sqlite3.SQLITE_CREATE_INDEX, sqlite3.SQLITE_CREATE_TRIGGER,
    sqlite3.SQLITE_CREATE_VIEW, sqlite3.SQLITE_CREATE_VTABLE, sqlite3.SQLITE_DROP_TABLE,
    sqlite3.SQLITE_DROP_INDEX, sqlite3.SQLITE_DROP_TRIGGER, sqlite3.SQLITE_DROP_VIEW,
    sqlite3.SQLITE_DROP_VTABLE, sqlite3.SQLITE_ALTER_TABLE, sqlite3.SQLITE_REINDEX,
    sqlite3.SQLITE_ANALYZE,
}  # fmt: skip
# A temporary virtual table's constructor touches the schema table; real DDL is denied above.
_SCHEMA_TABLES = {"sqlite_master", "sqlite_schema"}
_SETTINGS = {"user_version", "application_id", "schema_version", "journal_mode"}


def _refuse_writes(
    action: int, arg1: str | None, arg2: str | None, db: str | None, _: object
) -> int:
    """SQLite authorizer: deny every write to the library file (temporary tables stay free)."""
    if action in _WRITES and db not in ("temp", None) and arg1 not in _SCHEMA_TABLES:
        return sqlite3.SQLITE_DENY
    if action == sqlite3.SQLITE_PRAGMA and arg2 is not None and (arg1 or "").lower() in _SETTINGS:
        return sqlite3.SQLITE_DENY
    return sqlite3.SQLITE_OK


def make_read_only(db: SqliteDatabase) -> None:
    """Make a library connection refuse every write to the file, as a second window's does.

    SQLite's query_only would also refuse the temporary tables that searching uses, so an
    authorizer denies writes to the main database instead ("not authorized").
    """
    db.connection().set_authorizer(_refuse_writes)
