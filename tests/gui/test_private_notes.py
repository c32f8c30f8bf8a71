"""The detail pane's "My notes (private)" (issue 36), driven by real events: on a shared
library a member types a note and private tags for the paper shown; they are kept as theirs
only (another member's window shows them nothing), found with mytag: in the search box; a
note for the group shows in the other member's readers strip; Ctrl+Z takes each back. On a
file the panel never shows (its notes are its reader's)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library.db import Library, open_library
from papershelf.services import private_state
from tests.backends import server_schema
from tests.gui.conftest import shown_window
from tests.gui.shared_windows import Opener, click_cell, fill, server_url, window_opener
from tests.members_pg import Member, members_of

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def pair() -> Iterator[tuple[Member, Member]]:
    """The sample library on the server and two members of it (dropped after the windows
    close: ask for it before `opener`)."""
    for url in server_schema(server_url()):
        fill(url)
        with members_of(url, 2) as (ann, bea):
            yield ann, bea


@pytest.fixture
def opener(qtbot: QtBot, tmp_path: Path) -> Iterator[Opener]:
    """Opens windows as the app does; closes them after the test."""
    yield from window_opener(qtbot, tmp_path)


def _stored(member: Member, entry_id: int) -> private_state.OwnNotes:
    """What the library keeps as the member's own notes of a paper (their own session)."""
    lib = open_library(member.url)
    try:
        return private_state.own_notes(lib, entry_id)
    finally:
        lib.close()


def _search(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type *text* into the emptied search box; wait for the table to follow."""
    window.search.clear()
    qtbot.keyClicks(window.search, text)
    qtbot.waitUntil(lambda: window.model.effective_query.strip() == text, timeout=3000)


@pytest.mark.postgresql
def test_my_notes_and_tags_are_mine_only(
    qtbot: QtBot, pair: tuple[Member, Member], opener: Opener
) -> None:
    ann, bea = pair
    window = opener(ann.url)
    click_cell(qtbot, window, 0)
    paper = window.table.selected_ids()[0]
    panel = window.members.my_notes
    qtbot.waitUntil(panel.isVisible, timeout=3000)
    assert panel.editor.toPlainText() == "" and panel.tags.text() == ""
    panel.editor.setFocus()
    qtbot.waitUntil(panel.editor.hasFocus, timeout=3000)
    qtbot.keyClicks(panel.editor, "check the ablation")
    qtbot.keyClick(panel.editor, Qt.Key.Key_S, CTRL)  # Ctrl+S in the editor saves
    assert _stored(ann, paper).private == "check the ablation"
    qtbot.mouseClick(panel.tags, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.tags, "thesis/ch2, to cite")
    qtbot.keyClick(panel.tags, Qt.Key.Key_Return)
    assert _stored(ann, paper).tags == ("thesis/ch2", "to cite")
    panel.public_editor.setFocus()
    qtbot.waitUntil(panel.public_editor.hasFocus, timeout=3000)
    qtbot.keyClicks(panel.public_editor, "worth presenting")
    qtbot.keyClick(panel.public_editor, Qt.Key.Key_S, CTRL)
    assert _stored(ann, paper).public == "worth presenting"
    assert window.detail.entry() is not None and window.detail.entry().notes == ""  # shared
    other = opener(bea.url)
    click_cell(qtbot, other, other.model.row_of(paper) or 0)
    assert other.table.selected_ids() == [paper]
    qtbot.waitUntil(other.members.my_notes.isVisible, timeout=3000)
    assert other.members.my_notes.editor.toPlainText() == ""  # not bea's note
    assert other.members.my_notes.tags.text() == ""
    strip = other.members.strip.text()  # who read it, and the notes shown to the group
    assert "worth presenting" in strip and "check the ablation" not in strip
    assert other.members.my_notes.public_editor.toPlainText() == ""  # bea's own is empty
    _search(qtbot, other, "mytag:thesis")
    assert other.model.rowCount() == 0  # bea has no such tag
    _search(qtbot, window, "mytag:thesis")
    assert window.model.ids == [paper]
    click_cell(qtbot, window, 0)
    assert panel.tags.text() == "thesis/ch2, to cite"
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)  # undo the note for the group
    qtbot.waitUntil(lambda: _stored(ann, paper).public == "", timeout=3000)
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)  # undo the tags
    qtbot.waitUntil(lambda: panel.tags.text() == "", timeout=3000)
    assert _stored(ann, paper).tags == ()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)  # then the note
    qtbot.waitUntil(lambda: _stored(ann, paper).private == "", timeout=3000)


def test_a_file_shows_no_private_notes(
    qtbot: QtBot, sample_lib: Library, settings: Settings
) -> None:
    window = shown_window(qtbot, sample_lib, settings)
    try:
        click_cell(qtbot, window, 0)
        qtbot.waitUntil(lambda: window.detail.entry() is not None, timeout=3000)
        assert not window.members.my_notes.isVisible()
    finally:
        window.close()
