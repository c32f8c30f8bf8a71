"""The `lib` fixture of the library and services suites on both backends: a new SQLite file,
or a new schema of its own on the PostgreSQL server named by PAPERSHELF_TEST_PG.

Each PostgreSQL test gets `CREATE SCHEMA t_<random>`, reached through the URL's
`options=-csearch_path=...` (so open_worker and a second open_library see the same library)
and dropped with everything in it afterwards. Tests about SQLite files themselves carry
`@pytest.mark.sqlite_only(reason=...)` and are skipped on PostgreSQL. Tests still failing on
PostgreSQL are listed in tests/pg_pending.txt and run as strict xfails there.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import Library, open_library

BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)]
PENDING = Path(__file__).with_name("pg_pending.txt")


def schema_url(url: str, schema: str) -> str:
    """*url* with the connection's search_path set to *schema*."""
    joiner = "&" if "?" in url else "?"
    return f"{url}{joiner}options=-csearch_path%3D{schema}"


def server_schema(url: str) -> Iterator[str]:
    """A new empty schema on the server for one test (its URL), dropped with its contents after."""
    import psycopg

    schema = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    try:
        yield schema_url(url, schema)
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("SET lock_timeout = '10s'")
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')


def library_on(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Library]:
    """A new, empty library on the backend the test is parametrised with."""
    if request.param == "sqlite":
        library = open_library(tmp_path / "test.sqlite")
        yield library
        library.close()
        return
    url = os.environ.get("PAPERSHELF_TEST_PG")
    if not url:
        pytest.skip("PAPERSHELF_TEST_PG is not set")
    for target in server_schema(url):
        library = open_library(target)
        try:
            yield library
        finally:
            library.close()


def pending() -> dict[str, str]:
    """tests/pg_pending.txt: test node id (without the [postgresql] part) -> why it fails there."""
    if not PENDING.exists():
        return {}
    found: dict[str, str] = {}
    for line in PENDING.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        node, _, reason = line.partition("  # ")
        found[node.strip()] = reason.strip() or "fails on PostgreSQL (phase 2 of issue 19)"
    return found


def mark_items(items: list[pytest.Item]) -> None:
    """Skip sqlite_only tests on PostgreSQL; pending ones become strict xfails there."""
    waiting = pending()
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec is None or callspec.params.get("lib") != "postgresql":
            continue
        only = item.get_closest_marker("sqlite_only")
        if only is not None:
            reason = only.kwargs.get("reason") or (only.args[0] if only.args else "")
            item.add_marker(pytest.mark.skip(reason=f"SQLite only: {reason}"))
            continue
        base = (
            item.nodeid.replace("[postgresql]", "")
            .replace("postgresql-", "")
            .replace("-postgresql", "")
        )
        if base in waiting:
            item.add_marker(pytest.mark.xfail(strict=True, reason=f"pg pending: {waiting[base]}"))
