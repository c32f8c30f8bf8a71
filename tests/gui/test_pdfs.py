"""PDFs dropped on the list become entries; their text is read in the background and searched."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library import fulltext
from papershelf.library.db import Library
from papershelf.library.queries import get_entry
from papershelf.services import attachments
from papershelf.services import fulltext as extraction
from papershelf.services.pdf_import import add_pdfs, probe_pdfs
from tests import pdfs
from tests.conftest import TypesetPdfs
from tests.gui.conftest import shown_window
from tests.gui.dnd import drop_files
from tests.metadata_replay import ReplayServer


@pytest.fixture
def empty_window(qtbot: QtBot, lib: Library, settings: Settings) -> Iterator[MainWindow]:
    """The main window on an empty library."""
    win = shown_window(qtbot, lib, settings)
    yield win
    win.fulltext.wait()
    win.close()


def _below_the_rows(window: MainWindow) -> QPoint:
    """A point of the list's viewport under its last row (the list itself, not a paper)."""
    viewport = window.table.viewport()
    return QPoint(viewport.width() // 2, viewport.height() - 10)


def _type_search(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type a query into the search box and wait for the list to follow."""
    window.search.setFocus()
    window.search.clear()
    qtbot.keyClicks(window.search, text)
    qtbot.waitUntil(lambda: window.model.query == window.search.text(), timeout=5000)


def test_dropping_three_pdfs_on_the_list_makes_three_entries_with_their_pdfs(
    qtbot: QtBot, empty_window: MainWindow, typeset_pdfs: TypesetPdfs
):
    window, lib = empty_window, empty_window.controller.lib
    paths = [typeset_pdfs.get(name) for name in ("doi", "arxiv", "metadata")]
    with qtbot.waitSignal(window.pdfs.imported, timeout=30000) as stored:
        action = drop_files(window.table.viewport(), _below_the_rows(window), paths)
    assert action != Qt.DropAction.IgnoreAction
    result = stored.args[0]
    assert [o.status for o in result.outcomes] == ["added"] * 3
    qtbot.waitUntil(lambda: window.model.rowCount() == 3, timeout=5000)
    entries = [get_entry(lib, i) for i in result.entry_ids]
    assert [e.doi for e in entries if e is not None] == [pdfs.DOI, "", ""]
    arxiv = entries[1]
    assert arxiv is not None and dict(arxiv.fields)["eprint"] == pdfs.ARXIV
    found = sum(bool(e.doi or dict(e.fields).get("eprint")) for e in entries if e is not None)
    assert found == 2
    for entry_id, path in zip(result.entry_ids, paths, strict=True):
        assert [Path(a.path) for a in attachments.attachments_of(lib, entry_id)] == [path]
    titles = {window.model.index(r, COLUMN_INDEX["title"]).data() for r in range(3)}
    assert "Quiet Metadata for Busy Readers" in titles
    qtbot.waitUntil(lambda: extraction.pending_count(lib) == 0, timeout=30000)
    window.controller.undo_stack.undo()  # one step takes all three away
    qtbot.waitUntil(lambda: window.model.rowCount() == 0, timeout=5000)


def test_a_search_shows_the_matching_sentence_and_its_page(
    qtbot: QtBot, empty_window: MainWindow, typeset_pdfs: TypesetPdfs
):
    window = empty_window
    with qtbot.waitSignal(window.fulltext.finished, timeout=60000):
        drop_files(window.table.viewport(), _below_the_rows(window), [typeset_pdfs.get("long")])
    _type_search(qtbot, window, f'fulltext:"{pdfs.page_sentence(7)}"')
    qtbot.waitUntil(lambda: window.model.rowCount() == 1, timeout=5000)
    window.table.selectRow(0)
    strip = window.detail.pdf_hits
    qtbot.waitUntil(strip.isVisible, timeout=5000)
    assert "In the PDF, page 7:" in strip.text()
    assert "<b>The lighthouse keeper counted 7 seagulls before breakfast</b>" in strip.text()
    window.grab().save(str(Path(window.controller.lib.path).with_name("hits.png")))


def test_reading_resumes_after_a_restart_and_stops_when_asked(
    qtbot: QtBot, lib: Library, settings: Settings, typeset_pdfs: TypesetPdfs
):
    add_pdfs(lib, probe_pdfs([typeset_pdfs.get("long")]))  # attached by the CLI, say: pending
    window = shown_window(qtbot, lib, settings)
    status = window.fulltext.status
    qtbot.waitUntil(status.isVisible, timeout=10000)  # started by itself
    assert "Reading PDF 1 of 1: long_document.pdf, page" in status.label.text()
    _type_search(qtbot, window, "seagulls")  # the window answers while the worker reads
    assert status.isVisible() and window.fulltext.running
    with qtbot.waitSignal(window.fulltext.finished, timeout=30000) as ended:
        qtbot.mouseClick(status.stop, Qt.MouseButton.LeftButton)
    assert ended.args[0].cancelled
    assert not status.isVisible()
    stored = fulltext.indexed_page_count(lib)
    assert 0 < stored < 300 and extraction.pending_count(lib) == 1
    window.close()
    again = shown_window(qtbot, lib, settings)  # a restart goes on from the page it reached
    with qtbot.waitSignal(again.fulltext.finished, timeout=60000):
        pass
    assert fulltext.indexed_page_count(lib) == 300 and extraction.pending_count(lib) == 0
    again.close()


def test_bad_files_dropped_are_listed_and_the_good_ones_still_come_in(
    qtbot: QtBot, empty_window: MainWindow, typeset_pdfs: TypesetPdfs, tmp_path: Path
):
    renamed = tmp_path / "slides.pdf"
    renamed.write_bytes(b"PK\x03\x04 a zip, not a PDF")
    paths = [renamed, typeset_pdfs.get("encrypted"), typeset_pdfs.get("doi")]
    with qtbot.waitSignal(empty_window.pdfs.imported, timeout=30000) as stored:
        drop_files(empty_window.table.viewport(), _below_the_rows(empty_window), paths)
    assert [o.status for o in stored.args[0].outcomes] == ["failed", "added", "added"]
    qtbot.waitUntil(lambda: _message(empty_window) is not None, timeout=5000)
    message = _message(empty_window)
    assert message is not None and "slides.pdf: not imported: is not a PDF" in message
    qtbot.waitUntil(lambda: empty_window.model.rowCount() == 2, timeout=5000)


def _message(window: MainWindow) -> str | None:
    """The detailed text of the import's message box, if one is open."""
    from PySide6.QtWidgets import QMessageBox

    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    return boxes[0].detailedText() if boxes else None


def test_dropped_pdfs_are_looked_up_only_when_preferences_allow(
    qtbot: QtBot, empty_window: MainWindow, server: ReplayServer, tmp_path: Path,
    typeset_pdfs: TypesetPdfs,
):  # fmt: skip
    window, lib = empty_window, empty_window.controller.lib
    quiet = pdfs.doi_paper(tmp_path / "tex", doi="10.1016/j.xgen.2025.100814", name="quiet")
    with qtbot.waitSignal(window.pdfs.imported, timeout=30000) as stored:
        drop_files(window.table.viewport(), _below_the_rows(window), [quiet])
    assert server.seen == []  # nothing left the computer
    entry = get_entry(lib, stored.args[0].entry_ids[0])
    assert entry is not None and entry.title_inferred and entry.doi == "10.1016/j.xgen.2025.100814"
    window.settings.set_integer(Settings.LOOKUP_PDFS, 1)
    looked = pdfs.doi_paper(tmp_path / "tex", doi="10.1038/srep16696", name="looked")
    with qtbot.waitSignal(window.pdfs.imported, timeout=30000) as stored:
        drop_files(window.table.viewport(), _below_the_rows(window), [looked])
    assert server.seen
    entry = get_entry(lib, stored.args[0].entry_ids[0])
    assert entry is not None and entry.title.startswith("Single-molecule FRET studies")
    assert not entry.title_inferred and entry.doi == "10.1038/srep16696"


def test_the_preferences_switch_allows_lookups_of_dropped_pdfs(
    qtbot: QtBot, empty_window: MainWindow
):
    from PySide6.QtWidgets import QDialogButtonBox

    from papershelf.gui.dialogs.preferences import PreferencesDialog
    from papershelf.gui.features.pdf_import_ui import lookups_allowed

    assert not lookups_allowed(empty_window.settings)  # off until the person says so
    dialog = PreferencesDialog(empty_window.settings, empty_window, empty_window.controller)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.pdf_lookups
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert box.isChecked()
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert lookups_allowed(empty_window.settings)
    assert Settings(empty_window.settings.path).integer(Settings.LOOKUP_PDFS) == 1  # saved


def test_the_detail_pane_says_when_a_pdf_cannot_be_searched(
    qtbot: QtBot, empty_window: MainWindow, typeset_pdfs: TypesetPdfs
):
    window = empty_window
    with qtbot.waitSignal(window.fulltext.finished, timeout=30000):
        drop_files(window.table.viewport(), _below_the_rows(window), [typeset_pdfs.get("scanned")])
    qtbot.waitUntil(lambda: window.model.rowCount() == 1, timeout=5000)
    window.table.selectRow(0)
    strip = window.detail.pdf_hits
    qtbot.waitUntil(strip.isVisible, timeout=5000)
    assert "A PDF cannot be searched: no text layer (a scan?)" in strip.text()
