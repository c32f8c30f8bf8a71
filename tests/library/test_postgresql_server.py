"""The test PostgreSQL server (PAPERSHELF_TEST_PG) answers: a schema is created, a row goes in
and comes back unchanged, and the schema is dropped. Skipped, saying why, without a server."""

from __future__ import annotations

import uuid

import pytest

pytestmark = pytest.mark.postgresql

psycopg = pytest.importorskip("psycopg")


def test_a_row_round_trips_through_a_new_schema(pg_url: str) -> None:
    schema = f"papershelf_probe_{uuid.uuid4().hex[:12]}"
    title = "Über die Quantenmechanik — «ε-δ» 𝔽"  # beyond Latin-1 and the BMP
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
        try:
            conn.execute(
                f'CREATE TABLE "{schema}".entry (id bigint PRIMARY KEY, title text NOT NULL)'
            )
            with conn.transaction():
                conn.execute(f'INSERT INTO "{schema}".entry VALUES (%s, %s)', (7, title))
            rows = conn.execute(f'SELECT id, title FROM "{schema}".entry').fetchall()
            assert rows == [(7, title)]
            encoding = conn.execute("SHOW server_encoding").fetchone()
            assert encoding == ("UTF8",)
        finally:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')
        left = conn.execute(
            "SELECT count(*) FROM information_schema.schemata WHERE schema_name = %s", (schema,)
        ).fetchone()
        assert left == (0,)


def test_a_failed_transaction_leaves_nothing(pg_url: str) -> None:
    """A rolled-back write is gone: the server really runs transactions, not autocommit."""
    schema = f"papershelf_probe_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
        try:
            conn.execute(f'CREATE TABLE "{schema}".tag (name text PRIMARY KEY)')
            with pytest.raises(psycopg.errors.UniqueViolation), conn.transaction():
                conn.execute(f'INSERT INTO "{schema}".tag VALUES (%s)', ("ml",))
                conn.execute(f'INSERT INTO "{schema}".tag VALUES (%s)', ("ml",))
            assert conn.execute(f'SELECT count(*) FROM "{schema}".tag').fetchone() == (0,)
        finally:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')
