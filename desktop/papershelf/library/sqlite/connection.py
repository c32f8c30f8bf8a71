"""A library's SQLite connection: writes that wait for the lock, a read-only state, and
SQLite's errors turned into LibraryErrors a person can read.

Every write transaction starts with BEGIN IMMEDIATE: the write lock is taken first, so a
transaction never fails half-way because another process wrote in between (a deferred
transaction that reads, then writes, gets SQLITE_BUSY at once, whatever the busy timeout).
Waiting for the lock is reported (who holds it, for how long it will wait); after the
wait, LibraryBusyError. SQLite reporting corruption from any statement makes the file
read-only for every connection of this process (DamagedLibraryError): nothing more is written
into a damaged file. A file too big to check at open is checked before its first write.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import peewee
from peewee import SqliteDatabase

from papershelf.i18n import translate
from papershelf.library import holders, integrity, text_repair
from papershelf.library.errors import (
    DamagedLibraryError,
    LibraryBusyError,
    LibraryError,
    ReadOnlyLibraryError,
)
from papershelf.library.sqlite import raw_store
from papershelf.library.text_repair import decode_replacing

PRAGMAS = {
    "journal_mode": "wal",
    "foreign_keys": 1,
    "busy_timeout": 5000,
    "synchronous": "normal",
    "cache_size": -32000,
    # REPLACE deletes a clashing row; only with this on do the index's delete triggers see it.
    "recursive_triggers": 1,
}
_BUSY = {sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED}
_DAMAGE = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}
# The full-text index disagrees with the entries: `papershelf reindex` mends it, so it is
# not the file's damage (and must stay writable to be mended).
CORRUPT_VTAB = sqlite3.SQLITE_CORRUPT | (1 << 8)
READING = "DEFERRED"  # the lock type of a read transaction (Library.reading)
QUIET_WAIT = 1.0  # a wait shorter than this goes unremarked
REPORT_EVERY = 5.0  # while waiting, who holds the lock is asked again this often
# Files SQLite found damaged, by identity (device, inode): no connection of this process writes.
_DAMAGED: dict[tuple[int, int], str] = {}


@dataclass(frozen=True)
class Waiting:
    """How long a write waits for another process's write lock, and who is told about it."""

    seconds: float = 5.0
    report: Callable[[str], None] | None = None  # gets "waiting for PID 42 (...), up to 29 s"


class LibraryDatabase(SqliteDatabase):
    """The connection to one library file (see the module docstring)."""

    def __init__(self, path: Path, waiting: Waiting | None = None) -> None:
        self.path = path
        self.waiting = waiting or Waiting()
        self.read_only: str | None = None  # why writes are refused; None: they are not
        self.unchecked = False  # the open skipped quick_check: check before the first write
        self.replacing = False  # text that does not decode is read replaced (text_repair)
        self.text_unchecked = False  # look through the text in the first write transaction
        self.text_repairs = ""  # what looking through the text found, for the person
        pragmas = {**PRAGMAS, "busy_timeout": _milliseconds(self.waiting.seconds)}
        super().__init__(str(path), pragmas=pragmas, check_same_thread=False)

    def _add_conn_hooks(self, conn: sqlite3.Connection) -> None:
        """peewee's hooks, the raw BibTeX packing function, and the read-only authorizer on
        a new connection that needs it."""
        super()._add_conn_hooks(conn)  # type: ignore[misc]
        raw_store.register(conn)
        if self.replacing:
            decode_replacing(conn)
        if self.read_only is not None:
            conn.set_authorizer(_refuse_writes)

    def set_read_only(self, reason: str) -> None:
        """Refuse every write from now on (temporary tables stay free); *reason* says why
        (the first reason given stays, unless the file is found damaged)."""
        self.read_only = self.read_only or reason
        if not self.is_closed():
            self.connection().set_authorizer(_refuse_writes)

    def decode_replacing(self, replacing: bool = True) -> None:
        """Read text that does not decode as replaced text (or, with False, as SQLite's
        plain text again), on this and later connections."""
        self.replacing = replacing
        if not self.is_closed():
            decode_replacing(self.connection(), replacing)

    def mend_text(self) -> None:
        """Repair stored text that does not decode (in the write transaction begun), once."""
        self.text_unchecked = False
        bad = text_repair.mend(self.connection())
        if bad:
            self.text_repairs = text_repair.describe(bad, repaired=True)
            logging.getLogger(__name__).warning("%s: %s", self.path, self.text_repairs)

    def mark_damaged(self, reason: str) -> DamagedLibraryError:
        """Record that the file is damaged, go read-only; the error to raise."""
        identity = _identity(self.path)
        if identity is not None:
            _DAMAGED.setdefault(identity, reason)
        self.read_only = None  # damage is the reason that matters most
        self.set_read_only(translate("library", "it is damaged: {why}").format(why=reason))
        said = translate(
            "library",
            "{path}: damaged ({why}); it is read-only now and nothing more is written to it: "
            "restore a backup, or copy out what you need",
        )
        return DamagedLibraryError(said.format(path=self.path, why=reason))

    def begin(self, lock_type: str | None = None) -> None:
        """Start a transaction: a writing one takes the write lock first (BEGIN IMMEDIATE)."""
        if self.read_only is not None or lock_type == READING:
            super().begin(READING)  # reads only: never take (or wait for) the write lock
            return
        self.check_before_writing()
        self._begin_immediate()
        if self.text_unchecked:
            self.mend_text()

    def check_before_writing(self) -> None:
        """DamagedLibraryError if the file is known damaged, or fails the check the open skipped."""
        known = damage_found(self.path)
        if known is not None:
            raise self.mark_damaged(known)
        if self.unchecked:
            found = integrity.damage(self.connection())
            self.unchecked = False
            if found is not None:
                raise self.mark_damaged(found)

    def _begin_immediate(self) -> None:
        """BEGIN IMMEDIATE, waiting (and saying so) while another process writes."""
        conn = self.connection()
        deadline = time.monotonic() + self.waiting.seconds
        told = ""
        try:
            _busy_timeout(conn, min(QUIET_WAIT, self.waiting.seconds))
            while not self._try_begin(conn):
                left = deadline - time.monotonic()
                holder = holders.describe(holders.sqlite_writer(self.path))
                if left <= 0:
                    said = translate(
                        "library",
                        "{path}: still busy after {seconds} s: {holder} is writing to it; "
                        "nothing was changed, try again when it has finished",
                    )
                    seconds = f"{self.waiting.seconds:g}"
                    raise LibraryBusyError(
                        said.format(path=self.path, seconds=seconds, holder=holder)
                    )
                if holder != told and self.waiting.report is not None:
                    said = translate(
                        "library",
                        "waiting up to {seconds} s for {holder}, which is writing to the library",
                    )
                    self.waiting.report(said.format(seconds=f"{left:.0f}", holder=holder))
                    told = holder
                _busy_timeout(conn, min(left, REPORT_EVERY))
        finally:
            _busy_timeout(conn, self.waiting.seconds)

    def _try_begin(self, conn: sqlite3.Connection) -> bool:
        """One BEGIN IMMEDIATE: True when it began, False when the lock stayed busy."""
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            if _code(exc) in _BUSY:
                return False
            self._explain(exc)
            raise
        return True

    def execute_sql(self, sql: str, params: Any = None) -> Any:
        """peewee's execute_sql, with SQLite's errors explained (see problem())."""
        if sql.startswith("ROLLBACK") and not self._in_transaction():
            return self.connection().cursor()  # SQLite already rolled back (disk full...)
        try:
            return super().execute_sql(sql, params)
        except peewee.DatabaseError as exc:
            self._explain(exc)
            raise

    def commit(self) -> None:
        """COMMIT, with SQLite's errors explained."""
        try:
            super().commit()
        except peewee.DatabaseError as exc:
            self._explain(exc)
            raise

    def _explain(self, exc: BaseException) -> None:
        """Raise the LibraryError that explains *exc*, if there is one (else return)."""
        problem = self.problem(exc)
        if problem is not None:
            raise problem from exc

    def rollback(self) -> None:
        """ROLLBACK, unless SQLite already rolled back (its error must not hide the cause)."""
        if self._in_transaction():
            super().rollback()

    def _in_transaction(self) -> bool:
        """Whether the connection is inside a transaction."""
        return not self.is_closed() and self.connection().in_transaction

    def problem(self, exc: BaseException) -> LibraryError | None:
        """The LibraryError that explains an SQLite error (None: not one of ours to explain).

        Corruption makes the library read-only on the spot.
        """
        error = sqlite_error(exc)
        if error is None:
            return None
        code, text = _code(error), str(error)
        if code in _DAMAGE and getattr(error, "sqlite_errorcode", 0) != CORRUPT_VTAB:
            return self.mark_damaged(text)
        if code == sqlite3.SQLITE_AUTH and (known := damage_found(self.path)) is not None:
            return self.mark_damaged(known)
        if code == sqlite3.SQLITE_AUTH and self.read_only is not None:
            said = translate("library", "{path}: read-only ({why}); nothing was changed")
            return ReadOnlyLibraryError(said.format(path=self.path, why=self.read_only))
        if code == sqlite3.SQLITE_READONLY:
            said = translate("library", "{path}: cannot be written ({why}); nothing was changed")
            return ReadOnlyLibraryError(said.format(path=self.path, why=text))
        if code in _BUSY:
            said = translate("library", "{path}: busy ({why}); nothing was changed: try again")
            return LibraryBusyError(said.format(path=self.path, why=text))
        return None

    def checkpoint(self) -> None:
        """Fold the write-ahead log into the file if no one else is using it (never waits)."""
        if self.read_only is not None or self.is_closed():
            return
        conn = self.connection()
        try:
            _busy_timeout(conn, 0)
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        except sqlite3.Error:
            pass  # the log stays; SQLite folds it in at the next open
        finally:
            _busy_timeout(conn, self.waiting.seconds)


def sqlite_error(exc: BaseException) -> sqlite3.Error | None:
    """The sqlite3 error behind *exc* (peewee wraps it as its first argument)."""
    if isinstance(exc, sqlite3.Error):
        return exc
    inner = exc.args[0] if exc.args else None
    if isinstance(inner, sqlite3.Error):
        return inner
    cause = exc.__cause__ or exc.__context__
    return cause if isinstance(cause, sqlite3.Error) else None


def damage_found(path: Path) -> str | None:
    """Why this process found *path* damaged (None: it did not)."""
    identity = _identity(path)
    return _DAMAGED.get(identity) if identity is not None else None


def _identity(path: Path) -> tuple[int, int] | None:
    """The file's device and inode (None if it cannot be read)."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return stat.st_dev, stat.st_ino


def _code(error: sqlite3.Error) -> int | None:
    """SQLite's primary result code of an error (None: not from SQLite)."""
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def _milliseconds(seconds: float) -> int:
    """Seconds as whole milliseconds (never negative)."""
    return max(0, int(seconds * 1000))


def _busy_timeout(conn: sqlite3.Connection, seconds: float) -> None:
    """How long SQLite itself retries a locked database before SQLITE_BUSY."""
    conn.execute(f"PRAGMA busy_timeout = {_milliseconds(seconds)}")


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


def make_read_only(
    db: peewee.Database, reason: str = "another Papershelf window writes it"
) -> None:
    """Make a library connection refuse every write to the file, as a second window's does.

    SQLite's query_only would also refuse the temporary tables that searching uses, so an
    authorizer denies writes to the main database instead ("not authorized").
    """
    if isinstance(db, LibraryDatabase) or hasattr(db, "set_read_only"):
        db.set_read_only(reason)
    else:
        db.connection().set_authorizer(_refuse_writes)
