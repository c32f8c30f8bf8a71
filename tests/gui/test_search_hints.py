"""A filter the search cannot read is always explained (issue 31, defect 5).

`year:abc` alone listed every paper with no word; beside other words it was outlined in red.
Typed key by key into the real search box, as a person does.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from tests.gui.test_search import _type


@pytest.mark.parametrize("query", ["year:abc", "rating:lots", "year:abc neural"])
def test_an_unreadable_filter_is_outlined_and_explained(
    qtbot: QtBot, window: MainWindow, query: str
) -> None:
    _type(qtbot, window, query)
    qtbot.waitUntil(lambda: bool(window.search.hints), timeout=3000)  # after a pause
    assert "border" in window.search.styleSheet()
    assert query.split(":")[0] in window.search.toolTip()
    assert "expects" in window.search.toolTip()


def test_a_word_still_being_typed_is_not_outlined_yet(qtbot: QtBot, window: MainWindow) -> None:
    """'year:20' on its way to 'year:2023' is not flagged between two keys."""
    _type(qtbot, window, "year:20")
    assert not window.search.hints and window.search.styleSheet() == ""
    _type(qtbot, window, "23")
    qtbot.wait(800)
    assert not window.search.hints and window.model.rowCount() == 0
