"""The views of the AT-SPI walk a person opens with keys: the walker sends them (xdotool).

Each names what it opens and the keys that open it: a shortcut, or the menu bar's letters
(Alt+F, then the entry's underlined letter) where the command has none; a file dialog's
name box is filled by typing the file's path. `{folder}` in a typed text is the session's
folder (tests/gui/test_atspi.py puts the files there). The conflict dialog needs another
writer: once the edit form is open, app_side.py changes the same title through a second
connection to the library, as another person's Papershelf would, once this person has typed
into it (before, the form would take the new title as its own: no conflict).
"""

from __future__ import annotations

import getpass
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QKeySequence

from papershelf.gui.main_window import MainWindow
from papershelf.library.db import open_library
from papershelf.library.models import database_proxy
from papershelf.services.entries import update_entry

IMPORTED = "import.txt"  # the library's own sample again: every paper a duplicate
ZOTERO = "Zotero/zotero.sqlite"  # the home folder's Zotero data folder
Step = tuple[str, str]  # ("key", xdotool key names) | ("type", text) | ("sleep", seconds)


def keys(*names: str) -> Step:
    """Press keys, one after another (xdotool names)."""
    return ("key", " ".join(names))


def typed(text: str) -> Step:
    """Type a text."""
    return ("type", text)


def pause(seconds: float) -> Step:
    """Let the app catch up (a dialog opening)."""
    return ("sleep", str(seconds))


XDOTOOL_NAMES = {",": "comma", "=": "equal", "-": "minus", ".": "period", "/": "slash"}


def shortcut_keys(sequence: QKeySequence) -> str:
    """A shortcut as xdotool names it ('Ctrl+,' -> 'ctrl+comma'); '' for none."""
    text = sequence.toString(QKeySequence.SequenceFormat.PortableText).split(", ")[0]
    if not text:
        return ""
    *modifiers, key = text.split("+")
    key = XDOTOOL_NAMES.get(key, key.lower() if len(key) == 1 else key)
    return "+".join([*(m.lower() for m in modifiers), key])


def path_into_file_dialog(path: str) -> list[Step]:
    """Select the file dialog's name box's text, type the path, Return."""
    return [pause(1.5), keys("ctrl+a"), typed(path), pause(0.3), keys("Return")]


def bobs_title(window: MainWindow) -> None:
    """Another person changes the paper's title while this one edits it."""
    entry = window.detail.entry()
    assert entry is not None
    real = getpass.getuser
    getpass.getuser = lambda: "bob"  # type: ignore[assignment]  # the SQLite backend asks the OS
    try:
        other = open_library(window.controller.lib.path)
        other.user_name()
        update_entry(other, entry.id, {"title": "Bob's title"})
        other.close()
    finally:
        getpass.getuser = real
        database_proxy.initialize(window.controller.lib.db)  # the window's models stay its own


@dataclass(frozen=True)
class TypedView:
    """A view opened by keys; *other_writer* runs once the edit form is open."""

    name: str
    steps: list[Step]
    other_writer: Callable[[MainWindow], None] | None = None
    settle: float = 1.0  # seconds after the last key before the walk

    def keys(self, folder: Path) -> list[Step]:
        """The steps with the session's folder filled in."""
        return [(kind, text.replace("{folder}", str(folder))) for kind, text in self.steps]


TYPED_VIEWS = [
    TypedView("Import file dialog", [keys("ctrl+o")]),
    TypedView("Export file dialog", [keys("ctrl+e")]),
    TypedView("Import review", [keys("ctrl+o"), *path_into_file_dialog(f"{{folder}}/{IMPORTED}")],
              settle=3.0),
    TypedView("Zotero file dialog", [keys("alt+f"), pause(0.5), keys("z")]),
    TypedView("Open Shared Library", [keys("alt+f"), pause(0.5), keys("Return")]),  # the first
    TypedView("About Papershelf", [keys("alt+h"), pause(0.5), keys("a")]),
    TypedView("Restore from Backup", [keys("alt+f"), pause(0.5), keys("r")]),
    TypedView("Quick Tag", [keys("ctrl+f", "F6", "ctrl+t")]),
    TypedView("Zotero import", [keys("alt+f"), pause(0.5), keys("z"),
                                *path_into_file_dialog(f"{{folder}}/{ZOTERO}")], settle=6.0),
    TypedView("Conflict", [keys("ctrl+f", "F6", "F2"), pause(1.5), keys("ctrl+a"),
                           typed("My title"), pause(1.0), keys("ctrl+s")],
              other_writer=bobs_title, settle=2.0),
]  # fmt: skip
