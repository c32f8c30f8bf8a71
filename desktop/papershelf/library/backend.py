"""What differs between the library's two storage engines, in one place: the Backend.

A library opens on SQLite (a file) or on PostgreSQL (a server). The open function
(db.open_library / open_worker) chooses the backend once and keeps it as `Library.backend`;
everything else asks that object and never which engine it has (tests/test_layering.py
holds that: no `dialect`, `_on_server` or `url is None` check outside the two backend
packages and db.py's open functions). The implementations live beside what they drive:

    library/sqlite/backend.py      SqliteBackend: FTS5, SQLite triggers, TEMP views, PRAGMAs
    library/postgresql/backend.py  ServerBackend: tsvector index, PL/pgSQL triggers, COPY,
                                   LISTEN/NOTIFY (imported only when a server library opens)

Each method takes the Library (or its peewee database) it works on: a backend holds no
state of its own, as Anki's browser ItemState does not.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from papershelf.library.copy_repair import Repair
    from papershelf.library.db import Library, Rows
    from papershelf.library.models import BaseModel
    from papershelf.library.search_index import TextIndex


class BulkInserter(Protocol):
    """A bulk import's writer of new entries (services/import_writer drives it)."""

    first_free_id: int

    def pack(self, batch: Any) -> Any:
        """The batch (services.import_writer.Batch) as write() takes it (on the import thread)."""
        ...

    def write(self, packed: Any) -> None:
        """Write one packed batch inside the import's transaction."""
        ...

    def drop(self) -> None:
        """Remove what the writer made on the connection for the import."""
        ...

    def index_again(self) -> None:
        """The search index and id numbering as they were before the import (in its transaction)."""
        ...


class Words(Protocol):
    """The words of a statement each engine spells its own way (library/sql.py's Sql is
    written with these where the engines differ)."""

    like: str  # ASCII-case-insensitive LIKE
    not_like: str  # its negation
    temp: str  # the schema of this connection's temporary tables
    distinct: str  # a null-safe `<>` (SQLite's IS NOT)
    same: str  # a null-safe `=` (SQLite's IS)

    def insert_ignoring(self, into: str, rows: str, returning: str = "") -> str:
        """INSERT INTO *into* *rows*, skipping rows that clash with a unique key."""
        ...

    def greatest(self, *values: str) -> str:
        """The largest of *values* (a scalar, not an aggregate)."""
        ...

    def least(self, *values: str) -> str:
        """The smallest of *values* (a scalar, not an aggregate)."""
        ...

    def index_hint(self, index: str) -> str:
        """What follows a table's name to read it by *index* ('' where the engine's own
        planner weighs a LIMIT against its statistics)."""
        ...

    def nocase_order(self, expression: str) -> str:
        """An ORDER BY term sorting *expression* by SQLite's NOCASE on both engines: A-Z
        folded, then bytes ('Ż' after 'Z', '\\' before '3'), so both list alike."""
        ...

    def local_now_plus(self) -> str:
        """The local time now plus an offset bound as one parameter ('-7 days')."""
        ...

    def julian_day(self, moment: str) -> str:
        """*moment* (a stored date and time) as a Julian day number (days, with fractions)."""
        ...

    def trim_chars(self, value: str) -> str:
        """*value* without the characters of the string bound as one parameter at its ends."""
        ...

    def json_array_of(self, value: str) -> str:
        """An aggregate: the JSON array text of *value* over the rows ('[]' for none)."""
        ...

    def in_temp_table(self, name: str) -> str:
        """`IN` the one-column temporary table *name* (a tag scope's ids)."""
        ...

    def json_elements(self) -> str:
        """A table of the elements of a JSON array bound as one parameter, as text in its
        column `value` (for FROM)."""
        ...

    def own_state(self, column: str, alias: str, default: str) -> str:
        """The connecting member's own *column* (status, rating, read_on) of entry *alias*:
        the entry's column where one person uses the library, else their member_state row's
        (*default* where they have none)."""
        ...

    def member(self) -> str:
        """An expression naming the connecting member ('' where one person uses the library)."""
        ...

    def packed_raw(self, value: str) -> str:
        """*value* (raw BibTeX fields' JSON text) as entry_bibtex.raw_fields stores it
        (library/raw_bibtex.py: SQLite packs it, the server keeps the text)."""
        ...


class RelatedSource(Protocol):
    """What related papers read through: a Library, or a bare read-only sqlite3 connection."""

    def execute(self, sql: str, params: Any = ..., /) -> Any:
        """Run *sql* with *params*; the rows can be iterated."""
        ...


class Backend(Protocol):
    """One storage engine's side of everything that differs (see the module docstring)."""

    name: str  # "sqlite" or "postgresql": for messages, figures and test ids, never a branch
    change_feed: bool  # other writers' changes arrive as notices (else: poll data_version)
    members: bool  # used by several people, each from their own computer (a lab's server)
    words: Words  # what its statements spell their own way

    # --- statements and the connection -------------------------------------------------
    def execute(self, lib: Library, sql: str, params: Sequence[object]) -> Rows:
        """Run one raw statement (`?` parameters) on the library's connection."""
        ...

    def executemany(self, lib: Library, sql: str, rows: Iterable[Sequence[object]]) -> Rows:
        """Run one raw statement once per row of parameters."""
        ...

    def insert(self, lib: Library, sql: str, params: Sequence[object]) -> int:
        """Run one INSERT of a row with an `id`; the new row's id."""
        ...

    def user_name(self, lib: Library) -> str:
        """Who writes through this library, as row stamps name them."""
        ...

    def data_version(self, lib: Library) -> int:
        """A count that moves when another connection commits (0 where changes are notices)."""
        ...

    def session_pid(self, lib: Library) -> int | None:
        """The server's process id for this connection (None where there is none)."""
        ...

    def native_statements(self) -> list[str]:
        """The constant statements this backend writes itself, in an order that runs on a
        new library (tests/library/test_backend_statements.py prepares each)."""
        ...

    # --- the full-text index ----------------------------------------------------------
    def text_index(self, lib: Library) -> TextIndex:
        """The index the search's SQL asks."""
        ...

    def reindex(self, lib: Library) -> int:
        """Rebuild the index (and its triggers) in one transaction; the entries indexed."""
        ...

    def text_index_consistent(self, lib: Library) -> bool:
        """Whether the index agrees with the entry table."""
        ...

    def text_index_suspended(self, lib: Library) -> AbstractContextManager[None]:
        """A bulk write with per-row indexing off and one rebuild at the end (one transaction)."""
        ...

    def drop_text_index_triggers(self, lib: Library) -> None:
        """Stop indexing writes (the index goes stale until reindex)."""
        ...

    def drop_tag_sort_triggers(self, lib: Library) -> None:
        """Stop keeping entry.tag_sort (library/tag_order.py) until the triggers come back."""
        ...

    def create_tag_sort_triggers(self, lib: Library) -> None:
        """Keep entry.tag_sort right on every tag write again (no-op where they exist)."""
        ...

    def update_statistics(self, lib: Library) -> None:
        """Give the planner fresh statistics of every table."""
        ...

    # --- related papers (library/related_sql.py) --------------------------------------
    def create_vocabulary(self, source: RelatedSource) -> None:
        """Give the connection what word counts read (no-op where nothing is needed)."""
        ...

    def document_counts(self, source: RelatedSource, words: Sequence[str]) -> list[tuple[str, int]]:
        """(word, entries holding it) for those of *words* the index holds."""
        ...

    def ranked(self, source: RelatedSource, match: str, limit: int) -> list[tuple[int, float]]:
        """The *limit* best entries for a MoreLikeThis *match*: (id, score), best (lowest) first."""
        ...

    def scores_of(
        self, source: RelatedSource, match: str, ids: Sequence[int]
    ) -> list[tuple[int, float]]:
        """(id, score) of those of *ids* that *match* finds."""
        ...

    def generation(self, source: RelatedSource) -> tuple[int, int, bool]:
        """What moves when the library may have changed, and whether the vocabulary is there."""
        ...

    # --- a tag scope's ids kept in a temporary table (library/scope_sets.py) ----------
    def scope_stamp(self, lib: Library) -> tuple[int, int]:
        """What changes whenever the library does (this connection's writes and others')."""
        ...

    def scope_tables_usable(self, lib: Library) -> bool:
        """Whether a temporary table can be made now on this connection."""
        ...

    def run_on_session(self, lib: Library, sql: str, params: Sequence[object] = ()) -> None:
        """Run a statement on the session's own temporary tables (even when read-only)."""
        ...

    def fill_scope_table(self, lib: Library, name: str, sql: str, params: list[object]) -> bool:
        """(Re)create temp table *name* with the ids of the entries *sql* holds for; False
        when the session may not make one (the scope stays a subquery)."""
        ...

    def drop_scope_table(self, lib: Library, name: str) -> None:
        """Drop temp table *name* if it is there."""
        ...

    # --- bulk writes --------------------------------------------------------------------
    def bulk_inserter(self, lib: Library) -> BulkInserter:
        """The bulk import's writer of new entries."""
        ...

    def copy_loading(self, lib: Library) -> AbstractContextManager[None]:
        """A library copy's load: derived data switched off while rows go in, if need be."""
        ...

    def copy_rows(
        self, lib: Library, model: type[BaseModel], rows: Sequence[Sequence[object]]
    ) -> None:
        """Write copied rows of user_data.columns(model) into the model's table."""
        ...

    def copy_mended(
        self, model: type[BaseModel], rows: list[tuple[object, ...]]
    ) -> tuple[list[tuple[object, ...]], list[Repair]]:
        """Copied rows with the values this backend cannot hold mended, and what was mended."""
        ...

    def copy_finished(self, lib: Library, models: list[type[BaseModel]]) -> None:
        """After a copy's rows are in: derived data rebuilt, ids and statistics brought up."""
        ...


def sqlite_engine_check() -> str:
    """'SQLite 3.x with FTS5' when this Python's SQLite can make the index (sqlite3.Error if
    not): `papershelf selftest` asks, whatever library is open."""
    from papershelf.library.sqlite.fts import engine_check

    return engine_check()
