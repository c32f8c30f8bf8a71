"""A bibliography over 256 KB imported through File › Import: its duplicates are reviewed.

The file is TeX Live's texbook2.bib (465 KB, 531 entries: Nelson Beebe's bibliography of
books about TeX, public domain), read where TeX Live keeps it. The library already holds
three of its entries; the import runs on the task runner (gui/features/import_flow), the review
opens before anything is stored, and what the person picks there is what is stored.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.import_review import ImportReviewDialog
from papershelf.gui.features.import_flow import SYNC_IMPORT_BYTES
from papershelf.gui.main_window import MainWindow
from papershelf.library.queries import count_entries, ordered_ids
from papershelf.services import import_pipeline
from papershelf.services.duplicates import is_marked_different
from papershelf.services.importing import import_records, read_file
from tests.formats.test_bibtex_stream import tex_live_file

HELD = (10, 100, 200)  # the file's records the library already has


@pytest.fixture
def texbook2(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> Path:
    """TeX Live's texbook2.bib, offered by File › Import's dialog; three of its entries
    already in the window's library."""
    path = tex_live_file("texbook2.bib")
    assert path.stat().st_size > SYNC_IMPORT_BYTES  # the big route, not the one at once
    records = read_file(path).records
    import_records(window.controller.lib, [records[i] for i in HELD])
    window.model.reload()
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(path)], ""))
    return path


def _review(qtbot: QtBot, window: MainWindow) -> ImportReviewDialog:
    """The review dialog, once the plan made on the runner has opened it."""

    def shown() -> ImportReviewDialog | None:
        found = [d for d in window.findChildren(ImportReviewDialog) if d.isVisible()]
        return found[0] if found else None

    qtbot.waitUntil(lambda: shown() is not None, timeout=60000)
    dialog = shown()
    assert dialog is not None
    return dialog


def _click_row(qtbot: QtBot, dialog: ImportReviewDialog, row: int) -> None:
    """Click a candidate in the review's list."""
    view = dialog.candidate_list
    rect = view.visualItemRect(view.item(row))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_a_big_import_shows_its_duplicates_before_storing_and_stores_what_was_chosen(
    qtbot: QtBot, window: MainWindow, texbook2: Path
) -> None:
    lib = window.controller.lib
    before = count_entries(lib)
    old = set(ordered_ids(lib))
    qtbot.keyClick(window.table, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = _review(qtbot, window)
    assert count_entries(lib) == before  # nothing stored while the person looks
    assert dialog.plan.count == 531
    held = {c.index: c.existing_id for c in dialog.plan.candidates}
    assert sorted(held) == list(HELD) and all(held.values())  # the library's three
    assert dialog.candidate_list.count() == 3
    assert "3 of the 531 records" in dialog.intro.text()
    assert "Combinatorial Search" in dialog.candidate_list.item(0).text()
    _click_row(qtbot, dialog, 1)
    qtbot.mouseClick(dialog.buttons["keep"], Qt.MouseButton.LeftButton)  # Import Anyway
    job = window.imports.background
    assert job is not None
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    with qtbot.waitSignal(job.ended, timeout=60000):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert count_entries(lib) == before + 531 - 3 + 1  # two skipped, one kept as asked
    assert "529 added" in window.statusBar().currentMessage()
    kept_apart = dialog.plan.candidates[1].existing_id
    assert kept_apart is not None
    added = set(ordered_ids(lib)) - old
    assert len(added) == 529
    assert [new for new in added if is_marked_different(lib, new, kept_apart)]


def test_cancelling_a_big_import_s_review_stores_nothing(
    qtbot: QtBot, window: MainWindow, texbook2: Path
) -> None:
    before = count_entries(window.controller.lib)
    qtbot.keyClick(window.table, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = _review(qtbot, window)
    job = window.imports.background
    assert job is not None
    cancel = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    with qtbot.waitSignal(job.ended, timeout=60000):
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert count_entries(window.controller.lib) == before
    assert window.statusBar().currentMessage() == "Import cancelled: nothing was imported"


def test_a_file_too_big_to_keep_is_reviewed_from_its_duplicates_then_read_again(
    qtbot: QtBot, window: MainWindow, texbook2: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(import_pipeline, "STREAM_PLAN_BYTES", 1000)  # texbook2 is "huge"
    before = count_entries(window.controller.lib)
    qtbot.keyClick(window.table, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = _review(qtbot, window)
    assert dialog.plan.streamed and dialog.plan.files[0].result is None
    assert dialog.candidate_list.count() == 3  # not skipped: every duplicate is listed
    assert "too big to keep in memory" in dialog.intro.text()
    assert "Aigner:CS88" in dialog.where.text()  # the library's side is shown whole
    job = window.imports.background
    assert job is not None
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    with qtbot.waitSignal(job.ended, timeout=60000):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)  # the defaults: sure ones skipped
    assert count_entries(window.controller.lib) == before + 531 - 3
    assert "528 added" in window.statusBar().currentMessage()
