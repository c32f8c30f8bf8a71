"""The core (library, formats, services, cli) never imports Qt, so scripts can use it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import papershelf

CORE = ("library", "formats", "services", "cli")
PACKAGE = Path(papershelf.__file__).parent


def core_modules() -> list[str]:
    """Every module of the Qt-free layers, plus the CLI and the entry point."""
    names = ["papershelf.app", "papershelf.resources"]
    for layer in CORE:
        for path in sorted((PACKAGE / layer).glob("*.py")):
            stem = "" if path.stem == "__init__" else f".{path.stem}"
            names.append(f"papershelf.{layer}{stem}")
    return names


BLOCKER = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6" or name.startswith("PySide6."):
            raise ImportError("the core must not import " + name)
sys.meta_path.insert(0, Block())
import importlib
for name in sys.argv[1:]:
    importlib.import_module(name)
print("imported", len(sys.argv) - 1)
"""


def test_core_modules_import_without_pyside6() -> None:
    modules = core_modules()
    assert len(modules) > 10
    result = subprocess.run(
        [sys.executable, "-c", BLOCKER, *modules], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert f"imported {len(modules)}" in result.stdout


def test_blocker_really_blocks_qt() -> None:
    result = subprocess.run(
        [sys.executable, "-c", BLOCKER, "papershelf.gui.table_model"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode != 0
    assert "must not import PySide6" in result.stderr
