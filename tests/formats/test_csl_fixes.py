"""What formats/csl/csl_fixes.py mends in citeproc-py, each against the CSL specification's rule."""

from __future__ import annotations

import pytest

from papershelf.formats.bib import bibtex
from papershelf.formats.csl.csl_fixes import last_page
from papershelf.services.citations import format_records

ARTICLE = bibtex.read_text(
    r"""@article{muller2020, author = {M{\"u}ller, J{\"o}rg and Gro{\ss}, Hans},
    title = {Deep nets}, journal = {Journal of Things}, volume = 21, number = 4,
    pages = {1--42}, year = 2020, month = jun}"""
).records


@pytest.mark.parametrize(
    ("first", "last", "fmt", "expected"),
    [  # the examples of CSL 1.0.2, "Page Range Formats"
        ("321", "328", "expanded", "328"),
        ("42", "45", "minimal", "5"),
        ("321", "328", "minimal", "8"),
        ("2787", "2816", "minimal", "816"),
        ("42", "45", "minimal-two", "45"),
        ("321", "328", "minimal-two", "28"),
        ("2787", "2816", "minimal-two", "816"),
        ("3", "10", "chicago-15", "10"),
        ("71", "72", "chicago-15", "72"),
        ("100", "104", "chicago-15", "104"),
        ("1100", "1123", "chicago-15", "1123"),
        ("107", "108", "chicago-15", "8"),
        ("505", "517", "chicago-15", "17"),
        ("1002", "1006", "chicago-15", "6"),
        ("321", "325", "chicago-15", "25"),
        ("415", "532", "chicago-15", "532"),
        ("11564", "11568", "chicago-15", "68"),
        ("13792", "13803", "chicago-15", "803"),
        ("1496", "1504", "chicago-15", "1504"),
        ("2787", "2816", "chicago-15", "2816"),
        ("1496", "1504", "chicago-16", "504"),
        ("321", "28", "expanded", "328"),  # an abbreviated end is expanded first
        ("1", "42", "minimal", "42"),  # citeproc-py gave '2': it compared from the left
        ("S12", "S18", "minimal", "S18"),  # not numbers: as written
    ],
)
def test_page_ranges_follow_the_specification(
    first: str, last: str, fmt: str, expected: str
) -> None:
    assert last_page(first, last, fmt) == expected


def test_chicago_and_mla_write_given_names_in_full() -> None:
    # initialize="false" on their names: 'Jörg Müller', not 'J. Müller'
    assert format_records(ARTICLE, "chicago").entries[0].startswith("Müller, Jörg, and Hans")
    assert format_records(ARTICLE, "mla").entries[0].startswith("Müller, Jörg, and Hans Groß.")


def test_mla_cites_by_author_alone_when_nothing_needs_disambiguating() -> None:
    assert format_records(ARTICLE, "mla").citation == "(Müller and Groß)"


def test_vancouver_separates_year_and_month() -> None:
    entry = format_records(ARTICLE, "vancouver").entries[0]
    assert "Journal of Things. 2020 Jun;21(4):1–42." in entry


def test_american_styles_put_the_comma_inside_the_quotation_marks() -> None:
    assert "“Deep nets,” Journal of Things" in format_records(ARTICLE, "ieee").entries[0]
    assert "“Deep Nets.” Journal of Things" in format_records(ARTICLE, "chicago").entries[0]


def test_numeric_styles_set_the_label_apart() -> None:
    assert format_records(ARTICLE, "ieee").entries[0].startswith("[1] J. Müller and H. Groß")
    assert format_records(ARTICLE, "nature").entries[0].startswith("1. Müller, J. & Groß, H.")
