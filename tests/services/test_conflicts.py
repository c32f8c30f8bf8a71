"""Two writers on one library: fields merge, a field both changed is a conflict, never lost."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from papershelf.library.db import Library, open_library
from papershelf.library.queries import get_entry
from papershelf.services import entries, lists, saved_searches, tags
from papershelf.services.conflicts import EditConflict, Seen
from papershelf.services.entries import entry_values, update_entry
from tests.factories import add, record


@pytest.fixture
def other(lib: Library, monkeypatch: pytest.MonkeyPatch) -> Iterator[Library]:
    """A second connection to the same library (a file, or the same server database), whose
    changes are stamped as bob's (on a server both would be the test's one role)."""
    second = open_library(lib.target)
    monkeypatch.setattr(second, "user_name", lambda: "bob")
    yield second
    second.close()


def _paper(lib: Library, **extra: object) -> int:
    """One paper in the library; its id."""
    (entry_id,) = add(lib, record("Original title", 2020, "Doe, Jane", **extra)).added
    return entry_id


def _seen(lib: Library, entry_id: int, names: list[str]) -> Seen:
    """What a person opening the entry's form sees of *names*."""
    details = get_entry(lib, entry_id)
    assert details is not None
    values = entry_values(lib, entry_id, names)
    return Seen(details.version, {n: values[n] for n in names})


def test_a_row_still_at_the_seen_version_is_written(lib: Library) -> None:
    entry_id = _paper(lib)
    seen = _seen(lib, entry_id, ["title"])
    update_entry(lib, entry_id, {"title": "Mine"}, seen)
    assert entry_values(lib, entry_id, ["title"])["title"] == "Mine"


def test_two_people_editing_different_fields_both_succeed(lib: Library, other: Library) -> None:
    entry_id = _paper(lib)
    seen = _seen(lib, entry_id, ["title"])
    update_entry(other, entry_id, {"venue": "Their venue"}, _seen(other, entry_id, ["venue"]))
    update_entry(lib, entry_id, {"title": "My title"}, seen)
    values = entry_values(lib, entry_id, ["title", "venue"])
    assert (values["title"], values["venue"]) == ("My title", "Their venue")


def test_the_same_field_changed_by_both_is_a_conflict_naming_who(
    lib: Library, other: Library
) -> None:
    entry_id = _paper(lib)
    seen = _seen(lib, entry_id, ["title", "year"])
    update_entry(other, entry_id, {"title": "Their title"})
    with pytest.raises(EditConflict) as caught:
        update_entry(lib, entry_id, {"title": "My title", "year": "2021"}, seen)
    (conflict,) = caught.value.conflicts
    assert (conflict.field, conflict.base, conflict.mine, conflict.theirs) == (
        "title", "Original title", "My title", "Their title",
    )  # fmt: skip
    assert conflict.changed_by == "bob" and conflict.changed_at
    values = entry_values(lib, entry_id, ["title", "year"])
    assert values["title"] == "Their title"  # theirs is never overwritten silently
    assert values["year"] == 2021  # the field nobody else touched is written
    assert caught.value.changes.fields == {"year"}
    assert "title (changed by bob" in str(caught.value)


def test_resolving_a_conflict_writes_the_choice_on_theirs(lib: Library, other: Library) -> None:
    entry_id = _paper(lib)
    seen = _seen(lib, entry_id, ["abstract"])
    update_entry(other, entry_id, {"abstract": "Theirs."})
    with pytest.raises(EditConflict) as caught:
        update_entry(lib, entry_id, {"abstract": "Mine."}, seen)
    values, retry = caught.value.resolved(entry_id, {"abstract": "Mine. Theirs."})
    update_entry(lib, entry_id, values, retry)
    assert entry_values(lib, entry_id, ["abstract"])["abstract"] == "Mine. Theirs."


def test_a_third_writer_before_the_resolution_is_a_conflict_again(
    lib: Library, other: Library
) -> None:
    entry_id = _paper(lib)
    seen = _seen(lib, entry_id, ["title"])
    update_entry(other, entry_id, {"title": "Theirs"})
    with pytest.raises(EditConflict) as caught:
        update_entry(lib, entry_id, {"title": "Mine"}, seen)
    update_entry(other, entry_id, {"title": "Theirs again"})
    values, retry = caught.value.resolved(entry_id, {"title": "Mine"})
    with pytest.raises(EditConflict) as again:
        update_entry(lib, entry_id, values, retry)
    assert again.value.conflicts[0].theirs == "Theirs again"


def test_extra_fields_merge_by_name(lib: Library, other: Library) -> None:
    entry_id = _paper(lib, fields=[("pages", "1--2"), ("volume", "3")])
    seen = _seen(lib, entry_id, ["fields"])
    theirs = [("pages", "1--20"), ("volume", "3")]
    update_entry(other, entry_id, {"fields": theirs}, _seen(other, entry_id, ["fields"]))
    update_entry(lib, entry_id, {"fields": [("pages", "1--2"), ("volume", "4")]}, seen)
    assert entry_values(lib, entry_id, ["fields"])["fields"] == [
        ("pages", "1--20"), ("volume", "4"),
    ]  # fmt: skip


def test_an_extra_field_both_changed_is_a_conflict_of_its_own(lib: Library, other: Library) -> None:
    entry_id = _paper(lib, fields=[("pages", "1--2"), ("volume", "3")])
    seen = _seen(lib, entry_id, ["fields"])
    update_entry(other, entry_id, {"fields": [("pages", "7--8"), ("volume", "3")]})
    with pytest.raises(EditConflict) as caught:
        update_entry(lib, entry_id, {"fields": [("pages", "5--6"), ("volume", "9")]}, seen)
    (conflict,) = caught.value.conflicts
    assert (conflict.field, conflict.mine, conflict.theirs) == ("fields/pages", "5--6", "7--8")
    assert entry_values(lib, entry_id, ["fields"])["fields"] == [("pages", "7--8"), ("volume", "9")]
    values, retry = caught.value.resolved(entry_id, {"fields/pages": "5--8"})
    update_entry(lib, entry_id, values, retry)
    assert entry_values(lib, entry_id, ["fields"])["fields"] == [("pages", "5--8"), ("volume", "9")]


def test_a_form_value_typed_as_text_compares_with_the_stored_one(
    lib: Library, other: Library
) -> None:
    entry_id = _paper(lib)
    seen = Seen(get_entry(lib, entry_id).version, {"year": "2020"})  # type: ignore[union-attr]
    update_entry(other, entry_id, {"title": "Theirs"})
    update_entry(lib, entry_id, {"year": "2024"}, seen)
    assert entry_values(lib, entry_id, ["year"])["year"] == 2024


def test_both_writing_the_same_value_is_no_conflict(lib: Library, other: Library) -> None:
    entry_id = _paper(lib)
    seen = _seen(lib, entry_id, ["doi"])
    update_entry(other, entry_id, {"doi": "10.1/x"})
    assert update_entry(lib, entry_id, {"doi": "10.1/x"}, seen).empty


def test_undo_puts_back_only_what_is_still_yours(lib: Library, other: Library) -> None:
    entry_id = _paper(lib)
    before = entry_values(lib, entry_id, ["title", "venue"])
    after = {"title": "Mine", "venue": "My venue"}
    update_entry(lib, entry_id, after)
    update_entry(other, entry_id, {"venue": "Their venue"})
    undo = {n: before[n] for n in after}
    with pytest.raises(EditConflict) as caught:
        entries.update_entries(lib, {entry_id: undo}, {entry_id: Seen(None, after)})
    (conflict,) = caught.value.conflicts
    assert (conflict.field, conflict.base, conflict.mine, conflict.theirs) == (
        "venue", "My venue", "", "Their venue",
    )  # fmt: skip
    values = entry_values(lib, entry_id, ["title", "venue"])
    assert (values["title"], values["venue"]) == ("Original title", "Their venue")


def test_an_undo_nobody_interfered_with_puts_the_row_back_exactly(lib: Library) -> None:
    entry_id = _paper(lib)
    before = entry_values(lib, entry_id, ["title"])
    changes, stamps = entries.update_stamped(lib, {entry_id: {"title": "Mine"}})
    assert changes.fields >= {"title"}
    seen = {entry_id: Seen(stamps[entry_id], {"title": "Mine"})}
    undo = entries.update_entries(lib, {entry_id: before}, seen)
    assert not undo.empty
    assert entry_values(lib, entry_id, ["title", "date_modified"]) == before


def test_membership_changes_never_conflict_and_repeat_harmlessly(
    lib: Library, other: Library
) -> None:
    entry_id = _paper(lib)
    tags.add_tag(other, [entry_id], "ml")
    tags.add_tag(lib, [entry_id], "ml")
    tags.add_tag(lib, [entry_id], "ml")
    list_id = lists.ensure_list(lib, "Club")
    lists.add_to_list(other, list_id, [entry_id])
    lists.add_to_list(lib, list_id, [entry_id])
    assert lists.remove_from_list(lib, list_id, [entry_id]).lists
    lists.remove_from_list(other, list_id, [entry_id])
    assert tags.remove_tag(lib, [entry_id], "ml").edited == {entry_id}
    tags.remove_tag(other, [entry_id], "ml")


def test_renaming_a_tag_someone_renamed_is_a_conflict(lib: Library, other: Library) -> None:
    tags.create_tag(lib, "ml")
    tag_id = tags.find_tag(lib, "ml")
    seen = Seen(None, {"name": "ml"}, row_id=tag_id)
    tags.rename_tag(other, "ml", "machine-learning")
    with pytest.raises(EditConflict) as caught:
        tags.rename_tag(lib, "ml", "learning", seen=seen)
    assert caught.value.conflicts[0].theirs == "machine-learning"
    assert tags.find_tag(lib, "machine-learning") == tag_id


def test_recolouring_a_tag_someone_renamed_recolours_it(lib: Library, other: Library) -> None:
    tags.create_tag(lib, "ml", "#111111")
    tag_id = tags.find_tag(lib, "ml")
    tags.rename_tag(other, "ml", "ai")
    tags.recolor_tag(lib, "ml", "#222222", seen=Seen(None, {"color": "#111111"}, row_id=tag_id))
    assert tags.get_tag(lib, "ai")[2] == "#222222"  # type: ignore[index]


def test_recolouring_a_tag_someone_recoloured_is_a_conflict(lib: Library, other: Library) -> None:
    tags.create_tag(lib, "ml", "#111111")
    tag_id = tags.find_tag(lib, "ml")
    tags.recolor_tag(other, "ml", "#333333")
    with pytest.raises(EditConflict):
        tags.recolor_tag(lib, "ml", "#222222", seen=Seen(None, {"color": "#111111"}, row_id=tag_id))
    assert tags.get_tag(lib, "ml")[2] == "#333333"  # type: ignore[index]


def test_renaming_a_list_someone_renamed_is_a_conflict(lib: Library, other: Library) -> None:
    list_id = lists.ensure_list(lib, "Club")
    lists.rename_list(other, list_id, "Journal club")
    with pytest.raises(EditConflict) as caught:
        lists.rename_list(lib, list_id, "Reading", Seen(None, {"name": "Club"}))
    assert caught.value.conflicts[0].theirs == "Journal club"
    lists.describe_list(lib, list_id, "Tuesdays", Seen(None, {"description": ""}))
    with pytest.raises(EditConflict):
        lists.describe_list(other, list_id, "Fridays", Seen(None, {"description": ""}))


def test_a_saved_search_edit_keeps_the_part_someone_else_changed(
    lib: Library, other: Library
) -> None:
    saved_searches.create_saved(lib, "Recent", "year:2020")
    saved_id = saved_searches.find_saved(lib, "Recent")
    assert saved_id is not None
    seen = Seen(None, {"query": "year:2020", "scope": ""})
    saved_searches.edit_saved(other, saved_id, "year:2021")
    with pytest.raises(EditConflict) as caught:
        saved_searches.edit_saved(lib, saved_id, "year:2022", '{"kind": "unfiled"}', seen=seen)
    assert [c.field for c in caught.value.conflicts] == ["query"]
    now = saved_searches.get_saved(lib, saved_id)
    assert now is not None and (now.query, now.scope) == ("year:2021", '{"kind": "unfiled"}')
    with pytest.raises(EditConflict):
        saved_searches.rename_saved(lib, saved_id, "Old", Seen(None, {"name": "Recentish"}))


def test_undoing_a_batch_leaves_only_the_entry_someone_changed_since(
    lib: Library, other: Library
) -> None:
    # A shared field: a status is each member's own on a shared library (issue 36)
    ids = sorted(add(lib, *(record(f"Paper {i}") for i in range(4))).added)
    before = {i: entry_values(lib, i, ["venue"]) for i in ids}
    _changes, stamps = entries.update_stamped(lib, {i: {"venue": "Batch"} for i in ids})
    update_entry(other, ids[1], {"venue": "Theirs"})
    seen = {i: Seen(stamps[i], {"venue": "Batch"}) for i in ids}
    with pytest.raises(EditConflict) as caught:
        entries.update_entries(lib, before, seen)
    assert [(c.row_id, c.theirs) for c in caught.value.conflicts] == [(ids[1], "Theirs")]
    venues = [entry_values(lib, i, ["venue"])["venue"] for i in ids]
    assert venues == ["", "Theirs", "", ""]
    assert caught.value.changes.edited == {ids[0], ids[2], ids[3]}
