"""Reading lists under real input: reordering by dragging rows, notes shown where they matter."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from papershelf.gui.main_window import MainWindow
from papershelf.gui.table import table_model
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.queries import Scope
from tests.gui.dnd import drag_with_mouse
from tests.gui.test_organising import _list_order, _queue, _select_rows, _tags_of
from tests.gui.x11_session import run_on_x11

CTRL = Qt.KeyboardModifier.ControlModifier


def _cell(window: MainWindow, row: int, column: str = "title") -> QPoint:
    """The centre of a cell of the table, in its viewport."""
    return window.table.visualRect(window.model.index(row, COLUMN_INDEX[column])).center()


def _top_edge(window: MainWindow, row: int) -> QPoint:
    """Just inside the top edge of a row: a drop there lands above it."""
    rect = window.table.visualRect(window.model.index(row, COLUMN_INDEX["title"]))
    return QPoint(rect.center().x(), rect.top() + 2)


def test_a_plain_drag_moves_a_row_within_the_list(window: MainWindow) -> None:
    list_id = _queue(window)
    window.show_scope(Scope("list", list_id))
    order = _list_order(window, list_id)
    _select_rows(window, [5])
    drag = drag_with_mouse(
        window.table, _cell(window, 5), window.table.viewport(), _top_edge(window, 1)
    )
    assert drag.started and drag.accepted_move == Qt.DropAction.MoveAction
    moved = [*order[:1], order[5], *order[1:5], *order[6:]]
    assert _list_order(window, list_id) == moved
    assert [window.model.entry_id(r) for r in range(len(order))] == moved  # shown so
    assert window.table.selected_ids() == [order[5]]
    window.table.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)  # one undo step puts it back
    assert _list_order(window, list_id) == order


def test_dragging_several_rows_down_keeps_their_order(window: MainWindow) -> None:
    list_id = _queue(window)
    window.show_scope(Scope("list", list_id))
    order = _list_order(window, list_id)
    _select_rows(window, [1, 2])
    drag_with_mouse(window.table, _cell(window, 1), window.table.viewport(), _top_edge(window, 6))
    assert _list_order(window, list_id) == [order[0], *order[3:6], order[1], order[2], *order[6:]]


@pytest.mark.skipif(
    not (shutil.which("xvfb-run") and shutil.which("xdotool")), reason="needs xvfb and xdotool"
)
def test_a_real_pointer_drag_on_x11_reorders_the_list(tmp_path: Path, sample_path: Path) -> None:
    """The X server's own drag and drop, the pointer moved by xdotool: row 6 to above row 2."""
    result = run_on_x11("drag", tmp_path, sample_path)
    before, after = result["before"], result["after"]
    assert isinstance(before, list) and isinstance(after, list)
    assert after == [before[0], before[5], *before[1:5], *before[6:]]


def test_dragging_rows_onto_a_sidebar_tag_still_tags_them(window: MainWindow) -> None:
    window.controller.create_tag("to-cite")
    ids = _select_rows(window, [2, 3])
    tree = window.sidebar.tree
    target = tree.visualRect(window.sidebar.data_for("tag:to-cite")).center()
    drag = drag_with_mouse(window.table, _cell(window, 2), tree.viewport(), target)
    assert drag.accepted_move == Qt.DropAction.CopyAction
    assert all("to-cite" in _tags_of(window.controller.lib, i) for i in ids)


# --- list notes ------------------------------------------------------------------------------

NOTE = "Baseline for chapter 3"


def _click(window: MainWindow, row: int) -> None:
    """Click a row's title like a person."""
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=_cell(window, row))


def test_a_list_note_shows_in_the_pane_the_column_and_the_tooltip(window: MainWindow) -> None:
    list_id = _queue(window)
    window.show_scope(Scope("list", list_id))
    order = _list_order(window, list_id)
    note_column = window.table.horizontalHeader()
    assert note_column.isSectionHidden(COLUMN_INDEX["list_note"])  # no note yet: no column
    window.controller.set_list_note(list_id, order[2], NOTE)
    _click(window, 2)
    strip = window.detail.list_note
    assert strip.isVisible() and strip.text() == f"Note in “ICLR 2025 Papers”: {NOTE}"
    assert not note_column.isSectionHidden(COLUMN_INDEX["list_note"])
    assert window.model.index(2, COLUMN_INDEX["list_note"]).data() == NOTE
    tip = window.model.index(2, COLUMN_INDEX["title"]).data(Qt.ItemDataRole.ToolTipRole)
    assert f"List note: {NOTE}</qt>" in tip  # escaped: a note is shown as typed
    _click(window, 3)
    assert not strip.isVisible()  # a paper without a note in this list
    _click(window, 2)
    window.table.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)  # undoing the note takes it off the screen
    assert not strip.isVisible() and note_column.isSectionHidden(COLUMN_INDEX["list_note"])


def test_outside_the_list_the_note_is_not_shown(window: MainWindow) -> None:
    list_id = _queue(window)
    order = _list_order(window, list_id)
    window.controller.set_list_note(list_id, order[0], NOTE)
    window.show_scope(Scope())
    window.table.select_ids([order[0]])
    assert not window.detail.list_note.isVisible()
    assert window.table.horizontalHeader().isSectionHidden(COLUMN_INDEX["list_note"])
    assert NOTE not in str(window.model.index(0, COLUMN_INDEX["title"]).data(3))


def _click_header(window: MainWindow, column: str) -> None:
    """Click a column's header like a person."""
    header = window.table.horizontalHeader()
    x = header.sectionViewportPosition(COLUMN_INDEX[column]) + 10
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


def test_the_note_header_puts_a_list_back_in_its_order_reading_it_once(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    list_id = _queue(window)
    window.show_scope(Scope("list", list_id))
    order = _list_order(window, list_id)
    window.controller.set_list_note(list_id, order[1], NOTE)  # the note column shows
    reads: list[object] = []
    read = table_model.ordered_ids
    monkeypatch.setattr(table_model, "ordered_ids", lambda *a: reads.append(a) or read(*a))
    _click_header(window, "title")
    assert window.model.ids != order and len(reads) == 1
    _click_header(window, "list_note")
    assert window.model.ids == order and len(reads) == 2
    _click_header(window, "list_note")  # already in the list's order: nothing to read
    assert window.model.ids == order and len(reads) == 2


def test_a_line_shows_where_dragged_rows_will_go(window: MainWindow) -> None:
    list_id = _queue(window)
    window.show_scope(Scope("list", list_id))
    order = _list_order(window, list_id)
    _select_rows(window, [5])
    table = window.table
    seen: dict[str, object] = {}

    def look() -> None:
        """While the pointer is over row 2: the gap marked, and the line painted there."""
        seen["gap"] = table.drop_gap
        image = table.viewport().grab().toImage()
        y = table.rowViewportPosition(2)
        seen["line"] = image.pixelColor(table.viewport().width() // 2, y)

    drag_with_mouse(table, _cell(window, 5), table.viewport(), _cell(window, 2), during=look)
    assert seen["gap"] == 2
    assert seen["line"] == table.palette().color(table.palette().ColorRole.Highlight)
    assert _list_order(window, list_id) == [*order[:2], order[5], *order[2:5], *order[6:]]
    assert table.drop_gap is None  # gone with the drop
