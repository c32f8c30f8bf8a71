"""Compressed backups, taken off the window's thread and interruptible: a consistent copy of
the library made with VACUUM INTO (no free pages, and the window's connection is never held),
checked with quick_check, then gzip-compressed as `<name>-<stamp>-<reason>.<N>-entries.sqlite.gz`
(the entry count is in the name, so listing backups never decompresses one).

Every step runs on a connection of its own and asks `cancelled()` as it goes (SQLite's
progress handler between virtual-machine steps, and between compressed blocks): a
cancelled backup stops within a fraction of a second and leaves no file behind.
"""

from __future__ import annotations

import gzip
import shutil
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from papershelf.i18n import translate
from papershelf.library import integrity
from papershelf.library.backup_copy import backup_dir
from papershelf.library.db import LibraryError
from papershelf.library.file_checks import closing

COMPRESSED = ".sqlite.gz"
_LEVEL = 3  # gzip level: near level 9's size on SQLite pages at a fraction of its time
_CHUNK = 1 << 20
_STEPS = 2000  # SQLite virtual-machine steps between two looks at cancelled()

Cancelled = Callable[[], bool]


class BackupCancelled(Exception):  # noqa: N818 (reads as what happened)
    """The backup was asked to stop; nothing was kept."""


@dataclass(frozen=True)
class Taken:
    """What a compressed backup came to: its file, or the damage that kept it from being kept."""

    path: Path | None
    damage: str | None = None


def take_compressed(library: Path, reason: str, cancelled: Cancelled) -> Taken:
    """Copy, check and compress *library* into its backups folder (BackupCancelled when
    cancelled() turns true; OSError on a full disk or an unwritable folder)."""
    folder = backup_dir(library)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    raw = folder / f".{library.stem}-{stamp}-{reason}.partial.sqlite"
    try:
        damage, entries = _copy_and_check(library, raw, cancelled)
        if damage is not None:
            return Taken(None, damage)
        target = _free_name(folder, f"{library.stem}-{stamp}-{reason}", f".{entries}-entries")
        _compress(raw, target, cancelled)
        return Taken(target)
    finally:
        for leftover in (raw, raw.with_name(raw.name + "-journal")):
            leftover.unlink(missing_ok=True)


def _copy_and_check(library: Path, raw: Path, cancelled: Cancelled) -> tuple[str | None, int]:
    """(damage found, entries): VACUUM INTO raw from a read-only connection, then quick_check."""
    try:
        with closing(_connect(library, cancelled, read_only=True)) as source:
            source.execute("VACUUM INTO ?", [str(raw)])
        with closing(_connect(raw, cancelled)) as copy:
            damage = integrity.damage(copy)
            _stop_if(cancelled)  # an interrupted check is not damage
            entries = int(copy.execute("SELECT count(*) FROM entry").fetchone()[0])
    except sqlite3.DatabaseError as exc:
        _stop_if(cancelled)
        if _is_damage(exc):
            return str(exc), 0
        # A broken overflow chain can read as a full disk: the source's check tells them apart.
        found = integrity.check_file(library, cancelled)
        _stop_if(cancelled)
        if found is None:
            said = translate("backups", "the backup could not be written ({why})")
            raise OSError(said.format(why=exc)) from exc
        return found, 0
    return damage, entries


def _connect(path: Path, cancelled: Cancelled, read_only: bool = False) -> sqlite3.Connection:
    """A connection of its own whose statements stop soon after cancelled() turns true."""
    uri = f"{path.resolve().as_uri()}?mode=ro" if read_only else str(path)
    conn = sqlite3.connect(uri, uri=read_only, check_same_thread=False)
    conn.set_progress_handler(lambda: 1 if cancelled() else 0, _STEPS)
    return conn


def _is_damage(exc: sqlite3.DatabaseError) -> bool:
    """Whether SQLite's error says the file is damaged (not that the disk is full)."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))


def _stop_if(cancelled: Cancelled) -> None:
    """BackupCancelled when the backup was asked to stop."""
    if cancelled():
        raise BackupCancelled


def _free_name(folder: Path, base: str, count: str) -> Path:
    """folder/base+count+COMPRESSED, numbered (-2, -3...) after base if that is taken."""
    target, number = folder / f"{base}{count}{COMPRESSED}", 1
    while target.exists():
        number += 1
        target = folder / f"{base}-{number}{count}{COMPRESSED}"
    return target


def _compress(raw: Path, target: Path, cancelled: Cancelled) -> None:
    """raw gzip-compressed into target, written beside it first and renamed when whole."""
    partial = target.with_name(f".{target.name}.partial")
    try:
        with raw.open("rb") as source, gzip.open(partial, "wb", compresslevel=_LEVEL) as sink:
            while block := source.read(_CHUNK):
                _stop_if(cancelled)
                sink.write(block)
        partial.replace(target)
    finally:
        partial.unlink(missing_ok=True)


@contextmanager
def readable(backup: Path) -> Iterator[Path]:
    """A plain SQLite file with backup's content: backup itself, or a compressed one
    decompressed beside it (removed after); LibraryError when it cannot be decompressed."""
    if not backup.name.endswith(COMPRESSED):
        yield backup
        return
    plain = backup.with_name(f".{backup.name}.restoring.sqlite")
    try:
        with gzip.open(backup, "rb") as source, plain.open("wb") as sink:
            shutil.copyfileobj(source, sink, _CHUNK)
    except (OSError, EOFError) as exc:
        plain.unlink(missing_ok=True)
        said = translate(
            "backups", "{name}: not a usable backup (it cannot be decompressed: {why})"
        )
        raise LibraryError(said.format(name=backup.name, why=exc)) from exc
    try:
        yield plain
    finally:
        plain.unlink(missing_ok=True)
