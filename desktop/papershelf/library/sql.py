"""A raw statement written for both backends: `Sql`.

The library's raw statements take `?` for each parameter (sqlite3's paramstyle); psycopg
takes `%s` (and reads every `%` as a mark, so a literal one is written `%%`). A statement
wrapped in Sql is written in what both engines run alike, and where they differ the text
comes from the backend's own words (Backend.words: `lib.backend.words.ignore_conflicts`...),
so the only difference left is the driver's paramstyle, made once when the Sql is made.
`lib.execute(Sql(...))` runs `.text` on SQLite and `.server` on PostgreSQL, unchanged.

A plain str given to lib.execute is still read as SQLite's dialect and translated for the
server by postgresql/dialect.py: no module of the package does that any more, only tests'
raw statements (see that module).
"""

from __future__ import annotations


class Sql(str):
    """A statement both backends run (see the module docstring); the str is SQLite's text."""

    server: str  # the same statement as psycopg takes it: %s marks, '%' doubled

    def __new__(cls, text: str) -> Sql:
        """*text* with `?` marks; its server form made now."""
        made = super().__new__(cls, text)
        made.server = text.replace("%", "%%").replace("?", "%s")
        return made
