"""What an import keeps per entry (issue 15): fast paths checked against the general code."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from papershelf.formats.records import PersonName, Record
from papershelf.formats.text.latex import single_spaced as _squashed
from papershelf.services.duplicate_evidence import Details
from papershelf.services.identity import normalise, slow_normalise
from papershelf.services.import_run.seen import content as _content

# Every kind of white space str.split() knows, beside letters (ASCII and not).
SPACES = " \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\xa0\u2003\u3000"
TEXT = st.text(alphabet=st.sampled_from(SPACES + "ab,{}\\é"), max_size=40)


@given(TEXT)
def test_squashing_fast_path_equals_split_and_join(text: str) -> None:
    assert _squashed(text) == " ".join(text.split())


@given(TEXT, TEXT)
def test_records_with_one_key_are_the_same_entry_exactly_when_their_fields_are(
    first: str, second: str
) -> None:
    one = Record(key="k", raw_fields=[("title", first)])
    other = Record(key="k", raw_fields=[("Title", second)])
    same = " ".join(first.split()) == " ".join(second.split())
    assert (_content(one) == _content(other)) is same


def test_fields_do_not_run_into_each_other() -> None:
    one = Record(key="k", raw_fields=[("title", "a"), ("note", "b")])
    other = Record(key="k", raw_fields=[("title", "a', 'note"), ("note", "b")])
    assert _content(one) != _content(other)


def test_details_keep_the_first_ten_family_names_of_a_collaboration() -> None:
    names = [PersonName(f"{chr(0x41 + i % 26)}\\'alvarez{i}", "J.") for i in range(3000)]
    names[1] = PersonName("", "Nobody")  # an empty family name is skipped, not counted
    details = Details.of(Record(title="T", authors=names))
    expected = [normalise(p.family) for p in names if p.family][:10]
    assert list(details.families) == expected


# Accents precomposed and apart, letters with no ASCII form, ligatures, a mark that is not
# combining (U+034F), marks beyond the BMP (U+1D165) and a lone surrogate (a file's bad byte).
FOLDED = "aZ09_-.,$\\{}éøÅß\u0301\u0308\u0327ﬁ²\u034fǅ\U0001d165\u0928\u093f\udc80ÆĳŁİ"


@given(st.text(alphabet=st.sampled_from(SPACES + FOLDED), max_size=40))
def test_normalising_fast_paths_equal_the_regexes(text: str) -> None:
    assert normalise(text) == slow_normalise(text)


@given(st.text(max_size=30))
def test_normalising_any_text_equals_the_regexes(text: str) -> None:
    assert normalise(text) == slow_normalise(text)


def test_an_abstract_with_a_few_accents_takes_the_fast_path() -> None:
    abstract = "Schrödinger's equation, à la Fréchet; naïve MÜLLER-Straße? " * 20
    assert normalise(abstract) == slow_normalise(abstract)
    assert normalise("Çà et là") == "ca et la" and normalise("Søren") == "søren"
