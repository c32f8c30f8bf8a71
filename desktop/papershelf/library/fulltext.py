"""The SQL of the PDFs' full text: one FTS5 row per page, and each PDF's extraction state.

`fulltext_page` holds a page's text with its entry, attachment and page number; its rowid is
`attachment id * PAGE_SPAN + page`, so one attachment's pages are a rowid range (deleted or
counted without scanning the index). `fulltext_state` says how far each PDF attachment has
been read: 'partial' (pages 1..pages stored, the rest to come: extraction resumes there after
a restart), 'done', 'no_text' (a scan: pages without a text layer), 'failed' (message says
why) or 'over_budget' (stopped for its cost: never read again unless asked). An attachment
without a state row, or whose path changed since (relinked), is pending, if its file may be
read: the person attached it or agreed to open it (`trusted`), and on a shared library
(a server) this member did (library.member_files).
Triggers keep both tables in step with `attachment`: a detached file's pages go, a relinked
one is read again, an attachment moved to another entry (a merge) takes its pages along.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from peewee import SqliteDatabase

from papershelf.library import member_files
from papershelf.library.chunks import in_chunks, marks
from papershelf.library.sql import Sql
from papershelf.library.sqlite.fts import TOKENIZE

if TYPE_CHECKING:  # db creates these tables through this module, so no import at run time
    from papershelf.library.db import Library

PAGE_TABLE = "fulltext_page"
PAGE_SPAN = 100_000  # rowids per attachment: more than any PDF's pages (pdf_text.MAX_PAGES)
PDF_KIND = "pdf"

_TABLES = (
    f"CREATE VIRTUAL TABLE IF NOT EXISTS {PAGE_TABLE} USING fts5(text, entry_id UNINDEXED, "
    f"page UNINDEXED, tokenize='{TOKENIZE}')",
    "CREATE TABLE IF NOT EXISTS fulltext_state ("
    " attachment_id INTEGER PRIMARY KEY REFERENCES attachment (id) ON DELETE CASCADE,"
    " path TEXT NOT NULL, state TEXT NOT NULL, pages INTEGER NOT NULL DEFAULT 0,"
    " total INTEGER NOT NULL DEFAULT 0, message TEXT NOT NULL DEFAULT '')",
)
_RANGE = f"rowid BETWEEN {{a}} * {PAGE_SPAN} AND {{a}} * {PAGE_SPAN} + {PAGE_SPAN - 1}"
_TRIGGERS = (
    "CREATE TRIGGER IF NOT EXISTS fulltext_detach AFTER DELETE ON attachment BEGIN "
    f"DELETE FROM {PAGE_TABLE} WHERE {_RANGE.format(a='old.id')}; "
    "DELETE FROM fulltext_state WHERE attachment_id = old.id; END",
    "CREATE TRIGGER IF NOT EXISTS fulltext_relink AFTER UPDATE OF path ON attachment "
    "WHEN old.path IS NOT new.path BEGIN "
    f"DELETE FROM {PAGE_TABLE} WHERE {_RANGE.format(a='old.id')}; "
    "DELETE FROM fulltext_state WHERE attachment_id = old.id; END",
    "CREATE TRIGGER IF NOT EXISTS fulltext_move AFTER UPDATE OF entry_id ON attachment "
    f"WHEN old.entry_id IS NOT new.entry_id BEGIN UPDATE {PAGE_TABLE} SET entry_id = "
    f"new.entry_id WHERE {_RANGE.format(a='old.id')}; END",
)


def create_tables(db: SqliteDatabase) -> None:
    """Create the page index, the state table and their triggers (after `attachment`)."""
    for sql in (*_TABLES, *_TRIGGERS):
        db.execute_sql(sql)


@dataclass(frozen=True)
class PendingPdf:
    """A PDF attachment whose text is still to be read, from page *start* + 1 on."""

    attachment_id: int
    entry_id: int
    path: str
    start: int  # pages already stored (a 'partial' extraction resumes after them)


def _pending(lib: Library) -> str:
    """The trusted PDF attachments not (fully) read: (id, entry id, path, pages stored), `?`
    the kind."""
    return (
        "SELECT a.id, a.entry_id, a.path, CASE WHEN s.state = 'partial' AND s.path = a.path "
        "THEN s.pages ELSE 0 END FROM attachment a LEFT JOIN fulltext_state s "
        "ON s.attachment_id = a.id WHERE a.kind = ? AND a.trusted <> 0 "
        "AND (s.attachment_id IS NULL OR s.state = 'partial' "
        f"OR s.path {lib.backend.words.distinct} a.path)"
    )


def pending(
    lib: Library, limit: int | None = None, entry_ids: Sequence[int] = ()
) -> list[PendingPdf]:
    """PDF attachments not (fully) read yet, oldest first; only of *entry_ids* if given."""
    sql, params = _pending(lib), list[object]([PDF_KIND])
    if entry_ids:
        sql += f" AND a.entry_id IN ({marks(len(entry_ids))})"
        params.extend(entry_ids)
    sql += " ORDER BY a.id"
    mine = member_files.mine(lib)
    if limit is not None and mine is None:
        sql += f" LIMIT {int(limit)}"
    rows = [
        PendingPdf(int(a), int(e), str(p), int(s)) for a, e, p, s in lib.execute(Sql(sql), params)
    ]
    if mine is not None:
        rows = [row for row in rows if row.attachment_id in mine][:limit]
    return rows


def pending_count(lib: Library) -> int:
    """How many PDF attachments are waiting to be read."""
    if member_files.mine(lib) is not None:
        return len(pending(lib))
    sql = f"SELECT count(*) FROM ({_pending(lib)}) AS pending"
    return int(lib.execute(Sql(sql), [PDF_KIND]).fetchone()[0])


def store_pages(lib: Library, pdf: PendingPdf, pages: Iterable[tuple[int, str]]) -> None:
    """Put pages' text in the index (a page stored before is replaced)."""
    rows = [(pdf.attachment_id * PAGE_SPAN + n, text, pdf.entry_id, n) for n, text in pages]
    lib.executemany(
        Sql(f"DELETE FROM {PAGE_TABLE} WHERE rowid = ?"), [(rowid,) for rowid, *_rest in rows]
    )
    lib.executemany(
        Sql(f"INSERT INTO {PAGE_TABLE} (rowid, text, entry_id, page) VALUES (?, ?, ?, ?)"), rows
    )


def still_attached(lib: Library, pdf: PendingPdf) -> bool:
    """Whether the attachment being read is still there (it can be removed meanwhile)."""
    row = lib.execute(Sql("SELECT 1 FROM attachment WHERE id = ?"), [pdf.attachment_id]).fetchone()
    return row is not None


def set_state(
    lib: Library, pdf: PendingPdf, state: str, pages: int, total: int, message: str = ""
) -> None:
    """Record how far the attachment's text has been read (see the module's docstring)."""
    lib.execute(  # an upsert both backends take (INSERT OR REPLACE is SQLite's)
        Sql(
            "INSERT INTO fulltext_state (attachment_id, path, state, pages, total, message) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (attachment_id) DO UPDATE SET "
            "path = excluded.path, state = excluded.state, pages = excluded.pages, "
            "total = excluded.total, message = excluded.message"
        ),
        [pdf.attachment_id, pdf.path, state, pages, total, message],
    )


def clear(lib: Library, attachment_id: int) -> None:
    """Forget an attachment's pages and state, so it is read again."""
    lib.execute(Sql(f"DELETE FROM {PAGE_TABLE} WHERE {_RANGE.format(a='?')}"), [attachment_id] * 2)
    lib.execute(Sql("DELETE FROM fulltext_state WHERE attachment_id = ?"), [attachment_id])


@dataclass(frozen=True)
class TextState:
    """How far one attachment's text was read, for the detail view and reports."""

    attachment_id: int
    state: str  # 'pending', 'partial', 'done', 'no_text', 'failed'
    pages: int
    total: int
    message: str


def states(lib: Library, attachment_ids: Sequence[int]) -> dict[int, TextState]:
    """The text state of each attachment given (pending ones included)."""
    if not attachment_ids:
        return {}
    sql = (
        f"SELECT a.id, CASE WHEN s.path {lib.backend.words.same} a.path THEN s.state "
        "ELSE 'pending' END, "
        "coalesce(s.pages, 0), coalesce(s.total, 0), coalesce(s.message, '') FROM attachment a "
        f"LEFT JOIN fulltext_state s ON s.attachment_id = a.id WHERE a.id IN "
        f"({marks(len(attachment_ids))})"
    )
    rows = lib.execute(Sql(sql), list(attachment_ids))
    return {
        int(r[0]): TextState(int(r[0]), str(r[1]), int(r[2]), int(r[3]), str(r[4])) for r in rows
    }


def has_pages(lib: Library) -> bool:
    """Whether any PDF text is indexed at all (searches skip the index when none is)."""
    return lib.execute(Sql(f"SELECT 1 FROM {PAGE_TABLE} LIMIT 1")).fetchone() is not None


def entries_sql() -> str:
    """SQL of the entry ids with a page matching one FTS5 expression (one parameter)."""
    return f"SELECT entry_id FROM {PAGE_TABLE} WHERE {PAGE_TABLE} MATCH ?"


def ranked_entries_sql() -> str:
    """(entry id, best page's bm25) of the entries with a page matching an expression."""
    # rank (bm25 by default), not bm25(): an aggregate cannot call the auxiliary function
    return (
        f"SELECT entry_id, min(rank) FROM {PAGE_TABLE} WHERE {PAGE_TABLE} MATCH ? GROUP BY entry_id"
    )


@dataclass(frozen=True)
class PageHit:
    """A page of an entry's PDF that matches a search, with the sentence that matched."""

    attachment_id: int
    page: int
    snippet: str  # the sentence around the first match, matched words in MARK_OPEN/CLOSE


MARK_OPEN, MARK_CLOSE = "\x02", "\x03"  # never in page text: clean_text drops controls
SENTENCE_CHARS = 240  # a sentence longer than this is cut around the match, with '…'
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\d\W])|\n\s*\n")


def page_hits(lib: Library, entry_id: int, match: str, limit: int = 3) -> list[PageHit]:
    """The entry's best-matching pages for an FTS5 expression, each with its sentence."""
    sql = (
        f"SELECT rowid, page, highlight({PAGE_TABLE}, 0, '{MARK_OPEN}', '{MARK_CLOSE}') "
        f"FROM {PAGE_TABLE} WHERE {PAGE_TABLE} MATCH ? AND entry_id = ? "
        f"ORDER BY bm25({PAGE_TABLE}) LIMIT {int(limit)}"
    )
    rows = lib.execute(Sql(sql), [match, entry_id])
    return [
        PageHit(int(rowid) // PAGE_SPAN, int(page), matched_sentence(str(text)))
        for rowid, page, text in rows
    ]


def matched_sentence(text: str) -> str:
    """The sentence of a highlighted page that holds its first match, on one line."""
    first = text.find(MARK_OPEN)
    if first < 0:
        return ""
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, first + 1)), default=0)
    after = _SENTENCE_END.search(text, text.find(MARK_CLOSE, first) + 1)
    sentence = " ".join(text[start : after.start() if after else len(text)].split())
    return _shortened(sentence)


def _shortened(sentence: str) -> str:
    """A long sentence cut to about SENTENCE_CHARS around its first match."""
    if len(sentence) <= SENTENCE_CHARS:
        return sentence
    first = sentence.find(MARK_OPEN)
    begin = max(0, min(first - SENTENCE_CHARS // 3, len(sentence) - SENTENCE_CHARS))
    piece = sentence[begin : begin + SENTENCE_CHARS]
    if piece.count(MARK_OPEN) > piece.count(MARK_CLOSE):
        piece += MARK_CLOSE  # a mark cut open would make the rest bold
    return ("…" if begin else "") + piece + ("…" if begin + SENTENCE_CHARS < len(sentence) else "")


def indexed_page_count(lib: Library) -> int:
    """How many pages the index holds."""
    return int(lib.execute(Sql(f"SELECT count(*) FROM {PAGE_TABLE}")).fetchone()[0])


def has_text(lib: Library, attachment_id: int) -> bool:
    """Whether any stored page of the attachment holds a letter or digit's worth of text."""
    sql = (
        f"SELECT 1 FROM {PAGE_TABLE} WHERE {_RANGE.format(a='?')} "
        f"AND length({lib.backend.words.trim_chars('text')}) > 0 LIMIT 1"
    )
    return lib.execute(Sql(sql), [attachment_id, attachment_id, " \t\n\r\f"]).fetchone() is not None


def forget_failed(lib: Library) -> int:
    """Drop the state of PDFs that could not be read, so they are pending again; how many."""
    return int(lib.execute(Sql("DELETE FROM fulltext_state WHERE state = 'failed'")).rowcount)


def forget_over_budget(lib: Library) -> int:
    """Drop the state of PDFs stopped for their cost, so they are read again; how many."""
    return int(lib.execute(Sql("DELETE FROM fulltext_state WHERE state = 'over_budget'")).rowcount)


def entries_by_file(lib: Library, paths: Sequence[str]) -> dict[str, int]:
    """The entry each of *paths* (absolute) is attached to, for the paths that are."""
    found: dict[str, int] = {}
    for chunk in in_chunks(paths):
        sql = f"SELECT path, entry_id FROM attachment WHERE path IN ({marks(len(chunk))}) "
        found.update(
            (str(p), int(e)) for p, e in lib.execute(Sql(sql + "ORDER BY id"), list(chunk))
        )
    return found
