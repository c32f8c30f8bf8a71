"""Rolling backups of a library: taken with SQLite's online backup API, listed, pruned, restored.

Backups live in the folder beside the library (backup_copy.backup_dir). One is taken before a
migration, before a bulk delete or merge, and once a day while the app is used; the newest
`backup_count` (a library setting, default 10) are kept. Restoring first backs up the
current file, then copies the backup into the open connection, so nothing is ever lost.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from papershelf.library.backup_copy import backup_dir, backup_file
from papershelf.library.db import Library, LibraryError
from papershelf.library.file_checks import APPLICATION_ID, closing
from papershelf.library.settings import get_setting
from papershelf.library.sqlite import migrations

DEFAULT_KEEP = 10
KEEP_SETTING = "backup_count"
BULK_DELETE = 10  # deleting (or merging) at least this many entries takes a backup first
DAILY = timedelta(days=1)
_STAMP = re.compile(r"-(\d{8}-\d{6})-(.+?)(?:-\d+)?\.sqlite$")


@dataclass(frozen=True)
class Backup:
    """One backup file: when it was taken, why, and how many entries it holds (-1: unreadable)."""

    path: Path
    taken: datetime
    reason: str
    entries: int

    def label(self) -> str:
        """'2025-03-02 10:14 — 1,204 entries (before delete)' for a list."""
        count = "unreadable" if self.entries < 0 else f"{self.entries:,} entries"
        return f"{self.taken:%Y-%m-%d %H:%M} — {count} ({self.reason.replace('-', ' ')})"


def keep_count(lib: Library) -> int:
    """How many backups to keep: the library's backup_count setting, else 10."""
    try:
        return max(1, int(get_setting(lib, KEEP_SETTING, str(DEFAULT_KEEP))))
    except ValueError:
        return DEFAULT_KEEP


def list_backups(library: Path) -> list[Backup]:
    """The backups of a library, newest first."""
    folder = backup_dir(library)
    found = (
        [_describe(p) for p in folder.glob(f"{library.stem}-*.sqlite")] if folder.is_dir() else []
    )
    return sorted((b for b in found if b is not None), key=_age, reverse=True)


def _age(backup: Backup) -> tuple[datetime, int]:
    """Sort key: the stamp, then the file's time (several backups may share a second)."""
    try:
        return backup.taken, backup.path.stat().st_mtime_ns
    except OSError:
        return backup.taken, 0


def _describe(path: Path) -> Backup | None:
    """A backup file's date and reason (from its name) and entry count (None: not a backup)."""
    match = _STAMP.search(path.name)
    if match is None:
        return None
    taken = datetime.strptime(match.group(1), "%Y%m%d-%H%M%S")
    return Backup(path, taken, match.group(2), count_entries(path))


def count_entries(path: Path) -> int:
    """The entries in a library file, read-only; -1 when it cannot be read as a library."""
    try:
        with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as conn:
            if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                return -1
            return int(conn.execute("SELECT count(*) FROM entry").fetchone()[0])
    except sqlite3.DatabaseError:
        return -1


def take_backup(lib: Library, reason: str) -> Path:
    """Back up the open library now, then keep only the newest backups."""
    path = backup_file(lib.file_db, lib.path, reason)
    prune(lib.path, keep_count(lib))
    return path


def prune(library: Path, keep: int) -> list[Path]:
    """Delete all but the newest *keep* usable backups; the paths deleted.

    An unreadable backup does not count toward *keep*: it never pushes a good one out
    (it stays for a person to look at; none is written any more, see backup_copy.backup_file).
    """
    old = [b.path for b in list_backups(library) if b.entries >= 0][keep:]
    for path in old:
        for part in (path, *(path.with_name(path.name + end) for end in ("-wal", "-shm"))):
            part.unlink(missing_ok=True)  # older backups were WAL files, read with siblings
    return old


def before_bulk_change(lib: Library, count: int, reason: str = "before-delete") -> Path | None:
    """A backup before deleting or merging many entries (None when *count* is small)."""
    return take_backup(lib, reason) if count >= BULK_DELETE else None


def daily_backup(lib: Library, now: datetime | None = None) -> Path | None:
    """A backup when the newest one is a day old or more (None when one is recent)."""
    newest = list_backups(lib.path)
    moment = now or datetime.now()
    if newest and moment - newest[0].taken < DAILY:
        return None
    return take_backup(lib, "daily")


def check_backup(path: Path) -> None:
    """LibraryError unless *path* is a readable, intact Papershelf library."""
    try:
        with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as conn:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            result = conn.execute("PRAGMA integrity_check").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        raise LibraryError(f"{path.name}: not a usable backup ({exc})") from exc
    if app_id != APPLICATION_ID or result != "ok":
        raise LibraryError(f"{path.name}: not a usable backup (damaged or not a library)")


def restore_backup(lib: Library, backup: Path) -> Path:
    """Replace the open library's content with *backup*'s; returns the backup of what it was."""
    check_backup(backup)
    db = lib.file_db
    saved = backup_file(db, lib.path, "before-restore")
    with closing(sqlite3.connect(f"{backup.resolve().as_uri()}?mode=ro", uri=True)) as source:
        source.backup(db.connection())
    version = int(lib.execute("PRAGMA user_version").fetchone()[0])
    if version < migrations.SCHEMA_VERSION:  # a backup from before an upgrade
        migrations.migrate(db, version)
    prune(lib.path, keep_count(lib) + 1)  # never the one just taken
    return saved
