"""The screen reader's side of the AT-SPI test: walks Papershelf's accessible tree, drives it.

Runs in the system Python (pyatspi is a system module: python3-pyatspi), started by
tests/gui/atspi/session.py beside app_side.py, and knows nothing of Papershelf's code: it
sees only what AT-SPI says, as Orca would. For each view app_side.py announces
(`ready-N.json` in the folder) it walks every showing object of the app and notes each
focusable one without a name or with no proper role, then answers `ack-N`. On the main
window it also reads the table's headers and the custom widgets' values; on the last view
it selects a paper, marks it read and rates it through AT-SPI actions only, then presses
Edit › Undo's menu item and listens for the status bar's announcement. It writes what it
found to `walk.json`. Usage: walker.py FOLDER.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pyatspi

APP_NAME = "Papershelf"
# Roles a focusable object must not have: they tell a screen reader nothing.
VAGUE_ROLES = {"filler", "unknown", "invalid", "redundant object", "panel", "window"}
RATING_STARS = 4
FOCUSED = "object:state-changed:focused"
BUTTON_ROLES = ("toggle button", "radio button", "push button", "check box")
MAX_OBJECTS = 20000  # a runaway tree ends the walk rather than the test's patience


def find_app(timeout: float = 60.0) -> object:
    """The application's accessible, once it has registered with the desktop."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for number in range(desktop.childCount):
            child = desktop.getChildAtIndex(number)
            if child is not None and child.name == APP_NAME:
                return child
        time.sleep(0.5)
    raise SystemExit(f"{APP_NAME} never appeared on the AT-SPI desktop")


def children(acc: object) -> list[object]:
    """An object's children (a dead one has none)."""
    try:
        return [c for c in (acc.getChildAtIndex(i) for i in range(acc.childCount)) if c]
    except Exception:
        return []


def walk(acc: object, path: str = "") -> list[tuple[str, object]]:
    """Every showing object under *acc*, each with a readable path of roles and names."""
    found: list[tuple[str, object]] = []
    stack = [(path, acc)]
    while stack and len(found) < MAX_OBJECTS:
        here, node = stack.pop()
        try:  # an object may go while walked (a list refilling): it is left out
            if not node.getState().contains(pyatspi.STATE_SHOWING) and here:
                continue
            role = node.getRoleName()
            label = f"{here}/{role}[{node.name}]"
        except Exception:
            continue
        found.append((label, node))
        if role == "table":
            continue  # its cells are checked through the Table interface (below)
        stack.extend((label, child) for child in reversed(children(node)))
    return found


def problems(objects: list[tuple[str, object]]) -> list[str]:
    """Focusable objects without a name, or with a role that says nothing."""
    found = []
    for path, node in objects:
        try:
            if not node.getState().contains(pyatspi.STATE_FOCUSABLE):
                continue
            role, name = node.getRoleName(), node.name
        except Exception:
            continue
        if not name.strip() and not blank_cell(node, role):
            found.append(f"no name: {path}")
        if role in VAGUE_ROLES:
            found.append(f"role {role!r}: {path}")
    return found


def blank_cell(node: object, role: str) -> bool:
    """A table's or tree's cell with no value (a folder's size): read with its header."""
    try:
        return role == "table cell" and node.parent.getRoleName() in ("table", "tree", "tree table")
    except Exception:
        return False


def role_of(node: object) -> str:
    """The object's role ('' when it has gone meanwhile: a row of chips rebuilt)."""
    try:
        return str(node.getRoleName())
    except Exception:
        return ""


def name_of(node: object) -> str:
    """The object's name ('' when it has gone meanwhile)."""
    try:
        return str(node.name)
    except Exception:
        return ""


def by_role(objects: list[tuple[str, object]], role: str, name: str = "") -> list[object]:
    """The objects of a role (and name, when given)."""
    return [n for _p, n in objects if role_of(n) == role and (not name or name_of(n) == name)]


def table_report(table: object) -> dict[str, object]:
    """The paper table as a screen reader reads it: headers and the first row's cells."""
    grid = table.queryTable()
    headers = [grid.getColumnHeader(c).name for c in range(grid.nColumns)]
    first = [grid.getAccessibleAt(0, c).name for c in range(grid.nColumns)]
    return {"name": table.name, "rows": grid.nRows, "headers": headers, "first_row": first}


def value_of(node: object) -> dict[str, object]:
    """What a custom widget says about its value."""
    report: dict[str, object] = {"name": node.name, "description": node.description}
    try:
        report["value"] = node.queryValue().currentValue
    except NotImplementedError:
        report["value"] = None
    return report


def do_action(node: object, *names: str) -> str:
    """Run the first of the named actions the object offers; its name."""
    action = node.queryAction()
    offered = [action.getName(i) for i in range(action.nActions)]
    for wanted in names:
        if wanted in offered:
            action.doAction(offered.index(wanted))
            return wanted
    raise SystemExit(f"{node.name!r} offers {offered}, none of {names}")


def screen_reader(app: object) -> dict[str, object]:
    """Select the third paper, mark it read, five stars, Edit › Undo (four): AT-SPI alone."""
    table = by_role(walk(app), "table")[0]
    grid = table.queryTable()
    headers = [grid.getColumnHeader(c).name for c in range(grid.nColumns)]
    title = grid.getAccessibleAt(2, headers.index("Title")).name
    for row in grid.getSelectedRows():
        grid.removeRowSelection(row)
    grid.addRowSelection(2)
    time.sleep(1.0)  # the detail pane follows the selection
    objects = walk(app)
    read = [n for role in BUTTON_ROLES for n in by_role(objects, role, "Read")]
    if not read:
        buttons = [p for p, n in objects if "button" in role_of(n)]
        raise SystemExit(f"no Read button among {buttons}")
    do_action(read[0], "Press", "Toggle")
    time.sleep(0.5)
    stars = by_role(walk(app), "slider", "Rating")[0]
    for _ in range(RATING_STARS + 1):
        do_action(stars, "Increase")
        time.sleep(0.2)
    heard = heard_while(lambda: do_action(menu_item(app, "Undo "), "Press", "Click"))
    return {"title": title, "stars": value_of(stars), "heard": heard}


def menu_item(app: object, starts: str) -> object:
    """The menu entry whose name starts with *starts* (the menus need not be open)."""
    items = [n for _p, n in walk_all(app) if role_of(n) == "menu item"]
    for item in items:
        if item.name.replace("&", "").startswith(starts):
            return item
    raise SystemExit(f"no menu entry {starts}… among {[n.name for n in items]}")


def walk_all(acc: object) -> list[tuple[str, object]]:
    """Every object under *acc*, shown or not (a closed menu's entries), tables aside."""
    found, stack = [], [acc]
    while stack and len(found) < MAX_OBJECTS:
        node = stack.pop()
        found.append(("", node))
        if role_of(node) != "table":
            stack.extend(children(node))
    return found


def heard_while(act: object) -> list[str]:
    """What the app announced, or put in a description, while *act* ran (its events)."""
    from gi.repository import GLib

    heard: list[str] = []

    def listen(event: object) -> None:
        """Keep what an event says."""
        heard.append(f"{event.type}: {event.any_data}")

    kinds = ("object:announcement", "object:property-change:accessible-description")
    for kind in kinds:
        pyatspi.Registry.registerEventListener(listen, kind)
    act()
    context = GLib.MainContext.default()
    deadline = time.monotonic() + 2.0
    while time.monotonic() < deadline:
        context.iteration(False)
        time.sleep(0.02)
    for kind in kinds:
        pyatspi.Registry.deregisterEventListener(listen, kind)
    return heard


def main_window_report(objects: list[tuple[str, object]]) -> dict[str, object]:
    """The table, the rating and the status as the main window reports them."""
    tables = by_role(objects, "table")
    report: dict[str, object] = {"tables": [table_report(t) for t in tables]}
    report["sliders"] = [value_of(n) for n in by_role(objects, "slider")]
    report["status_bar"] = [value_of(n) for n in by_role(objects, "status bar")]
    return report


def press(steps: list[list[str]], window: int) -> object | None:
    """Give the window the keyboard (no window manager does), then press and type; the
    window the focus ended in (a popup is no child of the application: a screen reader
    follows the focus into it)."""
    focused: list[object] = []

    def follow(event: object) -> None:
        """Keep what gains the focus."""
        if event.detail1:
            focused.append(event.source)

    pyatspi.Registry.registerEventListener(follow, FOCUSED)
    subprocess.run(["xdotool", "windowfocus", "--sync", str(window)], check=True, timeout=20)
    pump(0.5)
    for kind, text in steps:
        if kind == "sleep":
            pump(float(text))
        elif kind == "key":
            xdotool = ["xdotool", "key", "--delay", "80", *text.split()]
            subprocess.run(xdotool, check=True, timeout=20)
        else:
            subprocess.run(["xdotool", "type", "--delay", "30", text], check=True, timeout=60)
        pump(0.2)
    pump(1.0)
    pyatspi.Registry.deregisterEventListener(follow, FOCUSED)
    return window_of(focused[-1]) if focused else None


def pump(seconds: float) -> None:
    """Let AT-SPI's events arrive for *seconds*."""
    from gi.repository import GLib

    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        context.iteration(False)
        time.sleep(0.02)


def window_of(node: object) -> object | None:
    """The window holding *node*: its ancestor just under the application."""
    try:
        while node.parent is not None and node.parent.getRoleName() != "application":
            node = node.parent
        return node
    except Exception:
        return None


def windows_report(
    app: object, titles: list[str], focused: object | None
) -> list[dict[str, object]]:
    """Each new window of the view as AT-SPI shows it (among the application's windows, or
    where the focus went): found, role, focusable objects."""
    report = []
    tops = {top.name: top for top in [*shown_windows(app), *([focused] if focused else [])]}
    for title in titles:
        top = tops.get(title)
        if top is None:
            report.append({"title": title, "found": False})
            continue
        objects = walk(top, "top")
        focusable = [n for _p, n in objects if has_state(n, pyatspi.STATE_FOCUSABLE)]
        role = role_of(top)
        report.append({"title": title, "found": True, "role": role, "focusable": len(focusable)})
    return report


def has_state(node: object, state: object) -> bool:
    """Whether the object is in the state (an object gone meanwhile is in none)."""
    try:
        return bool(node.getState().contains(state))
    except Exception:
        return False


def shown_windows(app: object) -> list[object]:
    """The application's windows on the screen (Qt lists its hidden ones too)."""
    return [top for top in children(app) if has_state(top, pyatspi.STATE_SHOWING)]


def press_until_opened(
    app: object, steps: list[list[str]], window: int, tries: list[int]
) -> object | None:
    """Press the keys; once more when nothing opened (a key the X server dropped: there is
    no window manager to settle the focus); how many presses it took goes into *tries*."""
    before = {top.name for top in shown_windows(app)}
    for attempt in (1, 2):
        focused = press(steps, window)
        deadline = time.monotonic() + 3.0
        while time.monotonic() < deadline:
            opened = {top.name for top in shown_windows(app)} - before
            if opened or (focused is not None and focused.name not in before):
                tries.append(attempt)
                return focused
            pump(0.2)
    tries.append(0)
    shot = (
        Path(os.environ.get("TMPDIR", "/tmp")) / f"papershelf-atspi-unopened-{time.time():.0f}.png"
    )
    subprocess.run(["import", "-window", "root", str(shot)], check=False, timeout=30)
    return focused


def wait_for_ready(
    app: object, folder: Path, number: int, tries: list[int]
) -> tuple[Path | None, object | None]:
    """The view's ready file once app_side writes it (None when the app has shown its last
    view, or stopped), pressing keys when asked: then also the window they focused."""
    ready, asked = folder / f"ready-{number}.json", folder / f"keys-{number}.json"
    focused = None
    deadline = time.monotonic() + 90
    while not ready.exists() and time.monotonic() < deadline:
        if (folder / "finished").exists():
            return None, None
        if asked.exists() and not (folder / f"sent-{number}").exists():
            keys = json.loads(asked.read_text())
            focused = press_until_opened(app, keys["keys"], keys["window"], tries)
            (folder / f"sent-{number}").write_text("sent")
            deadline = time.monotonic() + 90
        time.sleep(0.2)
    return (ready if ready.exists() else None), focused


def main() -> None:
    """Walk each view as app_side.py shows it; write walk.json."""
    folder = Path(sys.argv[1])
    app = find_app()
    result: dict[str, object] = {"views": [], "problems": []}
    number = 0
    seen: set[str] = set()
    while True:
        tries: list[int] = []
        ready, focused = wait_for_ready(app, folder, number, tries)
        if ready is None:
            break
        view = json.loads(ready.read_text())
        if view["view"] == "screen reader":
            try:
                result["screen_reader"] = screen_reader(app)
            except (SystemExit, IndexError, ValueError, StopIteration) as failed:
                result["screen_reader"] = {"failed": str(failed)}
        else:
            popup = focused and focused.name not in {top.name for top in shown_windows(app)}
            objects = walk(app) + (walk(focused, "/popup") if popup else [])
            windows = windows_report(app, view["new"], focused)
            report = {**view, "objects": len(objects), "windows": windows, "presses": tries}
            result["views"].append(report)
            new = [p for p in problems(objects) if p not in seen]
            seen.update(new)
            result["problems"] += [f"{view['view']}: {p}" for p in new]
            if view["view"] == "main window":
                result["main"] = main_window_report(objects)
        (folder / "walk.json").write_text(json.dumps(result, indent=1))
        (folder / f"ack-{number}").write_text("walked")
        number += 1


if __name__ == "__main__":
    main()
