"""The window on a shared library when its server goes away, on a private throwaway cluster
(the shared test server stays up): a restart shows the offline banner, then the window
reconnects and says so, and what was typed is saved; a stopped server leaves the window
read-only with the banner and Retry until the server is back and Retry is clicked.
Skipped, saying why, without PostgreSQL's server programs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QToolBar
from pytestqt.qtbot import QtBot

from papershelf.gui.live.live_watcher import LiveWatcher
from papershelf.gui.main_window import MainWindow
from papershelf.library.postgresql.changes import LinkState
from papershelf.library.postgresql.listen import Backoff
from papershelf.library.queries import get_entry
from tests.backends import server_schema
from tests.gui.shared_windows import CTRL, Opener, cell, fill, retitle, window_opener
from tests.pg_cluster import PrivateCluster, server_bin

pytest.importorskip("psycopg")


@pytest.fixture(scope="module")
def cluster() -> Iterator[PrivateCluster]:
    """A cluster of this module's own, removed afterwards."""
    bin_dir = server_bin()
    if bin_dir is None:
        pytest.skip("PostgreSQL's server programs (initdb, pg_ctl) are not installed")
    made = PrivateCluster(bin_dir)
    try:
        yield made.create()
    finally:
        made.remove()


@pytest.fixture
def url(cluster: PrivateCluster) -> Iterator[str]:
    """The sample library in a new schema of the private cluster (which runs)."""
    if not (cluster.data / "postmaster.pid").exists():
        cluster.start()
    for schema_url in server_schema(cluster.url):
        fill(schema_url)
        yield schema_url


@pytest.fixture
def opener(qtbot: QtBot, tmp_path: Path) -> Iterator[Opener]:
    """Opens windows as the app does; closes them after the test."""
    yield from window_opener(qtbot, tmp_path)


def watched(window: MainWindow) -> tuple[LiveWatcher, list[tuple[str, bool]]]:
    """The window's live watcher and, as states arrive, (state, banner shown after it)."""
    watcher = window.safety.watcher  # type: ignore[attr-defined]
    assert isinstance(watcher, LiveWatcher)
    seen: list[tuple[str, bool]] = []

    def note(state: LinkState) -> None:
        seen.append((state.kind, banner(window) is not None))

    watcher.state_changed.connect(note)  # after the watcher's own slot: its result shows
    return watcher, seen


def banner(window: MainWindow) -> QToolBar | None:
    """The offline banner's bar, while shown."""
    return window.findChild(QToolBar, "liveBar")


def live_text(window: MainWindow) -> str:
    """The status bar's live label."""
    label = window.statusBar().findChild(QLabel, "liveStatus")
    assert label is not None
    return label.text()


def test_a_restarted_server_is_reconnected_and_nothing_typed_is_lost(
    qtbot: QtBot, opener: Opener, url: str, cluster: PrivateCluster
) -> None:
    window = opener(url)
    _, seen = watched(window)
    qtbot.waitUntil(lambda: live_text(window).startswith("Live: "), timeout=5000)
    entry_id = retitle(qtbot, window, 1, "Typed across a restart", save=False)
    cluster.restart()
    qtbot.waitUntil(lambda: ("lost", True) in seen, timeout=10000)  # the offline banner
    qtbot.waitUntil(lambda: "reconnected" in live_text(window), timeout=15000)
    qtbot.waitUntil(lambda: banner(window) is None, timeout=5000)  # deleted a moment later
    assert not window.controller.read_only
    form = window.detail.form
    assert form.title_box.toPlainText() == "Typed across a restart"
    qtbot.keyClick(form.title_box, Qt.Key.Key_S, CTRL)  # the library's connection: anew
    qtbot.waitUntil(lambda: cell(window, entry_id, "title") == "Typed across a restart")
    assert not form.failure.isVisible()


def test_a_stopped_server_leaves_the_window_read_only_until_retry(
    qtbot: QtBot,
    opener: Opener,
    url: str,
    cluster: PrivateCluster,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(Backoff, "delay", lambda self, attempt: 60.0)  # only Retry brings it back
    window = opener(url)
    qtbot.waitUntil(lambda: live_text(window).startswith("Live: "), timeout=5000)
    entry_id = retitle(qtbot, window, 2, "Typed while the server was away", save=False)
    cluster.stop()
    qtbot.waitUntil(lambda: banner(window) is not None, timeout=10000)
    bar = banner(window)
    assert bar is not None and bar.isVisible()
    words = bar.findChild(QLabel)
    assert words is not None and "cannot be reached" in words.text()
    assert "read-only" in words.text() and window.controller.read_only
    assert live_text(window).startswith("Offline: ")
    form = window.detail.form
    qtbot.keyClick(form.title_box, Qt.Key.Key_S, CTRL)  # refused: the window only reads
    assert form.failure.isVisible()
    assert form.title_box.toPlainText() == "Typed while the server was away"
    cluster.start()
    qtbot.wait(500)
    assert banner(window) is not None  # nothing retries for a minute: Retry does
    retry = bar.findChild(QPushButton, "liveRetry")
    assert retry is not None
    qtbot.mouseClick(retry, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: banner(window) is None, timeout=10000)
    assert "reconnected" in live_text(window) and not window.controller.read_only
    qtbot.mouseClick(form.title_box.viewport(), Qt.MouseButton.LeftButton)  # back to the form
    qtbot.keyClick(form.title_box, Qt.Key.Key_S, CTRL)
    qtbot.waitUntil(lambda: cell(window, entry_id, "title") == "Typed while the server was away")
    entry = get_entry(window.controller.lib, entry_id)
    assert entry is not None and entry.title == "Typed while the server was away"
