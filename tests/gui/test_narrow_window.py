"""A window 683–800 px wide (issue 31, item 10): the list keeps a fair share of the width,
and a long status message ends in '…' before the entry count instead of running into it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QStatusBar
from pytestqt.qtbot import QtBot

from papershelf.gui.empty_states import ADD_PAPERS_STATUS
from papershelf.gui.main_window import MainWindow
from papershelf.gui.narrow_layout import LIST_SHARE
from papershelf.gui.settings import Settings
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
