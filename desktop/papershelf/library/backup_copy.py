"""Copying an open SQLite library into a backup file with SQLite's online backup API, checked
(a damaged copy never takes the place of a good backup)."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

from peewee import SqliteDatabase

from papershelf.i18n import translate
from papershelf.library import integrity
from papershelf.library.errors import DamagedLibraryError
from papershelf.library.sqlite.connection import LibraryDatabase


def backup_dir(path: Path) -> Path:
    """The folder beside a library that holds its backups."""
    return path.with_name(path.stem + "-backups")


def backup_file(db: SqliteDatabase, path: Path, reason: str) -> Path:
    """Copy the open library with SQLite's online backup API; return the copy's path.

    A damaged library is never copied: the copy is checked and deleted if it fails, and
    the library goes read-only (DamagedLibraryError), so a damaged copy never takes the place
    of a good backup.
    """
    if isinstance(db, LibraryDatabase):
        db.check_before_writing()
    folder = backup_dir(path)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = folder / f"{path.stem}-{stamp}-{reason}.sqlite"
    counter = 1
    while target.exists():
        counter += 1
        target = folder / f"{path.stem}-{stamp}-{reason}-{counter}.sqlite"
    try:
        damage = _copy_checked(db.connection(), target)
    except sqlite3.DatabaseError as exc:
        _remove_copy(target)
        if not _is_damage(exc):
            raise  # a full disk or an unwritable folder: the library itself is fine
        damage = str(exc)
    except BaseException:
        _remove_copy(target)
        raise
    if damage is not None:
        _remove_copy(target)
        if isinstance(db, LibraryDatabase):
            raise db.mark_damaged(damage)
        said = translate("backups", "{path}: damaged ({why}); no backup was taken")
        raise DamagedLibraryError(said.format(path=path, why=damage))
    return target


def _copy_checked(source: sqlite3.Connection, target: Path) -> str | None:
    """Copy *source* into a new file *target*; what quick_check finds wrong with the copy."""
    copy = sqlite3.connect(str(target))
    try:
        source.backup(copy)
        copy.execute("PRAGMA journal_mode = DELETE")  # one file: reading it leaves no -wal
        return integrity.damage(copy)
    finally:
        copy.close()


def _is_damage(exc: sqlite3.DatabaseError) -> bool:
    """Whether SQLite's error says the file is damaged (not that the disk is full)."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))


def _remove_copy(target: Path) -> None:
    """Remove a failed backup and its journal: never a 0-byte or partial "backup"."""
    for leftover in (target, target.with_name(target.name + "-journal")):
        leftover.unlink(missing_ok=True)
