"""The list's Progress, Read by and Readers columns driven by real events: each is shown through
the header's context menu (a click on its entry), then checked in the painted cell. Progress is
the page where the in-app reader left a real PDF over its extracted page count (issue 33);
Read by and Readers are the members who marked a paper read on a shared library (issue 36)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import Library, open_library
from papershelf.library.models import Status
from papershelf.library.queries import ordered_ids
from papershelf.services import people
from papershelf.services.attachments import attach
from papershelf.services.entries import set_status
from papershelf.services.fulltext import extract_pending
from tests.backends import server_schema
from tests.factories import add, record
from tests.gui.conftest import shown_window
from tests.gui.shared_windows import Opener, activate, fill, server_url, window_opener
from tests.members_pg import Member, members_of

PDF = Path(__file__).parents[1] / "data" / "pdfs" / "iopart-num.pdf"  # 4 pages, TeX Live's
CTRL = Qt.KeyboardModifier.ControlModifier


def header_menu_texts(qtbot: QtBot, window: MainWindow, click: str = "") -> list[str]:
    """Right-click the table's header; click the entry *click* (if any) in the menu that opens
    (closed with Escape otherwise). The texts of the menu's visible entries."""
    header = window.table.horizontalHeader()
    texts: list[str] = []

    def choose() -> None:
        popup = QApplication.activePopupWidget()
        assert isinstance(popup, QMenu)
        shown = [a for a in popup.actions() if a.isVisible() and a.text()]
        texts.extend(a.text() for a in shown)
        wanted = next((a for a in shown if a.text() == click), None)
        if wanted is None:
            QTest.keyClick(popup, Qt.Key.Key_Escape)
            return
        pos = popup.actionGeometry(wanted).center()
        QTest.mouseClick(popup, Qt.MouseButton.LeftButton, pos=pos)

    QTimer.singleShot(0, choose)
    pos = QPoint(header.sectionViewportPosition(COLUMN_INDEX["year"]) + 4, header.height() // 2)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, header.mapToGlobal(pos))
    QApplication.sendEvent(header.viewport(), event)
    return texts


def painted(window: MainWindow, entry_id: int, column: str) -> str:
    """The text of the cell of *entry_id* in *column*, scrolled onto the screen ('' is an
    empty cell; an AssertionError when the column is hidden or the row is not shown)."""
    row = window.model.row_of(entry_id)
    assert row is not None
    index = window.model.index(row, COLUMN_INDEX[column])
    window.table.scrollTo(index)  # as a person scrolls a narrow table sideways
    rect = window.table.visualRect(index)
    assert rect.width() > 0 and window.table.viewport().rect().intersects(rect)
    return str(window.table.indexAt(rect.center()).data() or "")


@pytest.fixture
def paper(lib: Library, tmp_path: Path) -> int:
    """An entry with a real 4-page PDF linked, its text extracted (so its pages are counted)."""
    path = tmp_path / "iopart-num.pdf"
    shutil.copy(PDF, path)
    entry_id = add(lib, record("The iopart-num BibTeX style", 2009, key="caprio2009")).added[0]
    attach(lib, entry_id, path, copy=False)
    extract_pending(lib, entry_ids=[entry_id])
    return entry_id


@pytest.mark.slow  # the reader opens: a worker process, pages rendered (~4 s)
def test_progress_shows_the_page_the_reader_left(
    qtbot: QtBot, lib: Library, settings: Settings, paper: int
) -> None:
    add(lib, record("A paper without a file", 2011))
    window = shown_window(qtbot, lib, settings)
    try:
        header = window.table.horizontalHeader()
        assert header.isSectionHidden(COLUMN_INDEX["progress"])  # hidden until asked for
        assert "Progress" in header_menu_texts(qtbot, window, click="Progress")
        assert not header.isSectionHidden(COLUMN_INDEX["progress"])
        other = next(i for i in window.model.ids if i != paper)
        assert painted(window, paper, "progress") == ""  # never opened in the reader
        assert painted(window, other, "progress") == ""
        _read_to_page_two(qtbot, window, paper)
        qtbot.waitUntil(lambda: painted(window, paper, "progress") == "p. 2 of 4", timeout=3000)
        assert painted(window, other, "progress") == ""
    finally:
        window.close()  # the layout is remembered
    again = shown_window(qtbot, lib, settings)
    try:
        assert painted(again, paper, "progress") == "p. 2 of 4"  # the next start shows it
    finally:
        again.close()


def _read_to_page_two(qtbot: QtBot, window: MainWindow, entry_id: int) -> None:
    """Click the paper's title, Ctrl+R, Page Down once, Ctrl+W (the reader keeps its place)."""
    row = window.model.row_of(entry_id)
    assert row is not None
    activate(qtbot, window)
    title = window.model.index(row, COLUMN_INDEX["title"])
    window.table.scrollTo(title)
    rect = window.table.visualRect(title)
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.keyClick(window.table, Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: bool(window.reader.readers), timeout=10_000)
    reader = next(iter(window.reader.readers.values()))
    qtbot.waitExposed(reader)
    qtbot.waitUntil(lambda: reader.view.page_count == 4 and 0 in reader.view.texts, timeout=20_000)
    qtbot.waitUntil(reader.isActiveWindow, timeout=5_000)
    QTest.keyClick(reader.view, Qt.Key.Key_PageDown)
    assert reader.view.current_page() == 1
    QTest.keyClick(reader.view, Qt.Key.Key_W, CTRL)
    qtbot.waitUntil(lambda: not window.reader.readers, timeout=5_000)
    assert window.table.selected_ids() == [entry_id]


def test_a_click_on_the_progress_header_keeps_the_order(
    qtbot: QtBot, lib: Library, settings: Settings
) -> None:
    add(lib, record("Older", 2001), record("Newer", 2002))
    window = shown_window(qtbot, lib, settings)
    try:
        header_menu_texts(qtbot, window, click="Progress")
        header = window.table.horizontalHeader()
        before = (list(window.model.ids), header.sortIndicatorSection())
        column = COLUMN_INDEX["progress"]
        window.table.scrollTo(window.model.index(0, column))
        pos = QPoint(header.sectionViewportPosition(column) + 10, header.height() // 2)
        QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        qtbot.waitUntil(lambda: header.sortIndicatorSection() == before[1], timeout=1000)
        assert (list(window.model.ids), header.sortIndicatorSection()) == before
    finally:
        window.close()


def test_a_file_library_offers_no_reader_columns(qtbot: QtBot, lib: Library, settings: Settings):
    add(lib, record("Alone", 2020))
    window = shown_window(qtbot, lib, settings)
    try:
        texts = header_menu_texts(qtbot, window)
        assert "Progress" in texts and "Read by" not in texts and "Readers" not in texts
        header = window.table.horizontalHeader()
        assert header.isSectionHidden(COLUMN_INDEX["read_by"])
        assert header.isSectionHidden(COLUMN_INDEX["readers"])
        header.showSection(COLUMN_INDEX["read_by"])  # as a shared library's layout had it
    finally:
        window.close()  # the layout is remembered
    again = shown_window(qtbot, lib, settings)
    try:
        assert again.table.horizontalHeader().isSectionHidden(COLUMN_INDEX["read_by"])
    finally:
        again.close()


@pytest.fixture
def opener(qtbot: QtBot, tmp_path: Path) -> Iterator[Opener]:
    """Opens windows as the app does; closes them after the test."""
    yield from window_opener(qtbot, tmp_path)


@pytest.fixture
def pair() -> Iterator[tuple[str, Member, Member]]:
    """The sample library on the server and two members of it (dropped after the windows
    close: ask for it before `opener`)."""
    for url in server_schema(server_url()):
        fill(url)
        with members_of(url, 2) as (ann, bea):
            yield url, ann, bea


def _read(member: Member, entry_id: int, name: str = "") -> None:
    """The member (shown as *name*, if given) marks a paper read from their own session."""
    lib = open_library(member.url)
    try:
        if name:
            people.set_display_name(lib, name)
        set_status(lib, [entry_id], Status.READ)
    finally:
        lib.close()


@pytest.mark.postgresql
def test_read_by_and_readers_show_the_members_who_read_a_paper(
    qtbot: QtBot, pair: tuple[str, Member, Member], opener: Opener
) -> None:
    url, ann, bea = pair
    lib = open_library(url)
    both, one, none = sorted(ordered_ids(lib))[:3]
    lib.close()
    _read(bea, both, name="Bea")
    _read(bea, one)
    _read(ann, both)
    window = opener(ann.url)
    activate(qtbot, window)
    header_menu_texts(qtbot, window, click="Read by")
    header_menu_texts(qtbot, window, click="Readers")
    names = ", ".join(sorted([ann.role, "Bea"], key=str.casefold))
    assert painted(window, both, "read_by") == names
    assert painted(window, both, "readers") == "2"
    assert (painted(window, one, "read_by"), painted(window, one, "readers")) == ("Bea", "1")
    assert (painted(window, none, "read_by"), painted(window, none, "readers")) == ("", "0")
    _read(bea, none)  # while the window is open: the live update brings it in
    qtbot.waitUntil(lambda: painted(window, none, "read_by") == "Bea", timeout=3000)
    assert painted(window, none, "readers") == "1"
