"""The tag tree with nested counts, tag filters, and reading-list progress."""

from __future__ import annotations

import random

import pytest

from papershelf.library.db import Library
from papershelf.library.organising import (
    UNFILED_CONDITION,
    TagInfo,
    ancestors,
    list_infos,
    tag_condition,
    tag_counts,
    tag_entry_ids,
    tag_filter,
    tag_ids_under,
    unfiled_count,
)
from papershelf.services import lists
from papershelf.services.tags import add_tag, create_tag, find_tag
from tests.bulk import bulk_library
from tests.factories import add, record


def _entries(lib: Library, count: int) -> list[int]:
    return add(lib, *[record(f"Paper {i}") for i in range(count)]).added


def _names_counts(infos: list[TagInfo]) -> list[tuple[str, int]]:
    return [(info.name, info.count) for info in infos]


def test_parents_count_the_distinct_entries_below_them(lib: Library) -> None:
    ids = _entries(lib, 8)
    add_tag(lib, ids[:2], "ml")
    add_tag(lib, ids[1:4], "ml/rl")
    add_tag(lib, ids[3:5], "ml/rl/offline")
    add_tag(lib, ids[6:], "ml/cv")
    add_tag(lib, ids[5:6], "mlops")  # a sibling whose name starts like ml
    assert _names_counts(tag_counts(lib)) == [
        ("ml", 7), ("ml/cv", 2), ("ml/rl", 4), ("ml/rl/offline", 2), ("mlops", 1),
    ]  # fmt: skip


def test_implied_parents_appear_without_a_row(lib: Library) -> None:
    ids = _entries(lib, 3)
    add_tag(lib, ids[:2], "a/b/c")
    add_tag(lib, ids[1:], "a/d")
    infos = tag_counts(lib)
    assert _names_counts(infos) == [("a", 3), ("a/b", 2), ("a/b/c", 2), ("a/d", 2)]
    top = infos[0]
    assert top.implied and top.id is None and top.color is None
    assert (top.depth, top.parent, top.label) == (0, None, "a")
    leaf = infos[2]
    assert (leaf.depth, leaf.parent, leaf.label, leaf.implied) == (2, "a/b", "c", False)


def test_unused_tags_count_zero(lib: Library) -> None:
    create_tag(lib, "empty")
    create_tag(lib, "empty/child")
    assert _names_counts(tag_counts(lib)) == [("empty", 0), ("empty/child", 0)]


def test_sorting_by_count_sorts_each_level(lib: Library) -> None:
    ids = _entries(lib, 6)
    add_tag(lib, ids[:1], "alpha")
    add_tag(lib, ids[:2], "beta/one")
    add_tag(lib, ids[:4], "beta/two")
    add_tag(lib, ids[:3], "gamma")
    assert [info.name for info in tag_counts(lib, order="count")] == [
        "beta", "beta/two", "beta/one", "gamma", "alpha",
    ]  # fmt: skip
    assert [info.name for info in tag_counts(lib)] == [
        "alpha", "beta", "beta/one", "beta/two", "gamma",
    ]  # fmt: skip
    with pytest.raises(ValueError, match="unknown tag order"):
        tag_counts(lib, order="colour")


def test_tree_order_is_by_level_not_by_raw_text(lib: Library) -> None:
    ids = _entries(lib, 1)
    for name in ("ml-x", "ml/rl", "ml", "Zeta", "alpha"):
        add_tag(lib, ids, name)
    # '-' sorts before '/', but ml's children belong right under it.
    assert [info.name for info in tag_counts(lib)] == ["alpha", "ml", "ml/rl", "ml-x", "Zeta"]


def test_entries_and_tag_ids_under_a_tag(lib: Library) -> None:
    ids = _entries(lib, 5)
    add_tag(lib, ids[:1], "ml")
    add_tag(lib, ids[1:2], "ML/rl")
    add_tag(lib, ids[2:3], "mlops")
    add_tag(lib, ids[3:4], "ml_x")  # '_' is a LIKE wildcard: must not match 'ml/'
    assert tag_entry_ids(lib, "ml") == ids[:2]
    assert tag_entry_ids(lib, "ml/rl") == ids[1:2]
    assert tag_ids_under(lib, "Ml") == [find_tag(lib, "ml"), find_tag(lib, "ml/rl")]
    assert tag_entry_ids(lib, "nothing") == []


def test_tag_filter_all_any_and_excluded(lib: Library) -> None:
    ids = _entries(lib, 5)
    add_tag(lib, ids[:3], "a")
    add_tag(lib, ids[1:4], "b/x")
    add_tag(lib, ids[2:3], "c")

    def chosen(
        include: list[str], exclude: tuple[str, ...] = (), match_all: bool = True
    ) -> list[int]:
        sql, params = tag_filter(include, exclude, match_all)
        rows = lib.execute(f"SELECT e.id FROM entry e WHERE {sql} ORDER BY e.id", params)
        return [row[0] for row in rows]

    assert chosen(["a", "b"]) == ids[1:3]
    assert chosen(["a", "b"], match_all=False) == ids[:4]
    assert chosen(["a"], ("c",)) == ids[:2]
    assert chosen([], ("b",)) == [ids[0], ids[4]]
    assert chosen([]) == ids
    sql, params = tag_condition("b", "entry_id")
    assert sql.startswith("entry_id IN") and params[0] == "b"


def test_list_infos_and_unfiled(lib: Library) -> None:
    add(lib, record("A"), record("B"), list_name="Two")
    add(lib, record("C"))
    assert [(i.name, i.total, i.unread) for i in list_infos(lib)] == [("Two", 2, 2)]
    assert unfiled_count(lib) == 1


def test_unfiled_counts_an_entry_in_two_lists_once(lib: Library) -> None:
    ids = sorted(add(lib, *(record(f"P{i}") for i in range(5)), list_name="One").added)
    lists.create_list(lib, "Two")
    lists.add_to_list(lib, lists.find_list(lib, "Two") or 0, ids[:3])
    add(lib, record("Loose"), record("Also loose"))
    not_listed = "SELECT count(*) FROM entry e WHERE " + UNFILED_CONDITION
    assert unfiled_count(lib) == 2 == lib.execute(not_listed).fetchone()[0]
    lists.remove_from_list(lib, lists.find_list(lib, "One") or 0, ids[3:])
    assert unfiled_count(lib) == 4


def test_ancestors() -> None:
    assert ancestors("a/b/c") == ["a", "a/b"]
    assert ancestors("a") == []


def _brute_force_counts(tagging: dict[int, set[str]]) -> dict[str, int]:
    """Per node, the distinct entries carrying it or a tag below it, counted in Python."""
    found: dict[str, set[int]] = {}
    for entry, names in tagging.items():
        for name in names:
            for node in [*ancestors(name), name]:
                found.setdefault(node, set()).add(entry)
    return {node: len(entries) for node, entries in found.items()}


def test_counts_at_a_few_thousand_entries_match_a_brute_force_count(lib: Library) -> None:
    bulk_library(lib, 4000)
    pool = ["ml", "ml/rl", "ml/rl/offline", "ml/cv", "bio/protein", "bio", "theory",
            "to-read", "survey", "a/b/c/d", "a/x"]  # fmt: skip
    rng = random.Random(3)
    tagging = {entry: set(rng.sample(pool, rng.randint(0, 6))) for entry in range(1, 4001)}
    for name in pool:
        add_tag(lib, [e for e, names in tagging.items() if name in names], name)
    expected = _brute_force_counts(tagging)
    got = {info.name: info.count for info in tag_counts(lib)}
    assert got == expected
    assert len(tag_entry_ids(lib, "ml")) == expected["ml"]
