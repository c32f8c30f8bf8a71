"""Tests for citation keys: readable bases and unique suffixes."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from papershelf.formats.bib.keys import first_free_suffix, fold, key_base, suffix, unique_key
from papershelf.formats.records import PersonName, Record

SAFE_KEY = re.compile(r"[a-z0-9_]+")


def authored(family: str, title: str, year: int | None = 2017) -> Record:
    """A record with one author."""
    return Record(title=title, year=year, authors=[PersonName(family=family)])


@pytest.mark.parametrize(
    ("record", "key"),
    [
        (authored("Vaswani", "Attention Is All You Need"), "vaswani2017attention"),
        (
            authored("Schr\u00f6dinger", "Quantisierung als Eigenwertproblem", 1926),
            "schrodinger1926quantisierung",
        ),
        (authored("Darwin", "On the Origin of Species", 1859), "darwin1859origin"),
        (authored("Ng", "A Survey of Methods Towards Robustness", 2020), "ng2020survey"),
        (authored("Stra\u00dfe", "\u00dcber die Natur", 1900), "strasse1900uber"),
        (
            authored("\u0141ukasiewicz", "O logice tr\u00f3jwarto\u015bciowej", 1920),
            "lukasiewicz1920logice",
        ),
        (
            authored("van der Maaten", "Visualizing Data using t-SNE", 2008),
            "vandermaaten2008visualizing",
        ),
        (authored("O'Neil", "{BERT}: Pre-training, 100% #1 ~fast", 2019), "oneil2019bert"),
        (authored("Vaswani", "Attention Is All You Need", None), "vaswaniattention"),
        (authored("Vaswani", ""), "vaswani2017"),
    ],
)
def test_key_from_authors(record: Record, key: str) -> None:
    assert key_base(record) == key


def test_author_text_is_used_when_names_are_not_parsed() -> None:
    record = Record(title="Deep Learning", year=2015, authors_text="LeCun, Yann and Bengio, Yoshua")
    assert key_base(record) == "lecun2015deep"


@pytest.mark.parametrize(
    ("title", "year", "key"),
    [
        (
            "Metamizer: A Novel Neural Optimizer That Iteratively Solves Physical Systems",
            2025,
            "metamizer2025",
        ),
        ("DPLM-2: A Multimodal Protein Foundation Model", 2025, "dplm2_2025"),
        ("VVC-Gym: A Multi-Goal Environment", 2025, "vvcgym2025"),
        ("Steerable EquivarLayer: A Generalization of InvarLayer", 2025, "equivarlayer2025"),
        ("Temporal Label Noise: An Unstudied Problem", 2025, "temporal2025"),
        ("Optimal Combination of Data-Collecting Policy", 2025, "optimal2025"),
        ("The Effect of Depth on Composition", None, "effect"),
        ("DPLM-2: A Multimodal Protein Foundation Model", None, "dplm2"),
        ("", 2025, "entry2025"),
        ("", None, "entry"),
        ("The Of And", None, "entry"),
    ],
)
def test_key_without_authors(title: str, year: int | None, key: str) -> None:
    assert key_base(Record(title=title, title_inferred=True, year=year)) == key


def test_a_name_that_folds_to_nothing_falls_back_to_the_title() -> None:
    record = Record(title="Graph Kernels: A Survey", year=2020, authors=[PersonName("\u738b")])
    assert key_base(record) == "graph2020"


def test_fold_strips_accents_and_symbols() -> None:
    assert fold("Schr\u00f6dinger") == "schrodinger"
    assert fold("\u00c6sir \u00d8rsted {Ca\u00f1\u00f3n}, #%~\"'") == "aesirorstedcanon"


@settings(max_examples=300, deadline=None)
@given(
    family=st.text(max_size=30),
    title=st.text(max_size=80),
    year=st.one_of(st.none(), st.integers(min_value=1000, max_value=2999)),
)
def test_keys_are_always_safe_for_bibtex(family: str, title: str, year: int | None) -> None:
    for record in (authored(family, title, year), Record(title=title, year=year)):
        assert SAFE_KEY.fullmatch(key_base(record))


def test_unique_key_keeps_a_free_base() -> None:
    assert unique_key("vaswani2017attention", lambda key: False) == "vaswani2017attention"


def test_unique_key_adds_letters_in_order() -> None:
    taken: set[str] = set()
    made = []
    for _ in range(30):
        key = unique_key("smith2020", taken.__contains__)
        taken.add(key)
        made.append(key)
    assert made[:4] == ["smith2020", "smith2020a", "smith2020b", "smith2020c"]
    assert made[26:30] == ["smith2020z", "smith2020aa", "smith2020ab", "smith2020ac"]
    assert len(set(made)) == 30


def test_unique_key_after_zz_comes_aaa() -> None:
    letters = "abcdefghijklmnopqrstuvwxyz"
    taken = {"k"} | {"k" + a for a in letters} | {"k" + a + b for a in letters for b in letters}
    assert unique_key("k", taken.__contains__) == "kaaa"


def test_unique_key_with_a_case_insensitive_check() -> None:
    existing = {"Vaswani2017Attention", "VASWANI2017ATTENTIONA"}
    lowered = {key.lower() for key in existing}
    key = unique_key("vaswani2017attention", lambda k: k.lower() in lowered)
    assert key == "vaswani2017attentionb"


def test_the_first_free_suffix_may_start_past_the_known_taken_ones() -> None:
    taken = {"k", "ka", "kb", "kd"}
    assert first_free_suffix("k", taken.__contains__) == 3
    assert first_free_suffix("k", taken.__contains__, start=4) == 5
    assert [suffix(n) for n in (0, 1, 26, 27, 702, 703)] == ["", "a", "z", "aa", "zz", "aaa"]
