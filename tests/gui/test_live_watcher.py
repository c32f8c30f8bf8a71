"""A shared library's window live (gui.live_watcher): remote changes arrive from the listener's
thread and show; a lost connection makes the window read-only with a banner and Retry, keeps
what was typed, and gives writing back on reconnection. The feed is a stand-in driven from a
thread of its own (the real one, on the server, is tested in tests/services/test_live.py)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection, Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QToolBar
from pytestqt.qtbot import QtBot

from papershelf.gui.live.live_status import LiveStatus, server_url
from papershelf.gui.live.live_watcher import LiveWatcher
from papershelf.gui.live.read_only import window_write_actions
from papershelf.gui.main_window import MainWindow
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.postgresql.changes import LinkState
from papershelf.library.queries import get_entry
from papershelf.services.changes import Changes
from papershelf.services.entries import update_entry
from papershelf.services.live import MISSED, RemoteChanges

CTRL = Qt.KeyboardModifier.ControlModifier
LOST = LinkState("lost", "connection failed: server closed the connection\nmore", 4.0, 1)


class FakeFeed:
    """Stands in for LiveFeed: the test sends changes and states from another thread."""

    def __init__(
        self,
        url: str,
        on_changes: Callable[[RemoteChanges], None],
        on_state: Callable[[LinkState], None],
        own_pids: Callable[[], Collection[int]],
    ) -> None:
        self.url, self.on_changes, self.on_state = url, on_changes, on_state
        self.retries = 0
        self.stopped = False

    def start(self) -> FakeFeed:
        """Nothing to start."""
        return self

    def stop(self) -> None:
        """Remember it was stopped."""
        self.stopped = True

    def retry_now(self) -> None:
        """Count Retry clicks."""
        self.retries += 1

    def from_thread(self, send: Callable[[Any], None], value: Any) -> None:
        """Call a callback on another thread, as the listener does."""
        thread = threading.Thread(target=send, args=(value,))
        thread.start()
        thread.join()


@pytest.fixture
def live(window: MainWindow) -> Iterator[tuple[LiveWatcher, FakeFeed]]:
    """A LiveWatcher on the sample window, fed by a FakeFeed."""
    watcher = LiveWatcher(window, "postgresql://lab@server/papers", feed=FakeFeed)  # type: ignore[arg-type]
    feed = watcher.feed
    assert isinstance(feed, FakeFeed)
    yield watcher, feed
    watcher.stop()
    assert feed.stopped


def title_cell(window: MainWindow, entry_id: int) -> str:
    """The title shown in the table for *entry_id*."""
    row = window.model.row_of(entry_id)
    assert row is not None
    return str(window.model.index(row, COLUMN_INDEX["title"]).data())


def banner_bar(window: MainWindow) -> QToolBar | None:
    """The offline banner's toolbar, if shown."""
    return window.findChild(QToolBar, "liveBar")


def test_a_remote_edit_shows_without_a_reload(
    qtbot: QtBot, window: MainWindow, live: tuple[LiveWatcher, FakeFeed]
) -> None:
    watcher, feed = live
    entry_id = window.model.entry_id(2)
    update_entry(window.controller.lib, entry_id, {"title": "Edited elsewhere"})  # no signal
    assert title_cell(window, entry_id) != "Edited elsewhere"  # the row is cached
    feed.from_thread(feed.on_changes, RemoteChanges(Changes.edit({entry_id}, {"title"})))
    qtbot.waitUntil(lambda: title_cell(window, entry_id) == "Edited elsewhere", timeout=5000)
    assert watcher.applied == 1


def test_changes_close_together_are_applied_once(
    qtbot: QtBot, window: MainWindow, live: tuple[LiveWatcher, FakeFeed]
) -> None:
    watcher, feed = live
    ids = [window.model.entry_id(r) for r in range(3)]
    for entry_id in ids:
        update_entry(window.controller.lib, entry_id, {"title": f"T{entry_id}"})
        feed.from_thread(feed.on_changes, RemoteChanges(Changes.edit({entry_id}, {"title"})))
    qtbot.waitUntil(lambda: watcher.applied == 1, timeout=5000)
    assert [title_cell(window, i) for i in ids] == [f"T{i}" for i in ids]


def test_after_a_reconnection_every_view_reads_again(
    qtbot: QtBot, window: MainWindow, live: tuple[LiveWatcher, FakeFeed]
) -> None:
    _, feed = live
    before = window.model.rowCount()
    from papershelf.services.deleting import delete_entries

    delete_entries(window.controller.lib, [window.model.entry_id(0)])  # missed while away
    feed.from_thread(feed.on_changes, MISSED)
    qtbot.waitUntil(lambda: window.model.rowCount() == before - 1, timeout=5000)


def test_the_status_bar_says_where_changes_come_from(
    qtbot: QtBot, window: MainWindow, live: tuple[LiveWatcher, FakeFeed]
) -> None:
    _, feed = live
    label = window.statusBar().findChild(QLabel, "liveStatus")
    assert label is not None and label.text().startswith("Connecting to")
    feed.from_thread(feed.on_state, LinkState("connected"))
    qtbot.waitUntil(lambda: label.text().startswith("Live: "), timeout=5000)


def test_a_lost_server_makes_the_window_read_only_until_it_is_back(
    qtbot: QtBot, window: MainWindow, live: tuple[LiveWatcher, FakeFeed]
) -> None:
    _, feed = live
    writers = [a for a in window_write_actions(window) if a.isEnabled()]
    assert writers
    feed.from_thread(feed.on_state, LOST)
    qtbot.waitUntil(lambda: banner_bar(window) is not None, timeout=5000)
    bar = banner_bar(window)
    assert bar is not None and bar.isVisible()
    shown = bar.findChild(QLabel)
    assert shown is not None
    text = shown.text()
    assert "cannot be reached (server closed the connection)" in text and "read-only" in text
    assert window.controller.read_only
    assert not any(a.isEnabled() for a in writers)
    retry = bar.findChild(QPushButton, "liveRetry")
    qtbot.mouseClick(retry, Qt.MouseButton.LeftButton)
    assert feed.retries == 1
    feed.from_thread(feed.on_state, LinkState("reconnected"))
    qtbot.waitUntil(lambda: banner_bar(window) is None, timeout=5000)
    assert not window.controller.read_only
    assert all(a.isEnabled() for a in writers)
    label = window.statusBar().findChild(QLabel, "liveStatus")
    assert "reconnected" in label.text()


def test_what_is_typed_while_offline_is_kept_and_saved_later(
    qtbot: QtBot, window: MainWindow, live: tuple[LiveWatcher, FakeFeed]
) -> None:
    _, feed = live
    window.table.selectRow(1)
    entry_id = window.table.selected_ids()[0]
    qtbot.keyClick(window.table, Qt.Key.Key_F2)
    form = window.detail.form
    feed.from_thread(feed.on_state, LOST)
    qtbot.waitUntil(lambda: window.controller.read_only, timeout=5000)
    qtbot.keyClicks(form.notes_box, "typed offline")
    qtbot.keyClick(form.notes_box, Qt.Key.Key_S, CTRL)
    assert form.failure.isVisible() and "cannot be reached" in form.failure.label.text()
    assert "typed offline" in form.notes_box.toPlainText()
    feed.from_thread(feed.on_state, LinkState("reconnected"))
    qtbot.waitUntil(lambda: not window.controller.read_only, timeout=5000)
    qtbot.keyClick(form.notes_box, Qt.Key.Key_S, CTRL)
    entry = get_entry(window.controller.lib, entry_id)
    assert entry is not None and "typed offline" in entry.notes


def test_status_words() -> None:
    status = LiveStatus("lab@server/papers")
    assert status.status_text == "Connecting to lab@server/papers…"
    assert status.banner_text is None
    assert status.update(LOST) is True  # the banner comes
    assert status.status_text == "Offline: lab@server/papers; retrying in 4 s"
    assert status.banner_text is not None and "(server closed the connection)" in status.banner_text
    assert status.update(LinkState("lost", "again", 0.5, 2)) is False  # still offline
    assert "trying again in a moment" in (status.banner_text or "")
    assert status.update(LinkState("reconnected")) is True
    assert status.reconnections == 1 and status.banner_text is None


def test_only_a_library_on_a_server_is_watched_live(window: MainWindow) -> None:
    assert server_url(window.controller.lib) is None  # a file: data_version polling
    shared = SimpleNamespace(
        backend=SimpleNamespace(change_feed=True), url="postgresql://lab@server/papers"
    )
    assert server_url(shared) == "postgresql://lab@server/papers"  # type: ignore[arg-type]


def test_a_window_read_only_before_stays_read_only_after(
    qtbot: QtBot, window: MainWindow, live: tuple[LiveWatcher, FakeFeed]
) -> None:
    _, feed = live
    window.controller.read_only, window.controller.read_only_message = True, "role: SELECT only"
    feed.from_thread(feed.on_state, LOST)
    qtbot.waitUntil(lambda: banner_bar(window) is not None, timeout=5000)
    feed.from_thread(feed.on_state, LinkState("reconnected"))
    qtbot.waitUntil(lambda: banner_bar(window) is None, timeout=5000)
    assert window.controller.read_only
    assert window.controller.read_only_message == "role: SELECT only"


@pytest.mark.postgresql
def test_a_real_notification_reaches_the_window(
    qtbot: QtBot, window: MainWindow, pg_url: str
) -> None:
    """The real LiveFeed on the server drives the window: the notification names the entry
    (the server's table stands in for the shared library's until open_library takes a URL;
    the window reads its rows from its own file, where the test makes the same edit)."""
    psycopg = pytest.importorskip("psycopg")
    from tests.livepg import pg_library

    entry_id = window.model.entry_id(3)
    with pg_library(pg_url) as shared:
        with psycopg.connect(shared.url, autocommit=True) as other:
            other.execute("INSERT INTO entry (id, key) VALUES (%s, 'k')", (entry_id,))
        watcher = LiveWatcher(window, shared.url)
        label = window.statusBar().findChild(QLabel, "liveStatus")
        assert label is not None
        try:
            qtbot.waitUntil(lambda: label.text().startswith("Live: "), timeout=5000)
            update_entry(window.controller.lib, entry_id, {"title": "Seen live"})
            with psycopg.connect(shared.url, autocommit=True) as other:
                other.execute("UPDATE entry SET title = 'Seen live' WHERE id = %s", (entry_id,))
            qtbot.waitUntil(lambda: title_cell(window, entry_id) == "Seen live", timeout=5000)
            assert watcher.applied == 1
        finally:
            watcher.stop()


def test_the_status_bar_says_who_else_has_the_library_open() -> None:
    status = LiveStatus("lab@server/papers")
    status.update(LinkState("connected", people=("ana",)))
    assert status.status_text == "Live: lab@server/papers"  # alone: nothing to say
    status.update(LinkState("connected", people=("ana", "bo", "bo")))
    assert status.status_text == "Live: lab@server/papers · 3 windows open (ana, bo)"
