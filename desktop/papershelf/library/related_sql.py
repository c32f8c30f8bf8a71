"""Related papers in SQL: word counts and bm25 ranking from the full-text index, and the
related:KEY search term.

services.related asks the FTS5 index (library/fts.py) for everything: how many entries
hold a word comes from an `fts5vocab` table over the index (created TEMP, on each
connection that asks: nothing is stored in the library file), and the matches of a
MoreLikeThis query come ranked by bm25 with the weights below.

The related:KEY term: `related_ids` asks the provider registered through `set_provider`
(services.related_search does) for the entry ids, in this process, before the search's SQL
is built (client_terms.resolve), so it runs on any backend; until someone registers, the
term finds nothing, so a query that uses it always runs. KEYS is one citation key or
several separated by commas (papers like all of them).
"""

from __future__ import annotations

import sqlite3
import weakref
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

import peewee
from peewee import Database

from papershelf.library.chunks import marks
from papershelf.library.sqlite.fts import FTS_TABLE, INDEXED_COLUMNS

Provider = Callable[[list[str]], Sequence[int]]

# The index's words with the number of entries holding each (fts5vocab 'row' table).
VOCABULARY = "entry_fts_terms"
VOCABULARY_SQL = (
    f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{VOCABULARY} USING fts5vocab(main, {FTS_TABLE}, row)"
)
# What makes papers alike: their title, abstract and keywords (not authors, venue or notes).
CONTENT_FILTER = "{title abstract keywords}"
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


def _server(source: Any) -> ModuleType | None:
    """related_pg when *source* is a library on PostgreSQL (None: SQLite's FTS5 here)."""
    if getattr(source, "dialect", "sqlite") != "postgresql":
        return None
    from papershelf.library.postgresql import related as related_pg

    return related_pg


def create_vocabulary(source: Any) -> None:
    """Give the connection behind *source* the vocabulary table (no-op if it has it)."""
    if _server(source) is None:
        source.execute(VOCABULARY_SQL)


def document_counts(source: Any, words: Sequence[str]) -> list[tuple[str, int]]:
    """(word, entries holding it) for those of *words* the index holds."""
    if not words:
        return []
    if (server := _server(source)) is not None:
        return server.document_counts(source, words)
    sql = f"SELECT term, doc FROM temp.{VOCABULARY} WHERE term IN ({marks(len(words))})"
    try:
        rows = source.execute(sql, list(words)).fetchall()
    except (sqlite3.OperationalError, peewee.OperationalError):  # a connection opened since
        create_vocabulary(source)
        rows = source.execute(sql, list(words)).fetchall()
    return [(str(word), int(count)) for word, count in rows]


def ranked(source: Any, match: str, limit: int) -> list[tuple[int, float]]:
    """The *limit* best entries for an FTS5 *match*, as (id, bm25 score), best (lowest) first."""
    if (server := _server(source)) is not None:
        return server.ranked(source, match, limit)
    sql = (
        f"SELECT rowid, {RANK} AS score FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH ? "
        "ORDER BY score LIMIT ?"
    )
    return [(int(i), float(s)) for i, s in source.execute(sql, [match, limit]).fetchall()]


def scores_of(source: Any, match: str, ids: Sequence[int]) -> list[tuple[int, float]]:
    """(id, bm25 score) of those of *ids* that *match* finds."""
    if (server := _server(source)) is not None:
        return server.scores_of(source, match, ids)
    sql = (
        f"SELECT rowid, {RANK} FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH ? "
        f"AND rowid IN ({marks(len(ids))})"
    )
    return [(int(i), float(s)) for i, s in source.execute(sql, [match, *ids]).fetchall()]


def generation(source: Any) -> tuple[int, int, bool]:
    """(data_version, total_changes, has the vocabulary): see GENERATION_SQL."""
    if (server := _server(source)) is not None:
        return server.generation(source)
    row = source.execute(GENERATION_SQL).fetchone()
    return int(row[0]), int(row[1]), bool(row[2])


def entry_count(source: Any) -> int:
    """How many entries the library holds."""
    return int(source.execute("SELECT count(*) FROM entry").fetchone()[0])


def has_entry(source: Any, entry_id: int) -> bool:
    """Whether the library holds the entry."""
    return bool(source.execute("SELECT 1 FROM entry WHERE id = ?", [entry_id]).fetchall())


def documents(source: Any, ids: Sequence[int]) -> list[tuple[int, str, str, str]]:
    """(id, title, abstract, keywords) of those of *ids* that are entries ('' for NULL)."""
    sql = f"SELECT id, title, abstract, keywords FROM entry WHERE id IN ({marks(len(ids))})"
    return [
        (int(i), title or "", abstract or "", keywords or "")
        for i, title, abstract, keywords in source.execute(sql, list(ids))
    ]


# --- related:KEY in searches ------------------------------------------------------------------
_providers: weakref.WeakKeyDictionary[Database, Provider] = weakref.WeakKeyDictionary()


def keys_of(value: str) -> list[str]:
    """The citation keys of a related: value ('a, b' -> ['a', 'b'])."""
    return [key.strip() for key in value.split(",") if key.strip()]


def set_provider(db: Database, provider: Provider | None) -> None:
    """Answer related: terms on *db* with *provider* (None: find nothing again)."""
    if provider is None:
        _providers.pop(db, None)
    else:
        _providers[db] = provider


def related_ids(db: Database, value: str) -> list[int]:
    """The ids of the entries related to the keys in *value* (none without a provider)."""
    provider = _providers.get(db)
    keys = keys_of(value)
    return [int(i) for i in provider(keys)] if provider and keys else []
