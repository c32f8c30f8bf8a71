"""A first import into an empty SQLite library writes its pages once: a rollback journal,
not the write-ahead log, for that one transaction.

In WAL mode every page an import writes goes into the log during the import, then into
the file again when the log is folded in after the commit: 500 MB twice for a 100,000-entry
collaborations library, the second time (1.5-1.8 s) after reading has ended, with nothing
left to overlap it. A rollback journal keeps only the pages that held data before the
transaction, and an empty library has almost none: the new pages go straight into the
file and the commit takes 0.1 s. Safety is the log's: a killed import leaves a hot journal
that SQLite plays back at the next open, so the library is empty again, never half-written
(synchronous=FULL while the journal is in use, as SQLite advises for rollback journals).

Nor does it check foreign keys: each of a collaborations library's 2 million person rows
looked up its entry (writing the 100k import's batches alone, replayed and alternated:
~2.5-4 s of ~24 s). In an empty library every row the import writes refers to an entry
(or import source) the same import wrote before it: a batch's one statement writes its
entries before their people, fields and raw fields. And nothing is deleted, so no cascade
can be missed. tests/library/test_bulk_journal.py runs SQLite's foreign_key_check after
first imports of real files.

Only for an empty library that no other connection has open: SQLite will not leave WAL
mode while another connection uses the file (a window's import, whose window holds one,
keeps the log), and this never waits for one. While such an import runs, a program that
opens the library waits for it, as a second writer always did. Afterwards the library is
in WAL mode again (and every connection sets it when it opens, connection.PRAGMAS).
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

from papershelf.library.db import Library
from papershelf.library.sqlite.connection import PRAGMAS, LibraryDatabase, _busy_timeout


@contextmanager
def first_fill_mode(lib: Library) -> Iterator[bool]:
    """Around a bulk import's transaction: a rollback journal and no foreign-key checks if
    lib is an empty SQLite library with no other connection (yields whether it is), the
    log and the checks again after."""
    switched = _leave_wal(lib)
    try:
        yield switched
    finally:
        if switched:
            _back_to_wal(lib)


def _leave_wal(lib: Library) -> bool:
    """Switch an empty, unshared SQLite library to a rollback journal without foreign-key
    checks; whether it was."""
    db = lib.db
    if not isinstance(db, LibraryDatabase) or db.read_only is not None:
        return False  # a server, or a library this process may not write
    conn: sqlite3.Connection = db.connection()
    if conn.in_transaction or conn.execute("SELECT 1 FROM entry LIMIT 1").fetchone():
        return False
    _busy_timeout(conn, 0)
    try:
        mode = conn.execute("PRAGMA journal_mode = DELETE").fetchone()[0]
    except sqlite3.OperationalError:  # another connection has the file open: keep the log
        return False
    finally:
        _busy_timeout(conn, db.waiting.seconds)
    if mode != "delete":
        return False
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = OFF")
    return True


def _back_to_wal(lib: Library) -> None:
    """The write-ahead log, its synchronous setting and foreign-key checks again (the next
    open sets them anyway, should this fail)."""
    conn: sqlite3.Connection = lib.db.connection()
    for setting in ("foreign_keys", "synchronous", "journal_mode"):  # each whatever the others do
        with contextlib.suppress(sqlite3.Error):
            conn.execute(f"PRAGMA {setting} = {PRAGMAS[setting]}").fetchall()
