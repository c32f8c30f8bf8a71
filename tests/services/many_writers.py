"""One writer of the many-writers test (test_many_writers.py), run in its own OS process.

It opens the shared library, makes random changes with a fixed seed through the services,
and writes one JSON line per change to its own log: what it believes committed (entry,
field or membership, value, the entry's version right after, read in the same transaction),
every conflict it was told about, every change that found its entry deleted, and any
exception. Busy errors (the file's write lock, a server's serialization failure or deadlock)
are retried a bounded number of times and counted.
"""

from __future__ import annotations

import json
import random
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from papershelf.library import versions
from papershelf.library.db import Library, open_library
from papershelf.library.entries_sql import existing_entries
from papershelf.library.errors import LibraryBusyError
from papershelf.library.models import Status
from papershelf.services import deleting, entries, lists, tags
from papershelf.services.changes import ServiceError
from papershelf.services.conflicts import EditConflict, Seen, set_field
from papershelf.services.deleting import EntrySnapshot

EXTRA = "pages"  # the extra BibTeX field the writers edit
TEXT = ("title", "notes")
RETRIES = 30
HOT = 15  # the first entries, where 30% of the changes go


@dataclass(frozen=True)
class Plan:
    """What one writer does: which library, how many changes, on what, logged where."""

    target: str
    writer: int
    changes: int
    entry_ids: tuple[int, ...]
    tag_names: tuple[str, ...]
    list_ids: tuple[int, ...]
    log: str
    stale_sleep: float = 0.05


@dataclass
class Writer:
    """One writer's state: its library, random source, log, and the entries it deleted."""

    plan: Plan
    lib: Library
    rng: random.Random
    out: Any
    retries: int = 0
    deleted: dict[int, EntrySnapshot] = field(default_factory=dict)
    step: int = 0

    def log(self, **record: Any) -> None:
        """Append one record to this writer's log."""
        self.out.write(json.dumps({"w": self.plan.writer, "n": self.step, **record}) + "\n")

    def busy_retry(self, action: Callable[[], Any]) -> Any:
        """Run *action*, again after a busy error (bounded; the last error propagates)."""
        for attempt in range(RETRIES):
            try:
                return action()
            except LibraryBusyError:
                if attempt == RETRIES - 1:
                    raise
                self.retries += 1
                time.sleep(self.rng.uniform(0.001, 0.01 * (attempt + 1)))
        raise AssertionError("unreachable")


def run(plan: Plan) -> None:
    """The process's body: every change, each logged; an exception is logged, never raised."""
    lib = open_library(plan.target)
    with open(plan.log, "w", encoding="utf-8") as out:
        writer = Writer(plan, lib, random.Random(1000 + plan.writer), out)
        try:
            for step in range(plan.changes):
                writer.step = step
                try:
                    one_change(writer)
                except Exception as exc:  # the test fails on any of these
                    writer.log(op="error", error=repr(exc), trace=traceback.format_exc())
        finally:
            writer.log(op="done", retries=writer.retries)
            lib.close()


def one_change(writer: Writer) -> None:
    """One random change, chosen with fixed weights."""
    rng = writer.rng
    roll = rng.random()
    if writer.deleted and roll < 0.08:
        undelete(writer, rng.choice(sorted(writer.deleted)))
        return
    ids = writer.plan.entry_ids
    entry_id = rng.choice(ids[:HOT] if rng.random() < 0.3 else ids)  # some see real conflicts
    # On a shared library status and rating are each member's own, outside the entry's
    # version (schema 10; tests/services/test_members_pg.py writes them from 20 members).
    personal = () if writer.lib.backend.members else ("status", "rating")
    if roll < 0.45:
        edit_field(writer, entry_id, rng.choice([*TEXT, "year", *personal, EXTRA]))
    elif roll < 0.55 and personal:
        set_blind(writer, entry_id)
    elif roll < 0.75:
        change_tag(writer, entry_id, rng.choice(writer.plan.tag_names), rng.random() < 0.6)
    elif roll < 0.93:
        change_list(writer, entry_id, rng.choice(writer.plan.list_ids), rng.random() < 0.6)
    elif roll < 0.97:
        delete(writer, entry_id)
    else:
        edit_field(writer, entry_id, rng.choice(TEXT))


def _new_value(writer: Writer, name: str, base: Any) -> Any:
    """A value for *name* no other change writes (text), or a random one (numbers)."""
    rng, tag = writer.rng, f"w{writer.plan.writer}-{writer.step}"
    if name == "year":
        return rng.randint(1900, 2030)
    if name == "status":
        return int(rng.choice([Status.UNREAD, Status.READING, Status.READ]))
    if name == "rating":
        return rng.randint(0, 5)
    if name == EXTRA:
        return set_field(base, EXTRA, tag)
    return tag


def edit_field(writer: Writer, entry_id: int, name: str) -> None:
    """Read one field and the entry's version, maybe wait (a stale Seen), then write it."""
    lib, column = writer.lib, "fields" if name == EXTRA else name

    def read() -> tuple[int | None, Any]:
        with lib.reading():
            version = entries.entry_versions(lib, [entry_id]).get(entry_id)
            if version is None:
                return None, None
            return version, entries.entry_values(lib, entry_id, [column])[column]

    version, base = writer.busy_retry(read)
    if version is None:
        writer.log(op="field", entry=entry_id, field=name, result="gone")
        return
    if writer.rng.random() < 0.3:
        time.sleep(writer.rng.uniform(0, writer.plan.stale_sleep))
    value = _new_value(writer, name, base)
    t0 = time.time_ns()
    try:
        result, after = writer.busy_retry(
            lambda: _write_checked(lib, entry_id, column, value, Seen(version, {column: base}))
        )
    except ServiceError as exc:
        if "not in the library" not in str(exc):
            raise
        writer.log(op="field", entry=entry_id, field=name, result="gone")
        return
    writer.log(
        op="field", entry=entry_id, field=name, result=result, version=after, seen=version,
        value=_logged(name, value), base=_logged(name, base), t0=t0, t1=time.time_ns(),
    )  # fmt: skip


def _write_checked(
    lib: Library, entry_id: int, column: str, value: Any, seen: Seen
) -> tuple[str, int | None]:
    """update_entry with *seen*, and the entry's version right after, in one transaction:
    ('written' | 'already' | 'conflict', version)."""
    with lib.atomic():
        try:
            changes = entries.update_entry(lib, entry_id, {column: value}, seen)
            result = "written" if column in changes.fields else "already"
        except EditConflict as conflict:
            result = "conflict"
            assert conflict.conflicts, "an EditConflict lists its fields"
        after = entries.entry_versions(lib, [entry_id]).get(entry_id)
    return result, after


def _logged(name: str, value: Any) -> Any:
    """A value as the log keeps it: an extra field's own value, not the whole list."""
    if name != EXTRA:
        return value
    found = [v for n, v in value or () if str(n).lower() == EXTRA]
    return found[0] if found else None


def set_blind(writer: Writer, entry_id: int) -> None:
    """Set status or rating as a batch does: no Seen, the last writer wins."""
    lib, rng = writer.lib, writer.rng
    name = rng.choice(["status", "rating"])
    value = _new_value(writer, name, None)

    def write() -> int | None:
        with lib.atomic():
            # Locked first: an entry deleted now is "gone", and the version read after the
            # write is this write's (read committed: an undelete committing between the
            # UPDATE of a missing row and the read would lend its version to a no-op).
            if not versions.lock_rows(lib, "entry", [entry_id]):
                return None
            if name == "status":
                entries.set_status(lib, [entry_id], Status(value))
            else:
                entries.set_rating(lib, [entry_id], value)
            return entries.entry_versions(lib, [entry_id]).get(entry_id)

    t0 = time.time_ns()
    after = writer.busy_retry(write)
    result = "gone" if after is None else "written"
    writer.log(
        op="field", entry=entry_id, field=name, result=result, version=after, value=value,
        blind=True, t0=t0, t1=time.time_ns(),
    )  # fmt: skip


def change_tag(writer: Writer, entry_id: int, name: str, adding: bool) -> None:
    """Put a tag on an entry or take it off; effective when the entry's tags changed."""
    lib = writer.lib
    t0 = time.time_ns()
    if adding:
        changes = writer.busy_retry(lambda: tags.add_tag(lib, [entry_id], name))
    else:
        changes = writer.busy_retry(lambda: tags.remove_tag(lib, [entry_id], name))
    writer.log(
        op="tag", entry=entry_id, name=name, value=adding, effective=entry_id in changes.edited,
        t0=t0, t1=time.time_ns(),
    )  # fmt: skip


def change_list(writer: Writer, entry_id: int, list_id: int, adding: bool) -> None:
    """Add an entry to a list or take it out; effective when its membership changed."""
    lib = writer.lib
    t0 = time.time_ns()
    if adding:
        changes = writer.busy_retry(lambda: lists.add_to_list(lib, list_id, [entry_id]))
    else:
        changes = writer.busy_retry(lambda: lists.remove_from_list(lib, list_id, [entry_id]))
    writer.log(
        op="list", entry=entry_id, list=list_id, value=adding,
        effective=entry_id in changes.edited, t0=t0, t1=time.time_ns(),
    )  # fmt: skip


def delete(writer: Writer, entry_id: int) -> None:
    """Delete an entry, keeping its snapshot (taken in the same transaction) to undelete it."""
    lib = writer.lib

    def write() -> tuple[EntrySnapshot | None, bool]:
        with lib.atomic():
            # Held before the snapshot, so it is what gets deleted. On a server an entry put
            # back by an undelete committing meanwhile was not there to hold: hold it again.
            versions.lock_rows(lib, "entry", [entry_id])
            if not existing_entries(lib, [entry_id]):
                return None, False
            versions.lock_rows(lib, "entry", [entry_id])
            snapshot = deleting.snapshot_entries(lib, [entry_id])
            removed = deleting.delete_entries(lib, [entry_id]).removed
        assert snapshot.entry_ids == (entry_id,) or entry_id not in removed
        return snapshot, entry_id in removed

    t0 = time.time_ns()
    snapshot, effective = writer.busy_retry(write)
    if effective and snapshot is not None:
        writer.deleted[entry_id] = snapshot
    held = _held(snapshot) if snapshot is not None else {}
    writer.log(op="delete", entry=entry_id, effective=effective, **held, t0=t0, t1=time.time_ns())


def undelete(writer: Writer, entry_id: int) -> None:
    """Bring back an entry this writer deleted, as its snapshot has it."""
    snapshot = writer.deleted.pop(entry_id)
    t0 = time.time_ns()
    writer.busy_retry(lambda: deleting.restore_entries(writer.lib, snapshot))
    writer.log(
        op="undelete", entry=entry_id, effective=True, **_held(snapshot), t0=t0,
        t1=time.time_ns(),
    )  # fmt: skip


def _held(snapshot: EntrySnapshot) -> dict[str, list[Any]]:
    """The tags (names) and lists (ids) a snapshot puts back on its entry."""
    names = {tag_id: name for tag_id, name, _color in snapshot.tags}
    return {
        "tags": sorted(names[tag_id] for _entry, tag_id in snapshot.entry_tags),
        "lists": sorted({row[0] for row in snapshot.memberships}),
    }


def read_log(path: Path) -> list[dict[str, Any]]:
    """The records of one writer's log."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
