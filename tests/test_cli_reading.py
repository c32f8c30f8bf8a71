"""papershelf status, who-read and member (issue 36): on a file as before, and on a shared
library each member's own status, with who read what (members as roles of their own)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from io import StringIO
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from papershelf.library.db import Library, open_library
from papershelf.library.queries import entry_ids_by_key as ids_by_key
from papershelf.services import members
from tests.backends import server_schema
from tests.members_pg import members_of

DBLP = Path(__file__).resolve().parent / "data" / "import" / "dblp.bib"
KEY = "DBLP:conf/x/Zhang17"


def cli(library: str, *args: str) -> str:
    """Run one papershelf command on *library*; its output (it must succeed)."""
    out = StringIO()
    code = run_command(build_parser().parse_args(["--library", library, *args]), out)
    assert code == 0, out.getvalue()
    return out.getvalue()


def failing(library: str, *args: str, capsys: pytest.CaptureFixture[str]) -> str:
    """Run a command that must fail; its one-line message."""
    code = run_command(build_parser().parse_args(["--library", library, *args]), StringIO())
    assert code == 1
    message = capsys.readouterr().err
    assert message.count("\n") == 1 and "Traceback" not in message
    return message


def _search_status(library: str, key: str) -> str:
    """The status `search --json` prints for *key*."""
    rows = json.loads(cli(library, "search", f'key:"{key}"', "--json"))
    return str(rows[0]["status"])


def test_status_and_who_read_on_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    library = str(tmp_path / "lib.sqlite")
    cli(library, "import", str(DBLP))
    assert "1 marked read" in cli(library, "status", KEY, "read", "--me")
    assert _search_status(library, KEY) == "read"
    rows = json.loads(cli(library, "who-read", f'key:"{KEY}"', "--json"))
    assert rows[0]["my_status"] == "read" and rows[0]["readers"] == 1
    assert "no paper matches" in cli(library, "who-read", "status:unread")
    assert "unknown status" in failing(library, "status", KEY, "skimmed", capsys=capsys)
    assert "no entry with the key nope" in failing(library, "status", "nope", "read", capsys=capsys)
    assert cli(library, "member", "--name", "Ann").endswith("shown as Ann\n")  # papershelf name's
    assert "for a shared library" in failing(library, "note", KEY, "mine", capsys=capsys)


@pytest.fixture
def shared(pg_url: str) -> Iterator[str]:
    """A shared library on the test server with dblp.bib's papers in it."""
    for target in server_schema(pg_url):
        cli(target, "import", str(DBLP))
        yield target


@pytest.mark.postgresql
def test_each_member_sees_their_own_status_and_who_read(shared: str) -> None:
    with members_of(shared, 2) as (ann, bea):
        cli(ann.url, "member", "--name", "Ann Lee")
        assert f"{ann.role}'s own status" in cli(ann.url, "status", KEY, "read", "--me")
        cli(bea.url, "status", KEY, "reading", "--me")
        assert _search_status(ann.url, KEY) == "read"
        assert _search_status(bea.url, KEY) == "reading"
        for member in (ann, bea):
            rows = json.loads(cli(member.url, "who-read", f'key:"{KEY}"', "--json"))
            assert rows[0]["read_by"] == ["Ann Lee"]
        assert "shown as Ann Lee" in cli(ann.url, "member")
        assert f"you are {bea.role}" in cli(bea.url, "member")
        cli(ann.url, "note", KEY, "Read section 3 first", "--public")
        cli(ann.url, "note", KEY, "my own thoughts")
        lib = open_library(bea.url)
        try:
            states = members.states(lib, state_entry(lib))
        finally:
            lib.close()
        (ann_state,) = [state for state in states if state.member == ann.role]
        assert ann_state.public_notes == "Read section 3 first"
        assert "my own thoughts" not in repr(states)  # private: nobody else is shown it
        found = json.loads(cli(bea.url, "search", 'readby:"Ann Lee"', "status:reading", "--json"))
        assert [row["key"] for row in found] == [KEY]


def state_entry(lib: Library) -> int:
    """The id of the paper the tests mark."""
    return ids_by_key(lib, [KEY])[KEY.lower()]
