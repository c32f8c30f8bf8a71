"""A library's PostgreSQL connection: peewee's PostgresqlDatabase on psycopg 3, opened from a
libpq URL, with the same read-only state as the SQLite connection and the server's errors
turned into LibraryErrors that name the server (never its password).

Passwords and TLS come only from libpq's own conventions (~/.pgpass, PGPASSWORD, service
files, sslmode in the URL): nothing here stores one. Values cross the wire as the SQLite
code expects them: timestamps come back as 'YYYY-MM-DD HH:MM:SS' text and booleans are
0/1 integers (the columns are SMALLINT), so raw SQL such as `managed = 1` runs on both.
"""

from __future__ import annotations

import os
import re
import uuid
from contextlib import suppress
from typing import Any
from urllib.parse import unquote, urlsplit

import peewee
import psycopg
from peewee import PostgresqlDatabase
from psycopg import errors as pg_errors
from psycopg.adapt import Dumper
from psycopg.pq import TransactionStatus
from psycopg.types.json import Json, Jsonb
from psycopg.types.string import TextLoader

from papershelf.i18n import translate
from papershelf.library.errors import LibraryBusyError, LibraryError, ReadOnlyLibraryError
from papershelf.library.locations import display_name

READING = "DEFERRED"  # the lock type of a read transaction (connection.READING)
CONNECT_TIMEOUT = 10  # seconds, unless the URL says otherwise
# A role with only SELECT, or a library made by a newer Papershelf, refuses writes this way.
_READ_ONLY_STATES = {"25006"}  # read_only_sql_transaction
_NO_PRIVILEGE = {"42501"}  # insufficient_privilege
_BUSY_STATES = {"40001", "40P01", "55P03"}  # serialization failure, deadlock, lock not available
_GONE_CLASSES = ("08", "57")  # connection exception, operator intervention (server shut down)


class ServerConnectionError(LibraryError, peewee.OperationalError):
    """The server cannot be reached, or dropped the connection; nothing was changed."""


class _BoolAsInt(Dumper):
    """Python booleans sent as 0/1 smallints, as SQLite stores them."""

    oid = psycopg.adapters.types["int2"].oid

    def dump(self, obj: bool) -> bytes:
        """1 for True, 0 for False."""
        return b"1" if obj else b"0"


class ServerAdapter(peewee.Psycopg3Adapter):
    """peewee's psycopg 3 adapter with psycopg bound here, not in peewee's module: peewee is
    imported with the drivers hidden (papershelf.library's package init), and then its own
    adapter has no driver to use."""

    txn_idle = TransactionStatus.IDLE
    txn_inerror = TransactionStatus.INERROR
    txn_unknown = TransactionStatus.UNKNOWN

    def __init__(self) -> None:
        super().__init__()
        self.json_type, self.jsonb_type = Json, Jsonb

    def check_driver(self) -> None:
        """The driver is here (imported by this module)."""

    def connect(self, db: PostgresqlDatabase, **params: Any) -> psycopg.Connection:
        """A connection as peewee's adapter makes it (ServerDatabase makes its own)."""
        encoding = getattr(db, "_encoding", None)
        if encoding:
            params.setdefault("client_encoding", encoding)
        key = "conninfo" if db.database.startswith("postgresql://") else "dbname"
        params.setdefault(key, db.database)
        return psycopg.connect(**params)

    def get_binary_type(self) -> type:
        """psycopg's type for bytes parameters."""
        return psycopg.Binary

    def server_side_cursor(self, conn: psycopg.Connection) -> psycopg.Cursor:
        """A named cursor that streams (see peewee's adapter): scoped to an open transaction,
        else held past it."""
        in_txn = self.txn_status(conn) == TransactionStatus.INTRANS
        return conn.cursor(name=str(uuid.uuid1()), withhold=not in_txn)


class ServerDatabase(PostgresqlDatabase):
    """The connection to one library on a PostgreSQL server (see the module docstring)."""

    # Whichever adapter peewee would pick (it picks psycopg2's when it saw no psycopg).
    psycopg2_adapter = psycopg3_adapter = ServerAdapter
    field_types = {  # noqa: RUF012 (peewee reads it per class)
        **PostgresqlDatabase.field_types,
        "BOOL": "SMALLINT",  # 0/1 as on SQLite: raw SQL compares booleans with integers
        "DATETIME": "TIMESTAMP(0)",  # whole seconds, as the SQLite library stores them
        "FLOAT": "DOUBLE PRECISION",  # list positions need more than REAL's 24 bits
    }

    def __init__(self, url: str) -> None:
        self.url = url.strip()
        self.read_only: str | None = None  # why writes are refused; None: they are not
        self.unchecked = False  # SQLite's deferred damage check: never needed on a server
        self._dropped = False  # the server dropped the connection of an open transaction
        super().__init__(self.url, autoconnect=True)

    @property
    def location(self) -> str:
        """The server and database, for messages (no password)."""
        return display_name(self.url)

    def _connect(self) -> psycopg.Connection:
        """A new autocommit connection (peewee issues BEGIN itself), adapted for the library."""
        try:
            conn = psycopg.connect(self.url, autocommit=True, **_timeout(self.url))  # type: ignore[arg-type]
        except psycopg.Error as exc:
            said = translate("library", "{location}: cannot connect ({why})")
            why = _reason(exc, self.url)
            raise ServerConnectionError(said.format(location=self.location, why=why)) from exc
        conn.adapters.register_dumper(bool, _BoolAsInt)
        for name in ("timestamp", "timestamptz", "date"):
            conn.adapters.register_loader(name, TextLoader)
        if self.read_only is not None:
            conn.execute("SET default_transaction_read_only = on")
        # No JIT: it compiles any statement the planner costs high (a sort of every entry)
        # for 0.4-0.9 s before running it, more than such a statement takes at 100k.
        conn.execute("SET jit = off")
        return conn

    def _set_server_version(self, conn: psycopg.Connection) -> None:
        """peewee asks the server's version once per connection."""
        self.server_version = conn.pgconn.server_version

    def set_read_only(self, reason: str) -> None:
        """Refuse every write from now on; *reason* says why (the first reason stays)."""
        self.read_only = self.read_only or reason
        if not self.is_closed():
            self.connection().execute("SET default_transaction_read_only = on")

    def mark_damaged(self, reason: str) -> LibraryError:
        """Damage is SQLite's: a server keeps its own files whole, so this only says so."""
        said = translate("library", "{location}: {why} (damage checks apply to library files)")
        return LibraryError(said.format(location=self.location, why=reason))

    def check_before_writing(self) -> None:
        """Nothing to check: the server guards its own files (SQLite checks its file here)."""

    def checkpoint(self) -> None:
        """Nothing to fold in: the server manages its write-ahead log."""

    def begin(self, lock_type: str | None = None) -> None:
        """Start a transaction; a reading one sees one snapshot throughout (REPEATABLE READ)."""
        stmt = "BEGIN"
        if lock_type == READING or self.read_only is not None:
            stmt = "BEGIN ISOLATION LEVEL REPEATABLE READ"
        self.execute_sql(stmt)

    def execute_sql(self, sql: str, params: Any = None) -> Any:
        """peewee's execute_sql, with the server's refusals explained (see problem()).

        A connection the server dropped (a restart, pg_terminate_backend) is replaced by a new
        one: at once for a statement that may safely run again outside a transaction (BEGIN,
        a read), else from the next statement on, after this one is reported.
        """
        if self._dropped:  # the transaction's connection is gone: nothing more of it runs
            raise self._lost_error("the server closed the connection")
        try:
            return super().execute_sql(sql, params)
        except (peewee.DatabaseError, peewee.InterfaceError) as exc:
            if self._note_lost() and _repeatable(sql):
                return self._execute_again(sql, params)
            self._explain(exc)
            raise

    def _execute_again(self, sql: str, params: Any) -> Any:
        """Run a statement once more on a new connection (the old one was dropped)."""
        try:
            return super().execute_sql(sql, params)
        except (peewee.DatabaseError, peewee.InterfaceError) as exc:
            self._note_lost()
            self._explain(exc)
            raise

    def executemany(self, sql: str, rows: Any) -> psycopg.Cursor:
        """One statement once per row of parameters (SQL already in psycopg's style)."""
        if self._dropped:
            raise self._lost_error("the server closed the connection")
        cursor = self.cursor()
        try:
            with peewee.__exception_wrapper__:  # type: ignore[attr-defined]
                cursor.executemany(sql, list(rows))
        except (peewee.DatabaseError, peewee.InterfaceError) as exc:
            self._note_lost()
            self._explain(exc)
            raise
        return cursor

    def commit(self) -> None:
        """COMMIT, with the server's refusals explained."""
        try:
            super().commit()
        except (peewee.DatabaseError, peewee.InterfaceError) as exc:
            self._note_lost()
            self._explain(exc)
            raise

    def rollback(self) -> None:
        """ROLLBACK; on a dropped connection there is nothing to roll back (the server did)."""
        if self._dropped or self.is_closed():
            self._forget_connection()
            return
        super().rollback()

    def _note_lost(self) -> bool:
        """Whether the connection is gone; if so, forget it (once no transaction uses it).

        True when a new connection may be taken at once (no transaction was open).
        """
        conn = self._state.conn  # type: ignore[attr-defined]
        if conn is None or not (conn.closed or conn.broken):
            return False
        if self.transaction_depth():
            self._dropped = True  # until the transaction is rolled back (peewee's __exit__)
            return False
        self._forget_connection()
        return True

    def _forget_connection(self) -> None:
        """Let the dropped connection go: the next statement connects anew (autoconnect)."""
        conn, self._dropped = self._state.conn, False  # type: ignore[attr-defined]
        if conn is not None:
            with suppress(psycopg.Error):
                conn.close()
        self._state.reset()  # type: ignore[attr-defined]

    def _lost_error(self, reason: str) -> ServerConnectionError:
        """The error for a statement of a transaction whose connection is gone."""
        said = translate(
            "library",
            "{location}: the connection to the server was lost ({why}); the last change was "
            "not saved",
        )
        return ServerConnectionError(said.format(location=self.location, why=reason))

    def _explain(self, exc: BaseException) -> None:
        """Raise the LibraryError that explains *exc*, if there is one (else return)."""
        problem = self.problem(exc)
        if problem is not None:
            raise problem from exc

    def problem(self, exc: BaseException) -> LibraryError | None:
        """The LibraryError that explains a server error (None: not one of ours to explain)."""
        error = server_error(exc)
        if error is None:
            return None
        state = error.sqlstate or ""
        text = _reason(error, self.url)
        if state in _READ_ONLY_STATES or (state in _NO_PRIVILEGE and self.read_only):
            why = self.read_only or translate("library", "the server refused the write")
            said = translate("library", "{path}: read-only ({why}); nothing was changed")
            return ReadOnlyLibraryError(said.format(path=self.location, why=why))
        if state in _NO_PRIVILEGE:
            said = translate(
                "library", "{location}: this role may not write ({why}); nothing was changed"
            )
            return ReadOnlyLibraryError(said.format(location=self.location, why=text))
        if state in _BUSY_STATES:
            said = translate("library", "{path}: busy ({why}); nothing was changed: try again")
            return LibraryBusyError(said.format(path=self.location, why=text))
        if state.startswith(_GONE_CLASSES) or isinstance(error, psycopg.OperationalError):
            if isinstance(error, pg_errors.QueryCanceled):
                return None
            said = translate(
                "library",
                "{location}: the connection to the server was lost ({why}); the last change "
                "may not have been saved",
            )
            return ServerConnectionError(said.format(location=self.location, why=text))

        return None


_REPEATABLE = re.compile(r"\s*(BEGIN|SELECT|SHOW)\b", re.IGNORECASE)


def _repeatable(sql: str) -> bool:
    """Whether *sql* may run again after its connection dropped (it changes nothing)."""
    return _REPEATABLE.match(sql) is not None and "FOR UPDATE" not in sql.upper()


def server_error(exc: BaseException) -> psycopg.Error | None:
    """The psycopg error behind *exc* (peewee wraps it and keeps it as the cause)."""
    seen: BaseException | None = exc
    for _ in range(3):
        if seen is None:
            return None
        if isinstance(seen, psycopg.Error):
            return seen
        seen = seen.__cause__ or seen.__context__
    return None


def _reason(error: BaseException, url: str) -> str:
    """The first line of the server's message, never showing the URL's password."""
    text = (str(error).strip().splitlines() or [type(error).__name__])[0]
    password = _password(url)
    if password:
        text = text.replace(password, "***")
    return text


def _password(url: str) -> str | None:
    """The password written in *url*, if any (only to keep it out of messages)."""
    try:
        password = urlsplit(url).password
    except ValueError:
        return None
    return unquote(password) if password else None


def _timeout(url: str) -> dict[str, int]:
    """A connect timeout unless the URL (or PGCONNECT_TIMEOUT) chose one."""
    if "connect_timeout" in url or os.environ.get("PGCONNECT_TIMEOUT"):
        return {}
    return {"connect_timeout": CONNECT_TIMEOUT}
