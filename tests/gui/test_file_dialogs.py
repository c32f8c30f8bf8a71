"""Export proposes a file named after what it holds; file dialogs start where the last one of
their kind ended (issue 31, defect 11). Ctrl+E and Ctrl+O through the window; the system's
file dialog is the boundary replaced (it records what it was offered)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.library.queries import Scope
from papershelf.services.lists import find_list
from tests.gui.test_main_window import _click_sidebar

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def offered(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """The paths the file dialogs proposed; each answers with a file in tmp_path/chosen."""
    proposals: list[str] = []
    chosen = tmp_path / "chosen"
    chosen.mkdir()

    def save(_parent: object, _title: str, proposed: str, *_a: object) -> tuple[str, str]:
        proposals.append(proposed)
        return str(chosen / Path(proposed).name), "BibTeX (.bib)"

    def open_files(_parent: object, _title: str, start: str, *_a: object) -> tuple[list, str]:
        proposals.append(start)
        return [], ""  # cancelled

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", open_files)
    return proposals


def test_export_is_named_after_the_list_and_returns_to_its_folder(
    qtbot: QtBot, window: MainWindow, offered: list[str], tmp_path: Path
) -> None:
    list_id = find_list(window.controller.lib, "ICLR 2025 Papers")
    _click_sidebar(qtbot, window, f"list:{list_id}")
    assert window.model.scope == Scope("list", list_id)
    qtbot.keyClick(window.table, Qt.Key.Key_E, CTRL)
    assert Path(offered[0]).name == "ICLR 2025 Papers.bib"
    assert Path(offered[0]).parent == Path.home()  # nothing remembered yet
    assert (tmp_path / "chosen" / "ICLR 2025 Papers.bib").exists()
    window.controller.add_tag([window.model.entry_id(0)], "ml/vision")
    _click_sidebar(qtbot, window, "tag:ml/vision")
    qtbot.keyClick(window.table, Qt.Key.Key_E, CTRL)
    assert offered[1] == str(tmp_path / "chosen" / "ml-vision.bib")  # the last export's folder
    qtbot.keyClick(window.table, Qt.Key.Key_O, CTRL)
    assert offered[2] == str(Path.home())  # imports remember their own folder, none yet
