"""An export's style warnings can be read, one line each; a double-click selects the entry
(issue 31, defect 8). Ctrl+E through the window; the system's file dialog is replaced."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.style_warnings import StyleWarningsDialog
from papershelf.gui.main_window import MainWindow
from papershelf.library.entry_records import load_record


def test_the_warnings_of_an_export_are_listed_and_lead_to_their_entries(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "iclr.bib"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target), "BibTeX (.bib)"))  # fmt: skip
    qtbot.keyClick(window.table, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert target.exists()
    message = window.statusBar().currentMessage()
    assert "style warnings" in message
    count = int(message.rsplit("; ", 1)[1].split()[0])
    dialog = window.findChild(StyleWarningsDialog, "styleWarningsDialog")
    assert dialog is not None and dialog.isVisible()
    assert dialog.list.count() == count
    row = dialog.list.count() - 1
    item = dialog.list.item(row)
    key = item.text().split("'")[1]
    assert key and key in item.text()
    dialog.list.scrollToItem(item)
    rect = dialog.list.visualItemRect(item)
    # As a person's double-click arrives: a click, then the second press as a double-click.
    qtbot.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    (selected,) = window.table.selected_ids()
    record = load_record(window.controller.lib, selected)
    assert record is not None and record.key == key
    assert dialog.isVisible()  # it stays open to go through the rest
    dialog.close()
