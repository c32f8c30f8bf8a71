"""Where each member left each PDF in the reader on a shared library (issue 36, schema 11).

On a shared library a member's positions are kept in the library (reading_position), so
their Progress column and reading plan are theirs on every computer they open it from, and
nobody else's. A file (one person) and a read-only member keep them in the computer's
settings as before (gui/reader/positions.py chooses: settings are the window's).
"""

from __future__ import annotations

from collections.abc import Sequence

from papershelf.library import members_sql, positions_sql
from papershelf.library.db import Library
from papershelf.library.positions_sql import Position
from papershelf.services import members


def kept_in_library(lib: Library) -> bool:
    """Whether this member's positions are kept in the library (shared and writable)."""
    return members.shared(lib) and lib.read_only is None


def remember(lib: Library, attachment_id: int, position: Position) -> None:
    """Keep where the connecting member left the attachment's PDF (a no-op for a file:
    `kept_in_library` says where to keep it instead)."""
    if not kept_in_library(lib):
        return
    with lib.atomic():
        members_sql.register(lib, members.me(lib))
        positions_sql.save(lib, attachment_id, members.me(lib), position)


def remembered(lib: Library, attachment_ids: Sequence[int]) -> dict[int, Position]:
    """attachment id -> where the connecting member left it, as the library keeps it (on a
    file: nothing, the computer's settings hold a file's positions)."""
    if not members.shared(lib) or not attachment_ids:
        return {}
    return positions_sql.of_attachments(lib, attachment_ids, members.me(lib))
