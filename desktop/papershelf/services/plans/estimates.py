"""How long a paper takes to read, from its PDF's words or pages, else a typical paper's time.

A PDF whose text was extracted (services/fulltext) is measured by its words, counted as its
characters / CHARS_PER_WORD (counting them in SQL keeps the text in the database); a PDF
whose pages are known but whose text is not (a scan) by its pages, WORDS_PER_PAGE each. A
paper without a read PDF takes as long as this library's typical paper: as many pages as its
PDFs' median, or TYPICAL_PAGES when fewer than MIN_MEASURED PDFs are measured (an abstract
says what a paper is about, not how long it is). Nothing here opens a file.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.plan_sql import PdfSize, pdf_page_counts, pdf_sizes

WORDS_PER_MINUTE = 200.0  # careful reading of a paper, not skimming
WORDS_PER_PAGE = 600.0  # a journal page of running text
CHARS_PER_WORD = 6.0  # five letters and a space, on average, in English prose
TYPICAL_PAGES = 10  # a paper of unknown length, until the library says otherwise
MIN_MEASURED = 3  # measured papers needed before their median stands for the others
MIN_WORDS_PER_PAGE = 50.0  # less text than this a page: a scan with a thin text layer


@dataclass(frozen=True)
class Estimate:
    """One paper's reading time in minutes and what it was judged from."""

    entry_id: int
    minutes: float
    basis: str  # 'words' (the PDF's text), 'pages' (its page count), 'typical'
    pages: int = 0
    words: int = 0


def pages_minutes(pages: float) -> float:
    """Minutes to read *pages* pages of running text."""
    return pages * WORDS_PER_PAGE / WORDS_PER_MINUTE


def measured(entry_id: int, size: PdfSize) -> Estimate:
    """The estimate of a paper whose PDF's size is known."""
    words = round(size.chars / CHARS_PER_WORD)
    if words >= size.pages * MIN_WORDS_PER_PAGE:
        return Estimate(entry_id, words / WORDS_PER_MINUTE, "words", size.pages, words)
    return Estimate(entry_id, pages_minutes(size.pages), "pages", size.pages, 0)


def typical_minutes(lib: Library) -> float:
    """A paper of unknown length: the library's median PDF, or TYPICAL_PAGES pages."""
    pages = pdf_page_counts(lib)
    if len(pages) < MIN_MEASURED:
        return pages_minutes(TYPICAL_PAGES)
    return pages_minutes(statistics.median(pages))


def estimate_papers(lib: Library, entry_ids: Sequence[int]) -> dict[int, Estimate]:
    """The reading time of each paper given."""
    known = {i: measured(i, size) for i, size in pdf_sizes(lib, entry_ids).items()}
    if len(known) == len(entry_ids):
        return known
    typical = typical_minutes(lib)
    return {i: known.get(i) or Estimate(i, typical, "typical") for i in entry_ids}


def duration(minutes: float) -> str:
    """'25 min', '1 h 40 min', '12 h' — a reading time as people say it."""
    whole = max(1, round(minutes))
    hours, rest = divmod(whole, 60)
    if not hours:
        return translate("plans", "{minutes} min").format(minutes=rest)
    if hours >= 10 or not rest:
        rounded = hours + (rest >= 30) if hours >= 10 else hours
        return translate("plans", "{hours} h").format(hours=rounded)
    return translate("plans", "{hours} h {minutes} min").format(hours=hours, minutes=rest)
