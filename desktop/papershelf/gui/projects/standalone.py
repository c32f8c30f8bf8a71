"""The citation picker outside the main window: for `papershelf pick` and the
cite-as-you-write endpoint run from the command line (`papershelf serve-cayw`)."""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication

from papershelf.gui.projects.picker import CitationPicker
from papershelf.gui.translation import translate
from papershelf.library.db import Library
from papershelf.services.cayw.answers import Pick
from papershelf.services.projects.cite_formats import PICKER_FORMATS

WAIT_S = 600  # a pick left open longer answers nothing


def application() -> QApplication:
    """The running QApplication, or a new one."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    return QApplication(["papershelf"])


def serve_with_pickers(lib: Library, start: Callable[[Pick], Callable[[], None]]) -> int:
    """Start serving with a picker bridge, then run Qt's loop until Ctrl+C; stop the server."""
    app = application()
    app.setQuitOnLastWindowClosed(False)  # each pick's window closes; the server stays
    stop = start(PickBridge(lib))
    signal.signal(signal.SIGINT, lambda *_args: app.quit())  # Ctrl+C stops it
    waker = QTimer(interval=200)  # lets Python see the signal while Qt waits
    waker.timeout.connect(lambda: None)
    waker.start()
    try:
        app.exec()
    finally:
        stop()
    return 0


def pick_in_window(lib: Library, fmt: str = "cite", style: str = "apa") -> list[int]:
    """Show the picker until it is chosen from or closed; the chosen entries' ids."""
    application()
    picker = CitationPicker(lib, None, fmt, style)
    picker.setWindowTitle(translate("projects.standalone", "Papershelf — Cite"))
    chosen: list[int] = []
    picker.picked.connect(lambda _text: chosen.extend(picker.chosen_ids()))
    picker.exec()
    return chosen


class _Request:
    """One pick asked for by a server thread, answered on the main thread."""

    def __init__(self, options: dict[str, str]) -> None:
        self.options = options
        self.ids: list[int] = []
        self.done = threading.Event()


class PickBridge(QObject):
    """The endpoint's pick callback: called on a server thread, it shows the picker on the
    main thread and waits (up to WAIT_S) for the person's choice."""

    requested = Signal(object)  # a _Request

    def __init__(self, lib: Library, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lib = lib
        self.requested.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def __call__(self, options: dict[str, str]) -> list[int]:
        """Ask on the main thread and wait for the answer."""
        request = _Request(options)
        self.requested.emit(request)
        request.done.wait(WAIT_S)
        return request.ids

    def _show(self, request: _Request) -> None:
        """Show a picker for one request; its choice (or its closing) answers it."""
        fmt = request.options.get("format", "cite")
        picker = CitationPicker(self.lib, None, fmt if fmt in PICKER_FORMATS else "cite")
        picker.setWindowTitle(translate("projects.standalone", "Papershelf — Cite"))
        picker.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        picker.picked.connect(lambda _text: request.ids.extend(picker.chosen_ids()))
        picker.finished.connect(lambda _result: request.done.set())
        picker.show()
        picker.raise_()
        picker.activateWindow()
