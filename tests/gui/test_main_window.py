"""The main window driven as a person would: select, sort, filter, rate, undo, remember layout."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QHeaderView
from pytestqt.qtbot import QtBot

from papershelf.gui.controller import LibraryController
from papershelf.gui.main_window import MainWindow
from papershelf.gui.organise.sidebar_model import COUNT_ROLE, KEY_ROLE
from papershelf.gui.settings import Settings
from papershelf.gui.table import table_model
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import get_entry


def _click_row(qtbot: QtBot, window: MainWindow, row: int, column: str = "title") -> None:
    """Click a cell of the table like a person would."""
    table = window.table
    rect = table.visualRect(window.model.index(row, COLUMN_INDEX[column]))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _shown_text(window: MainWindow) -> str:
    """The plain text the detail view shows."""
    return window.detail.reading_text()


def test_opens_on_the_sample_with_a_count(window: MainWindow) -> None:
    assert window.model.rowCount() == 19
    assert window.count_label.text() == "19 entries"
    assert window.table.selected_ids()  # the first paper is selected and shown


def test_selecting_a_row_shows_it_in_the_detail_view(qtbot: QtBot, window: MainWindow) -> None:
    _click_row(qtbot, window, 3)
    entry = get_entry(window.controller.lib, window.model.entry_id(3))
    assert entry is not None
    shown = _shown_text(window)
    assert entry.title in shown
    assert entry.abstract.split()[-1].rstrip(".") in shown


def test_clicking_a_header_sorts(qtbot: QtBot, window: MainWindow) -> None:
    header = window.table.horizontalHeader()
    x = header.sectionViewportPosition(COLUMN_INDEX["title"]) + 10
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    titles = [window.model.index(r, COLUMN_INDEX["title"]).data() for r in range(19)]
    ordered = sorted(titles, key=str.casefold)
    assert titles in (ordered, ordered[::-1])
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    again = [window.model.index(r, COLUMN_INDEX["title"]).data() for r in range(19)]
    assert again == titles[::-1]


def test_sorting_keeps_the_selection(qtbot: QtBot, window: MainWindow) -> None:
    _click_row(qtbot, window, 5)
    chosen = window.table.selected_ids()
    window.table.sortByColumn(COLUMN_INDEX["title"], Qt.SortOrder.AscendingOrder)
    assert window.table.selected_ids() == chosen


def test_a_sort_reads_the_order_once_and_keeps_a_selection_far_down(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    queries: list[object] = []
    read = table_model.ordered_ids
    monkeypatch.setattr(table_model, "ordered_ids", lambda *a: queries.append(a) or read(*a))
    _click_row(qtbot, window, 17)
    chosen = window.table.selected_ids()
    window.table.sortByColumn(COLUMN_INDEX["authors"], Qt.SortOrder.AscendingOrder)
    assert len(queries) == 1  # Qt's sortByColumn asks the model twice; the order is read once
    header = window.table.horizontalHeader()
    x = header.sectionViewportPosition(COLUMN_INDEX["authors"]) + 10
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    assert len(queries) == 2 and window.model.sort_order.descending
    assert window.table.selected_ids() == chosen
    row = window.model.row_of(chosen[0])
    assert row is not None and window.table.currentIndex().row() == row


def test_search_box_filters_as_you_type(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClicks(window.search, "protein")
    qtbot.waitUntil(lambda: window.model.rowCount() < 19)
    assert window.model.rowCount() >= 1
    assert "of 19 entries" in window.count_label.text()
    window.search.clear()
    qtbot.waitUntil(lambda: window.model.rowCount() == 19)


def test_rating_by_keyboard_and_undo(qtbot: QtBot, window: MainWindow) -> None:
    _click_row(qtbot, window, 0)
    entry_id = window.table.selected_ids()[0]
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    assert get_entry(window.controller.lib, entry_id).rating == 4  # type: ignore[union-attr]
    assert window.model.index(0, COLUMN_INDEX["rating"]).data() == "★★★★"
    assert window.menus.undo_action.text() == "&Undo Rate 1 entry 4 stars"
    window.menus.undo_action.trigger()
    assert get_entry(window.controller.lib, entry_id).rating == 0  # type: ignore[union-attr]
    window.menus.redo_action.trigger()
    assert get_entry(window.controller.lib, entry_id).rating == 4  # type: ignore[union-attr]


def test_clicking_a_star_in_the_list_rates(qtbot: QtBot, window: MainWindow) -> None:
    table = window.table
    rect = table.visualRect(window.model.index(2, COLUMN_INDEX["rating"]))
    entry_id = window.model.entry_id(2)
    # The third star: stars start 4 px in and are at most 16 px wide.
    pos = QPoint(rect.left() + 4 + 2 * 16 + 8, rect.center().y())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert get_entry(window.controller.lib, entry_id).rating == 3  # type: ignore[union-attr]


def test_status_of_many_rows_is_one_undo_step(qtbot: QtBot, window: MainWindow) -> None:
    window.table.selectAll()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    lib = window.controller.lib
    statuses = {s for (s,) in lib.execute("SELECT status FROM entry")}
    assert statuses == {int(Status.READ)}
    assert window.menus.undo_action.text() == "&Undo Mark 19 entries as read"
    window.menus.undo_action.trigger()
    assert {s for (s,) in lib.execute("SELECT status FROM entry")} == {int(Status.UNREAD)}


def _click_sidebar(qtbot: QtBot, window: MainWindow, key: str) -> None:
    """Click a row of the sidebar like a person would."""
    tree = window.sidebar.tree
    rect = tree.visualRect(window.sidebar.data_for(key))
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_sidebar_filters_by_status_and_list(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.set_status([window.model.entry_id(0)], Status.READING)
    assert window.sidebar.data_for(f"status:{int(Status.READING)}").data(COUNT_ROLE) == "1"
    list_key = next(k for k in _sidebar_keys(window) if k.startswith("list:"))
    assert window.sidebar.data_for(list_key).data(COUNT_ROLE) == "0/19"
    _click_sidebar(qtbot, window, f"status:{int(Status.READING)}")
    assert window.model.rowCount() == 1
    _click_sidebar(qtbot, window, list_key)
    assert window.model.rowCount() == 19


def _sidebar_keys(window: MainWindow) -> list[str]:
    """Keys of every row of the sidebar."""
    model = window.sidebar.model
    keys: list[str] = []
    stack = [model.index(r, 0) for r in range(model.rowCount())]
    while stack:
        index = stack.pop()
        keys.append(index.data(KEY_ROLE))
        stack += [model.index(r, 0, index) for r in range(model.rowCount(index))]
    return keys


def test_layout_is_remembered(qtbot: QtBot, sample_lib: Library, tmp_path: Path) -> None:
    settings = Settings(tmp_path / "layout.ini")
    first = MainWindow(LibraryController(sample_lib), settings)
    qtbot.addWidget(first)
    first.resize(760, 560)
    header = first.table.horizontalHeader()
    header.setSectionHidden(COLUMN_INDEX["tags"], True)
    header.resizeSection(COLUMN_INDEX["authors"], 222)
    header.moveSection(header.visualIndex(COLUMN_INDEX["year"]), 0)
    first.splitter.setSizes([150, 600, 250])
    sizes = first.splitter.sizes()
    first.close()

    second = MainWindow(LibraryController(sample_lib), Settings(tmp_path / "layout.ini"))
    qtbot.addWidget(second)
    again: QHeaderView = second.table.horizontalHeader()
    assert again.isSectionHidden(COLUMN_INDEX["tags"])
    assert again.sectionSize(COLUMN_INDEX["authors"]) == 222
    assert again.visualIndex(COLUMN_INDEX["year"]) == 0
    assert second.size().width() == 760
    assert second.splitter.sizes() == sizes
