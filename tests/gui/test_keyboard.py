"""The window by keyboard alone: undo and redo keys, Tab and F6 between panes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.library.queries import get_entry
from tests.gui.x11_session import run_on_x11

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def _rating(window: MainWindow, entry_id: int) -> int:
    """The stored rating of an entry."""
    entry = get_entry(window.controller.lib, entry_id)
    assert entry is not None
    return entry.rating


# --- undo and redo ---------------------------------------------------------------------------


def test_both_redo_keys_redo_through_the_window(qtbot: QtBot, window: MainWindow) -> None:
    window.table.setFocus()
    entry = window.table.selected_ids()[0]
    qtbot.keyClick(window, Qt.Key.Key_3, CTRL)
    steps = []
    for key, modifiers in [(Qt.Key.Key_Z, CTRL), (Qt.Key.Key_Z, CTRL | SHIFT),
                           (Qt.Key.Key_Z, CTRL), (Qt.Key.Key_Y, CTRL)]:  # fmt: skip
        qtbot.keyClick(window, key, modifiers)
        steps.append(_rating(window, entry))
    assert steps == [0, 3, 0, 3]


def test_no_key_is_bound_twice_in_the_window(window: MainWindow) -> None:
    keys = [
        key.toString()
        for action in window.findChildren(type(window.menus.undo_action))
        if action.shortcutContext() != Qt.ShortcutContext.WidgetShortcut
        for key in action.shortcuts()
    ]
    assert sorted(keys) == sorted(set(keys))
    redo = {key.toString() for key in window.menus.redo_action.shortcuts()}
    assert {"Ctrl+Shift+Z", "Ctrl+Y"} <= redo
    assert set(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)) <= set(
        window.menus.redo_action.shortcuts()
    )


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs xvfb-run (package xvfb)")
def test_redo_keys_work_on_a_real_x_server(tmp_path: Path, sample_path: Path) -> None:
    """On X11, Qt's own Redo key is Ctrl+Shift+Z: bound twice, Qt ran neither."""
    result = run_on_x11("redo", tmp_path, sample_path)
    assert not [m for m in result["messages"] if "mbiguous" in m], result["messages"]  # type: ignore[attr-defined]
    assert result["ratings"] == [3, 0, 3, 0, 3]


# --- Tab and F6 between panes --------------------------------------------------------------


def _press(key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed where the keyboard focus is, as a person's key press arrives."""
    target = QApplication.focusWidget()
    assert target is not None
    QTest.keyClick(target, key, modifiers)


def _pane(window: MainWindow) -> str:
    """Which pane has the keyboard focus."""
    focused = QApplication.focusWidget()
    assert focused is not None
    for name, pane in (("sidebar", window.sidebar), ("search", window.search),
                       ("table", window.table), ("detail", window.detail)):  # fmt: skip
        if focused is pane or pane.isAncestorOf(focused):
            return name
    return type(focused).__name__


@pytest.fixture
def active(qtbot: QtBot, window: MainWindow) -> MainWindow:
    """The window, active, with the keyboard in the table on its first row."""
    window.activateWindow()
    qtbot.waitActive(window)
    window.table.setFocus()
    qtbot.waitUntil(lambda: window.table.hasFocus())
    assert window.table.selected_ids()  # the detail pane shows the first paper
    return window


def test_tab_leaves_the_table_and_keeps_the_selection(active: MainWindow) -> None:
    selected = active.table.selected_ids()
    _press(Qt.Key.Key_Tab)
    assert _pane(active) == "detail"
    assert active.table.selected_ids() == selected  # no longer moved to the next cell's paper
    _press(Qt.Key.Key_Backtab, SHIFT)
    assert _pane(active) == "table"


def test_tab_goes_round_the_panes_and_shift_tab_back(active: MainWindow) -> None:
    visited = []
    for _ in range(40):
        _press(Qt.Key.Key_Tab)
        if not visited or visited[-1] != _pane(active):
            visited.append(_pane(active))
        if visited[-1] == "table" and len(visited) > 1:
            break
    assert visited == ["detail", "sidebar", "search", "table"]
    _press(Qt.Key.Key_Backtab, SHIFT)
    assert _pane(active) == "search"
    _press(Qt.Key.Key_Backtab, SHIFT)
    assert _pane(active) == "sidebar"


def test_f6_cycles_the_panes_and_shift_f6_back(active: MainWindow) -> None:
    seen = []
    for _ in range(4):
        QTest.keyClick(active, Qt.Key.Key_F6)
        seen.append(_pane(active))
    assert seen == ["detail", "sidebar", "search", "table"]
    QTest.keyClick(active, Qt.Key.Key_F6, SHIFT)
    assert _pane(active) == "search"
    assert QApplication.focusWidget() is active.search


def test_arrows_still_move_in_the_table(active: MainWindow) -> None:
    first = active.table.selected_ids()
    _press(Qt.Key.Key_Down)
    assert active.table.selected_ids() != first and _pane(active) == "table"


# --- menu mnemonics --------------------------------------------------------------------------


def _mnemonic(text: str) -> str | None:
    """The letter after a single '&' in a menu text (None: the text has no mnemonic)."""
    index = text.replace("&&", "\0\0").find("&")
    return text[index + 1].lower() if 0 <= index < len(text) - 1 else None


def _clashes(menu) -> list[str]:
    """Mnemonics shared by two visible items of *menu* or of any of its submenus."""
    seen: dict[str, str] = {}
    clashes = []
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        letter = _mnemonic(action.text())
        if letter is not None and letter in seen:
            clashes.append(f"{menu.title()}: {seen[letter]!r} and {action.text()!r}")
        elif letter is not None:
            seen[letter] = action.text()
        if action.menu() is not None:
            clashes.extend(_clashes(action.menu()))
    return clashes


def test_every_menu_gives_each_item_its_own_alt_letter(window: MainWindow) -> None:
    """Alt+letter reaches one item: two items sharing a letter make the key cycle between them."""
    assert _mnemonic("Export &Bibliography…") == "b" and _mnemonic("Tom && Jerry") is None
    clashes = _clashes(window.menuBar())
    assert clashes == [], "\n".join(clashes)


def test_restore_from_backup_keeps_its_own_letter_in_the_file_menu(window: MainWindow) -> None:
    """The File menu gains Restore from Backup only for a library file with backups."""
    from papershelf.gui.dialogs.backups_dialog import RESTORE_TEXT

    file_menu = window.menuBar().actions()[0].menu()
    letters = {_mnemonic(action.text()) for action in file_menu.actions()} - {None}
    assert _mnemonic(RESTORE_TEXT) not in letters
