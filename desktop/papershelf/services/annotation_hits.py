"""Where a search matched in an entry's annotations: the detail pane's "In your highlight on
p. 3: …" lines, so a hit found by a comment or marked words says where it came from.

The words are those the list's search finds annotations by (library.annotation_search):
the query's plain words and its `annotation:` filters, each to be found in one annotation's
marked words or comment, case folded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from papershelf.library.annotation_search import annotation_words
from papershelf.library.annotations_sql import AnnotationRow
from papershelf.library.db import Library
from papershelf.library.fulltext import MARK_CLOSE, MARK_OPEN
from papershelf.library.search import And, Filter, Node, Not, Or, parse

SNIPPET_LENGTH = 160  # characters of a quote or comment shown around the first match


@dataclass(frozen=True)
class AnnotationHit:
    """An annotation the search matched: its page, kind and author, and the matched part
    (its marked words, else its comment) with marks around the words found."""

    page: int
    kind: str
    author: str
    snippet: str
    in_comment: bool  # the words were found in the comment, not the marked words


def search_words(query: str) -> list[str]:
    """The words a query finds annotations by: plain words and `annotation:` values."""
    parsed = parse(query)
    return [*annotation_words(parsed), *_filter_words(parsed.node)]


def _filter_words(node: Node | None, negated: bool = False) -> list[str]:
    """The values of the annotation: filters a match is found by (not those under a NOT)."""
    if isinstance(node, Filter):
        return [str(v) for v in node.values] if node.field == "annotation" and not negated else []
    if isinstance(node, Not):
        return _filter_words(node.child, not negated)
    if isinstance(node, And | Or):
        return [word for child in node.children for word in _filter_words(child, negated)]
    return []


def annotation_hits(lib: Library, entry_id: int, query: str, limit: int = 3) -> list[AnnotationHit]:
    """The entry's annotations holding every search word (in page order, at most *limit*)."""
    words = [w.casefold() for w in search_words(query) if w.strip()]
    if not words:
        return []  # no search (a start, a click): the PDF formats stay unloaded
    from papershelf.services.annotations import annotations_of  # a search: first use

    hits = []
    for row in annotations_of(lib, entry_id):
        if all(word in f"{row.text} {row.comment}".casefold() for word in words):
            hits.append(_hit(row, words))
    return hits[:limit]


def _hit(row: AnnotationRow, words: list[str]) -> AnnotationHit:
    """A matched annotation, its marked words (or comment, where they were found) marked."""
    quote = " ".join(row.text.split())
    in_comment = not any(word in quote.casefold() for word in words)
    shown = " ".join(row.comment.split()) if in_comment else quote
    return AnnotationHit(row.page, row.kind, row.author, _marked(shown, words), in_comment)


def _marked(text: str, words: list[str]) -> str:
    """*text* (shortened around the first match) with marks around each word found."""
    pattern = re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)), re.I)
    first = pattern.search(text)
    if first is not None and len(text) > SNIPPET_LENGTH:
        start = max(0, first.start() - SNIPPET_LENGTH // 3)
        text = ("…" if start else "") + text[start : start + SNIPPET_LENGTH] + "…"
    return pattern.sub(lambda m: f"{MARK_OPEN}{m.group(0)}{MARK_CLOSE}", text)
