"""Ctrl+V on the list: BibTeX, RIS, DOIs and abstracts from the clipboard become entries."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.formats.pasted import pasted_kind
from papershelf.gui.dialogs.add_by_id import AddByIdentifierDialog
from papershelf.gui.main_window import MainWindow
from papershelf.library.entry_records import load_record
from tests.metadata_replay import ReplayServer

DATA = Path(__file__).parents[1] / "data"
BIBTEX = """@article{price1981greetings,
  author = {Lynne Price}, title = {Greetings from the Editor}, journal = {TUGboat},
  volume = 2, number = 2, pages = {43--43}, year = 1981}
@inproceedings{knuth1984literate, author = {Donald E. Knuth}, title = {Literate Programming},
  booktitle = {The Computer Journal}, year = 1984}
"""
DOIS = "10.1038/srep16696\nhttps://doi.org/10.1136/jclinpath-2020-206745\ndoi:10.1109/icdcsw.2003.1203662"


def paste_on_list(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Put text on the clipboard, click a row of the list, press Ctrl+V."""
    QApplication.clipboard().setText(text)
    table = window.table
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualRect(table.model().index(0, 0)).center())  # fmt: skip
    QTest.keyClick(table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def undo(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+Z on the active window."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def keys(window: MainWindow) -> set[str]:
    """Every key in the library."""
    ids = window.model.ids
    return {r.key or "" for r in (load_record(window.controller.lib, i) for i in ids) if r}


@pytest.mark.parametrize(
    ("text", "added"),
    [
        (BIBTEX, {"price1981greetings", "knuth1984literate"}),
        ((DATA / "sample.ris").read_text(encoding="utf-8"), None),
    ],
    ids=["bibtex", "ris"],
)
def test_pasting_a_file_s_text_adds_its_entries_in_one_undo_step(
    qtbot: QtBot, window: MainWindow, text: str, added: set[str] | None
) -> None:
    """The snippet's entries are added (and selected); one Ctrl+Z takes them all away."""
    before = keys(window)
    paste_on_list(qtbot, window, text)
    new = keys(window) - before
    assert new and (added is None or new == added)
    assert len(window.table.selected_ids()) >= 1
    undo(qtbot, window)
    assert keys(window) == before


def test_pasting_abstracts_adds_entries_with_inferred_titles(
    qtbot: QtBot, window: MainWindow, sample_path: Path
) -> None:
    """Two abstracts of the sample, pasted: two entries whose titles are inferred."""
    paragraphs = sample_path.read_text(encoding="utf-8").split("\n\n")[1:3]
    before = window.model.rowCount()
    reworded = [p.replace(" the ", " a ").replace(" we ", " they ") for p in paragraphs]
    paste_on_list(qtbot, window, "Two new abstracts\n\n" + "\n\n".join(reworded))
    assert window.model.rowCount() == before + 2
    new = [load_record(window.controller.lib, i) for i in window.table.selected_ids()]
    assert new and all(r is not None and r.title_inferred for r in new)


def test_pasting_dois_looks_them_up_and_adds_them(
    qtbot: QtBot, window: MainWindow, server: ReplayServer
) -> None:
    """Three DOIs pasted on the list: looked up and added as one undo step."""
    before = window.model.rowCount()
    paste_on_list(qtbot, window, DOIS)
    dialog = window.findChild(AddByIdentifierDialog, "addByIdentifierDialog")
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.results.count() == 3, timeout=20_000)
    assert window.model.rowCount() == before + 3
    QTest.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Close),
                     Qt.MouseButton.LeftButton)  # fmt: skip
    undo(qtbot, window)
    assert window.model.rowCount() == before


def test_ctrl_v_in_the_search_box_pastes_text_there(qtbot: QtBot, window: MainWindow) -> None:
    """Text fields keep their own paste: no entry is made from the search box."""
    QApplication.clipboard().setText(BIBTEX)
    box = window.search
    QTest.mouseClick(box, Qt.MouseButton.LeftButton)
    QTest.keyClick(box, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert box.text().startswith("@article{price1981greetings,")
    assert window.controller.undo_stack.count() == 0  # nothing was imported


def test_pasted_kinds() -> None:
    """What decides the reader."""
    assert pasted_kind(BIBTEX) == "bibtex"
    assert pasted_kind("TY  - JOUR\nTI  - x\nER  - \n") == "ris"
    assert pasted_kind(DOIS) == "identifiers"
    assert pasted_kind("We study graphs. 10.1038/srep16696 is cited.") == "plaintext"
    assert pasted_kind("  \n") == ""


def test_after_pasting_dois_the_status_bar_says_what_was_added(
    qtbot: QtBot, window: MainWindow, server: ReplayServer
) -> None:
    """An older message (a delete's Ctrl+Z offer) does not stay once the DOIs are added."""
    QTest.keyClick(window.table, Qt.Key.Key_Delete)
    assert window.statusBar().currentMessage().startswith("Deleted 1 entry")
    paste_on_list(qtbot, window, DOIS)
    dialog = window.findChild(AddByIdentifierDialog, "addByIdentifierDialog")
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.results.count() == 3, timeout=20_000)
    assert window.statusBar().currentMessage() == "Add by Identifier: 3 added; 3 DOIs"
