"""A folder of real PDFs nobody here made, imported offline: what each entry says.

The expected values were written by reading each PDF's first page (tests/data/pdfs/
title_pages/SOURCES.md says where each comes from). Issue 34's bar: titles right for 14 of
15, the first three authors' family names for 12, the year for 12, the abstract's start for
11, scaled to the number of PDFs. A PDF that prints no year or no abstract expects none:
inventing one is as wrong as missing one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

import pytest

from papershelf.formats.records import Record
from papershelf.services.pdf_import import probe_pdfs

DATA = Path(__file__).parent.parent / "data" / "pdfs"
pytestmark = pytest.mark.slow  # 17 PDFs read by two worker processes: about 20 s


@dataclass(frozen=True)
class Expected:
    """What a PDF's first page says, as a person reads it."""

    file: str
    title: str
    families: tuple[str, ...]
    year: int | None
    abstract: str  # its first words ('' when the PDF has no abstract)


EXPECTED = (
    Expected("title_pages/tug-paper.pdf", "The Multibibliography Package",
             ("Cohen", "Haralambous", "Veytsman"), None,
             "Conventional standards for bibliography styles entail a forced choice"),
    Expected("title_pages/ind.pdf", "Index Preparation and Processing", ("Chen", "Harrison"),
             2014, "Index preparation is a tedious and time-consuming task."),
    Expected("title_pages/xampl.pdf", "Xample application of ijqc.bst", ("Mathar",), 2006,
             "References created by the BibTeX style ijqc are shown"),
    Expected("title_pages/rsc.pdf",
             "rsc — BibTeX styles for Royal Society of Chemistry and Wiley journals",
             ("Wright",), 2016, "The rsc package provides BibTeX style files"),
    Expected("title_pages/hyph-utf8.pdf", "The hyph-utf8 package and hyphenation with TeX",
             ("Miklavec", "Reutenauer"), 2011,
             "In 2008 all the existing hyphenation patterns from TeX distributions"),
    Expected("title_pages/luatex-hyphen.pdf", "The hyphen.cfg file for LuaTeX",
             ("Hosny", "Roux", "Pégourié-Gonnard"), 2013,
             "This package is mainly a Lua module"),
    Expected("title_pages/biblatex-ijsra.pdf",
             "ijsra – bibLaTeX-style of the journal International Journal of Student "
             "Research in Archaeology", ("Bossert",), 2016,
             "Bibliographical style called ijsra which is done for the journal"),
    Expected("title_pages/xecyrmongolian.pdf",
             "Mongolian Cyrillic Support for XƎLaTeX and LuaLaTeX",
             ("Syropoulos", "Altangerel"), 2019,
             "The xecyrmongolian package provides basic support"),
    Expected("title_pages/textalpha-tu.pdf", "The textalpha package", ("Milde",), 2020,
             "The textalpha package enables the use of Greek characters"),
    Expected("title_pages/apecon-ex.pdf",
             "Testing LaTeX class and BibTeX style for the journal ‘Applied Economics’ (ApEcon)",
             ("Henningsen", "Coauthor"), None, "This is an abstract. This is an abstract."),
    Expected("title_pages/ecca-ex.pdf",
             "Testing LaTeX class and BibTeX style for the Journal “Economica” (ECCA)",
             ("Henningsen", "Nobody"), 2009, "This is an abstract. This is an abstract."),
    Expected("title_pages/ier-bib-test.pdf",
             "Testing the BibTeX style for the International Economic Review (IER)",
             ("Henningsen",), 2009, ""),
    Expected("title_pages/figbib_doc.pdf", "The FigBib - Package", ("Poland",), 2004,
             "This document describes how to manage figure databases"),
    Expected("title_pages/margbib.pdf", "The margbib document style", ("Tinnefeld",), 2005,
             "This document describes the margbib document style"),
    Expected("title_pages/lcyw.pdf", "The lcyw package", ("Lidovski",), 2008,
             "This package is used to provide LaTeX support for Cyrillic"),
    Expected("iopart-num.pdf", "The iopart-num BibTeX style", ("Caprio",), 2009, ""),
    Expected("serbian-def-cyr-proba.pdf", "Подршка Српском jезику у ћириличном писму",
             ("Филиповић",), 2011, "Оваj документ представља корисно упутство"),
)  # fmt: skip


def _letters(text: str) -> str:
    """Letters and digits only, case folded: 'BibTEX' and 'BibTeX' read the same."""
    return "".join(char for char in text.casefold() if char.isalnum())


def _families(record: Record) -> tuple[str, ...]:
    """The first three authors' family names."""
    return tuple(_letters(person.family) for person in record.authors[:3])


def _abstract_right(found: str, expected: str) -> bool:
    """Whether the abstract starts as the PDF's does (or both are absent)."""
    if not expected:
        return not found
    return _letters(found).startswith(_letters(expected))


@pytest.fixture(scope="module")
def records() -> dict[str, Record]:
    """Each PDF's record, read offline the way `papershelf import FOLDER` reads it."""
    probed = probe_pdfs([DATA / item.file for item in EXPECTED])
    return {item.file: p.record for item, p in zip(EXPECTED, probed, strict=True) if p.record}


def _score(records: dict[str, Record], right: object) -> list[str]:
    """The files whose record is wrong by *right* (a function of record and expected)."""
    return [item.file for item in EXPECTED if not right(records[item.file], item)]  # type: ignore[operator]


def _bar(of_fifteen: int) -> int:
    """The issue's bar (n of 15) for this many PDFs."""
    return math.ceil(len(EXPECTED) * of_fifteen / 15)


def test_titles_are_right_for_14_of_15(records: dict[str, Record]) -> None:
    wrong = _score(records, lambda r, e: _letters(r.title) == _letters(e.title))
    assert len(EXPECTED) - len(wrong) >= _bar(14), wrong


def test_first_three_family_names_are_right_for_12_of_15(records: dict[str, Record]) -> None:
    wrong = _score(records, lambda r, e: _families(r) == tuple(map(_letters, e.families)))
    assert len(EXPECTED) - len(wrong) >= _bar(12), wrong


def test_years_are_right_for_12_of_15(records: dict[str, Record]) -> None:
    wrong = _score(records, lambda r, e: r.year == e.year)
    assert len(EXPECTED) - len(wrong) >= _bar(12), wrong


def test_abstract_starts_are_right_for_11_of_15(records: dict[str, Record]) -> None:
    wrong = _score(records, lambda r, e: _abstract_right(r.abstract, e.abstract))
    assert len(EXPECTED) - len(wrong) >= _bar(11), wrong


def test_titles_are_composed_unicode_and_marked_inferred(records: dict[str, Record]) -> None:
    luatex = records["title_pages/luatex-hyphen.pdf"]
    assert [p.family for p in luatex.authors] == ["Hosny", "Roux", "Pégourié-Gonnard"]
    assert luatex.authors[1].given == "Élie"  # one composed letter, not 'E' and a mark
    assert all(r.title_inferred for r in records.values())


def test_the_banner_above_the_title_gives_the_venue_not_the_title(
    records: dict[str, Record],
) -> None:
    xampl = records["title_pages/xampl.pdf"]
    assert xampl.venue == "Int. J. Quant. Chem."
    assert ("journal", "Int. J. Quant. Chem.") in xampl.fields
