"""An absurdly long word is shown with break chances and cut, never laid out for minutes (13.7)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.safe_text import (
    BREAK,
    BUTTON_LIMIT,
    ELIDE_HEAD,
    ELIDE_TAIL,
    break_long_words_html,
)
from papershelf.library.queries import get_entry
from papershelf.services.entries import update_entry

TOKEN = "".join(chr(ord("a") + i % 26) for i in range(400_000))  # one 400,000-letter word


def test_a_400k_letter_word_shows_cut_and_breakable(qtbot: QtBot, window: MainWindow) -> None:
    lib = window.controller.lib
    entry_id = window.model.entry_id(1)
    window.controller.run(lambda lib: update_entry(lib, entry_id, {"abstract": TOKEN}))
    table = window.table
    index = window.model.index(window.model.row_of(entry_id) or 0, 0)
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(index).center()
    )
    shown = window.detail.browser.toPlainText()
    assert window.detail.entry().id == entry_id  # type: ignore[union-attr]
    hidden = len(TOKEN) - ELIDE_HEAD - ELIDE_TAIL
    assert f"{hidden:,} more characters" in shown  # the middle is cut, and says so
    assert TOKEN[:40] + BREAK + TOKEN[40:80] in shown  # the rest may wrap every 40 letters
    assert TOKEN[-40:] in shown
    assert len(shown) < 5000
    assert get_entry(lib, entry_id).abstract == TOKEN  # type: ignore[union-attr]
    panel = window.detail.related_panel  # related papers and tag suggestions follow the pane
    qtbot.waitUntil(lambda: panel.shown_for == entry_id)
    assert all(len(chip.text()) <= BUTTON_LIMIT for chip in panel.suggestions.chips)


def test_copying_from_the_page_leaves_out_the_break_chances(
    qtbot: QtBot, window: MainWindow
) -> None:
    url = "https://example.org/" + "x" * 150
    entry_id = window.controller.lib.execute("SELECT min(id) FROM entry").fetchone()[0]
    window.controller.run(lambda lib: update_entry(lib, entry_id, {"notes": url}))
    window.table.select_ids([entry_id])
    browser = window.detail.browser
    assert url not in browser.toPlainText()  # shown with break chances
    browser.setFocus()
    qtbot.keyClick(browser, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(browser, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert url in QApplication.clipboard().text()
    assert BREAK not in QApplication.clipboard().text()


def test_only_long_words_between_tags_change() -> None:
    long_link = "https://a.example/" + "p" * 100
    page = (
        f'<p class="x">short words stay &amp; so do entities</p>'
        f'<a href="{long_link}">{"&amp;" * 90}</a><p>{"w" * 81}</p>'
    )
    broken = break_long_words_html(page)
    assert '<p class="x">short words stay &amp; so do entities</p>' in broken
    assert f'<a href="{long_link}">' in broken  # attribute untouched
    assert "&amp;" * 40 + BREAK + "&amp;" * 40 in broken  # entities counted whole, never split
    assert "w" * 40 + BREAK + "w" * 40 + BREAK + "w" in broken
    assert break_long_words_html("x" * 80) == "x" * 40 + BREAK + "x" * 40
    assert break_long_words_html("x" * 79) == "x" * 79


def test_the_edit_form_holds_the_whole_word_and_wraps_it_anywhere(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Word-wrapping one 400k-letter word takes minutes; wrapping it anywhere is linear."""
    entry_id = window.model.entry_id(0)
    window.controller.run(lambda lib: update_entry(lib, entry_id, {"abstract": TOKEN}))
    window.table.select_ids([entry_id])
    qtbot.keyClick(window.table, Qt.Key.Key_F2)
    box = window.detail.form.abstract_box
    assert box.toPlainText() == TOKEN  # the whole text, to edit
    assert box.wordWrapMode() == QTextOption.WrapMode.WrapAnywhere
    assert window.detail.form.title_box.wordWrapMode() != QTextOption.WrapMode.WrapAnywhere
    assert window.detail.form.changes() == {}
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    window.table.select_ids([window.model.entry_id(1)])
    qtbot.keyClick(window.table, Qt.Key.Key_F2)
    assert box.wordWrapMode() == QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere
