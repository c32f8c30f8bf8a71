"""Paper › Add by Identifier… driven with real keys and clicks, against replayed API answers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.add_by_id import AddByIdentifierDialog, describe
from papershelf.gui.main_window import MainWindow
from papershelf.library.entry_records import load_record
from tests.metadata_replay import ReplayServer

IDS = "10.1038/srep16696\narXiv:1605.08386\n10.1371/notarealdoi"


def open_dialog(
    qtbot: QtBot, window: MainWindow, keep_clipboard: bool = False
) -> AddByIdentifierDialog:
    """Ctrl+Shift+A on the window opens the dialog."""
    if not keep_clipboard:
        QApplication.clipboard().clear()
    QTest.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    dialog = window.findChild(AddByIdentifierDialog, "addByIdentifierDialog")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def close_dialog(qtbot: QtBot, window: MainWindow, dialog: AddByIdentifierDialog) -> None:
    """A click on Close; the window is active again."""
    QTest.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Close),
                     Qt.MouseButton.LeftButton)  # fmt: skip
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def test_add_by_identifier_adds_in_one_undo_step(
    qtbot: QtBot, window: MainWindow, server: ReplayServer
) -> None:
    """Typed ids, a click on Add: two papers added and selected, the 404 said; Ctrl+Z undoes."""
    before = window.model.rowCount()
    dialog = open_dialog(qtbot, window)
    assert not dialog.add_button.isEnabled()
    for line in IDS.splitlines():  # typed as a person types: a line, then Return
        QTest.keyClicks(dialog.input, line)
        QTest.keyClick(dialog.input, Qt.Key.Key_Return)
    assert dialog.summary.text() == "2 DOIs, 1 arXiv id"
    QTest.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.results.count() == 3, timeout=20_000)
    lines = [dialog.results.item(i).text() for i in range(3)]
    assert lines[0].startswith("10.1038/srep16696: added as ")
    assert lines[1].startswith("arXiv:1605.08386: added as ")
    assert lines[2].startswith("10.1371/notarealdoi: not added: no such DOI")
    assert window.model.rowCount() == before + 2
    selected = window.table.selected_ids()
    titles = sorted(r.title for r in (load_record(window.controller.lib, i) for i in selected) if r)
    assert titles[0] == "Heat-bath random walks with Markov bases"
    assert titles[1].startswith("Single-molecule FRET studies")
    close_dialog(qtbot, window, dialog)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.rowCount() == before  # both papers, one undo step


def test_the_dialog_takes_identifiers_from_the_clipboard(
    qtbot: QtBot, window: MainWindow, server: ReplayServer
) -> None:
    """A DOI copied from an e-mail is already in the box when the dialog opens."""
    QApplication.clipboard().setText("https://doi.org/10.1038/srep16696")
    dialog = open_dialog(qtbot, window, keep_clipboard=True)
    assert dialog.input.toPlainText() == "https://doi.org/10.1038/srep16696"
    assert dialog.add_button.isEnabled() and dialog.summary.text() == "1 DOI"
    close_dialog(qtbot, window, dialog)
    assert server.seen == []  # nothing is sent before Add


def test_describe_counts_what_a_text_holds() -> None:
    """The dialog's live summary."""
    assert describe("") == "Nothing to look up yet."
    assert describe("10.1000/x 10.2000/y abc") == "2 DOIs, 1 not recognised"


def test_the_contact_e_mail_from_preferences_goes_with_each_lookup(
    qtbot: QtBot, window: MainWindow, server: ReplayServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """File › Preferences (Ctrl+,): the e-mail typed there is in the next request's User-Agent."""
    from papershelf.gui.dialogs.preferences import PreferencesDialog

    monkeypatch.delenv("PAPERSHELF_CONTACT_EMAIL", raising=False)
    QTest.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    preferences = window.findChild(PreferencesDialog, "preferencesDialog")
    assert preferences is not None
    QTest.keyClicks(preferences.email, "reader@example.org")
    QTest.keyClick(preferences.email, Qt.Key.Key_Return)  # the default button: OK
    assert window.settings.text(window.settings.LOOKUP_EMAIL) == "reader@example.org"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    dialog = open_dialog(qtbot, window)
    QTest.keyClicks(dialog.input, "10.1038/srep16696")
    QTest.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.results.count() == 1, timeout=20_000)
    assert "mailto:reader@example.org" in server.seen[0].headers["User-Agent"]
    close_dialog(qtbot, window, dialog)
