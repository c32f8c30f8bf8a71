"""What the search needs of a full-text index, and the index each backend has.

search_sql builds a query's plan from the parsed tree alone; the parts that ask the index
(which entries a text expression matches, how well, PDF pages, related papers) are the
index's to write: FTS5 MATCH strings on SQLite (sqlite/text_index.py), `tsvector` queries
with `ts_rank_cd` on PostgreSQL (postgresql/text_index.py). `index_for` asks the library's
backend (library/backend.py) for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from papershelf.library.fulltext import PageHit
from papershelf.library.search import Filter, Node

if TYPE_CHECKING:
    from papershelf.library.backend import Words
    from papershelf.library.db import Library


class TextIndex(Protocol):
    """A backend's full-text index, as the search's SQL uses it.

    A *node* is an expressible text-only subtree of a query (search_sql._expressible):
    words, phrases, OR, and AND with NOT beside at least one positive term. *words* are
    its backend's (the search's other SQL is written with them).
    """

    words: Words

    def hits(self, node: Node, score: bool, alone: bool = False) -> tuple[str, list[object]]:
        """SELECT (id, score) of the entries *node* matches; score 0 unless *score* (then
        smaller is better). *alone*: nothing else narrows the results (a planner hint)."""
        ...

    def ids(self, node: Node) -> tuple[str, list[object]]:
        """SELECT of the ids of the entries *node* matches."""
        ...

    def newest_in_set(
        self, node: Node, scope_set: str, limit: int | None
    ) -> tuple[str, list[object]]:
        """The ids *node* matches within a scope's temporary table, newest first."""
        ...

    def page_ids(self, node: Node) -> tuple[str, list[object]]:
        """SELECT of the ids of the entries with a PDF page *node* matches."""
        ...

    def ranked_pages(self, node: Node) -> tuple[str, list[object]]:
        """SELECT (entry id, best page's score) of the entries with a page *node* matches."""
        ...

    def searches_pages(self, lib: Library) -> bool:
        """Whether plain words should search PDF pages too (there are pages to search)."""
        ...

    def page_hits(self, lib: Library, entry_id: int, node: Node, limit: int) -> list[PageHit]:
        """The entry's best pages for *node*, each with its sentence (marks around words)."""
        ...


def page_hits(lib: Library, entry_id: int, node: Node | None, limit: int = 3) -> list[PageHit]:
    """The entry's pages matching a view's page text (search_sql.page_match; None: none)."""
    return [] if node is None else index_for(lib).page_hits(lib, entry_id, node, limit)


def fulltext_node(term: Filter) -> Node:
    """The text a fulltext: filter looks for ('fulltext:"a b"' a phrase, else a prefix)."""
    from papershelf.library.search import Text

    text = str(term.values[0])
    return Text(text, None, phrase=term.op == "phrase", prefix=term.op != "phrase")


def index_for(lib: Library | None) -> TextIndex:
    """The index of *lib*'s backend (None: SQLite's, for plans made without a library)."""
    if lib is None:
        from papershelf.library.sqlite.backend import SQLITE

        return SQLITE.text_index(None)
    return lib.backend.text_index(lib)
