"""Opening a library file: pragmas, schema version, backups and migrations."""

from __future__ import annotations

import getpass
import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from peewee import SqliteDatabase

from papershelf.library import (
    file_presence,
    files,
    fts,
    fulltext,
    integrity,
    lock,
    migrations,
    related_sql,
    tag_order,
)
from papershelf.library.connection import (
    PRAGMAS,
    READING,
    LibraryDatabase,
    Waiting,
    damage_found,
)
from papershelf.library.errors import (
    DamagedLibraryError,
    EmptyLibraryFileError,
    LibraryError,
    ReadOnlyLibraryError,
)
from papershelf.library.locations import LibraryTarget, as_target, shown, title
from papershelf.library.models import MODELS, database_proxy
from papershelf.library.scope_sets import ScopeSets

__all__ = [
    "PRAGMAS",
    "DamagedLibraryError",
    "EmptyLibraryFileError",
    "Library",
    "LibraryError",
    "ReadOnlyLibraryError",
    "Waiting",
    "open_library",
    "open_worker",
]  # fmt: skip

# "PPSH": marks a SQLite file as a Papershelf library, so a foreign database is never touched.
APPLICATION_ID = 0x50505348
SQLITE_MAGIC = b"SQLite format 3\x00"
# quick_check reads every page: ~0.1 s for a 10k library, 0.5-1.5 s for a 460 MB 100k one.
# Bigger files get the cheap truncation check at open and quick_check before their first
# write (LibraryDatabase.check_before_writing; the GUI checks in the background too).
QUICK_CHECK_LIMIT = 64 * 1024 * 1024
NOT_WRITABLE = "the file is read-only: this user may not write it"
OTHER_NAME = (
    "another process has this file open by another name (a hard link); "
    "writing through two names would damage it"
)


@dataclass
class Library:
    """An open library file and its database connection."""

    path: Path
    db: LibraryDatabase
    scope_sets: ScopeSets = field(default_factory=ScopeSets)  # tag scopes while searching
    claim: lock.NameClaim | None = None  # the name this process opened the file by
    _user: str | None = field(default=None, repr=False)  # user_name(), asked once

    @property
    def name(self) -> str:
        """What a window title calls this library (a server's URL never shows its password)."""
        return title(self.target)

    @property
    def file(self) -> Path | None:
        """The library file (None for a library on a server: it has no file, lock or backups)."""
        return self.path

    @property
    def folder(self) -> Path:
        """The folder beside the library file (where its files/ and backups go)."""
        return self.path.parent

    @property
    def target(self) -> LibraryTarget:
        """What open_library / open_worker take to open this library again."""
        return self.path

    @property
    def location(self) -> str:
        """Where the library is, for titles and messages: its path, or its URL without password."""
        return shown(self.target)

    @property
    def read_only(self) -> str | None:
        """Why writes are refused (read-only file, another writer, damage); None: they are not."""
        return self.db.read_only

    @property
    def damaged(self) -> str | None:
        """What SQLite found wrong with the file (None: nothing found so far)."""
        return damage_found(self.path)

    def set_read_only(self, reason: str) -> None:
        """Refuse every write from now on; *reason* says why (the first reason given stays)."""
        self.db.set_read_only(reason)

    @property
    def needs_check(self) -> bool:
        """Whether the open skipped the damage check (a big file): it runs before a write."""
        return self.db.unchecked

    def mark_checked(self) -> None:
        """Record that the skipped check has run and found the library whole."""
        self.db.unchecked = False

    def mark_damaged(self, reason: str) -> LibraryError:
        """Record that the library is damaged (*reason*), go read-only; the error to raise."""
        return self.db.mark_damaged(reason)

    def answer_related(self, provider: related_sql.Provider | None) -> None:
        """Answer related:KEY terms in this library's searches with *provider* (None: nothing)."""
        related_sql.set_provider(self.db, provider)

    def is_closed(self) -> bool:
        """Whether this connection has been closed."""
        return self.db.is_closed()

    def session_pid(self) -> int | None:
        """The server's process id for this connection (None for a file, or while closed)."""
        from papershelf.library.pg_listen import session_pid  # psycopg: only when asked

        return session_pid(self.db)

    def atomic(self):
        """One write transaction (or savepoint when nested): all of it is saved, or none of it.

        It takes the write lock first (BEGIN IMMEDIATE), waiting for another writer.
        """
        return self.db.atomic()

    def reading(self):
        """One read transaction: a consistent view that never takes (or waits for) the
        write lock (or a savepoint when nested in another transaction)."""
        return self.db.atomic(READING)

    def execute(self, sql: str, params: tuple | list = ()) -> sqlite3.Cursor:
        """Run raw SQL on this library's connection (for the fast paths of queries)."""
        return self.db.execute_sql(sql, params)

    def executemany(self, sql: str, rows: Iterable[Sequence[object]]) -> sqlite3.Cursor:
        """Run one raw statement once per row of parameters (the library's bulk writes)."""
        return self.db.connection().executemany(sql, rows)

    def user_name(self) -> str:
        """Who writes through this library, as row stamps name them: the server's role on a
        database server, the operating system's user name for a file."""
        if self._user is None:
            if isinstance(self.db, SqliteDatabase):
                self._user = _os_user()
            else:
                self._user = str(self.execute("SELECT current_user").fetchone()[0])
        return self._user

    def data_version(self) -> int:
        """SQLite's count of commits by other connections to the file (it moves when another
        window or the CLI writes)."""
        return int(self.db.execute_sql("PRAGMA data_version").fetchone()[0])

    def close(self, *, checkpoint: bool = True) -> None:
        """Close the connection; the file is left complete (WAL checkpointed when alone,
        unless not *checkpoint*: after a checkpoint failed, the log is read at the next open)."""
        if not self.db.is_closed():
            if checkpoint:
                self.db.checkpoint()
            self.db.close()
        if self.claim is not None:
            self.claim.release()

    def close_worker(self) -> None:
        """Close a worker's connection (open_worker's), on its thread; the app's stays open."""
        self.db.close()


def _os_user() -> str:
    """The operating system's name for the user running Papershelf ('' when it has none)."""
    try:
        return getpass.getuser()
    except (OSError, KeyError):  # no USER/LOGNAME and no passwd entry (a bare container)
        return ""


def open_library(
    path: Path | str, create: bool = True, *, adopt_empty: bool = False,
    waiting: Waiting | None = None,
) -> Library:  # fmt: skip
    """Open (creating or migrating as needed) the library at *path*.

    Only a new path becomes a new library: an existing empty file is refused
    (EmptyLibraryFileError) unless *adopt_empty* (the person agreed, or it is our own default
    file). *waiting* says how long writes wait for another process's write lock.
    """
    path = Path(path).expanduser()
    exists = _existing(path, adopt_empty)
    if not exists and not create:
        raise LibraryError(f"{path}: no library there")
    checked = True
    if exists:
        _check_is_sqlite(path)
        version, checked = _check_is_ours(path)
    else:
        _make_parent(path)
        version = None
    claim = lock.claim_name(path) if exists else None
    db = LibraryDatabase(path, waiting)
    related_sql.register(db)  # related:KEY in searches (answered once an index is attached)
    file_presence.register(db)  # attachments:missing in searches
    try:
        db.connect()
        claim = claim or lock.claim_name(path)
        _restrict(db, claim, checked)
        _prepare(db, path, version)
    except (sqlite3.DatabaseError, LibraryError) as exc:
        db.close()
        if claim is not None:
            claim.release()
        if isinstance(exc, LibraryError):
            raise
        raise LibraryError(f"{path}: cannot be opened as a library ({exc})") from exc
    database_proxy.initialize(db)
    return Library(path=path, db=db, claim=claim)


def _existing(path: Path, adopt_empty: bool) -> bool:
    """Whether *path* holds a library to open; an empty file only when it may be adopted."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise LibraryError(f"{path}: cannot be read ({exc.strerror})") from exc
    if size == 0 and not adopt_empty and path.is_file():
        raise EmptyLibraryFileError(
            f"{path}: an empty file, not a library; name a new file to create a library, "
            "or delete this one first"
        )
    return size > 0


def _restrict(db: LibraryDatabase, claim: lock.NameClaim, checked: bool) -> None:
    """Read-only when the file cannot be written or is open by another name; check later if big."""
    db.unchecked = not checked
    if not claim.writable:
        db.set_read_only(NOT_WRITABLE)
    elif claim.other_name:
        db.set_read_only(OTHER_NAME)
    if (known := damage_found(db.path)) is not None:
        db.mark_damaged(known)


def open_worker(path: Path | str) -> Library:
    """Another connection to a library open_library has opened (and migrated), for a worker
    thread: call it in that thread, use it only there, close it there (lib.close_worker()).

    It neither migrates nor binds the models (they stay on the app's connection): it is
    for the raw-SQL reads and writes of services, such as auto-export or an import.
    """
    path = Path(path).expanduser()
    version = _check_is_ours(path)[0] if path.exists() else None
    if version != migrations.SCHEMA_VERSION:
        raise LibraryError(f"{path}: not an open library of this version")
    db = LibraryDatabase(path)
    file_presence.register(db)
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
        magic = files.read_head(path, len(SQLITE_MAGIC))  # no descriptor closed: see files.py
    except OSError as exc:
        raise LibraryError(f"{path}: cannot be read ({exc.strerror})") from exc
    if magic != SQLITE_MAGIC:
        raise LibraryError(f"{path}: not a Papershelf library (not an SQLite database)")
    if (why := integrity.truncation(path)) is not None:
        raise LibraryError(f"{path}: damaged, {why}; the file was left as it is")


def _check_is_ours(path: Path) -> tuple[int, bool]:
    """Read-only look at an existing file: a Papershelf library we can open? Its schema
    version, and whether quick_check ran (it is skipped above QUICK_CHECK_LIMIT)."""
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
    return version, checked


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
        fulltext.create_tables(db)
        db.execute_sql(f"PRAGMA application_id = {APPLICATION_ID}")
        db.execute_sql(f"PRAGMA user_version = {migrations.SCHEMA_VERSION}")


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
        raise DamagedLibraryError(f"{path}: damaged ({damage}); no backup was taken")
    return target


def _copy_checked(source: sqlite3.Connection, target: Path) -> str | None:
    """Copy *source* into a new file *target*; what quick_check finds wrong with the copy."""
    with _closing(sqlite3.connect(str(target))) as copy:
        source.backup(copy)
        copy.execute("PRAGMA journal_mode = DELETE")  # one file: reading it leaves no -wal
        return integrity.damage(copy)


def _is_damage(exc: sqlite3.DatabaseError) -> bool:
    """Whether SQLite's error says the file is damaged (not that the disk is full)."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))


def _remove_copy(target: Path) -> None:
    """Remove a failed backup and its journal: never a 0-byte or partial "backup"."""
    for leftover in (target, target.with_name(target.name + "-journal")):
        leftover.unlink(missing_ok=True)


@contextmanager
def _closing(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """Close a raw sqlite3 connection however the block ends."""
    try:
        yield conn
    finally:
        conn.close()


def chosen_library_path(argument: LibraryTarget | None) -> LibraryTarget | None:
    """The library a person named: --library, else PAPERSHELF_LIBRARY, else None; a file's
    path, or a postgresql:// URL kept as the string it is (a Path would fold its '//')."""
    named = argument or os.environ.get("PAPERSHELF_LIBRARY")
    return as_target(named) if named else None


def default_library_path() -> Path:
    """Where the library lives when none is named: the platform's user data folder."""
    from platformdirs import user_data_path

    return user_data_path("Papershelf", appauthor=False) / "library.sqlite"
