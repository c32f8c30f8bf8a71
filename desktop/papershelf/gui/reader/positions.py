"""Where the reader left each PDF, in this computer's settings: one key per file's path.

The reader writes it when a window closes or turns a page; the list's Progress column and a
reading plan read it without loading the reader (which brings PDFium's engine)."""

from __future__ import annotations

import hashlib
from pathlib import Path

from papershelf.gui.settings import Settings


def position_key(path: Path) -> str:
    """The settings key of a file's last position."""
    return "reader/position/" + hashlib.sha1(str(path).encode()).hexdigest()[:16]


def saved_page(settings: Settings, path: str) -> float | None:
    """The page (0-based, with the part of it read) where the reader left a file."""
    saved = settings.text(position_key(Path(path))).split(":")
    try:
        return int(saved[0]) + float(saved[1])
    except (ValueError, IndexError):
        return None
