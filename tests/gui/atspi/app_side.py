"""The app under the AT-SPI test: the main window, then each dialog in turn, for the walker.

Run by tests/gui/atspi/session.py inside a D-Bus session with the AT-SPI bus, on Xvfb, from
the project's venv. It shows one view at a time (the main window, every menu command that
opens a window of its own, triage, the statistics) and hands over to the walker
(walker.py, the system Python with pyatspi) through files in a folder: `ready-N.json` names
the view now showing, the walker answers `ack-N` when it has walked it. The views in
typed.py, and each menu command with a shortcut, are opened by the walker as a person would,
with keys (xdotool): it is asked by `keys-N.json` and answers `sent-N`; a command without
one is chosen from its menu (its action triggered). The last view is the screen-reader
script: the walker selects, marks and rates a paper through AT-SPI alone; the test reads the
library file afterwards. Usage: app_side.py LIBRARY SETTINGS FOLDER; the library's papers
carry a PDF, so Read PDF opens the reader; FOLDER holds the file typed into Import's dialog
and a Zotero data folder (the home folder's Zotero, where Import from Zotero starts).
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

from papershelf.gui.application import open_window
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings

if __package__ in (None, ""):  # run as a script: typed.py lies beside it
    sys.path.insert(0, str(Path(__file__).resolve().parent))
from typed import TYPED_VIEWS, TypedView, shortcut_keys

WAIT_FOR_WALKER = 120.0  # seconds the walker may take over one view
# Commands that open a file chooser (Qt's own dialog: typed.py opens Import's and Zotero's
# with keys), quit, or open what typed.py opens with keys: not triggered here.
SKIPPED = ("Import…", "Import from Zotero…", "Export…", "Export Selection…", "Attach File…",
           "Keep Library Exported To…", "Quit", "Open Shared Library…", "Open Project…",
           "New Project…", "Link Writing Project…", "Restore from Backup…")  # fmt: skip
MESSAGES: list[str] = []
View = tuple[str, QAction | TypedView | None]  # its name; what opens it (None: nothing)


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


def by_keys(action: QAction) -> QAction | TypedView:
    """A command with a shortcut is opened by pressing it; one without, from its menu."""
    keys = shortcut_keys(action.shortcut())
    return TypedView(plain_text(action), [("key", keys)]) if keys else action


class Stepper:
    """Shows the views one after another, handing each to the walker."""

    def __init__(self, app: QApplication, window: MainWindow, folder: Path) -> None:
        self.app, self.window, self.folder = app, window, folder
        commands = menu_commands(window)
        self.views: list[View] = [("main window", None)]
        self.views += [(plain_text(a).split("\t")[0], by_keys(a)) for a in commands]
        self.views += [
            ("Keyboard Shortcuts", self._find("Keyboard Shortcuts")),
            ("Read PDF", window.reader.action),
            ("Statistics", window.insights.statistics_action),
            ("Triage", window.insights.triage_action),
        ]
        self.views += [(view.name, view) for view in TYPED_VIEWS]
        self.views += [("screen reader", None)]
        self.number = -1
        self.state = "next"
        self.since = time.monotonic()
        self.before: set[QWidget] = set()
        self.other_wrote = False
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
        elif self.state == "keys":
            self.await_keys()
        elif self.state == "shown" and time.monotonic() - self.since > 1.0:
            self.state = "walking"
            self.announce()
        elif self.state == "walking":
            self.await_walker()

    def open_next(self) -> None:
        """Show the next view (a modal one's loop runs tick() meanwhile)."""
        self.number += 1
        if self.number >= len(self.views):
            (self.folder / "finished").write_text("the last view is done")
            self.timer.stop()
            self.app.quit()
            return
        self.before = self.visible_windows()
        self.since, self.state = time.monotonic(), "shown"
        action = self.views[self.number][1]
        if isinstance(action, TypedView):  # the walker presses the keys
            self.state, self.other_wrote = "keys", False
            keys = {"keys": action.keys(self.folder), "window": int(self.window.winId())}
            (self.folder / f"keys-{self.number}.json").write_text(json.dumps(keys))
        elif action is not None:  # not inside tick(): Qt does not re-enter a running timer
            QTimer.singleShot(0, action.trigger)

    def await_keys(self) -> None:
        """While the walker types: the other writer's change once the edit form is open;
        when all is typed, let the view settle and hand it over."""
        view = self.views[self.number][1]
        assert isinstance(view, TypedView)
        detail = self.window.detail  # the other writes once this one has typed into the form
        if (
            view.other_writer
            and detail.is_editing()
            and detail.form.changes()
            and not self.other_wrote
        ):
            self.other_wrote = True
            view.other_writer(self.window)
            print(f"{view.name}: the other writer wrote", flush=True)
        if (self.folder / f"sent-{self.number}").exists():
            self.since, self.state = time.monotonic() + view.settle - 1.0, "shown"

    def visible_windows(self) -> set[QWidget]:
        """The app's windows on the screen."""
        return {w for w in self.app.topLevelWidgets() if w.isVisible()}

    def announce(self) -> None:
        """Tell the walker which view shows, and which window titles are new."""
        name = self.views[self.number][0]
        print(f"view {self.number}: {name}", flush=True)
        new = self.visible_windows() - self.before
        titles = [w.windowTitle() or w.accessibleName() for w in new]
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
        if self.window.detail.is_editing():  # the conflict's form: Cancel
            self.window.detail.form.cancel_button.click()
        self.state = "next"


def main() -> None:
    """Open the window on the library and step through the views."""
    faulthandler.enable()  # a crash under the walker shows where
    qInstallMessageHandler(keep)
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Papershelf")
    library, settings, folder = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
    window = open_window(library, Settings(settings))  # as the app opens it: lock, backups
    window.resize(1200, 800)
    window.move(0, 0)
    window.show()
    window.activateWindow()
    stepper = Stepper(app, window, folder)
    stepper.timer.start()
    app.exec()
    window.close()
    window.safety.release()  # type: ignore[attr-defined]
    window.controller.lib.close()
    (folder / "app-messages.json").write_text(json.dumps(MESSAGES))


if __name__ == "__main__":
    main()
