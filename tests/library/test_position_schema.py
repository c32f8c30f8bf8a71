"""Schema 11: a library of schema 10 gets the table of each member's reader positions when
opened, empty (a file's reader keeps its positions in the computer's settings as before; a
server library's members start keeping theirs there from their next read)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import open_library
from papershelf.library.positions_sql import Position
from papershelf.library.postgresql import schema as schema_pg
from papershelf.library.queries import get_entry, ordered_ids
from papershelf.library.sqlite import migrations
from papershelf.services import reading_positions
from papershelf.services.attachments import attach, attachments_of
from tests.backends import server_schema
from tests.factories import add, record

PDF = Path(__file__).parents[1] / "data" / "pdfs" / "iopart-num.pdf"


def test_a_version_10_file_gets_the_empty_positions_table(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    lib = open_library(path)
    add(lib, record("Kept through the upgrade"))
    lib.close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE reading_position")
    conn.execute("PRAGMA user_version = 10")
    conn.commit()
    conn.close()
    migrated = open_library(path)
    try:
        assert migrated.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
        assert migrated.execute("SELECT count(*) FROM reading_position").fetchone()[0] == 0
        assert get_entry(migrated, ordered_ids(migrated)[0]).title == "Kept through the upgrade"
    finally:
        migrated.close()


@pytest.fixture
def old_url(pg_url: str) -> Iterator[str]:
    """A server library taken back to schema 10, one paper with a PDF attached."""
    import psycopg

    for target in server_schema(pg_url):
        lib = open_library(target)
        paper = add(lib, record("Read on a server")).added[0]
        attach(lib, paper, PDF, copy=False)
        lib.close()
        with psycopg.connect(target, autocommit=True) as conn:
            conn.execute("DROP TABLE reading_position CASCADE")
            conn.execute(
                f"UPDATE {schema_pg.META_TABLE} SET value = '10' WHERE name = 'schema_version'"
            )
        yield target


@pytest.mark.postgresql
def test_a_version_10_server_library_gets_positions_that_announce_themselves(
    old_url: str,
) -> None:
    lib = open_library(old_url)  # the tables' owner upgrades it
    try:
        assert lib.read_only is None
        version = lib.execute(
            f"SELECT value FROM {schema_pg.META_TABLE} WHERE name = 'schema_version'"
        ).fetchone()[0]
        assert int(version) == migrations.SCHEMA_VERSION
        pdf = attachments_of(lib, ordered_ids(lib)[0])[0].id
        reading_positions.remember(lib, pdf, Position(1, 0.5))
        assert reading_positions.remembered(lib, [pdf]) == {pdf: Position(1, 0.5)}
        triggers = lib.execute(
            "SELECT count(*) FROM pg_trigger WHERE tgrelid = 'reading_position'::regclass "
            "AND NOT tgisinternal"
        ).fetchone()[0]
        assert triggers == 3  # insert, update, delete: other windows hear of it
    finally:
        lib.close()
