"""papershelf name: the display name a login goes by in a library, set, shown and cleared;
and the live status line names people by it."""

from __future__ import annotations

import getpass
from pathlib import Path

from papershelf.gui.live.live_status import LiveStatus
from papershelf.library.change_feed import LinkState
from papershelf.library.db import Library
from papershelf.services.people import display_name, set_display_name
from tests.test_cli import papershelf


def test_name_is_set_shown_and_cleared(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite"
    login = getpass.getuser()
    shown = papershelf("name", "--library", path)
    assert shown.returncode == 0 and shown.stdout.strip() == login
    named = papershelf("name", "  Ana   Lopez ", "--library", path)
    assert named.returncode == 0 and named.stdout.strip() == "Ana Lopez"
    assert papershelf("name", "--library", path).stdout.strip() == "Ana Lopez"
    cleared = papershelf("name", "--clear", "--library", path)
    assert cleared.returncode == 0 and cleared.stdout.strip() == login


def test_a_name_too_long_is_refused_in_one_line(tmp_path: Path) -> None:
    done = papershelf("name", "x" * 81, "--library", tmp_path / "lib.sqlite")
    assert done.returncode == 1 and "at most 80 characters" in done.stderr
    assert "Traceback" not in done.stderr


def test_other_logins_keep_their_own_name(lib: Library) -> None:
    set_display_name(lib, "Ana Lopez")
    assert display_name(lib, lib.user_name()) == "Ana Lopez"
    assert display_name(lib, "bob") == "bob" and display_name(lib, "") == ""


def test_the_live_status_names_people_by_their_display_name() -> None:
    names = {"ana": "Ana Lopez"}
    status = LiveStatus("server/lab", names=lambda login: names.get(login, login))
    status.update(LinkState("connected", people=("ana", "ana", "bob")))
    assert status.status_text == "Live: server/lab · 3 windows open (Ana Lopez, bob)"
