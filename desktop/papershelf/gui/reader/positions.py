"""Where the reader left each PDF: in the library for a member of a shared library (each
member their own, services/reading_positions), else in this computer's settings, one key
per file's path.

The reader writes it when a window closes; the list's Progress column and a reading plan
read it without loading the reader (which brings PDFium's engine)."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path

from papershelf.gui.settings import Settings
from papershelf.library.attachments import AttachmentRow
from papershelf.library.db import Library
from papershelf.library.db_errors import STORAGE_ERRORS
from papershelf.library.errors import LibraryError
from papershelf.library.positions_sql import Position
from papershelf.services import reading_positions

# What a write to a server that went away raises: the position is kept on this computer then.
_UNSAVED: tuple[type[Exception], ...] = (*STORAGE_ERRORS, LibraryError)


def position_key(path: Path) -> str:
    """The settings key of a file's last position."""
    return "reader/position/" + hashlib.sha1(str(path).encode()).hexdigest()[:16]


def settings_position(settings: Settings, path: str) -> Position | None:
    """The position this computer's settings keep for a file (None: never left)."""
    saved = settings.text(position_key(Path(path))).split(":")
    try:
        page, fraction = int(saved[0]), float(saved[1])
    except (ValueError, IndexError):
        return None
    try:
        return Position(page, fraction, float(saved[2]))
    except (ValueError, IndexError):
        return Position(page, fraction)


def saved_positions(
    settings: Settings, lib: Library, pdfs: Sequence[AttachmentRow]
) -> dict[int, Position]:
    """attachment id -> where the connecting member left each of *pdfs*: the library's
    row on a shared library, else (a file, or a PDF left before the library kept them)
    this computer's settings."""
    found = reading_positions.remembered(lib, [pdf.id for pdf in pdfs])
    for pdf in pdfs:
        if pdf.id not in found and (position := settings_position(settings, pdf.path)):
            found[pdf.id] = position
    return found


def remember_position(
    settings: Settings, lib: Library, pdf: AttachmentRow, position: Position
) -> None:
    """Keep where the reader left *pdf*: the member's own row on a shared library they may
    write (the settings too, should the server be gone), else this computer's settings."""
    if reading_positions.kept_in_library(lib):
        try:
            reading_positions.remember(lib, pdf.id, position)
            return
        except _UNSAVED:
            pass  # the server is gone: this computer keeps it meanwhile
    value = f"{position.page}:{position.fraction:.4f}:{position.scale:.4f}"
    settings.set_text(position_key(Path(pdf.path)), value)
