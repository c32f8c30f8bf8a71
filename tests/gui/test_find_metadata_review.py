"""Find Metadata never applies a look-alike on one Enter (issue 31, defect 1).

Real keys through the window and the dialog, against the recorded answers the replay server
pools (tests/metadata_replay.py): the sample's entries find only 50–60% look-alikes, the two
recorded abstracts find their own papers (100%).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.find_metadata import FindMetadataDialog
from papershelf.gui.main_window import MainWindow
from papershelf.library.entry_records import load_record
from papershelf.library.queries import ordered_ids
from papershelf.services.importing import import_file
from tests.gui.test_find_metadata import add_recorded_abstracts, check_box_centre
from tests.metadata_replay import ReplayServer, serve_candidate_pools

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def focused() -> QWidget:
    """The widget with the keyboard focus."""
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def find_metadata(qtbot: QtBot, window: MainWindow, count: int) -> FindMetadataDialog:
    """Ctrl+Shift+M on the selection; the dialog once all *count* entries are looked up."""
    QTest.keyClick(window, Qt.Key.Key_M, CTRL_SHIFT)
    dialog = window.findChild(FindMetadataDialog, "findMetadataDialog")
    assert dialog is not None
    qtbot.waitUntil(lambda: len(dialog.results) == count, timeout=30_000)
    qtbot.waitUntil(lambda: not dialog.job.is_running())
    return dialog


def click_row(qtbot: QtBot, window: MainWindow, row: int, modifier=Qt.KeyboardModifier.NoModifier
              ) -> None:  # fmt: skip
    """Click a row's title cell (Shift: extend the selection to it)."""
    index = window.model.index(row, 1)
    window.table.scrollTo(index)
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, modifier,
                     window.table.visualRect(index).center())  # fmt: skip


def test_enter_changes_nothing_on_four_sample_entries(
    qtbot: QtBot, window: MainWindow, server: ReplayServer
) -> None:
    """Four sample entries (Metamizer among them) find only look-alikes: Enter applies none."""
    serve_candidate_pools(server)
    lib = window.controller.lib
    QTest.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(focused(), "Metamizer")
    qtbot.waitUntil(lambda: window.model.rowCount() == 1)
    (metamizer,) = window.model.ids
    QTest.keyClick(focused(), Qt.Key.Key_Escape)  # the search is cleared: all 19 again
    qtbot.waitUntil(lambda: window.model.rowCount() == 19)
    click_row(qtbot, window, window.model.ids.index(metamizer))
    others = [row for row in range(19) if window.model.ids[row] != metamizer][:3]
    for row in others:
        click_row(qtbot, window, row, Qt.KeyboardModifier.ControlModifier)
    ids = window.table.selected_ids()
    assert metamizer in ids
    assert len(ids) == 4
    before = {i: load_record(lib, i) for i in ids}
    dialog = find_metadata(qtbot, window, 4)
    for row in range(4):
        dialog.entry_list.setCurrentRow(row)
        assert dialog.table.rowCount() > 0, dialog.evidence.text()  # a candidate is shown
        assert "other" not in dialog.chosen_fields().values()  # nothing ticked
        assert "not sure" in dialog.evidence.text()
        assert not dialog.apply_button.isDefault() and not dialog.apply_button.isEnabled()
        QTest.keyClick(focused(), Qt.Key.Key_Return)
        QTest.keyClick(dialog, Qt.Key.Key_Enter)
    assert dialog.apply_all_button.text() == "Apply All &Sure Matches (0)"
    assert {i: load_record(lib, i) for i in ids} == before
    assert len(ordered_ids(lib)) == 19
    assert not window.controller.undo_stack.canUndo()


def test_a_ticked_title_shows_the_key_it_will_give(
    qtbot: QtBot, window: MainWindow, server: ReplayServer
) -> None:
    """Metamizer's key was made from an inferred title: ticking the found title says how the
    key changes before anything is applied."""
    serve_candidate_pools(server)
    QTest.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(focused(), "Metamizer")
    qtbot.waitUntil(lambda: window.model.rowCount() == 1)
    click_row(qtbot, window, 0)
    (entry_id,) = window.table.selected_ids()
    key = load_record(window.controller.lib, entry_id).key  # type: ignore[union-attr]
    dialog = find_metadata(qtbot, window, 1)
    assert not dialog.notice.isVisible()
    title_row = next(r for r in range(dialog.table.rowCount())
                     if dialog.table.item(r, 0).text() == "title")  # fmt: skip
    QTest.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=check_box_centre(dialog, title_row))  # fmt: skip
    assert dialog.chosen_fields()["title"] == "other"
    assert dialog.notice.isVisible()
    assert dialog.notice.text().startswith(f"The key changes: {key} → ")
    assert dialog.apply_button.isEnabled() and not dialog.apply_button.isDefault()
    assert load_record(window.controller.lib, entry_id).key == key  # type: ignore[union-attr]
    dialog.reject()


def test_enter_applies_a_sure_match_and_the_pane_says_so(
    qtbot: QtBot, window: MainWindow, server: ReplayServer, tmp_path: Path
) -> None:
    """A 100% abstract match comes ticked with Apply as the default: Enter applies it, and
    the pane says it was applied (not "Looking up…")."""
    serve_candidate_pools(server)
    ids = add_recorded_abstracts(window, tmp_path)
    window.table.select_ids(ids[:1])
    dialog = find_metadata(qtbot, window, 1)
    assert dialog.evidence.text().startswith("Evidence: abstract 100%")
    assert dialog.apply_button.isDefault() and dialog.chosen_fields()["title"] == "other"
    QTest.keyClick(focused(), Qt.Key.Key_Return)
    applied = load_record(window.controller.lib, ids[0])
    assert applied is not None and applied.doi == "10.1038/srep16696"
    assert dialog.evidence.text() == "Applied (Ctrl+Z in the window undoes it)."
    assert dialog.entry_list.item(0).text().endswith("\napplied")
    dialog.reject()


def test_a_doi_already_in_the_library_offers_a_merge_instead(
    qtbot: QtBot, window: MainWindow, server: ReplayServer, tmp_path: Path
) -> None:
    """The found paper is in the library already: the dialog says as what, Apply is off,
    and Merge joins the entry into it (one step; the library has one copy)."""
    serve_candidate_pools(server)
    ids = add_recorded_abstracts(window, tmp_path)
    known = tmp_path / "known.bib"
    known.write_text(
        "@article{tosatto2015single,\n  title = {Single-molecule FRET studies on"
        " alpha-synuclein oligomerization},\n  author = {Tosatto, Laura},\n  year = {2015},\n"
        "  doi = {https://doi.org/10.1038/SREP16696}\n}\n", encoding="utf-8")  # fmt: skip
    lib = window.controller.lib
    report = import_file(lib, known)
    window.controller.changed.emit(report.changes)
    (existing,) = report.added
    window.table.select_ids(ids[:1])
    dialog = find_metadata(qtbot, window, 1)
    assert dialog.notice.text().startswith("This paper is already in your library as "
                                           "tosatto2015single")  # fmt: skip
    assert dialog.merge_button.isVisible() and dialog.merge_button.text() == "&Merge Instead"
    assert not dialog.apply_button.isEnabled() and not dialog.apply_button.isDefault()
    assert "other" not in dialog.chosen_fields().values()
    assert dialog.apply_all_button.text() == "Apply All &Sure Matches (0)"
    count = len(ordered_ids(lib))
    QTest.keyClick(focused(), Qt.Key.Key_Return)
    assert len(ordered_ids(lib)) == count  # Enter did nothing
    QTest.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
    assert load_record(lib, ids[0]) is None and load_record(lib, existing) is not None
    assert len(ordered_ids(lib)) == count - 1
    assert (
        dialog.evidence.text() == "Merged into tosatto2015single (Ctrl+Z in the window undoes it)."
    )
    dialog.reject()
