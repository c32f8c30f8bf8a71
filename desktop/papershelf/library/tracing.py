"""The statements a piece of work sends to the library's database, on either backend.

`traced(lib)` records every statement run while inside it: raw SQL through `lib.execute`
and peewee's queries (both reach the database's `execute_sql`), and `lib.executemany`
(once per call, not once per row). The SQL is recorded as the backend ran it (`?` on
SQLite, `%s` on PostgreSQL), with its parameters, so tests can count statements or ask the
server what one cost without reaching into a driver's own hooks (sqlite3's trace callback).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from papershelf.library.db import Library


@dataclass
class Trace:
    """What ran while tracing: each statement's SQL and parameters, in order."""

    calls: list[tuple[str, Sequence[Any]]] = field(default_factory=list)

    @property
    def statements(self) -> list[str]:
        """The SQL of each statement, in order."""
        return [sql for sql, _params in self.calls]

    def clear(self) -> None:
        """Forget what was recorded so far."""
        self.calls.clear()


@contextmanager
def traced(lib: Library) -> Iterator[Trace]:
    """Record the statements *lib*'s connection runs inside the block (this thread's)."""
    db = lib.db
    trace = Trace()
    previous = db.__dict__.get("execute_sql")
    original = db.execute_sql

    def execute_sql(sql: str, params: Any = None, *args: Any, **kwargs: Any) -> Any:
        """The database's execute_sql, noting the statement first."""
        trace.calls.append((sql, list(params or ())))
        return original(sql, params, *args, **kwargs)

    execute_sql.trace = trace  # type: ignore[attr-defined]
    db.execute_sql = execute_sql  # type: ignore[method-assign]
    try:
        yield trace
    finally:
        if previous is None:
            del db.execute_sql
        else:
            db.execute_sql = previous  # type: ignore[method-assign]


def note_many(lib: Library, sql: str) -> None:
    """Record one executemany of *sql* in the trace running on *lib*, if any."""
    trace = getattr(lib.db.execute_sql, "trace", None)
    if isinstance(trace, Trace):
        trace.calls.append((sql, []))
