"""Library copy between SQLite and PostgreSQL (issue 19's acceptance: a copy to the server
and back dumps the same as the original). Each test gets a schema of its own on the test
server (PAPERSHELF_TEST_PG), named in the URL's search_path; it is dropped afterwards.

They need the PostgreSQL backend (open_library(url)); until it is in the build they skip,
saying so."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library import user_data
from papershelf.library.copying import DestinationNotEmptyError, copy_library
from papershelf.library.db import Library, open_library
from papershelf.library.dumping import dump_lines
from papershelf.library.models import Tag
from papershelf.library.queries import count_matches, ordered_ids
from papershelf.library.search import parse
from papershelf.services.tags import create_tag
from tests import rich_library
from tests.factories import add, record
from tests.test_cli import papershelf

pytestmark = [pytest.mark.postgresql]
psycopg = pytest.importorskip("psycopg")


@pytest.fixture
def rich(tmp_path: Path) -> Iterator[Library]:
    """A library file holding a bit of everything (tests/rich_library.py)."""
    lib = open_library(tmp_path / "rich.sqlite")
    rich_library.build(lib, tmp_path)
    yield lib
    lib.close()


@pytest.fixture
def server(server_url: str) -> Iterator[Library]:
    """A new, empty library on the server."""
    lib = open_library(server_url)
    yield lib
    lib.close()


def _without_own_state(lines: list[str], member: str) -> list[str]:
    """A dump without *member*'s own reading state (schema 10): a copy onto a server makes
    the file's statuses the copying member's own, beside the copied rows, and (schema 11)
    the file's annotations theirs."""
    own = (f'"table": "member", "key": ["{member}"]', f'"member": "{member}", "notes"')
    theirs, nobodys = f'"member": "{member}", "modified"', '"member": "", "modified"'
    return [
        line.replace(theirs, nobodys) for line in lines if not any(part in line for part in own)
    ]


def test_to_the_server_and_back_dumps_the_same(
    rich: Library, server: Library, tmp_path: Path
) -> None:
    copy_library(rich, server)
    original = list(dump_lines(rich))
    copier = server.user_name()
    on_server = list(dump_lines(server))
    assert _without_own_state(on_server, copier) == original
    read = ordered_ids(rich, query=parse("status:read"))
    assert read and ordered_ids(server, query=parse(f"readby:{copier}")) == read
    owners = server.execute("SELECT DISTINCT member FROM annotation").fetchall()
    assert [tuple(row) for row in owners] == [(copier,)]  # the file's annotations: the copier's
    back = open_library(tmp_path / "back.sqlite")
    try:
        copy_library(server, back)
        assert _without_own_state(list(dump_lines(back)), copier) == original
    finally:
        back.close()


def test_the_server_copy_answers_as_the_file_does(rich: Library, server: Library) -> None:
    copy_library(rich, server)
    assert ordered_ids(server) == ordered_ids(rich)
    for query in ("tag:ml", "year:>2000", "status:read"):
        assert set(ordered_ids(server, query=query)) == set(ordered_ids(rich, query=query))


def test_the_server_copy_finds_words_as_the_file_does(rich: Library, server: Library) -> None:
    copy_library(rich, server)  # COPY fires the search documents' statement triggers
    assert count_matches(server, "higgs") == count_matches(rich, "higgs") == 1
    for query in ("higgs OR boson", '"standard model"', "title:higgs", "-higgs"):
        assert set(ordered_ids(server, query=query)) == set(ordered_ids(rich, query=query))


def test_the_sequences_go_on_after_the_copied_ids(rich: Library, server: Library) -> None:
    copy_library(rich, server)
    largest = max(ordered_ids(server))
    add(server, record("Written on the server after the copy"))
    assert max(ordered_ids(server)) == largest + 1
    create_tag(server, "after the copy")
    tag_ids = sorted(row[0] for row in Tag.select(Tag.id).tuples().execute(server.db))
    assert tag_ids == list(range(1, len(tag_ids) + 1))


def test_a_failed_copy_leaves_the_server_empty(rich: Library, server: Library) -> None:
    def fail_among_people(table: str, done: int, _total: int) -> None:
        if table == "person" and done > 0:
            raise RuntimeError("injected")

    with pytest.raises(RuntimeError, match="injected"):
        copy_library(rich, server, fail_among_people)
    assert not any(user_data.has_rows(server, m) for m in user_data.user_models())
    copy_library(rich, server)  # and it can simply be run again
    assert _without_own_state(list(dump_lines(server)), server.user_name()) == list(
        dump_lines(rich)
    )


def test_a_server_library_with_entries_is_refused(rich: Library, server: Library) -> None:
    add(server, record("Already on the server"))
    with pytest.raises(DestinationNotEmptyError, match="already holds 1 entry"):
        copy_library(rich, server)


def test_the_command_line_round_trip(rich: Library, server_url: str, tmp_path: Path) -> None:
    """The acceptance line: `library copy lab.sqlite postgresql://…` then back, dumps equal."""
    rich.close()
    there = papershelf("library", "copy", rich.path, server_url)
    assert there.returncode == 0, there.stderr
    back = tmp_path / "back.sqlite"
    again = papershelf("library", "copy", server_url, back)
    assert again.returncode == 0, again.stderr
    for name, target in (("a", rich.path), ("server", server_url), ("b", back)):
        dumped = papershelf("library", "dump", target, "-o", tmp_path / f"{name}.jsonl")
        assert dumped.returncode == 0, dumped.stderr
    original = (tmp_path / "a.jsonl").read_text(encoding="utf-8").splitlines()
    copier = server_url.split("://", 1)[1].split("@", 1)[0]  # the copy's own state is theirs
    for name in ("server", "b"):
        lines = (tmp_path / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
        assert _without_own_state(lines, copier) == original
