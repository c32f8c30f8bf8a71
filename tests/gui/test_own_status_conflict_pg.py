"""One member, two windows, one paper (issue 36): a status set in the detail pane after the
same member set another one elsewhere (another window, the shell) comes back as the usual
conflict dialog, naming the member, never as a silent overwrite; on a file nothing changes
(one window writes it). Real clicks on the status selector; the member is a role of its own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.conflict_dialog import ConflictDialog
from papershelf.library.db import open_library
from papershelf.library.models import Status
from papershelf.library.queries import get_entry, ordered_ids
from papershelf.services import people
from papershelf.services.conflicts import EditConflict, Seen
from papershelf.services.entries import set_status, update_entry
from papershelf.services.members import own_origin
from tests.backends import server_schema
from tests.gui.shared_windows import Opener, click_cell, fill, server_url, window_opener
from tests.gui.test_conflict_dialog import click, when_dialog
from tests.members_pg import Member, members_of


@pytest.fixture
def member() -> Iterator[Member]:
    """The sample library on the server and one member of it."""
    for url in server_schema(server_url()):
        fill(url)
        with members_of(url, 1) as (ann,):
            lib = open_library(ann.url)
            people.set_display_name(lib, "Ann")
            lib.close()
            yield ann


@pytest.fixture
def opener(qtbot: QtBot, tmp_path: Path) -> Iterator[Opener]:
    """Opens windows as the app does; closes them after the test."""
    yield from window_opener(qtbot, tmp_path)


def _elsewhere(member: Member, entry_id: int, status: Status) -> None:
    """The member sets a status in another session of theirs (another window)."""
    lib = open_library(member.url)
    try:
        set_status(lib, [entry_id], status)
    finally:
        lib.close()


def _stored(member: Member, entry_id: int) -> int:
    """The member's own status of the paper, as stored."""
    lib = open_library(member.url)
    try:
        entry = get_entry(lib, entry_id)
        assert entry is not None
        return int(entry.status)
    finally:
        lib.close()


@pytest.mark.postgresql
def test_my_status_set_in_two_windows_asks_which_to_keep(
    qtbot: QtBot, member: Member, opener: Opener
) -> None:
    window = opener(member.url)
    click_cell(qtbot, window, 0)
    paper = window.table.selected_ids()[0]
    qtbot.waitUntil(lambda: window.detail.entry() is not None, timeout=3000)
    assert window.detail.entry().status == Status.UNREAD  # type: ignore[union-attr]
    window.safety.watcher.feed.stop()  # type: ignore[attr-defined]  # not heard of it yet
    _elsewhere(member, paper, Status.READ)
    dialogs: list[ConflictDialog] = []

    def keep_mine(dialog: ConflictDialog) -> None:
        (choice,) = dialog.choices
        assert (choice.conflict.field, choice.conflict.changed_by) == ("status", "Ann")
        assert (choice.conflict.mine, choice.conflict.theirs) == (Status.READING, Status.READ)
        click(choice.mine_button)
        click(dialog.save_button)

    when_dialog(keep_mine, dialogs)
    click(window.detail.status_selector.button(Status.READING))
    qtbot.waitUntil(lambda: bool(dialogs), timeout=3000)
    qtbot.waitUntil(lambda: _stored(member, paper) == Status.READING, timeout=3000)


@pytest.mark.postgresql
def test_a_status_changed_elsewhere_is_a_conflict_for_the_service(member: Member) -> None:
    lib = open_library(member.url)
    try:
        paper = min(ordered_ids(lib))
        seen = own_origin(lib, {"status": Status.UNREAD}, {"status": Status.READING})
        assert seen == Seen(None, {"status": Status.UNREAD})
        _elsewhere(member, paper, Status.READ)
        with pytest.raises(EditConflict) as raised:
            update_entry(lib, paper, {"status": int(Status.READING)}, seen)
        assert [c.field for c in raised.value.conflicts] == ["status"]
        assert get_entry(lib, paper).status == Status.READ  # type: ignore[union-attr]
        assert own_origin(lib, {"title": "x"}, {"title": "y"}) is None  # other fields: the form
    finally:
        lib.close()


def test_a_file_asks_nothing(tmp_path: Path) -> None:
    lib = open_library(tmp_path / "one.sqlite")
    try:
        assert own_origin(lib, {"status": 0}, {"status": 1}) is None
    finally:
        lib.close()
