"""End to end: the real app on a real X server, driven by xdotool as a person would.

`make e2e` runs this under xvfb-run on a 1600x1000 screen. It starts Papershelf on a new
default library (so it opens on the sample reading list, as on a first run), then: selects
a row and rates it, tags it by typing, drags a row onto that tag in the sidebar, undoes and
redoes that by keyboard, reorders the reading list by dragging, searches, and exports what
the search shows. Then e2e/new_user.py walks the README's first steps as a new user, and
e2e/keyboard_only.py does import, tag, list, reorder, triage, search, copy and export by keys.
A screenshot of each step goes to e2e/shots/, and after each step the
library file is read with sqlite3 (and the CLI's `search --json`) to check what was stored.
Exits 1 if any check fails, naming it.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHOTS = HERE / "shots"
sys.path.insert(0, str(HERE.parent / "desktop"))  # a checkout without `pip install -e .`

from oracle import Layout  # noqa: E402

from papershelf.library.queries import Scope  # noqa: E402

TAG = "e2e-reading"
QUERY = "graph"
TIMEOUT = 20.0  # seconds to wait for the app to store what a step did
# Steps whose failure is reported but does not fail the run, named in the environment
# (E2E_KNOWN_BROKEN=reorder_list,undo_redo) while a fix is on its way; none by default.
KNOWN_BROKEN = {name for name in os.environ.get("E2E_KNOWN_BROKEN", "").split(",") if name}


class CheckError(Exception):
    """A step did not do what a person would expect."""


class Session:
    """One running app: its home, its window, the library file, and the screenshots."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.env = {
            **os.environ,
            "HOME": str(home),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_STATE_HOME": str(home / "state"),
            "QT_QPA_PLATFORM": "xcb",
            "PYTHONPATH": str(HERE.parent / "desktop"),
        }
        self.env.pop("PAPERSHELF_LIBRARY", None)
        self.library = home / "data" / "Papershelf" / "library.sqlite"
        self.process: subprocess.Popen[bytes] | None = None
        self.window = ""
        self.origin = (0, 0)
        self.shot_number = 0
        self.state: dict[str, int] = {}

    # --- the app -----------------------------------------------------------------------------
    def start(self) -> None:
        """Start the app and wait for its window."""
        log = (self.home / "app.log").open("wb")
        command = [sys.executable, "-m", "papershelf"]
        self.process = subprocess.Popen(command, env=self.env, stdout=log, stderr=log)
        found = xdo(
            "search", "--sync", "--onlyvisible", "--pid", str(self.process.pid), "--name", "."
        )
        self.window = found.split()[0]
        wait_for(lambda: self.count("SELECT count(*) FROM entry") == 19, "the sample is in")
        time.sleep(1.0)  # the first paint and the related papers' index
        self.focus()
        geometry = xdo("getwindowgeometry", "--shell", self.window)
        values = dict(line.split("=", 1) for line in geometry.split())
        self.origin = (int(values["X"]), int(values["Y"]))

    def focus(self) -> None:
        """Give the window the keyboard (there is no window manager to do it)."""
        xdo("windowfocus", "--sync", self.window)

    def stop(self) -> int:
        """Quit with Ctrl+Q; the exit status."""
        if self.process is None:
            return 0
        if self.process.poll() is None:
            self.focus()
            self.key("ctrl+q")
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                return -9
        return int(self.process.returncode)

    # --- input and output --------------------------------------------------------------------
    def key(self, *keys: str) -> None:
        """Press keys (xdotool names), one after another."""
        xdo("key", "--delay", "60", *keys)
        time.sleep(0.3)

    def type(self, text: str) -> None:
        """Type text."""
        xdo("type", "--delay", "40", text)
        time.sleep(0.3)

    def screen(self, point: tuple[int, int]) -> tuple[int, int]:
        """A window point on the screen."""
        return self.origin[0] + point[0], self.origin[1] + point[1]

    def click(self, point: tuple[int, int]) -> None:
        """Click a window point."""
        x, y = self.screen(point)
        xdo("mousemove", "--sync", str(x), str(y), "click", "1")
        time.sleep(0.4)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        """Press at *start*, move in steps like a hand, release at *end*."""
        (x0, y0), (x1, y1) = self.screen(start), self.screen(end)
        xdo("mousemove", "--sync", str(x0), str(y0), "mousedown", "1")
        steps = 12
        for i in range(1, steps + 1):
            x, y = x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps
            xdo("mousemove", "--sync", str(x), str(y))
            time.sleep(0.05)
        time.sleep(0.3)
        xdo("mouseup", "1")
        time.sleep(0.6)

    def shot(self, name: str) -> Path:
        """Screenshot the whole screen into e2e/shots/NN-name.png."""
        self.shot_number += 1
        path = SHOTS / f"{self.shot_number:02d}-{name}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=True)
        return path

    # --- the library file --------------------------------------------------------------------
    def query(self, sql: str, params: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
        """Rows from the library file, read-only, as another program would read it."""
        with sqlite3.connect(f"file:{self.library}?mode=ro", uri=True) as db:
            return db.execute(sql, params).fetchall()

    def count(self, sql: str, params: tuple[object, ...] = ()) -> int:
        """A count from the library file."""
        return int(self.query(sql, params)[0][0])  # type: ignore[call-overload]

    def tagged(self, entry_id: int, tag: str = TAG) -> bool:
        """Whether the entry carries the tag."""
        sql = (
            "SELECT count(*) FROM entry_tag et JOIN tag t ON t.id = et.tag_id "
            "WHERE et.entry_id = ? AND t.name = ?"
        )
        return self.count(sql, (entry_id, tag)) == 1

    def list_order(self, list_id: int) -> list[int]:
        """The reading list's entries in its own order."""
        sql = "SELECT entry_id FROM list_membership WHERE reading_list_id = ? ORDER BY position"
        return [int(row[0]) for row in self.query(sql, (list_id,))]  # type: ignore[call-overload]

    def cli_search(self, query: str) -> list[str]:
        """Citation keys `papershelf search --json` finds (a second program on the file)."""
        command = [sys.executable, "-m", "papershelf", "--library", str(self.library)]
        out = subprocess.run(
            [*command, "search", "--json", query], env=self.env, capture_output=True, check=True
        )
        return [entry["key"] for entry in json.loads(out.stdout)]

    def layout(self, scope: Scope, query: str = "") -> Layout:
        """Where things are in the window now."""
        return Layout(self.library, scope, query)


def xdo(*args: str) -> str:
    """Run xdotool; its output."""
    done = subprocess.run(["xdotool", *args], capture_output=True, text=True, check=True)
    return done.stdout.strip()


def wait_for(condition: Callable[[], bool], what: str, timeout: float = TIMEOUT) -> None:
    """Poll until *condition* holds; CheckError naming *what* if it never does."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if condition():
                return
        except sqlite3.OperationalError:
            pass  # the app is writing: read again
        time.sleep(0.2)
    raise CheckError(f"timed out waiting until {what}")


# --- the steps -------------------------------------------------------------------------------


def sample_list(s: Session) -> int:
    """The sample reading list's id."""
    return int(s.query("SELECT id FROM reading_list ORDER BY id LIMIT 1")[0][0])  # type: ignore[call-overload]


def step_start(s: Session) -> None:
    """The app opens on the sample list, inside the screen."""
    s.start()
    s.shot("start")
    geometry = dict(
        line.split("=", 1) for line in xdo("getwindowgeometry", "--shell", s.window).split()
    )
    if int(geometry["WIDTH"]) > 1600 or int(geometry["HEIGHT"]) > 1000:
        raise CheckError(f"the window is larger than the screen: {geometry}")


def step_select_row(s: Session) -> None:
    """Click the third paper, rate it with Ctrl+4: the clicked paper is the one rated."""
    layout = s.layout(Scope("list", sample_list(s)))
    target = layout.entry_at(2)
    point = layout.row(2)
    layout.close()
    s.click(point)
    s.key("ctrl+4")
    wait_for(lambda: s.count("SELECT rating FROM entry WHERE id = ?", (target,)) == 4, "rated 4")
    s.state["selected"] = target
    s.shot("select-and-rate")


def step_tag_by_typing(s: Session) -> None:
    """Ctrl+T, type a new tag's name, Return: the selected paper carries it."""
    s.key("ctrl+t")
    s.shot("tag-popup")
    s.type(TAG)
    s.key("Return")
    wait_for(lambda: s.tagged(s.state["selected"]), f"the paper is tagged {TAG}")
    s.shot("tagged")


def step_drag_to_tag(s: Session) -> None:
    """Drag another paper onto the tag in the sidebar: it is tagged too."""
    layout = s.layout(Scope("list", sample_list(s)))
    target = layout.entry_at(5)
    start, end = layout.row(5), layout.sidebar(f"tag:{TAG}")
    layout.close()
    s.click(start)
    s.drag(start, end)
    wait_for(lambda: s.tagged(target), "the dragged paper is tagged")
    s.state["dragged"] = target
    s.shot("dragged-onto-tag")


def step_undo_redo(s: Session) -> None:
    """Ctrl+Z takes the drop back; Ctrl+Shift+Z does it again."""
    target = s.state["dragged"]
    s.key("ctrl+z")
    wait_for(lambda: not s.tagged(target), "Ctrl+Z untagged the dragged paper")
    s.shot("undone")
    s.key("ctrl+shift+z")
    wait_for(lambda: s.tagged(target), "Ctrl+Shift+Z tagged it again")
    s.shot("redone")


def step_reorder_list(s: Session) -> None:
    """Drag the first paper of the reading list below the fourth: the list's order changes."""
    list_id = sample_list(s)
    before = s.list_order(list_id)
    layout = s.layout(Scope("list", list_id))
    moved = layout.entry_at(0)
    start, end = layout.row(0), layout.row_gap(4)
    layout.close()
    s.click(start)
    s.drag(start, end)
    s.shot("reordered")
    wait_for(lambda: s.list_order(list_id) != before, "the reading list's order changed")
    after = s.list_order(list_id)
    if after.index(moved) != 3:
        raise CheckError(f"the dragged paper is at {after.index(moved)}, not 3: {after[:6]}")


def step_search(s: Session) -> None:
    """Ctrl+F and a word: the list shows what the CLI finds (checked through the export)."""
    s.key("ctrl+f")
    s.type(QUERY)
    time.sleep(1.0)  # the pause after typing, then the ranked results
    s.shot("search")


def step_export(s: Session) -> None:
    """Ctrl+E, a file name, Return: the file holds exactly the search's papers."""
    target = s.home / "exported.bib"
    s.key("ctrl+e")
    time.sleep(1.0)
    s.shot("export-dialog")
    s.key("ctrl+a")
    s.type(str(target))
    s.key("Return")
    wait_for(target.exists, f"{target} was written")
    text = target.read_text(encoding="utf-8")
    keys = sorted(
        line.split("{", 1)[1].rstrip(",").strip()
        for line in text.splitlines()
        if line.startswith("@")
    )
    expected = sorted(s.cli_search(QUERY))
    if not expected or keys != expected:
        raise CheckError(f"the export holds {keys}, the search finds {expected}")
    s.shot("exported")


STEPS = (
    step_start,
    step_select_row,
    step_tag_by_typing,
    step_drag_to_tag,
    step_undo_redo,
    step_reorder_list,
    step_search,
    step_export,
)


def main() -> int:
    """Run every step (a failed step is reported and the rest still run); 1 if any failed."""
    if not os.environ.get("DISPLAY"):
        print("e2e: no X display; run it with `make e2e` (xvfb-run)", file=sys.stderr)
        return 2
    shutil.rmtree(SHOTS, ignore_errors=True)
    SHOTS.mkdir(parents=True)
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="papershelf-e2e-") as tmp:
        session = Session(Path(tmp))
        try:
            for step in STEPS:
                failed += run_step(session, step)
                if step is step_start and failed:
                    break  # nothing else can run without the window
        finally:
            failed += exit_problems(session.stop(), Path(tmp))
    failed += new_user_walk()
    failed += keyboard_walk()
    known = [line for line in failed if line.split(":", 1)[0] in KNOWN_BROKEN]
    for line in failed:
        label = "KNOWN BROKEN" if line in known else "FAILED"
        print(f"e2e {label}: {line}", file=sys.stderr)
    print(f"e2e: {len(STEPS)} steps, {len(failed)} failed; screenshots in {SHOTS}")
    return 1 if len(failed) > len(known) else 0


def new_user_walk() -> list[str]:
    """e2e/new_user.py: the README's first steps, in a process of its own; its failure."""
    print("e2e: new user's first steps (e2e/new_user.py)", flush=True)
    done = subprocess.run([sys.executable, str(HERE / "new_user.py")], timeout=600, check=False)
    return [] if done.returncode == 0 else [f"new_user: exit status {done.returncode}"]


def keyboard_walk() -> list[str]:
    """e2e/keyboard_only.py: every step by keys alone (issue 37), in a process of its own."""
    print("e2e: everything by keyboard (e2e/keyboard_only.py)", flush=True)
    script = HERE / "keyboard_only.py"
    done = subprocess.run([sys.executable, str(script)], timeout=600, check=False)
    return [] if done.returncode == 0 else [f"keyboard_only: exit status {done.returncode}"]


def exit_problems(status: int, folder: Path, label: str = "") -> list[str]:
    """What was wrong with how a session's app ended: its exit status, a traceback in its log."""
    log = (folder / "app.log").read_text(errors="replace")
    problems = [] if status == 0 else [f"{label}the app exited with status {status}"]
    if "Traceback" in log:
        problems.append(f"{label}the app printed a traceback:\n" + log)
    return problems


def run_step(session: Session, step: Callable[[Session], None]) -> list[str]:
    """Run one step; its failure as a line, or nothing."""
    name = step.__name__.removeprefix("step_")
    print(f"e2e: {name}", flush=True)
    try:
        step(session)
    except (CheckError, subprocess.CalledProcessError, LookupError) as exc:
        session.shot(f"{name}-failed")
        session.focus()
        return [f"{name}: {exc}"]
    return []


if __name__ == "__main__":
    sys.exit(main())
