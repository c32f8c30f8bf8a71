"""SQLite's spelling of what the engines spell differently (library/backend.py's Words)."""

from __future__ import annotations

from papershelf.library.sqlite import raw_store


class SqliteWords:
    """SQLite's spelling of what the engines spell differently (backend.Words)."""

    like = "LIKE"  # ASCII-case-insensitive in SQLite
    not_like = "NOT LIKE"
    temp = "temp"
    distinct = "IS NOT"
    same = "IS"

    def insert_ignoring(self, into: str, rows: str, returning: str = "") -> str:
        """INSERT OR IGNORE."""
        return f"INSERT OR IGNORE INTO {into} {rows} {returning}".rstrip()

    def greatest(self, *values: str) -> str:
        """Scalar max()."""
        return f"max({', '.join(values)})"

    def least(self, *values: str) -> str:
        """Scalar min()."""
        return f"min({', '.join(values)})"

    def index_hint(self, index: str) -> str:
        """INDEXED BY: SQLite has no statistics (no ANALYZE), so it reads a filter's own
        index and sorts every match, where walking the order's index stops at a LIMIT."""
        return f"INDEXED BY {index}"

    def nocase_order(self, expression: str) -> str:
        """COLLATE NOCASE."""
        return f"{expression} COLLATE NOCASE"

    def local_now_plus(self) -> str:
        """datetime() with modifiers."""
        return "datetime('now', 'localtime', ?)"

    def julian_day(self, moment: str) -> str:
        """julianday()."""
        return f"julianday({moment})"

    def trim_chars(self, value: str) -> str:
        """trim(x, chars)."""
        return f"trim({value}, ?)"

    def json_array_of(self, value: str) -> str:
        """json_group_array()."""
        return f"json_group_array({value})"

    def in_temp_table(self, name: str) -> str:
        """IN temp.NAME: rowid lookups in the table itself."""
        return f"IN temp.{name}"

    def json_elements(self) -> str:
        """json_each(?) (its `value` column)."""
        return "json_each(?)"

    def own_state(self, column: str, alias: str, default: str) -> str:
        """The entry's own column: a file is one person's library."""
        return f"{alias}.{column}"

    def member(self) -> str:
        """'': a file has one reader."""
        return "''"

    def packed_raw(self, value: str) -> str:
        """A zstd frame made by the connection's packing function (sqlite/raw_store.py)."""
        return f"{raw_store.PACK_FUNCTION}({value})"
