"""Members of a shared library on the test server: login roles of their own (issue 36's tests).

`members_of(url, n)` makes *n* login roles that may read and write the library in the test's
schema (as `papershelf_rw` members do, docs/shared-library.md), or only read it, and drops
them (with what they own) afterwards. Each member opens the library through its own URL, so
the server's session_user is that member.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from tests.backends import schema_url

WRITE = (
    "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA {schema} TO {role}",
    "GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA {schema} TO {role}",
)
READ = ("GRANT SELECT ON ALL TABLES IN SCHEMA {schema} TO {role}",)


@dataclass(frozen=True)
class Member:
    """A login role and the URL it opens the library by."""

    role: str
    url: str


def _schema(url: str) -> str:
    """The schema a test's library URL names (tests.backends.schema_url)."""
    return url.rsplit("%3D", 1)[1]


def _admin_url(url: str) -> str:
    """The server URL without the schema option."""
    return url.rsplit("&options=", 1)[0].rsplit("?options=", 1)[0]


@contextmanager
def members_of(url: str, count: int, grants: tuple[str, ...] = WRITE) -> Iterator[list[Member]]:
    """*count* new login roles with *grants* on the library at *url*; dropped afterwards."""
    import psycopg

    admin, schema = _admin_url(url), _schema(url)
    made = [f"m{n}_{uuid.uuid4().hex[:8]}" for n in range(count)]
    with psycopg.connect(admin, autocommit=True) as conn:
        for role in made:
            conn.execute(f"CREATE ROLE {role} LOGIN")
            conn.execute(f'GRANT USAGE ON SCHEMA "{schema}" TO {role}')
            for grant in grants:
                conn.execute(grant.format(schema=f'"{schema}"', role=role))
    user = admin.split("://", 1)[1].split("@", 1)[0]
    try:
        yield [
            Member(role, schema_url(admin.replace(f"{user}@", f"{role}@", 1), schema))
            for role in made
        ]
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            for role in made:
                conn.execute(f"DROP OWNED BY {role}")
                conn.execute(f"DROP ROLE {role}")
