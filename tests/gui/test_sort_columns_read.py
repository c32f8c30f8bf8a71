"""A sort reads nothing for the hidden Progress, Read by and Readers columns: while the rows
move, Qt's header shows and hides the hidden columns again, and each passing state used to
reach the model as a change of the columns shown (every cached row's cells read again, three
times a sort: issue 32's slower sorts)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from papershelf.gui.main_window import MainWindow
from papershelf.gui.table import table_extras
from papershelf.gui.table.table_cells import COLUMN_INDEX


def click_header(window: MainWindow, column: str) -> None:
    """Click a column's header, as a person sorts by it."""
    header = window.table.horizontalHeader()
    section = COLUMN_INDEX[column]
    x = header.sectionViewportPosition(section) + header.sectionSize(section) // 2
    QTest.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2)
    )


def test_a_sort_reads_no_hidden_column(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    header = window.table.horizontalHeader()
    assert header.isSectionHidden(COLUMN_INDEX["progress"])  # as a new window shows it
    reads: list[Sequence[int]] = []

    def counted(_lib: Any, _settings: Any, ids: Sequence[int]) -> dict[int, tuple[int, int]]:
        reads.append(ids)
        return {}

    monkeypatch.setattr(table_extras, "reading_pages", counted)
    for _ in range(2):  # one way, then the other
        click_header(window, "title")
        titles = [window.model.index(r, COLUMN_INDEX["title"]).data() for r in range(10)]
        assert titles in (sorted(titles, key=str.casefold), sorted(titles, key=str.casefold)[::-1])
    assert header.sortIndicatorSection() == COLUMN_INDEX["title"]
    assert reads == []
    assert header.isSectionHidden(COLUMN_INDEX["progress"])
