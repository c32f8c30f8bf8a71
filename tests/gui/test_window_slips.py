"""The small slips of issue 31 (defect 9), each through the real window and its keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.table.table_cells import COLUMN_INDEX
from tests.gui.test_help import _open_shortcuts, _rows


def test_f1_lists_redo_by_the_keys_a_person_types(qtbot: QtBot, window: MainWindow) -> None:
    """On X11 Qt binds Redo to Ctrl+Shift+Z and the keyboards' own Redo key: F1 lists
    'Ctrl+Shift+Z, Ctrl+Y', not 'Ctrl+Shift+Z, Redo, Ctrl+Y'."""
    redo = window.menus.redo_action
    redo.setShortcuts(
        [QKeySequence("Ctrl+Shift+Z"), QKeySequence(Qt.Key.Key_Redo), QKeySequence("Ctrl+Y")]
    )  # fmt: skip  (X11's binding, as the report saw)
    dialog = _open_shortcuts(qtbot, window)
    shown = {name: keys for name, keys, where in _rows(dialog) if where == "Window"}
    assert shown["Redo"] == "Ctrl+Shift+Z, Ctrl+Y"
    dialog.close()


def _click_row(qtbot: QtBot, window: MainWindow, row: int, modifier=Qt.KeyboardModifier.NoModifier
               ) -> None:  # fmt: skip
    """Click a row's title cell (Shift: extend the selection)."""
    index = window.model.index(row, COLUMN_INDEX["title"])
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, modifier,
                     window.table.visualRect(index).center())  # fmt: skip


def test_the_status_bar_counts_the_selection(qtbot: QtBot, window: MainWindow) -> None:
    """Three rows selected: '3 of 19 selected'; one again: '19 entries'."""
    _click_row(qtbot, window, 0)
    assert window.count_label.text() == "19 entries"
    _click_row(qtbot, window, 2, Qt.KeyboardModifier.ShiftModifier)
    assert window.count_label.text() == "3 of 19 selected"
    _click_row(qtbot, window, 1)
    assert window.count_label.text() == "19 entries"
