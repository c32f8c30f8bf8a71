"""The app under the AT-SPI test: the main window, then each dialog in turn, for the walker.

Run by tests/gui/atspi/session.py inside a D-Bus session with the AT-SPI bus, on Xvfb, from
the project's venv. It shows one view at a time (the main window, every menu command that
opens a window of its own, triage, the statistics) and hands over to the walker
(walker.py, the system Python with pyatspi) through files in a folder: `ready-N.json` names
the view now showing, the walker answers `ack-N` when it has walked it. The last view is the
screen-reader script: the walker selects, marks and rates a paper through AT-SPI alone; the
test reads the library file afterwards. Usage: app_side.py LIBRARY SETTINGS FOLDER; the
library's papers carry a PDF, so Read PDF opens the reader.
"""

from __future__ import annotations

import faulthandler
import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget

from papershelf.gui.controller import LibraryController
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library.db import open_library

WAIT_FOR_WALKER = 120.0  # seconds the walker may take over one view
# Commands that open the system's file chooser (Qt's own dialog, not Papershelf's controls),
# quit, or open a second main window: not views of their own.
SKIPPED = ("Import…", "Import from Zotero…", "Export…", "Export Selection…", "Attach File…",
           "Keep Library Exported To…", "Quit", "Open Shared Library…", "Open Project…",
           "New Project…", "Link Writing Project…")  # fmt: skip
MESSAGES: list[str] = []


def keep(kind: QtMsgType, _context: object, text: str) -> None:
    """Qt's warnings, printed at the end for the test to judge."""
    if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
        MESSAGES.append(text)


def plain_text(action: QAction) -> str:
    """A menu entry's text without its & marks."""
    return action.text().replace("&", "")


def menu_commands(window: MainWindow) -> list[QAction]:
    """Every menu entry of the window that opens a window of its own (its text ends in …)."""
    found: list[QAction] = []
    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            menu.aboutToShow.emit()  # the Paper menu fills itself for the selection
            found += [a for a in menu.actions() if _opens_a_window(a)]
    return list(dict.fromkeys(found))


def _opens_a_window(action: QAction) -> bool:
    """Whether a menu entry opens a dialog the walker should see."""
    text = plain_text(action).split("\t")[0]
    return action.isEnabled() and text.endswith("…") and text not in SKIPPED


class Stepper:
    """Shows the views one after another, handing each to the walker."""

    def __init__(self, app: QApplication, window: MainWindow, folder: Path) -> None:
        self.app, self.window, self.folder = app, window, folder
        commands = menu_commands(window)
        self.views: list[tuple[str, QAction | None]] = [("main window", None)]
        self.views += [(plain_text(a).split("\t")[0], a) for a in commands]
        self.views += [
            ("Keyboard Shortcuts", self._find("Keyboard Shortcuts")),
            ("Read PDF", window.reader.action),
            ("Statistics", window.insights.statistics_action),
            ("Triage", window.insights.triage_action),
            ("screen reader", None),
        ]
        self.number = -1
        self.state = "next"
        self.since = time.monotonic()
        self.before: set[QWidget] = set()
        self.timer = QTimer(interval=100)
        self.timer.timeout.connect(self.tick)

    def _find(self, text: str) -> QAction:
        """The window's action whose text is *text*."""
        return next(a for a in self.window.findChildren(QAction) if plain_text(a) == text)

    def tick(self) -> None:
        """One step of the hand-over (a timer: it also runs inside a modal dialog's loop)."""
        if self.state == "next":
            self.state = "opening"
            self.open_next()
        elif self.state == "shown" and time.monotonic() - self.since > 1.0:
            self.state = "walking"
            self.announce()
        elif self.state == "walking":
            self.await_walker()

    def open_next(self) -> None:
        """Show the next view (a modal one's loop runs tick() meanwhile)."""
        self.number += 1
        if self.number >= len(self.views):
            self.timer.stop()
            self.app.quit()
            return
        self.before = self.visible_windows()
        self.since, self.state = time.monotonic(), "shown"
        action = self.views[self.number][1]
        if action is not None:  # not inside tick(): Qt does not re-enter a running timer
            QTimer.singleShot(0, action.trigger)

    def visible_windows(self) -> set[QWidget]:
        """The app's windows on the screen."""
        return {w for w in self.app.topLevelWidgets() if w.isVisible()}

    def announce(self) -> None:
        """Tell the walker which view shows, and which window titles are new."""
        name = self.views[self.number][0]
        titles = [w.windowTitle() for w in self.visible_windows() - self.before]
        ready = {"view": name, "new": titles, "number": self.number}
        (self.folder / f"ready-{self.number}.json").write_text(json.dumps(ready))
        self.since = time.monotonic()

    def await_walker(self) -> None:
        """When the walker has walked the view, close what it opened and go on."""
        done = (self.folder / f"ack-{self.number}").exists()
        if not done and time.monotonic() - self.since < WAIT_FOR_WALKER:
            return
        for widget in self.visible_windows() - self.before:
            if isinstance(widget, QDialog):
                widget.reject()
            widget.close()
        if self.views[self.number][0] == "Triage":
            self.window.insights.toggle_triage()
        self.state = "next"


def main() -> None:
    """Open the window on the library and step through the views."""
    faulthandler.enable()  # a crash under the walker shows where
    qInstallMessageHandler(keep)
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Papershelf")
    library, settings, folder = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
    lib = open_library(library)
    window = MainWindow(LibraryController(lib), Settings(settings))
    window.resize(1200, 800)
    window.move(0, 0)
    window.show()
    window.activateWindow()
    stepper = Stepper(app, window, folder)
    stepper.timer.start()
    app.exec()
    window.close()
    lib.close()
    (folder / "app-messages.json").write_text(json.dumps(MESSAGES))


if __name__ == "__main__":
    main()
