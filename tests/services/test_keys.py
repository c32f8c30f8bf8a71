"""Citation keys of a library: made once, unique ignoring case, changed only on request."""

from __future__ import annotations

import pytest

from papershelf.formats.bib.key_patterns import DEFAULT_PATTERN
from papershelf.formats.bib.keys import suffix
from papershelf.library import keys_sql
from papershelf.library.db import Library
from papershelf.library.queries import get_entry
from papershelf.library.tracing import traced
from papershelf.services.changes import ServiceError
from papershelf.services.entries import update_entry
from papershelf.services.keys import (
    KeyBook,
    KeyChange,
    key_pattern,
    preview_regenerate,
    regenerate_keys,
    set_key_pattern,
)
from tests.factories import add, record
from tests.snapshots import assert_same, dump
from tests.work_cost import cost


def key_of(lib: Library, entry_id: int) -> str:
    """An entry's key."""
    entry = get_entry(lib, entry_id)
    assert entry is not None
    return entry.key


KEYS_OF_A_CROWD = {
    "[year][auth]": "2012Gonzalez0",
    "[authors2]": "Gonzalez0Gonzalez1EtAl",
    "[authEtAl]": "Gonzalez0EtAl",
}


@pytest.mark.parametrize("pattern", sorted(KEYS_OF_A_CROWD))
def test_a_3000_author_key_reads_the_names_it_shows_not_all(lib: Library, pattern: str) -> None:
    crowd = " and ".join(f"Gonz\u00e1lez{i}, A." for i in range(3_000))
    big, small = add(lib, record("Higgs", 2012, crowd), record("Small", 2012, "Ng, A.")).added
    set_key_pattern(lib, pattern)
    assert [c.new for c in preview_regenerate(lib, [big])] == [KEYS_OF_A_CROWD[pattern]]
    big_cost = cost(lib, lambda: preview_regenerate(lib, [big]))
    assert big_cost <= cost(lib, lambda: preview_regenerate(lib, [small])) + 5


def test_a_new_entry_gets_a_key_from_the_pattern(lib: Library) -> None:
    (entry,) = add(lib, record("Attention Is All You Need", 2017, "Vaswani, Ashish")).added
    assert key_of(lib, entry) == "vaswani2017attention"


def test_clashing_keys_get_suffixes_ignoring_case(lib: Library) -> None:
    add(lib, record("Other", 2017, "X, Y", key="VASWANI2017ATTENTION"))
    ids = add(
        lib,
        record("Attention Is All You Need", 2017, "Vaswani, Ashish"),
        record("Attention Again", 2017, "Vaswani, Ashish"),
    ).added
    assert [key_of(lib, i) for i in ids] == ["vaswani2017attentiona", "vaswani2017attentionb"]


def test_editing_a_title_keeps_the_key(lib: Library) -> None:
    (entry,) = add(lib, record("Attention Is All You Need", 2017, "Vaswani, Ashish")).added
    update_entry(lib, entry, {"title": "Transformers Revisited", "authors_text": "Doe, Jane"})
    assert key_of(lib, entry) == "vaswani2017attention"


def test_the_pattern_is_a_library_setting(lib: Library) -> None:
    assert key_pattern(lib) == DEFAULT_PATTERN
    set_key_pattern(lib, "[auth][year]")
    assert key_pattern(lib) == "[auth][year]"
    (entry,) = add(lib, record("T", 2020, "Doe, Jane")).added
    assert key_of(lib, entry) == "Doe2020"
    set_key_pattern(lib, None)
    assert key_pattern(lib) == DEFAULT_PATTERN
    with pytest.raises(ServiceError, match="not a key pattern field"):
        set_key_pattern(lib, "[nope]")


def test_regenerating_shows_then_applies_and_undoes(lib: Library) -> None:
    ids = add(
        lib,
        record("Deep Learning", 2015, "LeCun, Yann", key="lecun"),
        record("Adam", 2015, "Kingma, Diederik", key="kingma2015adam"),
    ).added
    before = dump(lib)
    changes = preview_regenerate(lib, ids)
    assert changes == [KeyChange(ids[0], "lecun", "lecun2015deep")]  # adam's key already fits
    assert_same(before, dump(lib))
    done = regenerate_keys(lib, changes)
    assert done.edited == {ids[0]} and "key" in done.fields
    assert key_of(lib, ids[0]) == "lecun2015deep"
    assert preview_regenerate(lib, ids) == []  # a second run changes nothing
    regenerate_keys(lib, [c.reversed() for c in changes])
    assert key_of(lib, ids[0]) == "lecun"


def test_regenerating_with_another_pattern_can_swap_keys(lib: Library) -> None:
    ids = add(
        lib,
        record("Alpha", 2020, "Beta, B", key="alpha"),
        record("Beta", 2020, "Alpha, A", key="beta"),
    ).added
    changes = preview_regenerate(lib, ids, "[auth:lower]")
    assert {(c.old, c.new) for c in changes} == {("alpha", "beta"), ("beta", "alpha")}
    regenerate_keys(lib, changes)
    assert [key_of(lib, i) for i in ids] == ["beta", "alpha"]


def test_a_stale_preview_is_refused(lib: Library) -> None:
    (entry,) = add(lib, record("Deep Learning", 2015, "LeCun, Yann", key="lecun")).added
    changes = preview_regenerate(lib, [entry])
    update_entry(lib, entry, {"key": "mine"})
    with pytest.raises(ServiceError, match="changed meanwhile"):
        regenerate_keys(lib, changes)
    assert key_of(lib, entry) == "mine"


def test_a_new_key_reads_only_the_keys_of_its_stem(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    add(
        lib,
        record("Other", 2017, "X, Y", key="VASWANI2017ATTENTION"),
        record("Another", 2017, "X, Y", key="Vaswani2017AttentionA"),
        record("Third", 2017, "X, Y", key="vaswani2017attention-c"),
    )
    (entry,) = add(lib, record("Attention Again", 2017, "Vaswani, Ashish", key="x1")).added

    def everything(lib: Library) -> list[str]:
        raise AssertionError("every key of the library was read")

    monkeypatch.setattr(keys_sql, "all_keys", everything)
    assert [c.new for c in preview_regenerate(lib, [entry])] == ["vaswani2017attentionb"]


def test_new_keys_of_a_crowded_stem_cost_a_look_each_not_one_per_key_sharing_it(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 30: each new key tried a, b, ... from the first, so k new keys of a base held
    n times cost k * n looks (3,000 held: one small import 45 s). Now the search for a
    base's next key starts where the last stopped: about n + k looks, one read of the stem."""
    held, new = 300, 30
    add(
        lib,
        *(
            record(f"Same {i}", 2020, "Smith, J.", key=f"smith2020same{suffix(i)}")
            for i in range(held)
        ),
    )
    looks: list[str] = []
    real = KeyBook.is_taken
    monkeypatch.setattr(KeyBook, "is_taken", lambda book, key: looks.append(key) or real(book, key))
    arriving = [
        record(f"Same again {i}", 2020, "Smith, J.", key="smith2020same") for i in range(new)
    ]
    with traced(lib) as trace:
        ids = add(lib, *arriving).added
    expected = [f"smith2020same{suffix(i)}" for i in range(held, held + new)]
    assert {key_of(lib, i) for i in ids} == set(expected)
    assert len(looks) <= held + 5 * new  # 419 here; 9,525 before
    assert sum("WHERE key >= " in sql for sql in trace.statements) == 1  # the stem, once


def test_a_key_being_replaced_is_free_for_its_own_entry(lib: Library) -> None:
    ids = add(
        lib,
        record("Attention Is All You Need", 2017, "Vaswani, Ashish", key="vaswani2017attentiona"),
        record("Attention Again", 2017, "Vaswani, Ashish", key="old"),
    ).added
    changes = preview_regenerate(lib, ids)
    assert [(c.old, c.new) for c in changes] == [("old", "vaswani2017attention")]


def test_keys_beyond_ascii_clash_ignoring_case_as_before(lib: Library) -> None:
    add(lib, record("Other", 2017, "X, Y", key="MÜLLER2020"))
    book = KeyBook(lib)
    assert book.is_taken("müller2020")
    assert not book.is_taken("müller2021")
    assert book.is_taken("mÜller2020")
