"""Paper › New Entry driven with real keys and clicks: type, fields, live checks, one undo step."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit
from pytestqt.qtbot import QtBot

from papershelf.formats.bib.datamodel import TYPES, check_value, missing_required
from papershelf.gui.dialogs.new_entry import NewEntryDialog
from papershelf.gui.main_window import MainWindow
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.entry_records import load_record


def open_form(qtbot: QtBot, window: MainWindow) -> NewEntryDialog:
    """Ctrl+N on the window opens the form."""
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.findChild(NewEntryDialog, "newEntryDialog")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def type_into(dialog: NewEntryDialog, name: str, text: str) -> None:
    """Click a field and type, as a person does."""
    box = dialog.boxes[name]
    assert box.objectName() == f"field-{name}" and box.isVisible()
    QTest.mouseClick(box.viewport() if isinstance(box, QPlainTextEdit) else box,
                     Qt.MouseButton.LeftButton)  # fmt: skip
    QTest.keyClicks(box, text)


def test_a_new_journal_article_is_added_and_undone_in_one_step(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The form says what is missing while typing; Add makes a complete @article."""
    before = window.model.rowCount()
    dialog = open_form(qtbot, window)
    assert dialog.entry_type.name == "article" and not dialog.add_button.isEnabled()
    type_into(dialog, "title", "Attention Is All You Need")
    assert dialog.problems.text() == "A style will warn: no author, no journal, no year."
    type_into(dialog, "author", "Vaswani, Ashish and Shazeer, Noam")
    type_into(dialog, "year", "201")
    assert dialog.problems.text().startswith("year: a year has four digits")
    assert not dialog.add_button.isEnabled()
    type_into(dialog, "year", "7")
    type_into(dialog, "journal", "NeurIPS")
    type_into(dialog, "pages", "5998--6008")
    assert dialog.problems.text() == "" and dialog.add_button.isEnabled()
    QTest.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert window.model.rowCount() == before + 1
    [entry_id] = window.table.selected_ids()
    record = load_record(window.controller.lib, entry_id)
    assert record is not None and record.entry_type == "article"
    assert record.key == "vaswani2017attention"
    assert record.authors_text == "Vaswani, Ashish and Shazeer, Noam"
    assert (
        window.model.data(window.table.currentIndex().siblingAtColumn(COLUMN_INDEX["authors"]))
        == "Vaswani and Shazeer"
    )
    assert (record.year, record.venue) == (2017, "NeurIPS")
    assert ("pages", "5998--6008") in record.fields
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.rowCount() == before


def test_values_stay_when_the_type_changes(qtbot: QtBot, window: MainWindow) -> None:
    """A title typed for an article is still there for a conference paper."""
    dialog = open_form(qtbot, window)
    type_into(dialog, "title", "Deep Residual Learning")
    dialog.type_box.setFocus()
    QTest.keyClick(dialog.type_box, Qt.Key.Key_Down)  # article -> inproceedings
    assert dialog.entry_type.name == "inproceedings"
    box = dialog.findChild(QLineEdit, "field-title")
    assert box is not None and box.text() == "Deep Residual Learning"
    assert "no booktitle" in dialog.problems.text()
    dialog.reject()


def test_the_data_model_checks() -> None:
    """Alternatives count as one requirement; malformed values are named."""
    assert missing_required(TYPES["book"], {"editor": "E", "title": "T"}) == ["publisher", "year"]
    assert missing_required(TYPES["misc"], {}) == []
    assert check_value("doi", "doi:10.1038/srep16696") == ""
    assert check_value("doi", "srep16696").startswith("a DOI starts with 10.")
    assert check_value("pages", "12--34") == "" and check_value("pages", "12 - 34, 50") == ""
    assert check_value("url", "www.example.org").startswith("a URL starts")


def test_a_doi_link_is_stored_bare_and_undo_says_new_entry(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A DOI pasted as a doi.org link is stored as Add by Identifier stores it (issue 31)."""
    dialog = open_form(qtbot, window)
    type_into(dialog, "title", "Single-molecule FRET studies on alpha-synuclein oligomerization")
    type_into(dialog, "doi", "https://doi.org/10.1038/srep16696")
    QTest.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    [entry_id] = window.table.selected_ids()
    record = load_record(window.controller.lib, entry_id)
    assert record is not None and record.doi == "10.1038/srep16696"
    assert window.menus.undo_action.text() == "&Undo New entry"
