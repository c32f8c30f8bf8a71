"""Schema migrations of a library on the PostgreSQL server (migrations_pg).

Each test makes a library at today's schema, then pretends this Papershelf knows one more
version (SCHEMA_VERSION + 1, with a step of the test's own), so the tests need no real step.
"""

from __future__ import annotations

import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from types import SimpleNamespace
from typing import Any

import pytest

from papershelf.library.db import open_library, open_worker
from papershelf.library.errors import LibraryError, ReadOnlyLibraryError
from papershelf.library.postgresql import migrations as migrations_pg
from papershelf.library.postgresql import schema as schema_pg
from papershelf.library.settings import put_setting
from papershelf.library.sqlite import migrations
from tests.backends import schema_url, server_schema
from tests.factories import add, record

pytestmark = pytest.mark.postgresql
psycopg = pytest.importorskip("psycopg")
OLD = migrations.SCHEMA_VERSION
NEW = OLD + 1


@pytest.fixture
def url(pg_url: str) -> Iterator[str]:
    """A library at today's schema (one entry in it) in a new schema on the test server."""
    for target in server_schema(pg_url):
        lib = open_library(target)
        add(lib, record("Kept through the upgrade"))
        lib.close()
        yield target


def _meta_version(url: str) -> int:
    """The schema version papershelf_meta records."""
    with psycopg.connect(url) as conn:
        sql = f"SELECT value FROM {schema_pg.META_TABLE} WHERE name = 'schema_version'"
        return int(conn.execute(sql).fetchone()[0])


def _columns(url: str, table: str) -> set[str]:
    """The columns of *table* in the test's schema."""
    with psycopg.connect(url) as conn:
        sql = (
            "SELECT column_name FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND table_name = %s"
        )
        return {row[0] for row in conn.execute(sql, (table,))}


def _knows_one_more(monkeypatch: pytest.MonkeyPatch, step: Callable[[Any], None]) -> None:
    """This Papershelf knows schema NEW, reached on the server by *step*."""
    monkeypatch.setattr(migrations, "SCHEMA_VERSION", NEW)
    monkeypatch.setitem(migrations_pg.SERVER_STEPS, NEW, step)


def _add_tag_version(runs: list[int]) -> Callable[[Any], None]:
    """A step like schema 8's: a column on tags (counting its runs in *runs*)."""

    def step(db: Any) -> None:
        runs.append(1)
        db.execute_sql("ALTER TABLE tag ADD COLUMN probe_version INTEGER NOT NULL DEFAULT 1")

    return step


def test_an_older_library_is_migrated_by_the_first_writer_and_only_once(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    runs: list[int] = []
    _knows_one_more(monkeypatch, _add_tag_version(runs))
    lib = open_library(url)
    try:
        assert lib.read_only is None
        assert lib.execute("SELECT title FROM entry").fetchall() == [("Kept through the upgrade",)]
        lib.execute("INSERT INTO tag (name, color) VALUES (?, ?)", ["ml", "#000000"])
        assert lib.execute("SELECT probe_version FROM tag").fetchall() == [(1,)]
    finally:
        lib.close()
    assert _meta_version(url) == NEW and "probe_version" in _columns(url, "tag")
    open_library(url).close()
    assert runs == [1]


def test_a_failing_step_leaves_the_library_as_it_was(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def half_done(db: Any) -> None:
        db.execute_sql("ALTER TABLE tag ADD COLUMN probe_version INTEGER NOT NULL DEFAULT 1")
        raise RuntimeError("the step broke halfway")

    _knows_one_more(monkeypatch, half_done)
    with pytest.raises(RuntimeError, match="halfway"):
        open_library(url)
    assert _meta_version(url) == OLD and "probe_version" not in _columns(url, "tag")


def test_a_step_with_only_a_sqlite_form_is_refused_on_the_server(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def sqlite_step(db: Any) -> None:
        """SQLite's form only: the server never runs it."""
        db.execute_sql("ALTER TABLE entry ADD COLUMN probe_by TEXT NOT NULL DEFAULT ''")

    monkeypatch.setattr(migrations, "SCHEMA_VERSION", NEW)
    monkeypatch.setitem(migrations.MIGRATIONS, NEW, sqlite_step)
    monkeypatch.delitem(migrations_pg.SERVER_STEPS, NEW, raising=False)  # its SQLite form only
    with pytest.raises(LibraryError, match=f"schema version {NEW} has no PostgreSQL form"):
        open_library(url)
    assert _meta_version(url) == OLD and "probe_by" not in _columns(url, "entry")


def test_two_papershelfs_opening_at_once_migrate_it_once(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    runs: list[int] = []
    slow = _add_tag_version(runs)
    _knows_one_more(monkeypatch, lambda db: (time.sleep(0.5), slow(db)))
    failures: list[BaseException] = []

    def open_and_close() -> None:
        try:
            lib = open_library(url)
            assert lib.read_only is None
            lib.close()
        except BaseException as exc:  # the test reports it
            failures.append(exc)

    threads = [threading.Thread(target=open_and_close) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(20)
    assert failures == [] and runs == [1] and _meta_version(url) == NEW


def _role(pg_url: str, url: str, grants: list[str]) -> tuple[str, str]:
    """A new login role with *grants* on the test's schema; (its name, its library URL)."""
    role = f"r_{uuid.uuid4().hex[:10]}"
    schema = url.rsplit("%3D", 1)[1]
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f"CREATE ROLE {role} LOGIN")
        conn.execute(f'GRANT USAGE ON SCHEMA "{schema}" TO {role}')
        for grant in grants:
            conn.execute(grant.format(schema=f'"{schema}"', role=role))
    return role, schema_url(pg_url.replace("papershelf@", f"{role}@", 1), schema)


def _drop_role(pg_url: str, role: str) -> None:
    """Drop a role _role made."""
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f"DROP OWNED BY {role}")
        conn.execute(f"DROP ROLE {role}")


@pytest.mark.parametrize(
    "grants",
    [
        ["GRANT SELECT ON ALL TABLES IN SCHEMA {schema} TO {role}"],
        [
            "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA {schema} TO {role}",
            "GRANT USAGE ON ALL SEQUENCES IN SCHEMA {schema} TO {role}",
        ],
    ],
    ids=["select-only", "read-write-not-owner"],
)
def test_a_role_that_may_not_alter_the_tables_gets_read_only_asking_for_an_admin(
    url: str, pg_url: str, monkeypatch: pytest.MonkeyPatch, grants: list[str]
) -> None:
    runs: list[int] = []
    _knows_one_more(monkeypatch, _add_tag_version(runs))
    role, role_url = _role(pg_url, url, grants)
    try:
        lib = open_library(role_url)
        try:
            assert lib.read_only is not None and "administrator" in lib.read_only
            assert lib.execute("SELECT count(*) FROM entry").fetchone() == (1,)
            with pytest.raises(ReadOnlyLibraryError, match="administrator"):
                put_setting(lib, "key_pattern", "[auth]")
        finally:
            lib.close()
    finally:
        _drop_role(pg_url, role)
    assert _meta_version(url) == OLD and "probe_version" not in _columns(url, "tag")
    open_library(url).close()  # the owner opens it once: upgraded for everyone
    assert _meta_version(url) == NEW


def test_a_worker_connection_never_migrates(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    runs: list[int] = []
    _knows_one_more(monkeypatch, _add_tag_version(runs))
    worker = open_worker(url)
    try:
        assert worker.read_only is not None and "administrator" in worker.read_only
    finally:
        worker.close()
    assert runs == [] and _meta_version(url) == OLD


def test_the_row_versions_step_adds_its_columns_in_the_server_types(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    columns = (
        ("entry", "probe_version", "INTEGER NOT NULL DEFAULT 1"),
        ("entry", "probe_at", "DATETIME"),
        ("tag", "probe_version", "INTEGER NOT NULL DEFAULT 1"),
    )  # versions.COLUMNS' form, under names of the test's own
    monkeypatch.setitem(
        sys.modules, "papershelf.library.versions", SimpleNamespace(COLUMNS=columns)
    )
    _knows_one_more(monkeypatch, migrations_pg.add_row_versions)
    lib = open_library(url)
    try:
        assert lib.execute("SELECT probe_version, probe_at FROM entry").fetchall() == [(1, None)]
        types = dict(
            lib.execute(
                "SELECT column_name, data_type FROM information_schema.columns "
                "WHERE table_schema = current_schema() AND table_name = 'entry'"
            ).fetchall()
        )
        assert types["probe_at"] == "timestamp without time zone"
        migrations_pg.add_columns(lib.db, columns)  # a column already there is left alone
    finally:
        lib.close()
    assert _meta_version(url) == NEW


def test_a_schema_7_library_gets_the_row_versions_of_schema_8(url: str) -> None:
    from papershelf.library import versions

    with psycopg.connect(url, autocommit=True) as conn:
        for table, column, _spec in versions.COLUMNS:
            conn.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
        conn.execute(f"UPDATE {schema_pg.META_TABLE} SET value = '7' WHERE name = 'schema_version'")
    lib = open_library(url)
    try:
        assert lib.read_only is None
        row = lib.execute("SELECT version, changed_by, changed_at FROM entry").fetchone()
        assert tuple(row) == (1, "", None)
    finally:
        lib.close()
    assert _meta_version(url) == migrations.SCHEMA_VERSION and "version" in _columns(
        url, "saved_search"
    )


def test_a_schema_8_library_gets_the_annotation_table_of_schema_9(url: str) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("DROP TABLE annotation")
        conn.execute(f"UPDATE {schema_pg.META_TABLE} SET value = '8' WHERE name = 'schema_version'")
    lib = open_library(url)
    try:
        assert lib.read_only is None
        assert lib.execute("SELECT count(*) FROM annotation").fetchone()[0] == 0
    finally:
        lib.close()
    assert _meta_version(url) == migrations.SCHEMA_VERSION
    assert {"file_id", "rects", "source"} <= _columns(url, "annotation")
