"""A raw statement written for both backends: `Sql`.

The library's raw statements take `?` for each parameter (sqlite3's paramstyle); psycopg
takes `%s` (and reads every `%` as a mark, so a literal one is written `%%`). A statement
wrapped in Sql is written in what both engines run alike, and where they differ the text
comes from the backend's own words (Backend.words: `lib.backend.words.insert_ignoring`...),
so the only difference left is the driver's paramstyle. `lib.execute(Sql(...))` runs the
text itself on SQLite and `.server` on PostgreSQL (made once per distinct statement).

A plain str given to lib.execute is run as an Sql is: no statement is rewritten for another
engine (the run-time translator of SQLite text is gone, issue 32); a statement one engine
cannot run fails in tests/library/test_backend_statements.py, not on a user's server.
"""

from __future__ import annotations

from functools import lru_cache


class Sql(str):
    """A statement both backends run (see the module docstring); the str is SQLite's text.

    Making one costs what making a str does: SQLite runs it as it is, and the server's
    form is made only when a server asks, once per distinct text."""

    __slots__ = ()

    @property
    def server(self) -> str:
        """The same statement as psycopg takes it: `%s` marks, '%' doubled."""
        return _server_form(str(self))


@lru_cache(maxsize=4096)
def _server_form(text: str) -> str:
    """*text*'s `?` marks as `%s`, its `%` doubled (psycopg's paramstyle)."""
    return text.replace("%", "%%").replace("?", "%s")
