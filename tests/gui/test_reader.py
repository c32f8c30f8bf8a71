"""The PDF reader driven by real events: opened from the list with its key, words selected
by dragging, highlighted with H, commented, undone and redone, found with Ctrl+F and F3,
an internal link followed and Back; each checked in the library and in the painted pixels."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.gui.features import attachments_ui
from papershelf.gui.main_window import MainWindow
from papershelf.gui.reader.pages import PagesView
from papershelf.gui.reader.window import ReaderWindow
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import Library
from papershelf.services import annotations as service
from papershelf.services.attachments import attach
from tests import pdfs
from tests.conftest import TypesetPdfs
from tests.factories import add, record
from tests.gui.conftest import shown_window

pytestmark = pytest.mark.slow  # each opens a reader: a worker process, pages rendered (~4 s)
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier
SENTENCE = "Structure kernel graph theory error sparse figure method"


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[QUrl]:
    """What the app asked the desktop to open (nothing is really opened)."""
    urls: list[QUrl] = []
    monkeypatch.setattr(attachments_ui, "open_with_system", lambda url: urls.append(url) or True)
    return urls


@pytest.fixture
def paper(lib: Library, typeset_pdfs: TypesetPdfs, tmp_path: Path) -> tuple[int, Path]:
    """An entry with the three-page hyperref paper linked: (entry id, PDF path)."""
    path = tmp_path / "meitner.pdf"
    shutil.copy(typeset_pdfs.get("linked"), path)
    entry_id = add(lib, record("Links Between Pages", 1938, key="meitner1938")).added[0]
    attach(lib, entry_id, path, copy=False)
    return entry_id, path


@pytest.fixture
def window(qtbot: QtBot, lib: Library, settings: Settings, paper: tuple[int, Path]
           ) -> Iterator[MainWindow]:  # fmt: skip
    """The main window on the library with the paper, shown."""
    win = shown_window(qtbot, lib, settings)
    yield win
    win.close()


def open_reader(qtbot: QtBot, window: MainWindow) -> ReaderWindow:
    """Click the paper's row, press Ctrl+R, wait for page 1 drawn and its text read."""
    window.activateWindow()  # as a click on it would (a closed reader had the focus)
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    cell = window.model.index(0, COLUMN_INDEX["title"])
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.table.visualRect(cell).center())  # fmt: skip
    QTest.keyClick(window.table, Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: bool(window.reader.readers), timeout=10_000)
    reader = next(iter(window.reader.readers.values()))
    qtbot.waitExposed(reader)
    view = reader.view
    qtbot.waitUntil(lambda: 0 in view.texts and 0 in view.links
                    and _drawn(view, view.current_page()), timeout=20_000)  # fmt: skip
    return reader


def _drawn(view: PagesView, page: int) -> bool:
    """Whether what shows of the page is drawn at the current zoom."""
    view.viewport().repaint()
    return view.page_drawn(page)


def _point(view: PagesView, page: int, x: float, y: float) -> QPoint:
    """The viewport pixel of the PDF point (x, y) of *page*."""
    rect = view.layout_.to_content(page, (x, y, x, y), view.viewport().width())
    dx, dy = view.horizontalScrollBar().value(), view.verticalScrollBar().value()
    return QPoint(round(rect.x() - dx), round(rect.y() - dy))


def _pixel(view: PagesView, point: QPoint) -> QColor:
    """The painted colour at a viewport pixel."""
    return view.viewport().grab().toImage().pixelColor(point)


def _drag_over(qtbot: QtBot, view: PagesView, page: int, words: str) -> tuple[QPoint, QPoint]:
    """Drag from the first word's first letter to the last word's last letter."""
    text = view.texts[page]
    [(start, end)] = text.find(words)
    first, last = text.boxes[start], text.boxes[end - 1]
    begin = _point(view, page, first[0] + 0.5, (first[1] + first[3]) / 2)
    finish = _point(view, page, last[2] - 0.5, (last[1] + last[3]) / 2)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=begin)
    for step in range(1, 6):
        QTest.mouseMove(view.viewport(), begin + (finish - begin) * step / 5)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=finish)
    return begin, finish


def _marked_spot(view: PagesView, rows: list) -> QPoint:
    """A pixel inside the first rectangle of the first annotation, between letters' strokes
    is not guaranteed: the middle of the rectangle's top band."""
    x0, _y0, x1, y1 = rows[0].rects[0]
    return _point(view, rows[0].page - 1, (x0 + x1) / 2, y1 - 1)


def test_select_highlight_comment_undo_and_redo(qtbot: QtBot, window: MainWindow,
                                                 paper: tuple[int, Path]):  # fmt: skip
    entry_id, _path = paper
    reader = open_reader(qtbot, window)
    view, lib = reader.view, window.controller.lib
    _drag_over(qtbot, view, 0, SENTENCE)
    assert view.selected_text() == SENTENCE
    QTest.keyClick(view, Qt.Key.Key_C, CTRL)
    assert QApplication.clipboard().text() == SENTENCE
    QTest.keyClick(view, Qt.Key.Key_H)
    [row] = service.annotations_of(lib, entry_id)
    assert (row.kind, row.text, row.page, row.colour) == ("highlight", SENTENCE, 1, "#ffd400")
    spot = _marked_spot(view, [row])
    painted = _pixel(view, spot)
    assert painted.red() > 220 and painted.green() > 200 and painted.blue() < 170  # yellow
    assert reader.panel.list.count() == 1 and SENTENCE in reader.panel.list.item(0).text()

    QTest.keyClick(view, Qt.Key.Key_C)  # comment on the selected annotation
    assert reader.panel.editor.hasFocus()
    QTest.keyClicks(reader.panel.editor, "Key claim")
    QTest.keyClick(reader.panel.editor, Qt.Key.Key_Return, CTRL)
    assert service.annotations_of(lib, entry_id)[0].comment == "Key claim"
    assert "Key claim" in reader.panel.list.item(0).text()

    QTest.keyClick(view, Qt.Key.Key_Z, CTRL)  # the comment goes
    assert service.annotations_of(lib, entry_id)[0].comment == ""
    QTest.keyClick(view, Qt.Key.Key_Z, CTRL)  # the highlight goes
    assert service.annotations_of(lib, entry_id) == []
    assert _pixel(view, spot).blue() > 230  # white again
    QTest.keyClick(view, Qt.Key.Key_Z, CTRL | SHIFT)
    QTest.keyClick(view, Qt.Key.Key_Z, CTRL | SHIFT)
    [back] = service.annotations_of(lib, entry_id)
    assert (back.id, back.file_id, back.comment) == (row.id, row.file_id, "Key claim")
    assert _pixel(view, spot).blue() < 170


def test_find_paints_every_hit_and_f3_moves_through_them(qtbot: QtBot, window: MainWindow):
    reader = open_reader(qtbot, window)
    view = reader.view
    QTest.keyClick(view, Qt.Key.Key_F, CTRL)
    assert reader.find_box.hasFocus()
    QTest.keyClicks(reader.find_box, "reading")
    QTest.keyClick(reader.find_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: reader.finder.complete, timeout=20_000)
    expected = sum(len(view.texts[p].find("reading")) for p in range(view.page_count))
    assert expected >= 3 and len(reader.finder.hits) == expected
    assert reader.find_status.text() == f"1 of {expected}"
    QTest.keyClick(view, Qt.Key.Key_F3)
    assert reader.finder.current == 1 and reader.find_status.text() == f"2 of {expected}"
    page, rects = reader.finder.hits[1]
    qtbot.waitUntil(lambda: _drawn(view, page), timeout=20_000)
    x0, _y0, x1, y1 = rects[0]
    painted = _pixel(view, _point(view, page, (x0 + x1) / 2, y1 - 1))
    assert painted.red() > 200 and painted.blue() < 150  # the current hit's orange
    QTest.keyClick(view, Qt.Key.Key_F3, SHIFT)
    assert reader.finder.current == 0


def test_an_internal_link_goes_to_its_page_and_back_returns(qtbot: QtBot, window: MainWindow):
    reader = open_reader(qtbot, window)
    view = reader.view
    [link] = [link for link in view.links[0] if link.page == 2]  # "Section 3"
    x0, y0, x1, y1 = link.rect
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_point(view, 0, (x0 + x1) / 2, (y0 + y1) / 2))  # fmt: skip
    assert view.current_page() == 2
    qtbot.waitUntil(lambda: 2 in view.texts, timeout=20_000)
    [(start, _end)] = view.texts[2].find(pdfs.LINKED_TARGET)
    top = view.texts[2].boxes[start][3]
    assert 0 <= _point(view, 2, 100, top).y() < view.viewport().height() / 2  # in view
    QTest.keyClick(view, Qt.Key.Key_Left, ALT)
    assert view.current_page() == 0
    QTest.keyClick(view, Qt.Key.Key_Right, ALT)
    assert view.current_page() == 2


def test_a_web_link_opens_only_once_confirmed(qtbot: QtBot, window: MainWindow,
                                              opened: list[QUrl], monkeypatch):  # fmt: skip
    from PySide6.QtWidgets import QMessageBox

    reader = open_reader(qtbot, window)
    view = reader.view
    [link] = [link for link in view.links[0] if link.uri]
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _p, _t, text: asked.append(text) or answers.pop(0))  # fmt: skip
    x0, y0, x1, y1 = link.rect
    where = _point(view, 0, (x0 + x1) / 2, (y0 + y1) / 2)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert opened == [] and "https://example.org/papershelf" in asked[0]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert opened == [QUrl("https://example.org/papershelf")]


def test_keys_move_by_page_and_zoom_and_the_place_is_remembered(qtbot: QtBot, window: MainWindow):
    reader = open_reader(qtbot, window)
    view = reader.view
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    assert view.current_page() == 1 and reader.page_box.value() == 2
    QTest.keyClick(view, Qt.Key.Key_End)
    assert view.current_page() == 2
    QTest.keyClick(view, Qt.Key.Key_Home)
    assert view.current_page() == 0
    before = view.scale
    QTest.keyClick(view, Qt.Key.Key_Equal, CTRL)
    assert view.scale == pytest.approx(before * 1.2)
    QTest.keyClick(view, Qt.Key.Key_1, CTRL)
    assert view.scale == pytest.approx(before)
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    QTest.keyClick(view, Qt.Key.Key_W, CTRL)  # close: the place is kept
    qtbot.waitUntil(lambda: not window.reader.readers, timeout=5_000)
    again = open_reader(qtbot, window)
    assert again.view.current_page() == 1


def test_annotations_made_elsewhere_show_on_open(qtbot: QtBot, window: MainWindow,
                                                 paper: tuple[int, Path]):  # fmt: skip
    from pypdf import PdfReader, PdfWriter
    from pypdf.annotations import Text

    _entry_id, path = paper
    writer = PdfWriter(clone_from=PdfReader(path))
    writer.add_annotation(1, Text(text="Okular says hi", rect=(100, 600, 120, 620)))
    writer.write(path)
    reader = open_reader(qtbot, window)
    qtbot.waitUntil(lambda: reader.panel.list.count() == 1, timeout=10_000)
    shown = reader.panel.list.item(0).text()
    assert "p. 2 · note (from the file)" in shown and "Okular says hi" in shown


def test_a_damaged_pdf_says_why_in_the_window(qtbot: QtBot, window: MainWindow,
                                              paper: tuple[int, Path]):  # fmt: skip
    _entry_id, path = paper
    path.write_bytes(path.read_bytes()[:800])
    QTest.keyClick(window.table, Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: bool(window.reader.readers), timeout=10_000)
    reader = next(iter(window.reader.readers.values()))
    assert reader.problem.startswith("This PDF could not be shown: meitner.pdf is damaged")


def test_f1_lists_every_key_of_the_reader(qtbot: QtBot, window: MainWindow):
    from papershelf.gui.dialogs.shortcuts_dialog import ShortcutsDialog

    reader = open_reader(qtbot, window)
    QTest.keyClick(reader.view, Qt.Key.Key_F1)
    dialog = reader.findChild(ShortcutsDialog)
    assert dialog is not None
    rows = {dialog._cell(r, 0): dialog._cell(r, 1) for r in range(dialog.table.rowCount())}
    assert rows["Highlight"] == "H" and rows["Find"] == "Ctrl+F" and rows["Back"] == "Alt+Left"
    assert rows["Next page"] == "PgDown" and rows["Undo"] == "Ctrl+Z"
    assert "Read PDF" in {a.text().replace("&", "") for a in window.actions()}


def test_an_encrypted_pdf_asks_for_its_password(qtbot: QtBot, window: MainWindow,
                                                paper: tuple[int, Path], typeset_pdfs,
                                                monkeypatch):  # fmt: skip
    _entry_id, path = paper
    shutil.copy(typeset_pdfs.get("encrypted"), path)
    asked: list[str] = []
    answers = ["guess", "secret"]
    monkeypatch.setattr(ReaderWindow, "ask_password",
                        lambda _self, why: asked.append(why) or answers.pop(0))  # fmt: skip
    reader = open_reader(qtbot, window)
    assert asked == ["needs a password", "needs a password: that one is wrong"]
    assert reader.problem == "" and reader.view.page_count >= 1


def test_annotations_go_into_the_papers_notes_as_one_undo_step(
    qtbot: QtBot, window: MainWindow, paper: tuple[int, Path]
):
    from papershelf.library.entries_sql import entry_column

    entry_id, _path = paper
    reader = open_reader(qtbot, window)
    lib = window.controller.lib
    _drag_over(qtbot, reader.view, 0, SENTENCE)
    QTest.keyClick(reader.view, Qt.Key.Key_H)
    QTest.keyClick(reader.view, Qt.Key.Key_N, CTRL | SHIFT)
    notes = str(entry_column(lib, entry_id, "notes")[0])
    assert notes.startswith("### Links Between Pages [@meitner1938]")
    assert f"> “{SENTENCE}” [@meitner1938, p. 1]" in notes
    QTest.keyClick(reader.view, Qt.Key.Key_Z, CTRL)
    assert entry_column(lib, entry_id, "notes")[0] == ""
    assert len(service.annotations_of(lib, entry_id)) == 1


def test_the_contents_tab_lists_the_outline_and_a_click_jumps(qtbot: QtBot, window: MainWindow):
    reader = open_reader(qtbot, window)
    tree = reader.outline
    titles = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    assert titles == ["Introduction", "Results", "Method"]
    reader.tabs.setCurrentWidget(tree)
    method = tree.topLevelItem(2)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=tree.visualItemRect(method).center())  # fmt: skip
    assert reader.view.current_page() == 2 and reader.page_box.value() == 3


def test_dark_pages_are_painted_dark_and_remembered(qtbot: QtBot, window: MainWindow):
    reader = open_reader(qtbot, window)
    view = reader.view
    margin = _point(view, 0, 30, 400)  # the page's white margin
    assert _pixel(view, margin).lightness() > 240
    QTest.keyClick(view, Qt.Key.Key_D, CTRL | SHIFT)
    assert _pixel(view, margin).lightness() < 20
    QTest.keyClick(view, Qt.Key.Key_W, CTRL)
    qtbot.waitUntil(lambda: not window.reader.readers, timeout=5_000)
    again = open_reader(qtbot, window)
    assert again.view.dark and _pixel(again.view, margin).lightness() < 20


def test_turned_pages_are_drawn_turned_and_select_the_same_words(qtbot: QtBot, window: MainWindow):
    reader = open_reader(qtbot, window)
    view = reader.view
    upright = view.layout_.page_rect(0, view.viewport().width())
    QTest.keyClick(view, Qt.Key.Key_BracketRight, CTRL)
    turned = view.layout_.page_rect(0, view.viewport().width())
    assert (turned.width(), turned.height()) == pytest.approx((upright.height(), upright.width()))
    qtbot.waitUntil(lambda: _drawn(view, 0), timeout=20_000)
    scale = round(view.scale * view.devicePixelRatioF(), 4)
    places = [place for at, place, _image in view.cache.of_page(0) if at == scale]
    assert places and max(p.right() for p in places) == pytest.approx(
        turned.width() / view.scale, abs=1
    )
    _drag_over(qtbot, view, 0, SENTENCE)
    assert view.selected_text() == SENTENCE
    QTest.keyClick(view, Qt.Key.Key_BracketLeft, CTRL)
    assert view.layout_.page_rect(0, view.viewport().width()).height() == pytest.approx(
        upright.height()
    )


def test_the_pages_tab_shows_every_page_and_a_click_goes_there(qtbot: QtBot, window: MainWindow):
    reader = open_reader(qtbot, window)
    strip = reader.thumbnails
    assert strip.count() == 3 and not strip.asked
    reader.tabs.setCurrentWidget(strip)
    qtbot.waitUntil(lambda: all(not strip.item(i).icon().isNull() for i in range(3)),
                    timeout=20_000)  # fmt: skip
    picture = strip.item(2).icon().pixmap(strip.iconSize()).toImage()
    assert picture.height() > picture.width() > 50  # a page, upright
    qtbot.mouseClick(strip.viewport(), Qt.MouseButton.LeftButton,
                     pos=strip.visualItemRect(strip.item(2)).center())  # fmt: skip
    assert reader.view.current_page() == 2


def test_a_full_text_hit_opens_the_pdf_at_its_page_with_the_words_marked(
    qtbot: QtBot, window: MainWindow
):
    from papershelf.library import fulltext as extraction

    lib = window.controller.lib
    qtbot.waitUntil(lambda: extraction.pending_count(lib) == 0, timeout=60_000)
    window.search.setFocus()
    qtbot.keyClicks(window.search, f'fulltext:"{pdfs.LINKED_TARGET}"')
    qtbot.waitUntil(lambda: window.model.query == window.search.text(), timeout=5_000)
    qtbot.waitUntil(lambda: window.model.rowCount() == 1, timeout=5_000)
    window.table.selectRow(0)
    strip = window.detail.pdf_hits
    qtbot.waitUntil(strip.isVisible, timeout=5_000)
    assert "In the PDF, page 3:" in strip.text()
    line = strip.contentsRect()
    where = QPoint(line.right() - 40, line.top() + strip.fontMetrics().height() // 2 + 2)
    qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=where)  # the sentence, a link
    qtbot.waitUntil(lambda: bool(window.reader.readers), timeout=10_000)
    reader = next(iter(window.reader.readers.values()))
    qtbot.waitUntil(lambda: reader.finder.complete, timeout=20_000)
    assert reader.view.current_page() == 2
    assert reader.finder.hits and reader.finder.hits[reader.finder.current][0] == 2
    assert reader.find_box.text() == pdfs.LINKED_TARGET


def test_reading_an_unread_papers_pdf_marks_it_reading_unless_turned_off(
    qtbot: QtBot, window: MainWindow, paper: tuple[int, Path], settings: Settings
):
    from papershelf.library.entries_sql import key_title_status
    from papershelf.library.models import Status

    entry_id, _path = paper
    lib = window.controller.lib
    assert key_title_status(lib, entry_id)[2] == Status.UNREAD
    reader = open_reader(qtbot, window)
    assert key_title_status(lib, entry_id)[2] == Status.READING
    window.controller.undo_stack.undo()  # one step, like any status change
    assert key_title_status(lib, entry_id)[2] == Status.UNREAD
    reader.close()
    qtbot.waitUntil(lambda: not window.reader.readers, timeout=5_000)
    settings.set_integer(Settings.READER_MARKS_READING, 0)
    open_reader(qtbot, window)
    assert key_title_status(lib, entry_id)[2] == Status.UNREAD


def test_the_preference_is_in_the_preferences_dialog(qtbot: QtBot, window: MainWindow,
                                                    settings: Settings):  # fmt: skip
    from PySide6.QtWidgets import QDialogButtonBox

    from papershelf.gui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(settings, window, window.controller)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.marks_reading
    assert box.isChecked()  # on by default
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert Settings(settings.path).integer(Settings.READER_MARKS_READING, 1) == 0  # saved


def test_a_sticky_note_at_selected_words_takes_its_text_next(
    qtbot: QtBot, window: MainWindow, paper: tuple[int, Path]
):
    entry_id, _path = paper
    reader = open_reader(qtbot, window)
    _drag_over(qtbot, reader.view, 0, SENTENCE)
    QTest.keyClick(reader.view, Qt.Key.Key_N)
    assert reader.panel.editor.hasFocus()
    QTest.keyClicks(reader.panel.editor, "Check the proof")
    QTest.keyClick(reader.panel.editor, Qt.Key.Key_Return, CTRL)
    [note] = service.annotations_of(window.controller.lib, entry_id)
    assert (note.kind, note.comment, note.text, len(note.rects)) == (
        "note", "Check the proof", SENTENCE, 1
    )  # fmt: skip
