"""The duplicates dialog: a pair side by side, merged with chosen fields or kept apart; undoable."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.duplicates import DuplicatesDialog
from papershelf.gui.main_window import MainWindow
from papershelf.library.queries import count_entries, get_entry
from papershelf.services.importing import import_records
from tests.factories import record
from tests.gui.test_organising import undo_redo


@pytest.fixture
def twins(window: MainWindow) -> tuple[int, int]:
    """Two entries of one paper (same DOI), imported with 'keep both'."""
    lib = window.controller.lib
    original = record("Attention Is All You Need", 2017, "Vaswani, Ashish", doi="10.5555/3295222")
    first = import_records(lib, [original]).added[0]
    second = import_records(
        lib,
        [record("Attention is all you need.", 2017, "Vaswani, A.", doi="10.5555/3295222")],
        on_duplicate="keep",
    ).added[0]
    window.model.reload()
    return first, second


def test_merging_a_pair_with_a_chosen_field(
    qtbot: QtBot, window: MainWindow, twins: tuple[int, int]
) -> None:
    dialog = DuplicatesDialog(window.controller, window)
    qtbot.addWidget(dialog)
    assert dialog.pairs and {dialog.pairs[0].first, dialog.pairs[0].second} == set(twins)
    rows = {dialog.fields.item(r, 0).text(): r for r in range(dialog.fields.rowCount())}
    assert "title" in rows
    title_row = rows["title"]
    other_title = dialog.fields.item(title_row, 2).text()
    rect = dialog.fields.visualItemRect(dialog.fields.item(title_row, 2))
    qtbot.mouseClick(dialog.fields.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.chosen()["title"] == "other"
    keep = dialog.pairs[0].first
    before = count_entries(window.controller.lib)
    undo_redo(window, dialog.merge_current)
    assert count_entries(window.controller.lib) == before - 1
    assert get_entry(window.controller.lib, keep).title == other_title  # type: ignore[union-attr]
    assert not dialog.pairs


def test_not_duplicates_is_remembered(
    qtbot: QtBot, window: MainWindow, twins: tuple[int, int]
) -> None:
    dialog = DuplicatesDialog(window.controller, window)
    qtbot.addWidget(dialog)
    assert len(dialog.pairs) == 1
    undo_redo(window, dialog.keep_both)
    assert DuplicatesDialog(window.controller, window).pairs == []
