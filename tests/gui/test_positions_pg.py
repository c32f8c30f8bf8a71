"""On a shared library each member's reader keeps their own place (issue 36, schema 11),
driven by real events: a member reads a real PDF to page 2 in the in-app reader and closes
it; their Progress cell says so in every window of theirs (another computer's settings
included, and an open window live), another member's stays empty."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.reader.positions import position_key
from papershelf.library.db import open_library
from papershelf.library.queries import ordered_ids
from papershelf.services.attachments import attach
from papershelf.services.fulltext import extract_pending
from tests.backends import server_schema
from tests.factories import add, record
from tests.gui.shared_windows import Opener, activate, server_url, window_opener
from tests.gui.test_list_columns import _read_to_page_two, header_menu_texts, painted
from tests.members_pg import Member, members_of

PDF = Path(__file__).parents[1] / "data" / "pdfs" / "iopart-num.pdf"  # 4 pages, TeX Live's

pytestmark = [pytest.mark.postgresql, pytest.mark.slow]  # the reader's worker renders pages


@pytest.fixture
def pair(tmp_path: Path) -> Iterator[tuple[Path, Member, Member]]:
    """A shared library with a paper whose real PDF its first member attached and read the
    text of, and two members (dropped after the windows close: ask for it before `opener`)."""
    path = tmp_path / "iopart-num.pdf"
    shutil.copy(PDF, path)
    for url in server_schema(server_url()):
        add_lib = open_library(url)
        add(add_lib, record("The iopart-num BibTeX style", 2009, key="caprio2009"))
        add(add_lib, record("A paper without a file", 2011))
        add_lib.close()
        with members_of(url, 2) as (ann, bea):
            lib = open_library(ann.url)
            try:
                paper = min(ordered_ids(lib))
                attach(lib, paper, path, copy=False)
                extract_pending(lib, entry_ids=[paper])
            finally:
                lib.close()
            yield path, ann, bea


@pytest.fixture
def opener(qtbot: QtBot, tmp_path: Path) -> Iterator[Opener]:
    """Opens windows as the app does; closes them after the test."""
    yield from window_opener(qtbot, tmp_path)


def _progress_shown(qtbot: QtBot, window_opener: Opener, member: Member) -> MainWindow:
    """A window of *member* with the Progress column shown through the header's menu."""
    window = window_opener(member.url)
    activate(qtbot, window)
    header_menu_texts(qtbot, window, click="Progress")
    return window


def test_each_member_sees_their_own_place_in_a_pdf(
    qtbot: QtBot, pair: tuple[Path, Member, Member], opener: Opener
) -> None:
    path, ann, bea = pair
    reading = _progress_shown(qtbot, opener, ann)
    elsewhere = _progress_shown(qtbot, opener, ann)  # another window of ann's, open meanwhile
    paper = min(reading.model.ids)
    assert painted(reading, paper, "progress") == ""  # never opened
    _read_to_page_two(qtbot, reading, paper)
    qtbot.waitUntil(lambda: painted(reading, paper, "progress") == "p. 2 of 4", timeout=3000)
    assert reading.settings.text(position_key(path)) == ""  # kept in the library: hers
    qtbot.waitUntil(lambda: painted(elsewhere, paper, "progress") == "p. 2 of 4", timeout=3000)
    again = _progress_shown(qtbot, opener, ann)  # a computer of ann's with no settings yet
    assert painted(again, paper, "progress") == "p. 2 of 4"
    other = _progress_shown(qtbot, opener, bea)
    assert painted(other, paper, "progress") == ""  # bea never opened it
