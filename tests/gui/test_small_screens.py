"""Small and scaled screens: the window fits its screen, shrinks to 800x600, and reads well."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.gui.controller import LibraryController
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import Library
from tests.gui.conftest import shown_window


def _available(window: MainWindow) -> tuple[int, int]:
    """The width and height of the free area of the window's screen."""
    area = window.screen().availableGeometry()
    return area.width(), area.height()


def test_the_first_window_fits_its_screen(window: MainWindow) -> None:
    area = window.screen().availableGeometry()
    assert area.contains(window.frameGeometry())


def test_a_saved_geometry_larger_than_the_screen_is_clamped(
    qtbot: QtBot, sample_lib: Library, tmp_path: Path
) -> None:
    settings = Settings(tmp_path / "big.ini")
    first = MainWindow(LibraryController(sample_lib), settings)
    qtbot.addWidget(first)
    width, height = _available(first)
    first.setGeometry(-300, -200, width * 2, height * 2)  # saved on a larger screen
    first.close()
    second = MainWindow(LibraryController(sample_lib), Settings(tmp_path / "big.ini"))
    qtbot.addWidget(second)
    assert second.screen().availableGeometry().contains(second.frameGeometry())


def test_the_window_goes_down_to_800x600_even_after_triage(
    qtbot: QtBot, window: MainWindow
) -> None:
    QTest.keyClick(
        window,
        Qt.Key.Key_R,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.insights.in_triage
    qtbot.waitUntil(lambda: bool(window.insights.triage.card.suggested))
    QApplication.processEvents()  # lay the triage page out: its minimum width stays
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_Escape)
    assert not window.insights.in_triage
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.size().width() == 800 and window.size().height() == 600)
    minimum = window.minimumSizeHint()
    assert minimum.width() <= 800 and minimum.height() <= 600


def test_related_papers_sit_under_a_splitter_that_a_drag_collapses(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(800, 600)
    window.table.selectRow(2)
    panel = window.detail.related_panel
    qtbot.waitUntil(lambda: panel.isVisible() and bool(panel.rows))
    splitter = window.detail.reading_splitter
    reading = window.detail.browser
    qtbot.waitUntil(lambda: splitter.sizes()[1] > 0 and reading.height() >= splitter.sizes()[0])
    before = reading.height()
    assert before > 150  # at 600 px high the abstract still has room (it had ~110 px)
    handle = splitter.handle(1)
    start = handle.rect().center()
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(handle, start + QPoint(0, 100))
    QTest.mouseMove(handle, start + QPoint(0, 2000))  # past the bottom: collapse
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=start + QPoint(0, 2000))
    assert splitter.sizes()[1] == 0
    qtbot.waitUntil(lambda: reading.height() > before)


def test_the_title_column_stretches_with_the_window(qtbot: QtBot, window: MainWindow) -> None:
    header = window.table.horizontalHeader()
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    narrow = header.sectionSize(COLUMN_INDEX["title"])
    window.splitter.setSizes([150, 800, 250])
    window.resize(1300, 600)
    qtbot.waitUntil(lambda: window.width() == 1300)
    assert header.sectionSize(COLUMN_INDEX["title"]) > narrow
    shown = sum(
        header.sectionSize(i) for i in range(header.count()) if not header.isSectionHidden(i)
    )
    assert shown == header.viewport().width()  # no gap after the last column


def _reading_size(window: MainWindow) -> float:
    """The point size of the reading page's text."""
    return window.detail.browser.document().defaultFont().pointSizeF()


def test_ctrl_equals_and_minus_zoom_the_reading_text_remembered(
    qtbot: QtBot, sample_lib: Library, settings: Settings
) -> None:
    window = shown_window(qtbot, sample_lib, settings)
    window.activateWindow()  # shortcuts reach the active window
    qtbot.waitUntil(window.isActiveWindow)
    normal = _reading_size(window)
    QTest.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    larger = _reading_size(window)
    assert larger > normal
    QTest.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert normal < _reading_size(window) < larger
    kept = _reading_size(window)
    window.close()
    again = shown_window(qtbot, sample_lib, settings)
    assert _reading_size(again) == pytest.approx(kept)
    again.close()
