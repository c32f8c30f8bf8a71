"""Rolling backups of a library: taken, listed, pruned within a disk budget, restored.

Backups live in the folder beside the library (backup_copy.backup_dir). One is taken before a
migration, before a bulk delete or merge (with SQLite's online backup API, as plain .sqlite
files, at once), and once a day while the app is used (compressed, off the window's thread:
backup_archive, `daily_compressed`). What is kept: the newest `backup_count` (a library
setting, default 10), and of those only as many, newest first, as fit in `backup_budget_mb`
(a library setting, default 2,048 MB; the newest backup is kept even when it alone is
larger). Restoring first backs up the current file, then copies the backup (decompressed
first if it is compressed) into the open connection, so nothing is ever lost.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from papershelf.i18n import translate
from papershelf.library import backup_archive
from papershelf.library.backup_archive import COMPRESSED, Cancelled, Taken
from papershelf.library.backup_copy import backup_dir, backup_file
from papershelf.library.db import Library, LibraryError
from papershelf.library.file_checks import APPLICATION_ID, closing
from papershelf.library.settings import get_setting
from papershelf.library.sqlite import migrations

DEFAULT_KEEP = 10
KEEP_SETTING = "backup_count"
DEFAULT_BUDGET_MB = 2048
BUDGET_SETTING = "backup_budget_mb"
BULK_DELETE = 10  # deleting (or merging) at least this many entries takes a backup first
DAILY = timedelta(days=1)
_STAMP = re.compile(r"-(\d{8}-\d{6})-(.+?)(?:-\d+)?(?:\.(\d+)-entries)?\.sqlite(?:\.gz)?$")


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


def budget_bytes(lib: Library) -> int:
    """How much disk the backups may take: the library's backup_budget_mb setting, else 2 GB."""
    try:
        return max(1, int(get_setting(lib, BUDGET_SETTING, str(DEFAULT_BUDGET_MB)))) << 20
    except ValueError:
        return DEFAULT_BUDGET_MB << 20


def list_backups(library: Path) -> list[Backup]:
    """The backups of a library, newest first."""
    folder = backup_dir(library)
    if not folder.is_dir():
        return []
    names = (f"{library.stem}-*.sqlite", f"{library.stem}-*{COMPRESSED}")
    found = [_describe(p) for pattern in names for p in folder.glob(pattern)]
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
    if path.name.endswith(COMPRESSED):  # counted when it was taken, never decompressed here
        return Backup(path, taken, match.group(2), int(match.group(3) or -1))
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
    prune(lib.path, keep_count(lib), budget_bytes(lib))
    return path


def prune(library: Path, keep: int, budget: int | None = None) -> list[Path]:
    """Delete all but the newest *keep* usable backups, and, of those, the oldest beyond
    *budget* bytes (never the newest); the paths deleted.

    An unreadable backup does not count toward *keep*: it never pushes a good one out
    (it stays for a person to look at; none is written any more, see backup_copy.backup_file).
    """
    usable = [b.path for b in list_backups(library) if b.entries >= 0]
    old = usable[keep:]
    if budget is not None:
        old = _over_budget(usable[:keep], budget) + old
    for path in old:
        for part in (path, *(path.with_name(path.name + end) for end in ("-wal", "-shm"))):
            part.unlink(missing_ok=True)  # older backups were WAL files, read with siblings
    return old


def _over_budget(newest_first: list[Path], budget: int) -> list[Path]:
    """The backups past the newest ones that fit in budget bytes (the newest always fits)."""
    used = 0
    for position, path in enumerate(newest_first):
        used += _size(path)
        if used > budget and position > 0:
            return newest_first[position:]
    return []


def _size(path: Path) -> int:
    """A file's size in bytes (0 when it is gone)."""
    try:
        return path.stat().st_size
    except OSError:
        return 0


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


def daily_compressed(
    library: Path, keep: int, budget: int, cancelled: Cancelled, now: datetime | None = None
) -> Taken | None:
    """The daily backup, compressed, when the newest backup is a day old or more (None
    when one is recent), then pruned to keep and budget; for a worker thread (it opens its
    own connections; BackupCancelled when cancelled() turns true)."""
    newest = list_backups(library)
    if newest and (now or datetime.now()) - newest[0].taken < DAILY:
        return None
    taken = backup_archive.take_compressed(library, "daily", cancelled)
    if taken.path is not None:
        prune(library, keep, budget)
    return taken


def _check_plain(plain: Path, name: str) -> None:
    """LibraryError unless *plain* is a readable, intact Papershelf library (name: the
    backup's, for the message)."""
    try:
        with closing(sqlite3.connect(f"{plain.resolve().as_uri()}?mode=ro", uri=True)) as conn:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            result = conn.execute("PRAGMA integrity_check").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        said = translate("backups", "{name}: not a usable backup ({why})")
        raise LibraryError(said.format(name=name, why=exc)) from exc
    if app_id != APPLICATION_ID or result != "ok":
        said = translate("backups", "{name}: not a usable backup (damaged or not a library)")
        raise LibraryError(said.format(name=name))


def restore_backup(lib: Library, backup: Path) -> Path:
    """Replace the open library's content with *backup*'s; returns the backup of what it was."""
    with backup_archive.readable(backup) as plain:
        return _restore_plain(lib, plain, backup.name)


def _restore_plain(lib: Library, plain: Path, name: str) -> Path:
    """restore_backup from a plain SQLite file."""
    _check_plain(plain, name)
    db = lib.file_db
    saved = backup_file(db, lib.path, "before-restore")
    with closing(sqlite3.connect(f"{plain.resolve().as_uri()}?mode=ro", uri=True)) as source:
        source.backup(db.connection())
    version = int(lib.execute("PRAGMA user_version").fetchone()[0])
    if version < migrations.SCHEMA_VERSION:  # a backup from before an upgrade
        migrations.migrate(db, version)
    prune(lib.path, keep_count(lib) + 1, budget_bytes(lib))  # never the one just taken
    return saved
