"""Citation key patterns: JabRef / Better BibTeX-style fields and modifiers."""

from __future__ import annotations

import pytest

from papershelf.formats.bib import key_patterns
from papershelf.formats.bib.key_patterns import (
    DEFAULT_PATTERN,
    PatternError,
    check_pattern,
    generate_key,
)
from papershelf.formats.bib.keys import key_base
from papershelf.formats.records import PersonName, Record

VASWANI = Record(
    title="Attention Is All You Need",
    year=2017,
    authors=[PersonName("Vaswani", "Ashish"), PersonName("Shazeer", "Noam"),
             PersonName("Parmar", "Niki")],
    fields=[("pages", "5998--6008")],
)  # fmt: skip


@pytest.mark.parametrize(
    ("pattern", "key"),
    [
        (DEFAULT_PATTERN, "vaswani2017attention"),
        ("[auth][year]", "Vaswani2017"),
        ("[auth:upper]", "VASWANI"),
        ("[auth3:lower][year]", "vas2017"),
        ("[authors]", "VaswaniShazeerParmar"),
        ("[authors2][year]", "VaswaniShazeerEtAl2017"),
        ("[authEtAl]", "VaswaniEtAl"),
        ("[title]", "AttentionIsAllYouNeed"),
        ("[title:abbr]", "AIAYN"),
        ("[shorttitle:lower]", "attentionneed"),
        ("[veryshorttitle]", "Attention"),
        ("[auth:lower]-[firstpage]-[lastpage]", "vaswani-5998-6008"),
        ("[auth:lower:capitalize]_[year]", "Vaswani_2017"),
    ],
)
def test_patterns(pattern: str, key: str) -> None:
    assert generate_key(VASWANI, pattern) == key


def test_two_authors_for_auth_et_al() -> None:
    two = Record(title="T", authors=[PersonName("Kingma"), PersonName("Ba")])
    assert generate_key(two, "[authEtAl]") == "KingmaAndBa"


def test_accents_are_folded_and_authors_text_is_parsed() -> None:
    record = Record(title="Über Wellen", year=1926, authors_text="Schrödinger, Erwin")
    assert generate_key(record) == "schrodinger1926uber"
    assert generate_key(record, "[auth][year]") == "Schrodinger1926"


def test_the_default_pattern_is_what_key_base_gives() -> None:
    records = [
        VASWANI,
        Record(title="On the Origin of Species", year=1859, authors=[PersonName("Darwin")]),
        Record(title="DPLM-2: A Multimodal Model", year=2025, title_inferred=True),
        Record(title="3D Shapes", year=2024, authors=[PersonName("Kong")]),
        Record(title="", year=None),
    ]
    assert [generate_key(r) for r in records] == [key_base(r) for r in records]


def test_an_authorless_record_gets_its_title_name() -> None:
    record = Record(title="Metamizer: a Versatile Neural Optimizer", year=2025)
    assert generate_key(record, "[auth][year]") == "metamizer2025"
    assert generate_key(record, "[veryshorttitle:lower][year]") == "metamizer2025"


def test_a_digit_before_the_year_is_set_off() -> None:
    record = Record(title="X", year=2020, authors=[PersonName("Lee2")])
    assert generate_key(record, "[auth:lower][year]") == "lee2_2020"


@pytest.mark.parametrize(
    ("pattern", "message"),
    [
        ("[author]", "not a key pattern field"),
        ("[auth:shout]", "not a key pattern modifier"),
        ("[auth][year", "unbalanced"),
        ("plain", r"has no \[field\]"),
    ],
)
def test_bad_patterns_say_what_is_wrong(pattern: str, message: str) -> None:
    with pytest.raises(PatternError, match=message):
        check_pattern(pattern)


@pytest.mark.parametrize(
    ("pattern", "key"),
    [
        ("[auth:lower][year]", "gonzalez0_2012"),
        ("[authEtAl]", "Gonzalez0EtAl"),
        ("[authors2]", "Gonzalez0Gonzalez1EtAl"),
        ("[auth3:upper]", "GON"),
    ],
)
def test_a_3000_author_key_folds_only_the_names_it_shows(
    pattern: str, key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    people = [PersonName(family=f"Gonz\u00e1lez{i}", given="A.") for i in range(3_000)]
    crowd = Record(title="Higgs", year=2012, authors=people, authors_text="x")
    folded: list[str] = []
    fold = key_patterns._ascii
    monkeypatch.setattr(key_patterns, "_ascii", lambda text: folded.append(text) or fold(text))
    assert generate_key(crowd, pattern) == key
    assert len(folded) <= 3


@pytest.mark.parametrize(
    ("pattern", "needed"),
    [
        ("[auth:lower][year][veryshorttitle:lower]", 1),
        ("[year][title]", 1),  # key_base's first author, when a field comes out empty
        ("[authEtAl]", 3),
        ("[auth3][authors2:lower]", 3),
        ("[authors]", None),
    ],
)
def test_a_pattern_says_how_many_first_authors_it_can_show(pattern: str, needed: int) -> None:
    assert key_patterns.authors_needed(pattern) == needed
    people = [PersonName(family=f"Name{i}", given="A.") for i in range(12)]
    whole = Record(title="Higgs", year=2012, authors=people, authors_text="x")
    first = Record(title="Higgs", year=2012, authors=people[:needed], authors_text="x")
    assert generate_key(first, pattern) == generate_key(whole, pattern)
