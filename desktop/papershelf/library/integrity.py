"""Cheap checks that a library file is whole before SQLite opens it (truncation, damage)."""

from __future__ import annotations

import sqlite3
import struct
from pathlib import Path

from papershelf.library import files

HEADER = 100


def truncation(path: Path) -> str | None:
    """Why the file is shorter than its header says (None when it is not, or cannot tell)."""
    try:
        header = files.read_head(path, HEADER)  # no descriptor closed: see files.py
        size = path.stat().st_size
    except OSError:
        return None
    if len(header) < HEADER:
        return "truncated (shorter than an SQLite header)"
    if _wal_waiting(path):
        return None  # pages still in the write-ahead log: SQLite recovers them
    page = struct.unpack(">H", header[16:18])[0]
    page = 65536 if page == 1 else page
    changes, pages, valid_for = (struct.unpack(">I", header[o : o + 4])[0] for o in (24, 28, 92))
    if valid_for == changes and pages and size < pages * page:
        return f"truncated ({size:,} of {pages * page:,} bytes)"
    return None


def _wal_waiting(path: Path) -> bool:
    """Whether a write-ahead log with content sits beside the file."""
    wal = path.with_name(path.name + "-wal")
    try:
        return wal.stat().st_size > 0
    except OSError:
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


def check_file(path: Path) -> str | None:
    """quick_check on a read-only connection of its own (for a background thread)."""
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        return str(exc)
    try:
        return damage(conn)
    finally:
        conn.close()
