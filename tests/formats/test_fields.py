"""The field table (formats/fields.py) gives every list the formats kept on their own before
it, exactly: the lists below are those literals as they stood, order included where a format
writes in order (CSL items, RIS tags, venue fields)."""

from __future__ import annotations

from papershelf.formats import fields, ris
from papershelf.formats.bib import bibtex_fields, bibtex_write, datamodel
from papershelf.formats.csl import csl_json

BEFORE_NAME_FIELDS = frozenset(
    "author editor translator bookauthor editora editorb editorc holder commentator annotator "
    "introduction foreword afterword shortauthor shorteditor".split()
)
BEFORE_VERBATIM_FIELDS = frozenset(
    "doi url eprint file pdf isbn issn crossref xref ids urldate eprintclass eprinttype "
    "archiveprefix primaryclass verba verbb verbc pdf-url".split()
)
BEFORE_TOOL_FIELDS = frozenset(
    "groups bibsource biburl timestamp owner mendeley-groups mendeley-tags qualityassured "
    "ranking readstatus priority relevance printed citeulike-article-id citeulike-linkout "
    "researcherid-numbers orcid-numbers unique-id".split()
)
BEFORE_COLUMN_FIELDS = {
    "title": "title", "author": "authors_text", "abstract": "abstract", "doi": "doi",
    "url": "url", "keywords": "keywords",
}  # fmt: skip
BEFORE_NAME_VARIABLES = [
    ("author", "author"), ("editor", "editor"), ("translator", "translator"),
    ("bookauthor", "container-author"),
]  # fmt: skip
BEFORE_DATE_VARIABLES = [
    ("urldate", "accessed"), ("eventdate", "event-date"), ("origdate", "original-date"),
]  # fmt: skip
BEFORE_PLAIN_VARIABLES = [
    ("shorttitle", "title-short"), ("series", "collection-title"), ("edition", "edition"),
    ("volume", "volume"), ("volumes", "number-of-volumes"), ("pagetotal", "number-of-pages"),
    ("chapter", "chapter-number"), ("version", "version"), ("address", "publisher-place"),
    ("location", "publisher-place"), ("venue", "event-place"), ("eventtitle", "event-title"),
    ("shortjournal", "container-title-short"), ("language", "language"),
    ("langid", "language"), ("origtitle", "original-title"),
    ("origpublisher", "original-publisher"), ("origlocation", "original-publisher-place"),
    ("pubstate", "status"), ("isbn", "ISBN"), ("issn", "ISSN"), ("pmid", "PMID"),
    ("pmcid", "PMCID"), ("library", "call-number"), ("note", "note"), ("annote", "annote"),
    ("annotation", "annote"),
]  # fmt: skip
BEFORE_RICH_FIELDS = frozenset(
    "title subtitle titleaddon journal journaltitle booktitle series shorttitle eventtitle "
    "origtitle".split()
)
BEFORE_PROTECTED_FIELDS = frozenset(
    {"title", "booktitle", "subtitle", "maintitle", "shorttitle", "eventtitle", "series"}
)
BEFORE_RIS_FIELDS = [
    ("volume", "volume"), ("number", "number"), ("publisher", "publisher"),
    ("place_published", "address"), ("edition", "edition"), ("language", "language"),
    ("short_title", "shorttitle"), ("note", "note"), ("tertiary_title", "series"),
    ("access_date", "urldate"), ("issn", "issn"),
]  # fmt: skip


def test_bibtex_kinds_are_the_lists_they_replaced() -> None:
    assert bibtex_fields.NAME_FIELDS == BEFORE_NAME_FIELDS
    assert bibtex_fields.VERBATIM_FIELDS == BEFORE_VERBATIM_FIELDS
    assert bibtex_fields.TOOL_FIELDS == BEFORE_TOOL_FIELDS
    assert frozenset({"abstract"}) == bibtex_fields.MARKUP_FIELDS
    assert bibtex_fields.COLUMN_FIELDS == BEFORE_COLUMN_FIELDS
    assert bibtex_fields.VENUE_FIELDS == ("journal", "journaltitle", "booktitle")


def test_csl_maps_are_the_ones_they_replaced_in_order() -> None:
    assert list(csl_json.NAME_VARIABLES.items()) == BEFORE_NAME_VARIABLES
    assert list(csl_json.DATE_VARIABLES.items()) == BEFORE_DATE_VARIABLES
    assert list(csl_json.PLAIN_VARIABLES.items()) == BEFORE_PLAIN_VARIABLES
    assert csl_json.RICH_FIELDS == BEFORE_RICH_FIELDS


def test_ris_tags_keep_their_write_order() -> None:
    assert list(ris._FIELDS.items()) == BEFORE_RIS_FIELDS


def test_the_writer_protects_the_same_titles() -> None:
    assert bibtex_write.PROTECTED_FIELDS == BEFORE_PROTECTED_FIELDS


def test_the_data_model_checks_the_same_fields() -> None:
    assert datamodel.check_value("year", "20") and datamodel.check_value("date", "2024-1-1")
    assert datamodel.check_value("urldate", "yesterday")
    assert datamodel.check_value("doi", "11.1/x") and datamodel.check_value("pages", "a b")
    assert datamodel.check_value("url", "example.org")
    assert not datamodel.check_value("title", "20")  # a field with no check takes anything
    assert fields.CHECKS == {
        "doi": "doi", "url": "url", "urldate": "date", "year": "year", "date": "date",
        "pages": "pages",
    }  # fmt: skip


def test_each_field_has_one_row_and_one_kind() -> None:
    names = [f.name for f in fields.FIELDS]
    assert len(names) == len(set(names))
    kinds = [BEFORE_NAME_FIELDS, BEFORE_VERBATIM_FIELDS, BEFORE_TOOL_FIELDS, {"abstract"}]
    for one in kinds:
        for other in kinds:
            assert one is other or not set(one) & set(other)
    assert fields.by_name("journal") is not None and fields.by_name("nosuchfield") is None


def test_field_kind_reads_the_table() -> None:
    assert bibtex_fields.field_kind("editora") == "names"
    assert bibtex_fields.field_kind("groups") == "verbatim"  # tool data: taken as written
    assert bibtex_fields.field_kind("abstract") == "markup"
    assert bibtex_fields.field_kind("howpublished") == "text"  # no row: plain text
