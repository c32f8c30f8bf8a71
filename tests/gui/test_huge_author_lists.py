"""A collaboration paper's 3,200 authors in the detail pane: folded, expandable, editable."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from papershelf.gui.detail.detail_view import DetailView
from papershelf.library.queries import PersonData
from tests.gui.test_detail_view import make_entry, record_edits

pytestmark = pytest.mark.qt_log_level_fail("WARNING")

AUTHORS = 3_200
PEOPLE = [PersonData(f"Gonz\u00e1lez{i}", f"\u00c1. {i}") for i in range(AUTHORS)]
TEXT = " and ".join(f"Gonz\u00e1lez{i}, \u00c1. {i}" for i in range(AUTHORS))


@pytest.fixture
def view(qtbot: QtBot) -> DetailView:
    """A shown detail view on a 3,200-author paper."""
    widget = DetailView()
    qtbot.addWidget(widget)
    widget.resize(520, 760)
    widget.show_entry(make_entry(id=21, authors=list(PEOPLE), authors_text=TEXT))
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _link_position(view: DetailView, text: str) -> QPoint:
    """Where the link whose text starts with *text* shows in the reading pane's viewport."""
    found = view.browser.document().find(text)
    assert not found.isNull() and found.charFormat().isAnchor()
    cursor = QTextCursor(found)
    cursor.setPosition(found.selectionStart() + 2)
    return view.browser.cursorRect(cursor).center()


def test_the_first_authors_show_and_the_rest_fold_behind_a_link(view: DetailView) -> None:
    shown = view.reading_text()
    assert "Á. 11 González11, … and 3,188 more" in shown
    assert "González12" not in shown
    QTest.mouseClick(
        view.browser.viewport(), Qt.MouseButton.LeftButton, pos=_link_position(view, "and 3,188")
    )
    expanded = view.reading_text()
    assert "Á. 3199 González3199" in expanded
    assert "more" not in expanded.split("González3199")[0][-40:]


def test_the_edit_form_holds_one_name_a_line(view: DetailView, qtbot: QtBot) -> None:
    view.start_editing()
    box = view.form.authors_box
    lines = box.toPlainText().split("\n")
    assert len(lines) == AUTHORS
    assert lines[:2] == ["González0, Á. 0", "González1, Á. 1"]
    assert box.height() < 200  # a few lines tall, scrolling; not 3,200 lines of widget
    edits = record_edits(view)
    qtbot.keyClick(box, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert edits == []  # nothing changed: nothing to save


def test_a_name_typed_on_a_new_line_is_added(view: DetailView, qtbot: QtBot) -> None:
    view.start_editing()
    box = view.form.authors_box
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.keyClicks(box, "Zwicky,  Fritz")
    edits = record_edits(view)
    qtbot.keyClick(box, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert edits == [(21, {"authors_text": TEXT + " and Zwicky, Fritz"})]
