"""Writing imported entries' rows, a batch at a time, on a helper thread that shares the
import's transaction (it replaces import_store.EntryWriter for imports).

Why a thread: SQLite gives up Python's GIL while it works (B-trees, the full-text index),
so writing one batch overlaps reading and checking the next. The helper uses the import
thread's own connection, and only it does while it runs: the import thread keeps keys and
duplicates in memory and touches the connection again only after close(). Rule: no
other code may use that connection between BatchWriter() and close().

Why one statement per batch: a batch goes in as five JSON texts and a BLOB that SQLite
unpacks itself (json_each, substr), through one INSERT into a TEMP view whose INSTEAD OF
trigger fills the four tables and indexes the batch's entries for search. So the helper
thread asks for Python's GIL back once per batch; each time it waits for the import thread
to let go of it (up to sys.getswitchinterval(), 5 ms), which with a statement per table and
batch cost ~20% of the helper's time. The view and trigger live in the connection's TEMP
schema, never in the library file, and are dropped in close().

Why no per-row index triggers: the full-text index is filled per batch with one
INSERT ... SELECT over the batch's ids, 4x faster than a trigger per row. The triggers are
dropped when the writer starts and created again in close(), inside the import's
transaction, so a failed import rolls both back.
"""

from __future__ import annotations

import json
import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from papershelf.formats.records import PersonName, Record
from papershelf.formats.text.latex import printable
from papershelf.library.db import Library
from papershelf.library.models import now
from papershelf.services.duplicate_keys import NO_KEYS
from papershelf.services.import_store import authors_of

BATCH = 500  # entries per batch: small enough that the last one (written after reading) is short
FIRST_BATCH = 100  # the first is smaller still, so that the helper starts early
# The batches of the last piece are as small: what the helper has left to write once
# reading ends (the last batch, and the one it is writing) is all the import then waits for.
LAST_BATCH = 100
# Batches waiting for the helper at most (the import thread waits beyond). Four absorb the
# stretches of collaboration papers, whose batches take the helper longer than reading
# them takes: with two, the import thread of the 100k collaborations import waited
# 0.8 s for room in the queue, with four 0.4 s (each waiting batch is 1-3 MB).
QUEUED = 4
# A batch is also handed over once its entries hold this many characters of text: entries
# of 50 KB each (long data fields) made 500-entry batches of 25 MB, and the six batches in
# flight held 450 MB; ordinary batches (1-3 MB) never reach it.
BATCH_CHARS = 4 << 20


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

    def params(self, pack_raw: Callable[[str], bytes | str] = str) -> list[Any]:
        """The batch as the view's row (made in the import's thread: JSON needs the GIL).

        The long texts (abstracts, author lists, raw fields) go end to end as UTF-8 in one
        BLOB, each row giving [offset, length]: SQLite cuts them out with substr() instead
        of parsing a 70 KB author list out of JSON three times, and Python encodes them
        without JSON's escaping, character by character. Each entry's raw fields go as
        *pack_raw* makes them (SQLite's zstd frame, library/raw_bibtex), here and not in a
        SQL function: the writer's statement never waits for this thread's GIL while it
        holds the connection, which this thread may be waiting for.
        """
        texts = _Texts()
        entries = [
            [*head, *texts.add(abstract), *texts.add(authors)]
            for head, abstract, authors in self.entries
        ]
        bibtex = [
            [entry_id, int(source) if source else None, *texts.add_packed(pack_raw(_json(raw)))]
            for source, raws in self.bibtex.items()
            for entry_id, raw in raws.items()
        ]
        return [
            _json(entries),
            _people_json(self.people),
            _json(self.others),
            _json(self.fields),
            _json(bibtex),
            texts.blob(),
            self.stamp,
            self.first_id,
            self.last_id,
        ]


class _Texts:
    """Texts packed end to end as UTF-8 (library.import_batches cuts each out again)."""

    def __init__(self) -> None:
        """Nothing packed yet; SQL's substr() counts from 1."""
        self.parts: list[bytes] = []
        self.end = 1

    def add(self, text: str) -> tuple[int, int]:
        """Pack text; where it starts in the BLOB, and its length in bytes."""
        data = text.encode("utf-8", "surrogatepass")  # as JSON's '\\udc80' reached SQLite
        start = self.end
        self.parts.append(data)
        self.end = start + len(data)
        return start, len(data)

    def add_packed(self, value: bytes | str) -> tuple[int, int, int]:
        """Pack a text, or bytes as they are; where they start, their length, and 1 for
        bytes (SQLite keeps them a BLOB) or 0 for a text."""
        if isinstance(value, str):
            return (*self.add(value), 0)
        start = self.end
        self.parts.append(value)
        self.end = start + len(value)
        return start, len(value), 1

    def blob(self) -> bytes:
        """Everything packed; never empty (SQLite's substr() of an empty BLOB is NULL, not
        the empty text a batch of entries without abstracts and authors needs)."""
        return b"".join(self.parts) or b" "


# ASCII JSON (40% faster to make than UTF-8, SQLite decodes it), without optional spaces.
# The C encoder is made once (JSONEncoder.encode makes one per call: 7 us for a small
# entry's raw fields, 3.5 us this way), without the check for cycles (rows have none).
_ENCODER = json.JSONEncoder(separators=(",", ":"))
_MAKE_ENCODER: Any = getattr(json.encoder, "c_make_encoder", None)  # None: no C accelerator
_ONE_SHOT: Any = _MAKE_ENCODER and _MAKE_ENCODER(
    None, None, json.encoder.encode_basestring_ascii, None, ":", ",", False, False, True
)


def _json(value: Any) -> str:
    """value as compact ASCII JSON (JSONEncoder.encode's text, made faster)."""
    return "".join(_ONE_SHOT(value, 0)) if _ONE_SHOT is not None else _ENCODER.encode(value)


def _people_json(people: dict[int, list[str | None]]) -> str:
    """A batch's compact people as JSON: {"id": ["Family, Given", ...], ...}."""
    return (
        "{"
        + ",".join([f'"{entry_id}":{_names_json(names)}' for entry_id, names in people.items()])
        + "}"
    )


def _names_json(names: list[str | None]) -> str:
    """One entry's compact people as a JSON array: joined as they are when no name needs
    an escape (no quote, backslash or unprintable character), else through the encoder:
    a 3,000-name list is one join and three scans in C, not 3,000 strings escaped.

    A person sent whole (None) is "" here, which no compact person is (its raw text has
    ', ' in it): one such name no longer sends the whole list through the encoder.
    """
    if not names:
        return "[]"
    texts: list[str] = names if None not in names else [n or "" for n in names]  # type: ignore[assignment]
    text = '","'.join(texts)
    quotes = 2 * len(texts) - 2  # the separators' own
    if text.count('"') == quotes and "\\" not in text and printable(text):
        return f'["{text}"]'
    return _json(texts)


def compact_people(people: list[PersonName]) -> list[str | None]:
    """How a batch sends each person: its raw text when that is 'Family, Given' (most names:
    SQL splits it again at the first ', '), else None (it goes whole, in Batch.others).

    Remembered per person (a collaboration's thousands of names recur across its papers):
    one dictionary lookup each, in a comprehension, instead of formatting the name again.
    """
    known = _COMPACT.get
    compact = [known(person, _UNSEEN) for person in people]
    if _UNSEEN in compact:
        if len(_COMPACT) >= _COMPACT_LIMIT:
            _COMPACT.clear()
        for i, form in enumerate(compact):
            if form is _UNSEEN:
                compact[i] = _COMPACT[people[i]] = _compact(people[i])
    return compact


def _compact(person: PersonName) -> str | None:
    """A person's raw text if it is exactly 'Family, Given' (no von, jr or comma), else None."""
    family, given, von, jr, raw = person
    plain = given and not von and not jr and "," not in family
    return raw if plain and raw == f"{family}, {given}" else None


_UNSEEN: Any = object()
_COMPACT: dict[PersonName, str | None] = {}  # compact_people's answers, up to _COMPACT_LIMIT
_COMPACT_LIMIT = 65536


def _add_people(batch: Batch, entry_id: int, people: list[PersonName]) -> None:
    """Queue an entry's people: compact where they can be, whole in batch.others if not."""
    compact = batch.people[entry_id] = compact_people(people)
    if None in compact:
        batch.others += [(entry_id, i, *p) for i, p in enumerate(people) if compact[i] is None]


def _text_size(record: Record) -> int:
    """About how many characters of text a record's rows hold (its long texts and fields)."""
    return len(record.abstract) + len(record.authors_text) + sum(len(v) for _, v in record.fields)


class BatchWriter:
    """Buffers new entries' rows and writes them a batch at a time on a helper thread."""

    def __init__(self, lib: Library) -> None:
        """Take over lib's connection for writing (see the module's rule); triggers off."""
        self.lib = lib
        self.inserter = lib.backend.bulk_inserter(lib)
        self.next_id = self.inserter.first_free_id
        self.stamp = str(now())
        self.batch = Batch(first_id=self.next_id, stamp=self.stamp)
        self.limit = min(FIRST_BATCH, BATCH)
        self.next_limit = BATCH  # the size of the batches after the first
        self.chars = 0  # characters of text in the batch being filled
        self.error: BaseException | None = None
        self.todo: queue.Queue[Any] = queue.Queue(maxsize=QUEUED)
        self.thread = threading.Thread(target=self._run, name="import-writer", daemon=True)
        self.thread.start()

    def add(
        self, record: Record, key: str, print_: str, source_id: int | None,
        keys: Sequence[int | None] = NO_KEYS,
    ) -> int:  # fmt: skip
        """Queue one record's rows under key, with its duplicate lookup keys
        (duplicate_keys.keys_of); returns the id its entry will have."""
        entry_id = self.next_id
        self.next_id = entry_id + 1
        people = authors_of(record)
        batch = self.batch
        batch.entries.append([
            [
                entry_id, key, record.entry_type or "misc", record.title,
                int(record.title_inferred), people[0].family if people else "",
                record.year, record.venue, record.doi, record.url, record.keywords,
                record.notes, print_, *keys,
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
        self.chars += _text_size(record)
        if len(batch.entries) >= self.limit or self.chars >= BATCH_CHARS:
            self.flush()
            self.limit = self.next_limit
        return entry_id

    def finishing(self) -> None:
        """What follows is the import's last piece: LAST_BATCH entries a batch from now on."""
        self.limit = self.next_limit = min(LAST_BATCH, BATCH)

    def flush(self) -> None:
        """Hand the rows queued so far to the helper thread."""
        self._raise_error()
        batch = self.batch
        if batch.entries:
            self.todo.put(self.inserter.pack(batch))
            self.batch = Batch(first_id=self.next_id, stamp=self.stamp)
            self.chars = 0

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
