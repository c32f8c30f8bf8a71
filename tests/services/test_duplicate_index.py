"""The duplicate index's shortcuts give what the full lookups give (services.duplicates)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from papershelf.formats.records import PersonName, Record
from papershelf.services import duplicates, identity
from papershelf.services.duplicate_evidence import AUTHORS_COMPARED, Details, RawDetails
from papershelf.services.duplicate_identity import Sketch
from papershelf.services.duplicates import DuplicateIndex, Identity, Match, Ref
from papershelf.services.identity import arxiv_id, normalise

TITLES = [
    "Search for new physics in dijet events",
    "Search for new physics in dijet events at 13 TeV",
    "Measurement of the top quark mass",
    "Measurement of the top quark mass in dilepton events",
    "Observation of a new boson",
]
# (title, year, keyed, file, first author, doi)
RECORDS = st.tuples(
    st.sampled_from(TITLES),
    st.sampled_from([2019, 2020]),
    st.booleans(),
    st.sampled_from([0, 1]),
    st.sampled_from(["Aad", "Chatrchyan", "Abbott"]),
    st.sampled_from(["", "", "10.1/a", "10.1/b"]),
)


def _record(title: str, year: int, keyed: bool, author: str, doi: str, n: int) -> Record:
    """A record of the generated shape."""
    people = [PersonName(author, "G."), PersonName("Zhang", "L.")]
    return Record(
        key=f"k{n}" if keyed else None, title=title, year=year, doi=doi, authors=people,
        authors_text=" and ".join(p.raw or f"{p.family}, {p.given}" for p in people),
    )  # fmt: skip


def _matches(records: list[tuple[str, int, bool, int, str, str]]) -> list[Match | None]:
    """Each record matched against those before it, then added, as an import does."""
    index, found = DuplicateIndex(), []
    for n, (title, year, keyed, file, author, doi) in enumerate(records):
        own = Ref(None, n, file, keyed)
        identity = index.identity(_record(title, year, keyed, author, doi, n), own)
        found.append(index.match(identity, within=own))
        index.add(identity, Ref(n + 1, n, file, keyed))
    return found


@settings(max_examples=150, deadline=None)
@given(st.lists(RECORDS, max_size=12))
def test_keyed_records_skip_the_lookup_and_the_identity_only_when_nothing_else_is_held(
    records: list[tuple[str, int, bool, int, str, str]],
) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(DuplicateIndex, "_only_own_file", lambda self, within: False)
        full = _matches(records)
    assert _matches(records) == full


def test_a_first_import_of_keyed_records_looks_nothing_up(monkeypatch: pytest.MonkeyPatch) -> None:
    looked: list[Identity] = []
    lookup = DuplicateIndex.matches

    def counted(self: DuplicateIndex, identity: Identity, within: Ref | None = None) -> Any:
        looked.append(identity)
        return lookup(self, identity, within)

    monkeypatch.setattr(DuplicateIndex, "matches", counted)
    made = _counting_identities(monkeypatch)
    keyed = [(TITLES[0], 2020, True, 0, "Aad", "10.1/a")] * 3
    assert _matches(keyed) == [None, None, None]
    assert looked == [] and made == []
    # an unkeyed record is held: the keyed ones after it are looked up, and match it
    mixed = [(TITLES[0], 2020, False, 0, "Aad", ""), (TITLES[0], 2020, True, 0, "Aad", "")]
    assert _matches(mixed)[1] is not None
    assert len(looked) == 2


def _counting_identities(monkeypatch: pytest.MonkeyPatch) -> list[Sketch]:
    """The sketches whose identities are made from now on (a list that fills up)."""
    made: list[Sketch] = []
    identity_of = Sketch.identity

    def counted(sketch: Sketch) -> Identity:
        made.append(sketch)
        return identity_of(sketch)

    monkeypatch.setattr(Sketch, "identity", counted)
    return made


def test_sketches_are_filed_in_order_when_a_second_file_looks_them_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made = _counting_identities(monkeypatch)
    first = [(TITLES[i], 2020, True, 0, "Aad", "") for i in range(3)]
    second = (TITLES[1], 2020, True, 1, "Aad", "")
    found = _matches([*first, second])
    assert [m.ref.index if m else None for m in found] == [None, None, None, 1]
    assert [s.title for s in made] == [TITLES[1], *TITLES[:3]]  # its own, then the three filed


def _searched(doi: str, url: str, eprint: str) -> str:
    """arxiv_id without its shortcut: the pattern searched in each text."""
    pattern: re.Pattern[str] = identity._ARXIV
    for text in (eprint, doi, url):
        match = pattern.search(text.strip())
        if match:
            return match.group(1).lower()
    return ""


ARXIV_TEXTS = [
    "2007.12345", "2007.12345v2", "hep-th/9901001", "math.AG/0309136v1", " 1501.00001 ",
    "10.48550/arXiv.2007.12345", "https://arxiv.org/abs/2007.12345v3", "arXiv:1234.5678",
    "ARXIV: hep-ph/0101001", "http://arxiv.org/pdf/2007.12345.pdf", "10.1103/PhysRevD.99.012345",
    "https://doi.org/10.1000/xyz", "", "see 2007.12345", "arXıv:2007.12345", "2007.1234",
]  # fmt: skip


@pytest.mark.parametrize("text", ARXIV_TEXTS)
def test_arxiv_ids_are_found_as_the_pattern_finds_them(text: str) -> None:
    for args in ((text, "", ""), ("", text, ""), ("", "", text)):
        assert arxiv_id(*args) == _searched(*args)


@given(st.text(alphabet=st.sampled_from("arxivARXIV0123456789./:-hepth "), max_size=30))
def test_arxiv_shortcut_equals_the_search_on_any_text(text: str) -> None:
    assert arxiv_id(text, text, text) == _searched(text, text, text)


def test_raw_details_normalise_to_the_details_of_the_first_names() -> None:
    names = [PersonName("", "Nobody"), *[PersonName(f'M\\"uller{i}', "J.") for i in range(40)]]
    record = Record(title="T", authors=names, entry_type="Article", venue="Phys. Rev. D",
                    fields=[("volume", "9"), ("pages", "43--43"), ("volume", "99")])  # fmt: skip
    raw = RawDetails.of(record)
    assert raw.volume == "99"  # the last one, as before
    details = raw.details()
    families = (p.family for p in names)
    assert details == Details.build(families, "Article", "Phys. Rev. D", "99", "43")
    assert list(details.families) == [normalise(p.family) for p in names[1:]][:AUTHORS_COMPARED]


def test_an_identity_keeps_its_details_unnormalised() -> None:
    record = Record(title="T", authors=[PersonName("Álvarez", "J.")], venue="PRL")
    details = Identity.of(record).details
    assert isinstance(details, RawDetails)
    assert details.families == ("Álvarez",)
    assert duplicates.Details.of(record).families == ("alvarez",)


@given(
    st.text(alphabet=st.sampled_from(list("ab :é\\{}$-_ø1")) | st.characters(), max_size=40),
    st.none() | st.integers(1000, 2100),
    st.sampled_from(["", "An abstract long enough to be the fingerprint. " * 3]),
)
def test_a_sketch_takes_its_title_from_a_title_fingerprint_as_normalise_gives_it(
    title: str, year: int | None, abstract: str
) -> None:
    sketched = duplicates.Sketch.of(Record(title=title, year=year, abstract=abstract))
    assert sketched.identity().title == normalise(title)
    assert (identity.fingerprint_title(sketched.fingerprint) is None) == (
        bool(abstract) or not title.strip()
    )
