"""Cheap checks that a library file is whole before SQLite opens it (truncation, damage)."""

from __future__ import annotations

import sqlite3
import struct
from collections.abc import Callable
from pathlib import Path

from papershelf.i18n import translate
from papershelf.library import files

HEADER = 100
_STEPS = 2000  # SQLite virtual-machine steps between two looks at cancelled()


def truncation(path: Path) -> str | None:
    """Why the file is shorter than its header says (None when it is not, or cannot tell)."""
    try:
        header = files.read_head(path, HEADER)  # no descriptor closed: see files.py
        size = path.stat().st_size
    except OSError:
        return None
    if len(header) < HEADER:
        return translate("library", "truncated (shorter than an SQLite header)")
    if _recovery_waiting(path):
        return None  # SQLite recovers the file from its log or journal at the next open
    page = struct.unpack(">H", header[16:18])[0]
    page = 65536 if page == 1 else page
    changes, pages, valid_for = (struct.unpack(">I", header[o : o + 4])[0] for o in (24, 28, 92))
    if valid_for == changes and pages and size < pages * page:
        said = translate("library", "truncated ({size} of {expected} bytes)")
        return said.format(size=f"{size:,}", expected=f"{pages * page:,}")
    return None


def _recovery_waiting(path: Path) -> bool:
    """Whether a write-ahead log with content, or a rollback journal (left by a transaction
    that was killed: library/bulk_journal.py's first import), sits beside the file. Either
    way the header may speak of pages the file does not hold yet, or no longer."""
    for suffix in ("-wal", "-journal"):
        try:
            if path.with_name(path.name + suffix).stat().st_size > 0:
                return True
        except OSError:
            continue
    return False


def damage(conn: sqlite3.Connection) -> str | None:
    """SQLite's quick_check on an open connection: None when ok, else its first complaint."""
    try:
        result = str(conn.execute("PRAGMA quick_check(1)").fetchone()[0])
    except sqlite3.DatabaseError as exc:
        return str(exc)
    return (
        None if result == "ok" else " ".join(result.replace("*** in database main ***", "").split())
    )


def check_file(path: Path, cancelled: Callable[[], bool] | None = None) -> str | None:
    """quick_check on a read-only connection of its own (for a background thread); when
    cancelled() turns true the check stops soon after (its finding is then meaningless)."""
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        return str(exc)
    if cancelled is not None:
        conn.set_progress_handler(lambda: 1 if cancelled() else 0, _STEPS)
    try:
        return damage(conn)
    finally:
        conn.close()
