"""Organising as a person does it: tags, reading lists, deletes and imports, each undone and redone.

Every change is done through the real widgets, then undone (the library's rows must be exactly
as before) and redone (the change must be back).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QColorDialog, QInputDialog, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.organise.quick_tag import QuickTagPopup
from papershelf.gui.table.table_cells import COLUMN_INDEX, TAGS_ROLE
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.organising import tag_counts
from papershelf.library.queries import Scope, Sort, ordered_ids
from papershelf.services import lists as list_services
from papershelf.services import tags as tag_services
from tests.snapshots import Dump, assert_same, dump

STAMPS = ("date_modified", "read_on")


def _without_stamps(lib: Library, snapshot: Dump) -> Dump:
    """A dump with the dates the app stamps blanked (a redo stamps them anew)."""
    columns = [d[0] for d in lib.execute("SELECT * FROM entry LIMIT 0").description]
    blank = [i for i, name in enumerate(columns) if name in STAMPS]
    rows = [tuple(None if i in blank else v for i, v in enumerate(r)) for r in snapshot["entry"]]
    return {**snapshot, "entry": rows}


def undo_redo(window: MainWindow, change: Callable[[], Any]) -> Dump:
    """Do *change*, undo it (rows exactly as before), redo it (the change is back)."""
    lib = window.controller.lib
    before = dump(lib)
    change()
    after = dump(lib)
    assert after != before, "the change changed nothing"
    window.menus.undo_action.trigger()
    assert_same(before, dump(lib))
    window.menus.redo_action.trigger()
    assert_same(_without_stamps(lib, after), _without_stamps(lib, dump(lib)))
    return after


def _select_rows(window: MainWindow, rows: range | list[int]) -> list[int]:
    """Select table rows and return their entry ids."""
    window.table.select_ids([window.model.entry_id(r) for r in rows])
    window.table.setFocus()
    return window.table.selected_ids()


def _tags_of(lib: Library, entry_id: int) -> set[str]:
    """Names of the tags an entry carries."""
    sql = "SELECT t.name FROM entry_tag et JOIN tag t ON t.id = et.tag_id WHERE et.entry_id = ?"
    return {name for (name,) in lib.execute(sql, [entry_id])}


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """Canned answers for the next dialogs (text inputs, colours, yes/no questions)."""
    queue: list[Any] = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (queue.pop(0), True))
    monkeypatch.setattr(QInputDialog, "getMultiLineText", lambda *a, **k: (queue.pop(0), True))
    monkeypatch.setattr(QColorDialog, "getColor", lambda *a, **k: QColor(queue.pop(0)))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    yield queue
    assert not queue, "an expected dialog was not shown"


# --- tagging ---------------------------------------------------------------------------------


def test_quick_tag_popup_tags_the_selection(qtbot: QtBot, window: MainWindow) -> None:
    ids = _select_rows(window, range(3))

    def tag() -> None:
        qtbot.keyClick(window.table, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        popup = window.findChild(QuickTagPopup)
        assert popup is not None and "3 entries" in popup.title_label.text()
        qtbot.keyClicks(popup.filter_edit, "ml/rl")
        qtbot.keyClick(popup.filter_edit, Qt.Key.Key_Return)

    undo_redo(window, tag)
    lib = window.controller.lib
    assert all(_tags_of(lib, i) == {"ml/rl"} for i in ids)
    assert window.menus.undo_action.text() == "&Undo Add tag 'ml/rl' to 3 entries"
    row = window.model.row_of(ids[0])
    assert window.model.index(row, COLUMN_INDEX["tags"]).data(TAGS_ROLE)[0][0] == "ml/rl"
    parent = window.sidebar.data_for("tag:ml")
    assert parent.isValid() and parent.data(Qt.ItemDataRole.UserRole + 2) == "3"


def test_tag_editor_in_the_detail_view(qtbot: QtBot, window: MainWindow) -> None:
    (entry_id,) = _select_rows(window, [1])

    def tag() -> None:
        editor = window.detail.tag_editor.edit
        editor.setFocus()
        qtbot.keyClicks(editor, "physics")
        qtbot.keyClick(editor, Qt.Key.Key_Return)

    undo_redo(window, tag)
    assert _tags_of(window.controller.lib, entry_id) == {"physics"}
    assert "physics" in window.detail.reading_text()


def test_remove_tag_from_the_context_menu(qtbot: QtBot, window: MainWindow) -> None:
    ids = _select_rows(window, range(4))
    window.controller.add_tag(ids, "draft")
    menu = QMenu(window)
    window.organise.fill_entry_menu(menu)
    remove = next(a.menu() for a in menu.actions() if a.text() == "Remove Tag")
    assert remove is not None
    action = next(a for a in remove.actions() if a.text() == "draft")
    undo_redo(window, action.trigger)
    assert not any(_tags_of(window.controller.lib, i) for i in ids)


def test_dropping_rows_on_a_sidebar_tag_tags_them(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.create_tag("to-cite")
    ids = _select_rows(window, range(5, 8))
    rows = [window.model.index(window.model.row_of(i) or 0, 0) for i in ids]
    mime = window.model.mimeData(rows)
    target = window.sidebar.data_for("tag:to-cite")
    sidebar_model = window.sidebar.model
    assert sidebar_model.canDropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, target)
    undo_redo(
        window, lambda: sidebar_model.dropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, target)
    )
    assert all("to-cite" in _tags_of(window.controller.lib, i) for i in ids)
    assert window.sidebar.data_for("tag:to-cite").data(Qt.ItemDataRole.UserRole + 2) == "3"


def test_rename_recolour_merge_delete_tags(window: MainWindow, answers: list[Any]) -> None:
    controller = window.controller
    ids = _select_rows(window, range(6))
    controller.add_tag(ids[:3], "ml/rl")
    controller.add_tag(ids[3:], "ml/cv")
    controller.add_tag(ids[:1], "ml")
    organise = window.organise
    answers.append("learning")
    undo_redo(window, lambda: organise.sidebar_action("rename_tag", "ml"))
    assert tag_services.find_tag(controller.lib, "learning/rl") is not None
    answers.append("#ff8800")
    undo_redo(window, lambda: organise.sidebar_action("recolor_tag", "learning/rl"))
    assert tag_services.get_tag(controller.lib, "learning/rl").color == "#ff8800"
    undo_redo(
        window,
        lambda: organise.sidebar_action(
            "merge_tags", (["learning/rl", "learning/cv"], "learning/rl")
        ),
    )
    assert tag_services.find_tag(controller.lib, "learning/cv") is None
    undo_redo(window, lambda: organise.sidebar_action("delete_tag", "learning/rl"))
    assert all(_tags_of(controller.lib, i) <= {"learning"} for i in ids)
    answers.append("fresh")
    undo_redo(window, lambda: organise.sidebar_action("new_tag", None))


def test_renaming_onto_an_existing_tag_merges_after_asking(
    window: MainWindow, answers: list[Any]
) -> None:
    ids = _select_rows(window, range(2))
    window.controller.add_tag(ids[:1], "rl")
    window.controller.add_tag(ids[1:], "RL-methods")
    answers.append("rl-methods")
    undo_redo(window, lambda: window.organise.rename_tag("rl"))
    assert {n for t in ids for n in _tags_of(window.controller.lib, t)} == {"RL-methods"}


# --- reading lists -----------------------------------------------------------------------------


def _queue(window: MainWindow) -> int:
    """The sample's reading list id."""
    list_id = list_services.find_list(window.controller.lib, "ICLR 2025 Papers")
    assert list_id is not None
    return list_id


def _list_order(window: MainWindow, list_id: int) -> list[int]:
    """A reading list's entries in their order."""
    return ordered_ids(window.controller.lib, Scope("list", list_id), sort=Sort("position", False))


def test_create_rename_describe_delete_lists(window: MainWindow, answers: list[Any]) -> None:
    organise = window.organise
    answers.append("Thesis chapter 2")
    undo_redo(window, lambda: organise.sidebar_action("new_list", None))
    list_id = list_services.find_list(window.controller.lib, "Thesis chapter 2")
    assert list_id is not None
    answers.append("Chapter 2")
    undo_redo(window, lambda: organise.sidebar_action("rename_list", list_id))
    answers.append("Papers on optimisers for the related-work section")
    undo_redo(window, lambda: organise.sidebar_action("describe_list", list_id))
    undo_redo(window, lambda: organise.sidebar_action("delete_list", _queue(window)))


def test_add_to_and_remove_from_a_list_by_menu(window: MainWindow, answers: list[Any]) -> None:
    ids = _select_rows(window, range(3))
    answers.append("Read this week")
    window.organise.new_list(ids)  # New Reading List… from the menu, with the selection
    list_id = list_services.find_list(window.controller.lib, "Read this week")
    assert list_id is not None and _list_order(window, list_id) == ids
    window.show_scope(Scope("list", list_id))
    _select_rows(window, [1])
    menu = QMenu(window)
    window.organise.fill_entry_menu(menu)
    remove = next(a for a in menu.actions() if a.text() == "Remove from This List")
    undo_redo(window, remove.trigger)
    assert _list_order(window, list_id) == [ids[0], ids[2]]


def test_dragging_rows_onto_a_sidebar_list(window: MainWindow) -> None:
    window.controller.create_list("Later")
    list_id = list_services.find_list(window.controller.lib, "Later")
    ids = _select_rows(window, [4, 2])
    mime = window.model.mimeData([window.model.index(window.model.row_of(i) or 0, 0) for i in ids])
    target = window.sidebar.data_for(f"list:{list_id}")
    undo_redo(
        window,
        lambda: window.sidebar.model.dropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, target),
    )
    assert sorted(_list_order(window, list_id or 0)) == sorted(ids)


def test_reordering_a_list_by_dragging_rows(window: MainWindow) -> None:
    list_id = _queue(window)
    window.show_scope(Scope("list", list_id))
    order = _list_order(window, list_id)
    moving = order[5:7]
    mime = window.model.mimeData([window.model.index(5, 0), window.model.index(6, 0)])
    assert window.model.canDropMimeData(mime, Qt.DropAction.MoveAction, 1, 0, QModelIndex())
    undo_redo(
        window,
        lambda: window.model.dropMimeData(mime, Qt.DropAction.MoveAction, 1, 0, QModelIndex()),
    )
    new_order = _list_order(window, list_id)
    assert new_order[1:3] == moving and new_order[0] == order[0]
    shown = [window.model.entry_id(r) for r in range(len(new_order))]
    assert shown == new_order  # the table shows the list in its new order


def test_move_up_and_down_by_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    list_id = _queue(window)
    window.show_scope(Scope("list", list_id))
    order = _list_order(window, list_id)
    _select_rows(window, [3])
    undo_redo(
        window, lambda: qtbot.keyClick(window.table, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    )
    assert _list_order(window, list_id)[2] == order[3]
    assert window.table.selected_ids() == [order[3]]
    _select_rows(window, [0])
    qtbot.keyClick(window.table, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert _list_order(window, list_id)[1] == order[0]


def test_list_note_and_read_next(qtbot: QtBot, window: MainWindow, answers: list[Any]) -> None:
    list_id = _queue(window)
    window.show_scope(Scope("list", list_id))
    order = _list_order(window, list_id)
    answers.append("baseline for chapter 3")
    undo_redo(window, lambda: window.organise.edit_list_note(list_id, order[0]))
    window.controller.set_status(order[:2], Status.READ)
    _select_rows(window, [10])
    qtbot.keyClick(
        window.table,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.table.selected_ids() == [order[2]]


def test_list_progress_in_the_sidebar(window: MainWindow) -> None:
    list_id = _queue(window)
    window.controller.set_status(_list_order(window, list_id)[:5], Status.READ)
    index = window.sidebar.data_for(f"list:{list_id}")
    assert index.data(Qt.ItemDataRole.UserRole + 2) == "5/19"
    assert index.data(Qt.ItemDataRole.UserRole + 4) == pytest.approx(5 / 19)


# --- deleting and importing -----------------------------------------------------------------------


def test_delete_key_and_undo_bring_back_tags_and_places(qtbot: QtBot, window: MainWindow) -> None:
    ids = _select_rows(window, range(2))
    window.controller.add_tag(ids, "keep")
    window.controller.set_list_note(_queue(window), ids[0], "why")
    _select_rows(window, range(2))
    undo_redo(window, lambda: qtbot.keyClick(window.table, Qt.Key.Key_Delete))
    assert window.model.rowCount() == 17
    window.menus.undo_action.trigger()
    assert window.model.rowCount() == 19
    assert _tags_of(window.controller.lib, ids[0]) == {"keep"}


def test_undoing_an_import_removes_exactly_what_it_added(
    window: MainWindow, tmp_path: Path
) -> None:
    extra = tmp_path / "more.txt"
    extra.write_text(
        "Workshop Notes 2026\n\nWe introduce Quokka, a small model that reads abstracts aloud "
        "to tired researchers and summarises them.\n\nThis paper studies how reading lists "
        "grow faster than anyone can read them, with a survey of forty labs.\n"
    )

    def import_it() -> None:
        report = window.imports.import_paths([extra])
        assert len(report.added) == 2

    undo_redo(window, import_it)
    assert list_services.find_list(window.controller.lib, "Workshop Notes 2026") is not None
    window.menus.undo_action.trigger()
    assert list_services.find_list(window.controller.lib, "Workshop Notes 2026") is None
    assert window.model.rowCount() == 19


def test_field_edit_in_the_form_and_status_are_undoable(qtbot: QtBot, window: MainWindow) -> None:
    (entry_id,) = _select_rows(window, [0])

    def edit_title() -> None:
        window.detail.start_editing()
        box = window.detail.form.title_box
        box.setFocus()
        qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(box, "Metamizer: A Neural Optimizer for Physics")
        qtbot.keyClick(box, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)

    undo_redo(window, edit_title)
    title = window.model.index(window.model.row_of(entry_id) or 0, COLUMN_INDEX["title"]).data()
    assert title == "Metamizer: A Neural Optimizer for Physics"
    undo_redo(
        window, lambda: qtbot.keyClick(window.table, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    )
    undo_redo(
        window,
        lambda: qtbot.keyClick(window.table, Qt.Key.Key_5, Qt.KeyboardModifier.ControlModifier),
    )


# --- the sidebar as a tagging view -----------------------------------------------


def _click(
    qtbot: QtBot,
    window: MainWindow,
    key: str,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Click a sidebar row (with a modifier key held)."""
    tree = window.sidebar.tree
    rect = tree.visualRect(window.sidebar.data_for(key))
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def test_nested_tags_combine_and_exclude(qtbot: QtBot, window: MainWindow) -> None:
    ids = [window.model.entry_id(r) for r in range(6)]
    controller = window.controller
    controller.add_tag(ids[:4], "ml/rl")
    controller.add_tag(ids[2:6], "physics")
    controller.add_tag(ids[5:6], "ml/cv")
    assert window.sidebar.data_for("tag:ml").data(Qt.ItemDataRole.UserRole + 2) == "5"
    _click(qtbot, window, "tag:ml")
    assert window.model.rowCount() == 5  # ml includes ml/rl and ml/cv
    _click(qtbot, window, "tag:physics", Qt.KeyboardModifier.ControlModifier)
    assert set(window.model.ids) == {ids[2], ids[3], ids[5]}  # all of them
    qtbot.mouseClick(window.sidebar.match_button, Qt.MouseButton.LeftButton)
    assert set(window.model.ids) == set(ids)  # any of them
    _click(qtbot, window, "tag:ml/cv", Qt.KeyboardModifier.AltModifier)
    assert window.sidebar.data_for("tag:ml/cv").data(Qt.ItemDataRole.UserRole + 9) is True
    assert ids[5] not in window.model.ids


def test_tag_filter_box_narrows_the_tree(qtbot: QtBot, window: MainWindow) -> None:
    ids = [window.model.entry_id(0)]
    for name in ("ml/rl", "ml/cv", "physics", "biology"):
        window.controller.add_tag(ids, name)
    qtbot.keyClicks(window.sidebar.filter_box, "rl")
    assert window.sidebar.data_for("tag:ml/rl").isValid()
    assert window.sidebar.data_for("tag:ml").isValid()  # its parent stays, to hold the tree
    assert not window.sidebar.data_for("tag:physics").isValid()


def test_counts_update_live_without_resetting_the_sidebar(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.add_tag([window.model.entry_id(0)], "x")
    with qtbot.assertNotEmitted(window.sidebar.model.modelReset):
        window.controller.set_status([window.model.entry_id(0)], Status.READ)
        window.controller.add_tag([window.model.entry_id(1)], "x")
    assert (
        window.sidebar.data_for(f"status:{int(Status.READ)}").data(Qt.ItemDataRole.UserRole + 2)
        == "1"
    )
    assert window.sidebar.data_for("tag:x").data(Qt.ItemDataRole.UserRole + 2) == "2"


def test_sidebar_model_passes_the_model_tester(qtmodeltester: Any, window: MainWindow) -> None:
    window.controller.add_tag([window.model.entry_id(0)], "a/b/c")
    qtmodeltester.check(window.sidebar.model, force_py=True)


def test_tagging_500_of_100k_entries_needs_no_table_reset(
    qtbot: QtBot, lib: Library, settings: Any
) -> None:
    from papershelf.gui.controller import LibraryController
    from tests.bulk import bulk_library

    bulk_library(lib, 100_000)
    window = MainWindow(LibraryController(lib), settings)
    qtbot.addWidget(window)
    window.show()  # its first paint; every row is there after it
    qtbot.waitUntil(lambda: not window.model.partial)
    ids = [window.model.entry_id(r) for r in range(0, 1000, 2)]
    window.table.select_ids(ids)
    with qtbot.assertNotEmitted(window.model.modelReset):
        assert window.controller.add_tag(ids, "batch")
        window.menus.undo_action.trigger()
        window.menus.redo_action.trigger()
    assert window.model.index(0, COLUMN_INDEX["tags"]).data(TAGS_ROLE) == (
        ("batch", tag_services.get_tag(lib, "batch").color),
    )
    assert [t.count for t in tag_counts(lib) if t.name == "batch"] == [500]
    QApplication.processEvents()
