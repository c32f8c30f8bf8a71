"""papershelf plan: a list's goal set from the shell, its forecast as text and JSON."""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from papershelf.library.db import open_library
from papershelf.library.models import Status
from papershelf.library.queries import ordered_ids
from papershelf.services.entries import set_status
from papershelf.services.lists import add_to_list, create_list, find_list, list_positions
from tests.test_cli import papershelf


@pytest.fixture
def library(tmp_path: Path, sample_path: Path) -> Path:
    """The sample library with its first five papers in the list 'Thesis'."""
    path = tmp_path / "plan.sqlite"
    assert papershelf("import", sample_path, "--library", path).returncode == 0
    lib = open_library(path)
    create_list(lib, "Thesis")
    list_id = find_list(lib, "Thesis")
    assert list_id is not None
    add_to_list(lib, list_id, ordered_ids(lib)[:5])
    lib.close()
    return path


def _plan(library: Path, *args: str) -> Any:
    """`papershelf plan Thesis --json ARGS`, read."""
    done = papershelf("plan", "Thesis", "--json", *args, "--library", library)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_deadline_set_from_the_shell_and_the_forecast_after_a_read(library: Path) -> None:
    today = date.today()
    first = _plan(library, "--by", (today + timedelta(days=20)).isoformat())
    assert (first["remaining"], first["finish"], first["goal"]["kind"]) == (5, None, "deadline")
    lib = open_library(library)
    list_id = find_list(lib, "Thesis")
    assert list_id is not None
    set_status(lib, [list_positions(lib, list_id)[0][0]], Status.READ)
    lib.close()
    after = _plan(library)
    # one paper (no PDF: a typical 30 minutes) read today, measured over a week: 30 min a
    # week; four papers of 30 minutes left take four weeks, eight days after the deadline
    assert after["remaining"] == 4
    assert after["pace"] == {"papers_per_week": 1, "minutes_per_week": 30, "days_measured": 7}
    assert after["finish"] == (today + timedelta(days=28)).isoformat()
    assert after["days_late"] == 8
    # four papers in the 20 days (2.9 weeks) to the deadline: two a week
    assert [len(w["papers"]) for w in after["queue"]] == [2, 2]


def test_a_pace_goal_in_text_and_bad_input_in_one_line(library: Path) -> None:
    done = papershelf("plan", "Thesis", "--pace", "2/week", "--library", library)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Thesis: 0 of 5 read; goal: 2 papers a week"
    assert "5 papers left, about 2 h 30 min of reading. No pace yet" in lines[1]
    assert sum(line.startswith("week of") for line in lines) == 3  # 2 + 2 + 1 papers
    for args, message in (
        (("Thesis", "--pace", "lots"), "'lots' is not a pace"),
        (("Thesis", "--by", "next friday"), "'next friday' is not a date"),
        (("Nowhere",), "there is no reading list called 'Nowhere'"),
        ((), "name a reading list, or give --unread"),
    ):
        bad = papershelf("plan", *args, "--library", library)
        assert bad.returncode == 1 and bad.stderr.count("\n") == 1, bad.stderr
        assert message in bad.stderr
    assert _plan(library)["goal"] == {
        "kind": "pace", "since": date.today().isoformat(), "deadline": None, "per_week": 2.0,
    }  # fmt: skip


def test_the_library_unread_has_a_goal_too(library: Path) -> None:
    done = papershelf("plan", "--unread", "--pace", "3", "--json", "--library", library)
    assert done.returncode == 0, done.stderr
    plan = json.loads(done.stdout)
    assert plan["plan"] == "Unread" and plan["remaining"] == plan["total"] > 5
    assert [len(w["papers"]) for w in plan["queue"]] == [3, 3, 3, 3]
