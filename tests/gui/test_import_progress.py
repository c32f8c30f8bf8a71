"""A big import as a person sees it: the progress dialogs (reading, then importing), cancelling,
and what is left selected."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from papershelf.gui.features.import_flow import BackgroundImport
from papershelf.gui.main_window import MainWindow
from papershelf.library.queries import count_entries

ENTRY = (
    "@article{{k{0},\n  title = {{Paper number {0} on graphs}},\n"
    "  author = {{Doe, Jane}},\n  year = {{2020}},\n}}\n\n"
)


@pytest.fixture
def big_bib(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A BibTeX file of 400 entries, imported on the worker (the size limit is lowered)."""
    path = tmp_path / "big.bib"
    path.write_text("".join(ENTRY.format(i) for i in range(400)))
    monkeypatch.setattr("papershelf.gui.features.import_flow.SYNC_IMPORT_BYTES", 1000)
    return path


def _dialog(window: MainWindow) -> QProgressDialog:
    """The import's progress dialog."""
    found = window.findChildren(QProgressDialog)
    assert len(found) == 1
    return found[0]


def _started(window: MainWindow, path: Path) -> BackgroundImport:
    """Import path (a big file: on the task runner, the call returns at once)."""
    assert window.imports.import_paths([path]) is None
    job = window.imports.background
    assert job is not None
    return job


def _finished_boxes(window: MainWindow) -> list[str]:
    """The texts of the message boxes the import left open."""
    return [box.text() for box in window.findChildren(QMessageBox) if box.isVisible()]


def test_progress_says_how_far_in_percent_at_one_width(
    qtbot: QtBot, window: MainWindow, big_bib: Path
) -> None:
    job = _started(window, big_bib)
    width = _dialog(window).width()
    labels: list[str] = []
    widths: set[int] = set()
    ended: list[bool] = []
    job.ended.connect(lambda: ended.append(True))

    def look() -> bool:
        for dialog in window.findChildren(QProgressDialog):
            labels.append(dialog.labelText())
            widths.add(dialog.width())
        return bool(ended)

    qtbot.waitUntil(look, timeout=60000)
    assert labels
    assert all("entries" not in label for label in labels)  # the importer counts bytes
    shape = re.compile(r"(Reading|Importing) big\.bib… \d+%")
    assert all(shape.fullmatch(label) for label in labels), labels
    assert widths == {width}  # it does not jump as its label grows


def test_a_cancelled_import_says_nothing_was_kept(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "bigger.bib"
    path.write_text("".join(ENTRY.format(i) for i in range(30000)))
    monkeypatch.setattr("papershelf.gui.features.import_flow.SYNC_IMPORT_BYTES", 1000)
    before = count_entries(window.controller.lib)
    job = _started(window, path)
    dialog = _dialog(window)
    qtbot.waitUntil(dialog.isVisible, timeout=30000)  # shown after half a second
    cancel = dialog.findChild(QPushButton)
    assert cancel is not None
    with qtbot.waitSignal(job.ended, timeout=60000):
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert count_entries(window.controller.lib) == before
    assert window.statusBar().currentMessage() == "Import cancelled; nothing was kept"
    assert not any("finished" in text for text in _finished_boxes(window))


def test_a_big_import_selects_only_its_first_paper(
    qtbot: QtBot, window: MainWindow, big_bib: Path
) -> None:
    job = _started(window, big_bib)
    with qtbot.waitSignal(job.ended, timeout=60000):
        pass
    selected = window.table.selected_ids()
    assert len(selected) == 1  # not all 400: one stray key must not act on all of them
    assert window.model.rowCount() >= 400
    assert "400 added" in window.statusBar().currentMessage()
