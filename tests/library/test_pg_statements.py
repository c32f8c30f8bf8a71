"""Statements as the server runs them: as written, `?` marks as psycopg's `%s` (no run-time
translation of SQLite text, issue 32), and the id sequences after INSERTs that chose ids."""

from __future__ import annotations

import pytest

from papershelf.library.postgresql.id_sequences import explicit_id_table
from papershelf.library.postgresql.words import ServerWords
from papershelf.library.sql import Sql


@pytest.mark.parametrize(
    ("written", "server"),
    [
        ("SELECT id FROM entry WHERE key = ?", "SELECT id FROM entry WHERE key = %s"),
        ("SELECT a % 2 FROM t WHERE b LIKE '50%'", "SELECT a %% 2 FROM t WHERE b LIKE '50%%'"),
        ("INSERT OR IGNORE INTO t (a) VALUES (?)", "INSERT OR IGNORE INTO t (a) VALUES (%s)"),
        ("SELECT min(a, b) FROM t", "SELECT min(a, b) FROM t"),
    ],
)
def test_the_server_gets_the_statement_as_written(written: str, server: str) -> None:
    """Only the paramstyle changes: SQLite's own words reach the server unchanged and fail
    there (in a test), instead of being rewritten by regular expressions at run time."""
    assert Sql(written).server == server


def test_inserts_that_choose_their_ids_are_recognised() -> None:
    assert explicit_id_table("INSERT INTO tag (id, name, color) VALUES (?, ?, ?)") == "tag"
    assert explicit_id_table("INSERT INTO tag (name, color) VALUES (?, ?)") is None
    assert explicit_id_table("INSERT INTO entry_tag (entry_id, tag_id) VALUES (?, ?)") is None


@pytest.mark.postgresql
def test_order_by_nocase_sorts_as_sqlite_does_on_the_server(pg_url: str) -> None:
    import sqlite3

    import psycopg

    words = ["b", "Ża", "B", "a", "\\x", "3", "é", "A", "z", "E", "ża"]
    values = ", ".join(f"('{w}', {i})" for i, w in enumerate(words))
    rows = f"WITH v (w, i) AS (VALUES {values}) SELECT w FROM v ORDER BY"
    local = [row[0] for row in sqlite3.connect(":memory:").execute(f"{rows} w COLLATE NOCASE, i")]
    order = ServerWords().nocase_order("w")
    with psycopg.connect(pg_url) as conn:
        server = [row[0] for row in conn.execute(Sql(f"{rows} {order}, i").server)]  # type: ignore[call-overload]
    assert server == local
    assert local.index("z") < local.index("é") < local.index("Ża")  # bytes, not ICU's order


@pytest.mark.postgresql
def test_a_sort_by_title_reads_the_title_order_index(pg_url: str) -> None:
    from papershelf.library.db import open_library
    from papershelf.library.queries import Scope, Sort, _order_sql
    from papershelf.library.sql import Sql
    from tests.backends import server_schema

    for target in server_schema(pg_url):
        lib = open_library(target)
        try:
            lib.execute("SET enable_seqscan = off")
            for descending in (False, True):
                order = _order_sql(lib.backend.words, Sort("title", descending), Scope())
                plan = lib.execute(Sql(f"EXPLAIN SELECT e.id FROM entry e ORDER BY {order}"))
                text = "\n".join(row[0] for row in plan)
                assert "entry_title_order" in text and "Sort" not in text, text
        finally:
            lib.close()
