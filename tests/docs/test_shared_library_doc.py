"""docs/shared-library.md, followed on the test server: its setup SQL (the blocks marked
<!-- setup: server --> and <!-- setup: database -->) runs as the superuser into a fresh
database, with the doc's role names; then its read-write logins make and change the app's
tables and rows, its read-only login reads them and cannot write, a login in neither group
cannot connect, and its pg_dump / pg_restore commands give a copy the same people can use."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from papershelf.library.models import ReadingList, Setting, Tag
from tests.livepg import PlainPostgres

psycopg = pytest.importorskip("psycopg")
from psycopg.conninfo import conninfo_to_dict, make_conninfo  # noqa: E402

DOC = Path(__file__).resolve().parents[2] / "docs" / "shared-library.md"
SETUP = re.compile(r"<!-- setup: (server|database) -->\s*```sql\n(.*?)```", re.DOTALL)
BACKUP = re.compile(r"<!-- backup -->\s*```sh\n(.*?)```", re.DOTALL)
DOC_DATABASE = "papers"
# The app's schema creation on PostgreSQL (helper pgcore) makes this collation, so the
# models' COLLATE NOCASE runs there; a writer creates it as the app would.
NOCASE = (
    "CREATE COLLATION IF NOT EXISTS nocase "
    "(provider = icu, locale = 'und-u-ks-level2', deterministic = false)"
)
APP_TABLES = [Tag, ReadingList, Setting]


def setup_blocks(text: str) -> list[tuple[str, list[str]]]:
    """The doc's setup blocks in order: where each runs ('server' or 'database') and its
    statements (a statement ends with ';' at the end of a line)."""
    return [
        (where, [s.strip() for s in re.split(r";\s*$", sql, flags=re.MULTILINE) if s.strip()])
        for where, sql in SETUP.findall(text)
    ]


def roles_created(blocks: list[tuple[str, list[str]]]) -> list[str]:
    """The roles the doc creates, in order."""
    return [
        m.group(1) for _, statements in blocks for s in statements
        if (m := re.match(r"CREATE ROLE (\w+)", s))
    ]  # fmt: skip


def in_database(statement: str, name: str) -> str:
    """*statement* about the doc's database `papers` made about *name* instead."""
    return re.sub(rf"\b{DOC_DATABASE}(?=\b|_)", name, statement)


@dataclass
class DocServer:
    """The test server after the doc's setup: how each login connects to the fresh database."""

    url: str  # the test server's URL (the superuser)
    database: str
    roles: list[str]

    def conninfo(self, user: str, database: str | None = None) -> str:
        """A libpq connection string for *user* on the fresh (or another) database."""
        return make_conninfo(self.url, user=user, dbname=database or self.database)

    def connect(self, user: str, database: str | None = None):
        """An autocommit connection as *user*."""
        return psycopg.connect(self.conninfo(user, database), autocommit=True)

    def peewee(self, user: str) -> PlainPostgres:
        """A peewee database on the fresh database as *user* (as the app connects)."""
        params = conninfo_to_dict(self.url)
        params.pop("dbname", None)
        params["user"] = user
        return PlainPostgres(self.database, **params)


def drop_everything(admin, roles: list[str], databases: list[str]) -> None:
    """Drop the databases, any other the roles own (a crashed run's), then the roles."""
    owned = admin.execute(
        "SELECT datname FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba "
        "WHERE r.rolname = ANY(%s)",
        (roles,),
    ).fetchall()
    for name in [*databases, *(row[0] for row in owned)]:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    for role in reversed(roles):  # logins first, then their groups
        admin.execute(f'DROP ROLE IF EXISTS "{role}"')


@pytest.fixture
def doc_server(pg_url: str) -> Iterator[DocServer]:
    """The doc's setup run as the superuser into a fresh database; everything dropped after."""
    blocks = setup_blocks(DOC.read_text(encoding="utf-8"))
    roles = roles_created(blocks)
    server = DocServer(pg_url, f"papers_doc_{uuid.uuid4().hex[:10]}", roles)
    extra = ["dave"]  # a login in neither group (not in the doc)
    with psycopg.connect(pg_url, autocommit=True) as admin:
        if not admin.execute(
            "SELECT rolsuper FROM pg_roles WHERE rolname = current_user"
        ).fetchone()[0]:
            pytest.skip("following the doc creates roles and extensions: it needs a superuser")
        drop_everything(admin, roles + extra, [])
        try:
            for where, statements in blocks:
                if where == "server":
                    for statement in statements:
                        admin.execute(in_database(statement, server.database))
                else:
                    with server.connect(conninfo_to_dict(pg_url)["user"]) as conn:
                        for statement in statements:
                            conn.execute(in_database(statement, server.database))
            yield server
        finally:
            restored = f"{server.database}_restored"
            drop_everything(admin, roles + extra, [server.database, restored])


def test_the_doc_marks_its_setup_sql() -> None:
    """The test finds the doc's blocks (else it would prove nothing): groups, logins, grants
    (this part needs no server)."""
    blocks = setup_blocks(DOC.read_text(encoding="utf-8"))
    assert [where for where, _ in blocks] == ["server", "database", "server"]
    assert roles_created(blocks) == ["papershelf_rw", "papershelf_ro", "ann", "bea", "carl"]
    statements = [s for _, block in blocks for s in block]
    assert any(s.startswith("CREATE DATABASE papers OWNER papershelf_rw") for s in statements)
    assert sum(s.startswith("ALTER DEFAULT PRIVILEGES") for s in statements) == 2
    assert "CREATE EXTENSION IF NOT EXISTS unaccent" in statements
    assert in_database("GRANT CONNECT ON DATABASE papers TO papershelf_rw", "x") == (
        "GRANT CONNECT ON DATABASE x TO papershelf_rw"
    )  # the groups' names, which start with "papers", are left alone
    assert in_database("createdb papers_restored", "x") == "createdb x_restored"


def make_app_tables(server: DocServer, user: str) -> None:
    """What a writer's first open does to an empty database: the app's tables (some of them)."""
    db = server.peewee(user)
    with db.bind_ctx(APP_TABLES):
        db.execute_sql(NOCASE)
        db.create_tables(APP_TABLES)
        Tag.create(name="ml", color="#5b8def")
        Tag.create(name="to discuss")
        ReadingList.create(name="Journal club")
        Setting.create(name="key_pattern", value="[auth][year]")
        Tag.update(color="#ff0000").where(Tag.name == "ml").execute()
    db.close()


@pytest.mark.postgresql
def test_writers_make_and_change_the_apps_tables_and_rows(doc_server: DocServer) -> None:
    make_app_tables(doc_server, "ann")
    with doc_server.connect("ann") as ann:
        who = ann.execute("SELECT session_user, current_user").fetchone()
        assert who == ("ann", "papershelf_rw")  # SET role: what ann makes belongs to the group
        owners = ann.execute(
            "SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'"
        ).fetchall()
        assert owners == [("papershelf_rw",)]
    with doc_server.connect("bea") as bea:  # another writer changes ann's rows and tables
        bea.execute("UPDATE tag SET color = %s WHERE name = %s", ("#00aa00", "ml"))
        bea.execute("INSERT INTO tag (name) VALUES (%s)", ("reviewed",))
        bea.execute("DELETE FROM tag WHERE name = %s", ("to discuss",))
        bea.execute("ALTER TABLE tag ADD COLUMN upgraded integer NOT NULL DEFAULT 1")  # an upgrade
        rows = bea.execute("SELECT name, color, upgraded FROM tag ORDER BY name").fetchall()
    assert rows == [("ml", "#00aa00", 1), ("reviewed", "#5b8def", 1)]


@pytest.mark.postgresql
def test_a_reader_reads_and_cannot_write(doc_server: DocServer) -> None:
    make_app_tables(doc_server, "ann")  # made after the grants: default privileges cover them
    with doc_server.connect("carl") as carl:
        assert carl.execute("SELECT name, color FROM tag ORDER BY name").fetchall() == [
            ("ml", "#ff0000"), ("to discuss", "#5b8def"),
        ]  # fmt: skip
        assert carl.execute("SELECT value FROM setting").fetchall() == [("[auth][year]",)]
        rights = carl.execute(
            "SELECT has_table_privilege('tag', 'SELECT'), has_table_privilege('tag', 'INSERT')"
        ).fetchone()
        assert rights == (True, False)  # how an app can tell a read-only login
        for statement in (
            "INSERT INTO tag (name) VALUES ('mine')",
            "UPDATE tag SET color = '#000000'",
            "DELETE FROM reading_list",
            "CREATE TABLE notes (id integer)",
            "ALTER TABLE tag ADD COLUMN x integer",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                carl.execute(statement)
        carl.execute("CREATE TEMP TABLE scope (id integer)")  # searches' scratch tables work


@pytest.mark.postgresql
def test_a_login_in_neither_group_cannot_connect(doc_server: DocServer) -> None:
    with psycopg.connect(doc_server.url, autocommit=True) as admin:
        admin.execute("CREATE ROLE dave LOGIN")
    with pytest.raises(psycopg.OperationalError, match="permission denied for database"):
        doc_server.connect("dave").close()


def backup_commands(text: str, server: DocServer, dump: Path) -> list[list[str]]:
    """The doc's backup and restore commands, for the fresh database and *dump*, run as the
    test's superuser instead of through `sudo -u postgres`."""
    commands = []
    for block in BACKUP.findall(text):
        for line in block.splitlines():
            line = re.sub(r"/var/backups/papers-.*?\.dump", str(dump), line.strip())
            words = shlex.split(in_database(line, server.database))
            if words[:3] == ["sudo", "-u", "postgres"]:
                words = words[3:]
            if words:
                commands.append(words)
    return commands


@pytest.mark.postgresql
def test_a_backup_restores_with_its_owners_and_grants(
    doc_server: DocServer, tmp_path: Path
) -> None:
    if shutil.which("pg_dump") is None or shutil.which("pg_restore") is None:
        pytest.skip("pg_dump and pg_restore are not installed")
    make_app_tables(doc_server, "ann")
    commands = backup_commands(DOC.read_text(encoding="utf-8"), doc_server, tmp_path / "p.dump")
    assert [c[0] for c in commands] == ["pg_dump", "createdb", "pg_restore"]
    params = conninfo_to_dict(doc_server.url)
    env = {**os.environ, "PGHOST": params.get("host", ""), "PGUSER": params["user"]}
    if "port" in params:
        env["PGPORT"] = params["port"]
    for command in commands:
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, (command, done.stderr)
    restored = f"{doc_server.database}_restored"
    with doc_server.connect("carl", restored) as carl:
        names = carl.execute("SELECT name FROM tag ORDER BY name").fetchall()
        assert names == [("ml",), ("to discuss",)]
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            carl.execute("INSERT INTO tag (name) VALUES ('mine')")
    with doc_server.connect("bea", restored) as bea:
        bea.execute("INSERT INTO tag (name) VALUES ('after the restore')")
        assert bea.execute("SELECT count(*) FROM tag").fetchone() == (3,)


def app_url(server: DocServer, user: str) -> str:
    """A postgresql:// URL for *user* on the doc's fresh database, as a person would type it."""
    params = conninfo_to_dict(server.url)
    host = params.get("host", "")
    port = f":{params['port']}" if "port" in params else ""
    if host.startswith("/"):  # a unix socket folder goes in the query
        return f"postgresql://{user}@{port}/{server.database}?host={host}"
    return f"postgresql://{user}@{host}{port}/{server.database}"


@pytest.mark.postgresql
def test_the_app_opens_the_doc_library_as_each_login(doc_server: DocServer) -> None:
    """Papershelf itself: ann's first open makes the library, bea writes to it, carl gets a
    read-only library that says why, and nobody's title shows more than the URL."""
    from papershelf.library.db import open_library
    from papershelf.services.importing import import_file
    from papershelf.services.tags import add_tag
    from tests.paths import SAMPLE

    ann = open_library(app_url(doc_server, "ann"))
    try:
        assert ann.read_only is None
        import_file(ann, SAMPLE)
        first = ann.execute("SELECT min(id) FROM entry").fetchone()[0]
    finally:
        ann.close()
    bea = open_library(app_url(doc_server, "bea"))
    try:
        assert bea.read_only is None
        add_tag(bea, [first], "journal club")
        assert bea.user_name() == "bea"  # rows name the login, not the group it acts as
    finally:
        bea.close()
    carl = open_library(app_url(doc_server, "carl"))
    try:
        assert carl.read_only is not None and "only read" in carl.read_only
        count = carl.execute("SELECT count(*) FROM entry_tag").fetchone()[0]
        assert count == 1
    finally:
        carl.close()
