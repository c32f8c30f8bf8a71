"""Each member's own place in each PDF on a shared library (issue 36, schema 11), on the real
test server with members who are login roles of their own (tests/members_pg.py); a file
library keeps its positions in the computer's settings as before."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import Library, open_library
from papershelf.library.positions_sql import Position
from papershelf.library.queries import ordered_ids
from papershelf.services import reading_positions
from papershelf.services.attachments import attach, attachments_of
from papershelf.services.deleting import delete_with_snapshot, restore_entries
from tests.backends import server_schema
from tests.factories import add, record
from tests.members_pg import READ, members_of

PDF = Path(__file__).parents[1] / "data" / "pdfs" / "iopart-num.pdf"  # 4 pages, TeX Live's


@pytest.fixture
def pdf(tmp_path: Path) -> Path:
    """A real PDF (TeX Live's) in the test's folder."""
    path = tmp_path / "iopart-num.pdf"
    shutil.copy(PDF, path)
    return path


@pytest.fixture
def url(pg_url: str, pdf: Path) -> Iterator[str]:
    """A shared library with one paper and its PDF attached (by the server's own role)."""
    for target in server_schema(pg_url):
        lib = open_library(target)
        paper = add(lib, record("The iopart-num BibTeX style", 2009)).added[0]
        attach(lib, paper, pdf, copy=False)
        lib.close()
        yield target


def _pdf(lib: Library) -> tuple[int, int]:
    """The library's paper and its PDF's attachment id."""
    paper = ordered_ids(lib)[0]
    return paper, attachments_of(lib, paper)[0].id


@pytest.mark.postgresql
def test_each_member_keeps_their_own_place_in_a_pdf(url: str) -> None:
    with members_of(url, 2) as (ann, bea):
        first, second = open_library(ann.url), open_library(bea.url)
        try:
            _paper, pdf = _pdf(first)
            assert reading_positions.remembered(first, [pdf]) == {}  # never opened
            reading_positions.remember(first, pdf, Position(2, 0.5, 1.25))
            assert reading_positions.remembered(first, [pdf]) == {pdf: Position(2, 0.5, 1.25)}
            assert reading_positions.remembered(second, [pdf]) == {}  # not bea's place
            reading_positions.remember(second, pdf, Position(0, 0.75))
            reading_positions.remember(first, pdf, Position(3, 0.0, 1.5))  # ann reads on
            assert reading_positions.remembered(first, [pdf])[pdf] == Position(3, 0.0, 1.5)
            assert reading_positions.remembered(second, [pdf])[pdf] == Position(0, 0.75)
        finally:
            first.close()
            second.close()


@pytest.mark.postgresql
def test_a_read_only_member_keeps_positions_on_their_computer(url: str) -> None:
    with members_of(url, 1, READ) as (carl,):
        reader = open_library(carl.url)
        try:
            assert reader.read_only is not None
            assert not reading_positions.kept_in_library(reader)
            reading_positions.remember(reader, _pdf(reader)[1], Position(1))  # writes nothing
            assert reader.execute("SELECT count(*) FROM reading_position").fetchone()[0] == 0
        finally:
            reader.close()


@pytest.mark.postgresql
def test_an_undone_delete_brings_back_each_members_places(url: str) -> None:
    with members_of(url, 2) as (ann, bea):
        first, second = open_library(ann.url), open_library(bea.url)
        try:
            paper, pdf = _pdf(first)
            reading_positions.remember(first, pdf, Position(2, 0.5))
            reading_positions.remember(second, pdf, Position(1, 0.25))
            _changes, snapshot = delete_with_snapshot(first, [paper])
            assert reading_positions.remembered(second, [pdf]) == {}
            restore_entries(first, snapshot)
            assert reading_positions.remembered(first, [pdf]) == {pdf: Position(2, 0.5)}
            assert reading_positions.remembered(second, [pdf]) == {pdf: Position(1, 0.25)}
        finally:
            first.close()
            second.close()


def test_a_file_library_keeps_no_positions_of_its_own(tmp_path: Path, pdf: Path) -> None:
    lib = open_library(tmp_path / "lib.sqlite")
    try:
        paper = add(lib, record("The iopart-num BibTeX style", 2009)).added[0]
        attach(lib, paper, pdf, copy=False)
        attachment = attachments_of(lib, paper)[0].id
        assert not reading_positions.kept_in_library(lib)  # the settings keep them
        reading_positions.remember(lib, attachment, Position(2))
        assert reading_positions.remembered(lib, [attachment]) == {}
        assert lib.execute("SELECT count(*) FROM reading_position").fetchone()[0] == 0
    finally:
        lib.close()
