"""The damage check and the daily backup of a large library run off the window's thread: the
event loop keeps answering while each is half done, and closing the window stops them."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from papershelf.gui import application
from papershelf.gui.live.daily_backup import daily_backup_of
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library import backups, integrity
from papershelf.library.db import open_library
from papershelf.library.file_checks import QUICK_CHECK_LIMIT
from papershelf.library.settings import put_setting
from tests.bulk import bulk_library

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")
ENTRIES = 20_000
TICKS = 5  # timer events the window's thread must answer while a piece of work is half done


def large_library(path: Path) -> Path:
    """A library of 20,000 entries over QUICK_CHECK_LIMIT (so its check runs after opening),
    the rest of its size in a setting of text that does not compress away."""
    lib = open_library(path)
    bulk_library(lib, ENTRIES)
    put_setting(lib, "ballast", os.urandom(QUICK_CHECK_LIMIT // 2).hex())
    lib.close()
    return path


class Gate:
    """Holds a piece of background work half done until the window's thread has answered
    TICKS timer events; notes the thread the work ran on."""

    def __init__(self) -> None:
        self.waiting = threading.Event()
        self.answered = threading.Event()
        self.ticks = 0
        self.threads: list[int] = []
        self.passed: bool | None = None

    def hold(self, cancelled: Callable[[], bool]) -> Callable[[], bool]:
        """cancelled, which the first time SQLite asks it (mid-statement) waits at the gate."""

        def asked() -> bool:
            """The work's question 'stop?', asked by SQLite's progress handler."""
            if self.passed is None:
                self.threads.append(threading.get_ident())
                self.waiting.set()
                self.passed = self.answered.wait(20)  # False: the window's thread never ticked
            return cancelled()

        return asked

    def tick(self) -> None:
        """On the window's thread: one more event answered while the work waits."""
        if self.waiting.is_set() and not self.answered.is_set():
            self.ticks += 1
            if self.ticks >= TICKS:
                self.answered.set()


def gated(monkeypatch: pytest.MonkeyPatch) -> tuple[Gate, Gate]:
    """Gates inside the damage check (integrity.check_file) and the backup (daily_compressed)."""
    check, backup = Gate(), Gate()
    real_check, real_backup = integrity.check_file, backups.daily_compressed

    def check_file(path: Path, cancelled: Callable[[], bool] = lambda: False) -> Any:
        """The real check, held half done."""
        return real_check(path, check.hold(cancelled))

    def daily_compressed(path: Path, keep: int, budget: int, cancelled: Any, *rest: Any) -> Any:
        """The real backup, held half done."""
        return real_backup(path, keep, budget, backup.hold(cancelled), *rest)

    monkeypatch.setattr(integrity, "check_file", check_file)
    monkeypatch.setattr(backups, "daily_compressed", daily_compressed)
    return check, backup


def open_large(qtbot: QtBot, path: Path, settings: Path) -> MainWindow:
    """A shown window on the library at path."""
    window = application.open_window(path, Settings(settings))
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_window_answers_while_a_large_library_is_checked_and_backed_up(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = large_library(tmp_path / "large.sqlite")
    check, backup = gated(monkeypatch)
    timer = QTimer()
    timer.timeout.connect(check.tick)
    timer.timeout.connect(backup.tick)
    timer.start(10)
    window = open_large(qtbot, path, tmp_path / "s.ini")
    qtbot.waitUntil(lambda: len(backups.list_backups(path)) == 1, timeout=120_000)
    timer.stop()
    assert check.passed and backup.passed  # each was half done while the window answered
    main = threading.get_ident()
    assert check.threads and backup.threads and main not in check.threads + backup.threads
    assert not window.controller.lib.needs_check and window.controller.lib.read_only is None
    [taken] = backups.list_backups(path)
    assert (taken.reason, taken.entries) == ("daily", ENTRIES)
    assert (
        taken.path.name.endswith(".sqlite.gz") and taken.path.stat().st_size < path.stat().st_size
    )
    window.safety.release()  # type: ignore[attr-defined]
    window.controller.lib.close()


def test_closing_the_window_stops_a_backup_half_done(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = large_library(tmp_path / "large.sqlite")
    _check, backup = gated(monkeypatch)
    backup.answered.set()  # no holding: the backup is stopped as it runs
    monkeypatch.setattr(integrity, "check_file", lambda _path, _cancelled=None: None)
    window = open_large(qtbot, path, tmp_path / "s.ini")
    qtbot.waitUntil(backup.waiting.is_set, timeout=60_000)
    task = daily_backup_of(window).task
    assert task is not None
    window.safety.release()  # type: ignore[attr-defined]
    assert task.wait(30_000)
    assert backups.list_backups(path) == []
    assert list(backups.backup_dir(path).iterdir()) == []  # no partial copy left
    window.controller.lib.close()
