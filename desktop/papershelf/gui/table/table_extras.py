"""The paper table's columns that do not come from the entry row: how far the reader is in a
paper's PDF (issue 33), and who has read it on a shared library (issue 36). They are read for
the rows of a page at once (a few queries a page, never one a row)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from papershelf.gui.reader.positions import saved_positions
from papershelf.gui.settings import Settings
from papershelf.library import fulltext
from papershelf.library.db import Library
from papershelf.services import members
from papershelf.services.attachments import attachments_by_entry

MEMBER_COLUMNS = frozenset({"read_by", "readers"})  # offered on a shared library only
EXTRA_COLUMNS = MEMBER_COLUMNS | {"progress"}  # every column read here


@dataclass
class RowExtras:
    """Per entry id: the reader's page and the PDF's page count, and the names of readers."""

    pages: dict[int, tuple[int, int]] = field(default_factory=dict)  # (page 1-based, total)
    readers: dict[int, tuple[str, ...]] = field(default_factory=dict)
    shown: frozenset[str] = frozenset()  # the columns shown: only theirs are read

    def read(self, lib: Library, settings: Settings | None, ids: Sequence[int]) -> None:
        """Read what the shown columns need for *ids* (the rows of a page being stored)."""
        if not ids:
            return
        self.read_pages(lib, settings, ids)
        if self.shown & MEMBER_COLUMNS and members.shared(lib):
            self.readers.update((r.entry_id, r.names) for r in members.readers(lib, ids))

    def read_pages(self, lib: Library, settings: Settings | None, ids: Sequence[int]) -> None:
        """Read where the reader left the PDFs of *ids* (entries never opened: none)."""
        if settings is None or "progress" not in self.shown:
            return
        for entry_id in ids:
            self.pages.pop(entry_id, None)
        self.pages.update(reading_pages(lib, settings, ids))

    def forget(self, entry_id: int) -> None:
        """Drop what is known of one entry (its row left the cache)."""
        self.pages.pop(entry_id, None)
        self.readers.pop(entry_id, None)

    def clear(self) -> None:
        """Drop everything (the rows are read again)."""
        self.pages.clear()
        self.readers.clear()


def reading_pages(
    lib: Library, settings: Settings, ids: Sequence[int]
) -> dict[int, tuple[int, int]]:
    """entry id -> (the page the reader left its first PDF at, 1-based; the PDF's page count,
    0 until its text is extracted), for the entries whose PDF the reader has opened."""
    pdfs = {
        entry_id: pdf
        for entry_id, rows in attachments_by_entry(lib, ids).items()
        if (pdf := next((r for r in rows if r.kind == fulltext.PDF_KIND), None)) is not None
    }
    positions = saved_positions(settings, lib, list(pdfs.values()))
    opened = {
        e: (pdf.id, positions[pdf.id].pages_read) for e, pdf in pdfs.items() if pdf.id in positions
    }
    totals = fulltext.states(lib, [attachment for attachment, _page in opened.values()])
    found: dict[int, tuple[int, int]] = {}
    for entry_id, (attachment, page) in opened.items():
        state = totals.get(attachment)
        total = state.total if state is not None else 0
        found[entry_id] = (min(int(page) + 1, total) if total else int(page) + 1, total)
    return found
