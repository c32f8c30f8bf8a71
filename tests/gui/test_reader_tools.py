"""The reader's area tool, annotation tags and "Only mine", driven by real events (keys
through the window's shortcuts, mouse press/move/release on the pages' viewport, clicks on
the panel's widgets); each checked in the library and in the painted pixels."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.reader.launcher import ReaderLauncher
from papershelf.gui.reader.pages import PagesView
from papershelf.gui.settings import Settings
from papershelf.library.db import Library
from papershelf.services import annotations as service
from tests.factories import add, record
from tests.gui import test_reader
from tests.gui.conftest import shown_window
from tests.gui.test_reader import CTRL, SENTENCE, SHIFT, _drag_over, _pixel, _point, open_reader

paper, window = test_reader.paper, test_reader.window  # the same fixtures, by their names

pytestmark = pytest.mark.slow  # each opens a reader: a worker process, pages rendered (~4 s)


def _drag(qtbot: QtBot, view: PagesView, begin: QPoint, finish: QPoint) -> None:
    """Press at *begin*, move in steps, release at *finish*."""
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=begin)
    for step in range(1, 6):
        QTest.mouseMove(view.viewport(), begin + (finish - begin) * step / 5)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=finish)


def _click_box(qtbot: QtBot, box: QCheckBox) -> None:
    """Click a check box on its box (its left end: the widget may be wider than its text)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def test_the_area_tool_stores_a_rectangle_with_its_words_and_paints_its_frame(
    qtbot: QtBot, window: MainWindow, paper: tuple[int, Path]
):
    entry_id, _path = paper
    reader = open_reader(qtbot, window)
    view, lib = reader.view, window.controller.lib
    text = view.texts[0]
    [(start, end)] = text.find(SENTENCE)
    lines = text.rects(start, end)
    x0, y0 = min(r[0] for r in lines) - 3, min(r[1] for r in lines) - 3
    x1, y1 = max(r[2] for r in lines) + 3, max(r[3] for r in lines) + 3
    QTest.keyClick(view, Qt.Key.Key_A)  # the area tool
    assert reader.actions_by_name["area"].isChecked() and view.area_mode
    _drag(qtbot, view, _point(view, 0, x0, y1), _point(view, 0, x1, y0))
    [row] = service.annotations_of(lib, entry_id)
    assert (row.kind, row.page, row.colour) == ("square", 1, "#ffd400")
    assert row.rects[0] == pytest.approx((x0, y0, x1, y1), abs=1.5)
    assert SENTENCE in row.text and view.selection is None  # the words, not a selection
    assert reader.panel.editor.hasFocus()  # its comment is typed next
    edge = _point(view, 0, x0, (y0 + y1) / 2)
    frame = _pixel(view, edge)
    assert frame.red() > 200 and frame.blue() < 120  # the yellow frame is painted
    assert "area" in reader.panel.list.item(0).text()

    QTest.keyClick(view, Qt.Key.Key_A)  # the tool off: a drag selects words again
    assert not view.area_mode
    QTest.keyClick(view, Qt.Key.Key_A)
    QTest.keyClick(view, Qt.Key.Key_Escape)  # Esc leaves it too
    assert not view.area_mode and not reader.actions_by_name["area"].isChecked()
    _drag_over(qtbot, view, 0, SENTENCE)
    assert view.selected_text() == SENTENCE
    QTest.keyClick(view, Qt.Key.Key_Z, CTRL)  # undo takes the area away
    assert service.annotations_of(lib, entry_id) == []
    assert _pixel(view, edge).blue() > 200


def test_a_slip_of_the_mouse_with_the_area_tool_stores_nothing(
    qtbot: QtBot, window: MainWindow, paper: tuple[int, Path]
):
    entry_id, _path = paper
    reader = open_reader(qtbot, window)
    view = reader.view
    QTest.keyClick(view, Qt.Key.Key_A)
    begin = _point(view, 0, 200, 500)
    _drag(qtbot, view, begin, begin + QPoint(2, 2))
    assert service.annotations_of(window.controller.lib, entry_id) == []


def test_tags_typed_in_the_panel_are_stored_shown_and_undone(
    qtbot: QtBot, window: MainWindow, paper: tuple[int, Path]
):
    entry_id, _path = paper
    reader = open_reader(qtbot, window)
    view, lib, panel = reader.view, window.controller.lib, reader.panel
    _drag_over(qtbot, view, 0, SENTENCE)
    QTest.keyClick(view, Qt.Key.Key_H)
    assert panel.tags.isEnabled()
    qtbot.mouseClick(panel.tags, Qt.MouseButton.LeftButton)
    QTest.keyClicks(panel.tags, "method,  graph theory , method")
    QTest.keyClick(panel.tags, Qt.Key.Key_Return)
    [row] = service.annotations_of(lib, entry_id)
    assert row.tags == ("method", "graph theory")
    assert "#method #graph theory" in panel.list.item(0).text()
    QTest.keyClick(view, Qt.Key.Key_Z, CTRL)
    assert service.annotations_of(lib, entry_id)[0].tags == ()
    assert panel.tags.text() == "" and "#method" not in panel.list.item(0).text()
    QTest.keyClick(view, Qt.Key.Key_Z, CTRL | SHIFT)
    assert service.annotations_of(lib, entry_id)[0].tags == ("method", "graph theory")


def test_only_mine_hides_the_annotations_others_wrote(
    qtbot: QtBot, window: MainWindow, paper: tuple[int, Path]
):
    entry_id, _path = paper
    lib = window.controller.lib
    reader = open_reader(qtbot, window)
    view, panel = reader.view, reader.panel
    text = view.texts[0]
    [(start, end)] = text.find(SENTENCE)
    theirs = service.AnnotationRecord(
        entry_id, 1, "highlight", tuple(text.rects(start, end)), text=SENTENCE,
        author="Lise Meitner", source="file", colour="#5fb236",
        attachment_id=reader.attachment.id,
    )  # fmt: skip
    window.controller.run(lambda library: service.add_records(library, [theirs])[1])
    qtbot.waitUntil(lambda: panel.list.count() == 1, timeout=5_000)
    x0, _y0, x1, y1 = theirs.rects[0]
    spot = _point(view, 0, (x0 + x1) / 2, y1 - 1)
    assert _pixel(view, spot).red() < 200  # their green highlight is painted
    assert "Lise Meitner" in panel.list.item(0).text()

    _click_box(qtbot, panel.only_mine)
    assert panel.only_mine.isChecked() and panel.list.count() == 0
    assert _pixel(view, spot).red() > 230  # no longer painted
    _drag_over(qtbot, view, 0, "Structure kernel")
    QTest.keyClick(view, Qt.Key.Key_U)  # one of mine
    assert panel.list.count() == 1 and lib.user_name() in panel.list.item(0).text()
    _click_box(qtbot, panel.only_mine)
    assert panel.list.count() == 2  # everyone's again


def test_the_detail_pane_says_a_hit_came_from_an_annotation(
    qtbot: QtBot, window: MainWindow, paper: tuple[int, Path]
):
    entry_id, _path = paper
    reader = open_reader(qtbot, window)
    _drag_over(qtbot, reader.view, 0, SENTENCE)
    QTest.keyClick(reader.view, Qt.Key.Key_H)
    QTest.keyClicks(reader.panel.editor, "Compare with the zebrafish study")
    QTest.keyClick(reader.panel.editor, Qt.Key.Key_Return, CTRL)
    reader.close()
    window.activateWindow()
    window.search.setFocus()
    qtbot.keyClicks(window.search, "zebrafish")  # in the comment only, not in the paper
    qtbot.waitUntil(lambda: window.model.query == "zebrafish", timeout=5_000)
    qtbot.waitUntil(lambda: window.model.rowCount() == 1, timeout=5_000)
    window.table.selectRow(0)
    strip = window.detail.pdf_hits
    qtbot.waitUntil(strip.isVisible, timeout=5_000)
    user = window.controller.lib.user_name()
    assert f"In a comment, page 1 (highlight, {user}):" in strip.text()
    assert "<b>zebrafish</b>" in strip.text()
    window.search.clear()  # no search: nothing to say
    qtbot.waitUntil(lambda: window.model.query == "", timeout=5_000)
    qtbot.waitUntil(lambda: not strip.isVisible(), timeout=5_000)
    assert service.annotations_of(window.controller.lib, entry_id)[0].comment.endswith("study")


def test_selecting_a_paper_with_a_pdf_starts_the_worker_before_read_pdf(
    qtbot: QtBot, lib: Library, settings: Settings, paper: tuple[int, Path],
    monkeypatch: pytest.MonkeyPatch,
):  # fmt: skip
    add(lib, record("A Paper Without Files", 1950, key="nofile1950"))
    monkeypatch.setattr(ReaderLauncher, "prestart", True)
    win = shown_window(qtbot, lib, settings)
    qtbot.waitUntil(lambda: win.model.rowCount() == 2, timeout=5_000)
    worker = win.reader.worker
    with_pdf = win.model.row_of(paper[0])
    assert with_pdf is not None
    win.table.selectRow(1 - with_pdf)
    assert worker.pid is None  # no PDF there: no process
    win.table.selectRow(with_pdf)
    assert worker.pid is not None  # started, in the background
    assert worker.call("info", paper[1]).pages  # and it answers
    win.close()
    win.reader.close()
