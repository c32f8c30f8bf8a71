"""Library text is shown as text: tooltips, menus and cells never load what a title says (13.5)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QEvent, QModelIndex
from PySide6.QtGui import QColor, QHelpEvent, QImage, QTextDocumentFragment
from PySide6.QtWidgets import QAbstractItemView, QApplication, QMenu, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.safe_text import BREAK, menu_text, plain, reveal_bidi, tooltip_html
from papershelf.services.entries import update_entry

SPOOF = "Invoice \u202egnp.exe"  # shows as "Invoice exe.png" without the marker


@pytest.fixture
def picture(tmp_path: Path) -> Path:
    """A 320x320 PNG: were a tooltip to load it, the tooltip would be that tall."""
    path = tmp_path / "big.png"
    image = QImage(320, 320, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    assert image.save(str(path))
    return path


def hover(qtbot: QtBot, view: QAbstractItemView, index: QModelIndex) -> QWidget:
    """Move the pointer over a cell and let Qt ask for its tooltip; the tooltip label shown."""
    view.scrollTo(index)
    pos = view.visualRect(index).center()
    qtbot.mouseMove(view.viewport(), pos)
    event = QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(view.viewport(), event)
    qtbot.waitUntil(QToolTip.isVisible)
    tips = [w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel") and w.isVisible()]
    assert len(tips) == 1
    return tips[0]


def shown_text(tip: str) -> str:
    """What a tooltip reads as, once Qt has rendered its text (less the invisible places to
    wrap a long run, which a path as long as pytest-xdist's tmp_path gets)."""
    return QTextDocumentFragment.fromHtml(tip).toPlainText().replace(BREAK, "")


def test_a_hovered_title_shows_literally_and_loads_nothing(
    qtbot: QtBot, window: MainWindow, picture: Path
) -> None:
    title = f'<img src="{picture}"> <b>Bold</b> & co'
    entry_id = window.model.entry_id(0)
    window.controller.run(lambda lib: update_entry(lib, entry_id, {"title": title}))
    label = hover(qtbot, window.table, window.model.index(window.model.row_of(entry_id) or 0, 0))
    assert shown_text(QToolTip.text()) == title  # the markup is text, shown as typed
    assert label.height() < 100  # not 320 px: the picture was never loaded
    QToolTip.hideText()


def test_a_hovered_tag_in_the_sidebar_shows_literally(
    qtbot: QtBot, window: MainWindow, picture: Path
) -> None:
    name = f'<img src="{picture}">'
    window.controller.add_tag([window.model.entry_id(0)], name)
    tree = window.sidebar.tree
    index = window.sidebar.data_for(f"tag:{name.casefold()}")
    assert index.isValid()
    label = hover(qtbot, tree, index)
    assert shown_text(QToolTip.text()) == name
    assert label.height() < 100
    QToolTip.hideText()


def test_direction_controls_show_as_markers_in_cells_and_the_pane(window: MainWindow) -> None:
    entry_id = window.model.entry_id(0)
    window.controller.run(lambda lib: update_entry(lib, entry_id, {"title": SPOOF}))
    row = window.model.row_of(entry_id) or 0
    assert window.model.index(row, 0).data() == "Invoice [RLO]gnp.exe"
    window.table.select_ids([entry_id])
    assert "Invoice [RLO]gnp.exe" in window.detail.reading_text()
    assert "\u202e" not in window.detail.reading_text()


def test_menus_show_an_ampersand_not_a_shortcut(window: MainWindow) -> None:
    entry_id = window.model.entry_id(0)
    window.controller.add_tag([entry_id], "R&D")
    window.table.select_ids([entry_id])
    menu = QMenu(window)
    window.organise.fill_entry_menu(menu)
    remove = next(a.menu() for a in menu.actions() if a.text() == "Remove Tag")
    assert [a.text() for a in remove.actions()] == ["R&&D"]  # shown as "R&D"
    assert window.menus.undo_action.text() == "&Undo Add tag 'R&&D' to 1 entry"


def test_the_helpers() -> None:
    assert reveal_bidi("a\u202eb\u2066c\u200fd") == "a[RLO]b[LRI]c[RLM]d"
    assert plain("tab\tand\x1b[31mred") == "tab\tand[31mred"  # the escape character goes
    assert menu_text("Q&A") == "Q&&A"
    tip = tooltip_html('<img src="/dev/zero">\nline two')
    assert tip == "<qt>&lt;img src=&quot;/dev/zero&quot;&gt;<br>line two</qt>"
    assert QtGui.Qt.mightBeRichText(tip)  # so Qt never guesses: it is rich text holding only text
    long_tip = tooltip_html("word " * 1000)
    assert len(shown_text(long_tip)) <= 600
    assert shown_text(tooltip_html(SPOOF)) == "Invoice [RLO]gnp.exe"
