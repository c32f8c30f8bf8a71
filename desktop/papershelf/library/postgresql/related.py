"""Related papers on PostgreSQL: word counts and ranking from entry_search's documents.

The counterpart of related_sql's FTS5 half, with the same functions (related_sql hands
them a Library on a server). services.related writes its MoreLikeThis query as FTS5 would
take it, `{title abstract keywords} : ("w1" OR "w2" ...)`: here its quoted words become a
tsquery of the same words in the content's labels (title A, keywords C, abstract D; C is
shared with notes and venue, whose words thus count too), ranked by ts_rank with
related_sql.RANK_WEIGHTS. How many entries hold a word is one GIN lookup per word.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from papershelf.library.backend import RelatedSource
from papershelf.library.chunks import marks
from papershelf.library.postgresql.fts import LABELS, TABLE
from papershelf.library.sql import Sql

LONGEST = 2047  # bytes of the longest lexeme a tsvector holds (longer words are not indexed)
_QUOTED = re.compile(r'"((?:[^"]|"")*)"')
# ts_rank weights for labels {D, C, B, A}: abstract 1, keywords 2, authors 0, title 2 (halved).
_WEIGHTS = "{0.5, 1.0, 0, 1.0}"
_CONTENT = "".join(sorted({LABELS["title"], LABELS["abstract"], LABELS["keywords"]}))


def words_of(match: str) -> list[str]:
    """The quoted words of a MoreLikeThis match (services.related.match_query)."""
    return [word.replace('""', '"') for word in _QUOTED.findall(match)]


def _indexable(word: str) -> bool:
    """Whether a document can hold *word* (a tsquery refuses a longer one outright)."""
    return 0 < len(word.encode()) <= LONGEST


def tsquery_of(match: str) -> str:
    """The match's words as tsquery text: any of them, in the content's labels."""
    words = [w for w in words_of(match) if _indexable(w)]
    quoted = ("'" + w.replace("\\", "\\\\").replace("'", "''") + "'" for w in words)
    return " | ".join(f"{word}:{_CONTENT}" for word in quoted)


def document_counts(source: RelatedSource, words: Sequence[str]) -> list[tuple[str, int]]:
    """(word, entries holding it) for those of *words* the documents hold."""
    sql = (
        f"SELECT w, (SELECT count(*) FROM {TABLE} WHERE doc @@ CAST(quote_literal(w) AS tsquery)) "
        "FROM unnest(CAST(? AS text[])) AS w"
    )
    rows = source.execute(Sql(sql), [[w for w in words if _indexable(w)]]).fetchall()
    return [(str(word), int(count)) for word, count in rows if count]


def ranked(source: RelatedSource, match: str, limit: int) -> list[tuple[int, float]]:
    """The *limit* best entries for the match, as (id, -ts_rank), best (lowest) first."""
    query = tsquery_of(match)
    if not query:
        return []
    sql = (
        f"SELECT s.id, -ts_rank('{_WEIGHTS}', s.doc, CAST(? AS tsquery)) AS score FROM {TABLE} s "
        "WHERE s.doc @@ CAST(? AS tsquery) ORDER BY score, s.id LIMIT ?"
    )
    rows = source.execute(Sql(sql), [query, query, limit]).fetchall()
    return [(int(i), float(s)) for i, s in rows]


def scores_of(source: RelatedSource, match: str, ids: Sequence[int]) -> list[tuple[int, float]]:
    """(id, -ts_rank) of those of *ids* that the match finds."""
    query = tsquery_of(match)
    if not query or not ids:
        return []
    sql = (
        f"SELECT s.id, -ts_rank('{_WEIGHTS}', s.doc, CAST(? AS tsquery)) FROM {TABLE} s "
        f"WHERE s.doc @@ CAST(? AS tsquery) AND s.id IN ({marks(len(ids))})"
    )
    return [
        (int(i), float(s)) for i, s in source.execute(Sql(sql), [query, query, *ids]).fetchall()
    ]


def generation(source: RelatedSource) -> tuple[int, int, bool]:
    """What moves when the library may have changed: the server's next transaction id
    (it moves whenever a writing transaction ends, this connection's or another's)."""
    row = source.execute(
        Sql("SELECT CAST(CAST(pg_snapshot_xmax(pg_current_snapshot()) AS text) AS bigint)")
    ).fetchone()
    return int(row[0]), 0, True
