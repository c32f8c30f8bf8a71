"""Reading a first page's lines (sizes, boxes) as a person skims it; and which metadata
titles are believed. Lines built here stand for what PDFium gives (formats.pdf.layout)."""

from __future__ import annotations

from pathlib import Path

import pytest

from papershelf.formats.pdf.inferred import inferred_record, plausible_title
from papershelf.formats.pdf.layout import GAP, MARK, SOFT_HYPHEN, PageLines, TextLine
from papershelf.formats.pdf.pdf_text import PdfIdentity
from papershelf.formats.pdf.title_page import TitlePage, read_title_page


def _page(*rows: tuple[str, float] | tuple[str, float, bool]) -> PageLines:
    """A US-letter page of lines from the top down, each (text, size[, bold]), 14 pt apart."""
    lines, top = [], 740.0
    for row in rows:
        text, size = row[0], row[1]
        bold = bool(row[2]) if len(row) > 2 else False  # type: ignore[misc]
        lines.append(TextLine(text, size, (72.0, top - size, 540.0, top), bold))
        top -= size * 1.4
    return PageLines(612.0, 792.0, tuple(lines))


BODY = ("The body of the paper goes on in plain text for many lines like this one.", 10.0)


def test_the_largest_text_is_the_title_not_the_journal_banner_above_it() -> None:
    page = _page(
        ("Journal of Examples, Vol. 12, No. 3 (2019), pp. 1–20", 9.0),
        ("Sparse Graph Learning", 17.0), ("for Reading Lists", 17.0),
        (f"Ada Lovelace{MARK}, Alan Turing{MARK} and GRACE HOPPER", 12.0),
        ("University of Examples, 12345 Example City", 10.0),
        ("Abstract", 10.0, True),
        ("We read lists. Papers are long-", 10.0), ("winded and many.", 10.0),
        ("1 Introduction", 12.0, True), BODY, BODY,
    )  # fmt: skip
    found = read_title_page([page])
    assert found == TitlePage(
        "Sparse Graph Learning for Reading Lists",
        ("Ada Lovelace", "Alan Turing", "Grace Hopper"), 2019,
        "We read lists. Papers are long-winded and many.", "Journal of Examples",
    )  # fmt: skip


def test_a_title_no_larger_than_the_text_is_found_by_being_bold() -> None:
    page = _page(
        ("TUGboat, Volume 0 (9999), No. 0", 10.0), ("The Multibibliography Package", 10.0, True),
        ("Michael Cohen, Yannis Haralambous and", 10.0), ("Boris Veytsman", 10.0),
        ("Abstract", 10.0, True), (f"Conventional standards en{SOFT_HYPHEN}", 10.0),
        ("tail a choice.", 10.0), ("1 Introduction", 10.0, True), BODY, BODY, BODY,
    )  # fmt: skip
    found = read_title_page([page])
    assert found.title == "The Multibibliography Package"
    assert found.authors == ("Michael Cohen", "Yannis Haralambous", "Boris Veytsman")
    assert found.abstract == "Conventional standards entail a choice."
    assert found.year is None  # 9999 is a placeholder, no year


def test_a_page_where_nothing_stands_out_gives_no_title() -> None:
    assert read_title_page([_page(BODY, BODY, BODY)]).title == ""


def test_names_set_side_by_side_and_accents_set_apart_are_one_name_each() -> None:
    page = _page(
        ("A Title Set Large", 16.0), (f"Franc\u00b8ois Dupont{GAP}Ren\u00b4e Char", 12.0),
        ("Released 2016/08/22", 11.0), BODY, BODY, BODY,
    )  # fmt: skip
    found = read_title_page([page])
    assert found.authors == ("François Dupont", "René Char")
    assert found.year == 2016


@pytest.mark.parametrize(
    "title", ["Title", "(a)", "OECS12_abstract_Muller1", "Microsoft Word - paper.docx", "paper"]
)
def test_placeholder_and_file_name_metadata_titles_are_not_believed(title: str) -> None:
    assert not plausible_title(title, Path("/papers/paper.pdf"))
    identity = PdfIdentity(pages=1, title=title, title_source="metadata")
    page = TitlePage("The Real Title", ("Ada Lovelace",), 2020)
    record = inferred_record(identity, page, Path("/papers/paper.pdf"))
    assert (record.title, record.year, record.title_inferred) == ("The Real Title", 2020, True)


def test_a_metadata_title_the_page_agrees_with_is_kept_as_written() -> None:
    identity = PdfIdentity(pages=1, title="rsc — BibTeX styles", title_source="metadata")
    record = inferred_record(identity, TitlePage("rsc — BibTEX styles"), Path("rsc.pdf"))
    assert record.title == "rsc — BibTeX styles"


def test_an_abstract_without_a_heading_is_the_paragraph_above_the_keywords() -> None:
    sentence = "This paper reads a shelf of papers in one afternoon without help."
    page = _page(
        ("A Title Set Large", 16.0), ("Ada Lovelace", 12.0), ("November 18, 2009", 11.0),
        (sentence, 10.0), (sentence, 10.0), (sentence, 10.0),
        ("Key words: reading, shelves", 10.0), BODY, BODY,
    )  # fmt: skip
    assert read_title_page([page]).abstract == " ".join([sentence] * 3)
    short = _page(("A Title Set Large", 16.0), ("Keywords: none", 10.0), BODY)
    assert read_title_page([short]).abstract == ""
