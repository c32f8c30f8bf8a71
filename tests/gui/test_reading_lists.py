"""Reading lists under real input: reordering by dragging rows, notes shown where they matter."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from papershelf.gui.main_window import MainWindow
from papershelf.gui.table_model import COLUMN_INDEX
from papershelf.library.queries import Scope
from tests.gui.dnd import drag_with_mouse
from tests.gui.test_organising import _list_order, _queue, _select_rows, _tags_of

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


def test_dragging_rows_onto_a_sidebar_tag_still_tags_them(window: MainWindow) -> None:
    window.controller.create_tag("to-cite")
    ids = _select_rows(window, [2, 3])
    tree = window.sidebar.tree
    target = tree.visualRect(window.sidebar.data_for("tag:to-cite")).center()
    drag = drag_with_mouse(window.table, _cell(window, 2), tree.viewport(), target)
    assert drag.accepted_move == Qt.DropAction.CopyAction
    assert all("to-cite" in _tags_of(window.controller.lib, i) for i in ids)
