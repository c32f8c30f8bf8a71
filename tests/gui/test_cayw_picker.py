"""Cite as you write end to end: an editor plugin's request (httpx, on its own thread)
opens the picker, a person types and presses Enter, the plugin gets the citation."""

from __future__ import annotations

import threading

import httpx
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.gui.projects.picker import CitationPicker
from papershelf.gui.projects.standalone import PickBridge
from papershelf.library.db import Library
from papershelf.services.cayw.answers import Endpoint
from papershelf.services.cayw.server import start_server
from tests.factories import add, record


def shown_picker() -> CitationPicker | None:
    """The picker window the request opened, once it is shown."""
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, CitationPicker)]
    return next((w for w in found if w.isVisible()), None)


def test_request_opens_the_picker_and_gets_the_choice(qtbot: QtBot, lib: Library) -> None:
    add(lib, record("Pension funds and their risks", key="adams2001pension"),
        record("Unrelated topic", key="other2020"))  # fmt: skip
    server = start_server(lib.target, Endpoint(PickBridge(lib)), port=0)
    replies: list[httpx.Response] = []
    url = f"http://127.0.0.1:{server.port}/better-bibtex/cayw?format=pandoc&brackets=1"
    asking = threading.Thread(target=lambda: replies.append(httpx.get(url, timeout=30)))
    asking.start()
    try:
        qtbot.waitUntil(lambda: shown_picker() is not None, timeout=5000)
        picker = shown_picker()
        assert picker is not None and picker.format_name() == "pandoc"
        qtbot.keyClicks(picker.search, "pension")
        qtbot.waitUntil(lambda: picker.results.count() == 1, timeout=2000)
        qtbot.keyClick(picker.search, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: bool(replies), timeout=5000)
    finally:
        asking.join(timeout=30)
        server.shutdown()
        server.server_close()
    assert (replies[0].status_code, replies[0].text) == (200, "[@adams2001pension]")
