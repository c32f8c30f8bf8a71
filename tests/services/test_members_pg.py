"""Each member's own reading state on a shared library, on the real test server (issue 36).

Members are login roles of their own (tests/members_pg.py), so the server's session_user is
each of them, as for a lab's people.
"""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import Library, open_library
from papershelf.library.errors import ReadOnlyLibraryError
from papershelf.library.models import Status
from papershelf.library.queries import Scope, get_entry, load_rows, ordered_ids
from papershelf.library.search import parse
from papershelf.library.stats import reading_stats
from papershelf.services import members, people
from papershelf.services.deleting import delete_with_snapshot, restore_entries
from papershelf.services.entries import (
    entry_values,
    entry_versions,
    set_rating,
    set_status,
    update_entries,
)
from papershelf.services.importing import import_file
from papershelf.services.merging import merge_entries
from tests.backends import server_schema
from tests.factories import add, record
from tests.members_pg import READ, members_of
from tests.paths import DATA

pytestmark = pytest.mark.postgresql


@pytest.fixture
def url(pg_url: str) -> Iterator[str]:
    """A shared library with two papers, made by the test server's own role."""
    for target in server_schema(pg_url):
        lib = open_library(target)
        add(lib, record("Attention is all you need"), record("Deep residual learning"))
        lib.close()
        yield target


def _ids(lib: Library) -> list[int]:
    """The library's entry ids, oldest first."""
    return sorted(ordered_ids(lib))


def test_two_members_mark_one_paper_differently_and_each_sees_their_own(url: str) -> None:
    with members_of(url, 2) as (ann, bea):
        first, second = open_library(ann.url), open_library(bea.url)
        try:
            paper = _ids(first)[0]
            set_status(first, [paper], Status.READ)
            set_rating(first, [paper], 5)
            set_status(second, [paper], Status.READING)
            assert get_entry(first, paper).status == Status.READ
            assert get_entry(second, paper).status == Status.READING
            assert load_rows(first, [paper])[paper].rating == 5
            assert load_rows(second, [paper])[paper].rating == 0
            assert ordered_ids(first, Scope("status", int(Status.READ))) == [paper]
            assert ordered_ids(second, Scope("status", int(Status.READ))) == []
            assert ordered_ids(second, query=parse("status:reading")) == [paper]
            for lib in (first, second):  # both see who read it
                assert members.readers(lib, [paper])[0].names == (ann.role,)
                assert ordered_ids(lib, query=parse(f"readby:{ann.role}")) == [paper]
                assert ordered_ids(lib, query=parse("readers:>=1")) == [paper]
            assert [s.member for s in members.states(second, paper)] == sorted([ann.role, bea.role])
        finally:
            first.close()
            second.close()


def test_a_display_name_names_the_member_to_everyone(url: str) -> None:
    with members_of(url, 2) as (ann, bea):
        first, second = open_library(ann.url), open_library(bea.url)
        try:
            paper = _ids(first)[1]
            people.set_display_name(first, "Ann Lee")
            set_status(first, [paper], Status.READ)
            assert members.readers(second, [paper])[0].names == ("Ann Lee",)
            assert ordered_ids(second, query=parse('readby:"ann lee"')) == [paper]
            assert members.readers(second, [_ids(second)[0]])[0].names == ()
        finally:
            first.close()
            second.close()


def test_a_status_change_leaves_the_shared_entry_row_alone(url: str) -> None:
    with members_of(url, 1) as (ann,):
        lib = open_library(ann.url)
        try:
            paper = _ids(lib)[0]
            before = lib.execute(
                "SELECT version, status FROM entry WHERE id = ?", [paper]
            ).fetchone()
            set_status(lib, [paper], Status.READ)
            after = lib.execute(
                "SELECT version, status FROM entry WHERE id = ?", [paper]
            ).fetchone()
            assert tuple(after) == tuple(before)  # nobody else's edit conflicts with my status
        finally:
            lib.close()


def test_a_read_only_member_cannot_change_anyones_status(url: str) -> None:
    with members_of(url, 1) as (ann,), members_of(url, 1, READ) as (carl,):
        writer = open_library(ann.url)
        set_status(writer, [_ids(writer)[0]], Status.READ)
        reader = open_library(carl.url)
        try:
            assert reader.read_only is not None
            paper = _ids(reader)[0]
            with pytest.raises(ReadOnlyLibraryError):
                set_status(reader, [paper], Status.UNREAD)
            with pytest.raises(ReadOnlyLibraryError):
                reader.execute("UPDATE member_state SET status = 0")
            assert members.readers(reader, [paper])[0].names == (ann.role,)
        finally:
            reader.close()
            writer.close()


@pytest.mark.slow
def test_twenty_members_making_two_hundred_changes_at_once_lose_nothing(url: str) -> None:
    with members_of(url, 20) as people:
        setup = open_library(people[0].url)
        papers = _ids(setup)
        setup.close()
        failures: list[BaseException] = []
        start = threading.Barrier(len(people))

        def changes(url: str, n: int) -> None:
            """200 status changes, each its own transaction; the last leaves a known status."""
            lib = open_library(url)
            try:
                start.wait()
                for step in range(200):
                    status = Status((n + step) % 3)
                    set_status(lib, [papers[step % 2]], status)
            except BaseException as error:  # reported by the test, not the thread
                failures.append(error)
            finally:
                lib.close()

        threads = [threading.Thread(target=changes, args=(p.url, n)) for n, p in enumerate(people)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
        assert failures == []
        check = open_library(url)
        try:
            rows = check.execute(
                "SELECT member, entry_id, status, version FROM member_state"
            ).fetchall()
        finally:
            check.close()
        found = {(m, e): (s, v) for m, e, s, v in rows}
        for n, person in enumerate(people):
            for paper, last_step in ((papers[0], 198), (papers[1], 199)):
                assert found[(person.role, paper)] == ((n + last_step) % 3, 100)


def test_merging_duplicates_keeps_each_members_higher_status(url: str) -> None:
    with members_of(url, 2) as (ann, bea):
        first, second = open_library(ann.url), open_library(bea.url)
        try:
            keep, other = _ids(first)
            set_status(first, [other], Status.READ)  # ann read the duplicate
            set_status(first, [keep], Status.READING)
            set_rating(second, [keep], 3)  # bea only rated the one kept
            set_status(second, [other], Status.READING)
            merge_entries(first, keep, other)
            assert (get_entry(first, keep).status, get_entry(first, keep).rating) == (2, 0)
            assert (get_entry(second, keep).status, get_entry(second, keep).rating) == (1, 3)
        finally:
            first.close()
            second.close()


def test_an_undo_puts_back_my_own_status_and_leaves_the_paper_alone(url: str) -> None:
    with members_of(url, 2) as (ann, bea):
        first, second = open_library(ann.url), open_library(bea.url)
        try:
            paper = _ids(first)[0]
            set_status(second, [paper], Status.READ)
            before = entry_values(first, paper, ["status"])  # what the window's undo keeps
            version = entry_versions(first, [paper])[paper]
            set_status(first, [paper], Status.READ)
            update_entries(first, {paper: before})  # Ctrl+Z
            assert get_entry(first, paper).status == Status.UNREAD
            assert get_entry(second, paper).status == Status.READ
            assert entry_versions(first, [paper])[paper] == version
        finally:
            first.close()
            second.close()


def test_undoing_a_delete_brings_back_every_members_state(url: str) -> None:
    with members_of(url, 2) as (ann, bea):
        first, second = open_library(ann.url), open_library(bea.url)
        try:
            paper = _ids(first)[0]
            set_status(first, [paper], Status.READ)
            set_rating(second, [paper], 5)
            _changes, snapshot = delete_with_snapshot(first, [paper])
            assert get_entry(second, paper) is None
            restore_entries(first, snapshot)  # Ctrl+Z
            assert get_entry(first, paper).status == Status.READ
            assert get_entry(second, paper).rating == 5
        finally:
            first.close()
            second.close()


def test_reading_statistics_are_each_members_own(url: str) -> None:
    with members_of(url, 2) as (ann, bea):
        first, second = open_library(ann.url), open_library(bea.url)
        try:
            set_status(first, _ids(first), Status.READ)
            set_status(second, _ids(second)[:1], Status.READING)
            mine, theirs = reading_stats(first), reading_stats(second)
            assert (mine.read, mine.reading, mine.unread) == (2, 0, 0)
            assert (theirs.read, theirs.reading, theirs.unread) == (0, 1, 1)
            assert sum(month.read for month in mine.months) == 2  # dated today, by ann
            assert sum(month.read for month in theirs.months) == 0
        finally:
            first.close()
            second.close()


def test_statuses_an_import_brings_are_the_importers_own(url: str, tmp_path: Path) -> None:
    bib = tmp_path / "jabref.bib"
    shutil.copy(DATA / "jabref" / "jabref5-groups.bib", bib)  # readstatus and ranking fields
    with members_of(url, 2) as (ann, bea):
        first, second = open_library(ann.url), open_library(bea.url)
        try:
            import_file(first, bib)
            (beta,) = ordered_ids(first, query=parse('key:"beta2021"'))
            assert (get_entry(first, beta).status, get_entry(first, beta).rating) == (2, 5)
            assert (get_entry(second, beta).status, get_entry(second, beta).rating) == (0, 0)
        finally:
            first.close()
            second.close()
