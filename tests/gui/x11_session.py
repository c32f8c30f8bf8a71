"""Drive the main window on a real X server (Xvfb) and print what happened as JSON.

Run by tests/gui/test_keyboard.py and test_reading_lists.py under `xvfb-run` with
QT_QPA_PLATFORM=xcb. The offscreen platform uses Windows' key bindings (Redo is Ctrl+Y
there) and has no drag and drop at all, so a defect of the Linux key bindings or of a
real drag only shows on X11. Usage: x11_session.py SCENARIO LIBRARY SETTINGS, where
SCENARIO is `redo` (keys through Qt) or `drag` (the mouse moved by xdotool, as a person's).
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from pathlib import Path

from PySide6.QtCore import QPoint, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from papershelf.gui.controller import LibraryController
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library.db import Library, open_library
from papershelf.library.queries import Scope, Sort, get_entry, ordered_ids
from papershelf.services.lists import find_list

MESSAGES: list[str] = []


def _keep(kind: QtMsgType, _context: object, text: str) -> None:
    """Remember Qt's warnings (an ambiguous shortcut is one)."""
    if kind != QtMsgType.QtDebugMsg:
        MESSAGES.append(text)


def redo(app: QApplication, window: MainWindow, lib: Library) -> dict[str, object]:
    """Rate the first paper 3 stars, then undo and redo it with each redo key."""
    window.table.setFocus()
    entry = window.table.selected_ids()[0]
    ratings = []
    for key in ["Ctrl+3", "Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Z", "Ctrl+Y"]:
        combo = QKeySequence(key)[0]
        QTest.keyClick(window.table, combo.key(), combo.keyboardModifiers())
        app.processEvents()
        ratings.append(get_entry(lib, entry).rating)  # type: ignore[union-attr]
    return {
        "ratings": ratings,
        "redo_keys": [k.toString() for k in window.menus.redo_action.shortcuts()],
    }


def _xdotool(*args: object) -> None:
    """One xdotool command: the X server moves the real pointer."""
    subprocess.run(["xdotool", *map(str, args)], check=True, timeout=10)


def _mouse_drag(start: QPoint, end: QPoint) -> None:
    """Click at start (select), press, move in steps to end, release: a person's drag."""
    _xdotool("mousemove", start.x(), start.y())
    time.sleep(0.2)
    _xdotool("click", 1)
    time.sleep(0.3)
    _xdotool("mousedown", 1)
    for step in range(1, 11):
        _xdotool("mousemove", start.x(), start.y() + (end.y() - start.y()) * step // 10)
        time.sleep(0.05)
    time.sleep(0.3)
    _xdotool("mouseup", 1)


def drag(app: QApplication, window: MainWindow, lib: Library) -> dict[str, object]:
    """Drag the sample list's sixth row above its second with the real pointer."""
    list_id = find_list(lib, "ICLR 2025 Papers")
    window.show_scope(Scope("list", list_id))
    order = ordered_ids(lib, Scope("list", list_id), sort=Sort("position", False))
    viewport = window.table.viewport()
    source = window.table.visualRect(window.model.index(5, 0))
    target = window.table.visualRect(window.model.index(1, 0))
    start = viewport.mapToGlobal(source.center())
    end = viewport.mapToGlobal(QPoint(target.center().x(), target.top() + 3))
    mover = threading.Thread(target=_mouse_drag, args=(start, end), daemon=True)
    QTimer.singleShot(300, mover.start)
    deadline = time.monotonic() + 20
    while (mover.ident is None or mover.is_alive()) and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    app.processEvents()
    after = ordered_ids(lib, Scope("list", list_id), sort=Sort("position", False))
    return {"before": order, "after": after}


def run_on_x11(scenario: str, folder: Path, sample: Path) -> dict[str, object]:
    """Run a scenario in a new process on a new Xvfb server; its JSON result (the tests')."""
    import os

    import papershelf
    from papershelf.services.importing import import_file

    library = folder / "x11.sqlite"
    lib = open_library(library)
    import_file(lib, sample)
    lib.close()
    code = Path(papershelf.__file__).resolve().parents[1]  # the papershelf under test
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "PYTHONPATH": str(code)}
    done = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1400x900x24", sys.executable, __file__, scenario,
         str(library), str(folder / "x11.ini")],
        capture_output=True, text=True, timeout=120, env=env,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert isinstance(result, dict) and result["active"], result
    return result


def main() -> None:
    """Open a window on the library, run the scenario, print its result."""
    qInstallMessageHandler(_keep)
    app = QApplication(sys.argv[:1])
    scenario, library, settings = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
    lib = open_library(library)
    window = MainWindow(LibraryController(lib), Settings(settings))
    window.resize(1200, 800)
    window.move(0, 0)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.activateWindow()  # shortcuts of a window answer only while it is active
    active = QTest.qWaitForWindowActive(window)
    result = {"redo": redo, "drag": drag}[scenario](app, window, lib)
    print(json.dumps({"active": active, **result, "messages": MESSAGES}))
    window.close()
    lib.close()


if __name__ == "__main__":
    main()
