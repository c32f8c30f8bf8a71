"""Related papers in SQL: word counts and bm25 ranking from the full-text index, and the
related:KEY search term.

services.related asks the library's text index for everything, through its backend
(library/backend.py): how many entries hold a word, and the matches of a MoreLikeThis
query ranked (sqlite/related.py: fts5vocab and bm25; postgresql/related.py: tsvector and
ts_rank).

The related:KEY term: `related_ids` asks the provider registered through `set_provider`
(services.related_search does) for the entry ids, in this process, before the search's SQL
is built (client_terms.resolve), so it runs on any backend; until someone registers, the
term finds nothing, so a query that uses it always runs. KEYS is one citation key or
several separated by commas (papers like all of them).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence

from peewee import Database

from papershelf.library.backend import Backend, RelatedSource
from papershelf.library.chunks import marks
from papershelf.library.sql import Sql
from papershelf.library.sqlite.backend import SQLITE

Provider = Callable[[list[str]], Sequence[int]]

# What makes papers alike: their title, abstract and keywords (not authors, venue or notes).
CONTENT_FILTER = "{title abstract keywords}"


def _backend_of(source: RelatedSource) -> Backend:
    """The library's backend; a bare (read-only sqlite3) connection is SQLite's."""
    from papershelf.library.db import Library  # db imports this module

    return source.backend if isinstance(source, Library) else SQLITE


def create_vocabulary(source: RelatedSource) -> None:
    """Give the connection behind *source* what word counts read (no-op if it has it)."""
    _backend_of(source).create_vocabulary(source)


def document_counts(source: RelatedSource, words: Sequence[str]) -> list[tuple[str, int]]:
    """(word, entries holding it) for those of *words* the index holds."""
    if not words:
        return []
    return _backend_of(source).document_counts(source, words)


def ranked(source: RelatedSource, match: str, limit: int) -> list[tuple[int, float]]:
    """The *limit* best entries for a MoreLikeThis *match*, as (id, score), best (lowest) first."""
    return _backend_of(source).ranked(source, match, limit)


def scores_of(source: RelatedSource, match: str, ids: Sequence[int]) -> list[tuple[int, float]]:
    """(id, score) of those of *ids* that *match* finds."""
    return _backend_of(source).scores_of(source, match, ids)


def generation(source: RelatedSource) -> tuple[int, int, bool]:
    """What moves when the library may have changed, and whether the vocabulary is there."""
    return _backend_of(source).generation(source)


def entry_count(source: RelatedSource) -> int:
    """How many entries the library holds."""
    return int(source.execute(Sql("SELECT count(*) FROM entry")).fetchone()[0])


def has_entry(source: RelatedSource, entry_id: int) -> bool:
    """Whether the library holds the entry."""
    return bool(source.execute(Sql("SELECT 1 FROM entry WHERE id = ?"), [entry_id]).fetchall())


def documents(source: RelatedSource, ids: Sequence[int]) -> list[tuple[int, str, str, str]]:
    """(id, title, abstract, keywords) of those of *ids* that are entries ('' for NULL)."""
    sql = f"SELECT id, title, abstract, keywords FROM entry WHERE id IN ({marks(len(ids))})"
    return [
        (int(i), title or "", abstract or "", keywords or "")
        for i, title, abstract, keywords in source.execute(Sql(sql), list(ids))
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
