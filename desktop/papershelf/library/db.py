"""Opening a library: a SQLite file (checked first by file_checks; pragmas, schema version,
backups, migrations) or a database on a PostgreSQL server (postgresql/schema.py,
postgresql/connection.ServerDatabase); the Library both give, with its Backend
(library/backend.py) chosen here, once."""

from __future__ import annotations

import logging
import os
import re
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from peewee import SqliteDatabase

from papershelf.i18n import N, translate
from papershelf.library import fulltext, lock, match_keys, related_sql, tag_order, text_repair
from papershelf.library.backup_copy import backup_dir, backup_file
from papershelf.library.errors import (
    DamagedLibraryError,
    EmptyLibraryFileError,
    LibraryError,
    ReadOnlyLibraryError,
)
from papershelf.library.file_checks import (
    APPLICATION_ID,
    check_is_ours,
    check_is_sqlite,
    existing_library,
    make_parent,
)
from papershelf.library.locations import (
    LibraryTarget,
    as_target,
    is_server_url,
    shown,
    title,
)
from papershelf.library.models import MODELS, database_proxy
from papershelf.library.scope_sets import ScopeSets
from papershelf.library.sqlite import fts, match_triggers, migrations
from papershelf.library.sqlite.backend import SQLITE
from papershelf.library.sqlite.connection import (
    PRAGMAS,
    READING,
    LibraryDatabase,
    Waiting,
    damage_found,
)

if TYPE_CHECKING:  # psycopg is imported only when a server library is opened
    from papershelf.library.backend import Backend
    from papershelf.library.postgresql.connection import ServerDatabase

__all__ = [
    "PRAGMAS",
    "DamagedLibraryError",
    "EmptyLibraryFileError",
    "Library",
    "LibraryError",
    "ReadOnlyLibraryError",
    "Waiting",
    "backup_dir",
    "backup_file",
    "open_library",
    "open_worker",
]  # fmt: skip

NOT_WRITABLE = N("the file is read-only: this user may not write it")
NOT_A_FILE = N("a library on a server, not a file: this applies only to a library file")
NEWER_SCHEMA = N(
    "made by a newer Papershelf (schema {version}, this one reads up to {known}); "
    "read-only: update Papershelf to change it"
)
SELECT_ONLY = N("this role may only read the library (no INSERT, UPDATE or DELETE on its tables)")
OTHER_NAME = N(
    "another process has this file open by another name (a hard link); "
    "writing through two names would damage it"
)


class Rows(Protocol):
    """What a raw statement gives back on either backend (sqlite3's or psycopg's cursor)."""

    @property
    def rowcount(self) -> int: ...

    @property
    def description(self) -> Any: ...

    def fetchone(self) -> Any: ...
    def fetchall(self) -> list[Any]: ...
    def fetchmany(self, size: int = ...) -> list[Any]: ...
    def __iter__(self) -> Iterator[Any]: ...


@dataclass
class Library:
    """An open library (a SQLite file, or a database on a PostgreSQL server) and its connection.

    *file* is the SQLite file (None on a server), *url* the server's libpq URL (None for a
    file). Features that belong to a file (backups, file locks, damage checks, a folder
    beside it) ask for `path`, which on a server raises a LibraryError saying so.
    """

    db: LibraryDatabase | ServerDatabase
    backend: Backend
    file: Path | None = None
    url: str | None = None
    scope_sets: ScopeSets = field(default_factory=ScopeSets)  # tag scopes while searching
    claim: lock.NameClaim | None = None  # the name this process opened the file by
    _user: str | None = field(default=None, repr=False)  # user_name(), asked once

    @property
    def name(self) -> str:
        """What a window title calls this library (a server's URL never shows its password)."""
        return title(self.target)

    @property
    def path(self) -> Path:
        """The library file; LibraryError on a server (the feature asking is a file's)."""
        if self.file is None:
            raise LibraryError(f"{self.location}: {translate('', NOT_A_FILE)}")
        return self.file

    @property
    def folder(self) -> Path:
        """The folder beside the library file; for a server library, this user's own folder
        for it (in the user data folder, named after the server and database)."""
        if self.file is not None:
            return self.file.parent
        return server_folder(self.location)

    @property
    def file_db(self) -> LibraryDatabase:
        """The SQLite connection, for what only a file has; LibraryError on a server."""
        if not isinstance(self.db, LibraryDatabase):
            raise LibraryError(f"{self.location}: {translate('', NOT_A_FILE)}")
        return self.db

    @property
    def location(self) -> str:
        """Where the library is, for titles and messages: its path, or its URL without password."""
        return shown(self.target)

    @property
    def target(self) -> LibraryTarget:
        """What open_library / open_worker take to open this library again."""
        return self.url or self.path

    @property
    def read_only(self) -> str | None:
        """Why writes are refused (read-only file or role, another writer, damage); None: they
        are not."""
        return self.db.read_only

    @property
    def damaged(self) -> str | None:
        """What SQLite found wrong with the file (None: nothing found so far, or a server)."""
        return damage_found(self.file) if self.file is not None else None

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
        return self.backend.session_pid(self)

    def atomic(self):
        """One write transaction (or savepoint when nested): all of it is saved, or none of it.

        On SQLite it takes the write lock first (BEGIN IMMEDIATE), waiting for another writer.
        """
        return self.db.atomic()

    def reading(self):
        """One read transaction: a consistent view that never takes (or waits for) the
        write lock (or a savepoint when nested in another transaction)."""
        return self.db.atomic(READING)

    def execute(self, sql: str, params: tuple | list = ()) -> Rows:
        """Run raw SQL (`?` parameters) on this library's connection."""
        return self.backend.execute(self, sql, params)

    def executemany(self, sql: str, rows: Iterable[Sequence[object]]) -> Rows:
        """Run one raw statement once per row of parameters (the library's bulk writes)."""
        return self.backend.executemany(self, sql, rows)

    def insert(self, sql: str, params: tuple | list = ()) -> int:
        """Run one INSERT of a row with an `id`; the new row's id."""
        return self.backend.insert(self, sql, params)

    def user_name(self) -> str:
        """Who writes through this library, as row stamps name them: the login on a server
        (session_user: a login acting as its group role is still itself), else the OS user."""
        if self._user is None:
            self._user = self.backend.user_name(self)
        return self._user

    def data_version(self) -> int:
        """SQLite's count of commits by other connections to the file (it moves when another
        window or the CLI writes); on a server always 0 (changes arrive by notifications)."""
        return self.backend.data_version(self)

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


def open_library(
    path: LibraryTarget, create: bool = True, *, adopt_empty: bool = False,
    waiting: Waiting | None = None,
) -> Library:  # fmt: skip
    """Open (creating or migrating as needed) the library at *path*, a file or a server URL.

    Only a new path becomes a new library: an existing empty file is refused
    (EmptyLibraryFileError) unless *adopt_empty* (the person agreed, or it is our own default
    file). *waiting* says how long writes wait for another process's write lock. On a
    server, an empty database becomes a new library (when *create*).
    """
    if is_server_url(path):
        return _open_server(str(path), create)
    path = Path(path).expanduser()
    exists = existing_library(path, adopt_empty)
    if not exists and not create:
        raise LibraryError(translate("library", "{path}: no library there").format(path=path))
    checked = True
    if exists:
        check_is_sqlite(path)
        version, checked = check_is_ours(path)
    else:
        make_parent(path)
        version = None
    claim = lock.claim_name(path) if exists else None
    db = LibraryDatabase(path, waiting)
    try:
        db.connect()
        claim = claim or lock.claim_name(path)
        _restrict(db, claim, checked)
        _prepare(db, path, version)
        _mend_text(db)
    except (sqlite3.DatabaseError, LibraryError) as exc:
        db.close()
        if claim is not None:
            claim.release()
        if isinstance(exc, LibraryError):
            raise
        raise _not_openable(path, exc) from exc
    database_proxy.initialize(db)
    return Library(db=db, backend=SQLITE, file=path, claim=claim)


def _restrict(db: LibraryDatabase, claim: lock.NameClaim, checked: bool) -> None:
    """Read-only when the file cannot be written or is open by another name; check later if big."""
    db.unchecked = not checked
    if not claim.writable:
        db.set_read_only(translate("", NOT_WRITABLE))
    elif claim.other_name:
        db.set_read_only(translate("", OTHER_NAME))
    if (known := damage_found(db.path)) is not None:
        db.mark_damaged(known)


def _mend_text(db: LibraryDatabase) -> None:
    """Look through the text of a library not looked through yet (library.text_repair): at
    open if the file is small enough for its check, repairing what does not decode (or
    reading it replaced, read-only); a big file is read replaced until its first write."""
    conn = db.connection()
    if text_repair.checked(conn):
        return
    writable = db.read_only is None
    if db.unchecked:  # too big to look through now
        db.decode_replacing()
        db.text_unchecked = writable
        return
    bad = text_repair.find_undecodable_in(db.path, conn)  # a read: no write lock waited for
    db.text_unchecked = writable  # the first write remembers it (and repairs what is bad)
    if bad and writable:
        with db.atomic():  # begins by mending it (LibraryDatabase.begin)
            pass
    elif bad:
        db.decode_replacing()
        db.text_repairs = text_repair.describe(bad, repaired=False)
        logging.getLogger(__name__).warning("%s: %s", db.path, db.text_repairs)


def _open_server(url: str, create: bool) -> Library:
    """Open (creating the schema of an empty database) the library on a PostgreSQL server."""
    from papershelf.library.postgresql import (
        schema as schema_pg,  # a server's only: not loaded at start-up
    )

    db = _connect_server(url)
    try:
        version = schema_pg.read_version(db, db.location)
        if version is None and not create:
            said = translate("library", "{location}: no library there (the database is empty)")
            raise LibraryError(said.format(location=db.location))
        if version is None:
            version = schema_pg.create_schema(db, migrations.SCHEMA_VERSION, db.location)
        _restrict_server(db, version)
    except BaseException:
        db.close()
        raise
    database_proxy.initialize(db)
    return Library(db=db, backend=_server_backend(), url=url)


def _server_backend() -> Backend:
    """PostgreSQL's backend (psycopg and the server modules load only for a server)."""
    from papershelf.library.postgresql.backend import SERVER

    return SERVER


def _connect_server(url: str) -> ServerDatabase:
    """A connected ServerDatabase for *url*; LibraryError naming the server if it fails."""
    from papershelf.library.postgresql.connection import (
        ServerDatabase,  # psycopg: only for a server
    )

    db = ServerDatabase(url)
    db.connect()
    return db


def _restrict_server(db: ServerDatabase, version: int | None, migrate_it: bool = True) -> None:
    """Read-only for a newer schema or a role that may only SELECT; an older schema is
    migrated (by a role that may), else read-only too (postgresql/migrations.py)."""
    from papershelf.library.postgresql import migrations as migrations_pg
    from papershelf.library.postgresql import schema as schema_pg

    known = migrations.SCHEMA_VERSION
    if version is not None and version > known:
        db.set_read_only(translate("", NEWER_SCHEMA).format(version=version, known=known))
    elif version is not None and version < known:
        migrations_pg.upgrade_on_open(db, version, migrate_it)
    if not schema_pg.may_write(db):
        db.set_read_only(translate("", SELECT_ONLY))


def open_worker(path: LibraryTarget) -> Library:
    """Another connection to a library open_library has opened (and migrated), for a worker
    thread: call it in that thread, use it only there, close it there (lib.close_worker()).

    It neither migrates nor binds the models (they stay on the app's connection): it is
    for the raw-SQL reads and writes of services, such as auto-export or an import.
    """
    if is_server_url(path):
        return _open_server_worker(str(path))
    path = Path(path).expanduser()
    version = check_is_ours(path)[0] if path.exists() else None
    if version != migrations.SCHEMA_VERSION:
        raise _not_this_version(path)
    db = LibraryDatabase(path)
    try:
        db.connect()
        if not text_repair.checked(db.connection()):  # not looked through yet: read safely
            db.decode_replacing()
    except sqlite3.DatabaseError as exc:
        raise _not_openable(path, exc) from exc
    return Library(db=db, backend=SQLITE, file=path)


def _not_openable(path: Path, exc: Exception) -> LibraryError:
    """The error for a library file SQLite would not open."""
    said = translate("library", "{path}: cannot be opened as a library ({why})")
    return LibraryError(said.format(path=path, why=exc))


def _not_this_version(location: object) -> LibraryError:
    """The error for a worker's connection to a library not opened (migrated) before."""
    said = translate("library", "{location}: not an open library of this version")
    return LibraryError(said.format(location=location))


def _open_server_worker(url: str) -> Library:
    """Another connection to a server library, read-only as the app's is."""
    from papershelf.library.postgresql import (
        schema as schema_pg,  # a server's only: not loaded at start-up
    )

    db = _connect_server(url)
    try:
        version = schema_pg.read_version(db, db.location)
        if version is None:
            raise _not_this_version(db.location)
        _restrict_server(db, version, migrate_it=False)
    except BaseException:
        db.close()
        raise
    return Library(db=db, backend=_server_backend(), url=url)


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
        match_keys.create_indexes(db)
        match_triggers.create_triggers(db)
        fulltext.create_tables(db)
        db.execute_sql(f"PRAGMA application_id = {APPLICATION_ID}")
        db.execute_sql(f"PRAGMA user_version = {migrations.SCHEMA_VERSION}")


def chosen_library_path(argument: LibraryTarget | None) -> LibraryTarget | None:
    """The library a person named: --library, else PAPERSHELF_LIBRARY, else None; a file's
    path, or a postgresql:// URL kept as the string it is (a Path would fold its '//')."""
    named = argument or os.environ.get("PAPERSHELF_LIBRARY")
    return as_target(named) if named else None


def server_folder(location: str) -> Path:
    """This user's folder for a server library (its managed files, when no folder is set)."""
    from platformdirs import user_data_path

    name = re.sub(r"[^A-Za-z0-9._-]+", "_", location.split("://", 1)[-1]).strip("_")
    return user_data_path("Papershelf", appauthor=False) / "server-libraries" / name[:120]


def default_library_path() -> Path:
    """Where the library lives when none is named: the platform's user data folder."""
    from platformdirs import user_data_path

    return user_data_path("Papershelf", appauthor=False) / "library.sqlite"
