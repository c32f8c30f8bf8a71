"""papershelf note and tag ... --private (issue 36): each member's private notes and private
tags on a shared library, seen by their owner only and found with mytag:; the shared notes
and tags stay shared; a file refuses them in one line (its notes and tags are its reader's)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import Library, open_library
from papershelf.library.queries import entry_ids_by_key, get_entry
from papershelf.services import members
from tests.backends import server_schema
from tests.members_pg import members_of
from tests.test_cli_reading import cli, failing

TUGBOAT = Path(__file__).resolve().parent / "data" / "import" / "tugboat-columns.bib"
FIRST, SECOND = "Price:TB2-2-43", "Price:TB2-2-54"


def _keys(library: str, *query: str) -> list[str]:
    """The keys `search --json` finds."""
    return [row["key"] for row in json.loads(cli(library, "search", *query, "--json"))]


def test_a_file_refuses_private_notes_and_tags(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    library = str(tmp_path / "lib.sqlite")
    cli(library, "import", str(TUGBOAT))
    for args in (
        ("note", FIRST),
        ("note", FIRST, "mine", "--private"),
        ("tag", "add", "thesis", f'key:"{FIRST}"', "--private"),
        ("tags", "--private"),
    ):
        assert "for a shared library" in failing(library, *args, capsys=capsys)
    assert "tagged 1 entry with 'thesis'" in cli(library, "tag", "add", "thesis", f'key:"{FIRST}"')
    assert _keys(library, "mytag:thesis") == []  # a file has no private tags


@pytest.fixture
def shared(pg_url: str) -> Iterator[str]:
    """A shared library on the test server with TUGboat's columns in it."""
    for target in server_schema(pg_url):
        cli(target, "import", str(TUGBOAT))
        yield target


@pytest.mark.postgresql
def test_private_tags_are_their_owners_only(shared: str) -> None:
    with members_of(shared, 2) as (ann, bea):
        out = cli(ann.url, "tag", "add", "thesis/ch2", "author:price", "--private")
        assert "tagged 2 entries with your private tag 'thesis/ch2'" in out
        assert "1 already had it" in cli(
            ann.url, "tag", "add", "Thesis/ch2", f'key:"{FIRST}"', "--private"
        )
        assert sorted(_keys(ann.url, "mytag:thesis")) == sorted([FIRST, SECOND])  # below it
        assert _keys(ann.url, "mytag:thesis/ch2", "year:1981") == _keys(ann.url, "mytag:thesis")
        assert _keys(bea.url, "mytag:thesis") == []  # bea has no such tag: it is ann's
        assert json.loads(cli(ann.url, "tags", "--private", "--json")) == [
            {"name": "thesis/ch2", "count": 2}
        ]
        assert "you have no private tags" in cli(bea.url, "tags", "--private")
        assert json.loads(cli(bea.url, "tags", "--json")) == []  # nor a shared tag
        assert "removed your private tag 'thesis/ch2' from 1 entry" in cli(
            ann.url, "tag", "remove", "thesis/ch2", f'key:"{SECOND}"', "--private"
        )
        assert _keys(ann.url, "mytag:thesis") == [FIRST]


@pytest.mark.postgresql
def test_private_notes_are_read_by_their_owner_only(shared: str) -> None:
    with members_of(shared, 2) as (ann, bea):
        cli(ann.url, "note", FIRST, "the editor's first greeting", "--private")
        cli(ann.url, "note", FIRST, "worth a look", "--public")
        cli(ann.url, "tag", "add", "history", f'key:"{FIRST}"', "--private")
        mine = cli(ann.url, "note", FIRST)
        assert "your private note: the editor's first greeting" in mine
        assert "shown to every member: worth a look" in mine
        assert "your private tags: history" in mine
        theirs = cli(bea.url, "note", FIRST)
        assert theirs.count("(none)") == 3
        lib = open_library(bea.url)
        try:
            states = members.states(lib, get_entry_id(lib))
            assert [s.public_notes for s in states] == ["worth a look"]
            assert get_entry(lib, get_entry_id(lib)).notes == ""  # the shared notes field
        finally:
            lib.close()


def get_entry_id(lib: Library) -> int:
    """The id of FIRST in *lib*."""
    return entry_ids_by_key(lib, [FIRST])[FIRST.lower()]
