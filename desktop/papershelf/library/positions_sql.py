"""Each member's place in each PDF on a shared library (schema v11): the SQL of
reading_position (services/reading_positions.py decides when it is used)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from papershelf.library.chunks import in_chunks, marks
from papershelf.library.sql import Sql

if TYPE_CHECKING:
    from papershelf.library.db import Library


@dataclass(frozen=True)
class Position:
    """Where a PDF was left: the page (0-based), the part of it scrolled past, the zoom."""

    page: int
    fraction: float = 0.0
    scale: float = 1.0

    @property
    def pages_read(self) -> float:
        """The page with the part of it read (2.5: half way down the third page)."""
        return self.page + self.fraction


def save(lib: Library, attachment_id: int, member: str, position: Position) -> None:
    """Keep *member*'s *position* in the attachment's PDF (its entry found from the row)."""
    lib.execute(
        Sql(
            "INSERT INTO reading_position (attachment_id, member, entry_id, page, fraction, "
            "scale, changed_at) SELECT id, ?, entry_id, ?, ?, ?, CURRENT_TIMESTAMP "
            "FROM attachment WHERE id = ? ON CONFLICT (attachment_id, member) DO UPDATE SET "
            "page = excluded.page, fraction = excluded.fraction, scale = excluded.scale, "
            "changed_at = excluded.changed_at"
        ),
        [member, position.page, position.fraction, position.scale, attachment_id],
    )


def of_attachments(lib: Library, attachment_ids: Sequence[int], member: str) -> dict[int, Position]:
    """attachment id -> *member*'s position in it, for the attachments they have left one in."""
    found: dict[int, Position] = {}
    for chunk in in_chunks(list(attachment_ids)):
        rows = lib.execute(
            Sql(
                "SELECT attachment_id, page, fraction, scale FROM reading_position "
                f"WHERE member = ? AND attachment_id IN ({marks(len(chunk))})"
            ),
            [member, *chunk],
        )
        found.update((int(a), Position(int(p), float(f), float(s))) for a, p, f, s in rows)
    return found
