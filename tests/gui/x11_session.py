"""Drive the main window on a real X server (Xvfb) and print what happened as JSON.

Run by tests/gui/test_keyboard.py under `xvfb-run` with QT_QPA_PLATFORM=xcb: the offscreen
platform uses Windows' key bindings (Redo is Ctrl+Y there), so a defect of the Linux
bindings (Redo is Ctrl+Shift+Z) only shows on X11. Usage: x11_session.py LIBRARY SETTINGS.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from papershelf.gui.controller import LibraryController
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library.db import open_library
from papershelf.library.queries import get_entry

MESSAGES: list[str] = []


def _keep(kind: QtMsgType, _context: object, text: str) -> None:
    """Remember Qt's warnings (an ambiguous shortcut is one)."""
    if kind != QtMsgType.QtDebugMsg:
        MESSAGES.append(text)


def main() -> None:
    """Rate the first paper 3 stars, then undo and redo it with each redo key."""
    qInstallMessageHandler(_keep)
    app = QApplication(sys.argv[:1])
    lib = open_library(Path(sys.argv[1]))
    window = MainWindow(LibraryController(lib), Settings(Path(sys.argv[2])))
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.activateWindow()  # shortcuts of a window answer only while it is active
    active = QTest.qWaitForWindowActive(window)
    window.table.setFocus()
    entry = window.table.selected_ids()[0]
    ratings = []
    for key in ["Ctrl+3", "Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Z", "Ctrl+Y"]:
        combo = QKeySequence(key)[0]
        QTest.keyClick(window.table, combo.key(), combo.keyboardModifiers())
        app.processEvents()
        ratings.append(get_entry(lib, entry).rating)  # type: ignore[union-attr]
    redo_keys = [k.toString() for k in window.redo_action.shortcuts()]
    print(json.dumps({"active": active, "ratings": ratings, "redo_keys": redo_keys,
                      "messages": MESSAGES}))  # fmt: skip
    window.close()
    lib.close()


if __name__ == "__main__":
    main()
