"""Change notices are hints (issue 30, item 5): a read-only member's NOTIFY cannot make
windows reload everything, a malformed or 7 KB payload is logged and ignored, and the
listener keeps listening. Against the real server, each test in a schema of its own."""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

psycopg = pytest.importorskip("psycopg")

from papershelf.library.models import Entry  # noqa: E402
from papershelf.library.postgresql import changes as pg_changes  # noqa: E402
from papershelf.library.postgresql.notice_check import read_notice  # noqa: E402
from tests.library import test_pg_live as live  # noqa: E402
from tests.livepg import PgLibrary  # noqa: E402

pytestmark = pytest.mark.postgresql
library, listen, writer = live.library, live.listen, live.writer  # the live tests' fixtures


@pytest.fixture
def reader(library: PgLibrary) -> Iterator[Any]:
    """A session of a read-only role (SELECT only), as `papershelf_ro` members have."""
    role = f"ro_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(library.url, autocommit=True) as admin:
        admin.execute(f'CREATE ROLE "{role}"')
        admin.execute(f'GRANT USAGE ON SCHEMA "{library.schema}" TO "{role}"')
        admin.execute(f'GRANT SELECT ON ALL TABLES IN SCHEMA "{library.schema}" TO "{role}"')
    connection = psycopg.connect(library.url, autocommit=True)
    connection.execute(f'SET ROLE "{role}"')
    try:
        yield connection
    finally:
        connection.close()
        with psycopg.connect(library.url, autocommit=True) as admin:
            admin.execute(f'DROP OWNED BY "{role}"')
            admin.execute(f'DROP ROLE "{role}"')


def notify(connection: Any, library: PgLibrary, payload: str) -> None:
    """NOTIFY the library's channel with *payload* from *connection*."""
    channel = pg_changes.channel_name(library.schema)
    connection.execute("SELECT pg_notify(%s, %s)", (channel, payload))


def test_a_read_only_roles_notify_makes_no_window_reload(
    library: PgLibrary,
    listen: Any,
    reader: Any,
    caplog: pytest.LogCaptureFixture,
) -> None:
    Entry.create(key="a")
    _, heard = listen()
    with pytest.raises(psycopg.errors.InsufficientPrivilege):  # it may not write…
        reader.execute("UPDATE entry SET title = 'x'")
    pid = reader.info.backend_pid
    with caplog.at_level(logging.WARNING, logger="papershelf.live"):
        for table in ("entry", "entry_tag", "attachment"):  # …nor claim that everything changed
            notify(reader, library, json.dumps({"t": table, "k": "u", "p": pid, "all": True}))
        heard.nothing(1.0)
    assert "every row of" in caplog.text and "none did" in caplog.text
    with writer(library) as other:  # a real change still arrives
        other.execute("UPDATE entry SET title = 'real'")
    assert heard.next().fields == frozenset({"title"})


@pytest.mark.parametrize(
    "payload",
    [
        "[" * 7000 + "]" * 7,  # stopped every window's listener (RecursionError)
        '{"t": "entry", "k": "u", "p": 1, "ids": [' + ",".join(["1"] * 1500) + "]}",
        '{"t": "entry", "k": "u", "p": 1, "ids": [1e400]}',
        '{"t": "entry", "k": "u", "p": 1, "ids": [-5, "x"]}',
        '{"t": "pg_authid", "k": "u", "p": 1}',
        '{"t": "entry", "k": "drop", "p": 1}',
        "not json at all",
        "",
    ],
)
def test_a_malformed_payload_is_logged_and_the_listener_goes_on(
    library: PgLibrary, listen: Any, reader: Any, caplog: pytest.LogCaptureFixture,
    payload: str,
) -> None:  # fmt: skip
    listener, heard = listen()
    with caplog.at_level(logging.WARNING, logger="papershelf.live"):
        notify(reader, library, payload)
        heard.nothing(0.8)
    assert "ignored a change notice from backend" in caplog.text
    assert listener.running and listener.state.kind == "connected"
    made = Entry.create(key="after")
    assert heard.next().ids == {made.id}


def test_a_notice_naming_another_writer_is_ignored(library: PgLibrary, listen: Any) -> None:
    _, heard = listen()
    with writer(library) as other:
        pid = other.info.backend_pid
        notify(other, library, json.dumps({"t": "entry", "k": "d", "p": pid + 1, "ids": [1]}))
        heard.nothing(0.8)
        notify(other, library, json.dumps({"t": "entry", "k": "d", "p": pid, "ids": [1]}))
        assert heard.next().ids == {1}  # a well-formed hint naming rows is passed on


def test_read_notice_never_raises() -> None:
    assert read_notice('{"t": "entry", "k": "i", "p": 7, "ids": [3]}', 7) is not None
    for bad in ["{", "[]", '{"t": "entry", "k": "i", "p": true}', "{" * 5000, "\ud83d"]:
        assert read_notice(bad, 7) is None
