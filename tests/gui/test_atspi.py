"""Issue 37's acceptance through AT-SPI: what a screen reader on Linux finds and can do.

The app runs on Xvfb inside a D-Bus session with the AT-SPI bus (tests/gui/atspi/); the
walker, in the system Python with pyatspi, walks the main window and every dialog the menus
open, reads the table's headers and the custom widgets' values, then selects a paper, marks
it read and rates it through AT-SPI alone. This test reads the library file afterwards.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from papershelf.library.db import open_library
from papershelf.library.models import Status
from papershelf.library.queries import Scope, ordered_ids
from papershelf.services.attachments import attach
from papershelf.services.importing import import_file
from tests.gui.atspi.session import BUS_LAUNCHER
from tests.gui.atspi.typed import IMPORTED, TYPED_VIEWS, ZOTERO
from tests.paths import REPO, SAMPLE
from tests.zotero_db import build_zotero

HERE = Path(__file__).resolve().parent / "atspi"
SYSTEM_PYTHON = "/usr/bin/python3"
PDF = REPO / "tests" / "data" / "pdfs" / "iopart-num.pdf"  # a real one (SOURCES.md beside it)


def _missing() -> str:
    """Why the AT-SPI session cannot run here, or ''."""
    for tool, package in (("xvfb-run", "xvfb"), ("dbus-run-session", "dbus")):
        if shutil.which(tool) is None:
            return f"needs {tool} (package {package})"
    if not Path(BUS_LAUNCHER).exists():
        return "needs the AT-SPI bus (package at-spi2-core)"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True)
    if probe.returncode != 0:
        return "needs pyatspi in the system Python (package python3-pyatspi)"
    return ""


pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(bool(_missing()), reason=_missing() or "AT-SPI is here"),
]


@pytest.fixture(scope="module")
def walked(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """One AT-SPI session over a library holding the sample; what the walker found."""
    import papershelf

    folder = tmp_path_factory.mktemp("atspi")
    library = folder / "library.sqlite"
    lib = open_library(library)
    import_file(lib, SAMPLE)
    for entry_id in ordered_ids(lib, Scope()):  # whichever paper is selected, Read PDF reads
        attach(lib, entry_id, PDF, copy=False)
    lib.close()
    shutil.copyfile(SAMPLE, folder / IMPORTED)  # typed into Import's file dialog
    build_zotero(folder / Path(ZOTERO).parent)  # the home folder's Zotero data folder
    code = Path(papershelf.__file__).resolve().parents[1]
    root = code.parent
    env = {"PATH": "/usr/bin:/bin", "HOME": str(folder), "PYTHONPATH": f"{code}:{root}"}
    done = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1400x900x24", "dbus-run-session", "--",
         sys.executable, str(HERE / "session.py"), str(library), str(folder / "s.ini"),
         str(folder), SYSTEM_PYTHON],
        capture_output=True, text=True, timeout=600, env=env,
    )  # fmt: skip
    report, logs = folder / "walk.json", ("app.log", "walker.log")
    said = done.stderr[-3000:] + "".join((folder / log).read_text()[-3000:] for log in logs)
    assert report.exists() and (folder / "app-messages.json").exists(), said
    result = json.loads(report.read_text())
    result["library"] = str(library)
    result["app_messages"] = json.loads((folder / "app-messages.json").read_text())
    return result  # type: ignore[no-any-return]


def test_every_focusable_object_has_a_name_and_a_proper_role(walked: dict) -> None:
    views = [view["view"] for view in walked["views"]]
    assert {"main window", "Preferences…", "New Entry…", "Keyboard Shortcuts"} <= set(views)
    assert {"Statistics", "Triage", "Add to Reading List…", "Find Duplicates…"} <= set(views)
    reader = next(view for view in walked["views"] if view["view"] == "Read PDF")
    assert reader["new"], "Read PDF opened no window"
    assert walked["problems"] == []


# What each view opened by keys is called on the screen, or how it starts (Export names
# what it exports).
TYPED_WINDOWS = {
    "Import file dialog": "Import", "Export file dialog": "Export",
    "Import review": "Possible Duplicates",
    "Zotero file dialog": "Import from Zotero", "Open Shared Library": "Open Shared Library",
    "About Papershelf": "About Papershelf", "Restore from Backup": "Restore from Backup",
    "Quick Tag": "Quick tag", "Conflict": "Someone Else Changed This Paper",
    "Zotero import": "Import from Zotero",
}  # fmt: skip


def test_dialogs_opened_by_keys_are_walked(walked: dict) -> None:
    """Each dialog a person opens with keys was opened so, and AT-SPI shows its controls."""
    views = {view["view"]: view for view in walked["views"]}
    assert set(TYPED_WINDOWS) == {view.name for view in TYPED_VIEWS}
    for name, title in TYPED_WINDOWS.items():
        view = views[name]
        assert view["presses"] in ([1], [2]), view  # the keys opened it (once more: dropped)
        shown = [w for w in view["windows"] if w["title"].startswith(title) and w["found"]]
        assert shown and shown[0]["focusable"] > 0, view
    for name in SHORTCUT_COMMANDS:  # found in the menus, opened by their shortcuts
        assert views[name]["presses"] in ([1], [2]) and views[name]["windows"][0]["found"]


# Menu commands with a shortcut the walk presses (others it chooses from their menu).
SHORTCUT_COMMANDS = ("Preferences…", "New Entry…", "Add by Identifier…", "Find Metadata…",
                     "Find Duplicates…", "Add to Reading List…", "Pick Citation…")  # fmt: skip


def test_the_table_reports_its_name_and_headers(walked: dict) -> None:
    table = walked["main"]["tables"][0]
    assert table["name"] == "Papers"
    assert table["headers"][:3] == ["Title", "Files", "Authors"]
    assert "Rating" in table["headers"] and "Status" in table["headers"]
    cells = dict(zip(table["headers"], table["first_row"], strict=True))
    assert cells["Rating"] == "Not rated" and cells["Status"] == "Unread"


def test_the_stars_report_their_value(walked: dict) -> None:
    stars = walked["main"]["sliders"]
    assert stars == [{"name": "Rating", "description": "Not rated", "value": 0.0}]


def test_a_screen_reader_selects_marks_read_and_rates(walked: dict) -> None:
    """Five Increase actions on the stars, then Edit › Undo through its menu item: four."""
    script = walked["screen_reader"]
    assert "failed" not in script, script
    assert script["stars"]["value"] == 4.0
    with sqlite3.connect(f"file:{walked['library']}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT status, rating FROM entry WHERE title = ?", (script["title"],))
        assert rows.fetchall() == [(int(Status.READ), 4)]


def test_the_status_bar_announces_what_was_done(walked: dict) -> None:
    heard = walked["screen_reader"]["heard"]
    assert any(h.startswith("object:announcement: Undone: Edit rating of") for h in heard), heard


# Qt's AT-SPI bridge says so when the registry probes a method it does not implement, when
# the walker asks for an object that has gone meanwhile (a file dialog's list refills as its
# folder is read; a closed dialog's controls), and when the registry does not answer a key
# event's forwarding in time (keyEventError NoReply, then the late answer finds no key
# queued: seen once, with the machine's other test process busy, never alone): the
# client's or the bus's timing, not the app's.
QT_BRIDGE_NOTES = ('does not implement "GetApplicationBusAddress"',
                   "Could not find accessible on path",
                   'keyEventError  "org.freedesktop.DBus.Error.NoReply"',
                   "notifyKeyboardListenerCallback with no queued key called")  # fmt: skip


def test_no_qt_warning_while_walked(walked: dict) -> None:
    messages = walked["app_messages"]
    assert [m for m in messages if not any(note in m for note in QT_BRIDGE_NOTES)] == []
