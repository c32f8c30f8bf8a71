"""Everything by keyboard (issue 37): the real app on a real X server, xdotool sending keys only.

Run by e2e/run.py (`make e2e`) after the pointer's walk, in a process of its own, under the
same xvfb-run. No click, no drag: F6 moves between panes, Ctrl+O imports a RIS file,
Ctrl+T tags, Ctrl+L puts papers on a new reading list (the keyboard's drop), the sidebar is
reached by Shift+F6 and searched by typing the list's name, Alt+Down reorders the list,
Ctrl+Shift+R triages it (D: read), Ctrl+F searches, Ctrl+Shift+B copies a reference and
Ctrl+E exports. After each step the library file (sqlite3, read-only) must show what the
keys did; the clipboard is read by a second Qt program. Exits 1 naming each failed step.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from run import QUERY, SHOTS, CheckError, Session, exit_problems, wait_for

HERE = Path(__file__).resolve().parent
IMPORTED = HERE.parent / "tests" / "data" / "sample.ris"  # 8 records
TAG = "by-keys"
LIST = "Keyboard list"
READ = 2  # Status.READ as stored
LIST_ID = "SELECT id FROM reading_list WHERE name = ?"
CLIPBOARD = (
    "import sys\nfrom PySide6.QtGui import QGuiApplication\n"
    "app = QGuiApplication(sys.argv)\nsys.stdout.write(app.clipboard().text())\n"
)


class Keys:
    """The steps, each on one session, remembering what later steps check against."""

    def __init__(self, session: Session) -> None:
        self.s = session
        self.list_id = 0

    def table(self) -> None:
        """Ctrl+F puts the keys in the search box; F6 goes on to the paper list."""
        self.s.key("ctrl+f", "F6")

    def sidebar(self) -> None:
        """Ctrl+F, then Shift+F6 back to the sidebar's tree."""
        self.s.key("ctrl+f", "shift+F6")

    def step_import(self) -> None:
        """Ctrl+O, the file's path typed into the file dialog, Return: 8 more papers."""
        before = self.s.count("SELECT count(*) FROM entry")
        self.s.key("ctrl+o")
        time.sleep(1.0)
        self.s.key("ctrl+a")
        self.s.type(str(IMPORTED))
        self.s.key("Return")
        wait_for(lambda: self.s.count("SELECT count(*) FROM entry") == before + 8, "8 imported")
        time.sleep(0.5)
        self.s.focus()  # the closed dialog had the X focus; no window manager hands it back
        self.s.shot("keys-imported")

    def step_tag(self) -> None:
        """The list, Down Up (one paper), Ctrl+T, a new tag's name, Return: that paper has it."""
        self.table()
        self.s.key(
            "Down", "Up"
        )  # all new papers are selected: one, then the first (Home: no key on Xvfb)
        self.s.shot("keys-first-row")
        self.s.key("ctrl+t")
        self.s.type(TAG)
        self.s.key("Return")
        sql = "SELECT count(*) FROM entry_tag et JOIN tag t ON t.id = et.tag_id WHERE t.name = ?"
        wait_for(lambda: self.s.count(sql, (TAG,)) == 1, f"one paper tagged {TAG}")
        self.s.shot("keys-tagged")

    def step_add_to_list(self) -> None:
        """Ctrl+L and a new list's name; Down, Ctrl+L and part of it: two papers on it."""
        self.s.key("ctrl+l")
        self.s.type(LIST)
        self.s.key("Return")
        wait_for(lambda: bool(self.s.query(LIST_ID, (LIST,))), f"{LIST} made")
        self.list_id = int(self.s.query(LIST_ID, (LIST,))[0][0])  # type: ignore[call-overload]
        self.s.focus()  # the closed dialog had the X focus; no window manager hands it back
        self.table()
        self.s.key("Down")
        self.s.key("ctrl+l")
        self.s.type(LIST.split()[0])
        self.s.key("Return")
        wait_for(lambda: len(self.s.list_order(self.list_id)) == 2, f"two papers on {LIST}")
        self.s.focus()
        self.s.shot("keys-listed")

    def step_reorder(self) -> None:
        """The sidebar, the list's name typed, F6 F6, Down Up, Alt+Down: the first goes second."""
        before = self.s.list_order(self.list_id)
        self.sidebar()
        self.s.type(LIST)
        time.sleep(0.5)
        self.s.shot("keys-list-shown")
        self.s.key("F6", "F6", "Down", "Up", "alt+Down")
        wait_for(lambda: self.s.list_order(self.list_id) == before[::-1], "the order swapped")
        self.s.shot("keys-reordered")

    def step_triage(self) -> None:
        """Ctrl+Shift+R triages the list shown; D marks its first paper read; Escape leaves."""
        sql = (
            "SELECT count(*) FROM entry e JOIN list_membership m ON m.entry_id = e.id "
            "WHERE m.reading_list_id = ? AND e.status = ?"
        )
        self.s.key("ctrl+shift+r")
        time.sleep(1.0)
        self.s.shot("keys-triage")
        self.s.key("d")
        wait_for(lambda: self.s.count(sql, (self.list_id, READ)) == 1, "triage marked one read")
        self.s.key("Escape")

    def step_search_copy_export(self) -> None:
        """All entries, Ctrl+F and a word, a row, Ctrl+Shift+B: a reference; Ctrl+E: a file."""
        self.sidebar()
        self.s.type("All entries")  # the whole library, as the CLI searches it
        time.sleep(0.5)
        self.s.key("ctrl+f")
        self.s.type(QUERY)
        time.sleep(1.0)
        self.s.key("F6", "Down", "Up", "ctrl+shift+b")
        time.sleep(1.0)
        found = self.s.cli_search(QUERY)
        marks = ",".join("?" * len(found))
        titles = [str(row[0]) for row in self.s.query(
            f"SELECT title FROM entry WHERE key IN ({marks})", tuple(found))]  # fmt: skip
        copied = clipboard(self.s)
        if not any(title[:30] in copied for title in titles):
            raise CheckError(f"the clipboard holds {copied[:200]!r}, no title of {titles}")
        self.s.shot("keys-copied")
        target = self.s.home / "by-keys.bib"
        self.s.key("ctrl+e")
        time.sleep(1.0)
        self.s.key("ctrl+a")
        self.s.type(str(target))
        self.s.key("Return")
        wait_for(target.exists, f"{target} was written")
        text = target.read_text(encoding="utf-8")
        keys = sorted(
            line.split("{", 1)[1].rstrip(",").strip()
            for line in text.splitlines()
            if line.startswith("@")
        )
        if keys != sorted(found):
            raise CheckError(f"the export holds {keys}, the search finds {found}")
        self.s.shot("keys-exported")


def clipboard(session: Session) -> str:
    """What the X clipboard holds, read by a second Qt program as a paste would."""
    env = {**session.env, "QT_QPA_PLATFORM": "xcb"}
    done = subprocess.run(
        [sys.executable, "-c", CLIPBOARD], env=env, capture_output=True, text=True, timeout=30
    )
    return done.stdout


def run(step: Callable[[], None], session: Session) -> list[str]:
    """One step; its failure as a line, or nothing."""
    name = step.__name__.removeprefix("step_")
    print(f"e2e keys: {name}", flush=True)
    try:
        step()
    except (CheckError, subprocess.CalledProcessError, LookupError, ValueError) as exc:
        session.shot(f"keys-{name}-failed")
        session.focus()
        return [f"keys {name}: {exc}"]
    return []


def main() -> int:
    """Start the app on a new library with the sample; each step by keys; 1 if any failed."""
    if not os.environ.get("DISPLAY"):
        print("keyboard_only: no X display; run it with `make e2e` (xvfb-run)", file=sys.stderr)
        return 2
    failed: list[str] = []
    SHOTS.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="papershelf-keys-") as tmp:
        session = Session(Path(tmp))
        keys = Keys(session)
        try:
            session.start()
            steps = (keys.step_import, keys.step_tag, keys.step_add_to_list, keys.step_reorder,
                     keys.step_triage, keys.step_search_copy_export)  # fmt: skip
            for step in steps:
                failed += run(step, session)
        finally:
            failed += exit_problems(session.stop(), Path(tmp), "keys: ")
    for line in failed:
        print(f"e2e FAILED: {line}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
