"""Sharing an annotation with the group from the reader's panel (issue 36), by real events on
a shared library: a member's annotation is private and says so; a click on "Shared with the
group" shows it to the other member (an undo step takes it back); another member's shared
annotation says whose it is, and its box cannot be unticked by them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.reader.window import ReaderWindow
from papershelf.library.db import open_library
from papershelf.library.queries import ordered_ids
from papershelf.services import annotations as service
from papershelf.services import people
from papershelf.services.attachments import attachments_of
from tests.gui import test_positions_pg as positions_tests
from tests.gui.shared_windows import Opener, activate
from tests.members_pg import Member

pytestmark = [pytest.mark.postgresql, pytest.mark.slow]  # the reader's worker renders pages
RECT = (72.0, 700.0, 200.0, 712.0)
CTRL = Qt.KeyboardModifier.ControlModifier
pair, opener = positions_tests.pair, positions_tests.opener  # a paper with a PDF, two members


def _annotate(member: Member, comment: str, name: str) -> int:
    """The member (shown as *name*) marks page 1 of the paper's PDF from their own session,
    privately; the annotation's id."""
    lib = open_library(member.url)
    try:
        people.set_display_name(lib, name)
        paper = min(ordered_ids(lib))
        pdf = attachments_of(lib, paper)[0].id
        row, _ = service.add(lib, paper, pdf, 1, "highlight", [RECT], "marked", comment)
        return row.id
    finally:
        lib.close()


def _shared_ids(member: Member) -> list[int]:
    """The ids of the annotations *member* sees."""
    lib = open_library(member.url)
    try:
        return [r.id for r in service.annotations_of(lib, min(ordered_ids(lib)))]
    finally:
        lib.close()


def _open_reader(qtbot: QtBot, window: MainWindow) -> ReaderWindow:
    """Click the paper with the PDF, Ctrl+R; the reader once its pages are read."""
    activate(qtbot, window)
    paper = min(window.model.ids)
    row = window.model.row_of(paper)
    assert row is not None
    rect = window.table.visualRect(window.model.index(row, 0))
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.keyClick(window.table, Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: bool(window.reader.readers), timeout=10_000)
    reader = next(iter(window.reader.readers.values()))
    qtbot.waitExposed(reader)
    qtbot.waitUntil(lambda: reader.view.page_count == 4, timeout=20_000)
    return reader


def _click_item(qtbot: QtBot, reader: ReaderWindow, index: int) -> str:
    """Click the panel's *index*th annotation; its text."""
    panel = reader.panel
    item = panel.list.item(index)
    rect = panel.list.visualItemRect(item)
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    return item.text()


def test_a_member_shares_an_annotation_with_the_group(
    qtbot: QtBot, pair: tuple[Path, Member, Member], opener: Opener
) -> None:
    _path, ann, bea = pair
    mine = _annotate(ann, "ask in the club", "Ann")
    theirs = _annotate(bea, "bea's own thought", "Bea")
    window = opener(ann.url)
    reader = _open_reader(qtbot, window)
    panel = reader.panel
    assert panel.list.count() == 1  # bea's private one is not read
    assert _click_item(qtbot, reader, 0).endswith("— Ann · private")
    assert panel.public.isVisible() and panel.public.isEnabled()
    assert not panel.public.isChecked()
    assert _shared_ids(bea) == [theirs]
    panel.public.click()
    qtbot.waitUntil(lambda: _shared_ids(bea) == sorted([mine, theirs]), timeout=3000)
    qtbot.waitUntil(lambda: panel.list.item(0).text().endswith("· shared with the group"))
    QTest.keyClick(reader.view, Qt.Key.Key_Z, CTRL)  # undo: private again
    qtbot.waitUntil(lambda: _shared_ids(bea) == [theirs], timeout=3000)
    lib = open_library(bea.url)
    try:
        service.update(lib, theirs, public=True)  # bea shares hers
    finally:
        lib.close()
    reader.annotator.reload_annotations()
    texts = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert sum(text.endswith("— Bea · shared with the group") for text in texts) == 1
    index = next(i for i, text in enumerate(texts) if "Bea" in text)
    _click_item(qtbot, reader, index)
    assert panel.public.isChecked() and not panel.public.isEnabled()  # not ann's to hide
