"""CSL-JSON: BibTeX records to CSL items (Pandoc's mapping) and back, losing nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

from papershelf.formats.bib import bibtex
from papershelf.formats.csl import csl_json, csl_json_read
from papershelf.formats.csl.csl_markup import latex_to_rich, rich_to_latex
from papershelf.formats.records import FormatError
from tests.paths import DATA


def item_of(source: str) -> dict[str, Any]:
    """The CSL item of the one entry in source."""
    return csl_json.to_csl_item(bibtex.read_text(source).records[0])


def test_an_article_maps_to_article_journal_with_names_dates_and_pages() -> None:
    item = item_of(
        r"""@article{lecun2015deep, author = {LeCun, Yann and Bengio, Yoshua and
        van der Berg, Jan and Smith, Jr, John}, title = {Deep learning}, journal = {Nature},
        volume = 521, number = 7553, pages = {436--444}, year = 2015, month = may,
        doi = {10.1038/nature14539}}"""
    )
    assert item["id"] == "lecun2015deep"
    assert item["type"] == "article-journal"
    assert item["author"] == [
        {"family": "LeCun", "given": "Yann"},
        {"family": "Bengio", "given": "Yoshua"},
        {"family": "Berg", "given": "Jan", "non-dropping-particle": "van der"},
        {"family": "Smith", "given": "John", "suffix": "Jr"},
    ]
    assert item["issued"] == {"date-parts": [[2015, 5]]}
    assert (item["container-title"], item["volume"], item["issue"]) == ("Nature", "521", "7553")
    assert item["page"] == "436-444"
    assert item["DOI"] == "10.1038/nature14539"


@pytest.mark.parametrize(
    ("entry_type", "csl_type"),
    [
        ("article", "article-journal"),
        ("book", "book"),
        ("inproceedings", "paper-conference"),
        ("incollection", "chapter"),
        ("inbook", "chapter"),
        ("phdthesis", "thesis"),
        ("mastersthesis", "thesis"),
        ("techreport", "report"),
        ("unpublished", "manuscript"),
        ("online", "webpage"),
        ("booklet", "pamphlet"),
        ("misc", "document"),
        ("manual", "book"),
        ("proceedings", "book"),
    ],
)
def test_types_follow_pandocs_table(entry_type: str, csl_type: str) -> None:
    assert item_of(f"@{entry_type}{{k, title = {{T}}, year = 2020}}")["type"] == csl_type


def test_a_braced_name_of_several_words_is_one_literal_name() -> None:
    item = item_of("@book{k, author = {{Barnes and Noble} and Doe, Jane}, title = {T}}")
    assert item["author"] == [{"literal": "Barnes and Noble"}, {"family": "Doe", "given": "Jane"}]


def test_protected_capitals_become_nocase_spans_and_latex_is_decoded() -> None:
    item = item_of(r"@article{k, title = {The {DNA} of M{\"u}nchen: \emph{in vivo} --- 3--4}}")
    assert item["title"] == (
        'The <span class="nocase">DNA</span> of München: <i>in vivo</i> \u2014 3\u20134'
    )


def test_a_biblatex_date_range_and_urldate_are_date_parts() -> None:
    item = item_of(
        "@online{k, title = {T}, date = {2020-05-01/2020-05-03}, urldate = {2024-01-15}}"
    )
    assert item["issued"] == {"date-parts": [[2020, 5, 1], [2020, 5, 3]]}
    assert item["accessed"] == {"date-parts": [[2024, 1, 15]]}


def test_a_year_that_is_not_a_number_is_a_literal_date() -> None:
    assert item_of("@article{k, title = {T}, year = {in press}}")["issued"] == {
        "literal": "in press"
    }


def test_fields_without_a_csl_variable_go_to_custom_and_come_back() -> None:
    source = "@misc{k, title = {T}, year = 2020, eprint = {2303.08774}, archiveprefix = {arXiv}}"
    item = item_of(source)
    assert item["URL"] == "https://arxiv.org/abs/2303.08774"  # as Pandoc derives it
    assert item["custom"]["bibtex-fields"] == {"eprint": "2303.08774", "archiveprefix": "arXiv"}
    record = csl_json_read.item_to_record(item)
    assert record.entry_type == "misc"
    assert ("eprint", "2303.08774") in record.fields


def test_publisher_fields_are_joined_and_split_back() -> None:
    item = item_of("@inproceedings{k, title = {T}, organization = {ACM}, publisher = {ACM Press}}")
    assert item["publisher"] == "ACM; ACM Press"
    record = csl_json_read.item_to_record(item)
    assert ("organization", "ACM") in record.fields
    assert ("publisher", "ACM Press") in record.fields


def test_export_import_export_is_identical_for_the_roundtrip_file() -> None:
    records = bibtex.read_text((DATA / "roundtrip.bib").read_text(encoding="utf-8")).records
    first = csl_json.write(records)
    again = csl_json_read.read_text(first)
    assert again.problems == []
    assert len(again.records) == len(records)
    assert csl_json.write(again.records) == first
    assert [item["id"] for item in json.loads(first)] == [r.key for r in records]


def test_rich_text_and_latex_convert_both_ways() -> None:
    latex = r"The {DNA} of \emph{life} and \textsc{Foo}"
    rich = latex_to_rich(latex)
    assert rich == (
        'The <span class="nocase">DNA</span> of <i>life</i> and '
        '<span style="font-variant:small-caps;">Foo</span>'
    )
    assert rich_to_latex(rich) == latex


def test_reading_zotero_style_items_without_custom() -> None:
    text = json.dumps(
        [
            {
                "id": "http://zotero.org/items/ABC",
                "citation-key": "smith2020",
                "type": "chapter",
                "title": "A chapter",
                "container-title": "The book",
                "editor": [{"family": "Doe", "given": "Jane"}],
                "author": [{"family": "Smith", "given": "Ann", "dropping-particle": "de"}],
                "issued": {"date-parts": [["2020", "3"]]},
                "page": "3-10",
                "publisher": "Springer",
            }
        ]
    )
    record = csl_json_read.read_text(text).records[0]
    assert (record.key, record.entry_type, record.year) == ("smith2020", "incollection", 2020)
    assert record.authors_text == "de Smith, Ann"
    assert ("booktitle", "The book") in record.fields
    assert ("editor", "Doe, Jane") in record.fields
    assert ("pages", "3\u201310") in record.fields
    assert ("month", "March") in record.fields


def test_a_broken_item_is_a_problem_with_its_line_and_the_rest_is_read() -> None:
    text = (
        '[\n  {"id": "a", "type": "book", "title": "A"},\n  "nonsense",\n  {"type": "book"},\n'
        '  {"id": "b", "publisher": "P"}\n]'
    )
    result = csl_json_read.read_text(text, "refs.json")
    assert [r.key for r in result.records] == ["a", "b"]
    assert [(p.line, p.reason) for p in result.problems] == [
        (3, "not a CSL item (expected an object)"),
        (4, "the item has no id, title, author or editor"),
    ]


def test_a_file_that_is_not_json_is_a_format_error() -> None:
    with pytest.raises(FormatError, match=r"refs\.json:2: not a JSON file"):
        csl_json_read.read_text('[\n{"id": }', "refs.json")
