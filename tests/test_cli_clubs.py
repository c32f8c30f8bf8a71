"""papershelf club, assign and assigned (issue 36): a journal club's sessions in date order,
its next session with who read it, and assignments with due dates."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest

from tests.backends import server_schema
from tests.members_pg import members_of
from tests.test_cli_reading import cli, failing

DATA = Path(__file__).resolve().parent / "data"
ROUNDTRIP = DATA / "roundtrip.bib"
SOON = (date.today() + timedelta(days=3)).isoformat()
LATER = (date.today() + timedelta(days=10)).isoformat()
PAST = (date.today() - timedelta(days=4)).isoformat()


def _club(library: str) -> None:
    """roundtrip.bib's papers in a list 'Club', dblp.bib's paper outside it."""
    cli(library, "import", str(ROUNDTRIP), "--list", "Club")
    cli(library, "import", str(DATA / "import" / "dblp.bib"))


def test_a_club_sorts_by_date_and_marks_the_next_session(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    library = str(tmp_path / "lib.sqlite")
    _club(library)
    cli(library, "club", "Club", "--schedule", "hardt2016train", LATER, "--presenter", "Zoë")
    cli(library, "club", "Club", "--schedule", "devlin2019bert", SOON)
    cli(library, "club", "Club", "--schedule", "muller2020uber", PAST)
    shown = cli(library, "club", "Club")
    assert shown.index("muller2020uber") < shown.index("devlin2019bert") < shown.index("hardt")
    assert f"next {SOON}  devlin2019bert" in shown and "presenter Zoë" in shown
    order = json.loads(cli(library, "list", "show", "Club", "--json"))
    # the scheduled papers by date, then the rest in the order they had
    assert [row["key"] for row in order][:4] == [
        "muller2020uber", "devlin2019bert", "hardt2016train", "vaswani2017attention"
    ]  # fmt: skip
    bad = ("club", "Club", "--schedule", "devlin2019bert", "next week")
    assert "not a date" in failing(library, *bad, capsys=capsys)
    outside = ("club", "Club", "--schedule", "DBLP:conf/x/Zhang17", SOON)
    assert "only a paper of the list" in failing(library, *outside, capsys=capsys)
    cli(library, "club", "Club", "--unschedule", "devlin2019bert")
    assert f"next {LATER}  hardt2016train" in cli(library, "club", "Club")


def test_assigned_lists_mine_soonest_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    library = str(tmp_path / "lib.sqlite")
    _club(library)
    me = cli(library, "member").split("you are ", 1)[1].split()[0]
    cli(library, "assign", "hardt2016train", me, "--due", LATER)
    cli(library, "assign", "devlin2019bert", me, "--due", SOON)
    cli(library, "assign", "muller2020uber", "someone-else", "--due", PAST)
    cli(library, "status", "devlin2019bert", "reading", "--me")
    rows = json.loads(cli(library, "assigned", "--json"))
    assert [(r["key"], r["due"], r["status"]) for r in rows] == [
        ("devlin2019bert", SOON, "reading"), ("hardt2016train", LATER, "unread")
    ]  # fmt: skip
    assert "not a date" in failing(library, "assign", "hardt2016train", me, "--due", "soon",
                                   capsys=capsys)  # fmt: skip
    cli(library, "assign", "hardt2016train", me, "--remove")
    assert [r["key"] for r in json.loads(cli(library, "assigned", "--json"))] == ["devlin2019bert"]


@pytest.fixture
def shared(pg_url: str) -> Iterator[str]:
    """A shared library on the test server with the club in it."""
    for target in server_schema(pg_url):
        _club(target)
        yield target


@pytest.mark.postgresql
def test_every_member_sees_the_next_session_and_who_read_it(shared: str) -> None:
    with members_of(shared, 2) as (ann, bea):
        cli(ann.url, "club", "Club", "--schedule", "devlin2019bert", SOON, "--presenter", bea.role)
        cli(bea.url, "member", "--name", "Bea")
        cli(bea.url, "status", "devlin2019bert", "read", "--me")
        for member in (ann, bea):
            shown = cli(member.url, "club", "Club")
            assert f"next {SOON}  devlin2019bert" in shown
            assert "presenter Bea; read by Bea" in shown
        cli(ann.url, "assign", "hardt2016train", bea.role, "--due", LATER)
        assert json.loads(cli(ann.url, "assigned", "--json")) == []
        assert [r["key"] for r in json.loads(cli(bea.url, "assigned", "--json"))] == [
            "hardt2016train"
        ]
