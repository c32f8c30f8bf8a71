"""Editing entries: fields, validation, status dates, batch edits and their undo values."""

from __future__ import annotations

import pytest

from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import get_entry
from papershelf.services.changes import ServiceError
from papershelf.services.entries import (
    entry_values,
    set_rating,
    set_status,
    update_entries,
    update_entry,
)
from tests.factories import add, record


def _one(lib: Library, **extra: object) -> int:
    return add(lib, record("Original", **extra)).added[0]


def test_editing_an_inferred_title_makes_it_final(lib: Library) -> None:
    entry_id = _one(lib, title_inferred=True)
    changes = update_entry(lib, entry_id, {"title": "A Real Title"})
    entry = get_entry(lib, entry_id)
    assert entry is not None
    assert entry.title == "A Real Title"
    assert entry.title_inferred is False
    assert changes.edited == {entry_id} and "title" in changes.fields


def test_undo_values_restore_the_inferred_flag(lib: Library) -> None:
    entry_id = _one(lib, title_inferred=True)
    before = entry_values(lib, entry_id, ["title"])
    update_entry(lib, entry_id, {"title": "Edited"})
    update_entry(lib, entry_id, before)
    entry = get_entry(lib, entry_id)
    assert entry is not None and entry.title == "Original" and entry.title_inferred


def test_key_clash_is_refused(lib: Library) -> None:
    first = add(lib, record("A", key="smith2020")).added[0]
    second = add(lib, record("B", key="jones2021")).added[0]
    with pytest.raises(ServiceError, match="already used"):
        update_entry(lib, second, {"key": "SMITH2020"})
    update_entry(lib, first, {"key": "Smith2020"})  # its own key in another case is fine
    assert get_entry(lib, first).key == "Smith2020"  # type: ignore[union-attr]


@pytest.mark.parametrize("bad", ["", "has space", "a,b", "x{y}"])
def test_bad_keys_are_refused(lib: Library, bad: str) -> None:
    entry_id = _one(lib)
    with pytest.raises(ServiceError):
        update_entry(lib, entry_id, {"key": bad})


def test_year_must_be_a_number(lib: Library) -> None:
    entry_id = _one(lib)
    with pytest.raises(ServiceError, match="number"):
        update_entry(lib, entry_id, {"year": "soon"})
    update_entry(lib, entry_id, {"year": " 1999 "})
    assert get_entry(lib, entry_id).year == 1999  # type: ignore[union-attr]
    update_entry(lib, entry_id, {"year": ""})
    assert get_entry(lib, entry_id).year is None  # type: ignore[union-attr]


def test_editing_authors_reparses_people(lib: Library) -> None:
    entry_id = _one(lib, authors="Doe, Jane")
    update_entry(lib, entry_id, {"authors_text": "Knuth, Donald E. and Lamport, Leslie"})
    entry = get_entry(lib, entry_id)
    assert entry is not None
    assert [p.family for p in entry.authors] == ["Knuth", "Lamport"]
    row = lib.execute("SELECT author_sort FROM entry WHERE id = ?", [entry_id]).fetchone()
    assert row[0] == "Knuth"


def test_unknown_field_is_refused(lib: Library) -> None:
    with pytest.raises(ServiceError, match="cannot edit"):
        update_entry(lib, _one(lib), {"date_added": "x"})


def test_marking_read_stamps_a_date_and_undo_restores_it(lib: Library) -> None:
    ids = [add(lib, record(f"P{i}")).added[0] for i in range(3)]
    set_status(lib, ids[:1], Status.READ)
    first_read = get_entry(lib, ids[0]).read_on  # type: ignore[union-attr]
    assert first_read
    before = {i: entry_values(lib, i, ["status"]) for i in ids}
    changes = set_status(lib, ids, Status.READING)
    assert changes.edited == set(ids)
    assert all(get_entry(lib, i).status == Status.READING for i in ids)  # type: ignore[union-attr]
    update_entries(lib, before)
    assert get_entry(lib, ids[0]).status == Status.READ  # type: ignore[union-attr]
    assert get_entry(lib, ids[0]).read_on == first_read  # type: ignore[union-attr]
    assert get_entry(lib, ids[1]).status == Status.UNREAD  # type: ignore[union-attr]


def test_rating_range(lib: Library) -> None:
    entry_id = _one(lib)
    set_rating(lib, [entry_id], 5)
    assert get_entry(lib, entry_id).rating == 5  # type: ignore[union-attr]
    with pytest.raises(ServiceError):
        set_rating(lib, [entry_id], 6)


def test_missing_entry(lib: Library) -> None:
    with pytest.raises(ServiceError, match="not in the library"):
        update_entry(lib, 999, {"title": "x"})
