"""Round trips of real-world-style .bib files: read, write, read again loses nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from papershelf.formats.bib import bibtex
from papershelf.formats.records import ReadResult, Record

DATA = Path(__file__).resolve().parents[1] / "data"
SAMPLES = [DATA / "roundtrip.bib", DATA / "roundtrip-crlf.bib"]
# What the BibTeX flavour adds so that BibTeX styles find what biblatex fields hold.
BIBTEX_EXTRAS = {
    "nguyen2022dates": [
        ("year", "{2022}"),
        ("journal", "{Journal of Open Source Software}"),
        ("month", "mar"),
    ]
}


def squashed(value: str) -> str:
    """A raw value with whitespace runs as single spaces: 'whitespace aside'."""
    return " ".join(value.split())


def raw_fields(record: Record) -> list[tuple[str, str]]:
    """A record's raw fields, whitespace aside."""
    return [(name, squashed(raw)) for name, raw in record.raw_fields]


def biblatex_raw(value: str) -> str:
    """A raw value as the BibLaTeX flavour writes it: biber cannot put an accent on a dotless
    i, and passes fields inside a macro argument, where a lone '%' must be escaped."""
    return value.replace("\\'{\\i}", "\\'{i}").replace("notes%20", "notes\\%20")


@pytest.fixture(scope="module", params=SAMPLES, ids=lambda p: p.name)
def sample(request: pytest.FixtureRequest) -> ReadResult:
    """A round-trip sample, read."""
    result = bibtex.read(request.param)
    assert result.problems == []
    return result


def test_the_sample_is_read_whole(sample: ReadResult) -> None:
    assert len(sample.records) == 26
    assert {r.entry_type for r in sample.records} >= {
        "article", "inproceedings", "proceedings", "book", "inbook", "incollection", "phdthesis",
        "mastersthesis", "techreport", "manual", "unpublished", "booklet", "misc", "online",
        "software", "patent",
    }  # fmt: skip
    assert [b.kind for b in sample.blocks] == [
        "text", "string", "string", "string", "string", "preamble", "comment",
        "text", "text", "text", "text", "text",
    ]  # fmt: skip
    assert set(sample.strings) == {"jmlr", "neurips", "acm", "acmpress"}


def test_crlf_and_lf_files_read_alike() -> None:
    lf, crlf = (bibtex.read(path) for path in SAMPLES)
    assert lf.records == crlf.records
    assert lf.blocks == crlf.blocks


def test_decoded_values_of_the_sample(sample: ReadResult) -> None:
    records = {r.key: r for r in sample.records}
    assert records["muller2020uber"].authors_text == "Müller, Jörg and Groß, Hans and García, José"
    assert records["muller2020uber"].venue == "Journal of Machine Learning Research"
    assert dict(records["muller2020uber"].fields)["note"] == (
        "Extended version of Advances in Neural Information Processing Systems paper"
    )
    assert records["vanderaalst2016process"].venue == "Communications of the ACM"
    assert dict(records["vandenberg2010sorting"].fields)["publisher"] == "ACM Press"
    assert records["openai2023gpt4"].authors[0].family == "OpenAI"
    assert records["smith2021many"].authors_text.endswith("and others")
    assert records["knuth1984texbook"].title == "The TeXbook"
    assert (
        records["oconnor2018masters"].title
        == "Search & Rescue Robots: 1–2 Steps at a Time, see Fig.\u00a01"
    )
    assert (
        records["hardt2016train"].url
        == "https://example.org/papers/hardt%20recht/~singer/train_faster.pdf"
    )
    assert records["kingma2015adam"].year is None


@pytest.mark.parametrize("flavour", ["bibtex", "biblatex"])
def test_writing_twice_gives_the_same_bytes(sample: ReadResult, flavour: str) -> None:
    first = bibtex.write(sample.records, sample.blocks, flavour)
    assert bibtex.write(sample.records, sample.blocks, flavour) == first
    again = bibtex.read_text(first)
    assert bibtex.write(again.records, again.blocks, flavour) == first
    assert "\r" not in first and "% WARNING" not in first


def test_bibtex_flavour_round_trip_keeps_every_field(sample: ReadResult) -> None:
    back = bibtex.read_text(bibtex.write(sample.records, sample.blocks, "bibtex"))
    assert back.problems == []
    assert [r.key for r in back.records] == [r.key for r in sample.records]
    for before, after in zip(sample.records, back.records, strict=True):
        assert after.entry_type == before.entry_type  # every type kept
        expected = raw_fields(before) + BIBTEX_EXTRAS.get(before.key or "", [])
        assert raw_fields(after) == expected, before.key


def test_biblatex_flavour_round_trip_keeps_types_and_fields(sample: ReadResult) -> None:
    back = bibtex.read_text(bibtex.write(sample.records, sample.blocks, "biblatex"))
    assert back.problems == []
    for before, after in zip(sample.records, back.records, strict=True):
        assert (after.key, after.entry_type) == (before.key, before.entry_type)
        expected = [(name, biblatex_raw(value)) for name, value in raw_fields(before)]
        assert raw_fields(after) == expected, before.key
        assert (after.title, after.authors_text, after.fields) == (
            before.title, before.authors_text, before.fields,
        )  # fmt: skip


def test_the_whole_files_blocks_survive(sample: ReadResult) -> None:
    back = bibtex.read_text(bibtex.write(sample.records, sample.blocks, "bibtex"))
    assert [(b.kind, b.raw, b.before_key) for b in back.blocks] == [
        (b.kind, b.raw, b.before_key) for b in sample.blocks
    ]
    assert back.strings == sample.strings


def test_biblatex_flavour_keeps_free_text_as_comments(sample: ReadResult) -> None:
    back = bibtex.read_text(bibtex.write(sample.records, sample.blocks, "biblatex"))
    assert [b.kind for b in back.blocks] == [b.kind for b in sample.blocks]
    intro = back.blocks[0].raw.splitlines()
    assert (
        intro[0]
        == "% This bibliography is a round-trip sample for Papershelf's BibTeX reader and writer."
    )


def test_an_edited_entry_changes_only_the_edited_field(sample: ReadResult) -> None:
    records = list(sample.records)
    index = next(i for i, r in enumerate(records) if r.key == "devlin2019bert")
    edited = records[index]
    records[index] = Record(**{**edited.__dict__, "title": "BERT, Revisited"})
    back = bibtex.read_text(bibtex.write(records, sample.blocks)).records
    assert dict(back[index].raw_fields)["title"] == "{{BERT}, Revisited}"
    assert [n for n, _ in back[index].raw_fields] == [n for n, _ in edited.raw_fields]
    unchanged = [i for i in range(len(records)) if i != index]
    for i in unchanged:
        assert raw_fields(back[i])[: len(records[i].raw_fields)] == raw_fields(records[i])
