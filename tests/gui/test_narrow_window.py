"""Layout (issue 31, item 10): in a window 683–800 px wide the list keeps a fair share of
the width, and a long status message ends in '…' before the entry count instead of running
into it; the Title column takes the room another column gives up."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStatusBar, QWidget
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.gui.shell.narrow_layout import LIST_SHARE
from papershelf.gui.table.empty_states import ADD_PAPERS_STATUS
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import Library
from tests.gui.conftest import shown_window


@pytest.mark.parametrize(("width", "height"), [(683, 768), (800, 600)])
def test_the_list_keeps_its_share_of_a_narrow_window(
    qtbot: QtBot, window: MainWindow, width: int, height: int
) -> None:
    window.resize(width, height)
    splitter = window.splitter
    qtbot.waitUntil(lambda: window.width() == width)
    qtbot.waitUntil(lambda: window.table.width() >= LIST_SHARE * sum(splitter.sizes()) - 2)
    assert window.table.width() >= 260  # it had 135-175 px
    sidebar, _table, detail = splitter.sizes()
    assert sidebar >= 140 and detail >= window.detail.minimumSizeHint().width()


def test_a_long_message_stops_short_of_the_entry_count(
    qtbot: QtBot, lib: Library, settings: Settings
) -> None:
    window = shown_window(qtbot, lib, settings)  # an empty library: the how-to-add hint
    window.resize(683, 768)
    bar = window.statusBar()
    count = window.count_label
    hint = ADD_PAPERS_STATUS + "."

    def painted_end() -> int:
        shown = QStatusBar.currentMessage(bar)  # what Qt paints
        return 8 + bar.fontMetrics().horizontalAdvance(shown)

    qtbot.waitUntil(lambda: window.width() == 683 and painted_end() + 8 <= count.x())
    assert QStatusBar.currentMessage(bar).endswith("…")
    assert bar.currentMessage() == hint and bar.toolTip() == hint  # nothing is lost
    window.resize(1400, 768)
    qtbot.waitUntil(lambda: QStatusBar.currentMessage(bar) == hint)
    window.close()


def _header_gap(window: MainWindow) -> int:
    header = window.table.horizontalHeader()
    shown = sum(
        header.sectionSize(i) for i in range(header.count()) if not header.isSectionHidden(i)
    )
    return header.viewport().width() - shown


def test_the_title_takes_the_room_another_column_gives_up(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1300, 700)
    window.splitter.setSizes([150, 1000, 150])
    qtbot.waitUntil(lambda: _header_gap(window) == 0)
    header = window.table.horizontalHeader()
    title = header.sectionSize(COLUMN_INDEX["title"])
    authors = COLUMN_INDEX["authors"]
    border = header.sectionViewportPosition(authors) + header.sectionSize(authors) - 1
    QTest.mousePress(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(border, 5))
    QTest.mouseMove(header.viewport(), QPoint(border - 60, 5))
    QTest.mouseRelease(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(border - 60, 5))
    qtbot.waitUntil(lambda: header.sectionSize(COLUMN_INDEX["title"]) == title + 60)
    assert _header_gap(window) == 0  # not a gap after Tags
    header.setSectionHidden(COLUMN_INDEX["venue"], True)  # as View > Columns > Venue does
    qtbot.waitUntil(lambda: _header_gap(window) == 0)
    assert header.sectionSize(COLUMN_INDEX["title"]) > title + 60


def _drag_handle(handle: QWidget, by: int) -> None:
    """Press on a splitter handle, move it *by* pixels down with the button held, release."""
    start = handle.rect().center()
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        at = start + QPoint(0, by * step // 5)
        move = QMouseEvent(
            QEvent.Type.MouseMove, QPointF(at), QPointF(handle.mapToGlobal(at)),
            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
        )  # fmt: skip
        QApplication.sendEvent(handle, move)
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=start + QPoint(0, by))


def test_the_related_block_shrinks_when_its_handle_is_dragged(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Item 10: dragging the handle above Related papers down shrinks the block step by step
    (down to its smallest useful height), and further down folds it away."""
    window.resize(800, 600)
    QTest.keyClick(window.table, Qt.Key.Key_Home)
    related = window.detail.related_panel
    qtbot.waitUntil(lambda: related.isVisible() and related.height() > 80)
    before = related.height()
    handle = window.detail.reading_splitter.handle(1)
    _drag_handle(handle, 25)
    qtbot.waitUntil(lambda: 0 < related.height() <= before - 20)
    _drag_handle(handle, 80)
    qtbot.waitUntil(lambda: related.height() == 0)
