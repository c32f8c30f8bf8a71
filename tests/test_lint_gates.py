"""The gates `make lint` adds hold, and each can fail: the import contracts in pyproject's
[tool.importlinter] (layer order, no Qt in the core, no backend package in the GUI or CLI)
and vulture's dead-code check, each run on a copy of the package with a planted violation."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import papershelf

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = Path(papershelf.__file__).parent
BIN = Path(sys.executable).parent


def _tool(name: str) -> str:
    """The tool installed beside this Python (the test extras), or a skip when it is not."""
    path = BIN / name
    if not path.exists():
        pytest.skip(f"{name} is not installed (pip install -e '.[test]')")
    return str(path)


def _lint_imports(source_root: Path) -> subprocess.CompletedProcess[str]:
    """lint-imports with the project's contracts, on the package found under source_root."""
    env = {**os.environ, "PYTHONPATH": str(source_root)}
    return subprocess.run(
        [_tool("lint-imports"), "--config", str(ROOT / "pyproject.toml"), "--no-cache"],
        capture_output=True, text=True, timeout=120, env=env, cwd=ROOT,
    )  # fmt: skip


@pytest.fixture
def package_copy(tmp_path: Path) -> Path:
    """A copy of papershelf's source to plant violations in; returns the folder above it."""
    shutil.copytree(PACKAGE, tmp_path / "papershelf", ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def test_import_contracts_hold() -> None:
    result = _lint_imports(PACKAGE.parent)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


@pytest.mark.parametrize(
    ("module", "line", "contract"),
    [
        ("services/zz_plant.py", "import papershelf.gui.table.table_model", "Layers point down"),
        ("formats/zz_plant.py", "import papershelf.library.models", "Layers point down"),
        ("cli/zz_plant.py", "import papershelf.gui.settings", "Layers point down"),
        ("library/zz_plant.py", "import PySide6.QtCore", "never import Qt"),
    ],
)
def test_each_import_contract_catches_a_planted_import(
    package_copy: Path, module: str, line: str, contract: str
) -> None:
    (package_copy / "papershelf" / module).write_text(f'"""Planted."""\n\n{line}\n')
    result = _lint_imports(package_copy)
    assert result.returncode != 0
    assert f"{contract}" in result.stdout
    assert "BROKEN" in result.stdout


def test_backend_contract_catches_a_gui_module_importing_a_backend(package_copy: Path) -> None:
    backend = package_copy / "papershelf" / "library" / "sqlite"
    backend.mkdir(exist_ok=True)
    (backend / "__init__.py").touch()
    (backend / "zz_engine.py").write_text('"""Planted backend module."""\n')
    plant = package_copy / "papershelf" / "gui" / "zz_plant.py"
    plant.write_text('"""Planted."""\n\nimport papershelf.library.sqlite.zz_engine\n')
    result = _lint_imports(package_copy)
    assert result.returncode != 0
    assert "never import a backend package" in result.stdout


def _vulture(*extra: str) -> subprocess.CompletedProcess[str]:
    """vulture with the project's settings ([tool.vulture]), plus extra paths."""
    return subprocess.run(
        [_tool("vulture"), *extra], capture_output=True, text=True, timeout=120, cwd=ROOT
    )


def test_no_dead_code() -> None:
    result = _vulture()
    assert result.returncode == 0, result.stdout


def test_vulture_finds_a_planted_dead_function(tmp_path: Path) -> None:
    plant = tmp_path / "zz_plant.py"
    plant.write_text('"""Planted."""\n\n\ndef never_called_anywhere() -> int:\n    return 1\n')
    result = _vulture(str(plant))
    assert result.returncode != 0
    assert "never_called_anywhere" in result.stdout
