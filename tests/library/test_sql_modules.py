"""The library's SQL modules where services do not reach: the guards on names spliced into
statements, the chunking every IN (...) uses, and merges that meet an entry twice."""

from __future__ import annotations

import pytest

from papershelf.library import entries_sql, tags_sql
from papershelf.library.chunks import SQL_CHUNK, in_chunks, marks
from papershelf.library.db import Library
from papershelf.services.tags import add_tag
from tests.factories import add, record


def test_in_chunks_keeps_every_id_once_in_order() -> None:
    ids = list(range(2 * SQL_CHUNK + 1))
    chunks = in_chunks(ids)
    assert [len(c) for c in chunks] == [SQL_CHUNK, SQL_CHUNK, 1]
    assert [i for chunk in chunks for i in chunk] == ids
    assert in_chunks([]) == []
    assert marks(3) == "?, ?, ?"


def test_set_columns_refuses_a_name_that_is_no_column(lib: Library) -> None:
    entry_id = add(lib, record("Kept as it is")).added[0]
    with pytest.raises(ValueError, match="not columns of entry"), lib.atomic():
        entries_sql.set_columns(lib, [entry_id], {"title": "x", "title = 'y', key": "z"})
    assert entries_sql.titles_of(lib, [entry_id]) == {entry_id: "Kept as it is"}


def test_entry_column_refuses_a_name_that_is_no_column(lib: Library) -> None:
    entry_id = add(lib, record("A")).added[0]
    assert entries_sql.entry_column(lib, entry_id, "title") == ("A",)
    assert entries_sql.entry_column(lib, entry_id + 1, "title") is None
    with pytest.raises(ValueError):
        entries_sql.entry_column(lib, entry_id, "1; DROP TABLE entry")


def test_set_columns_reaches_every_chunk(lib: Library) -> None:
    ids = add(lib, *[record(f"Paper {i}") for i in range(SQL_CHUNK + 5)]).added
    with lib.atomic():
        entries_sql.set_columns(lib, list(ids), {"rating": 4})
    rated = lib.execute("SELECT count(*) FROM entry WHERE rating = 4").fetchone()[0]
    assert rated == len(ids)


def test_merging_a_tag_into_one_the_entry_has_keeps_one_row(lib: Library) -> None:
    both, only_source = add(lib, record("Both"), record("Source only")).added
    add_tag(lib, [both, only_source], "draft")
    add_tag(lib, [both], "final")
    source, target = tags_sql.tag_row(lib, "draft"), tags_sql.tag_row(lib, "final")
    assert source is not None and target is not None
    with lib.atomic():
        tags_sql.merge_tag_into(lib, source.id, target.id)
    assert tags_sql.tag_row(lib, "draft") is None
    assert tags_sql.entries_by_tag(lib, [target.id]) == {target.id: [both, only_source]}
