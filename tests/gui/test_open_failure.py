"""A truncated, damaged or foreign library file: a clear message, the file untouched, a way on."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from papershelf.gui import application, open_failure
from papershelf.library import backups
from papershelf.library.db import LibraryError, open_library
from papershelf.services import first_run
from papershelf.services.importing import import_file


def good_library(folder: Path, sample: Path, compressed: bool = False) -> Path:
    """A library holding the sample list, with one backup (compressed, as the daily's is)."""
    path = folder / "lib.sqlite"
    lib = open_library(path)
    import_file(lib, sample)
    if compressed:
        backups.daily_compressed(path, 10, 1 << 30, lambda: False)
    else:
        backups.take_backup(lib, "daily")
    lib.close()
    return path


def truncated(path: Path) -> bytes:
    """Cut the file to half its size; the bytes left."""
    data = path.read_bytes()[: path.stat().st_size // 2]
    path.write_bytes(data)
    return data


@pytest.mark.parametrize("damage", ["truncated", "random", "foreign"])
def test_refused_with_a_reason_and_left_alone(
    tmp_path: Path, sample_path: Path, damage: str
) -> None:
    path = good_library(tmp_path, sample_path)
    if damage == "truncated":
        truncated(path)
    elif damage == "random":
        path.write_bytes(os.urandom(20000))
    else:
        path.unlink()
        import sqlite3

        with sqlite3.connect(path) as conn:
            conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY)")
    before = path.read_bytes()
    with pytest.raises(LibraryError, match=r"damaged|not a Papershelf library") as caught:
        open_library(path)
    assert "\n" not in str(caught.value)
    assert path.read_bytes() == before


def test_cli_says_so_in_one_line(tmp_path: Path, sample_path: Path) -> None:
    path = good_library(tmp_path, sample_path)
    before = truncated(path)
    done = subprocess.run(
        [sys.executable, "-m", "papershelf", "search", "x", "--library", str(path)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "damaged, truncated" in done.stderr
    assert path.read_bytes() == before


@pytest.mark.parametrize("compressed", [False, True], ids=["plain", "compressed"])
def test_gui_offers_a_backup_and_opens_a_copy(
    qtbot: QtBot, tmp_path: Path, sample_path: Path, monkeypatch: pytest.MonkeyPatch,
    compressed: bool,
) -> None:  # fmt: skip
    path = good_library(tmp_path, sample_path, compressed)
    before = truncated(path)
    asked: list[str] = []
    choice = open_failure.OPEN_BACKUP
    monkeypatch.setattr(
        open_failure, "ask_what_next", lambda p, why, parent=None: asked.append(why) or choice
    )
    monkeypatch.setattr(
        open_failure, "choose_backup", lambda p, parent=None: open_failure.usable_backups(p)[0]
    )
    window = application.open_or_recover(path)
    assert window is not None
    qtbot.addWidget(window)
    assert asked and "truncated" in asked[0]
    assert window.controller.lib.path != path and window.model.total == 19
    assert path.read_bytes() == before
    window.safety.release()  # type: ignore[attr-defined]
    window.controller.lib.close()


def test_gui_offers_a_new_library(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "junk.sqlite"
    path.write_bytes(os.urandom(5000))
    monkeypatch.setattr(open_failure, "ask_what_next", lambda *a, **k: open_failure.NEW_LIBRARY)
    monkeypatch.setattr(
        open_failure.QFileDialog,
        "getSaveFileName",
        lambda *a, **k: (str(tmp_path / "n.sqlite"), ""),
    )
    window = application.open_or_recover(path)
    assert window is not None
    qtbot.addWidget(window)
    assert window.controller.lib.path == tmp_path / "n.sqlite" and window.model.total == 0
    window.safety.release()  # type: ignore[attr-defined]
    window.controller.lib.close()


def test_gui_quit_opens_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "junk.sqlite"
    path.write_bytes(os.urandom(5000))
    monkeypatch.setattr(open_failure, "ask_what_next", lambda *a, **k: None)
    assert application.open_or_recover(path) is None


SHARED = "postgresql://ann:s3cret@db.lab.example/papers"


def failing_server(tmp_path: Path, failures: int, asked: list[object]):
    """An open_library that fails *failures* times for the URL, then opens a local stand-in."""

    def fake_open(target: object, **_options: object):
        asked.append(target)
        if len(asked) <= failures:
            raise LibraryError(f"{target}: connection refused")
        return open_library(tmp_path / "stand-in.sqlite")

    return fake_open


def answer_message_box(button_text: str, seen: list[str]) -> None:
    """Once the modal message box shows, note its texts and click *button_text*."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(50, click)
            return
        seen.append(f"{box.text()}\n{box.informativeText()}")
        button = next(b for b in box.findChildren(QPushButton) if b.text() == button_text)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(50, click)


def test_a_shared_library_that_fails_offers_to_try_again_never_a_backup(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[object] = []
    monkeypatch.setattr(first_run, "open_library", failing_server(tmp_path, 1, asked))
    monkeypatch.setattr(open_failure, "ask_what_next", lambda *a, **k: pytest.fail("no backups"))
    seen: list[str] = []
    answer_message_box(open_failure.TRY_AGAIN, seen)
    window = application.open_or_recover(SHARED)
    assert window is not None
    qtbot.addWidget(window)
    assert asked == [SHARED, SHARED]  # the URL itself, as a string, both times
    assert len(seen) == 1 and "s3cret" not in seen[0]
    assert "postgresql://ann@db.lab.example/papers" in seen[0] and "connection refused" in seen[0]
    assert "~/.pgpass" in seen[0]
    window.safety.release()  # type: ignore[attr-defined]
    window.controller.lib.close()


def test_quitting_after_a_shared_library_failed_opens_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[object] = []
    monkeypatch.setattr(first_run, "open_library", failing_server(tmp_path, 5, asked))
    seen: list[str] = []
    answer_message_box("Quit", seen)
    assert application.open_or_recover(SHARED) is None
    assert asked == [SHARED] and len(seen) == 1
