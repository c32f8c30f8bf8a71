"""Empty states and messages as a person meets them: each says what it is about, once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent, QDrag
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.services.tag_colours import difference
from papershelf.services.tags import default_color
from tests.gui.test_main_window import _click_row, _click_sidebar

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def _activate(qtbot: QtBot, window: MainWindow) -> None:
    """Make the window active, as a person's click would: shortcuts reach the active window."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def test_an_empty_tag_filter_names_the_tag(qtbot: QtBot, window: MainWindow) -> None:
    assert window.controller.create_tag("unused")
    _click_sidebar(qtbot, window, "tag:unused")
    assert window.model.rowCount() == 0
    assert window.table.empty_message() == "No papers tagged ‘unused’."


def test_an_empty_search_says_what_matched_nothing(qtbot: QtBot, window: MainWindow) -> None:
    window.search.setFocus()
    qtbot.keyClicks(window.search, "zzzqqq")
    qtbot.waitUntil(lambda: window.model.query == "zzzqqq")
    assert window.model.rowCount() == 0
    assert window.table.empty_message() == "No papers match ‘zzzqqq’."
    image = window.table.viewport().grab().toImage()
    middle = image.copy(0, image.height() // 2 - 20, image.width(), 40)
    colours = {middle.pixel(x, y) for x in range(middle.width()) for y in range(middle.height())}
    assert len(colours) > 2  # the message is painted, not a blank list


def test_triage_after_undo_does_not_claim_a_decision(qtbot: QtBot, window: MainWindow) -> None:
    window.insights.related.index_now()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_R, CTRL | SHIFT)
    triage = window.insights.triage
    qtbot.keyClick(triage, Qt.Key.Key_D)  # read, and on to the next paper
    qtbot.keyClick(triage, Qt.Key.Key_Z, CTRL)  # undone: it is unread again
    qtbot.keyClick(triage, Qt.Key.Key_Left)  # back to it
    shown = triage.card.browser.toPlainText()
    assert "Unread" in shown
    assert "You marked it read" not in shown


def test_the_search_tooltip_describes_the_current_query(qtbot: QtBot, window: MainWindow) -> None:
    box = window.search
    box.setFocus()
    qtbot.keyClicks(box, "year:abc graph")  # the last word is still being typed: no hint
    qtbot.waitUntil(lambda: bool(box.hints))
    assert "year:abc" in box.toolTip() and "year: expects" in box.toolTip()
    box.selectAll()
    qtbot.keyClicks(box, "graph")
    assert "year" not in box.toolTip()  # before the pause: not the previous query's hint
    qtbot.waitUntil(lambda: window.model.query == "graph")
    assert "graph" in box.toolTip() and "year" not in box.toolTip()


def test_the_window_title_names_papershelf_once(window: MainWindow) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.applicationDisplayName()
    app.setApplicationDisplayName("Papershelf")  # the platform appends " — Papershelf"
    try:
        assert "Papershelf" not in window.windowTitle()
        assert window.windowTitle() == window.controller.lib.path.name
    finally:
        app.setApplicationDisplayName(before)


def _popup_texts(open_menu: Callable[[], Any]) -> list[str]:
    """The texts of the menu *open_menu* pops up (read, then closed)."""
    texts: list[str] = []

    def read() -> None:
        popup = QApplication.activePopupWidget()
        assert isinstance(popup, QMenu)
        texts.extend(action.text() for action in popup.actions())
        popup.close()

    QTimer.singleShot(0, read)
    open_menu()
    return texts


def test_the_row_menu_lists_move_up_and_down_once(qtbot: QtBot, window: MainWindow) -> None:
    list_key = "list:" + str(window.model.scope.value) if window.model.scope.kind == "list" else ""
    if not list_key:
        from tests.gui.test_main_window import _sidebar_keys

        list_key = next(k for k in _sidebar_keys(window) if k.startswith("list:"))
    _click_sidebar(qtbot, window, list_key)
    _click_row(qtbot, window, 2)
    viewport = window.table.viewport()
    pos = window.table.visualRect(window.model.index(2, COLUMN_INDEX["title"])).center()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, viewport.mapToGlobal(pos))
    texts = _popup_texts(lambda: QApplication.sendEvent(viewport, event))
    assert sum("Move U&p" in t or "Move Up" in t for t in texts) == 1
    assert sum("Move Do&wn" in t or "Move Down" in t for t in texts) == 1


def test_new_tags_get_colours_no_tag_has_yet(qtbot: QtBot, window: MainWindow) -> None:
    names = ["graphs", "fairness", "optimization"]  # the same colour by name
    assert len({default_color(name) for name in names}) == 1
    _click_row(qtbot, window, 1)
    editor = window.detail.tag_editor.edit
    for name in names:
        editor.setFocus()
        qtbot.keyClicks(editor, name)
        qtbot.keyClick(editor, Qt.Key.Key_Return)
    colours = {
        name: color for name, color in window.controller.lib.execute("SELECT name, color FROM tag")
    }
    assert set(colours) == set(names)
    assert len(set(colours.values())) == 3
    chosen = list(colours.values())  # clearly apart, not three shades of one hue
    assert min(difference(a, b) for i, a in enumerate(chosen) for b in chosen[i + 1 :]) > 40


def test_the_drag_image_sits_beside_the_pointer(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[QPoint] = []

    def exec_drag(drag: QDrag, *args: Any) -> Qt.DropAction:
        seen.append(drag.hotSpot())
        assert not drag.pixmap().isNull()
        return Qt.DropAction.IgnoreAction

    monkeypatch.setattr(QDrag, "exec", exec_drag)
    table = window.table
    start = table.visualRect(window.model.index(1, COLUMN_INDEX["title"])).center()
    qtbot.mousePress(table.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(table.viewport(), start + QPoint(step * 8, step * 4))
    qtbot.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(40, 20))
    assert seen, "no drag started"
    assert seen[0].x() < 0 and seen[0].y() < 0  # the image is right of and below the pointer
