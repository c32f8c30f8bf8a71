"""Related papers on SQLite: word counts from an `fts5vocab` table over the FTS5 index
(created TEMP on each connection that asks: nothing is stored in the library file), and
MoreLikeThis matches ranked by bm25 with the weights below (library/related_sql.py is the
backend-neutral side)."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

import peewee

from papershelf.library.backend import RelatedSource
from papershelf.library.chunks import marks
from papershelf.library.sqlite.fts import FTS_TABLE, INDEXED_COLUMNS

# The index's words with the number of entries holding each (fts5vocab 'row' table).
VOCABULARY = "entry_fts_terms"
VOCABULARY_SQL = (
    f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{VOCABULARY} USING fts5vocab(main, {FTS_TABLE}, row)"
)
# bm25 weight per indexed column: a shared title or keyword word counts twice.
RANK_WEIGHTS = {"title": 2.0, "abstract": 1.0, "keywords": 2.0}
RANK = f"bm25({FTS_TABLE}, {', '.join(str(RANK_WEIGHTS.get(c, 0.0)) for c in INDEXED_COLUMNS)})"
# Changes by this connection and by any other (when they move, cached figures are stale),
# and whether the connection has the vocabulary table (if not, it is a new connection,
# whose counters say nothing about the last one's).
GENERATION_SQL = (
    "SELECT data_version, total_changes(), "
    f"(SELECT count(*) FROM temp.sqlite_master WHERE name = '{VOCABULARY}') "
    "FROM pragma_data_version()"
)


def create_vocabulary(source: RelatedSource) -> None:
    """Give the connection behind *source* the vocabulary table (no-op if it has it)."""
    source.execute(VOCABULARY_SQL)


def document_counts(source: RelatedSource, words: Sequence[str]) -> list[tuple[str, int]]:
    """(word, entries holding it) for those of *words* the index holds."""
    sql = f"SELECT term, doc FROM temp.{VOCABULARY} WHERE term IN ({marks(len(words))})"
    try:
        rows = source.execute(sql, list(words)).fetchall()
    except (sqlite3.OperationalError, peewee.OperationalError):  # a connection opened since
        create_vocabulary(source)
        rows = source.execute(sql, list(words)).fetchall()
    return [(str(word), int(count)) for word, count in rows]


def ranked(source: RelatedSource, match: str, limit: int) -> list[tuple[int, float]]:
    """The *limit* best entries for an FTS5 *match*, as (id, bm25 score), best (lowest) first."""
    sql = (
        f"SELECT rowid, {RANK} AS score FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH ? "
        "ORDER BY score LIMIT ?"
    )
    return [(int(i), float(s)) for i, s in source.execute(sql, [match, limit]).fetchall()]


def scores_of(source: RelatedSource, match: str, ids: Sequence[int]) -> list[tuple[int, float]]:
    """(id, bm25 score) of those of *ids* that *match* finds."""
    sql = (
        f"SELECT rowid, {RANK} FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH ? "
        f"AND rowid IN ({marks(len(ids))})"
    )
    return [(int(i), float(s)) for i, s in source.execute(sql, [match, *ids]).fetchall()]


def generation(source: RelatedSource) -> tuple[int, int, bool]:
    """(data_version, total_changes, has the vocabulary): see GENERATION_SQL."""
    row = source.execute(GENERATION_SQL).fetchone()
    return int(row[0]), int(row[1]), bool(row[2])
