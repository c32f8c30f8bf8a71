"""Taking a tag or a list place off says exactly what it took off, even when another writer
commits the same tag or place just before (a server runs writers side by side; on SQLite
the file's write lock lets no other writer's statement in between)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from papershelf.library.db import Library, open_library
from papershelf.library.organising import tags_on
from papershelf.services import lists, tags
from tests.factories import add, record


def _other_commits_first(
    lib: Library, monkeypatch: pytest.MonkeyPatch, table: str, write: Callable[[Library], Any]
) -> None:
    """Just before lib's first DELETE on *table*, another connection runs *write* and commits."""
    if lib.backend.name == "sqlite":
        pytest.skip("SQLite's write lock lets no other writer in between two statements")
    other = open_library(lib.target)
    real = lib.execute

    def execute(sql: str, params: Any = ()) -> Any:
        if sql.startswith(f"DELETE FROM {table}") and not other.is_closed():
            with other.atomic():
                write(other)
            other.close()
        return real(sql, params)

    monkeypatch.setattr(lib, "execute", execute)


def test_a_list_place_committed_just_before_is_counted_when_taken_out(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    entry = add(lib, record("A paper")).added[0]
    lists.create_list(lib, "Queue")
    list_id = lists.find_list(lib, "Queue") or 0
    _other_commits_first(
        lib, monkeypatch, "list_membership", lambda o: lists.add_to_list(o, list_id, [entry])
    )
    changes = lists.remove_from_list(lib, list_id, [entry])
    assert not lists.list_positions(lib, list_id)  # the place is gone...
    assert changes.edited == {entry}  # ...and the change says so (its undo puts it back)


def test_a_tag_committed_just_before_is_counted_when_taken_off(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    entry = add(lib, record("A paper")).added[0]
    tags.create_tag(lib, "later")
    _other_commits_first(lib, monkeypatch, "entry_tag", lambda o: tags.add_tag(o, [entry], "later"))
    changes = tags.remove_tag(lib, [entry], "later")
    assert not tags_on(lib, [entry])
    assert changes.edited == {entry}
