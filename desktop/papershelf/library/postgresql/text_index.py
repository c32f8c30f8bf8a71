"""PostgreSQL's side of the search: a query's text as `tsquery` over entry_search's documents.

Each text term becomes papershelf_term(words, prefix, labels) (fts_pg): the same folding
as the documents, the words a phrase (`<->`), the last a prefix (`:*`), restricted to a
column's weight label when the term names one; the server gives its text once per term
and the search binds tsquery text. Terms combine with the tsquery operators (`&`, `|`,
`!`) into one query, which the GIN index answers. The keywords, notes and
venue share label C, so a term scoped to one of them also checks that column's own text
(a short one, on the entry row): only such terms leave the single query for SQL AND / OR
/ NOT.
Relevance is ts_rank with the columns' weights (negated: smaller is better, as bm25).
Not ts_rank_cd: it adds up every occurrence, so an abstract saying 'graph' twenty times
outranks a title saying it once; ts_rank lets each further occurrence count less (as
bm25 saturates), and the best-weighted one count most.

The PDFs' pages (fulltext_page) carry a generated document column with a GIN index of
their own: fulltext: terms and plain words search them as on SQLite.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import TYPE_CHECKING

from papershelf.library import fulltext
from papershelf.library.backend import Words
from papershelf.library.fulltext import MARK_CLOSE, MARK_OPEN, PAGE_SPAN, matched_sentence
from papershelf.library.postgresql.fts import LABELS, PAGE_TABLE, RANK_WEIGHTS, TABLE, TERM, VECTOR
from papershelf.library.postgresql.words import ServerWords
from papershelf.library.search import And, Condition, Node, Not, Or, Text, word_variants
from papershelf.library.sql import Sql

if TYPE_CHECKING:
    from papershelf.library.db import Library

# Columns whose label another column shares: a term scoped to one is checked on its text.
_SHARED = frozenset(c for c, label in LABELS.items() if list(LABELS.values()).count(label) > 1)
_JOIN = "JOIN entry x ON x.id = s.id"
_QUERY = "CAST(? AS tsquery)"


_LEXEMES: OrderedDict[tuple[str, bool, str], str] = OrderedDict()
_KEPT = 512  # terms whose tsquery text is remembered (the function is immutable)
_LOCK = threading.Lock()  # worker threads search too


def _term(lib: Library, words: str, prefix: bool, column: str | None) -> str:
    """One phrase of words as tsquery text, restricted to *column*'s label.

    The server folds the words (papershelf_term, as it folds documents), once per term: a
    search then binds plain tsquery text. A call of the function inside the search would
    be evaluated for every row once psycopg prepares the statement (a generic plan)."""
    label = LABELS[column] if column else ""
    key = (words, prefix, label)
    with _LOCK:
        found = _LEXEMES.get(key)
    if found is None:
        sql = f"SELECT CAST({TERM}(?, {'true' if prefix else 'false'}, '{label}') AS text)"
        found = str(lib.execute(Sql(sql), [words]).fetchone()[0])
        with _LOCK:
            _LEXEMES[key] = found
            while len(_LEXEMES) > _KEPT:
                _LEXEMES.popitem(last=False)
    return found


def text_query(lib: Library, term: Text) -> str:
    """One text term as tsquery text (a bare word: any of its variants, a prefix)."""
    if term.phrase:
        return _term(lib, term.text, term.prefix, term.column)
    variants = [_term(lib, v, True, term.column) for v in word_variants(term.text)]
    return _joined(variants, " | ")


def _joined(parts: list[str], operator: str) -> str:
    """tsquery texts joined by *operator*, each parenthesised."""
    return parts[0] if len(parts) == 1 else operator.join(f"({part})" for part in parts)


def query(lib: Library, node: Node) -> str:
    """An expressible text-only *node* as tsquery text (a term in a column that shares its
    label matches the whole label: a superset, exact for every other term)."""
    if isinstance(node, Text):
        return text_query(lib, node)
    if isinstance(node, Not):
        return f"!({query(lib, node.child)})"
    assert isinstance(node, And | Or)
    parts = [query(lib, child) for child in node.children]
    return _joined(parts, " & " if isinstance(node, And) else " | ")


def _exact(node: Node) -> bool:
    """Whether query(node) matches exactly the entries *node* does (no shared-label term)."""
    if isinstance(node, Text):
        return node.column not in _SHARED
    if isinstance(node, Not):
        return _exact(node.child)
    assert isinstance(node, And | Or)
    return all(_exact(child) for child in node.children)


def condition(lib: Library, node: Node) -> Condition:
    """SQL true for the documents (aliased s, entry rows x) that *node* matches."""
    if _exact(node):
        return Condition(f"s.doc @@ {_QUERY}", [query(lib, node)])
    if isinstance(node, Text):  # a term in a shared-label column: that column's text too
        own = text_query(lib, Text(node.text, None, node.phrase, node.prefix))
        sql = f"(s.doc @@ {_QUERY} AND {VECTOR}(x.{node.column}) @@ {_QUERY})"
        return Condition(sql, [query(lib, node), own])
    if isinstance(node, Not):
        inner = condition(lib, node.child)
        return Condition(f"NOT ({inner.sql})", inner.params)
    assert isinstance(node, And | Or)
    parts = [condition(lib, child) for child in node.children]
    joiner = " AND " if isinstance(node, And) else " OR "
    return Condition(
        "(" + joiner.join(p.sql for p in parts) + ")", [p for part in parts for p in part.params]
    )


class ServerIndex:
    """entry_search's documents (fts_pg) as search_index.TextIndex."""

    def __init__(self, lib: Library) -> None:
        self.lib = lib
        self.words: Words = ServerWords()

    def _from(self, node: Node) -> tuple[str, Condition]:
        """FROM ... (the entry row joined when a term checks a column) and the WHERE."""
        join = "" if _exact(node) else f" {_JOIN}"
        return f"FROM {TABLE} s{join}", condition(self.lib, node)

    def hits(self, node: Node, score: bool, alone: bool = False) -> tuple[str, list[object]]:
        """(id, -ts_rank) of the matches (0 when no *score* is asked)."""
        source, where = self._from(node)
        rank = Condition("0")
        if score:
            rank = Condition(
                f"-ts_rank('{RANK_WEIGHTS}', s.doc, {_QUERY})", [query(self.lib, node)]
            )
        sql = f"SELECT s.id, {rank.sql} {source} WHERE {where.sql}"
        return sql, [*rank.params, *where.params]

    def ids(self, node: Node) -> tuple[str, list[object]]:
        """The ids of the matches."""
        source, where = self._from(node)
        return f"SELECT s.id {source} WHERE {where.sql}", where.params

    def newest_in_set(
        self, node: Node, scope_set: str, limit: int | None
    ) -> tuple[str, list[object]]:
        """The matches among a scope's table of ids, newest first."""
        source, where = self._from(node)
        sql = (
            f"SELECT s.id {source} WHERE {where.sql} AND s.id IN (SELECT id FROM {scope_set}) "
            "ORDER BY s.id DESC"
        )
        if limit is not None:
            sql += f" LIMIT {max(int(limit), 0)}"
        return sql, where.params

    def page_ids(self, node: Node) -> tuple[str, list[object]]:
        """Entries with a page whose document matches."""
        return f"SELECT p.entry_id FROM {PAGE_TABLE} p WHERE p.doc @@ {_QUERY}", [
            query(self.lib, node)
        ]

    def ranked_pages(self, node: Node) -> tuple[str, list[object]]:
        """(entry id, best page's -ts_rank) of the entries with a matching page."""
        found = query(self.lib, node)
        sql = (
            f"SELECT p.entry_id, min(-ts_rank(p.doc, {_QUERY})) FROM {PAGE_TABLE} p "
            f"WHERE p.doc @@ {_QUERY} GROUP BY p.entry_id"
        )
        return sql, [found, found]

    def searches_pages(self, lib: Library) -> bool:
        """Whether any PDF page is stored."""
        return fulltext.has_pages(lib)

    def page_hits(
        self, lib: Library, entry_id: int, node: Node, limit: int
    ) -> list[fulltext.PageHit]:
        """The entry's best pages, words marked by ts_headline (on the page's own text: a
        word written with accents there is found, but not marked)."""
        found = query(lib, node)
        options = f"StartSel={MARK_OPEN}, StopSel={MARK_CLOSE}, HighlightAll=true"
        sql = (
            f"SELECT p.rowid, p.page, ts_headline('pg_catalog.simple', p.text, {_QUERY}, ?) "
            f"FROM {PAGE_TABLE} p WHERE p.doc @@ {_QUERY} AND p.entry_id = ? "
            f"ORDER BY ts_rank(p.doc, {_QUERY}) DESC, p.rowid LIMIT {int(limit)}"
        )
        params = [found, options, found, entry_id, found]
        return [
            fulltext.PageHit(int(rowid) // PAGE_SPAN, int(page), matched_sentence(str(text)))
            for rowid, page, text in lib.execute(Sql(sql), params)
        ]
