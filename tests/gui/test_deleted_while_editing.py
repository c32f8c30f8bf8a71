"""A paper someone else deletes while this window edits it (issue 31, item 3): the form stays
with what was typed, names who deleted it by their display name, and re-creates the paper or
copies the values; a paper on show deleted elsewhere with nothing typed is reported."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.library.queries import get_entry
from papershelf.library.sql import Sql
from papershelf.services.people import set_display_name
from tests.backends import server_schema
from tests.gui.shared_windows import (
    CTRL,
    Opener,
    activate,
    cell,
    click_cell,
    fill,
    retitle,
    server_url,
    window_opener,
)


@pytest.fixture
def opener(qtbot: QtBot, tmp_path: Path) -> Iterator[Opener]:
    """Opens windows as the app does; closes them after the test."""
    yield from window_opener(qtbot, tmp_path)


@pytest.fixture
def shared() -> Iterator[str]:
    """The sample library on the server."""
    pytest.importorskip("psycopg")
    for url in server_schema(server_url()):
        fill(url)
        yield url


def _live(qtbot: QtBot, *windows: MainWindow) -> None:
    for window in windows:
        label = window.statusBar().findChild(QLabel, "liveStatus")
        qtbot.waitUntil(lambda label=label: label.text().startswith("Live: "), timeout=5000)


def _delete_in(qtbot: QtBot, window: MainWindow, entry_id: int) -> None:
    """Click the paper's row and press Delete, as a person in that window would."""
    row = window.model.row_of(entry_id)
    assert row is not None
    click_cell(qtbot, window, row)
    qtbot.keyClick(window.table, Qt.Key.Key_Delete)


@pytest.mark.postgresql
def test_typed_values_stay_when_someone_else_deletes_the_paper(
    qtbot: QtBot, opener: Opener, shared: str
) -> None:
    a, b = opener(shared), opener(shared)
    _live(qtbot, a, b)
    set_display_name(a.controller.lib, "Ana Lopez")  # A's login goes by this name
    entry_id = retitle(qtbot, b, 3, "Typed in window B", save=False)
    _delete_in(qtbot, a, entry_id)
    form = b.detail.form
    qtbot.waitUntil(form.failure.isVisible, timeout=3000)
    note = form.failure.label.text()
    assert note.startswith("Ana Lopez deleted this paper") and "papershelf" not in note
    assert b.detail.is_editing() and form.title_box.toPlainText() == "Typed in window B"
    assert form.failure.recreate_button.isVisible() and not form.failure.retry_button.isVisible()
    activate(qtbot, b)
    qtbot.keyClick(form.title_box, Qt.Key.Key_S, CTRL)  # nothing to save to: the form stays
    assert b.detail.is_editing() and form.title_box.toPlainText() == "Typed in window B"
    assert form.failure.recreate_button.isVisible()
    qtbot.mouseClick(form.failure.copy_button, Qt.MouseButton.LeftButton)
    assert "Title: Typed in window B" in QApplication.clipboard().text()
    qtbot.mouseClick(form.failure.recreate_button, Qt.MouseButton.LeftButton)
    (new_id,) = b.table.selected_ids()
    back = get_entry(b.controller.lib, new_id)
    assert back is not None and back.title == "Typed in window B" and new_id != entry_id
    assert not b.detail.is_editing()
    qtbot.waitUntil(lambda: cell(a, new_id, "title") == "Typed in window B", timeout=3000)


@pytest.mark.postgresql
def test_a_paper_on_show_deleted_elsewhere_is_reported(
    qtbot: QtBot, opener: Opener, shared: str
) -> None:
    a, b = opener(shared), opener(shared)
    _live(qtbot, a, b)
    set_display_name(a.controller.lib, "Ana Lopez")
    click_cell(qtbot, b, 5)
    (entry_id,) = b.table.selected_ids()
    title = cell(b, entry_id, "title")
    _delete_in(qtbot, a, entry_id)
    qtbot.waitUntil(lambda: b.model.row_of(entry_id) is None, timeout=3000)
    assert b.statusBar().currentMessage() == f"Ana Lopez deleted “{title}”."
    shown = b.detail.entry()
    assert shown is not None and shown.id != entry_id  # the next paper, as before


def test_on_a_library_file_the_typed_values_stay_too(
    qtbot: QtBot, opener: Opener, tmp_path: Path
) -> None:
    """A window on a file, the paper deleted by `papershelf delete` meanwhile (the window
    finds it by polling; a file has no sessions to name): 'Someone else'."""
    path = tmp_path / "lab.sqlite"
    fill(path)
    window = opener(path)
    entry_id = retitle(qtbot, window, 4, "Typed on the file", save=False)
    (key,) = window.controller.lib.execute(Sql("SELECT key FROM entry WHERE id = ?"), [entry_id])
    done = subprocess.run(
        [sys.executable, "-m", "papershelf", "delete", f"key:{key[0]}", "--yes",
         "--library", str(path)], capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    form = window.detail.form
    qtbot.waitUntil(form.failure.isVisible, timeout=5000)
    assert form.failure.label.text().startswith("Someone else deleted this paper")
    assert form.title_box.toPlainText() == "Typed on the file"
