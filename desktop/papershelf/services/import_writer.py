"""Writing imported entries' rows, a batch at a time, on a helper thread that shares the
import's transaction (it replaces import_store.EntryWriter for imports).

Why a thread: SQLite gives up Python's GIL while it works (B-trees, the full-text index),
so writing one batch overlaps reading and checking the next. The helper uses the import
thread's own connection, and only it does while it runs: the import thread keeps keys and
duplicates in memory and touches the connection again only after close(). Rule: no
other code may use that connection between BatchWriter() and close().

Why one statement per batch: a batch goes in as four JSON texts that SQLite unpacks itself
(json_each), through one INSERT into a TEMP view whose INSTEAD OF trigger fills the four
tables and indexes the batch's entries for search. So the helper thread asks for Python's
GIL back once per batch; each time it waits for the import thread to let go of it (up to
sys.getswitchinterval(), 5 ms), which with a statement per table and batch cost ~20% of
the helper's time. The view and trigger live in the connection's TEMP schema, never in
the library file, and are dropped in close().

Why no per-row index triggers: the full-text index is filled per batch with one
INSERT ... SELECT over the batch's ids, 4x faster than a trigger per row. The triggers are
dropped when the writer starts and created again in close(), inside the import's
transaction, so a failed import rolls both back.
"""

from __future__ import annotations

import contextlib
import json
import queue
import sqlite3
import threading
from dataclasses import dataclass, field
from typing import Any

from papershelf.formats.records import Record
from papershelf.library import fts
from papershelf.library.db import Library
from papershelf.library.models import now
from papershelf.services.import_store import authors_of

BATCH = 500  # entries per batch: small enough that the last one (written after reading) is short
FIRST_BATCH = 100  # the first is smaller still, so that the helper starts early
QUEUED = 2  # batches waiting for the helper at most (the import thread waits beyond)

_VIEW = "papershelf_import_batch"
_TRIGGER = "papershelf_import_batch_insert"
_CREATE_VIEW = (
    f"CREATE TEMP VIEW IF NOT EXISTS {_VIEW} (entries, people, fields, bibtex, stamp, "
    "first_id, last_id) AS SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL"
)
# The batch's rows: lists become JSON arrays. SQLite 3.40 parses a row's JSON text again
# for each '->>' on it, so an entry comes as [its short columns, its abstract], split once
# per row in a subquery ('LIMIT -1 OFFSET 0' keeps it from being merged into the INSERT,
# which would split it again for every column), and '->>' reads only the short part.
# value->2 is the raw fields' array as (minified) JSON text, stored as it is.
_BATCH_SQL = (
    "INSERT INTO entry (id, key, entry_type, title, title_inferred, authors_text, author_sort, "
    "year, venue, abstract, doi, url, keywords, notes, status, rating, date_added, "
    "date_modified, fingerprint) SELECT head->>0, head->>1, head->>2, head->>3, head->>4, "
    "head->>5, head->>6, head->>7, head->>8, abstract, head->>9, head->>10, head->>11, "
    "head->>12, 0, 0, NEW.stamp, NEW.stamp, head->>13 FROM (SELECT value->0 AS head, "
    "value->>1 AS abstract FROM json_each(NEW.entries) LIMIT -1 OFFSET 0); "
    "INSERT INTO person (entry_id, role, position, family, given, von, jr, raw) "
    "SELECT value->>0, 'author', value->>1, value->>2, value->>3, value->>4, value->>5, "
    "value->>6 FROM json_each(NEW.people); "
    "INSERT INTO entry_field (entry_id, position, name, value) "
    "SELECT value->>0, value->>1, value->>2, value->>3 FROM json_each(NEW.fields); "
    "INSERT INTO entry_bibtex (entry_id, source_id, raw_fields) "
    "SELECT value->>0, value->>1, value->2 FROM json_each(NEW.bibtex); "
    f"INSERT INTO {fts.FTS_TABLE}(rowid, {', '.join(fts.INDEXED_COLUMNS)}) "
    f"SELECT id, {', '.join(fts.INDEXED_COLUMNS)} FROM entry "
    "WHERE id BETWEEN NEW.first_id AND NEW.last_id;"
)
_CREATE_TRIGGER = (
    f"CREATE TEMP TRIGGER IF NOT EXISTS {_TRIGGER} INSTEAD OF INSERT ON {_VIEW} "
    f"BEGIN {_BATCH_SQL} END"
)
_INSERT_BATCH = f"INSERT INTO temp.{_VIEW} VALUES (?, ?, ?, ?, ?, ?, ?)"


@dataclass
class Batch:
    """The rows of up to BATCH new entries, ready for SQL (lists become JSON arrays)."""

    entries: list[list[Any]] = field(default_factory=list)  # [short columns, abstract]
    people: list[tuple[Any, ...]] = field(default_factory=list)
    fields: list[tuple[Any, ...]] = field(default_factory=list)
    bibtex: list[tuple[Any, ...]] = field(default_factory=list)
    first_id: int = 0
    last_id: int = 0
    stamp: str = ""

    def params(self) -> list[Any]:
        """The batch as the view's row (made in the import's thread: JSON needs the GIL)."""
        return [
            json.dumps(self.entries),  # ASCII JSON: 40% faster to make, SQLite decodes it
            json.dumps(self.people),
            json.dumps(self.fields),
            json.dumps(self.bibtex),
            self.stamp,
            self.first_id,
            self.last_id,
        ]


class BatchWriter:
    """Buffers new entries' rows and writes them a batch at a time on a helper thread."""

    def __init__(self, lib: Library) -> None:
        """Take over lib's connection for writing (see the module's rule); triggers off."""
        self.lib = lib
        self.conn: sqlite3.Connection = lib.db.connection()
        row = self.conn.execute("SELECT coalesce(max(id), 0) FROM entry").fetchone()
        self.next_id = int(row[0]) + 1
        self.stamp = str(now())
        self.batch = Batch(first_id=self.next_id, stamp=self.stamp)
        self.limit = min(FIRST_BATCH, BATCH)
        self.error: BaseException | None = None
        fts.drop_triggers(lib.db)
        self.conn.execute(_CREATE_VIEW)
        self.conn.execute(_CREATE_TRIGGER)
        self.todo: queue.Queue[list[Any] | None] = queue.Queue(maxsize=QUEUED)
        self.thread = threading.Thread(target=self._run, name="import-writer", daemon=True)
        self.thread.start()

    def add(self, record: Record, key: str, print_: str, source_id: int | None) -> int:
        """Queue one record's rows under key; returns the id its entry will have."""
        entry_id = self.next_id
        self.next_id = entry_id + 1
        people = authors_of(record)
        batch = self.batch
        batch.entries.append([
            [
                entry_id, key, record.entry_type or "misc", record.title,
                int(record.title_inferred), record.authors_text,
                people[0].family if people else "", record.year, record.venue, record.doi,
                record.url, record.keywords, record.notes, print_,
            ],
            record.abstract,
        ])  # fmt: skip
        if people:
            batch.people += [
                (entry_id, i, p.family, p.given, p.von, p.jr, p.raw) for i, p in enumerate(people)
            ]
        if record.fields:
            batch.fields += [(entry_id, i, n, v) for i, (n, v) in enumerate(record.fields)]
        if record.raw_fields:
            batch.bibtex.append((entry_id, source_id, record.raw_fields))
        batch.last_id = entry_id
        if len(batch.entries) >= self.limit:
            self.flush()
            self.limit = BATCH
        return entry_id

    def flush(self) -> None:
        """Hand the rows queued so far to the helper thread."""
        self._raise_error()
        batch = self.batch
        if batch.entries:
            self.todo.put(batch.params())
            self.batch = Batch(first_id=self.next_id, stamp=self.stamp)

    def close(self) -> None:
        """Write what is left, wait for the helper, turn the index triggers on again."""
        self.flush()
        self._stop()
        self._raise_error()
        self._drop_view()
        fts.create_triggers(self.lib.db)

    def abort(self) -> None:
        """Stop the helper without writing what is queued (the import is failing anyway)."""
        while True:
            try:
                self.todo.get_nowait()
            except queue.Empty:
                break
        self._stop()
        self._drop_view()

    def _drop_view(self) -> None:
        """Remove the TEMP view and its trigger (dropping the view drops its trigger)."""
        with contextlib.suppress(sqlite3.Error):  # a closed connection took them with it
            self.conn.execute(f"DROP VIEW IF EXISTS temp.{_VIEW}")

    def _stop(self) -> None:
        """Tell the helper there is no more work and wait for it."""
        if self.thread.is_alive():
            self.todo.put(None)
            self.thread.join()

    def _raise_error(self) -> None:
        """Re-raise, in the import's thread, an error the helper met."""
        if self.error is not None:
            error, self.error = self.error, None
            raise error

    def _run(self) -> None:
        """The helper: write batches until told to stop; keep the first error for the import."""
        while True:
            params = self.todo.get()
            if params is None:
                return
            if self.error is None:
                try:
                    write_batch(self.conn, params)
                except BaseException as exc:  # handed to the import's thread in flush/close
                    self.error = exc


def write_batch(conn: sqlite3.Connection, params: list[Any]) -> None:
    """Insert one batch's rows and index its entries for search (SQLite's work only)."""
    conn.execute(_INSERT_BATCH, params)
