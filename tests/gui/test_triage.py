"""Triage mode driven by the keyboard alone: every action lands, and Ctrl+Z takes it back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from papershelf.gui.features.triage import TriageView
from papershelf.gui.main_window import MainWindow
from papershelf.gui.organise.quick_tag import QuickTagPopup
from papershelf.gui.settings import Settings
from papershelf.library.models import Status
from papershelf.services import lists as list_services
from tests.gui.test_organising import _tags_of, _without_stamps
from tests.snapshots import assert_same, dump

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def _enter(qtbot: QtBot, window: MainWindow) -> TriageView:
    """Ctrl+Shift+R from the table: the triage page, focused."""
    window.insights.related.index_now()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_R, CTRL | SHIFT)
    assert window.insights.in_triage
    triage = window.insights.triage
    assert triage.hasFocus()
    return triage


def _key(
    qtbot: QtBot, triage: TriageView, key: Qt.Key, modifiers: Any = Qt.KeyboardModifier.NoModifier
) -> None:
    """One key press on the triage page."""
    qtbot.keyClick(triage, key, modifiers)


def landed_and_undone(qtbot: QtBot, window: MainWindow, act: Callable[[], Any]) -> None:
    """Do *act*; the library changed; Ctrl+Z puts it back exactly; Ctrl+Shift+Z redoes it."""
    lib, triage = window.controller.lib, window.insights.triage
    before = dump(lib)
    act()
    after = dump(lib)
    assert after != before, "the key changed nothing"
    _key(qtbot, triage, Qt.Key.Key_Z, CTRL)
    assert_same(before, dump(lib))
    _key(qtbot, triage, Qt.Key.Key_Z, CTRL | SHIFT)
    assert_same(_without_stamps(lib, after), _without_stamps(lib, dump(lib)))


def _status(window: MainWindow, entry_id: int) -> tuple[int, int]:
    """(status, rating) of an entry."""
    row = window.controller.lib.execute("SELECT status, rating FROM entry WHERE id = ?", [entry_id])
    return tuple(row.fetchone())  # type: ignore[return-value]


def test_rate_mark_skip_and_go_back_by_keys(qtbot: QtBot, window: MainWindow) -> None:
    triage = _enter(qtbot, window)
    assert triage.count_label.text() == "1 of 19  ·  18 left"
    first = triage.session.current
    assert first is not None
    landed_and_undone(qtbot, window, lambda: _key(qtbot, triage, Qt.Key.Key_4))
    assert _status(window, first) == (Status.UNREAD, 4) and triage.session.current == first
    landed_and_undone(qtbot, window, lambda: _key(qtbot, triage, Qt.Key.Key_R))
    assert _status(window, first) == (Status.READING, 4)
    second = triage.session.current
    assert second != first and triage.progress.value() == 1
    landed_and_undone(qtbot, window, lambda: _key(qtbot, triage, Qt.Key.Key_D))
    assert _status(window, second)[0] == Status.READ
    third = triage.session.current
    _key(qtbot, triage, Qt.Key.Key_S)
    assert _status(window, third)[0] == Status.UNREAD and triage.session.current not in (
        first,
        second,
        third,
    )
    _key(qtbot, triage, Qt.Key.Key_Left)
    _key(qtbot, triage, Qt.Key.Key_Backspace)
    assert triage.session.current == second
    assert "You marked it read" in triage.card.browser.toPlainText()
    assert triage.session.tally() == {"read": 1, "reading": 1, "skipped": 1}


def test_tag_with_the_quick_tag_popup_and_a_suggestion(qtbot: QtBot, window: MainWindow) -> None:
    triage = _enter(qtbot, window)
    current = triage.session.current
    assert current is not None

    def quick_tag() -> None:
        _key(qtbot, triage, Qt.Key.Key_T)
        popup = triage.findChild(QuickTagPopup)
        assert popup is not None
        qtbot.keyClicks(popup.filter_edit, "physics")
        qtbot.keyClick(popup.filter_edit, Qt.Key.Key_Return)

    landed_and_undone(qtbot, window, quick_tag)
    assert _tags_of(window.controller.lib, current) == {"physics"}
    suggested = triage.card.suggested
    assert suggested and "physics" not in suggested
    landed_and_undone(qtbot, window, lambda: _key(qtbot, triage, Qt.Key.Key_2, CTRL))
    assert _tags_of(window.controller.lib, current) == {"physics", suggested[1]}
    assert suggested[1] in triage.card.browser.toPlainText()


def test_add_to_a_reading_list_from_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.create_list("Later")
    later = list_services.find_list(window.controller.lib, "Later")
    triage = _enter(qtbot, window)
    current = triage.session.current

    def add_to_list() -> None:
        _key(qtbot, triage, Qt.Key.Key_L)
        menu = triage.list_menu
        assert isinstance(menu, QMenu) and [a.text() for a in menu.actions()] == [
            "ICLR 2025 Papers",
            "Later",
        ]
        qtbot.keyClick(menu, Qt.Key.Key_Down)
        qtbot.keyClick(menu, Qt.Key.Key_Down)
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    landed_and_undone(qtbot, window, add_to_list)
    assert later is not None and current in [
        m.entry_id for m in list_services.list_positions(window.controller.lib, later)
    ]


def test_open_link_only_for_web_and_doi_addresses(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[QUrl] = []
    monkeypatch.setattr("papershelf.gui.features.triage.QDesktopServices.openUrl", opened.append)
    triage = _enter(qtbot, window)
    current = triage.session.current
    assert current is not None
    window.controller.edit_entry(current, {"url": "javascript:alert(1)", "doi": "10.1000/xyz"})
    _key(qtbot, triage, Qt.Key.Key_O)
    window.controller.edit_entry(current, {"url": "https://openreview.net/forum?id=abc"})
    _key(qtbot, triage, Qt.Key.Key_O)
    assert [u.toString() for u in opened] == [
        "https://doi.org/10.1000/xyz",
        "https://openreview.net/forum?id=abc",
    ]


def test_leaving_and_coming_back_resumes(
    qtbot: QtBot, window: MainWindow, settings: Settings
) -> None:
    triage = _enter(qtbot, window)
    for _ in range(3):
        _key(qtbot, triage, Qt.Key.Key_Space)
    at = triage.session.current
    _key(qtbot, triage, Qt.Key.Key_Escape)
    assert not window.insights.in_triage and window.table.selected_ids() == [at]
    triage = _enter(qtbot, window)
    assert triage.session.current == at and triage.count_label.text() == "4 of 19  ·  15 left"
    fresh = TriageView(window.controller, window.insights.related, settings)
    qtbot.addWidget(fresh)
    fresh.start(triage._view_scope)
    assert fresh.session.current == at


def test_finishing_a_pass_says_so_and_new_imports_are_a_scope(
    qtbot: QtBot, window: MainWindow
) -> None:
    triage = _enter(qtbot, window)
    for _ in range(19):
        _key(qtbot, triage, Qt.Key.Key_J)
    assert triage.pages.currentWidget() is triage.done_label
    assert "All caught up" in triage.done_label.text() and "19 skipped" in triage.done_label.text()
    triage.scope_box.setCurrentIndex(1)
    triage.scope_box.activated.emit(1)
    assert triage.title_label.text().startswith("New imports") and len(triage.session.ids) == 19


def test_table_shortcuts_rest_during_triage(qtbot: QtBot, window: MainWindow) -> None:
    triage = _enter(qtbot, window)
    before = dump(window.controller.lib)
    _key(qtbot, triage, Qt.Key.Key_Delete)
    _key(qtbot, triage, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    assert_same(before, dump(window.controller.lib))
    _key(qtbot, triage, Qt.Key.Key_R, CTRL | SHIFT)
    assert not window.insights.in_triage and window.menus.delete_action.isEnabled()
    QApplication.processEvents()
