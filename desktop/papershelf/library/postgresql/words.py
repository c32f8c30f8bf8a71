"""PostgreSQL's spelling of what the engines spell differently (library/backend.py's Words)."""

from __future__ import annotations

# The login (ServerWords.member), as text in the columns' collation: session_user's own
# collation ("C") would keep an index on member_state.member from answering.
_ME = 'CAST(session_user AS text) COLLATE "default"'


class ServerWords:
    """PostgreSQL's spelling of what the engines spell differently (backend.Words)."""

    # LIKE on a column with the schema's nocase collation is refused (PostgreSQL 15): ILIKE
    # under the default collation folds case as SQLite's LIKE does.
    like = 'COLLATE "default" ILIKE'
    not_like = 'COLLATE "default" NOT ILIKE'
    temp = "pg_temp"
    distinct = "IS DISTINCT FROM"
    same = "IS NOT DISTINCT FROM"

    def insert_ignoring(self, into: str, rows: str, returning: str = "") -> str:
        """ON CONFLICT DO NOTHING (before RETURNING)."""
        return f"INSERT INTO {into} {rows} ON CONFLICT DO NOTHING {returning}".rstrip()

    def greatest(self, *values: str) -> str:
        """GREATEST()."""
        return f"GREATEST({', '.join(values)})"

    def least(self, *values: str) -> str:
        """LEAST()."""
        return f"LEAST({', '.join(values)})"

    def index_hint(self, index: str) -> str:
        """None: PostgreSQL's planner weighs the LIMIT against its statistics itself."""
        return ""

    def nocase_order(self, expression: str) -> str:
        """lower() under the "C" collation: folds only A-Z, then compares bytes, as NOCASE."""
        return f'lower({expression} COLLATE "C")'

    def local_now_plus(self) -> str:
        """LOCALTIMESTAMP plus an interval."""
        return "(LOCALTIMESTAMP(0) + CAST(? AS interval))"

    def julian_day(self, moment: str) -> str:
        """Seconds since the Unix epoch in days, plus the epoch's Julian day."""
        return f"(EXTRACT(EPOCH FROM {moment}) / 86400.0 + 2440587.5)"

    def trim_chars(self, value: str) -> str:
        """btrim(x, chars)."""
        return f"btrim({value}, ?)"

    def json_array_of(self, value: str) -> str:
        """json_agg() as text, '[]' where there are no rows (as SQLite gives)."""
        return f"coalesce(CAST(json_agg({value}) AS text), '[]')"

    def in_temp_table(self, name: str) -> str:
        """IN a subquery of the session's pg_temp table."""
        return f"IN (SELECT * FROM pg_temp.{name})"

    def json_elements(self) -> str:
        """json_array_elements_text() of the bound text (its column is `value` too)."""
        return "json_array_elements_text(CAST(? AS json))"

    def own_state(self, column: str, alias: str, default: str) -> str:
        """The login's member_state row (session_user: a login acting as its group is itself)."""
        return (
            f"coalesce((SELECT ms.{column} FROM member_state ms WHERE ms.entry_id = {alias}.id "
            f"AND ms.member = {_ME}), {default})"
        )

    def member(self) -> str:
        """session_user: the login, whatever role it acts as (see _ME)."""
        return _ME

    def packed_raw(self, value: str) -> str:
        """The text itself: the server compresses large values on its own (TOAST)."""
        return value
