"""Two people editing one paper: the other writes between opening the form and saving it.

The other writer is a second connection to the same library file, as another Papershelf
on a shared library; the form's save meets its change through real key presses and clicks.
"""

from __future__ import annotations

import getpass
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.conflict_dialog import ConflictDialog
from papershelf.gui.main_window import MainWindow
from papershelf.library.db import Library, open_library
from papershelf.library.models import database_proxy
from papershelf.library.queries import get_entry
from papershelf.services import lists
from papershelf.services.conflicts import EditConflict, FieldConflict, Seen
from papershelf.services.entries import update_entry

CTRL = Qt.KeyboardModifier.ControlModifier
SHOTS = "PAPERSHELF_SHOTS"  # a folder to keep the dialog's screenshot in (else a temporary one)


@pytest.fixture
def bob(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> Iterator[Library]:
    """Another person's connection to the window's library file."""
    with monkeypatch.context() as patch:
        patch.setattr(getpass, "getuser", lambda: "bob")  # the SQLite backend asks the OS
        other = open_library(window.controller.lib.path)
        other.user_name()
    database_proxy.initialize(window.controller.lib.db)  # the window's models stay its own
    yield other
    other.close()


def open_form(qtbot: QtBot, window: MainWindow) -> int:
    """Open the edit form on the paper shown (F2); its id."""
    entry = window.detail.entry()
    assert entry is not None
    qtbot.keyClick(window.table, Qt.Key.Key_F2)
    assert window.detail.is_editing()
    return entry.id


def retitle(qtbot: QtBot, window: MainWindow, title: str) -> None:
    """Replace the title in the open form by typing."""
    box = window.detail.form.title_box
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(box, title)


def when_dialog(act: Callable[[ConflictDialog], None], seen: list[ConflictDialog]) -> None:
    """Act on the conflict dialog once it is up (it runs modally inside the save)."""

    def look(tries: int = 100) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ConflictDialog) or not dialog.isVisible():
            if tries:  # gives up after ~2 s: the save met no conflict
                QTimer.singleShot(20, lambda: look(tries - 1))
            return
        QTest.qWaitForWindowExposed(dialog)
        seen.append(dialog)
        act(dialog)

    QTimer.singleShot(0, look)


def click(widget: object) -> None:
    """A left click in the middle of a widget."""
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)  # type: ignore[call-overload]


def save(qtbot: QtBot, window: MainWindow) -> None:
    """Save the form with Ctrl+S."""
    qtbot.keyClick(window.detail.form.title_box, Qt.Key.Key_S, CTRL)


def stored(window: MainWindow, entry_id: int) -> tuple[str, str]:
    """The paper's title and venue as stored."""
    entry = get_entry(window.controller.lib, entry_id)
    assert entry is not None
    return entry.title, entry.venue


def test_different_fields_both_saved_without_a_dialog(
    qtbot: QtBot, window: MainWindow, bob: Library
) -> None:
    entry_id = open_form(qtbot, window)
    retitle(qtbot, window, "My title")
    update_entry(bob, entry_id, {"venue": "Bob's venue"})
    dialogs: list[ConflictDialog] = []
    when_dialog(lambda d: d.reject(), dialogs)
    save(qtbot, window)
    assert not dialogs and not window.detail.is_editing()
    assert stored(window, entry_id) == ("My title", "Bob's venue")


def test_taking_the_other_writers_title_keeps_theirs_and_saves_mine_elsewhere(
    qtbot: QtBot, window: MainWindow, bob: Library
) -> None:
    entry_id = open_form(qtbot, window)
    retitle(qtbot, window, "My title")
    qtbot.keyClicks(window.detail.form.notes_box, "My note.")
    update_entry(bob, entry_id, {"title": "Bob's title"})

    def take_theirs(dialog: ConflictDialog) -> None:
        (choice,) = dialog.choices
        assert choice.conflict.changed_by == "bob"
        click(choice.theirs_button)
        click(dialog.save_button)

    dialogs: list[ConflictDialog] = []
    when_dialog(take_theirs, dialogs)
    save(qtbot, window)
    assert dialogs and not window.detail.is_editing()
    assert stored(window, entry_id)[0] == "Bob's title"
    assert get_entry(window.controller.lib, entry_id).notes.endswith("My note.")  # type: ignore[union-attr]


def test_keeping_mine_writes_mine_over_the_value_shown(
    qtbot: QtBot, window: MainWindow, bob: Library
) -> None:
    entry_id = open_form(qtbot, window)
    retitle(qtbot, window, "My title")
    update_entry(bob, entry_id, {"title": "Bob's title"})
    dialogs: list[ConflictDialog] = []
    when_dialog(lambda d: QTest.keyClick(d, Qt.Key.Key_Return, CTRL), dialogs)  # mine: default
    save(qtbot, window)
    assert dialogs and stored(window, entry_id)[0] == "My title"
    assert window.controller.undo_stack.count() == 1  # the choice is an edit of its own


def test_a_merged_title_typed_in_the_dialog_is_saved(
    qtbot: QtBot, window: MainWindow, bob: Library
) -> None:
    entry_id = open_form(qtbot, window)
    retitle(qtbot, window, "My title")
    update_entry(bob, entry_id, {"title": "Bob's title"})

    def merge(dialog: ConflictDialog) -> None:
        box = dialog.choices[0].merged_box
        assert box is not None and box.toPlainText() == "My title / Bob's title"
        click(box)
        QTest.keyClick(box, Qt.Key.Key_A, CTRL)
        QTest.keyClicks(box, "Our title")
        assert dialog.choices[0].merged_button.isChecked()  # type: ignore[union-attr]
        click(dialog.save_button)

    dialogs: list[ConflictDialog] = []
    when_dialog(merge, dialogs)
    save(qtbot, window)
    assert dialogs and stored(window, entry_id)[0] == "Our title"


def test_cancel_keeps_the_form_as_typed_and_theirs_stored(
    qtbot: QtBot, window: MainWindow, bob: Library
) -> None:
    entry_id = open_form(qtbot, window)
    retitle(qtbot, window, "My title")
    update_entry(bob, entry_id, {"title": "Bob's title"})
    dialogs: list[ConflictDialog] = []
    when_dialog(lambda d: click(d.cancel_button), dialogs)
    save(qtbot, window)
    assert dialogs and window.detail.is_editing()
    assert window.detail.form.title_box.toPlainText() == "My title"
    assert "bob" in window.detail.form.failure.label.text()
    assert stored(window, entry_id)[0] == "Bob's title"


def test_undo_leaves_a_field_someone_changed_since(
    qtbot: QtBot, window: MainWindow, bob: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(window, "show_error", shown.append)
    entry_id = open_form(qtbot, window)
    before = stored(window, entry_id)
    retitle(qtbot, window, "My title")
    venue = window.detail.form.venue_box
    venue.setFocus()
    qtbot.keyClick(venue, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(venue, "My venue")
    save(qtbot, window)
    assert stored(window, entry_id) == ("My title", "My venue")
    update_entry(bob, entry_id, {"venue": "Bob's venue"})
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: bool(shown))
    assert stored(window, entry_id) == (before[0], "Bob's venue")
    assert "venue (changed by bob" in shown[0]


def _conflicts() -> list[FieldConflict]:
    """A title, an abstract and a year two people changed, for the screenshots."""
    at = "2026-12-01 21:40:12"
    return [
        FieldConflict("entry", 1, "title", "Attention is all you need", "Attention Is All You Need",
                      "Attention is All you Need (NeurIPS 2017)", 4, "bob", at),
        FieldConflict("entry", 1, "abstract", "", "The dominant sequence transduction models "
                      "are based on complex recurrent networks.", "We propose the Transformer, "
                      "based solely on attention mechanisms.", 4, "bob", at),
        FieldConflict("entry", 1, "year", 2017, 2018, 2017, 4, "bob", at),
    ]  # fmt: skip


def test_the_dialog_shows_both_values_and_who_and_is_shot(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = ConflictDialog(_conflicts(), "Attention is all you need")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    year = dialog.choices[2]
    assert year.merged_box is None  # a year is mine or theirs, never typed text
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert texts.count("bob, at 2026-12-01 21:40:12:") == 3
    assert "We propose the Transformer, based solely on attention mechanisms." in texts
    assert dialog.chosen() == {"title": "Attention Is All You Need", "year": 2018,
                               "abstract": _conflicts()[1].mine}  # fmt: skip
    click(year.theirs_button)
    assert "year" not in dialog.chosen()
    qtbot.wait(100)  # let the layout settle after the click
    folder = Path(os.environ.get(SHOTS) or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    scale = os.environ.get("QT_SCALE_FACTOR", "1")
    assert dialog.grab().save(str(folder / f"conflict-dialog-x{scale}.png"))


def test_redo_after_a_partly_saved_edit_never_writes_the_field_held_back(
    qtbot: QtBot, window: MainWindow, bob: Library
) -> None:
    controller = window.controller
    entry = window.detail.entry()
    assert entry is not None
    seen = Seen(entry.version, {"title": entry.title, "venue": entry.venue})
    update_entry(bob, entry.id, {"title": "Bob's title"})
    result = controller.save_entry(entry.id, {"title": "Mine", "venue": "My venue"}, seen)
    assert isinstance(result, EditConflict) and controller.undo_stack.count() == 1
    assert stored(window, entry.id) == ("Bob's title", "My venue")
    controller.undo_stack.undo()
    assert stored(window, entry.id) == ("Bob's title", entry.venue)
    controller.undo_stack.redo()
    assert stored(window, entry.id) == ("Bob's title", "My venue")


def test_a_list_renamed_by_someone_else_is_neither_renamed_nor_undone_over_theirs(
    qtbot: QtBot, window: MainWindow, bob: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(window, "show_error", shown.append)
    controller = window.controller
    list_id = lists.ensure_list(controller.lib, "Club")
    lists.rename_list(bob, list_id, "Bob's club")
    assert not controller.rename_list(list_id, "My club", shown="Club")
    assert shown and "name (changed by" in shown[-1]
    assert lists.find_list(controller.lib, "Bob's club") == list_id
    assert controller.rename_list(list_id, "My club", shown="Bob's club")
    lists.rename_list(bob, list_id, "Bob's club again")
    controller.undo_stack.undo()
    qtbot.waitUntil(lambda: len(shown) == 2)
    assert lists.find_list(controller.lib, "Bob's club again") == list_id
