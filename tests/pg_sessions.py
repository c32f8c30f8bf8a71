"""Ending a library's server session as an admin would (pg_terminate_backend), for the
reconnection tests of the library and the window."""

from __future__ import annotations

import time

import psycopg


def terminate(url: str, pid: int) -> None:
    """End server session *pid* now."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("SELECT pg_terminate_backend(%s)", (pid,))


def terminate_when_waiting(url: str, pid: int, timeout: float = 10.0) -> None:
    """End session *pid* once it waits for a lock (its transaction is open)."""
    deadline = time.monotonic() + timeout
    with psycopg.connect(url, autocommit=True) as conn:
        while time.monotonic() < deadline:
            row = conn.execute(
                "SELECT wait_event_type FROM pg_stat_activity WHERE pid = %s", (pid,)
            ).fetchone()
            if row is not None and row[0] == "Lock":
                break
            time.sleep(0.02)
        conn.execute("SELECT pg_terminate_backend(%s)", (pid,))
