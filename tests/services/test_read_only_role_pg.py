"""A read-only member (papershelf_ro's rights: SELECT only) cannot change anyone's reading
state even with their own SQL connection (issue 36): the server refuses it by its grants,
not Papershelf's read-only session, so a `psql` that turns read-only off is refused too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from papershelf.library.db import open_library
from papershelf.library.models import Status
from papershelf.library.queries import ordered_ids
from papershelf.services.entries import set_status
from tests.backends import server_schema
from tests.factories import add, record
from tests.members_pg import READ, members_of

pytestmark = pytest.mark.postgresql
INSUFFICIENT_PRIVILEGE = "42501"


@pytest.fixture
def url(pg_url: str) -> Iterator[str]:
    """A shared library with one paper."""
    for target in server_schema(pg_url):
        lib = open_library(target)
        add(lib, record("Attention is all you need"))
        lib.close()
        yield target


def test_a_read_only_role_is_refused_by_the_server_itself(url: str) -> None:
    import psycopg

    with members_of(url, 1) as (ann,), members_of(url, 1, READ) as (carl,):
        lib = open_library(ann.url)
        paper = ordered_ids(lib)[0]
        set_status(lib, [paper], Status.READ)
        lib.close()
        statements = (
            "UPDATE member_state SET status = 0",
            f"INSERT INTO member_state (entry_id, member, status) VALUES ({paper}, 'x', 2)",
            "DELETE FROM member_state",
            "INSERT INTO reading_position (attachment_id, member, entry_id) "
            f"VALUES (1, 'x', {paper})",
            "UPDATE annotation SET public = 1",
        )
        with psycopg.connect(carl.url, autocommit=True) as conn:
            conn.execute("SET default_transaction_read_only = off")  # as psql could
            for statement in statements:
                with pytest.raises(psycopg.Error) as refused:
                    conn.execute(statement)
                assert refused.value.sqlstate == INSUFFICIENT_PRIVILEGE, statement
            status = conn.execute("SELECT status FROM member_state").fetchone()
        assert status == (int(Status.READ),)  # ann's status stands
