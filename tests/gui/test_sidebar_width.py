"""The sidebar keeps its width when two tags are combined and the all/any switch appears
under it (issue 31, item 10: it jumped from 235 to 295 px)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow


def _click(qtbot: QtBot, window: MainWindow, key: str, modifier: Qt.KeyboardModifier) -> None:
    tree = window.sidebar.tree
    rect = tree.visualRect(window.sidebar.data_for(key))
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def test_the_all_any_switch_does_not_widen_the_sidebar(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1000, 700)
    ids = [window.model.entry_id(r) for r in range(4)]
    window.controller.add_tag(ids[:3], "reinforcement-learning")
    window.controller.add_tag(ids[1:], "physics")
    qtbot.waitUntil(lambda: window.width() == 1000)
    before = window.sidebar.width()
    _click(qtbot, window, "tag:reinforcement-learning", Qt.KeyboardModifier.NoModifier)
    _click(qtbot, window, "tag:physics", Qt.KeyboardModifier.ControlModifier)
    button = window.sidebar.match_button
    qtbot.waitUntil(button.isVisible)
    qtbot.wait(50)  # let the layout settle: a widening would have happened by now
    assert window.sidebar.width() == before
    assert button.width() <= window.sidebar.width()
    assert "all" in button.text() and "click to switch" in button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert "any" in button.text() and window.sidebar.width() == before
