"""Tags: names, colours, batch tagging, rename/merge/delete, and the undo recipe of each."""

from __future__ import annotations

import itertools

import pytest

from papershelf.library.db import Library
from papershelf.library.organising import tag_counts
from papershelf.library.tracing import traced
from papershelf.services.changes import ServiceError
from papershelf.services.tag_colours import difference
from papershelf.services.tags import (
    PALETTE,
    TagExists,
    add_tag,
    clean_tag_name,
    create_tag,
    default_color,
    delete_tag,
    find_tag,
    get_tag,
    merge_tags,
    recolor_tag,
    remove_tag,
    rename_tag,
    restore_tags,
    tag_snapshot,
)
from tests.bulk import bulk_library
from tests.factories import add, record
from tests.snapshots import assert_same, dump
from tests.snapshots import undo_redo_rows as _undo_redo


def _entries(lib: Library, count: int = 6) -> list[int]:
    return add(lib, *[record(f"Paper {i}") for i in range(count)]).added


def _tags_of(lib: Library, entry_id: int) -> list[str]:
    sql = (
        "SELECT t.name FROM entry_tag et JOIN tag t ON t.id = et.tag_id "
        "WHERE et.entry_id = ? ORDER BY t.name"
    )
    return [row[0] for row in lib.execute(sql, [entry_id])]


def _carrying(lib: Library, name: str) -> list[int]:
    sql = (
        "SELECT et.entry_id FROM entry_tag et JOIN tag t ON t.id = et.tag_id "
        "WHERE t.name = ? ORDER BY et.entry_id"
    )
    return [row[0] for row in lib.execute(sql, [name])]


# --- names and colours ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "stored"),
    [("  rl ", "rl"), ("ml / rl", "ml/rl"), ("deep   learning/ rl", "deep learning/rl"),
     ("a /b/ c", "a/b/c"), ("Zürich/ÉTH", "Zürich/ÉTH")],
)  # fmt: skip
def test_names_are_trimmed_and_levels_tidied(typed: str, stored: str) -> None:
    assert clean_tag_name(typed) == stored


@pytest.mark.parametrize("bad", ["", "   ", "ml//rl", "/ml", "ml/", "ml/ /rl", "x" * 201])
def test_bad_names_are_refused(lib: Library, bad: str) -> None:
    entry = _entries(lib, 1)
    with pytest.raises(ServiceError):
        add_tag(lib, entry, bad)
    assert dump(lib)["tag"] == []


def test_existing_names_match_whatever_the_case(lib: Library) -> None:
    ids = _entries(lib, 2)
    add_tag(lib, ids[:1], "Deep Learning")
    changes = add_tag(lib, ids[1:], "deep learning")
    assert [row[1] for row in dump(lib)["tag"]] == ["Deep Learning"]
    assert _carrying(lib, "Deep Learning") == ids
    assert changes.edited == {ids[1]}


def test_new_levels_take_the_spelling_of_existing_parents(lib: Library) -> None:
    ids = _entries(lib, 2)
    add_tag(lib, ids, "ML")
    add_tag(lib, ids, "ml/RL")
    add_tag(lib, ids, "Ml/rl/offline")
    assert sorted(row[1] for row in dump(lib)["tag"]) == ["ML", "ML/RL", "ML/RL/offline"]


def test_default_colours_are_from_the_palette_and_stable(lib: Library) -> None:
    assert len(set(PALETTE)) == 12
    assert default_color("rl") == default_color("RL") in PALETTE
    assert len({default_color(f"tag{i}") for i in range(200)}) == 12
    add_tag(lib, _entries(lib, 1), "rl")
    assert get_tag(lib, "rl") == (1, "rl", default_color("rl"))


@pytest.mark.parametrize("bad", ["red", "#fff", "#12345g", "123456", "#1234567"])
def test_colours_must_be_rrggbb(lib: Library, bad: str) -> None:
    create_tag(lib, "rl")
    with pytest.raises(ServiceError, match="#rrggbb"):
        recolor_tag(lib, "rl", bad)
    with pytest.raises(ServiceError, match="#rrggbb"):
        create_tag(lib, "other", bad)


# --- adding and removing ---------------------------------------------------------------


def test_add_tag_reports_only_the_newly_tagged(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:2], "rl")
    changes = add_tag(lib, [*ids[:4], 9999], "rl")
    assert changes.edited == set(ids[2:4])
    assert changes.tags and changes.fields == {"tags"}
    assert _carrying(lib, "rl") == ids[:4]
    assert add_tag(lib, ids[:4], "rl").empty  # nothing new: nothing to refresh or undo


def test_tagging_does_not_touch_the_entries(lib: Library) -> None:
    ids = _entries(lib, 2)
    entries = dump(lib)["entry"]
    add_tag(lib, ids, "rl")
    remove_tag(lib, ids, "rl")
    assert dump(lib)["entry"] == entries


def test_undo_add_of_a_new_tag_deletes_it(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:1], "other")
    created = find_tag(lib, "rl") is None
    state: dict[str, frozenset[int]] = {}

    def do() -> None:
        state["edited"] = add_tag(lib, ids[:3], "rl").edited

    _undo_redo(lib, do, lambda: remove_tag(lib, state["edited"], "rl", delete_if_unused=created))
    assert created


def test_undo_add_of_an_existing_tag_keeps_it_and_its_entries(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:2], "rl")
    created = find_tag(lib, "RL") is None
    state: dict[str, frozenset[int]] = {}

    def do() -> None:
        state["edited"] = add_tag(lib, ids[1:5], "RL").edited

    _undo_redo(lib, do, lambda: remove_tag(lib, state["edited"], "RL", delete_if_unused=created))
    assert _carrying(lib, "rl") == ids[:5]


def test_remove_tag_and_its_undo(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:4], "rl")
    add_tag(lib, ids[:4], "rl/offline")
    state: dict[str, frozenset[int]] = {}

    def do() -> None:
        state["edited"] = remove_tag(lib, ids[2:], "rl").edited

    _undo_redo(lib, do, lambda: add_tag(lib, state["edited"], "rl"))
    assert state["edited"] == set(ids[2:4])
    assert _carrying(lib, "rl") == ids[:2]
    assert _carrying(lib, "rl/offline") == ids[:4]  # children are other tags
    assert find_tag(lib, "rl") is not None  # the tag itself stays


def test_remove_of_an_unknown_tag_is_refused(lib: Library) -> None:
    with pytest.raises(ServiceError, match="no tag called 'nope'"):
        remove_tag(lib, _entries(lib, 1), "nope")


def test_tagging_500_of_3000_is_a_handful_of_statements(lib: Library) -> None:
    bulk_library(lib, 3000)
    ids = list(range(1, 3001, 6))[:500]
    with traced(lib) as trace:
        changes = add_tag(lib, ids, "batch")
        added = len(trace.statements)
        trace.clear()
        remove_tag(lib, changes.edited, "batch", delete_if_unused=True)
    assert len(changes.edited) == 500
    # an executemany counts once, whatever its rows; a trigger's statements are not counted
    assert len(trace.statements) < 12
    assert added < 12
    assert find_tag(lib, "batch") is None


# --- create, recolour, delete ------------------------------------------------------------


def test_create_tag_and_undo(lib: Library) -> None:
    _entries(lib, 1)
    before = tag_snapshot(lib, "reading group")
    _undo_redo(lib, lambda: create_tag(lib, "reading group", "#112233"),
               lambda: restore_tags(lib, before))  # fmt: skip
    assert get_tag(lib, "Reading Group") == (1, "reading group", "#112233")
    with pytest.raises(TagExists) as raised:
        create_tag(lib, "READING GROUP")
    assert raised.value.name == "reading group"


def test_recolor_and_undo(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:3], "rl")
    before = tag_snapshot(lib, "rl", descendants=False)
    changes = recolor_tag(lib, "RL", "#ABCDEF")
    assert get_tag(lib, "rl").color == "#abcdef"  # type: ignore[union-attr]
    assert changes.edited == set(ids[:3]) and changes.tags
    restore_tags(lib, before)
    _undo_redo(lib, lambda: recolor_tag(lib, "rl", "#000000"), lambda: restore_tags(lib, before))


def test_recolouring_an_implied_parent_makes_it_a_tag(lib: Library) -> None:
    add_tag(lib, _entries(lib, 2), "ml/rl")
    before = tag_snapshot(lib, "ml", descendants=False)
    _undo_redo(lib, lambda: recolor_tag(lib, "ml", "#123456"), lambda: restore_tags(lib, before))
    assert get_tag(lib, "ml").color == "#123456"  # type: ignore[union-attr]
    with pytest.raises(ServiceError, match="no tag called"):
        recolor_tag(lib, "nothing", "#123456")


def test_delete_keeps_entries_and_children_and_undo_is_exact(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:3], "ml")
    add_tag(lib, ids[2:5], "ml/rl")
    before = tag_snapshot(lib, "ml", descendants=False)
    tag_id = find_tag(lib, "ml")
    _undo_redo(lib, lambda: delete_tag(lib, "ml"), lambda: restore_tags(lib, before))
    assert find_tag(lib, "ml") is None
    assert _carrying(lib, "ml/rl") == ids[2:5]
    assert len(dump(lib)["entry"]) == 6
    restore_tags(lib, before)
    assert find_tag(lib, "ml") == tag_id


def test_delete_with_children_and_undo(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:3], "ml")
    add_tag(lib, ids[2:5], "ml/rl")
    add_tag(lib, ids[:1], "mlops")  # not below ml
    before = tag_snapshot(lib, "ml")
    changes = delete_tag(lib, "ml", with_children=True)
    assert changes.edited == set(ids[:5])
    assert [row[1] for row in dump(lib)["tag"]] == ["mlops"]
    restore_tags(lib, before)
    _undo_redo(lib, lambda: delete_tag(lib, "ml", with_children=True),
               lambda: restore_tags(lib, before))  # fmt: skip


def test_delete_of_an_implied_parent_is_refused(lib: Library) -> None:
    add_tag(lib, _entries(lib, 1), "ml/rl")
    with pytest.raises(ServiceError, match="no tag called 'ml'"):
        delete_tag(lib, "ml")


# --- rename and merge ----------------------------------------------------------------------


def _tree(lib: Library) -> list[str]:
    return sorted(row[1] for row in dump(lib)["tag"])


def test_rename_moves_the_children_and_undo_is_exact(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:2], "ml")
    add_tag(lib, ids[1:4], "ml/rl")
    add_tag(lib, ids[3:], "ml/rl/offline")
    add_tag(lib, ids[:1], "mlops")
    before = tag_snapshot(lib, "ml", "learning")
    old_ids = dict((row[1], row[0]) for row in dump(lib)["tag"])
    _undo_redo(lib, lambda: rename_tag(lib, "ml", "learning"), lambda: restore_tags(lib, before))
    assert _tree(lib) == ["learning", "learning/rl", "learning/rl/offline", "mlops"]
    assert find_tag(lib, "learning/rl") == old_ids["ml/rl"]  # same tag, new name
    assert _carrying(lib, "learning/rl") == ids[1:4]


def test_rename_reports_the_entries_whose_tags_look_different(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:2], "ml")
    add_tag(lib, ids[4:], "ml/rl")
    add_tag(lib, ids[2:3], "other")
    changes = rename_tag(lib, "ml", "ai")
    assert changes.edited == {ids[0], ids[1], ids[4], ids[5]}


def test_rename_onto_an_existing_tag_needs_merge(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:3], "ml")
    add_tag(lib, ids[2:5], "learning")
    before_all = dump(lib)
    with pytest.raises(TagExists) as raised:
        rename_tag(lib, "ml", "Learning")
    assert raised.value.name == "learning"
    assert_same(before_all, dump(lib))


def test_rename_with_merge_merges_the_subtrees_and_undo_is_exact(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:3], "ml")
    add_tag(lib, ids[:2], "ml/rl")
    add_tag(lib, ids[4:], "ml/cv")
    add_tag(lib, ids[2:5], "learning")
    add_tag(lib, ids[1:3], "learning/rl")
    before = tag_snapshot(lib, "ml", "learning")
    _undo_redo(lib, lambda: rename_tag(lib, "ml", "learning", merge=True),
               lambda: restore_tags(lib, before))  # fmt: skip
    assert _tree(lib) == ["learning", "learning/cv", "learning/rl"]
    assert _carrying(lib, "learning") == ids[:5]
    assert _carrying(lib, "learning/rl") == ids[:3]
    assert _carrying(lib, "learning/cv") == ids[4:]


def test_rename_of_an_implied_parent_moves_its_children(lib: Library) -> None:
    ids = _entries(lib, 2)
    add_tag(lib, ids, "ml/rl")
    add_tag(lib, ids, "ai")
    before = tag_snapshot(lib, "ml", "ai/ml")
    _undo_redo(lib, lambda: rename_tag(lib, "ml", "AI/ml"), lambda: restore_tags(lib, before))
    assert _tree(lib) == ["ai", "ai/ml/rl"]


def test_rename_into_its_own_subtree(lib: Library) -> None:
    ids = _entries(lib, 2)
    add_tag(lib, ids, "ml")
    add_tag(lib, ids, "ml/old")
    rename_tag(lib, "ml", "ml/old")
    assert _tree(lib) == ["ml/old", "ml/old/old"]


def test_case_only_rename(lib: Library) -> None:
    ids = _entries(lib, 2)
    add_tag(lib, ids, "ml")
    add_tag(lib, ids, "ml/rl")
    rename_tag(lib, "ml", "ML")
    assert _tree(lib) == ["ML", "ML/rl"]
    assert rename_tag(lib, "ML", "ML").empty


def test_rename_of_an_unknown_tag_is_refused(lib: Library) -> None:
    with pytest.raises(ServiceError, match="no tag called 'nope'"):
        rename_tag(lib, "nope", "yes")


def test_merge_several_into_an_existing_tag_and_undo(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:2], "rl")
    add_tag(lib, ids[1:4], "reinforcement")
    add_tag(lib, ids[3:5], "RL-stuff")
    add_tag(lib, ids[5:], "reinforcement/deep")
    sources = ["reinforcement", "rl-stuff"]
    before = tag_snapshot(lib, *sources, "rl", descendants=False)
    changes = merge_tags(lib, sources, "rl")
    assert changes.edited == set(ids[1:5])
    assert _carrying(lib, "rl") == ids[:5]
    assert _tree(lib) == ["reinforcement/deep", "rl"]  # children of a source stay
    restore_tags(lib, before)
    _undo_redo(lib, lambda: merge_tags(lib, sources, "rl"), lambda: restore_tags(lib, before))


def test_merge_into_a_new_name_creates_it_with_the_first_colour(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:2], "a")
    add_tag(lib, ids[2:4], "b")
    recolor_tag(lib, "a", "#010203")
    before = tag_snapshot(lib, "a", "b", "c", descendants=False)
    _undo_redo(lib, lambda: merge_tags(lib, ["a", "b"], "c"), lambda: restore_tags(lib, before))
    assert get_tag(lib, "c").color == "#010203"  # type: ignore[union-attr]
    assert _carrying(lib, "c") == ids[:4]


def test_counts_follow_every_operation(lib: Library) -> None:
    ids = _entries(lib)
    add_tag(lib, ids[:3], "ml/rl")
    add_tag(lib, ids[2:5], "ml/cv")
    assert [(t.name, t.count) for t in tag_counts(lib)] == [("ml", 5), ("ml/cv", 3), ("ml/rl", 3)]
    rename_tag(lib, "ml/cv", "ml/rl", merge=True)
    assert [(t.name, t.count) for t in tag_counts(lib)] == [("ml", 5), ("ml/rl", 5)]
    assert _tags_of(lib, ids[2]) == ["ml/rl"]


def test_new_tags_take_colours_no_tag_has_until_all_are_taken(lib: Library) -> None:
    ids = _entries(lib, 1)
    names = [f"tag{i}" for i in range(len(PALETTE) + 2)]
    for name in names:
        add_tag(lib, ids, name)
    colours = [get_tag(lib, name).color for name in names]  # type: ignore[union-attr]
    assert len(set(colours[: len(PALETTE)])) == len(PALETTE)  # no repeat before all are used
    assert set(colours) == set(PALETTE)


def test_the_palette_holds_clearly_distinct_colours() -> None:
    """No two within 20 CIE76 units (the old sixteen had violet and purple 7 apart)."""
    assert min(difference(a, b) for a, b in itertools.combinations(PALETTE, 2)) > 20


def test_a_new_tag_takes_the_free_colour_farthest_from_those_in_use(lib: Library) -> None:
    ids = _entries(lib, 1)
    names = ["graphs", "fairness", "optimization"]  # one colour by name
    assert len({default_color(n) for n in names}) == 1
    for name in names:
        add_tag(lib, ids, name)
    chosen = [get_tag(lib, n).color for n in names]  # type: ignore[union-attr]
    assert chosen[0] == default_color("graphs")
    assert min(difference(a, b) for a, b in itertools.combinations(chosen, 2)) > 40
