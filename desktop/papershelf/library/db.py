"""Opening a library file: pragmas, schema version, backups and migrations."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from peewee import SqliteDatabase

from papershelf.library import fts, integrity, migrations, related_sql, tag_order
from papershelf.library.models import MODELS, database_proxy
from papershelf.library.scope_sets import ScopeSets

# "PPSH": marks a SQLite file as a Papershelf library, so a foreign database is never touched.
APPLICATION_ID = 0x50505348
PRAGMAS = {
    "journal_mode": "wal",
    "foreign_keys": 1,
    "busy_timeout": 5000,
    "synchronous": "normal",
    "cache_size": -32000,
    # REPLACE deletes a clashing row; only with this on do the index's delete triggers see it.
    "recursive_triggers": 1,
}
SQLITE_MAGIC = b"SQLite format 3\x00"
# quick_check reads every page: ~0.1 s for a 10k library, 0.5-1.5 s for a 460 MB 100k one.
# Bigger files get the cheap truncation check at open; SQLite still reports a bad page
# when it is read.
QUICK_CHECK_LIMIT = 64 * 1024 * 1024


class LibraryError(Exception):
    """A library file cannot be opened or used; the message says why, for a person to read."""


@dataclass
class Library:
    """An open library file and its database connection."""

    path: Path
    db: SqliteDatabase
    scope_sets: ScopeSets = field(default_factory=ScopeSets)  # tag scopes while searching

    def atomic(self):
        """One transaction (or savepoint when nested): all of it is saved, or none of it."""
        return self.db.atomic()

    def execute(self, sql: str, params: tuple | list = ()) -> sqlite3.Cursor:
        """Run raw SQL on this library's connection (for the fast paths of queries)."""
        return self.db.execute_sql(sql, params)

    def close(self) -> None:
        """Close the connection; the file is left complete (WAL checkpointed)."""
        if not self.db.is_closed():
            self.db.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)")
            self.db.close()


def open_library(path: Path | str, create: bool = True) -> Library:
    """Open (creating or migrating as needed) the library at *path*."""
    path = Path(path).expanduser()
    exists = path.exists() and path.stat().st_size > 0
    if not exists and not create:
        raise LibraryError(f"{path}: no library there")
    if exists:
        _check_is_sqlite(path)
        version = _check_is_ours(path)
    else:
        _make_parent(path)
        version = None
    db = SqliteDatabase(str(path), pragmas=PRAGMAS, check_same_thread=False)
    related_sql.register(db)  # related:KEY in searches (answered once an index is attached)
    try:
        db.connect()
        _prepare(db, path, version)
    except (sqlite3.DatabaseError, LibraryError) as exc:
        db.close()
        if isinstance(exc, LibraryError):
            raise
        raise LibraryError(f"{path}: cannot be opened as a library ({exc})") from exc
    database_proxy.initialize(db)
    return Library(path=path, db=db)


def open_worker(path: Path | str) -> Library:
    """Another connection to a library open_library has opened (and migrated), for a worker
    thread: call it in that thread, use it only there, close it there (lib.db.close()).

    It neither migrates nor binds the models (they stay on the app's connection): it is
    for the raw-SQL reads and writes of services, such as auto-export or an import.
    """
    path = Path(path).expanduser()
    version = _check_is_ours(path) if path.exists() else None
    if version != migrations.SCHEMA_VERSION:
        raise LibraryError(f"{path}: not an open library of this version")
    db = SqliteDatabase(str(path), pragmas=PRAGMAS, check_same_thread=False)
    try:
        db.connect()
    except sqlite3.DatabaseError as exc:
        raise LibraryError(f"{path}: cannot be opened as a library ({exc})") from exc
    return Library(path=path, db=db)


def _make_parent(path: Path) -> None:
    """Create the folder that will hold a new library, with a clear error if that fails."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise LibraryError(f"{path.parent}: cannot create the folder ({exc.strerror})") from exc


def _check_is_sqlite(path: Path) -> None:
    """Refuse a file that is not an SQLite database, before SQLite sees it."""
    try:
        with path.open("rb") as handle:
            magic = handle.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise LibraryError(f"{path}: cannot be read ({exc.strerror})") from exc
    if magic != SQLITE_MAGIC:
        raise LibraryError(f"{path}: not a Papershelf library (not an SQLite database)")
    if (why := integrity.truncation(path)) is not None:
        raise LibraryError(f"{path}: damaged, {why}; the file was left as it is")


def _check_is_ours(path: Path) -> int:
    """Read-only look at an existing file: a Papershelf library we can open? Its schema version."""
    try:
        with _closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as conn:
            app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            checked = app_id == APPLICATION_ID and path.stat().st_size <= QUICK_CHECK_LIMIT
            damaged = integrity.damage(conn) if checked else None
    except sqlite3.DatabaseError as exc:
        raise LibraryError(f"{path}: cannot be read as a library ({exc})") from exc
    if app_id == 0 and version == 0 and tables:
        raise LibraryError(f"{path}: not a Papershelf library (an unrelated SQLite database)")
    if app_id not in (0, APPLICATION_ID):
        raise LibraryError(f"{path}: not a Papershelf library")
    if damaged is not None:
        raise LibraryError(f"{path}: damaged ({damaged}); the file was left as it is")
    if version > migrations.SCHEMA_VERSION:
        raise LibraryError(
            f"{path}: made by a newer Papershelf (schema {version}, this one reads up to "
            f"{migrations.SCHEMA_VERSION}); update Papershelf to open it"
        )
    return version


def _prepare(db: SqliteDatabase, path: Path, version: int | None) -> None:
    """Create the schema in a new (or empty) file, or migrate an older one."""
    if not version:
        _create_schema(db)
    elif version < migrations.SCHEMA_VERSION:
        backup_file(db, path, f"before-migration-v{version}")
        migrations.migrate(db, version)


def _create_schema(db: SqliteDatabase) -> None:
    """Create every table (and the full-text index) of a new library in one transaction."""
    with db.bind_ctx(MODELS), db.atomic():
        db.create_tables(MODELS)
        fts.create_index(db)
        tag_order.create_triggers(db)
        db.execute_sql(f"PRAGMA application_id = {APPLICATION_ID}")
        db.execute_sql(f"PRAGMA user_version = {migrations.SCHEMA_VERSION}")


def backup_dir(path: Path) -> Path:
    """The folder beside a library that holds its backups."""
    return path.with_name(path.stem + "-backups")


def backup_file(db: SqliteDatabase, path: Path, reason: str) -> Path:
    """Copy the open library with SQLite's online backup API; return the copy's path."""
    folder = backup_dir(path)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = folder / f"{path.stem}-{stamp}-{reason}.sqlite"
    counter = 1
    while target.exists():
        counter += 1
        target = folder / f"{path.stem}-{stamp}-{reason}-{counter}.sqlite"
    source = db.connection()
    with _closing(sqlite3.connect(str(target))) as copy:
        source.backup(copy)
    return target


@contextmanager
def _closing(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """Close a raw sqlite3 connection however the block ends."""
    try:
        yield conn
    finally:
        conn.close()


def chosen_library_path(argument: str | Path | None) -> Path | None:
    """The library a person named: --library, else PAPERSHELF_LIBRARY, else None."""
    named = argument or os.environ.get("PAPERSHELF_LIBRARY")
    return Path(named).expanduser() if named else None


def default_library_path() -> Path:
    """Where the library lives when none is named: the platform's user data folder."""
    from platformdirs import user_data_path

    return user_data_path("Papershelf", appauthor=False) / "library.sqlite"
