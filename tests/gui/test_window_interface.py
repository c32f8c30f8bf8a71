"""The window stays narrow (issue 32): feature modules take the window typed by the roles in
gui/window_api.py, never `MainWindow`. Only the modules named in ALLOWED import it, imports
for type checking included (found with `ast`, so an import under `if TYPE_CHECKING:` counts).
"""

from __future__ import annotations

import ast
from pathlib import Path

import papershelf.gui

GUI = Path(papershelf.gui.__file__).parent
WINDOW_MODULE = "papershelf.gui.main_window"

# The modules that may import MainWindow, and why each needs the whole window.
ALLOWED = {
    "application.py": "makes the window and hands it to the app's guards and probes",
    "shell/window_menus.py": "the window's own menus: one action for every feature of the window",
}
LIMIT = 5  # issue 32's acceptance: fewer than five gui modules import MainWindow


def _absolute(node: ast.ImportFrom, package: str) -> str:
    """The module an `from ... import` names, its dots resolved against *package*."""
    if not node.level:
        return node.module or ""
    base = package.split(".")[: len(package.split(".")) - node.level + 1]
    return ".".join([*base, node.module] if node.module else base)


def imports_main_window(source: str, package: str = "papershelf.gui") -> bool:
    """Whether *source* (a module of *package*) imports MainWindow or its module, anywhere."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            if any(alias.name == WINDOW_MODULE for alias in node.names):
                return True
        elif isinstance(node, ast.ImportFrom):
            module = _absolute(node, package)
            names = {alias.name for alias in node.names}
            if module == WINDOW_MODULE or (module == "papershelf.gui" and "main_window" in names):
                return True
    return False


def _package_of(path: Path) -> str:
    """The dotted package a gui module lives in (papershelf.gui, papershelf.gui.reader...)."""
    parts = path.relative_to(GUI).parent.parts
    return ".".join(["papershelf", "gui", *parts])


def modules_importing_main_window() -> list[str]:
    """The gui modules (paths under gui/) that import MainWindow, main_window.py left out."""
    found = []
    for path in sorted(GUI.rglob("*.py")):
        name = path.relative_to(GUI).as_posix()
        if name != "main_window.py" and imports_main_window(path.read_text(), _package_of(path)):
            found.append(name)
    return found


def test_fewer_than_five_gui_modules_import_the_window() -> None:
    found = modules_importing_main_window()
    assert len(found) < LIMIT, f"{len(found)} gui modules import MainWindow: {found}"
    unexpected = sorted(set(found) - set(ALLOWED))
    assert not unexpected, (
        f"{unexpected} import MainWindow: take the window typed by the roles it uses "
        "(gui/window_api.py: Host, Selection, View...), or pass the one thing needed"
    )


def test_the_allowed_modules_still_need_it() -> None:
    """An allowed module that stopped importing the window leaves the list (it only shrinks)."""
    assert sorted(ALLOWED) == modules_importing_main_window()


def test_every_kind_of_import_is_found() -> None:
    planted = {
        "from papershelf.gui.main_window import MainWindow": True,
        "import papershelf.gui.main_window": True,
        "from papershelf.gui import main_window": True,
        "from .main_window import MainWindow": True,
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
        "    from papershelf.gui.main_window import MainWindow\n": True,
        "def f():\n    from papershelf.gui.main_window import MainWindow\n": True,
        "from papershelf.gui.window_api import Host": False,
        "from PySide6.QtWidgets import QMainWindow": False,
        "from papershelf.gui.main_window_extra import X": False,
    }
    for source, expected in planted.items():
        assert imports_main_window(source) is expected, source
    assert imports_main_window("from ..main_window import MainWindow", "papershelf.gui.reader")
