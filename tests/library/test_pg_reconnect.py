"""A library's own server connection after the server dropped it (pg_terminate_backend, a
restart): the next statement connects again instead of failing for ever; a transaction cut
in the middle is reported (nothing of it was saved) and the next one works. Skipped, saying
why, without a server."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from papershelf.library.db import Library, open_library
from papershelf.library.postgresql.connection import ServerConnectionError
from papershelf.library.queries import get_entry
from papershelf.services.entries import update_entry
from papershelf.services.importing import import_file
from tests.backends import server_schema
from tests.paths import SAMPLE
from tests.pg_sessions import terminate, terminate_when_waiting

pytestmark = pytest.mark.postgresql

psycopg = pytest.importorskip("psycopg")


@pytest.fixture
def url(pg_url: str) -> Iterator[str]:
    """A new empty schema on the test server, as a library URL."""
    yield from server_schema(pg_url)


@pytest.fixture
def lib(url: str) -> Iterator[Library]:
    """The sample library on the server."""
    library = open_library(url)
    import_file(library, SAMPLE)
    yield library
    library.close()


def first_id(lib: Library) -> int:
    """Some entry's id."""
    return int(lib.execute("SELECT min(id) FROM entry").fetchone()[0])


def test_a_write_after_the_session_was_terminated_connects_again(lib: Library, url: str) -> None:
    entry_id, pid = first_id(lib), lib.session_pid()
    assert pid is not None
    terminate(url, pid)
    update_entry(lib, entry_id, {"title": "Written after the kill"})  # BEGIN reconnects
    assert lib.session_pid() not in (None, pid)
    entry = get_entry(lib, entry_id)
    assert entry is not None and entry.title == "Written after the kill"


def test_a_read_after_the_session_was_terminated_connects_again(lib: Library, url: str) -> None:
    pid = lib.session_pid()
    assert pid is not None
    terminate(url, pid)
    assert lib.execute("SELECT count(*) FROM entry").fetchone()[0] == 19
    assert lib.session_pid() not in (None, pid)


def test_a_transaction_killed_midway_is_reported_and_the_next_one_works(
    lib: Library, url: str
) -> None:
    entry_id, pid = first_id(lib), lib.session_pid()
    assert pid is not None
    with psycopg.connect(url, autocommit=True) as holder:
        holder.execute("BEGIN")
        holder.execute("SELECT id FROM entry WHERE id = %s FOR UPDATE", (entry_id,))
        killer = threading.Thread(target=terminate_when_waiting, args=(url, pid))
        killer.start()
        with pytest.raises(ServerConnectionError) as caught:
            update_entry(lib, entry_id, {"title": "Cut off"})  # waits on the row lock
        killer.join()
        holder.execute("ROLLBACK")
    assert "connection to the server was lost" in str(caught.value)
    assert "papershelf@" in str(caught.value)  # names the server
    entry = get_entry(lib, entry_id)  # reconnects
    assert entry is not None and entry.title != "Cut off"
    update_entry(lib, entry_id, {"title": "Saved again"})
    entry = get_entry(lib, entry_id)
    assert entry is not None and entry.title == "Saved again"
