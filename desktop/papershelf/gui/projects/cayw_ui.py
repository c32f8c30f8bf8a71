"""The cite-as-you-write server inside the app: File › Cite-as-you-Write Server, a
checkable action, off by default and remembered; while on, editors' Better BibTeX plugins
reach Papershelf on 127.0.0.1 (BBT's port when Zotero does not hold it) and each pick
opens the picker over the window."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject

from papershelf.gui.actions import ActionSpec, make_action
from papershelf.gui.safe_text import plain
from papershelf.gui.translation import translate
from papershelf.i18n import N

if TYPE_CHECKING:
    from papershelf.gui.window_api import Frame, LibraryAccess, SettingsAccess
    from papershelf.services.cayw.server import CaywServer

    class CaywWindow(Frame, LibraryAccess, SettingsAccess, Protocol):
        """The library the server answers from; the setting that starts it with the window."""


CAYW_SERVER = ActionSpec(
    N("Cite-as-you-Write Ser&ver"), None,
    N("Answer Better BibTeX's cite-as-you-write URLs on 127.0.0.1 for editor plugins"),
)  # fmt: skip
ENABLED = "cayw/enabled"  # 1: the server starts with the window


class CaywUi(QObject):
    """Starts and stops one window's server; its action shows whether it runs."""

    def __init__(self, window: CaywWindow) -> None:
        super().__init__(window.frame)
        self.window = window
        self.port: int | None = None  # None: BBT's port when free, else Papershelf's own
        self.server: CaywServer | None = None
        self.action = make_action(window.frame, CAYW_SERVER, self._toggled)
        self.action.setCheckable(True)
        window.frame.installEventFilter(self)
        if window.settings.integer(ENABLED):
            self.start()

    def _toggled(self) -> None:
        """The action was chosen: start or stop, and remember it."""
        if self.action.isChecked():
            self.start()
        else:
            self.stop()
        self.window.settings.set_integer(ENABLED, int(self.server is not None))

    def start(self) -> None:
        """Listen (a port in use is said in the status bar, and the action stays off)."""
        from papershelf.gui.projects.standalone import PickBridge  # loaded when switched on
        from papershelf.services.cayw.answers import Endpoint
        from papershelf.services.cayw.server import start_server
        from papershelf.services.projects.editors import EditorError, pusher

        lib = self.window.controller.lib
        push_now = pusher(lib)

        def push(editor: str, text: str) -> None:
            try:
                push_now(editor, text)
            except EditorError as exc:
                raise OSError(str(exc)) from exc

        try:
            self.server = start_server(lib.target, Endpoint(PickBridge(lib, self), push), self.port)
        except OSError as exc:
            cannot = translate("projects.cayw_ui", "Cannot start the server: {reason}").format(
                reason=exc
            )
            self.window.statusBar().showMessage(plain(cannot), 10000)
            self.action.setChecked(False)
            return
        self.action.setChecked(True)
        url = f"http://127.0.0.1:{self.server.port}/better-bibtex/cayw"
        self.action.setToolTip(url)
        cite = translate("projects.cayw_ui", "Cite as you write: {address}").format(address=url)
        self.window.statusBar().showMessage(plain(cite), 8000)

    def stop(self) -> None:
        """Stop listening."""
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None
        self.action.setChecked(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window closes: the server stops with it."""
        if watched is self.window.frame and event.type() == QEvent.Type.Close:
            self.stop()
        return False
