"""GUI fixtures: a controller and main window over a fresh library, with isolated settings."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from papershelf.gui.controller import LibraryController
from papershelf.gui.main_window import MainWindow
from papershelf.gui.reader.launcher import ReaderLauncher
from papershelf.gui.settings import Settings
from papershelf.library.db import Library
from papershelf.services.importing import import_file
from tests.metadata_replay import ReplayServer, replay_server


@pytest.fixture(autouse=True)
def no_reader_prestart(monkeypatch: pytest.MonkeyPatch) -> None:
    """Selecting a paper with a PDF starts the reader's worker process: not in every GUI
    test (a process each); the reader's tests turn it back on where they check it."""
    monkeypatch.setattr(ReaderLauncher, "prestart", False)


@pytest.fixture(autouse=True)
def no_modifier_left_held() -> Iterator[None]:
    """After a test, let go of Shift/Ctrl: QTest leaves the last key's modifiers as the app's
    keyboard state, and the next window's first selectRow() would then extend or toggle."""
    yield
    if QGuiApplication.keyboardModifiers() != Qt.KeyboardModifier.NoModifier:
        QTest.keyClick(QWidget(), Qt.Key.Key_unknown)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings in a temporary ini file."""
    return Settings(tmp_path / "settings.ini")


@pytest.fixture
def controller(lib: Library) -> LibraryController:
    """The GUI's door to the test library."""
    return LibraryController(lib)


@pytest.fixture
def sample_lib(lib: Library, sample_path: Path) -> Library:
    """The test library filled with the 19 sample abstracts."""
    import_file(lib, sample_path)
    return lib


def shown_window(qtbot: QtBot, lib: Library, settings: Settings) -> MainWindow:
    """A main window on *lib*, shown and exposed (the caller closes it)."""
    win = MainWindow(LibraryController(lib), settings)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def window(qtbot: QtBot, sample_lib: Library, settings: Settings) -> Iterator[MainWindow]:
    """The main window on the sample library, shown."""
    win = shown_window(qtbot, sample_lib, settings)
    yield win
    win.close()


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[ReplayServer]:
    """A server replaying the recorded API answers, the app's services pointed at it, and a
    fresh lookup cache (tests add search pools with serve_candidate_pools)."""
    with replay_server() as state:
        for name, value in state.environment().items():
            monkeypatch.setenv(name, value)
        monkeypatch.setenv("PAPERSHELF_CACHE_DIR", str(tmp_path / "cache"))
        yield state
