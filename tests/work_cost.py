"""What a piece of work costs the database, measured the same way on either backend's terms.

SQLite: the virtual machine's steps (in hundreds, sqlite3's progress handler). PostgreSQL:
the rows every plan node handled, summed over the work's reads (each traced statement run
again under EXPLAIN ANALYZE). Either figure grows with what the statements read, so a test
can say "a 3000-author paper costs no more than an ordinary one" on both.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from papershelf.library.db import Library
from papershelf.library.tracing import traced


def cost(lib: Library, work: Callable[[], object]) -> int:
    """What *work* costs the database (SQLite VM steps / 100, or PostgreSQL rows handled)."""
    if lib.backend.name == "sqlite":
        return _sqlite_steps(lib, work)
    with traced(lib) as trace:
        work()
    return sum(_server_rows(lib, sql, params) for sql, params in trace.calls if _reads(sql))


def _sqlite_steps(lib: Library, work: Callable[[], object]) -> int:
    """How many SQLite VM steps (in hundreds) *work* takes."""
    steps = [0]
    conn = lib.db.connection()
    conn.set_progress_handler(lambda: steps.__setitem__(0, steps[0] + 1) or 0, 100)
    try:
        work()
    finally:
        conn.set_progress_handler(None, 100)
    return steps[0]


def _reads(sql: str) -> bool:
    """Whether *sql* is a query (SELECT / WITH), which can be run again to be measured."""
    return sql.lstrip().split(None, 1)[0].upper() in ("SELECT", "WITH")


def _server_rows(lib: Library, sql: str, params: Any) -> int:
    """The rows the server's plan nodes handled running *sql* (its own dialect) once more."""
    row = lib.db.execute_sql(f"EXPLAIN (ANALYZE, FORMAT JSON) {sql}", params).fetchone()
    plan = row[0] if not isinstance(row[0], str) else json.loads(row[0])
    return _rows(plan[0]["Plan"])


def _rows(node: dict[str, Any]) -> int:
    """Actual rows of *node* (times its loops) and of every node below it."""
    own = int(node.get("Actual Rows", 0)) * int(node.get("Actual Loops", 1))
    return own + sum(_rows(child) for child in node.get("Plans", []))
