"""Who and what a paper is, read from its first page's layout: title, authors, year, abstract.

`read_title_page(pages)` takes the first pages' lines (formats.pdf.layout, with font sizes
and boxes) and reads them as a person skims a title page: the title is the largest text in
the upper part of page 1 that is not a running head or a journal's banner (when nothing is
larger than the body text, the first bold lines); the authors are the lines of names just
below it (affiliations, e-mail addresses and dates skipped); the abstract runs from its
heading to the keywords or the first section; the year is the one a date, a copyright line
or the banner names. Nothing here opens a file or needs the network.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from papershelf.formats.pdf.layout import GAP, MARK, SOFT_HYPHEN, PageLines, TextLine

__all__ = ["TitlePage", "read_title_page"]

MAX_ABSTRACT = 4000  # characters: an abstract running on past this is a misread page
_BANNER = re.compile(
    r"\b(vol(ume)?\.?\s*\d|no\.\s*\d|issn|doi\b|https?:|www\.|©|copyright|arxiv\s*:|"
    r"pp\.\s*\d|page\s+\d+\s+of|preprint|accepted|received|submitted|published|"
    r"proceedings of|manuscript)",
    re.I,
)
_AFFILIATION = re.compile(
    r"\b(univ|universit\w*|institut\w*|department|dept\.|laborator\w*|school|college|"
    r"cent(er|re)|division|faculty|academy|inc\.|ltd|gmbh|corporation|hospital|street|road|"
    r"avenue|dated|released|version|email|e-mail|corresponding|correspondence|hochschule|"
    r"technische|école|universidad|università|polytechnic)\b|@|\d{3,}",
    re.I,
)
_ABSTRACT = re.compile(
    r"^\s*(abstract|summary|résumé|zusammenfassung|resumen|сажетак|аннотация|резюме|περίληψη)"
    r"(?:\s+in\s+english)?\b[\s.:—–-]*(.*)$",
    re.I,
)
_END_OF_ABSTRACT = re.compile(
    r"^\s*(key\s*words?|index terms|jel\b|ccs concepts|contents\b|table of contents|"
    r"introduction\b|(\d+|[ivx]+)\.?\s+[A-Z])",
    re.I,
)
_KEYWORDS = re.compile(r"^\s*(key\s*words?|index terms)\b", re.I)
_NAME_SPLIT = re.compile(r"\s*(?:,|;|·|•|&|\band\b|\bund\b|\bet\b|" + MARK + "|" + GAP + r")\s*")
_PARTICLES = frozenset("von van der den de del della di da du le la dos das ter ten bin".split())
_MONTH = (
    r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-zé]*\.?\s+(\d{1,2},?\s+)?"
    r"((19|20)\d\d)"
)
_YEARS = (
    re.compile(r"(?:©|\(c\)|copyright)\s*(?:\D{0,12})((19|20)\d\d)", re.I),
    re.compile(_MONTH, re.I),
    re.compile(r"\b(?:updated|revised|printed|released|dated)\b\D{0,20}((19|20)\d\d)", re.I),
    re.compile(r"\b((19|20)\d\d)[/-]\d\d[/-]\d\d\b"),
    re.compile(r"\b\d{1,2}\.?\s+\w+\s+((19|20)\d\d)\b"),
)
_ANY_YEAR = re.compile(r"(?<![\d.])((19|20)\d\d)(?![\d.])")
_ARXIV_NEW = re.compile(r"arxiv:\s*(\d\d)(\d\d)\.\d{4,5}", re.I)
_MARKS = "∗*†‡§¶" + MARK


@dataclass(frozen=True)
class TitlePage:
    """What the first pages say: each part '' (or None, ()) when it could not be read."""

    title: str = ""
    authors: tuple[str, ...] = ()
    year: int | None = None
    abstract: str = ""
    venue: str = ""


def read_title_page(pages: Sequence[PageLines], latest_year: int = 2100) -> TitlePage:
    """Title, authors, year, abstract and venue read from the first pages' lines."""
    if not pages or not pages[0].lines:
        return TitlePage()
    first = pages[0]
    found = _title_lines(first)
    if found is None:
        return TitlePage(abstract=_abstract(pages), year=_year(first.lines, latest_year))
    start, end = found
    title = _clean_title(_joined(first.lines[start:end]))
    authors = _authors(first.lines[end:])
    venue = _venue(first.lines[:start])
    return TitlePage(title, authors, _year(first.lines, latest_year), _abstract(pages), venue)


# --- title ------------------------------------------------------------------------------------


def _body_size(lines: Sequence[TextLine]) -> float:
    """The size most of the page's text is set in (by characters)."""
    sizes: Counter[float] = Counter()
    for line in lines:
        sizes[round(line.size)] += len(line.text)
    return float(sizes.most_common(1)[0][0])


def _title_lines(page: PageLines) -> tuple[int, int] | None:
    """The (start, end) indexes of the title's lines, or None when none can be told."""
    lines = page.lines
    upper = [i for i, line in enumerate(lines) if _may_be_title(line, page.height)]
    if not upper:
        return None
    body = _body_size(lines)
    largest = max(lines[i].size for i in upper)
    if largest > body * 1.15:
        start = next(i for i in upper if lines[i].size >= largest - 0.5)
    else:  # nothing larger than the body text: the first bold line, if any
        bold = [i for i in upper if lines[i].bold]
        if not bold:
            return None
        start = bold[0]
    return start, _block_end(lines, start)


def _may_be_title(line: TextLine, height: float) -> bool:
    """Whether a line could be (part of) the title: in the page's upper part, words, no banner."""
    letters = sum(char.isalpha() for char in line.text)
    return line.box[3] > height * 0.4 and letters >= 4 and not _BANNER.search(line.text)


def _block_end(lines: Sequence[TextLine], start: int) -> int:
    """The index after the last line of the title block that starts at *start*."""
    first = lines[start]
    end = start + 1
    while end < len(lines) and end - start < 6:
        line, above = lines[end], lines[end - 1]
        gap = above.box[1] - line.box[3]
        if abs(line.size - first.size) > 0.6 or line.bold != first.bold:
            break
        if gap > 1.6 * first.size or gap < -first.size:
            break
        end += 1
    return end


def _clean_title(text: str) -> str:
    """A title without its footnote marks, in composed Unicode."""
    return _composed(text.strip().strip(_MARKS).strip())[:500]


def _joined(lines: Sequence[TextLine]) -> str:
    """Lines as one text: words broken at line ends joined (a hyphen of their own kept),
    marks and gaps as spaces."""
    text = ""
    for line in lines:
        piece = line.text.replace(GAP, " ")
        if text.endswith(SOFT_HYPHEN):  # PDFium marks a word the typesetter broke
            text = text[:-1] + piece
        elif text.endswith("-") and piece[:1].islower():  # a hyphen of the word's own
            text += piece
        else:
            text = f"{text} {piece}" if text else piece
    text = text.replace(SOFT_HYPHEN, "").replace(MARK, " ")
    return " ".join(text.split())


_SPACING_ACCENTS = {  # an accent set as a character of its own, and its combining form
    "\u00b8": "\u0327", "\u00a8": "\u0308", "\u00b4": "\u0301", "`": "\u0300",
    "\u02c6": "\u0302", "\u02dc": "\u0303", "\u02c7": "\u030c", "\u02da": "\u030a",
}  # fmt: skip
_GREEK_LOOKALIKES = str.maketrans({"\u2206": "\u0394", "\u00b5": "\u03bc", "\u2126": "\u03a9"})


def _composed(text: str) -> str:
    """Accents set as separate marks ('c¸', '´e') joined to their letters, NFC; in Greek
    text, the maths symbols old fonts map some letters to (∆ for Δ, µ for μ) as letters."""
    if re.search("[\u0370-\u03ff\u1f00-\u1fff]", text):
        text = text.translate(_GREEK_LOOKALIKES)
    for mark, combining in _SPACING_ACCENTS.items():  # a cedilla follows its letter: the rest lead
        if mark == "\u00b8":
            text = re.sub(f"(\\w){mark}", f"\\1{combining}", text)
        text = re.sub(f"{re.escape(mark)}(\\w)", f"\\1{combining}", text)
    return unicodedata.normalize("NFC", text)


# --- authors ----------------------------------------------------------------------------------


def _authors(lines: Sequence[TextLine]) -> tuple[str, ...]:
    """The names on the lines after the title, up to the abstract or the body text."""
    names: list[str] = []
    for line in lines[:12]:
        text = _composed(line.text)
        if _ABSTRACT.match(text) or len(text.split()) > 16:
            break
        text = re.sub(r"^\s*(by|•)\s+", "", text, flags=re.I)
        text = re.sub(r"\bet al\.?", "", text)
        if _AFFILIATION.search(text) or not any(char.isalpha() for char in text):
            continue
        pieces = [_name(piece) for piece in _NAME_SPLIT.split(text)]
        pieces = [piece for piece in pieces if piece]
        if pieces and all(_looks_like_name(piece) for piece in pieces):
            names.extend(pieces)
    return tuple(dict.fromkeys(_composed(name) for name in names))


def _name(piece: str) -> str:
    """A name piece with its marks, digits and stray punctuation taken off; ALL CAPS as Title."""
    piece = re.sub(r"[\d" + _MARKS + r"()]+", " ", piece)
    piece = " ".join(piece.strip(" ,.;:").split())
    if piece.isupper() and len(piece) > 3:
        piece = " ".join(_title_case(word) for word in piece.split())
    return piece


def _title_case(word: str) -> str:
    """'HENNINGSEN' -> 'Henningsen', 'JEAN-LUC' -> 'Jean-Luc', 'A.' stays."""
    return "-".join(part[:1] + part[1:].lower() for part in word.split("-"))


def _looks_like_name(text: str) -> bool:
    """Two to five words, each (but particles) starting with a capital: 'J. R. Smith'."""
    words = text.split()
    if not 2 <= len(words) <= 5:
        return False
    for word in words:
        letter = next((char for char in word if char.isalpha()), "")
        if not letter or (letter.islower() and word.lower() not in _PARTICLES):
            return False
    return any(len(word.strip(".")) > 1 for word in words)


# --- year, venue, abstract --------------------------------------------------------------------


def _year(lines: Sequence[TextLine], latest: int) -> int | None:
    """The year a copyright line, a date or an arXiv id names; else one in brackets or in
    the banner above the abstract (not a postcode)."""
    text = "\n".join(line.text for line in lines)
    arxiv = _ARXIV_NEW.search(text)
    candidates = [pattern.search(text) for pattern in _YEARS]
    for match in candidates:
        if match and 1900 < int(_year_group(match)) <= latest:
            return int(_year_group(match))
    if arxiv:
        return 2000 + int(arxiv.group(1))
    head: list[str] = []
    for line in lines:
        if _ABSTRACT.match(line.text):
            break
        head.append(line.text)
    for text in head:  # a year in brackets, or in the banner ('Vol. 3 (2019)', 'ACM 2019')
        for match in _ANY_YEAR.finditer(text):
            bracketed = text[match.start() - 1 : match.start()] == "("
            if (bracketed or _BANNER.search(text)) and 1900 < int(match.group(1)) <= latest:
                return int(match.group(1))
    return None


def _year_group(match: re.Match[str]) -> str:
    """The four-digit year a date pattern matched."""
    return next(group for group in match.groups() if group and re.fullmatch(r"\d{4}", group))


def _venue(banner: Sequence[TextLine]) -> str:
    """A journal's name from the banner above the title ('TUGboat, Volume 0 (9999)')."""
    for line in banner:
        if not (_BANNER.search(line.text) or re.search(r"\(\w*\d\w*\)", line.text)):
            continue
        name = re.split(r",|\s(?=vol\b|vol\.|volume\b|no\.)|\d|\(", line.text, flags=re.I)[0]
        if sum(char.isalpha() for char in name) >= 3:
            return name.strip(" ,.") + ("." if name.rstrip().endswith(".") else "")
    return ""


def _abstract(pages: Sequence[PageLines]) -> str:
    """The abstract: from its heading to the keywords, the first section or a change of type
    (with no heading, the paragraph above the keywords)."""
    for page in pages:
        for index, line in enumerate(page.lines):
            heading = _ABSTRACT.match(line.text)
            if heading:
                return _abstract_from(page.lines, index, heading.group(2))
    return _above_keywords(pages[0].lines) if pages else ""


def _above_keywords(lines: Sequence[TextLine]) -> str:
    """An abstract set without a heading: the paragraph right above the keywords line."""
    at = next((i for i, line in enumerate(lines) if _KEYWORDS.match(line.text)), None)
    if not at:
        return ""
    body = [lines[at - 1]]
    for line in reversed(lines[: at - 1]):
        below = body[0]
        if abs(line.size - below.size) > 0.3 or line.box[1] - below.box[3] > 1.6 * below.size:
            break
        body.insert(0, line)
    if len(body) < 2 or len(_joined(body).split()) < 20:  # a line or two: no abstract
        return ""
    return _composed(_joined(body))[:MAX_ABSTRACT]


def _abstract_from(lines: Sequence[TextLine], index: int, inline: str) -> str:
    """The abstract's text after its heading at *index* (*inline*: on the heading's line)."""
    body: list[TextLine] = []
    if inline.strip():
        heading = lines[index]
        body.append(TextLine(inline, heading.size, heading.box, heading.bold))
    size = lines[index + 1].size if index + 1 < len(lines) else 0.0
    for line in lines[index + 1 :]:
        if _END_OF_ABSTRACT.match(line.text) or abs(line.size - size) > 1.5:
            break
        if body and body[-1].box[1] - line.box[3] > 2.5 * size:
            break
        body.append(line)
    return _composed(_joined(body))[:MAX_ABSTRACT]
