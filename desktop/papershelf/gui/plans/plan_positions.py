"""How far the reader is in each paper being read, from the reader's remembered positions.

The reader keeps the page (and the part of it) where each PDF was closed, the member's own on
a shared library (gui/reader/positions.py); the plan counts only the unread part of a paper
being read. The page count is the text extraction's, so no file is opened here.
"""

from __future__ import annotations

from papershelf.gui.reader.positions import saved_positions
from papershelf.gui.settings import Settings
from papershelf.library import fulltext
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.plan_sql import library_papers, list_papers
from papershelf.services.attachments import attachments_by_entry


def reading_positions(lib: Library, settings: Settings, list_id: int | None) -> dict[int, float]:
    """entry id -> the part read (0..1) of the plan's papers being read, where known."""
    papers = library_papers(lib) if list_id is None else list_papers(lib, list_id)
    reading = [p.entry_id for p in papers if p.status == Status.READING]
    pdfs = {
        entry_id: next(r for r in rows if r.kind == fulltext.PDF_KIND)
        for entry_id, rows in attachments_by_entry(lib, reading).items()
        if any(r.kind == fulltext.PDF_KIND for r in rows)
    }
    totals = fulltext.states(lib, [row.id for row in pdfs.values()])
    positions = saved_positions(settings, lib, list(pdfs.values()))
    found: dict[int, float] = {}
    for entry_id, row in pdfs.items():
        position, state = positions.get(row.id), totals.get(row.id)
        if position is not None and state is not None and state.total:
            found[entry_id] = min(1.0, position.pages_read / state.total)
    return found
