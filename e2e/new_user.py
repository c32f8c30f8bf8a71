"""The README's first steps as a new user takes them: real keys and pointer on a real X server.

Run by e2e/run.py (`make e2e`) in a process of its own, under the same xvfb-run. The app runs
in this process so that what it shows can be read back: the status bar's message after each
step that promises one, every Qt warning (a message handler) and every uncaught exception
(the excepthook). Keys and the pointer come from xdotool, in a thread, while the app's event
loop runs, as a person's do. Lookups go to a local server replaying recorded answers
(tests/metadata_replay.py); nothing leaves the machine. The desktop names no program for any
file (XDG folders of its own), so opening the PDF must say so in the window.

The walk: first run (the sample, the hint), New Entry, Add by Identifier, paste BibTeX,
import a PDF, open it, tag it, put it on a reading list, export, copy a reference.
Exits 1 naming each check that failed.
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "desktop"), str(ROOT)]  # the checkout's app, and tests' helpers

PDF_DOI = "10.1371/journal.pone.0033693"  # answered by a recorded Crossref work
LOOKED_UP_DOI = "10.1136/jclinpath-2020-206745"
PASTED = """@article{knuth1984literate,
  title = {Literate Programming},
  author = {Knuth, Donald E.},
  journal = {The Computer Journal},
  year = {1984},
  volume = {27},
  number = {2},
  pages = {97--111},
  doi = {10.1093/comjnl/27.2.97}
}
"""
TAG = "first-steps"
WAIT = 20.0


class CheckError(Exception):
    """A step did not do what a new user is promised."""


class Watch:
    """Qt's warnings and uncaught exceptions while the walk runs."""

    def __init__(self) -> None:
        self.warnings: list[str] = []
        self.tracebacks: list[str] = []

    def qt_message(self, kind: object, _context: object, text: str) -> None:
        """Keep warnings, criticals and fatals (Qt's debug and info chatter aside)."""
        from PySide6.QtCore import QtMsgType

        if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self.warnings.append(text)

    def exception(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        """Keep an uncaught exception's traceback (Qt would otherwise only print it)."""
        self.tracebacks.append("".join(traceback.format_exception(kind, value, tb)))


def xdotool(*args: object) -> None:
    """One xdotool command."""
    subprocess.run(["xdotool", *map(str, args)], check=True, timeout=20)


class Walk:
    """The window, and a person's keys and pointer on it."""

    def __init__(self, home: Path) -> None:
        from PySide6.QtWidgets import QApplication

        from papershelf.gui.application import make_application, open_window
        from papershelf.gui.settings import Settings

        self.home = home
        self.app: QApplication = make_application()
        self.window = open_window(None, Settings(home / "settings.ini"))
        self.messages: list[str] = []
        self.window.statusBar().messageChanged.connect(self.messages.append)
        self.window.resize(1200, 800)
        self.window.move(0, 0)
        self.window.show()
        self.settle(1.0)
        self.focus()

    def settle(self, seconds: float = 0.3) -> None:
        """Let the app run for a while (paint, background work, timers)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.app.processEvents()
            time.sleep(0.01)

    def person(self, *commands: tuple[object, ...]) -> None:
        """xdotool commands in a thread, the app running meanwhile (as a person's input)."""

        def hand() -> None:
            """The person's input, one command after another."""
            for command in commands:
                xdotool(*command)

        mover = threading.Thread(target=hand, daemon=True)
        mover.start()
        while mover.is_alive():
            self.app.processEvents()
            time.sleep(0.01)
        self.settle()

    def keys(self, *keys: str) -> None:
        """Press keys (xdotool names)."""
        self.person(("key", "--delay", "80", *keys))

    def type_text(self, text: str) -> None:
        """Type text."""
        self.person(("type", "--delay", "30", text))

    def click(self, widget: object, x: int | None = None, y: int | None = None) -> None:
        """Click a widget (its centre, or a point of it) with the real pointer."""
        from PySide6.QtCore import QPoint
        from PySide6.QtWidgets import QWidget

        assert isinstance(widget, QWidget)
        rect = widget.rect()
        point = widget.mapToGlobal(QPoint(rect.center().x() if x is None else x,
                                          rect.center().y() if y is None else y))  # fmt: skip
        self.person(("mousemove", "--sync", point.x(), point.y()), ("click", "1"))

    def focus(self) -> None:
        """Give the window the keyboard (Xvfb has no window manager to do it)."""
        self.window.activateWindow()
        self.wait_for(lambda: self.window.isActiveWindow(), "the window is active")

    def wait_for(self, condition: Callable[[], object], what: str, timeout: float = WAIT) -> None:
        """Run the app until *condition* holds; CheckError naming *what* if it never does."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.app.processEvents()
            if condition():
                return
            time.sleep(0.02)
        raise CheckError(f"timed out waiting until {what} (the status bar said {self.messages})")

    def status(self) -> str:
        """The status bar's message now."""
        return self.window.statusBar().currentMessage()

    def mark(self) -> None:
        """Forget the status bar's messages so far: the next step's are checked."""
        self.messages.clear()

    def promised(self, what: str, *words: str) -> None:
        """The status bar said something since the step began, holding each of *words*."""
        said = [m for m in [*self.messages, self.status()] if m.strip()]
        if not said:
            raise CheckError(f"the status bar said nothing after {what}")
        if not any(all(w in m for w in words) for m in said):
            raise CheckError(f"after {what} the status bar said {said}, none with {words}")

    def entries(self) -> int:
        """How many papers the library holds."""
        from papershelf.library.queries import count_entries

        return count_entries(self.window.controller.lib)

    def dialog(self, kind: type[QWidget], name: str = "") -> QWidget:
        """The window's visible dialog of *kind* (by object name, if given), once it shows."""
        found: list[QWidget] = []

        def shown() -> bool:
            child: QWidget
            for child in self.window.findChildren(kind):
                if child.isVisible() and (not name or child.objectName() == name):
                    found[:] = [child]
                    return True
            return False

        self.wait_for(shown, f"a {kind.__name__} shows")
        return found[0]


def blocking(key: str, text: str, select_all: bool = False) -> list[tuple[object, ...]]:
    """A key that opens a modal dialog, then text typed into it and Return, in one go: the
    app's loop is inside the dialog until it closes, so the hand must not wait for it."""
    commands: list[tuple[object, ...]] = [("key", key), ("sleep", "1.5")]
    if select_all:
        commands.append(("key", "ctrl+a"))
    return [*commands, ("type", "--delay", "30", text), ("sleep", "0.3"), ("key", "Return")]


# --- the steps ---------------------------------------------------------------------------------


def first_run(w: Walk) -> None:
    """The sample is there and the hint names every way to add papers."""
    if w.entries() != 19:
        raise CheckError(f"the first run holds {w.entries()} papers, not the sample's 19")
    w.promised("the first run", "New Entry", "Add by Identifier", "paste", "Import")


def new_entry(w: Walk) -> None:
    """Ctrl+N, type a title and an author, Add: one more paper, selected."""
    from papershelf.gui.dialogs.new_entry import NewEntryDialog

    before = w.entries()
    w.keys("ctrl+n")
    dialog = w.dialog(NewEntryDialog)
    assert isinstance(dialog, NewEntryDialog)
    w.click(dialog.boxes["title"])
    w.type_text("Notes on reading many papers at once")
    w.click(dialog.boxes["author"])
    w.type_text("Reader, Nora")
    w.click(dialog.add_button)
    w.wait_for(lambda: w.entries() == before + 1, "New Entry added the paper")
    w.focus()


def add_by_identifier(w: Walk) -> None:
    """Ctrl+Shift+A, a DOI, Add: the paper is looked up (recorded answer) and added."""
    from papershelf.gui.dialogs.add_by_id import AddByIdentifierDialog

    before = w.entries()
    w.keys("ctrl+shift+a")
    dialog = w.dialog(AddByIdentifierDialog)
    assert isinstance(dialog, AddByIdentifierDialog)
    w.click(dialog.input)
    w.type_text(LOOKED_UP_DOI)
    w.click(dialog.add_button)
    w.wait_for(lambda: w.entries() == before + 1, "Add by Identifier added the paper")
    w.keys("Escape")
    w.focus()


def paste(w: Walk) -> None:
    """BibTeX on the clipboard, Ctrl+V on the list: imported, and the status bar says so."""
    from PySide6.QtGui import QGuiApplication

    before = w.entries()
    w.window.statusBar().showMessage("an older message")
    QGuiApplication.clipboard().setText(PASTED)
    w.window.table.setFocus()
    w.keys("ctrl+v")
    w.wait_for(lambda: w.entries() == before + 1, "the pasted entry is in")
    w.promised("a paste", "Import")


def import_pdf(w: Walk, pdf: Path) -> None:
    """Ctrl+O, the PDF's path, Return: read, looked up, added; the status bar says so."""
    before = w.entries()
    w.person(*blocking("ctrl+o", str(pdf)))
    w.wait_for(lambda: w.entries() == before + 1, "the PDF's paper is in", timeout=60)
    w.promised("importing a PDF", "PDF")
    w.focus()


def open_pdf(w: Walk) -> None:
    """O opens the PDF; with no viewer on this desktop, the window says so."""
    from PySide6.QtWidgets import QMessageBox

    w.window.table.setFocus()
    w.keys("o")
    w.dialog(QMessageBox, "noViewer")
    w.promised("opening the PDF", "No program")
    w.keys("Escape")
    w.wait_for(lambda: not w.window.findChildren(QMessageBox), "the message closes with Escape")
    w.focus()


def tag(w: Walk) -> None:
    """Ctrl+T, a new tag's name, Return: the selected paper carries it."""
    from papershelf.library.organising import tags_on

    ids = w.window.table.selected_ids()
    w.window.table.setFocus()
    w.person(*blocking("ctrl+t", TAG))
    w.wait_for(lambda: TAG in tags_on(w.window.controller.lib, ids), f"tagged {TAG}")


def reading_list(w: Walk) -> None:
    """Drag the selected paper onto the sample reading list in the sidebar: it is in it."""
    from papershelf.library.queries import Scope, ordered_ids
    from papershelf.services.lists import find_list

    lib = w.window.controller.lib
    list_id = find_list(lib, "ICLR 2025 Papers")
    if list_id is None:
        raise CheckError("the sample reading list is missing")
    (entry,) = w.window.table.selected_ids()[:1]
    row = w.window.model.row_of(entry)
    table, tree = w.window.table, w.window.sidebar.tree
    start = table.viewport().mapToGlobal(
        table.visualRect(w.window.model.index(row or 0, 1)).center()
    )
    index = w.window.sidebar.data_for(f"list:{list_id}")
    end = tree.viewport().mapToGlobal(tree.visualRect(index).center())
    steps = [("mousemove", "--sync", start.x(), start.y()), ("mousedown", "1")]
    for i in range(1, 13):
        x = start.x() + (end.x() - start.x()) * i // 12
        y = start.y() + (end.y() - start.y()) * i // 12
        steps.append(("mousemove", "--sync", x, y))
    w.person(*steps, ("mousemove", "--sync", end.x(), end.y() + 1), ("mouseup", "1"))
    w.wait_for(lambda: entry in ordered_ids(lib, Scope("list", list_id)), "it is in the list")


def export(w: Walk) -> Path:
    """Ctrl+E, a file name, Return: the file is written and the status bar says so."""
    target = w.home / "first-steps.bib"
    w.focus()
    w.person(*blocking("ctrl+e", str(target), select_all=True))
    w.wait_for(target.exists, f"{target.name} is written")
    w.wait_for(lambda: any(m.strip() for m in w.messages), "the export is reported")
    w.promised("an export")
    return target


def copy_reference(w: Walk) -> None:
    """Ctrl+Shift+B: the selected paper's reference on the clipboard; the status bar says so."""
    from PySide6.QtGui import QGuiApplication

    QGuiApplication.clipboard().clear()
    w.window.table.setFocus()
    w.keys("ctrl+shift+b")
    w.wait_for(lambda: bool(QGuiApplication.clipboard().text().strip()), "a reference is copied")
    w.promised("copying a reference", "Copied")


@contextmanager
def recorded_services(home: Path) -> Iterator[None]:
    """Every lookup answered by the recordings, on this machine."""
    replay = importlib.import_module("tests.metadata_replay")  # the tests' recorded answers
    with replay.replay_server() as server:
        replay.serve_candidate_pools(server)
        os.environ.update(server.environment())
        os.environ["PAPERSHELF_CACHE_DIR"] = str(home / "cache")
        yield


def prepare(home: Path) -> Path:
    """A fresh home whose desktop names no program for any file; the PDF to import."""
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_DIRS"):
        (home / name).mkdir(parents=True)
        os.environ[name] = str(home / name)
    os.environ["HOME"] = str(home)
    os.environ.pop("PAPERSHELF_LIBRARY", None)
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    pdfs = importlib.import_module("tests.pdfs")  # a real PDF, typeset by pdflatex here
    return Path(pdfs.doi_paper(home, doi=PDF_DOI, name="first_steps"))


def run(watch: Watch, home: Path) -> list[str]:
    """Every step in order (a failed step is named; the rest still run)."""
    pdf = prepare(home)
    failed: list[str] = []
    with recorded_services(home):
        walk = Walk(home)
        steps: list[Callable[[Walk], object]] = [
            first_run, new_entry, add_by_identifier, paste, lambda w: import_pdf(w, pdf),
            open_pdf, tag, reading_list, export, copy_reference,
        ]  # fmt: skip
        for step in steps:
            name = getattr(step, "__name__", "step").replace("<lambda>", "import_pdf")
            print(f"e2e new user: {name}", flush=True)
            walk.focus()  # a closed dialog leaves X's keyboard focus nowhere (no window manager)
            walk.mark()
            try:
                step(walk)
            except (CheckError, AssertionError, subprocess.CalledProcessError) as exc:
                failed.append(f"{name}: {exc}")
                walk.focus()
        walk.window.close()
        walk.settle()
    return failed


def main() -> int:
    """Walk; 1 if a check failed, a traceback was raised or Qt warned."""
    if not os.environ.get("DISPLAY"):
        print("e2e new user: no X display; run it with `make e2e` (xvfb-run)", file=sys.stderr)
        return 2
    from PySide6.QtCore import qInstallMessageHandler

    watch = Watch()
    qInstallMessageHandler(watch.qt_message)
    sys.excepthook = watch.exception
    with tempfile.TemporaryDirectory(prefix="papershelf-new-user-") as tmp:
        try:
            failed = run(watch, Path(tmp))
        except Exception:  # the walk itself broke: say where, as a failure
            failed = [f"the walk stopped:\n{traceback.format_exc()}"]
    failed += [f"traceback:\n{t}" for t in watch.tracebacks]
    failed += [f"Qt warning: {text}" for text in watch.warnings]
    for line in failed:
        print(f"e2e new user FAILED: {line}", file=sys.stderr)
    print(f"e2e new user: 10 steps, {len(failed)} problems")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
