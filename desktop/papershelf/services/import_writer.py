"""Writing imported entries' rows, a batch at a time, on a helper thread that shares the
import's transaction (it replaces import_store.EntryWriter for imports).

Why a thread: SQLite gives up Python's GIL while it works (B-trees, the full-text index),
so writing one batch overlaps reading and checking the next. The helper uses the import
thread's own connection, and only it does while it runs: the import thread keeps keys and
duplicates in memory and touches the connection again only after close(). Rule: no
other code may use that connection between BatchWriter() and close().

Why one statement per batch: a batch goes in as five JSON texts that SQLite unpacks itself
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

import json
import queue
import threading
from dataclasses import dataclass, field
from typing import Any

from papershelf.formats.records import PersonName, Record
from papershelf.library.db import Library
from papershelf.library.import_batches import batch_inserter
from papershelf.library.models import now
from papershelf.services.import_store import authors_of

BATCH = 500  # entries per batch: small enough that the last one (written after reading) is short
FIRST_BATCH = 100  # the first is smaller still, so that the helper starts early
QUEUED = 2  # batches waiting for the helper at most (the import thread waits beyond)


@dataclass
class Batch:
    """The rows of up to BATCH new entries, ready for SQL (lists become JSON arrays; the
    shapes are library.import_batches')."""

    entries: list[list[Any]] = field(default_factory=list)  # [short columns, abstract, authors]
    people: dict[int, list[str | None]] = field(default_factory=dict)  # compact_people
    others: list[tuple[Any, ...]] = field(default_factory=list)  # people compact_people skips
    fields: list[tuple[Any, ...]] = field(default_factory=list)
    bibtex: dict[str, dict[int, Any]] = field(default_factory=dict)  # source -> id -> raw
    first_id: int = 0
    last_id: int = 0
    stamp: str = ""

    def params(self) -> list[Any]:
        """The batch as the view's row (made in the import's thread: JSON needs the GIL)."""
        return [
            _json(self.entries),
            _json(self.people),
            _json(self.others),
            _json(self.fields),
            _json(self.bibtex),
            self.stamp,
            self.first_id,
            self.last_id,
        ]


# ASCII JSON (40% faster to make than UTF-8, SQLite decodes it), without optional spaces.
_json = json.JSONEncoder(separators=(",", ":")).encode


def compact_people(people: list[PersonName]) -> list[str | None]:
    """How a batch sends each person: its raw text when that is 'Family, Given' (most names:
    SQL splits it again at the first ', '), else None (it goes whole, in Batch.others).
    One comprehension, no call per person: a collaboration has thousands."""
    return [
        raw if given and not von and not jr and raw == f"{family}, {given}" and "," not in family
        else None
        for family, given, von, jr, raw in people
    ]  # fmt: skip


def _add_people(batch: Batch, entry_id: int, people: list[PersonName]) -> None:
    """Queue an entry's people: compact where they can be, whole in batch.others if not."""
    compact = batch.people[entry_id] = compact_people(people)
    if None in compact:
        batch.others += [(entry_id, i, *p) for i, p in enumerate(people) if compact[i] is None]


class BatchWriter:
    """Buffers new entries' rows and writes them a batch at a time on a helper thread."""

    def __init__(self, lib: Library) -> None:
        """Take over lib's connection for writing (see the module's rule); triggers off."""
        self.lib = lib
        self.inserter = batch_inserter(lib)
        self.next_id = self.inserter.first_free_id
        self.stamp = str(now())
        self.batch = Batch(first_id=self.next_id, stamp=self.stamp)
        self.limit = min(FIRST_BATCH, BATCH)
        self.error: BaseException | None = None
        self.todo: queue.Queue[Any] = queue.Queue(maxsize=QUEUED)
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
                int(record.title_inferred), people[0].family if people else "",
                record.year, record.venue, record.doi, record.url, record.keywords,
                record.notes, print_,
            ],
            record.abstract,
            record.authors_text,
        ])  # fmt: skip
        if people:
            _add_people(batch, entry_id, people)
        if record.fields:
            batch.fields += [(entry_id, i, n, v) for i, (n, v) in enumerate(record.fields)]
        if record.raw_fields:
            source = "" if source_id is None else str(source_id)
            batch.bibtex.setdefault(source, {})[entry_id] = record.raw_fields
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
            self.todo.put(self.inserter.pack(batch))
            self.batch = Batch(first_id=self.next_id, stamp=self.stamp)

    def close(self) -> None:
        """Write what is left, wait for the helper, turn the index triggers on again."""
        self.flush()
        self._stop()
        self._raise_error()
        self.inserter.drop()
        self.inserter.index_again()

    def abort(self) -> None:
        """Stop the helper without writing what is queued (the import is failing anyway)."""
        while True:
            try:
                self.todo.get_nowait()
            except queue.Empty:
                break
        self._stop()
        self.inserter.drop()

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
                    self.inserter.write(params)
                except BaseException as exc:  # handed to the import's thread in flush/close
                    self.error = exc
