"""SQLite's Backend (library/backend.py): a library file with an FTS5 index, SQLite triggers,
TEMP tables and views on the connection, and PRAGMA data_version for other writers' commits."""

from __future__ import annotations

import getpass
from collections.abc import Iterable, Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING

from papershelf.library import tag_order, tracing
from papershelf.library.sqlite import fts
from papershelf.library.sqlite import library_copy as copy_sqlite
from papershelf.library.sqlite.words import SqliteWords

if TYPE_CHECKING:
    from papershelf.library.backend import BulkInserter, RelatedSource, Words
    from papershelf.library.copy_repair import Repair
    from papershelf.library.db import Library, Rows
    from papershelf.library.models import BaseModel
    from papershelf.library.search_index import TextIndex


class SqliteBackend:
    """The library in a SQLite file (see the module docstring)."""

    name = "sqlite"
    change_feed = False
    members = False
    words: Words = SqliteWords()

    def execute(self, lib: Library, sql: str, params: Sequence[object]) -> Rows:
        """Run one raw statement on the file's connection."""
        return lib.db.execute_sql(sql, params)

    def executemany(self, lib: Library, sql: str, rows: Iterable[Sequence[object]]) -> Rows:
        """sqlite3's executemany on the connection itself (peewee has none)."""
        tracing.note_many(lib, sql)
        return lib.db.connection().executemany(sql, rows)

    def insert(self, lib: Library, sql: str, params: Sequence[object]) -> int:
        """The INSERT's row id (sqlite3's lastrowid)."""
        return int(lib.db.execute_sql(sql, params).lastrowid or 0)

    def user_name(self, lib: Library) -> str:
        """The operating system's name for the user ('' when it has none)."""
        try:
            return getpass.getuser()
        except (OSError, KeyError):  # no USER/LOGNAME and no passwd entry (a bare container)
            return ""

    def data_version(self, lib: Library) -> int:
        """SQLite's count of commits by other connections to the file."""
        return int(lib.db.execute_sql("PRAGMA data_version").fetchone()[0])

    def session_pid(self, lib: Library) -> int | None:
        """None: a file has no server process."""
        return None

    def native_statements(self) -> list[str]:
        """The constant statements this backend writes itself (tests prepare each)."""
        from papershelf.library.sqlite.statements import native_statements

        return native_statements()

    def text_index(self, lib: Library | None) -> TextIndex:
        """FTS5's MATCH strings and bm25 (None: for plans made without a library)."""
        from papershelf.library.sqlite.text_index import Fts5Index

        return Fts5Index()

    def reindex(self, lib: Library) -> int:
        """FTS5's 'rebuild', its triggers anew, merged and analysed."""
        return fts.reindex(lib)

    def text_index_consistent(self, lib: Library) -> bool:
        """FTS5's integrity check."""
        return fts.is_consistent(lib)

    def text_index_suspended(self, lib: Library) -> AbstractContextManager[None]:
        """The index's triggers dropped for the block, one 'rebuild' at its end."""
        return fts.suspended(lib)

    def drop_text_index_triggers(self, lib: Library) -> None:
        """Drop the FTS5 sync triggers."""
        fts.drop_triggers(lib.db)

    def drop_tag_sort_triggers(self, lib: Library) -> None:
        """Drop the tag sort's SQLite triggers."""
        tag_order.drop_triggers(lib.db)

    def create_tag_sort_triggers(self, lib: Library) -> None:
        """The tag sort's SQLite triggers."""
        tag_order.create_triggers(lib.db)

    def update_statistics(self, lib: Library) -> None:
        """ANALYZE every row (fts.update_statistics says why)."""
        fts.update_statistics(lib.db)

    def create_vocabulary(self, source: RelatedSource) -> None:
        """The connection's TEMP fts5vocab table over the index."""
        from papershelf.library.sqlite import related

        related.create_vocabulary(source)

    def document_counts(self, source: RelatedSource, words: Sequence[str]) -> list[tuple[str, int]]:
        """Word counts from the fts5vocab table."""
        from papershelf.library.sqlite import related

        return related.document_counts(source, words)

    def ranked(self, source: RelatedSource, match: str, limit: int) -> list[tuple[int, float]]:
        """bm25 over the content columns."""
        from papershelf.library.sqlite import related

        return related.ranked(source, match, limit)

    def scores_of(
        self, source: RelatedSource, match: str, ids: Sequence[int]
    ) -> list[tuple[int, float]]:
        """bm25 of the given entries."""
        from papershelf.library.sqlite import related

        return related.scores_of(source, match, ids)

    def generation(self, source: RelatedSource) -> tuple[int, int, bool]:
        """data_version, total_changes() and whether the vocabulary table is there."""
        from papershelf.library.sqlite import related

        return related.generation(source)

    def scope_stamp(self, lib: Library) -> tuple[int, int]:
        """Other connections' commits (data_version) and this one's changes."""
        conn = lib.db.connection()
        version = int(conn.execute("PRAGMA data_version").fetchone()[0])
        return version, conn.total_changes

    def scope_tables_usable(self, lib: Library) -> bool:
        """Outside a transaction only (a rollback would drop the table)."""
        return not lib.db.connection().in_transaction

    def run_on_session(self, lib: Library, sql: str, params: Sequence[object] = ()) -> None:
        """On the connection itself: past peewee's read-only checks, as the TEMP schema is
        the connection's own, even in a read-only window."""
        lib.db.connection().execute(sql, list(params))

    def fill_scope_table(self, lib: Library, name: str, sql: str, params: list[object]) -> bool:
        """A TEMP table of the ids (rowid lookups); always possible on a file."""
        self.drop_scope_table(lib, name)
        self.run_on_session(lib, f"CREATE TEMP TABLE {name} (id INTEGER PRIMARY KEY)")
        self.run_on_session(
            lib, f"INSERT INTO temp.{name} SELECT e.id FROM entry e WHERE {sql}", params
        )
        return True

    def drop_scope_table(self, lib: Library, name: str) -> None:
        """DROP TABLE IF EXISTS in the TEMP schema."""
        self.run_on_session(lib, f"DROP TABLE IF EXISTS temp.{name}")

    def bulk_inserter(self, lib: Library) -> BulkInserter:
        """One INSERT per batch into a TEMP view whose trigger fills the tables."""
        from papershelf.library.sqlite.import_batches import BatchInserter

        return BatchInserter(lib)

    def copy_loading(self, lib: Library) -> AbstractContextManager[None]:
        """The index's and the tag sort's triggers off while the rows go in."""
        return copy_sqlite.loading(lib)

    def copy_rows(
        self, lib: Library, model: type[BaseModel], rows: Sequence[Sequence[object]]
    ) -> None:
        """executemany of one INSERT."""
        copy_sqlite.write_rows(lib, model, rows)

    def copy_mended(
        self, model: type[BaseModel], rows: list[tuple[object, ...]]
    ) -> tuple[list[tuple[object, ...]], list[Repair]]:
        """The rows as they are: SQLite holds every value another library can."""
        return rows, []

    def copy_finished(self, lib: Library, models: list[type[BaseModel]]) -> None:
        """The index rebuilt and merged, statistics for the planner."""
        copy_sqlite.finish(lib, models)


SQLITE = SqliteBackend()
