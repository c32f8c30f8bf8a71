"""A big library's window paints its first rows before it has read every id (issue 15).

The whole ordered list of a 100k library is 40-60 ms of SQL; the window's first paint
reads OPENING_ROWS ids and the count, and the rest arrives once the table has painted.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from papershelf.gui.controller import LibraryController
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.gui.table import table_model
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.gui.table.table_model import OPENING_ROWS
from papershelf.library.db import Library
from papershelf.library.queries import Scope, Sort, get_entry, ordered_ids
from tests.bulk import bulk_library

ENTRIES = OPENING_ROWS + 350


def _window(qtbot: QtBot, lib: Library, settings: Settings) -> MainWindow:
    """A window on lib, made but not yet shown."""
    window = MainWindow(LibraryController(lib), settings)
    qtbot.addWidget(window)
    return window


def test_the_first_rows_come_first_and_the_rest_after_the_paint(
    qtbot: QtBot, lib: Library, settings: Settings
) -> None:
    bulk_library(lib, ENTRIES)
    window = _window(qtbot, lib, settings)
    model = window.model
    assert (model.rowCount(), model.total, model.partial) == (OPENING_ROWS, ENTRIES, True)
    assert window.count_label.text() == f"{ENTRIES} entries"
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: model.rowCount() == ENTRIES, timeout=5000)
    assert model.ids == ordered_ids(lib, Scope(), "", Sort("added", descending=True))
    table = window.table
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)  # to the end
    assert table.currentIndex().row() == ENTRIES - 1
    spot = table.visualRect(model.index(ENTRIES - 1, COLUMN_INDEX["title"])).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    last = get_entry(lib, model.ids[-1])
    assert last is not None and table.selected_ids() == [last.id]
    qtbot.waitUntil(lambda: last.title in window.detail.reading_text(), timeout=3000)
    window.close()


def test_a_remembered_sort_is_read_once_in_its_order(
    qtbot: QtBot, lib: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bulk_library(lib, ENTRIES)
    first = _window(qtbot, lib, Settings(tmp_path / "layout.ini"))
    first.show()
    qtbot.waitExposed(first)
    header = first.table.horizontalHeader()
    x = header.sectionViewportPosition(COLUMN_INDEX["title"]) + 10
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    order = first.model.sort_order
    assert order.key == "title"
    qtbot.waitUntil(lambda: not first.model.partial, timeout=30_000)  # its whole list read
    first.close()

    reads: list[int | None] = []
    read = table_model.ordered_ids
    limit_of = lambda *a: (*a, None)[4]  # noqa: E731 (ordered_ids' fifth argument, if any)
    monkeypatch.setattr(
        table_model, "ordered_ids", lambda *a: reads.append(limit_of(*a)) or read(*a)
    )
    second = _window(qtbot, lib, Settings(tmp_path / "layout.ini"))
    assert second.model.sort_order == order and reads == [OPENING_ROWS]
    second.show()
    qtbot.waitExposed(second)
    qtbot.waitUntil(lambda: not second.model.partial, timeout=5000)
    assert reads == [OPENING_ROWS, None]
    assert second.model.ids == ordered_ids(lib, Scope(), "", order)
    second.close()


def test_a_small_library_is_read_whole_at_once(
    qtbot: QtBot, lib: Library, settings: Settings
) -> None:
    bulk_library(lib, OPENING_ROWS - 1)
    window = _window(qtbot, lib, settings)
    assert (window.model.rowCount(), window.model.partial) == (OPENING_ROWS - 1, False)
