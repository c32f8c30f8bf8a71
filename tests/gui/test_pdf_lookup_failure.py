"""A dropped PDF whose identifier no service knows: said in the status bar and on the entry
(issue 31, defect 7). The lookups go to the replay server, which has no answer for it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

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


@pytest.fixture
def window_on_empty(qtbot: QtBot, lib: Library, settings: Settings) -> Iterator[MainWindow]:
    """The main window on an empty library."""
    win = shown_window(qtbot, lib, settings)
    yield win
    win.fulltext.wait()
    win.close()


def test_a_failed_lookup_of_a_dropped_pdf_is_said(
    qtbot: QtBot, window_on_empty: MainWindow, server: ReplayServer, tmp_path: Path,
    typeset_pdfs: TypesetPdfs,
) -> None:  # fmt: skip
    window, lib = window_on_empty, window_on_empty.controller.lib
    window.settings.set_integer(Settings.LOOKUP_PDFS, 1)
    unknown = pdfs.doi_paper(tmp_path / "tex", doi=pdfs.DOI, name="unknown")  # no recording
    with qtbot.waitSignal(window.pdfs.imported, timeout=30000) as stored:
        drop_files(window.table.viewport(), _below_the_rows(window), [unknown])
    assert server.seen  # it was asked
    message = window.statusBar().currentMessage()
    assert message.startswith("1 PDF: 1 added — lookup of 10.5555/papershelf.2026.0042 failed (")
    entry = get_entry(lib, stored.args[0].entry_ids[0])
    assert entry is not None and entry.title_inferred
    assert entry.notes.startswith("Lookup of 10.5555/papershelf.2026.0042 failed (")
    assert "inferred from the PDF" in entry.notes
    assert window.table.selected_ids() == [entry.id]  # shown, with the note in the pane
    assert "failed" in window.detail.browser.toPlainText()
