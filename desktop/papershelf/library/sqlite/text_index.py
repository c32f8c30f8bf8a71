"""SQLite's side of the search: a query's text as FTS5 MATCH expressions over entry_fts.

User text never reaches SQL except as bound parameters. The MATCH strings are built here,
every term inside double quotes (inner quotes doubled), so operators typed as text (AND,
NEAR, *, ^, :) are just words to the index. Column names come from our own tables.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from papershelf.library import fulltext
from papershelf.library.backend import Words
from papershelf.library.search import And, Node, Not, Or, Text, word_variants
from papershelf.library.sqlite.fts import FTS_TABLE, rank_function
from papershelf.library.sqlite.words import SqliteWords

if TYPE_CHECKING:
    from papershelf.library.db import Library


def quote(text: str) -> str:
    """*text* as one FTS5 string: a phrase of its words, whatever characters it holds."""
    return '"' + text.replace('"', '""') + '"'


def _column_filter(column: str | None) -> str:
    """The FTS5 column filter for *column* ('{title} : '), or none."""
    return f"{{{column}}} : " if column else ""


def text_match(term: Text) -> str:
    """One text term as an FTS5 expression."""
    where = _column_filter(term.column)
    if term.phrase:
        return f"{where}{quote(term.text)}{' *' if term.prefix else ''}"
    variants = [f"{where}{quote(v)} *" for v in word_variants(term.text)]
    return variants[0] if len(variants) == 1 else "(" + " OR ".join(variants) + ")"


def fts_match(node: Node) -> str:
    """An FTS5 expression for an expressible text-only *node*, fully parenthesised."""
    if isinstance(node, Text):
        return text_match(node)
    if isinstance(node, Or):
        return "(" + " OR ".join(fts_match(child) for child in node.children) + ")"
    assert isinstance(node, And)
    positives = [c for c in node.children if not isinstance(c, Not)]
    negatives = [c.child for c in node.children if isinstance(c, Not)]
    return conjunction([fts_match(c) for c in positives], [fts_match(c) for c in negatives])


def conjunction(positives: list[str], negatives: list[str]) -> str:
    """'(a AND b) NOT c NOT d', parenthesised so FTS5's precedence cannot surprise."""
    expr = positives[0] if len(positives) == 1 else "(" + " AND ".join(positives) + ")"
    for negative in negatives:
        expr = f"({expr} NOT {negative})"
    return expr


class Fts5Index:
    """The FTS5 table entry_fts (and fulltext_page for PDFs) as search_index.TextIndex."""

    words: Words = SqliteWords()

    def hits(self, node: Node, score: bool, alone: bool = False) -> tuple[str, list[object]]:
        """(rowid, bm25) of the matches. Unless *alone*, `rowid + 0`: SQLite must not turn
        `e.id IN (...)` or a join on e.id into one index lookup per id, each re-running the
        whole MATCH (ruinous for a common prefix). Alone, the bare rowid lets the index hand
        over the newest hits first."""
        rowid = "rowid" if alone else "rowid + 0"
        rank = rank_function() if score else "0"
        sql = f"SELECT {rowid}, {rank} FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH ?"
        return sql, [fts_match(node)]

    def ids(self, node: Node) -> tuple[str, list[object]]:
        """The rowids of the matches."""
        return f"SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH ?", [fts_match(node)]

    def newest_in_set(
        self, node: Node, scope_set: str, limit: int | None
    ) -> tuple[str, list[object]]:
        """Newest hits inside the scope's set: the index hands them over newest first, each
        checked in the set (+rowid keeps SQLite from looking the set's ids up one by one)."""
        sql = (
            f"SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH ? "
            f"AND +rowid IN temp.{scope_set} ORDER BY rowid DESC"
        )
        if limit is not None:
            sql += f" LIMIT {max(int(limit), 0)}"
        return sql, [fts_match(node)]

    def page_ids(self, node: Node) -> tuple[str, list[object]]:
        """Entries with a matching page of the fulltext_page FTS5 table."""
        return fulltext.entries_sql(), [fts_match(node)]

    def ranked_pages(self, node: Node) -> tuple[str, list[object]]:
        """(entry id, best page's bm25) of the entries with a matching page."""
        return fulltext.ranked_entries_sql(), [fts_match(node)]

    def searches_pages(self, lib: Library) -> bool:
        """Whether any PDF page is indexed."""
        return fulltext.has_pages(lib)

    def page_hits(
        self, lib: Library, entry_id: int, node: Node, limit: int
    ) -> list[fulltext.PageHit]:
        """fulltext_page's best rows for the entry (bm25, FTS5's highlight())."""
        return fulltext.page_hits(lib, entry_id, fts_match(node), limit)
