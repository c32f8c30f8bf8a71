"""The grouped module names (issue 32) on code from before the grouping, for compare_bench.

compare_bench drives an old and a new papershelf with the same bench code, which imports
`papershelf.gui.table.table_cells`; before the grouping that module was
`papershelf.gui.table_cells`. `install()` makes each grouped name load its flat module.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import re
import sys
import types
from importlib.machinery import ModuleSpec
from typing import Any

GROUPED = re.compile(r"^papershelf\.(gui|formats)\.(\w+)\.(\w+)$")
PACKAGE = re.compile(r"^papershelf\.(gui|formats)\.(\w+)$")


class _Alias(importlib.abc.Loader):
    """Loads a grouped name as the flat module of the same last name."""

    def __init__(self, flat: str | None) -> None:
        self.flat = flat

    def create_module(self, spec: ModuleSpec) -> types.ModuleType:
        """The flat module itself, or an empty package for a group's folder."""
        if self.flat is None:
            package = types.ModuleType(spec.name)
            package.__path__ = []
            return package
        return importlib.import_module(self.flat)

    def exec_module(self, module: types.ModuleType) -> None:
        """Nothing to run: the flat module ran when it was imported."""


class _Finder(importlib.abc.MetaPathFinder):
    """Finds grouped names that the old code does not have."""

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> ModuleSpec | None:
        """A spec for a grouped module or folder when only the flat layout exists."""
        grouped = GROUPED.match(fullname)
        if grouped:
            flat = f"papershelf.{grouped[1]}.{grouped[3]}"
            if importlib.util.find_spec(flat) is not None:
                return ModuleSpec(fullname, _Alias(flat))
        package = PACKAGE.match(fullname)
        if package and _missing(fullname):
            return ModuleSpec(fullname, _Alias(None), is_package=True)
        return None


def _missing(name: str) -> bool:
    """Whether the real code has no module of this name."""
    sys.meta_path.remove(FINDER)
    try:
        return importlib.util.find_spec(name) is None
    finally:
        sys.meta_path.append(FINDER)


FINDER = _Finder()


def install() -> None:
    """Let grouped names load on a flat (pre-issue-32) papershelf; nothing on a grouped one."""
    if importlib.util.find_spec("papershelf.gui.table") is None and FINDER not in sys.meta_path:
        sys.meta_path.append(FINDER)
