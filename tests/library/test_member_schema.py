"""Schema 10: a library of schema 9 gets per-person state, clubs and assignments when opened.

A file keeps its one reader's statuses in the entry's columns; a server library hands each
entry's status to the member its row version names, else to every member, and says so.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import open_library
from papershelf.library.models import V10_MODELS, Status
from papershelf.library.postgresql import schema as schema_pg
from papershelf.library.queries import get_entry, ordered_ids
from papershelf.library.sqlite import migrations
from papershelf.services import members
from papershelf.services.entries import set_rating, set_status
from tests.backends import server_schema
from tests.factories import add, record
from tests.members_pg import WRITE, members_of

V10_TABLES = [str(model._meta.table_name) for model in V10_MODELS]


def test_a_version_9_file_keeps_its_statuses_and_gets_the_new_tables(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    lib = open_library(path)
    add(lib, record("Read before the upgrade"), record("Still unread"))
    first = sorted(ordered_ids(lib))[0]
    set_status(lib, [first], Status.READ)
    set_rating(lib, [first], 4)
    lib.close()
    conn = sqlite3.connect(path)
    for table in V10_TABLES:
        conn.execute(f"DROP TABLE {table}")
    conn.execute("PRAGMA user_version = 9")
    conn.commit()
    conn.close()
    migrated = open_library(path)
    try:
        assert migrated.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
        for table in V10_TABLES:
            assert migrated.execute(f"SELECT count(*) FROM {table}").fetchone()[0] == 0
        entry = get_entry(migrated, first)
        assert (entry.status, entry.rating) == (Status.READ, 4)
        assert members.readers(migrated, [first])[0].names == (migrated.user_name(),)
        assert members.upgrade_note(migrated) == ""
    finally:
        migrated.close()
    assert len(list((tmp_path / "old-backups").glob("*before-migration-v9*"))) == 1


@pytest.fixture
def old_url(pg_url: str) -> Iterator[str]:
    """A server library taken back to schema 9: two papers whose shared status was set, one
    by a member its row version names, one by nobody the library knows."""
    import psycopg

    for target in server_schema(pg_url):
        lib = open_library(target)
        add(lib, record("Set by a known member"), record("Set before row versions"))
        lib.close()
        with psycopg.connect(target, autocommit=True) as conn:
            for table in V10_TABLES:
                conn.execute(f"DROP TABLE {table} CASCADE")
            conn.execute(
                f"UPDATE {schema_pg.META_TABLE} SET value = '9' WHERE name = 'schema_version'"
            )
        yield target


@pytest.mark.postgresql
def test_upgrading_a_shared_library_keeps_every_status(old_url: str) -> None:
    import psycopg

    with members_of(old_url, 2) as (ann, bea):
        with psycopg.connect(old_url, autocommit=True) as conn:
            known, unknown = [r[0] for r in conn.execute("SELECT id FROM entry ORDER BY id")]
            conn.execute(
                "UPDATE entry SET status = 2, rating = 4, changed_by = %s WHERE id = %s",
                (ann.role, known),
            )
            conn.execute("UPDATE entry SET status = 1, changed_by = '' WHERE id = %s", (unknown,))
        owner = open_library(old_url)  # the tables' owner upgrades it
        note = members.upgrade_note(owner)
        owner.close()
        assert "rating of 1 paper went to the member who last changed them" in note
        assert "of 1 paper, to all 3 members" in note  # ann, bea and the owner
        with psycopg.connect(old_url, autocommit=True) as conn:  # the new tables, for them too
            schema = old_url.rsplit("%3D", 1)[1]
            for role in (ann.role, bea.role):
                for grant in WRITE:
                    conn.execute(grant.format(schema=f'"{schema}"', role=role))
        expected = {
            ann.role: {known: (Status.READ, 4), unknown: (Status.READING, 0)},
            bea.role: {known: (Status.UNREAD, 0), unknown: (Status.READING, 0)},
        }
        for member in (ann, bea):
            lib = open_library(member.url)
            try:
                for paper, (status, rating) in expected[member.role].items():
                    entry = get_entry(lib, paper)
                    assert (entry.status, entry.rating) == (status, rating)
                assert members.readers(lib, [known])[0].names == (ann.role,)
            finally:
                lib.close()
