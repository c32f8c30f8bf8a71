"""A save the library refuses keeps the edit, says why, and offers Retry and Copy (issue 13.2)."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.gui import actions
from papershelf.gui.application import open_window
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library.queries import get_entry
from papershelf.library.sqlite.connection import Waiting
from tests.library.test_read_only_file import as_someone_who_may_not_write

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def locker(window: MainWindow) -> Iterator[sqlite3.Connection]:
    """Another connection holding the library's write lock, as a CLI import does mid-way."""
    other = sqlite3.connect(str(window.controller.lib.path), timeout=0)
    yield other
    other.close()


def shorten_busy_wait(window: MainWindow) -> None:
    """The test waits 0.2 s for the lock, not the connection's usual wait."""
    window.controller.lib.db.waiting = Waiting(seconds=0.2)


def edit_title(qtbot: QtBot, window: MainWindow, words: str) -> int:
    """Open the form on the shown paper with F2 and type at the end of its title."""
    entry = window.detail.entry()
    assert entry is not None
    qtbot.keyClick(window.table, Qt.Key.Key_F2)
    assert window.detail.is_editing()
    qtbot.keyClicks(window.detail.form.title_box, words)
    return entry.id


def test_a_locked_library_keeps_the_form_and_retry_saves(
    qtbot: QtBot, window: MainWindow, locker: sqlite3.Connection,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    shorten_busy_wait(window)
    entry_id = edit_title(qtbot, window, " (revised)")
    locker.execute("BEGIN IMMEDIATE")
    form = window.detail.form
    qtbot.keyClick(form.title_box, Qt.Key.Key_S, CTRL)
    assert window.detail.is_editing()  # the form stays, with the text as typed
    assert form.title_box.toPlainText().endswith(" (revised)")
    assert form.failure.isVisible()
    note = form.failure.label.text()
    assert "busy" in note and "Nothing was saved" in note and "still here" in note
    assert form.failure.retry_button.isVisible() and form.failure.copy_button.isVisible()
    assert not get_entry(window.controller.lib, entry_id).title.endswith("(revised)")  # type: ignore[union-attr]
    assert window.controller.undo_stack.count() == 0  # nothing undoable happened
    locker.rollback()  # the other writer finishes
    qtbot.mouseClick(form.failure.retry_button, Qt.MouseButton.LeftButton)
    assert not window.detail.is_editing()
    assert get_entry(window.controller.lib, entry_id).title.endswith("(revised)")  # type: ignore[union-attr]
    assert window.controller.undo_stack.count() == 1
    assert "Traceback" not in capsys.readouterr().err


def test_copy_puts_the_unsaved_edit_on_the_clipboard(
    qtbot: QtBot, window: MainWindow, locker: sqlite3.Connection
) -> None:
    shorten_busy_wait(window)
    edit_title(qtbot, window, " (my wording)")
    qtbot.keyClicks(window.detail.form.notes_box, "Two hours of thought.")
    locker.execute("BEGIN IMMEDIATE")
    form = window.detail.form
    qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(form.failure.copy_button, Qt.MouseButton.LeftButton)
    copied = QApplication.clipboard().text()
    assert "(my wording)" in copied and "Notes: Two hours of thought." in copied
    assert copied.startswith("Title: ")
    assert window.detail.is_editing()


def test_the_failure_note_goes_with_a_fresh_form(
    qtbot: QtBot, window: MainWindow, locker: sqlite3.Connection
) -> None:
    shorten_busy_wait(window)
    edit_title(qtbot, window, "!")
    locker.execute("BEGIN IMMEDIATE")
    qtbot.keyClick(window.detail.form.title_box, Qt.Key.Key_S, CTRL)
    qtbot.keyClick(window.detail.form.title_box, Qt.Key.Key_Escape)
    locker.rollback()
    qtbot.keyClick(window.table, Qt.Key.Key_F2)
    assert not window.detail.form.failure.isVisible()


def test_a_locked_library_refuses_a_rating_with_a_message(
    qtbot: QtBot, window: MainWindow, locker: sqlite3.Connection,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    shorten_busy_wait(window)
    shown: list[str] = []
    monkeypatch.setattr(window, "show_error", shown.append)
    locker.execute("BEGIN IMMEDIATE")
    stars = window.detail.star_rating
    qtbot.mouseClick(stars, Qt.MouseButton.LeftButton, pos=stars.star_rect(4).center().toPoint())
    assert shown and "busy" in shown[0]


# --- a library file this process cannot write --------------------------------------------


@pytest.fixture
def read_only_file(tmp_path: Path, sample_path: Path) -> Iterator[Path]:
    """A library holding the sample, its file then made read-only (chmod 444).

    Made by the CLI: a library this process opened stays open to it for the process's life
    (one descriptor per file), as the app itself opens a file once.
    """
    path = tmp_path / "ro.sqlite"
    made = subprocess.run(
        [sys.executable, "-m", "papershelf", "import", str(sample_path), "--library", str(path)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert made.returncode == 0, made.stderr
    path.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    yield path
    path.chmod(stat.S_IRUSR | stat.S_IWUSR)


@pytest.fixture
def unwritable(read_only_file: Path) -> Iterator[Path]:
    """The read-only file, made unwritable even for root: immutable (chattr +i) if need be."""
    immutable = os.access(read_only_file, os.W_OK)  # root: chmod 444 alone does not stop it
    if immutable and subprocess.run(["chattr", "+i", str(read_only_file)]).returncode != 0:
        pytest.skip("root without chattr: the setpriv test below covers this case")
    assert not os.access(read_only_file, os.W_OK)
    yield read_only_file
    if immutable:
        subprocess.run(["chattr", "-i", str(read_only_file)], check=True)


def test_a_read_only_file_opens_as_a_read_only_window(
    qtbot: QtBot, unwritable: Path, tmp_path: Path
) -> None:
    read_only_file = unwritable
    before = read_only_file.read_bytes()
    window = open_window(read_only_file, Settings(tmp_path / "ro.ini"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    banner = window.safety.banner  # type: ignore[attr-defined]
    assert banner is not None and banner.isVisible()
    assert "ro.sqlite is open read-only" in banner.label.text()
    assert window.windowTitle().endswith("(read-only)")
    detail = window.detail
    assert detail.entry() is not None
    assert not detail.edit_button.isEnabled() and not detail.star_rating.isEnabled()
    assert not detail.tag_editor.isEnabled() and not detail.status_selector.isEnabled()
    adding = (actions.NEW_ENTRY, actions.ADD_BY_ID, actions.FIND_METADATA, actions.PASTE_ENTRIES)
    texts = {spec.text for spec in adding}
    assert not any(a.isEnabled() for a in window.findChildren(QAction) if a.text() in texts)
    qtbot.keyClick(window.table, Qt.Key.Key_F2)  # Edit Entry is off: no form opens
    assert not detail.is_editing()
    qtbot.keyClick(window.table, Qt.Key.Key_Delete)
    assert window.model.total == 19
    window.safety.release()  # type: ignore[attr-defined]
    window.close()
    window.controller.lib.close()
    assert read_only_file.read_bytes() == before
    assert not (tmp_path / "ro.sqlite.lock").exists()  # no lock file taken either


SHOW_READ_ONLY_WINDOW = """
import json, sys
from pathlib import Path
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from papershelf.gui.application import make_application, open_window
from papershelf.gui.settings import Settings
app = make_application()
window = open_window(sys.argv[1], Settings(Path(sys.argv[2])))
window.show()
QTest.qWaitForWindowExposed(window)
QTest.keyClick(window.table, Qt.Key.Key_F2)
QTest.keyClick(window.table, Qt.Key.Key_Delete)
detail = window.detail
print(json.dumps({
    "banner": window.safety.banner.label.text(),
    "editing": detail.is_editing(),
    "edit_enabled": detail.edit_button.isEnabled(),
    "rows": window.model.total,
}))
window.safety.release()
window.close()
window.controller.lib.close()
"""


def test_a_read_only_file_opens_read_only_for_someone_who_may_not_write(
    read_only_file: Path, tmp_path: Path
) -> None:
    """The whole window in a process without root's override: nothing patched."""
    done = subprocess.run(
        [*as_someone_who_may_not_write(), sys.executable, "-c", SHOW_READ_ONLY_WINDOW,
         str(read_only_file), str(tmp_path / "s.ini")],
        capture_output=True, text=True, timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
             "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "desktop")},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert "ro.sqlite is open read-only" in seen["banner"]
    assert seen == {**seen, "editing": False, "edit_enabled": False, "rows": 19}


def test_an_undo_refused_by_a_lock_stays_to_undo(
    qtbot: QtBot, window: MainWindow, locker: sqlite3.Connection,
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    shorten_busy_wait(window)
    shown: list[str] = []
    monkeypatch.setattr(window, "show_error", shown.append)
    entry_id = window.model.entry_id(0)
    stack = window.controller.undo_stack
    assert window.controller.set_rating([entry_id], 4)
    locker.execute("BEGIN IMMEDIATE")
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: bool(shown))
    assert "busy" in shown[0] and "Nothing was changed" in shown[0]
    assert stack.index() == 1 and window.menus.undo_action.isEnabled()  # still there to undo
    assert get_entry(window.controller.lib, entry_id).rating == 4  # type: ignore[union-attr]
    locker.rollback()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)
    assert get_entry(window.controller.lib, entry_id).rating == 0  # type: ignore[union-attr]
    assert stack.index() == 0
    locker.execute("BEGIN IMMEDIATE")
    window.menus.redo_action.trigger()  # (the redo key is h7's: Ctrl+Shift+Z is being fixed)
    qtbot.waitUntil(lambda: len(shown) == 2)
    assert stack.index() == 0 and window.menus.redo_action.isEnabled()
    locker.rollback()
    window.menus.redo_action.trigger()
    assert get_entry(window.controller.lib, entry_id).rating == 4  # type: ignore[union-attr]
    assert "Traceback" not in capsys.readouterr().err
