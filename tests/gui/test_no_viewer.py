"""Opening a file the desktop has no program for says so in the window (issue 31, defect 4).

The desktop is asked for real (xdg-mime, with XDG folders of the test's own that name no
program); only QDesktopServices.openUrl, the hand-over to the desktop, is recorded.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from papershelf.gui.features.no_viewer import SHOW_IN_FOLDER
from papershelf.gui.main_window import MainWindow
from tests.gui.test_attachments import _click_row, _pdf

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("xdg-mime") is None,
    reason="the desktop's programs are asked through xdg-mime (Linux)",
)


@pytest.fixture
def bare_desktop(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[QUrl]:
    """A desktop that names no program for any type; what was handed to it."""
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_DATA_DIRS", "XDG_CONFIG_DIRS"):
        folder = tmp_path / "xdg" / name
        folder.mkdir(parents=True)
        monkeypatch.setenv(name, str(folder))
    monkeypatch.delenv("XDG_CURRENT_DESKTOP", raising=False)
    handed: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: handed.append(url) or True)
    return handed


def test_o_on_a_pdf_with_no_viewer_says_so_and_offers_the_folder(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, bare_desktop: list[QUrl]
) -> None:
    pdf = _pdf(tmp_path / "papers")
    window.files.attach(window.model.entry_id(0), [pdf])
    _click_row(qtbot, window, 0)
    qtbot.keyClick(window.table, Qt.Key.Key_O)
    assert bare_desktop == []  # not handed over to fail on stderr
    assert window.statusBar().currentMessage() == "No program on this computer opens PDF files."
    box = window.findChild(QMessageBox, "noViewer")
    assert box is not None and box.isVisible()
    assert "paper.pdf" in box.text() and "PDF files" in box.text()
    folder = next(b for b in box.findChildren(QPushButton) if b.text() == SHOW_IN_FOLDER)
    assert folder.isDefault()
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert bare_desktop == [QUrl.fromLocalFile(str(pdf.parent))]
    assert QApplication.activeModalWidget() is None
