"""Windows opened as `papershelf --library TARGET` opens them (gui.application.open_window:
the lock or none, the watcher or the live feed), for the shared-library GUI tests."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from papershelf.gui.application import open_window
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import open_library
from papershelf.library.locations import LibraryTarget
from papershelf.services.importing import import_file
from tests.paths import SAMPLE

CTRL = Qt.KeyboardModifier.ControlModifier
PASSWORD = "hunter2"  # the test server trusts its socket: a password is taken and ignored
Opener = Callable[[LibraryTarget], MainWindow]


def with_password(url: str) -> str:
    """*url* with a password for its user (to check no title or message shows it)."""
    return re.sub(r"://([^@/:]+)@", rf"://\1:{PASSWORD}@", url, count=1)


def fill(target: LibraryTarget) -> None:
    """Put the 19 sample abstracts into the library at *target*."""
    lib = open_library(target)
    try:
        import_file(lib, SAMPLE)
    finally:
        lib.close()


def window_opener(qtbot: QtBot, tmp_path: Path) -> Iterator[Opener]:
    """Opens shown windows on a target, each on its own connection; closes them after."""
    opened: list[MainWindow] = []

    def open_one(target: LibraryTarget) -> MainWindow:
        settings = Settings(tmp_path / f"settings-{len(opened)}.ini")
        window = open_window(target, settings)
        opened.append(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    yield open_one
    for window in opened:
        window.safety.release()  # type: ignore[attr-defined]
        window.close()
        lib = window.controller.lib
        shiboken6.delete(window)  # its timers (stale exports) must not reopen the library
        lib.close()


def activate(qtbot: QtBot, window: MainWindow) -> None:
    """Bring *window* to the front: its shortcuts answer keys only while it is active."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)


def click_cell(qtbot: QtBot, window: MainWindow, row: int, column: str = "title") -> None:
    """Click a cell of the table like a person would (the window comes to the front)."""
    activate(qtbot, window)
    rect = window.table.visualRect(window.model.index(row, COLUMN_INDEX[column]))
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def cell(window: MainWindow, entry_id: int, column: str) -> str:
    """The text the table shows for *entry_id* in *column* ('' when the row is not shown)."""
    row = window.model.row_of(entry_id)
    if row is None:
        return ""
    return str(window.model.index(row, COLUMN_INDEX[column]).data() or "")


def retitle(qtbot: QtBot, window: MainWindow, row: int, title: str, save: bool = True) -> int:
    """Click a row, F2, replace the title, Ctrl+S (unless not *save*); the entry's id."""
    click_cell(qtbot, window, row)
    entry_id = window.table.selected_ids()[0]
    qtbot.keyClick(window.table, Qt.Key.Key_F2)
    form = window.detail.form
    qtbot.waitUntil(form.title_box.isVisible, timeout=5000)
    qtbot.keyClick(form.title_box, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(form.title_box, title)
    if save:
        qtbot.keyClick(form.title_box, Qt.Key.Key_S, CTRL)
    return entry_id


def server_url() -> str:
    """The test server's URL, or skip."""
    import os

    url = os.environ.get("PAPERSHELF_TEST_PG")
    if not url:
        pytest.skip("PAPERSHELF_TEST_PG is not set")
    return url
