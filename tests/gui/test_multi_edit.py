"""Several papers selected: the pane says how many and every edit there reaches all of them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.models import Status
from papershelf.library.queries import get_entry
from tests.gui.test_organising import _tags_of
from tests.snapshots import assert_same, dump

LEFT, CTRL = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def _select_three(window: MainWindow) -> list[int]:
    """Click row 2, Shift+click row 4, like a person; the three ids."""
    table = window.table
    for row, modifier in ((2, Qt.KeyboardModifier.NoModifier), (4, SHIFT)):
        rect = table.visualRect(window.model.index(row, COLUMN_INDEX["title"]))
        QTest.mouseClick(table.viewport(), LEFT, modifier, rect.center())
    ids = table.selected_ids()
    assert len(ids) == 3
    return ids


def _undo_once_restores(window: MainWindow, before: dict) -> None:  # type: ignore[type-arg]
    """Ctrl+Z through the window: one step brings every paper back."""
    window.table.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert_same(before, dump(window.controller.lib))


def test_the_pane_says_how_many_and_edits_none_alone(window: MainWindow) -> None:
    _select_three(window)
    pane = window.multi.pane
    assert pane.isVisible() and pane.heading.text() == "3 papers selected"
    assert pane.status_label.text() == "All unread"
    assert window.detail.entry() is None  # no single paper is on show to be edited
    QTest.keyClick(window, Qt.Key.Key_F2)  # Edit Entry has no one paper to open
    assert not window.detail.is_editing()
    rect = window.table.visualRect(window.model.index(6, COLUMN_INDEX["title"]))
    QTest.mouseClick(window.table.viewport(), LEFT, pos=rect.center())  # one again
    assert not pane.isVisible() and window.detail.entry() is not None


def test_status_for_all_is_one_undo_step(window: MainWindow) -> None:
    ids = _select_three(window)
    before = dump(window.controller.lib)
    QTest.mouseClick(window.multi.pane.status_buttons[int(Status.READ)], LEFT)
    lib = window.controller.lib
    assert {get_entry(lib, i).status for i in ids} == {int(Status.READ)}  # type: ignore[union-attr]
    assert window.multi.pane.status_label.text() == "All read"
    _undo_once_restores(window, before)


def test_stars_for_all(window: MainWindow) -> None:
    ids = _select_three(window)
    window.controller.set_rating(ids[:1], 5)
    pane = window.multi.pane
    assert pane.stars.rating() == 0  # mixed ratings show no stars
    before = dump(window.controller.lib)
    QTest.mouseClick(pane.stars, LEFT, pos=pane.stars.star_rect(2).center().toPoint())
    lib = window.controller.lib
    assert {get_entry(lib, i).rating for i in ids} == {2}  # type: ignore[union-attr]
    assert pane.stars.rating() == 2
    _undo_once_restores(window, before)


def test_a_tag_typed_tags_all_of_them(qtbot: QtBot, window: MainWindow) -> None:
    ids = _select_three(window)
    window.controller.add_tag(ids[:1], "thesis")
    assert window.multi.pane.partial_tags.text() == "On some of them: thesis (1 of 3)"
    before = dump(window.controller.lib)
    editor = window.multi.pane.tags.edit
    editor.setFocus()
    qtbot.keyClicks(editor, "thesis")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    assert all(_tags_of(window.controller.lib, i) == {"thesis"} for i in ids)
    assert window.multi.pane.tags.tag_names() == ["thesis"]
    assert not window.multi.pane.partial_tags.isVisible()  # now on all three
    _undo_once_restores(window, before)


def test_one_value_for_a_field_of_all(qtbot: QtBot, window: MainWindow) -> None:
    ids = _select_three(window)
    lib = window.controller.lib
    before = dump(lib)
    pane = window.multi.pane
    pane.field_choice.setFocus()
    choice = pane.field_choice
    while choice.currentData() != "venue":
        QTest.keyClick(choice, Qt.Key.Key_Down)
    pane.field_value.setFocus()
    qtbot.keyClicks(pane.field_value, "NeurIPS 2025")
    qtbot.keyClick(pane.field_value, Qt.Key.Key_Return)
    assert {get_entry(lib, i).venue for i in ids} == {"NeurIPS 2025"}  # type: ignore[union-attr]
    assert window.menus.undo_action.text() == "&Undo Set venue of 3 papers"
    _undo_once_restores(window, before)
