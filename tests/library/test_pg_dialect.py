"""The library's SQLite-dialect statements as PostgreSQL takes them (no server needed)."""

from __future__ import annotations

import pytest

from papershelf.library.postgresql.dialect import explicit_id_table, translate


@pytest.mark.parametrize(
    ("sqlite", "postgresql"),
    [
        ("SELECT id FROM entry WHERE key = ?", "SELECT id FROM entry WHERE key = %s"),
        ("SELECT '?', '50%' WHERE a = ?", "SELECT '?', '50%%' WHERE a = %s"),
        ("SELECT a % 2 FROM t", "SELECT a %% 2 FROM t"),
        (
            "INSERT OR IGNORE INTO entry_tag (entry_id, tag_id) VALUES (?, ?)",
            "INSERT INTO entry_tag (entry_id, tag_id) VALUES (%s, %s) ON CONFLICT DO NOTHING",
        ),
        (
            "UPDATE entry SET rating = max(rating, (SELECT max(r) FROM t)) WHERE id = ?",
            "UPDATE entry SET rating = GREATEST(rating, (SELECT max(r) FROM t)) WHERE id = %s",
        ),
        ("SELECT min(a, b), min(c) FROM t", "SELECT LEAST(a, b), min(c) FROM t"),
        (
            "SELECT 1 WHERE id IS NOT ? AND p IS a.p AND q IS NOT NULL",
            "SELECT 1 WHERE id IS DISTINCT FROM %s AND p IS NOT DISTINCT FROM a.p "
            "AND q IS NOT NULL",
        ),
        (
            "SELECT 1 FROM t WHERE a LIKE ? ESCAPE '\\' AND b NOT LIKE ?",
            "SELECT 1 FROM t WHERE a COLLATE \"default\" ILIKE %s ESCAPE '\\' "
            'AND b COLLATE "default" NOT ILIKE %s',
        ),
        (
            "SELECT count(*) FROM entry WHERE date_added >= datetime('now', 'localtime', ?)",
            "SELECT count(*) FROM entry WHERE date_added >= "
            "(LOCALTIMESTAMP(0) + CAST(%s AS interval))",
        ),
        ("SELECT e.id FROM entry e WHERE (1) AND x", "SELECT e.id FROM entry e WHERE (TRUE) AND x"),
        ("SELECT count(1) FROM t WHERE 1 = 1", "SELECT count(1) FROM t WHERE 1 = 1"),
        (
            "SELECT a FROM (SELECT a FROM t) WHERE a > 0",
            "SELECT a FROM (SELECT a FROM t) AS _sub0 WHERE a > 0",
        ),
        ("SELECT * FROM (SELECT 1) AS x", "SELECT * FROM (SELECT 1) AS x"),
        (
            "SELECT substr(date_added, 1, 7) FROM e",
            "SELECT substr(CAST(date_added AS text), 1, 7) FROM e",
        ),
        (
            "SELECT sum(e.status = ?), sum(n) FROM e",
            "SELECT sum(CASE WHEN e.status = %s THEN 1 ELSE 0 END), sum(n) FROM e",
        ),
        (
            "SELECT json_group_array(family) FROM p",
            "SELECT coalesce(CAST(json_agg(family) AS text), '[]') FROM p",
        ),
        (
            "SELECT name FROM tag WHERE name = ? COLLATE NOCASE ORDER BY name COLLATE NOCASE",
            'SELECT name FROM tag WHERE name = %s COLLATE NOCASE ORDER BY lower(name COLLATE "C")',
        ),
        (
            "SELECT (SELECT 1 FROM t ORDER BY t.a COLLATE NOCASE DESC LIMIT 1) FROM e "
            "WHERE e.b COLLATE NOCASE = ? ORDER BY e.c COLLATE NOCASE, e.id",
            'SELECT (SELECT 1 FROM t ORDER BY lower(t.a COLLATE "C") DESC LIMIT 1) FROM e '
            'WHERE e.b COLLATE NOCASE = %s ORDER BY lower(e.c COLLATE "C"), e.id',
        ),
    ],
)
def test_statements_translate(sqlite: str, postgresql: str) -> None:
    assert translate(sqlite) == postgresql


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
    sql = f"WITH v (w, i) AS (VALUES {values}) SELECT w FROM v ORDER BY w COLLATE NOCASE, i"
    local = [row[0] for row in sqlite3.connect(":memory:").execute(sql)]
    with psycopg.connect(pg_url) as conn:
        server = [row[0] for row in conn.execute(translate(sql))]  # type: ignore[call-overload]
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
