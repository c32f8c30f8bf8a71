"""PostgreSQL only: a connection of its own that LISTENs to a library's change channel.

A background thread connects, LISTENs, and hands each batch of Notices (pg_changes) to a
callback, leaving out those sent by the session's own backends. When the connection drops
(the server restarts, the backend is terminated, the network goes) it reconnects with
backoff and reports each state to a second callback. Both callbacks run on the thread: a
GUI passes them on to its own thread. No Qt here.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Collection
from contextlib import suppress
from dataclasses import dataclass, field, replace
from typing import Any

import psycopg

from papershelf.library.postgresql.changes import LinkState, Notice, channel_name
from papershelf.library.postgresql.connection import ServerDatabase
from papershelf.library.postgresql.notice_check import NoticeCheck, read_notice

WAIT_S = 0.25  # longest wait for notifications before the thread looks whether to stop
HEARTBEAT_S = 10.0  # who else listens is asked this often (a dead link fails there)
# libpq keeps a TCP connection honest: a dead peer is found within ~15 s, not hours.
__all__ = ["Backoff", "ChangeListener", "LinkState", "session_pid"]
TCP_OPTIONS: dict[str, Any] = {
    "connect_timeout": 5,
    "keepalives": 1,
    "keepalives_idle": 5,
    "keepalives_interval": 2,
    "keepalives_count": 3,
    "tcp_user_timeout": 10_000,
}


@dataclass(frozen=True)
class Backoff:
    """Waits between reconnection attempts: first, then times factor, at most most."""

    first: float = 0.5
    factor: float = 2.0
    most: float = 15.0

    def delay(self, attempt: int) -> float:
        """Seconds to wait before attempt number *attempt* (1 is the first retry)."""
        return float(min(self.most, self.first * self.factor ** max(0, attempt - 1)))


def _nothing(_: object) -> None:
    """A callback that does nothing."""


@dataclass
class ChangeListener:
    """Listens to a library's changes on its own connection, in a thread of its own.

    url: the library's libpq connection string. on_notices(list of Notice) gets each batch
    of other sessions' changes; on_state(LinkState) each change of the connection's state.
    own_pids() names the backend pids whose changes are the session's own (left out).
    schema: the library's schema (default: the connection's current_schema()).
    """

    url: str
    on_notices: Callable[[list[Notice]], None]
    on_state: Callable[[LinkState], None] = _nothing
    own_pids: Callable[[], Collection[int]] = frozenset
    schema: str | None = None
    backoff: Backoff = field(default_factory=Backoff)
    heartbeat: float = HEARTBEAT_S
    state: LinkState = field(default=LinkState("connecting"), init=False)
    backend_pid: int | None = field(default=None, init=False)  # the listening backend
    _stop: threading.Event = field(default_factory=threading.Event, init=False)
    _wake: threading.Event = field(default_factory=threading.Event, init=False)
    _thread: threading.Thread | None = field(default=None, init=False)
    _connection: psycopg.Connection[Any] | None = field(default=None, init=False)
    _presence: str = field(default="", init=False)  # this library's sessions' application_name
    _check: NoticeCheck | None = field(default=None, init=False)  # notices are hints: checked

    def start(self) -> ChangeListener:
        """Connect and listen in the background (the first state is reported from there)."""
        self._thread = threading.Thread(target=self._run, name="papershelf-listen", daemon=True)
        self._thread.start()
        return self

    def stop(self, timeout: float = 5.0) -> None:
        """Stop listening and close the connection."""
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)

    def retry_now(self) -> None:
        """Cut short the wait before the next reconnection attempt (a Retry button)."""
        self._wake.set()

    @property
    def running(self) -> bool:
        """Whether the thread is still running."""
        return self._thread is not None and self._thread.is_alive()

    # --- the thread -----------------------------------------------------------------
    def _run(self) -> None:
        """Connect, listen until the connection drops, wait, connect again; until stopped.

        A bug (an exception not from psycopg) ends the thread through threading.excepthook
        (the app's crash report), reporting "stopped" first so no window claims to be live.
        """
        attempt, ever = 0, False
        try:
            while not self._stop.is_set():
                try:
                    connection, channel, people = self._connect()
                except psycopg.Error as exc:
                    attempt += 1
                    self._wait_to_retry(str(exc), attempt)
                    continue
                self._report(LinkState("reconnected" if ever else "connected", people=people))
                ever, attempt = True, 0
                try:
                    self._listen(connection, channel)
                except psycopg.Error as exc:
                    if not self._stop.is_set():
                        attempt = 1
                        self._wait_to_retry(str(exc), attempt)
                finally:
                    self._close()
        finally:
            self._report(LinkState("stopped"))

    def _connect(self) -> tuple[psycopg.Connection[Any], str, tuple[str, ...]]:
        """A new autocommit connection LISTENing on the library's channel; who else listens."""
        connection = psycopg.connect(self.url, autocommit=True, **TCP_OPTIONS)
        try:
            schema = self.schema
            if schema is None:
                row = connection.execute("SELECT current_schema()").fetchone()
                schema = str(row[0]) if row else "public"
            channel = channel_name(schema)
            # The sessions of one library's windows carry its channel as their name (the
            # server may clean it: non-ASCII becomes '?'), so pg_stat_activity finds them.
            connection.execute("SELECT set_config('application_name', %s, false)", (channel,))
            row = connection.execute("SELECT current_setting('application_name')").fetchone()
            self._presence = str(row[0]) if row else channel
            connection.execute(f'LISTEN "{channel.replace(chr(34), chr(34) * 2)}"')
            self._check = NoticeCheck(connection)
            people = self._people(connection)
        except BaseException:
            connection.close()
            raise
        self._connection = connection
        self.backend_pid = connection.info.backend_pid
        return connection, channel, people

    def _listen(self, connection: psycopg.Connection[Any], channel: str) -> None:
        """Hand on notifications until stopped; raises psycopg.Error when the link drops."""
        asked = time.monotonic()
        while not self._stop.is_set():
            batch = list(connection.notifies(timeout=WAIT_S, stop_after=1))
            if batch:
                batch += list(connection.notifies(timeout=0.0))  # whatever else is waiting
                self._deliver([n for n in batch if n.channel == channel])
            if time.monotonic() - asked > self.heartbeat:
                people = self._people(connection)  # tcp_user_timeout bounds the wait
                asked = time.monotonic()
                if people != self.state.people:
                    self._report(replace(self.state, people=people))

    def _people(self, connection: psycopg.Connection[Any]) -> tuple[str, ...]:
        """The user names of the sessions listening to this library (pg_stat_activity)."""
        rows = connection.execute(
            "SELECT usename FROM pg_stat_activity WHERE datname = current_database() "
            "AND application_name = %s ORDER BY usename",
            (self._presence,),
        ).fetchall()
        return tuple(str(name) for (name,) in rows)

    def users_of(self, pids: Collection[int]) -> dict[int, str]:
        """The login of each of these server sessions still connected (pg_stat_activity);
        called on the listener's thread, from on_notices (a session gone is left out)."""
        connection = self._connection
        if connection is None or not pids:
            return {}
        rows = connection.execute(
            "SELECT pid, usename FROM pg_stat_activity WHERE pid = ANY(%s)", (sorted(pids),)
        ).fetchall()
        return {int(pid): str(name) for pid, name in rows if name is not None}

    def _deliver(self, batch: list[psycopg.Notify]) -> None:
        """Read a batch strictly, leave out the session's own changes and what does not hold
        up (pg_notice_check: a malformed or spoofed notice is logged, never raised), pass on
        the rest."""
        own = set(self.own_pids())
        notices = [
            notice
            for n in batch
            if n.pid not in own and (notice := read_notice(n.payload, n.pid)) is not None
        ]
        if notices and self._check is not None:
            notices = self._check.admit(notices)
        if notices:
            self.on_notices(notices)

    def _wait_to_retry(self, error: str, attempt: int) -> None:
        """Report the loss and wait (a retry_now or stop ends the wait early)."""
        delay = self.backoff.delay(attempt)
        self._wake.clear()
        self._report(LinkState("lost", error.strip(), delay, attempt))
        if not self._stop.is_set():  # stop() after this sets _wake: the wait ends at once
            self._wake.wait(delay)

    def _close(self) -> None:
        """Close the connection (it may be broken already)."""
        if self._connection is not None:
            with suppress(psycopg.Error):
                self._connection.close()
            self._connection = None

    def _report(self, state: LinkState) -> None:
        """Remember and announce a new state."""
        self.state = state
        self.on_state(state)


def session_pid(db: ServerDatabase) -> int | None:
    """The server backend pid of *db*'s connection in this thread (None while it is closed)."""
    if db.is_closed():
        return None
    info = getattr(db.connection(), "info", None)  # a psycopg connection; SQLite has none
    pid = getattr(info, "backend_pid", None)
    return int(pid) if pid else None
