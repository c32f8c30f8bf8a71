"""The real main window on a shared library (a PostgreSQL server) as on a file: it opens as
`papershelf --library URL` opens it, pages, sorts, shows and edits entries, tags them; two
windows on one server library see each other's edits within a second; search says plainly
when the server cannot do it yet. The single-window tests run on both backends."""

from __future__ import annotations

import statistics
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from papershelf.gui.live.live_watcher import LiveWatcher
from papershelf.gui.organise.quick_tag import QuickTagPopup
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.locations import LibraryTarget
from papershelf.library.queries import Scope, get_entry
from tests.backends import BACKENDS, server_schema
from tests.gui.dnd import drag_with_mouse
from tests.gui.shared_windows import (
    CTRL,
    PASSWORD,
    Opener,
    cell,
    click_cell,
    fill,
    retitle,
    server_url,
    window_opener,
    with_password,
)
from tests.gui.test_organising import _list_order, _queue
from tests.pg_sessions import terminate, terminate_when_waiting

psycopg = pytest.importorskip("psycopg")

LATENCY_LIMIT_S = 1.0  # the "typically within a second", for the median edit
# No single edit may take more than twice that: a wait of 5 s let a window that was seconds
# behind pass as "within a second" so long as the median held.
LATENCY_CEILING_MS = 2000


@pytest.fixture
def opener(qtbot: QtBot, tmp_path: Path) -> Iterator[Opener]:
    """Opens windows as the app does; closes them after the test."""
    yield from window_opener(qtbot, tmp_path)


@pytest.fixture(params=BACKENDS)
def target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[LibraryTarget]:
    """The sample library in a file, or on the server (named with a password)."""
    if request.param == "sqlite":
        path = tmp_path / "lab.sqlite"
        fill(path)
        yield path
        return
    for url in server_schema(server_url()):
        fill(url)
        yield with_password(url)


@pytest.fixture
def shared(tmp_path: Path) -> Iterator[str]:
    """The sample library on the server only."""
    for url in server_schema(server_url()):
        fill(url)
        yield url


def test_the_window_opens_pages_and_sorts(
    qtbot: QtBot, opener: Opener, target: LibraryTarget
) -> None:
    window = opener(target)
    assert window.model.rowCount() == 19 and window.count_label.text() == "19 entries"
    assert PASSWORD not in window.windowTitle()
    assert "/tmp" not in window.windowTitle() and "postgresql:" not in window.windowTitle()
    header = window.table.horizontalHeader()
    x = header.sectionViewportPosition(COLUMN_INDEX["title"]) + 20
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    titles = [cell(window, window.model.entry_id(r), "title") for r in range(19)]
    assert titles in (
        sorted(titles, key=str.casefold),
        sorted(titles, key=str.casefold, reverse=True),
    )
    click_cell(qtbot, window, 3)
    shown = window.model.entry_id(3)
    entry = get_entry(window.controller.lib, shown)
    assert entry is not None and entry.title in window.detail.reading_text()


def test_an_edit_and_a_tag_are_saved(qtbot: QtBot, opener: Opener, target: LibraryTarget) -> None:
    window = opener(target)
    entry_id = retitle(qtbot, window, 2, "Edited in the shared window")
    qtbot.waitUntil(lambda: cell(window, entry_id, "title") == "Edited in the shared window")
    click_cell(qtbot, window, window.model.row_of(entry_id) or 0)
    qtbot.keyClick(window.table, Qt.Key.Key_T, CTRL)
    popup = window.findChild(QuickTagPopup)
    assert popup is not None
    qtbot.keyClicks(popup.filter_edit, "journal-club")
    qtbot.keyClick(popup.filter_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "journal-club" in cell(window, entry_id, "tags"))
    entry = get_entry(window.controller.lib, entry_id)
    assert entry is not None and entry.title == "Edited in the shared window"


def test_a_reading_list_is_reordered_by_dragging(
    qtbot: QtBot, opener: Opener, target: LibraryTarget
) -> None:
    window = opener(target)
    list_id = _queue(window)
    window.show_scope(Scope("list", list_id))
    order = _list_order(window, list_id)
    click_cell(qtbot, window, 5)
    start = window.table.visualRect(window.model.index(5, COLUMN_INDEX["title"])).center()
    above = window.table.visualRect(window.model.index(1, COLUMN_INDEX["title"]))
    drag = drag_with_mouse(
        window.table, start, window.table.viewport(), QPoint(above.center().x(), above.top() + 2)
    )
    assert drag.accepted_move == Qt.DropAction.MoveAction
    moved = [*order[:1], order[5], *order[1:5], *order[6:]]
    assert _list_order(window, list_id) == moved
    assert [window.model.entry_id(r) for r in range(len(order))] == moved


def test_search_finds_words_on_either_backend(
    qtbot: QtBot, opener: Opener, target: LibraryTarget
) -> None:
    """Words find some entries, not all, on a file and on a server alike."""
    window = opener(target)
    qtbot.keyClick(window, Qt.Key.Key_F, CTRL)
    qtbot.keyClicks(window.search, "learning")
    qtbot.waitUntil(lambda: window.model.query == "learning", timeout=5000)
    qtbot.waitUntil(lambda: 0 < window.model.rowCount() < 19, timeout=5000)


@pytest.mark.postgresql
def test_two_windows_see_each_others_edits_within_a_second(
    qtbot: QtBot, opener: Opener, shared: str
) -> None:
    a, b = opener(shared), opener(shared)
    assert a.controller.lib.session_pid() != b.controller.lib.session_pid()
    watch_a, watch_b = a.safety.watcher, b.safety.watcher  # type: ignore[attr-defined]
    assert isinstance(watch_a, LiveWatcher) and isinstance(watch_b, LiveWatcher)
    for window in (a, b):
        label = window.statusBar().findChild(QLabel, "liveStatus")
        qtbot.waitUntil(lambda label=label: label.text().startswith("Live: "), timeout=5000)
    latencies = []
    for n in range(5):
        title = f"Edited in window A, round {n}"
        seen_by_a = watch_a.applied
        entry_id = retitle(qtbot, a, n, title, save=False)
        start = time.perf_counter()
        qtbot.keyClick(a.detail.form.title_box, Qt.Key.Key_S, CTRL)
        shown = (entry_id, title)
        qtbot.waitUntil(
            lambda shown=shown: cell(b, shown[0], "title") == shown[1], timeout=LATENCY_CEILING_MS
        )
        latencies.append(time.perf_counter() - start)
        qtbot.wait(100)  # A's own notice would have come by now
        assert watch_a.applied == seen_by_a  # A does not apply its own edit again
    row = 7
    click_cell(qtbot, b, row)
    tagged = b.table.selected_ids()[0]
    qtbot.keyClick(b.table, Qt.Key.Key_T, CTRL)
    popup = b.findChild(QuickTagPopup)
    assert popup is not None
    qtbot.keyClicks(popup.filter_edit, "from-b")
    start = time.perf_counter()
    qtbot.keyClick(popup.filter_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "from-b" in cell(a, tagged, "tags"), timeout=LATENCY_CEILING_MS)
    latencies.append(time.perf_counter() - start)
    typical = statistics.median(latencies)
    print(
        f"\nbench: edit in one window to shown in the other: "
        f"median {typical * 1000:.0f} ms, max {max(latencies) * 1000:.0f} ms "
        f"over {len(latencies)} edits"
    )
    assert typical < LATENCY_LIMIT_S


@pytest.mark.postgresql
def test_a_killed_session_costs_nothing_typed(qtbot: QtBot, opener: Opener, shared: str) -> None:
    """pg_terminate_backend on the window's session: between transactions the next save
    simply connects again; in the middle of one the save says the connection was lost, the
    form keeps what was typed, and saving again works."""
    window = opener(shared)
    lib = window.controller.lib
    pid = lib.session_pid()
    assert pid is not None
    terminate(shared, pid)
    entry_id = retitle(qtbot, window, 1, "Saved after the kill")
    qtbot.waitUntil(lambda: cell(window, entry_id, "title") == "Saved after the kill")
    assert lib.session_pid() not in (None, pid)
    entry_id = retitle(qtbot, window, 2, "Typed before the kill", save=False)
    form = window.detail.form
    holder = psycopg.connect(shared, autocommit=True)
    with holder:
        holder.execute("BEGIN")
        holder.execute("SELECT id FROM entry WHERE id = %s FOR UPDATE", (entry_id,))
        killer = threading.Thread(target=terminate_when_waiting, args=(shared, lib.session_pid()))
        killer.start()
        qtbot.keyClick(form.title_box, Qt.Key.Key_S, CTRL)  # waits for the row until killed
        killer.join()
        holder.execute("ROLLBACK")
    assert form.failure.isVisible()
    assert "connection to the library's server was lost" in form.failure.label.text()
    assert PASSWORD not in form.failure.label.text()
    assert form.title_box.toPlainText() == "Typed before the kill"
    qtbot.keyClick(form.title_box, Qt.Key.Key_S, CTRL)
    qtbot.waitUntil(lambda: cell(window, entry_id, "title") == "Typed before the kill")
    assert not form.failure.isVisible()
