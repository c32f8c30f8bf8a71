"""Opening a library on PostgreSQL: an empty database gets the schema, a foreign one is
refused, a newer schema and a SELECT-only role open read-only, and a server that cannot be
reached says so without showing the password. Skipped, saying why, without a server."""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterator
from urllib.parse import urlsplit, urlunsplit

import peewee
import pytest

from papershelf.library.db import open_library, open_worker
from papershelf.library.errors import LibraryError, ReadOnlyLibraryError
from papershelf.library.postgresql import changes as pg_changes
from papershelf.library.postgresql import schema as schema_pg
from papershelf.library.settings import get_setting, put_setting
from papershelf.library.sqlite import migrations
from papershelf.services.importing import import_file
from tests.backends import schema_url, server_schema
from tests.paths import SAMPLE

pytestmark = pytest.mark.postgresql

psycopg = pytest.importorskip("psycopg")


@pytest.fixture
def url(pg_url: str) -> Iterator[str]:
    """A new empty schema on the test server, as a library URL."""
    yield from server_schema(pg_url)


def _schema_of(url: str) -> str:
    """The schema a test URL's search_path names."""
    return url.rsplit("%3D", 1)[1]


def test_an_empty_database_gets_the_schema_and_opens_again(url: str) -> None:
    started = time.perf_counter()
    lib = open_library(url)
    created = time.perf_counter() - started
    assert lib.backend.name == "postgresql" and lib.read_only is None
    assert created < 2.0, f"creating the schema took {created:.2f} s"
    import_file(lib, SAMPLE)
    put_setting(lib, "key_pattern", "[auth][year]")
    lib.close()
    again = open_library(url)
    try:
        assert again.execute("SELECT count(*) FROM entry").fetchone()[0] == 19
        assert get_setting(again, "key_pattern") == "[auth][year]"
        assert schema_pg.read_version(again.db, again.location) == migrations.SCHEMA_VERSION
    finally:
        again.close()


def test_a_server_library_is_no_file(url: str) -> None:
    lib = open_library(url)
    try:
        assert lib.file is None and lib.damaged is None and lib.target == url
        with pytest.raises(LibraryError, match="not a file"):
            _ = lib.path
    finally:
        lib.close()


def test_tag_names_stay_unique_whatever_their_case(url: str) -> None:
    lib = open_library(url)
    try:
        lib.execute("INSERT INTO tag (name, color) VALUES (?, ?)", ["Physics", "#000000"])
        with pytest.raises(peewee.IntegrityError, match="duplicate key"):
            lib.execute("INSERT INTO tag (name, color) VALUES (?, ?)", ["PHYSICS", "#000000"])
    finally:
        lib.close()


def test_without_create_an_empty_database_is_no_library(url: str) -> None:
    with pytest.raises(LibraryError, match="no library there"):
        open_library(url, create=False)


def test_a_foreign_database_is_refused_and_left_alone(url: str) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TABLE invoices (id integer PRIMARY KEY)")
    with pytest.raises(LibraryError, match="not a Papershelf library"):
        open_library(url)
    with psycopg.connect(url, autocommit=True) as conn:
        tables = conn.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = %s",
            (_schema_of(url),),
        ).fetchall()
    assert tables == [("invoices",)]


def test_a_newer_schema_opens_read_only_with_the_reason(url: str) -> None:
    open_library(url).close()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            f"UPDATE {schema_pg.META_TABLE} SET value = %s WHERE name = 'schema_version'",
            (str(migrations.SCHEMA_VERSION + 1),),
        )
    lib = open_library(url)
    try:
        assert lib.read_only is not None and "newer Papershelf" in lib.read_only
        assert lib.execute("SELECT count(*) FROM entry").fetchone() == (0,)
        with pytest.raises(ReadOnlyLibraryError, match="newer Papershelf"):
            put_setting(lib, "key_pattern", "[auth]")
    finally:
        lib.close()


def test_a_role_that_may_only_select_gets_a_read_only_library(url: str, pg_url: str) -> None:
    open_library(url).close()
    role = f"reader_{uuid.uuid4().hex[:10]}"
    schema = _schema_of(url)
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f"CREATE ROLE {role} LOGIN")
        conn.execute(f'GRANT USAGE ON SCHEMA "{schema}" TO {role}')
        conn.execute(f'GRANT SELECT ON ALL TABLES IN SCHEMA "{schema}" TO {role}')
    try:
        reader_url = schema_url(pg_url.replace("papershelf@", f"{role}@", 1), schema)
        lib = open_library(reader_url)
        try:
            assert lib.read_only is not None and "only read" in lib.read_only
            assert lib.execute("SELECT count(*) FROM tag").fetchone() == (0,)
            with pytest.raises(ReadOnlyLibraryError):
                lib.execute("INSERT INTO tag (name, color) VALUES (?, ?)", ["ml", "#000000"])
        finally:
            lib.close()
        worker = open_worker(reader_url)
        try:
            assert worker.read_only is not None
        finally:
            worker.close()
    finally:
        with psycopg.connect(pg_url, autocommit=True) as conn:
            conn.execute(f"DROP OWNED BY {role}")
            conn.execute(f"DROP ROLE {role}")


def test_a_missing_database_says_so_without_the_password(pg_url: str) -> None:
    secret = "s3cret-Pa55"
    parts = urlsplit(pg_url)
    netloc = f"{parts.username}:{secret}@{parts.netloc.rpartition('@')[2]}"
    bad = urlunsplit((parts.scheme, netloc, "/no_such_database_42", parts.query, ""))
    with pytest.raises(LibraryError, match="cannot connect") as caught:
        open_library(bad)
    assert secret not in str(caught.value)
    assert "no_such_database_" in str(caught.value)


def test_a_missing_host_says_so_without_the_password() -> None:
    secret = "s3cret-Pa55"
    with pytest.raises(LibraryError, match="cannot connect") as caught:
        open_library(f"postgresql://someone:{secret}@/papers?host=/nonexistent/socket/dir")
    assert secret not in str(caught.value)
    assert "someone@" in str(caught.value)


def test_a_new_library_announces_its_changes(url: str) -> None:
    lib = open_library(url)
    try:
        with psycopg.connect(url, autocommit=True) as listener:
            listener.execute(f'LISTEN "{pg_changes.channel_name(_schema_of(url))}"')
            lib.execute("INSERT INTO tag (name, color) VALUES (?, ?)", ["ml", "#000000"])
            heard = list(listener.notifies(timeout=5, stop_after=1))
    finally:
        lib.close()
    notices = [pg_changes.parse(n.payload, n.pid) for n in heard]
    assert [(n.table, n.kind) for n in notices if n is not None] == [("tag", "i")]
