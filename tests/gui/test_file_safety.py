"""The window on libraries it must not write: an empty file it asks about, a damaged file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from papershelf.gui import application, open_failure
from papershelf.gui.live.read_only import ReadOnlyBanner
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library import backups, integrity
from papershelf.library.db import open_library
from papershelf.library.file_checks import QUICK_CHECK_LIMIT
from papershelf.library.settings import put_setting
from papershelf.services.importing import import_file
from tests.damage import big_damaged_library

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def click_in_message_box(text: str, seen: list[str]) -> None:
    """Once the modal message box shows, note its text and click its button *text*."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(50, click)
            return
        seen.append(box.text())
        button = next(b for b in box.findChildren(QPushButton) if b.text() == text)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(50, click)


def test_an_empty_file_becomes_a_library_only_when_confirmed(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = tmp_path / "empty.sqlite"
    empty.touch()
    seen: list[str] = []
    asked: list[str] = []
    monkeypatch.setattr(open_failure, "ask_what_next", lambda _p, reason: asked.append(reason))
    click_in_message_box("Cancel", seen)
    assert application.open_or_recover(empty) is None  # declined: the recovery choices, quit
    assert seen == [f"{empty} is an empty file, not a Papershelf library."]
    assert asked and "an empty file, not a library" in asked[0]
    assert empty.stat().st_size == 0
    click_in_message_box(open_failure.ADOPT_EMPTY, seen)
    window = application.open_or_recover(empty)
    assert isinstance(window, MainWindow)
    qtbot.addWidget(window)
    assert len(seen) == 2 and empty.stat().st_size > 0
    assert window.controller.lib.read_only is None
    window.safety.release()  # type: ignore[attr-defined]
    window.controller.lib.close()


def test_a_big_damaged_library_turns_read_only_after_the_first_paint(
    qtbot: QtBot, tmp_path: Path, sample_path: Path
) -> None:
    path = big_damaged_library(tmp_path / "big.sqlite", sample_path)
    window = application.open_window(path, Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.model.total == 19  # it opened and painted: the check runs behind
    qtbot.waitUntil(lambda: window.findChild(ReadOnlyBanner) is not None, timeout=20000)
    banner = window.findChild(ReadOnlyBanner)
    assert isinstance(banner, ReadOnlyBanner)
    qtbot.waitUntil(banner.isVisible)
    assert "damaged" in banner.label.text() and "invalid page number" in banner.label.text()
    assert QApplication.activeModalWidget() is None  # a banner, no dialog in the way
    assert not window.menus.delete_action.isEnabled()
    assert window.controller.lib.read_only is not None
    window.safety.release()  # type: ignore[attr-defined]
    window.controller.lib.close()
    assert not backups.backup_dir(path).exists() or not list(backups.backup_dir(path).iterdir())


def big_whole_library(path: Path, sample_path: Path) -> Path:
    """A sound library over QUICK_CHECK_LIMIT (checked in the background), holding the sample."""
    lib = open_library(path)
    import_file(lib, sample_path)
    put_setting(lib, "ballast", "x" * (QUICK_CHECK_LIMIT + 1024 * 1024))
    lib.close()
    return path


class PaintNoter(QObject):
    """Notes 'paint' in *order* at the widget's first paint."""

    def __init__(self, widget: QWidget, order: list[str]) -> None:
        super().__init__(widget)
        self.order = order
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The first paint only."""
        if event.type() == QEvent.Type.Paint and "paint" not in self.order:
            self.order.append("paint")
        return False


def test_a_big_librarys_check_waits_for_the_tables_first_paint(
    qtbot: QtBot, tmp_path: Path, sample_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = big_whole_library(tmp_path / "big.sqlite", sample_path)
    order: list[str] = []
    monkeypatch.setattr(
        integrity, "check_file", lambda _path, _cancelled=None: order.append("check")
    )
    window = application.open_window(path, Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    PaintNoter(window.table.viewport(), order)
    window.show()
    qtbot.waitUntil(lambda: "check" in order, timeout=20000)
    assert order == ["paint", "check"]  # the check never shares the CPU with the first paint
    window.safety.release()  # type: ignore[attr-defined]
    window.controller.lib.close()


def test_a_big_whole_library_is_checked_then_backed_up(
    qtbot: QtBot, tmp_path: Path, sample_path: Path
) -> None:
    path = big_whole_library(tmp_path / "big.sqlite", sample_path)
    window = application.open_window(path, Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: len(backups.list_backups(path)) == 1, timeout=20000)
    assert window.controller.lib.read_only is None and not window.controller.lib.needs_check
    assert window.controller.add_tag([window.model.entry_id(0)], "fine")
    window.safety.release()  # type: ignore[attr-defined]
    window.controller.lib.close()
