"""The reads a reading plan is built from: a plan's papers in order, read dates, PDF sizes.

A plan covers a reading list (its papers in list order) or the whole library (its papers
oldest first, for the goal on Unread). Status and read date are the reader's own (on a
shared library each member's, members_sql.own; on a file the entry's). Dates come back as
'YYYY-MM-DD' text, as the statistics read them, so both engines give the same values. A
PDF's size is its page count (from the text extraction's state) and the characters of the
text stored for it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import NamedTuple

from papershelf.library.chunks import in_chunks, marks
from papershelf.library.db import Library
from papershelf.library.fulltext import PAGE_SPAN, PAGE_TABLE, PDF_KIND
from papershelf.library.members_sql import own
from papershelf.library.models import Status
from papershelf.library.sql import Sql


def _own_columns(lib: Library) -> str:
    """The reader's own status and read day of entry `e`, as SQL."""
    words = lib.backend.words
    return f"{own(words, 'status')}, substr(CAST({own(words, 'read_on')} AS TEXT), 1, 10)"


class PlanPaper(NamedTuple):
    """One paper of a plan: its id, title, status and the day it was read (if it was)."""

    entry_id: int
    title: str
    status: Status
    read_on: date | None


class PdfSize(NamedTuple):
    """How long an entry's PDF is: pages (0: unknown) and characters of its stored text."""

    pages: int
    chars: int


def _day(text: object) -> date | None:
    """A 'YYYY-MM-DD…' value as a date (None when empty or not a date)."""
    try:
        return date.fromisoformat(str(text)[:10]) if text else None
    except ValueError:
        return None


def _papers(rows: Sequence[Sequence[object]]) -> list[PlanPaper]:
    """PlanPapers from (id, title, status, read day) rows."""
    return [
        PlanPaper(int(str(i)), str(t), Status(int(str(s))), _day(d))
        for i, t, s, d in rows
        if int(str(s)) in Status._value2member_map_
    ]


def list_papers(lib: Library, list_id: int) -> list[PlanPaper]:
    """The papers of a reading list, in list order."""
    sql = (
        f"SELECT e.id, e.title, {_own_columns(lib)} FROM list_membership lm "
        "JOIN entry e ON e.id = lm.entry_id WHERE lm.reading_list_id = ? "
        "ORDER BY lm.position, lm.entry_id"
    )
    return _papers(list(lib.execute(Sql(sql), [list_id])))


def library_papers(lib: Library) -> list[PlanPaper]:
    """Every paper of the library, the longest waiting first (the plan of Unread)."""
    sql = f"SELECT e.id, e.title, {_own_columns(lib)} FROM entry e ORDER BY e.date_added, e.id"
    return _papers(list(lib.execute(Sql(sql))))


def read_days(lib: Library) -> list[tuple[int, date]]:
    """(entry id, day read) of every read paper that knows when it was read."""
    words = lib.backend.words
    read_on = own(words, "read_on")
    sql = (
        f"SELECT e.id, substr(CAST({read_on} AS TEXT), 1, 10) FROM entry e "
        f"WHERE {own(words, 'status')} = {int(Status.READ)} AND {read_on} IS NOT NULL"
    )
    found = ((int(i), _day(d)) for i, d in lib.execute(Sql(sql)))
    return [(i, d) for i, d in found if d is not None]


def pdf_sizes(lib: Library, entry_ids: Sequence[int]) -> dict[int, PdfSize]:
    """Each entry's first read PDF (lowest position with a known page count) and its size."""
    first: dict[int, tuple[int, int]] = {}  # entry -> (attachment, pages)
    for chunk in in_chunks(list(entry_ids)):
        sql = (
            "SELECT a.entry_id, a.id, s.total FROM attachment a "
            "JOIN fulltext_state s ON s.attachment_id = a.id AND s.path = a.path "
            f"WHERE a.kind = ? AND s.total > 0 AND a.entry_id IN ({marks(len(chunk))}) "
            "ORDER BY a.entry_id, a.position, a.id"
        )
        for entry_id, attachment_id, pages in lib.execute(Sql(sql), [PDF_KIND, *chunk]):
            first.setdefault(int(entry_id), (int(attachment_id), int(pages)))
    return {
        entry_id: PdfSize(pages, _stored_chars(lib, attachment_id))
        for entry_id, (attachment_id, pages) in first.items()
    }


def pdf_page_counts(lib: Library) -> list[int]:
    """The page count of every PDF of the library whose pages are known."""
    sql = (
        "SELECT s.total FROM fulltext_state s "
        "JOIN attachment a ON a.id = s.attachment_id AND s.path = a.path "
        "WHERE a.kind = ? AND s.total > 0"
    )
    return [int(n) for (n,) in lib.execute(Sql(sql), [PDF_KIND])]


def _stored_chars(lib: Library, attachment_id: int) -> int:
    """Characters of the text stored for one attachment's pages (a rowid range: no scan)."""
    sql = f"SELECT coalesce(sum(length(text)), 0) FROM {PAGE_TABLE} WHERE rowid BETWEEN ? AND ?"
    low = attachment_id * PAGE_SPAN
    row = lib.execute(Sql(sql), [low, low + PAGE_SPAN - 1]).fetchone()
    return int(row[0]) if row else 0
