"""Live updates of a shared (PostgreSQL) library: other people's changes shown as they commit.

The LiveFeed's listener thread hands RemoteChanges and connection states to this QObject's
signals (queued to the GUI thread). Changes arriving close together are applied as one;
the status bar shows the connection; a lost connection makes the window read-only, with a
banner and Retry, until the listener is back (then every view is read again).
"""

from __future__ import annotations

from contextlib import suppress
from functools import partial
from typing import TYPE_CHECKING, Protocol

from peewee import DatabaseError
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QToolBar

from papershelf.gui.live.live_status import LiveStatus
from papershelf.gui.live.read_only import ReadOnlyBanner, window_write_actions
from papershelf.gui.translation import translate
from papershelf.library.change_feed import LinkState
from papershelf.library.errors import LibraryError
from papershelf.services.live import LiveFeed, RemoteChanges
from papershelf.services.people import display_name

if TYPE_CHECKING:
    from papershelf.gui.live.read_only import ReadOnlyWindow
    from papershelf.gui.window_api import Refreshable
    from papershelf.library.db import Library

    class LiveWindow(Refreshable, ReadOnlyWindow, Protocol):
        """What the live link touches: every view's refresh, and the read-only parts when lost."""


COALESCE_MS = 25  # changes arriving within this long are applied together


def _name(lib: Library, login: str) -> str:
    """The name a login goes by; the login itself while the library cannot be read."""
    try:
        return display_name(lib, login)
    except (DatabaseError, LibraryError):
        return login


class LiveWatcher(QObject):
    """Applies other sessions' committed changes to one window and shows the link's state."""

    arrived = Signal(object)  # RemoteChanges, emitted on the listener's thread
    state_changed = Signal(object)  # LinkState, emitted on the listener's thread

    def __init__(self, window: LiveWindow, url: str, feed: type[LiveFeed] = LiveFeed) -> None:
        super().__init__(window.frame)
        self.window = window.frame  # Qt's: dialogs' parent, the status bar
        self.host = window  # the window's roles this feature uses (window_api)
        lib = window.controller.lib
        self.status = LiveStatus(str(getattr(lib, "location", url)), names=partial(_name, lib))
        self.pending = RemoteChanges()
        self.applied = 0  # batches applied (for tests and the bench)
        self.own: frozenset[int] = frozenset()
        self.bar: QToolBar | None = None
        self._break_before: QToolBar | None = None  # the toolbar the banner's row break is before
        self.banner: ReadOnlyBanner | None = None
        self._disabled: list[QAction] = []  # actions the lost connection disabled
        self._message: str | None = None  # the message before going offline (None: not offline)
        self.label = QLabel(self.status.status_text, self.window)
        self.label.setObjectName("liveStatus")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.window.statusBar().addPermanentWidget(self.label)
        self.timer = QTimer(self)  # the coalescing timer (stopped with the watcher)
        self.timer.setSingleShot(True)
        self.timer.setInterval(COALESCE_MS)
        self.timer.timeout.connect(self.apply_pending)
        self.arrived.connect(self._queue)
        self.state_changed.connect(self.show_state)
        window.controller.changed.connect(self.note_own_session)
        self.note_own_session()
        self.feed = feed(url, self._emit_changes, self._emit_state, own_pids=lambda: self.own)
        self.feed.start()

    def stop(self) -> None:
        """Stop listening (the window is closing)."""
        self.timer.stop()
        self.feed.stop()

    def note_own_session(self, *_: object) -> None:
        """Remember this window's backend pid: its own changes are applied already."""
        pid = self.host.controller.lib.session_pid()
        if pid is not None:
            self.own = frozenset({pid})

    # --- from the listener's thread ------------------------------------------------------
    def _emit_changes(self, changes: RemoteChanges) -> None:
        """Pass changes on to the GUI thread (nothing once the window is gone)."""
        with suppress(RuntimeError):  # the C++ side was deleted while the thread stopped
            self.arrived.emit(changes)

    def _emit_state(self, state: LinkState) -> None:
        """Pass a state on to the GUI thread."""
        with suppress(RuntimeError):
            self.state_changed.emit(state)

    # --- in the GUI thread ------------------------------------------------------------
    def _queue(self, changes: RemoteChanges) -> None:
        """Gather changes; apply them together a moment later."""
        self.pending = self.pending | changes
        if not self.timer.isActive():
            self.timer.start()

    def apply_pending(self) -> None:
        """Refresh the window's views from what other sessions changed."""
        changes, self.pending = self.pending, RemoteChanges()
        if changes.reload:
            self.host.model.reload(keep_rows=False)
        if changes.reload or not changes.changes.empty:
            self.host.kept_edit.deleted_elsewhere(changes.deleted_by)
            self.host.on_changes(changes.changes)
            self.applied += 1

    def show_state(self, state: LinkState) -> None:
        """Show a new connection state: status bar, and the banner when the link comes or goes."""
        if state.kind == "reconnected":
            self.note_own_session()
        if self.status.update(state):
            if self.status.lost:
                self._go_read_only()
            else:
                self._back_to_writing()
        if self.banner is not None and (text := self.status.banner_text) is not None:
            self.banner.label.setText(text)
        self.label.setText(self.status.status_text)
        self.label.setToolTip(self.status.tooltip)

    def retry(self) -> None:
        """Try to reach the server now."""
        self.feed.retry_now()

    def _go_read_only(self) -> None:
        """Refuse writes until the connection is back (a window read-only already stays so)."""
        controller = self.host.controller
        if not controller.read_only:
            self._message = controller.read_only_message
            controller.read_only = True
            controller.read_only_message = self.status.banner_text or ""
            self._disabled = [a for a in window_write_actions(self.host) if a.isEnabled()]
            for action in self._disabled:
                action.setEnabled(False)
        self._show_banner()

    def _back_to_writing(self) -> None:
        """The connection is back: writes again (if the loss stopped them), banner gone."""
        if self._message is not None:
            for action in self._disabled:
                action.setEnabled(True)
            controller = self.host.controller
            controller.read_only, controller.read_only_message = False, self._message
            self._disabled, self._message = [], None
        if self.bar is not None:
            if self._break_before is not None:
                self.window.removeToolBarBreak(self._break_before)
                self._break_before = None
            self.window.removeToolBar(self.bar)
            self.bar.deleteLater()
            self.bar, self.banner = None, None

    def _show_banner(self) -> None:
        """The yellow bar with the reason and a Retry button, above the search."""
        if self.bar is not None:
            return
        self.banner = ReadOnlyBanner(self.status.banner_text or "", self.window)
        self.banner.setObjectName("readOnlyBanner")
        retry = QPushButton(translate("live_watcher", "&Retry"), self.banner)
        retry.setObjectName("liveRetry")
        retry.clicked.connect(self.retry)
        retry.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        layout = self.banner.layout()
        assert isinstance(layout, QHBoxLayout)  # ReadOnlyBanner lays out its label
        layout.addWidget(retry, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.setStretch(0, 1)  # the words take the width; the button stays a button
        self.bar = QToolBar("Offline", self.window)
        self.bar.setObjectName("liveBar")
        self.bar.setMovable(False)
        self.bar.addWidget(self.banner)
        search = self.window.findChild(QToolBar, "searchToolbar")
        if isinstance(search, QToolBar):  # on a row of its own, above the search
            self.window.insertToolBar(search, self.bar)
            if not self.window.toolBarBreak(search):
                self.window.insertToolBarBreak(search)
                self._break_before = search
        else:
            self.window.addToolBar(self.bar)
        self.bar.show()  # a toolbar added to a shown window stays hidden otherwise
