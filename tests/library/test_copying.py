"""Library copy (SQLite -> SQLite here; test_copying_pg.py for the server): every row kept
under its id, derived data rebuilt, one transaction, and the canonical dump as the judge."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library import user_data
from papershelf.library.copying import (
    REBUILDING,
    CopyFailedError,
    DestinationNotEmptyError,
    copy_library,
)
from papershelf.library.db import Library, open_library
from papershelf.library.dumping import dump_lines
from papershelf.library.models import Entry, Tag
from papershelf.library.queries import count_matches, ordered_ids
from papershelf.services.tags import add_tag, create_tag
from tests import rich_library
from tests.factories import add, record


@pytest.fixture
def rich(tmp_path: Path) -> Iterator[Library]:
    """A library holding a bit of everything (tests/rich_library.py)."""
    lib = open_library(tmp_path / "rich.sqlite")
    rich_library.build(lib, tmp_path)
    yield lib
    lib.close()


@pytest.fixture
def fresh(tmp_path: Path) -> Iterator[Library]:
    """A new, empty library to copy into."""
    lib = open_library(tmp_path / "copy.sqlite")
    yield lib
    lib.close()


def dump(lib: Library) -> list[str]:
    """The library's canonical dump, as lines."""
    return list(dump_lines(lib))


def is_empty(lib: Library) -> bool:
    """Whether no user-data table of the library holds a row."""
    return not any(user_data.has_rows(lib, model) for model in user_data.user_models())


def test_the_copy_dumps_the_same_and_every_table_is_exercised(
    rich: Library, fresh: Library
) -> None:
    report = copy_library(rich, fresh)
    original = dump(rich)
    assert dump(fresh) == original
    tables = {line.split('"')[3] for line in original}
    assert tables == {user_data.table_name(m) for m in user_data.user_models()}  # none empty
    assert report.entries == len(ordered_ids(rich)) == len(ordered_ids(fresh))
    assert sum(report.rows.values()) == len(original)
    assert report.rows["person"] > rich_library.AUTHORS  # the collaboration's list went over


def test_ids_gaps_and_order_are_kept(rich: Library, fresh: Library) -> None:
    copy_library(rich, fresh)
    ids = [row[0] for row in Entry.select(Entry.id).order_by(Entry.id).tuples().execute(rich.db)]
    assert ids != list(range(1, len(ids) + 1))  # deleted entries left gaps...
    copied = Entry.select(Entry.id).order_by(Entry.id).tuples().execute(fresh.db)
    assert [row[0] for row in copied] == ids  # ...which the copy keeps
    assert ordered_ids(fresh) == ordered_ids(rich)


def test_a_copy_back_and_forth_dumps_the_same(rich: Library, tmp_path: Path) -> None:
    there = open_library(tmp_path / "there.sqlite")
    back = open_library(tmp_path / "back.sqlite")
    try:
        copy_library(rich, there)
        copy_library(there, back)
        assert dump(back) == dump(there) == dump(rich)
    finally:
        there.close()
        back.close()


def test_derived_data_is_rebuilt_at_the_destination(rich: Library, fresh: Library) -> None:
    copy_library(rich, fresh)
    assert fresh.backend.text_index_consistent(fresh)
    for query in ("higgs", "Müller", "tag:ml", "title:model*", "year:>2000"):
        assert count_matches(fresh, query) == count_matches(rich, query), query
    assert count_matches(fresh, "higgs") == 1
    sorts = Entry.select(Entry.id, Entry.tag_sort).order_by(Entry.id).tuples()
    rebuilt = list(sorts.execute(fresh.db))
    assert rebuilt == list(sorts.execute(rich.db))
    assert {name for _id, name in rebuilt} >= {"ml", "Ökologie/Wälder", ""}


def test_the_destination_goes_on_after_the_copied_ids(rich: Library, fresh: Library) -> None:
    copy_library(rich, fresh)
    largest = max(ordered_ids(fresh))
    add(fresh, record("Written after the copy"))
    assert max(ordered_ids(fresh)) == largest + 1
    create_tag(fresh, "after the copy")
    tag_ids = [row[0] for row in Tag.select(Tag.id).tuples().execute(fresh.db)]
    assert max(tag_ids) == len(tag_ids)
    add_tag(fresh, [largest + 1], "ml")  # the trigger-kept column works again
    assert count_matches(fresh, "tag:ml written") == 1
    assert count_matches(fresh, "written after") == 1  # and so does the index's trigger


def test_progress_reports_each_table_then_the_rebuild(rich: Library, fresh: Library) -> None:
    calls: list[tuple[str, int, int]] = []
    copy_library(rich, fresh, lambda table, done, total: calls.append((table, done, total)))
    tables = [user_data.table_name(m) for m in user_data.user_models()]
    assert [c[0] for c in calls if c[1] == 0 and c[0] != REBUILDING] == tables
    person = [c for c in calls if c[0] == "person"]
    assert person[0][1] == 0 and person[-1][1] == person[-1][2] > rich_library.AUTHORS
    assert calls[-2:] == [(REBUILDING, 0, 1), (REBUILDING, 1, 1)]


def test_a_destination_holding_entries_is_refused(rich: Library, fresh: Library) -> None:
    add(fresh, record("Already here"), record("And here"))
    before = dump(fresh)
    with pytest.raises(DestinationNotEmptyError, match="already holds 2 entries"):
        copy_library(rich, fresh)
    assert dump(fresh) == before


def test_a_destination_holding_only_a_tag_is_refused(rich: Library, fresh: Library) -> None:
    create_tag(fresh, "mine")
    with pytest.raises(DestinationNotEmptyError, match="holds rows in tag"):
        copy_library(rich, fresh)


def test_a_read_only_destination_is_refused_before_anything(rich: Library, fresh: Library) -> None:
    fresh.set_read_only("another window writes to it")
    with pytest.raises(CopyFailedError, match=r"read-only \(another window writes to it\)"):
        copy_library(rich, fresh)
    assert is_empty(fresh)


def test_an_error_mid_copy_leaves_the_destination_empty(rich: Library, fresh: Library) -> None:
    def fail_among_people(table: str, done: int, _total: int) -> None:
        if table == "person" and done > 0:
            raise RuntimeError("injected")

    with pytest.raises(RuntimeError, match="injected"):
        copy_library(rich, fresh, fail_among_people)
    assert is_empty(fresh)
    add(fresh, record("After the failed copy"))  # triggers still in place after the rollback
    assert count_matches(fresh, "failed copy") == 1
    assert fresh.backend.text_index_consistent(fresh)


def test_a_database_error_mid_copy_says_so_and_leaves_it_empty(
    rich: Library, fresh: Library
) -> None:
    fresh.execute(  # the attachments come last: every other table is written by then
        "CREATE TRIGGER refuse BEFORE INSERT ON attachment WHEN new.id > 3 "
        "BEGIN SELECT RAISE(ABORT, 'disk on fire'); END"
    )
    with pytest.raises(CopyFailedError, match=r"nothing was copied.*disk on fire"):
        copy_library(rich, fresh)
    assert is_empty(fresh)


KILLER = """
import os, signal, sys
from papershelf.library.db import open_library
from papershelf.library.copying import copy_library

def die(table, done, total):
    if table == "person" and done > 0:
        os.kill(os.getpid(), signal.SIGKILL)

copy_library(open_library(sys.argv[1], create=False), open_library(sys.argv[2]), die)
"""


def test_a_killed_copy_leaves_the_destination_empty(rich: Library, tmp_path: Path) -> None:
    source = Path(rich.path)
    target = tmp_path / "killed.sqlite"
    run = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(KILLER), str(source), str(target)],
        capture_output=True, text=True, timeout=120, env=os.environ.copy(),
    )  # fmt: skip
    assert run.returncode == -signal.SIGKILL, run.stderr
    killed = open_library(target, create=False)
    try:
        assert is_empty(killed)
        copy_library(rich, killed)  # and the copy can simply be run again
        assert dump(killed) == dump(rich)
    finally:
        killed.close()


def test_every_table_is_copied_or_derived(rich: Library) -> None:
    """A table added later must be a model (copied, dumped) or declared derived."""
    names = {
        row[0]
        for row in rich.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        if not row[0].startswith("sqlite_")
    }
    shadows = {n for n in names if any(n.startswith(d + "_") for d in user_data.DERIVED_TABLES)}
    models = {user_data.table_name(m) for m in user_data.user_models()}
    assert names - shadows == models | set(user_data.DERIVED_TABLES)
