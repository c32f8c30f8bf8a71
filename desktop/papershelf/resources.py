"""The one place that finds bundled resources, from source or inside a PyInstaller bundle."""

from __future__ import annotations

import os
import sys
from pathlib import Path

SAMPLE_LIST = ("samples", "iclr2025-abstracts.txt")


def resource_root() -> Path:
    """The resources folder: PAPERSHELF_RESOURCES, the bundle's copy, or the source tree's."""
    override = os.environ.get("PAPERSHELF_RESOURCES")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def resource(*parts: str) -> Path:
    """The path of one resource file, e.g. resource('samples', 'iclr2025-abstracts.txt')."""
    return resource_root().joinpath(*parts)


def sample_list_path() -> Path:
    """The abstracts a new default library is filled with."""
    return resource(*SAMPLE_LIST)
