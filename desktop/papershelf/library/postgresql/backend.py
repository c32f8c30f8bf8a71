"""PostgreSQL's Backend (library/backend.py): a library on a server, with a tsvector index
and PL/pgSQL triggers, COPY for bulk writes, pg_temp tables per session, and changes that
arrive as notices (postgresql/listen.py). Imported only when a server library opens."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, cast

import peewee

from papershelf.library import tracing
from papershelf.library.copy_repair import Repair, repaired_rows
from papershelf.library.postgresql import fts as fts_pg
from papershelf.library.postgresql import id_sequences
from papershelf.library.postgresql import library_copy as copy_pg
from papershelf.library.postgresql import related as related_pg
from papershelf.library.postgresql import triggers as triggers_pg
from papershelf.library.postgresql.schema import sort_indexes
from papershelf.library.postgresql.words import ServerWords
from papershelf.library.sql import Sql

if TYPE_CHECKING:
    from papershelf.library.backend import BulkInserter, RelatedSource, Words
    from papershelf.library.db import Library, Rows
    from papershelf.library.models import BaseModel
    from papershelf.library.postgresql.connection import ServerDatabase
    from papershelf.library.search_index import TextIndex

_SNAPSHOT_STAMP = "SELECT pg_snapshot_xmax(pg_current_snapshot())"
_IDLE = 0  # psycopg's TransactionStatus.IDLE: no transaction open on the connection


class ServerBackend:
    """The library on a PostgreSQL server (see the module docstring)."""

    name = "postgresql"
    change_feed = True
    members = True
    words: Words = ServerWords()

    def execute(self, lib: Library, sql: str, params: Sequence[object]) -> Rows:
        """Run the statement as written (psycopg's `%s` marks for its `?`); an INSERT that
        chose its own ids moves the id sequence past them."""
        cursor = lib.db.execute_sql(_server_text(sql), params)
        _advance_ids(lib, sql)
        return cursor

    def executemany(self, lib: Library, sql: str, rows: Iterable[Sequence[object]]) -> Rows:
        """psycopg's executemany (pipelined), ids moved on as execute() does."""
        server_sql = _server_text(sql)
        tracing.note_many(lib, server_sql)
        cursor = cast("ServerDatabase", lib.db).executemany(server_sql, rows)
        _advance_ids(lib, sql)
        return cursor

    def insert(self, lib: Library, sql: str, params: Sequence[object]) -> int:
        """The new row's id, from RETURNING id."""
        returning = f"{sql} RETURNING id"
        statement = Sql(returning) if isinstance(sql, Sql) else returning
        row = self.execute(lib, statement, params).fetchone()
        return int(row[0]) if row else 0

    def user_name(self, lib: Library) -> str:
        """The login (session_user: a login acting as its group role is still itself)."""
        return str(lib.db.execute_sql("SELECT session_user").fetchone()[0])

    def data_version(self, lib: Library) -> int:
        """Always 0: other writers' changes arrive as notices."""
        return 0

    def session_pid(self, lib: Library) -> int | None:
        """The server backend's pid for this thread's connection."""
        from papershelf.library.postgresql.listen import session_pid

        return session_pid(cast("ServerDatabase", lib.db))

    def native_statements(self) -> list[str]:
        """The constant statements this backend writes itself (tests prepare each)."""
        from papershelf.library.postgresql.statements import native_statements

        return native_statements()

    def text_index(self, lib: Library) -> TextIndex:
        """tsvector queries ranked by ts_rank."""
        from papershelf.library.postgresql.text_index import ServerIndex

        return ServerIndex(lib)

    def reindex(self, lib: Library) -> int:
        """Every entry's vector computed again, triggers anew, the sort indexes made where a
        library made before one of them lacks it, tables analysed."""
        for sql in sort_indexes():
            lib.db.execute_sql(sql)
        return fts_pg.reindex(lib)

    def text_index_consistent(self, lib: Library) -> bool:
        """Whether every entry's stored vector is the one its text gives."""
        return fts_pg.is_consistent(lib)

    def text_index_suspended(self, lib: Library) -> AbstractContextManager[None]:
        """The per-row triggers off for the block, the vectors computed once at its end."""
        return fts_pg.suspended(lib)

    def drop_text_index_triggers(self, lib: Library) -> None:
        """Drop the vector's triggers."""
        fts_pg.drop_triggers(lib.db)

    def drop_tag_sort_triggers(self, lib: Library) -> None:
        """Drop the tag sort's PL/pgSQL triggers."""
        triggers_pg.drop_tag_sort_triggers(lib.db)

    def create_tag_sort_triggers(self, lib: Library) -> None:
        """The tag sort's PL/pgSQL triggers."""
        triggers_pg.create_tag_sort_triggers(lib.db)

    def update_statistics(self, lib: Library) -> None:
        """Nothing now: the server's autovacuum analyses its tables (reindex does at once)."""

    def create_vocabulary(self, source: RelatedSource) -> None:
        """Nothing: word counts are GIN lookups on the documents' vectors."""

    def document_counts(self, source: RelatedSource, words: Sequence[str]) -> list[tuple[str, int]]:
        """One GIN lookup per word."""
        return related_pg.document_counts(source, words)

    def ranked(self, source: RelatedSource, match: str, limit: int) -> list[tuple[int, float]]:
        """ts_rank over the content vectors."""
        return related_pg.ranked(source, match, limit)

    def scores_of(
        self, source: RelatedSource, match: str, ids: Sequence[int]
    ) -> list[tuple[int, float]]:
        """ts_rank of the given entries."""
        return related_pg.scores_of(source, match, ids)

    def generation(self, source: RelatedSource) -> tuple[int, int, bool]:
        """The server's next transaction id."""
        return related_pg.generation(source)

    def scope_stamp(self, lib: Library) -> tuple[int, int]:
        """The server's next transaction id: it moves whenever any write anywhere commits."""
        return int(lib.db.execute_sql(_SNAPSHOT_STAMP).fetchone()[0]), 0

    def scope_tables_usable(self, lib: Library) -> bool:
        """In a session that may write (a read-only one cannot create tables), outside a
        transaction, unless the server refused one before."""
        if lib.scope_sets.refused or lib.db.read_only is not None:
            return False
        return bool(lib.db.connection().info.transaction_status == _IDLE)

    def run_on_session(self, lib: Library, sql: str, params: Sequence[object] = ()) -> None:
        """Through the library's connection, as any statement."""
        lib.execute(sql, list(params))

    def fill_scope_table(self, lib: Library, name: str, sql: str, params: list[object]) -> bool:
        """A pg_temp table of the ids, analysed (the planner sees its size, not a guess);
        False when the server refuses (a role without the TEMP privilege)."""
        try:
            self.drop_scope_table(lib, name)
            lib.db.execute_sql(f"CREATE TEMP TABLE {name} (id INTEGER PRIMARY KEY)")
            self.run_on_session(
                lib, Sql(f"INSERT INTO pg_temp.{name} SELECT e.id FROM entry e WHERE {sql}"), params
            )
            lib.db.execute_sql(f"ANALYZE pg_temp.{name}")
        except peewee.DatabaseError:
            lib.scope_sets.refused = True
            return False
        return True

    def drop_scope_table(self, lib: Library, name: str) -> None:
        """DROP TABLE IF EXISTS in the session's pg_temp schema."""
        lib.db.execute_sql(f"DROP TABLE IF EXISTS pg_temp.{name}")

    def bulk_inserter(self, lib: Library) -> BulkInserter:
        """One COPY per table and batch."""
        from papershelf.library.postgresql.import_batches import ServerBatchInserter

        return ServerBatchInserter(lib)

    def copy_loading(self, lib: Library) -> AbstractContextManager[None]:
        """Nothing switched off: the triggers keep the derived data as rows arrive."""
        return copy_pg.loading(lib)

    def copy_rows(
        self, lib: Library, model: type[BaseModel], rows: Sequence[Sequence[object]]
    ) -> None:
        """COPY ... FROM STDIN."""
        copy_pg.write_rows(lib, model, rows)

    def copy_mended(
        self, model: type[BaseModel], rows: list[tuple[object, ...]]
    ) -> tuple[list[tuple[object, ...]], list[Repair]]:
        """NULs, surrogates and numbers beyond a column mended (library/copy_repair.py)."""
        return repaired_rows(model, rows)

    def copy_finished(self, lib: Library, models: list[type[BaseModel]]) -> None:
        """Id sequences moved past the copied ids; ANALYZE."""
        copy_pg.finish(lib, models)


def _server_text(sql: str) -> str:
    """The server's form of *sql*: its `?` marks as psycopg's `%s`, nothing else changed
    (statements are written for both engines, library/sql.py; none is translated)."""
    return sql.server if isinstance(sql, Sql) else Sql(sql).server


def _advance_ids(lib: Library, sql: str) -> None:
    """After an INSERT that chose ids itself (undo, restore), move the id sequence past
    them, so the server's next id is free (SQLite takes max(id) + 1 by itself)."""
    table = id_sequences.explicit_id_table(sql)
    if table is not None:
        lib.db.execute_sql(id_sequences.advance_sequence(table))


SERVER = ServerBackend()
