"""A folder dropped on the window: the PDFs in it and its subfolders become entries read
offline, a copy is not added twice, the outcome is listed file by file, and the online
lookup is offered for the papers that hold a DOI (issue 34)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QMessageBox
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.find_metadata import FindMetadataDialog
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library.db import Library
from papershelf.library.queries import get_entry
from tests import pdfs
from tests.conftest import TypesetPdfs
from tests.gui.conftest import shown_window
from tests.gui.dnd import drop_files
from tests.gui.test_pdfs import _below_the_rows
from tests.metadata_replay import ReplayServer

PAGES = Path(__file__).parent.parent / "data" / "pdfs" / "title_pages"


@pytest.fixture
def window(qtbot: QtBot, lib: Library, settings: Settings) -> Iterator[MainWindow]:
    """The main window on an empty library (lookups of dropped PDFs not allowed)."""
    win = shown_window(qtbot, lib, settings)
    yield win
    win.fulltext.wait()
    for box in win.findChildren(QMessageBox):
        box.close()
    win.close()


def _folder(tmp_path: Path, typeset_pdfs: TypesetPdfs) -> Path:
    """Papers in a folder and a subfolder, one of them twice."""
    folder = tmp_path / "Papers"
    (folder / "chemistry").mkdir(parents=True)
    shutil.copy(PAGES / "rsc.pdf", folder / "chemistry" / "rsc.pdf")
    shutil.copy(PAGES / "rsc.pdf", folder / "rsc-again.pdf")
    shutil.copy(typeset_pdfs.get("doi"), folder / "sparse.pdf")
    return folder


def _report(window: MainWindow) -> QMessageBox | None:
    """The import's report box, once open."""
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    return boxes[0] if boxes else None


def _button(box: QMessageBox, text: str) -> QAbstractButton:
    """The report's button that reads *text*."""
    return next(button for button in box.buttons() if button.text() == text)


@pytest.mark.slow
def test_a_dropped_folder_is_imported_reported_and_its_doi_papers_offered_for_lookup(
    qtbot: QtBot, window: MainWindow, server: ReplayServer, tmp_path: Path,
    typeset_pdfs: TypesetPdfs,
) -> None:  # fmt: skip
    folder = _folder(tmp_path, typeset_pdfs)
    with qtbot.waitSignal(window.pdfs.imported, timeout=60000) as stored:
        drop_files(window.table.viewport(), _below_the_rows(window), [folder])
    result = stored.args[0]
    assert [(o.path.name, o.status) for o in result.outcomes] == [
        ("rsc.pdf", "added"), ("rsc-again.pdf", "present"), ("sparse.pdf", "added"),
    ]  # fmt: skip
    assert not server.seen  # nothing left this computer while reading
    rsc = get_entry(window.controller.lib, result.outcomes[0].entry_id)
    assert rsc is not None and rsc.year == 2016 and rsc.authors_text == "Wright, Joseph"
    qtbot.waitUntil(lambda: window.model.rowCount() == 2, timeout=5000)

    qtbot.waitUntil(lambda: _report(window) is not None, timeout=5000)
    box = _report(window)
    assert box is not None
    assert box.text() == (
        "<qt>3 PDFs: 2 added, 1 already in the library. 1 of the papers has a DOI or arXiv "
        "id: look them up online to complete them?</qt>"
    )
    assert "rsc-again.pdf: already in the library, attached to wright2016rsc" in box.detailedText()
    _button(box, "Look Up Online…").click()
    qtbot.waitUntil(lambda: bool(window.findChildren(FindMetadataDialog)), timeout=5000)
    (dialog,) = window.findChildren(FindMetadataDialog)
    assert [record.doi for _id, record in dialog.entries] == [pdfs.DOI]
    qtbot.waitUntil(lambda: bool(server.seen), timeout=10000)  # the existing lookup, asked
    dialog.reject()


def test_a_dropped_folder_without_pdfs_is_said_and_imports_nothing(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    empty = tmp_path / "Scans"
    empty.mkdir()
    (empty / "notes.txt").write_text("no PDFs here")
    drop_files(window.table.viewport(), _below_the_rows(window), [empty])
    assert window.statusBar().currentMessage() == "No PDFs in Scans"
    assert window.model.rowCount() == 0 and not window.pdfs.jobs


def test_zoteros_data_folder_dropped_comes_in_as_zoteros_library(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:

    from papershelf.library.queries import count_entries
    from tests.zotero_db import build_zotero

    folder = build_zotero(tmp_path / "Zotero", 7).parent  # its storage/ holds PDFs too
    drop_files(window.table.viewport(), _below_the_rows(window), [folder])
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "zoteroReport") is not None)
    box = window.findChild(QMessageBox, "zoteroReport")
    assert "7 items: 7 added" in box.text()
    assert count_entries(window.controller.lib) == 7 and not window.pdfs.jobs
    box.done(0)
