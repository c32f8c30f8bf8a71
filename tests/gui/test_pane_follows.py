"""The detail pane follows the library: a deleted or un-imported paper leaves it (issue 16.1)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from papershelf.gui.application import open_window
from papershelf.gui.detail.detail_view import EMPTY_TEXT
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library.db import open_library, open_worker
from papershelf.library.queries import get_entry
from papershelf.services.deleting import delete_entries
from papershelf.services.importing import import_file

CTRL = Qt.KeyboardModifier.ControlModifier


def click_row(qtbot: QtBot, window: MainWindow, row: int) -> int:
    """Click a row's title cell, as a person selects a paper; its entry id."""
    table = window.table
    index = window.model.index(row, 0)
    table.scrollTo(index)
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(index).center()
    )
    return window.model.entry_id(row)


def shown_id(window: MainWindow) -> int | None:
    """The id of the paper in the detail pane."""
    entry = window.detail.entry()
    return None if entry is None else entry.id


def test_delete_shows_the_next_paper(qtbot: QtBot, window: MainWindow) -> None:
    doomed = click_row(qtbot, window, 3)
    following = window.model.entry_id(4)
    assert shown_id(window) == doomed
    qtbot.keyClick(window.table, Qt.Key.Key_Delete)
    assert get_entry(window.controller.lib, doomed) is None
    assert shown_id(window) == following  # the paper that took its place
    assert window.table.selected_ids() == [following]
    assert window.detail.reading_text() != EMPTY_TEXT


def test_deleting_the_last_row_shows_the_one_above(qtbot: QtBot, window: MainWindow) -> None:
    last = window.model.rowCount() - 1
    click_row(qtbot, window, last)
    above = window.model.entry_id(last - 1)
    qtbot.keyClick(window.table, Qt.Key.Key_Delete)
    assert window.model.rowCount() == last
    assert shown_id(window) == above


def test_deleting_every_paper_shows_the_empty_state(qtbot: QtBot, window: MainWindow) -> None:
    click_row(qtbot, window, 0)
    qtbot.keyClick(window.table, Qt.Key.Key_A, CTRL)
    qtbot.keyClick(window.table, Qt.Key.Key_Delete)
    assert window.model.rowCount() == 0
    assert window.detail.entry() is None
    assert window.detail.reading_text() == EMPTY_TEXT


def test_rating_after_delete_and_undo_is_saved(qtbot: QtBot, window: MainWindow) -> None:
    """Stars clicked in the pane after a delete rate the paper shown, and that is stored."""
    click_row(qtbot, window, 2)
    qtbot.keyClick(window.table, Qt.Key.Key_Delete)
    shown = shown_id(window)
    assert shown is not None
    stars = window.detail.star_rating
    qtbot.mouseClick(stars, Qt.MouseButton.LeftButton, pos=stars.star_rect(3).center().toPoint())
    entry = get_entry(window.controller.lib, shown)
    assert entry is not None and entry.rating == 3


def test_undoing_an_import_empties_the_pane_of_the_import(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    bib = tmp_path / "one.bib"
    bib.write_text("@article{gone2025, title={A Paper Imported by Mistake}, year=2025}\n")
    report = window.imports.import_paths([bib])
    assert report is not None and len(report.added) == 1
    imported = report.added[0]
    assert shown_id(window) == imported
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)
    assert get_entry(window.controller.lib, imported) is None
    assert shown_id(window) != imported
    assert "Imported by Mistake" not in window.detail.reading_text()
    assert shown_id(window) in window.table.selected_ids()


def test_edit_of_a_paper_deleted_elsewhere_is_kept_and_explained(
    qtbot: QtBot, window: MainWindow, capsys: pytest.CaptureFixture[str]
) -> None:
    """The paper goes while its form is open (another program): the form stays, with why."""
    entry_id = click_row(qtbot, window, 1)
    qtbot.keyClick(window.table, Qt.Key.Key_F2)
    form = window.detail.form
    qtbot.keyClicks(form.notes_box, "my precious note")
    delete_entries(window.controller.lib, [entry_id])  # as another program would
    qtbot.keyClick(form.notes_box, Qt.Key.Key_S, CTRL)
    assert window.detail.is_editing()
    assert form.failure.isVisible()
    assert "not in the library" in form.failure.label.text()
    assert "my precious note" in form.notes_box.toPlainText()
    assert "Traceback" not in capsys.readouterr().err


def test_a_paper_deleted_by_another_program_leaves_the_pane(
    qtbot: QtBot, tmp_path: Path, sample_path: Path
) -> None:
    """The CLI (another connection) deletes the paper on show: the pane moves on."""
    path = tmp_path / "shared.sqlite"
    lib = open_library(path)
    import_file(lib, sample_path)
    lib.close()
    window = open_window(path, Settings(tmp_path / "w.ini"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    doomed = click_row(qtbot, window, 5)
    elsewhere = open_worker(path)
    delete_entries(elsewhere, [doomed])
    elsewhere.db.close()
    assert window.safety.watcher.poll()  # type: ignore[attr-defined]
    assert shown_id(window) not in (None, doomed)
    assert shown_id(window) == window.table.selected_ids()[0]
    window.safety.release()  # type: ignore[attr-defined]
    window.close()
    window.controller.lib.close()


def test_the_status_bar_says_what_undo_and_redo_did(qtbot: QtBot, window: MainWindow) -> None:
    """After Ctrl+Z the status bar no longer offers to bring back what is back."""
    doomed = click_row(qtbot, window, 1)
    rows = window.model.rowCount()
    qtbot.keyClick(window.table, Qt.Key.Key_Delete)
    assert window.statusBar().currentMessage() == "Deleted 1 entry — Ctrl+Z brings it back."
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)
    assert get_entry(window.controller.lib, doomed) is not None
    assert window.model.rowCount() == rows
    undone = window.statusBar().currentMessage()
    assert undone.startswith("Undone: Delete") and "Ctrl+Z" not in undone
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert get_entry(window.controller.lib, doomed) is None
    assert window.statusBar().currentMessage() == undone.replace("Undone", "Redone")
