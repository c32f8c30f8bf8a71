"""The citation picker under real input: shortcut, typing, Ctrl+click, Enter (issue 35)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.projects.picker import CitationPicker
from papershelf.gui.projects.standalone import pick_in_window
from papershelf.gui.settings import Settings
from papershelf.library.db import Library
from papershelf.library.export_sql import keys_and_ids
from tests.factories import add, record
from tests.gui.conftest import shown_window


@pytest.fixture
def picker_window(qtbot: QtBot, lib: Library, settings: Settings) -> Iterator[MainWindow]:
    """A window on three papers, two about pensions."""
    add(
        lib,
        record("Pension funds and their risks", key="adams2001pension"),
        record("Public pension reform", key="brigge2002reform"),
        record("Unrelated topic entirely", key="other2020"),
    )
    win = shown_window(qtbot, lib, settings)
    yield win
    win.close()


def open_picker(qtbot: QtBot, window: MainWindow) -> CitationPicker:
    """Ctrl+Shift+P in the window; the picker, shown."""
    qtbot.keyClick(window.table, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    picker = window.projects.picker
    assert picker is not None
    qtbot.waitExposed(picker)
    return picker


def test_type_select_two_enter_copies_cite(qtbot: QtBot, picker_window: MainWindow) -> None:
    picker = open_picker(qtbot, picker_window)
    qtbot.keyClicks(picker.search, "pension")
    qtbot.waitUntil(lambda: picker.results.count() == 2, timeout=2000)
    view = picker.results
    first = view.visualItemRect(view.item(0)).center()
    second = view.visualItemRect(view.item(1)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=first)
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, second
    )
    shown = [view.item(row).text().split(" — ")[0] for row in range(2)]  # in the list's order
    assert sorted(shown) == ["adams2001pension", "brigge2002reform"]
    expected = f"\\cite{{{shown[0]},{shown[1]}}}"
    assert picker.preview.text() == expected
    with qtbot.waitSignal(picker.picked):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert QGuiApplication.clipboard().text() == expected
    assert not picker.isVisible()


def test_pandoc_format_and_keyboard_only(qtbot: QtBot, picker_window: MainWindow) -> None:
    picker = open_picker(qtbot, picker_window)
    picker.format_box.setCurrentIndex(picker.format_box.findData("pandoc"))
    qtbot.keyClicks(picker.search, "pension")
    qtbot.waitUntil(lambda: picker.results.count() == 2, timeout=2000)
    qtbot.keyClick(picker.search, Qt.Key.Key_Down)
    qtbot.keyClick(picker.results, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(picker.results, Qt.Key.Key_Enter)
    text = QGuiApplication.clipboard().text()
    assert text.startswith("[@") and text.endswith("]")
    assert sorted(text[1:-1].split("; ")) == ["@adams2001pension", "@brigge2002reform"]


def test_pick_from_a_terminal_opens_the_window_and_returns_the_choice(
    qtbot: QtBot, lib: Library
) -> None:
    add(lib, record("Pension funds and their risks", key="adams2001pension"),
        record("Unrelated topic", key="other2020"))  # fmt: skip
    events: list[str] = []

    def person() -> None:
        """Types and presses Enter in the picker `papershelf pick` opened."""
        found = [w for w in QApplication.topLevelWidgets() if isinstance(w, CitationPicker)]
        picker = next(w for w in found if w.isVisible())
        qtbot.keyClicks(picker.search, "pension")
        qtbot.waitUntil(lambda: picker.results.count() == 1, timeout=2000)
        events.append(picker.windowTitle())
        qtbot.keyClick(picker.search, Qt.Key.Key_Return)

    QTimer.singleShot(300, person)
    chosen = pick_in_window(lib, "pandoc")
    assert events == ["Papershelf — Cite"]
    assert [key for key, _ in keys_and_ids(lib, chosen)] == ["adams2001pension"]
