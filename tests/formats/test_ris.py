"""Tests for RIS: reading tags into records with line numbers, writing them back."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from papershelf.formats import ris
from papershelf.formats.bib import bibtex
from papershelf.formats.records import FormatError, PersonName, ReadResult, Record

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "sample.ris"


@pytest.fixture(scope="module")
def sample() -> ReadResult:
    """The RIS sample, read."""
    return ris.read(SAMPLE)


def by_title(result: ReadResult, start: str) -> Record:
    """The record whose title starts with start."""
    return next(r for r in result.records if r.title.startswith(start))


def test_every_record_is_read_with_its_line(sample: ReadResult) -> None:
    assert sample.problems == []
    assert [r.entry_type for r in sample.records] == [
        "article", "inproceedings", "book", "incollection", "phdthesis", "techreport",
        "online", "misc",
    ]  # fmt: skip
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()
    assert all(lines[r.source_line - 1].startswith("TY  - ") for r in sample.records)


def test_a_journal_article(sample: ReadResult) -> None:
    record = sample.records[0]
    assert record.title == "Attention Is All You Need"
    assert record.authors_text == "Vaswani, Ashish and Shazeer, Noam and Müller, Jörg"
    assert record.authors[2] == PersonName("Müller", "Jörg", raw="Müller, Jörg")
    assert record.year == 2017
    assert record.venue == "Journal of Machine Learning Research"
    assert record.abstract.endswith("recurrent or convolutional neural networks.")
    assert record.doi == "10.5555/3295222.3295349"
    assert record.url == "https://example.org/attention%20paper?x=1&y=2"
    assert record.keywords == "transformers, attention"
    assert record.notes == "Read this first."
    assert record.fields == [
        ("journal", "Journal of Machine Learning Research"),
        ("pages", "5998\u20136008"),
        ("volume", "30"),
        ("number", "4"),
        ("language", "en"),
        ("issn", "1532-4435"),
        ("ris-da", "2017/12/04/"),
    ]


def test_conference_paper_with_editors(sample: ReadResult) -> None:
    record = by_title(sample, "BERT")
    assert record.venue == "Proceedings of NAACL-HLT 2019"
    assert [p.family for p in record.editors] == ["Burstein", "Doran"]
    assert dict(record.fields)["booktitle"] == "Proceedings of NAACL-HLT 2019"
    assert dict(record.fields)["address"] == "Minneapolis, Minnesota"


def test_types_decide_field_names(sample: ReadResult) -> None:
    assert dict(by_title(sample, "Deep Learning").fields)["isbn"] == "978-0262035613"
    assert dict(by_title(sample, "Probabilistische").fields)["school"] == "Universität Tübingen"
    assert dict(by_title(sample, "GPT-4").fields)["institution"] == "OpenAI"
    assert dict(by_title(sample, "PyTorch").fields)["urldate"] == "2024-01-15"


def test_organisations_and_name_parts(sample: ReadResult) -> None:
    assert by_title(sample, "PyTorch").authors_text == "{PyTorch Contributors}"
    people = by_title(sample, "A Generic").authors
    assert (people[0].von, people[0].family) == ("van der", "Aalst")
    assert (people[1].family, people[1].jr, people[1].given) == ("King", "Jr.", "Martin Luther")


def test_unknown_and_extra_tags_are_kept(sample: ReadResult) -> None:
    report = by_title(sample, "GPT-4")
    assert report.url == "https://arxiv.org/abs/2303.08774"
    assert ("ris-ur2", "https://cdn.openai.com/papers/gpt-4.pdf") in report.fields
    assert ("ris-c1", "arXiv:2303.08774") in report.fields
    assert ("ris-zz", "a tag nobody knows") in by_title(sample, "A Generic").fields


def test_round_trip_keeps_every_record(sample: ReadResult) -> None:
    text = ris.write(sample.records)
    again = ris.read_text(text)
    assert again.problems == []
    assert [replace(r, source_line=0) for r in again.records] == [
        replace(r, source_line=0) for r in sample.records
    ]
    assert ris.write(again.records) == text


def test_written_ris_is_plain_tag_lines() -> None:
    record = Record(
        entry_type="inproceedings", key="doe2020", title="A Title", authors_text="Doe, Jane",
        year=2020, fields=[("booktitle", "Proc. X"), ("pages", "1--10")],
    )  # fmt: skip
    assert ris.write([record]) == (
        "TY  - CPAPER\nID  - doe2020\nAU  - Doe, Jane\nTI  - A Title\nT2  - Proc. X\n"
        "PY  - 2020\nSP  - 1\nEP  - 10\nER  - \n"
    )


def test_bibtex_records_can_be_written_as_ris() -> None:
    result = bibtex.read_text(
        '@article{k, author = {M{\\"u}ller, J. and {Google Brain}}, title = {{BERT} Works},\n'
        "  journal = {J}, year = 2020, month = jan, pages = {3--4}, s2id = {x}}"
    )
    text = ris.write(result.records)
    assert "AU  - Müller, J.\nAU  - Google Brain\nTI  - BERT Works\nT2  - J\n" in text
    back = ris.read_text(text).records[0]
    assert (back.key, back.title, back.year) == ("k", "BERT Works", 2020)


def test_a_record_without_er_is_kept_and_reported() -> None:
    result = ris.read_text("TY  - JOUR\nTI  - First\n\nTY  - BOOK\nTI  - Second\nER  - \n")
    assert [r.title for r in result.records] == ["First", "Second"]
    assert [(p.line, p.reason) for p in result.problems] == [(1, "the record has no 'ER' line")]


def test_text_outside_records_is_reported() -> None:
    result = ris.read_text("Exported by Tool\nTY  - JOUR\nTI  - T\nER  - \n")
    assert result.records[0].title == "T"
    assert result.problems[0].line == 1


def test_an_empty_record_is_reported_not_imported() -> None:
    result = ris.read_text("TY  - JOUR\nER  - \nTY  - JOUR\nTI  - T\nER  - \n")
    assert [r.title for r in result.records] == ["T"]
    assert [(p.line, p.reason) for p in result.problems] == [
        (1, "the record is empty (only its type)")
    ]


def test_a_record_without_title_or_author_is_imported() -> None:
    result = ris.read_text(
        "TY  - GEN\nID  - xd\nPB  - Springer\nER  - \nTY  - JOUR\nPY  - 2020\nER  - \n"
    )
    assert [(r.key, r.year) for r in result.records] == [("xd", None), (None, 2020)]
    assert dict(result.records[0].fields)["publisher"] == "Springer"
    assert result.problems == []


@pytest.mark.parametrize(
    ("ris_name", "bibtex_name"),
    [
        ("Barnes, Noble, and Co", "{Barnes, Noble, and Co}"),
        ("Procter and Gamble", "{Procter and Gamble}"),
        ("Smith, John, Jr.", "Smith, Jr., John"),
        ("Smith, John, III", "Smith, III, John"),
        ("A, B, C, D", "{A, B, C, D}"),
        ("Smith, John", "Smith, John"),
        ("Google Brain", "{Google Brain}"),
    ],
)
def test_a_corporate_author_with_commas_is_one_organisation(
    ris_name: str, bibtex_name: str
) -> None:
    (record,) = ris.read_text(f"TY  - JOUR\nAU  - {ris_name}\nTI  - T\nER  - \n").records
    assert record.authors_text == bibtex_name
    assert len(record.authors) == 1


def test_records_without_title_or_author_and_corporate_authors_survive_a_round_trip() -> None:
    text = (
        "@xdata{xd, publisher = {Springer}}\n"
        "@misc{corp, author = {{Barnes, Noble, and Co} and Smith, Jr, John}, title = {Corp}}\n"
        "@misc{bare, year = 2020}\n"
    )
    records = bibtex.read_text(text).records
    back = ris.read_text(ris.write(records))
    assert back.problems == []
    assert [r.key for r in back.records] == ["xd", "corp", "bare"]
    assert back.records[1].authors_text == "{Barnes, Noble, and Co} and Smith, Jr, John"
    assert [p.family for p in back.records[1].authors] == ["Barnes, Noble, and Co", "Smith"]


def test_unknown_types_are_misc_and_ids_become_keys_only_when_key_like() -> None:
    result = ris.read_text(
        "TY  - ANCIENT\nID  - 1234\nTI  - T\nER  - \nTY  - JOUR\nID  - k2020\nTI  - U\nER  - "
    )
    assert [(r.entry_type, r.key) for r in result.records] == [("misc", None), ("article", "k2020")]


def test_crlf_and_a_bom_are_fine(tmp_path: Path) -> None:
    path = tmp_path / "x.ris"
    path.write_bytes("\ufeffTY  - JOUR\r\nTI  - Über\r\nER  - \r\n".encode())
    assert ris.read(path).records[0].title == "Über"


def test_not_ris_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.ris"
    path.write_text("@article{k, title = {BibTeX, not RIS}}\n")
    with pytest.raises(FormatError, match="not a RIS file"):
        ris.read(path)
    with pytest.raises(FormatError, match="not a text file"):
        ris.read_text("TY  - JOUR\x00")


def test_writing_nothing_gives_nothing() -> None:
    assert ris.write([]) == ""
