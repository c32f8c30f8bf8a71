"""A page's text as lines with their font size, weight and box: what a title page is read by.

`page_lines(document, index)` runs in the PDF worker (formats.pdf.worker, op "lines"): it
walks PDFium's characters once, cutting lines where PDFium breaks them or the baseline
moves, and gives each line its typical font size (the size most of its letters have), its
box in PDF points and whether most of it is bold. Characters drawn at an angle (arXiv's
stamp up the margin) are left out; small marks beside a line's letters (an author's
affiliation number, a footnote star) become `MARK`, so names set "Ada Lovelace1 and Alan
Turing2" can be told apart. Plain values only, so they cross the process boundary.
"""

from __future__ import annotations

import ctypes
import math
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from papershelf.formats.pdf.geometry import Rect
from papershelf.formats.pdf.text import unligature

MARK = "\x1f"  # a superscript mark beside a name (an affiliation digit, '*', a dagger)
SOFT_HYPHEN = "\u00ad"  # where a word was hyphenated at the line's end
GAP = "   "  # a gap wider than two letters inside a line (names set side by side)
MAX_CHARS = 20_000  # a page's characters past this are not read (a title page has far fewer)
_MIRRORED = {"E": "\u018e"}  # letters drawn mirrored, as the letter they then look like
_SPACES = re.compile(" {2,}")  # a run of spaces: a GAP when it holds one, else one space
_BOLD = 550  # PDFium's font weight from which a font counts as bold (CMBX10: 570)


@dataclass(frozen=True)
class TextLine:
    """One line of a page: its text, typical font size, box (left, bottom, right, top), bold."""

    text: str
    size: float
    box: Rect
    bold: bool = False


@dataclass(frozen=True)
class PageLines:
    """A page's lines in PDFium's reading order, the page's size in points, and its whole
    text (turned text too: arXiv's stamp up the margin names the paper's id)."""

    width: float
    height: float
    lines: tuple[TextLine, ...]
    text: str = ""


@dataclass
class _Char:
    """One character read: what it is, its size, box and weight."""

    text: str
    size: float
    box: Rect
    bold: bool
    mirrored: bool = False  # drawn reversed (XeTeX's Ǝ): its place is found by its box


@dataclass
class _Builder:
    """The characters of the line being read."""

    chars: list[_Char] = field(default_factory=list)
    last: _Char | None = None  # the last character drawn (not a space)
    low: float = math.inf  # the bottom of the line's drawn characters
    high: float = -math.inf  # and their top

    def add(self, char: _Char) -> None:
        """Append *char*, keeping the line's span."""
        self.chars.append(char)
        if char.text not in " \r\n":
            self.last = char
            self.low, self.high = min(self.low, char.box[1]), max(self.high, char.box[3])

    def fits(self, char: _Char) -> bool:
        """Whether *char* continues this line (its vertical middle inside the line's span)."""
        last = self.last
        if last is None or char.text == " ":
            return True
        middle = (char.box[1] + char.box[3]) / 2
        slack = 0.3 * max(last.size, 1.0)
        within = self.low - slack <= middle <= self.high + slack
        return within and char.box[0] >= last.box[0] - last.size

    def line(self) -> TextLine | None:
        """The finished line (None when it holds no letter or digit)."""
        chars = [c for c in self.chars if c.text != " "]
        if not any(c.text.isalnum() for c in chars):
            return None
        size = _typical_size(chars)
        text = _spelled(_by_position(chars, size) if _has_mirrored(chars) else self.chars, size)
        box = (
            min(c.box[0] for c in chars), min(c.box[1] for c in chars),
            max(c.box[2] for c in chars), max(c.box[3] for c in chars),
        )  # fmt: skip
        bold = sum(c.bold for c in chars) * 2 > len(chars)
        text = _SPACES.sub(lambda run: GAP if GAP in run.group() else " ", text)
        return TextLine(text.strip(), size, box, bold)


def _typical_size(chars: list[_Char]) -> float:
    """The size most of the letters have (the largest such, on a tie)."""
    sizes = Counter(round(c.size, 1) for c in chars if c.text.isalpha())
    if not sizes:
        sizes = Counter(round(c.size, 1) for c in chars if c.text.strip())
    top = max(sizes.values())
    return max(size for size, count in sizes.items() if count == top)


def _spelled(chars: list[_Char], size: float) -> str:
    """The line's text: marks made `MARK`, wide gaps `GAP`, ligatures spelled out."""
    out: list[str] = []
    previous: _Char | None = None
    for char in chars:
        if char.text == " ":
            out.append(" ")
            continue
        if previous is not None and char.box[0] - previous.box[2] > 1.2 * size:
            out.append(GAP)
        small = char.size < 0.8 * size and not char.text.isalpha()
        raised = char.box[1] > previous.box[1] + 0.2 * size if previous else False
        mark = small and (raised or not char.text.isalnum())
        out.append(MARK if mark else unligature(char.text))
        previous = char
    return "".join(out)


def _has_mirrored(chars: list[_Char]) -> bool:
    """Whether a line holds a mirrored letter (XeTeX's reversed E), drawn out of order."""
    return any(char.mirrored for char in chars)


def _mirrored_break(builder: _Builder) -> bool:
    """Whether a line break PDFium made comes right after a mirrored letter (it is none)."""
    return builder.last is not None and builder.last.mirrored


def _by_position(chars: list[_Char], size: float) -> list[_Char]:
    """A line's characters from left to right, with spaces where the gaps are wide."""
    ordered: list[_Char] = []
    for char in sorted(chars, key=lambda c: c.box[0]):
        if ordered and char.box[0] - ordered[-1].box[2] > 0.15 * size:
            ordered.append(_Char(" ", 0.0, (0.0, 0.0, 0.0, 0.0), False))
        ordered.append(char)
    return ordered


def page_lines(document: Any, index: int) -> PageLines:
    """Page *index*'s lines with their sizes and boxes (see the module's docstring)."""
    page = document[index]
    textpage = page.get_textpage()
    try:
        width, height = page.get_size()
        reader = _Reader(textpage)
        lines: list[TextLine] = []
        builder = _Builder()
        for char_index in range(reader.count):
            char = reader.char(char_index)
            if char is None or (char.text in "\r\n" and _mirrored_break(builder)):
                continue
            if char.text in "\r\n" or not builder.fits(char):
                _finish(builder, lines)
                builder = _Builder()
                if char.text in "\r\n":
                    continue
            builder.add(char)
        _finish(builder, lines)
        return PageLines(float(width), float(height), tuple(lines), reader.whole)
    finally:
        textpage.close()
        page.close()


def _finish(builder: _Builder, lines: list[TextLine]) -> None:
    """Add the builder's line, if it has one."""
    line = builder.line()
    if line is not None:
        lines.append(line)


_NO_BOX = (0.0, 0.0, 0.0, 0.0)


class _Reader:
    """Reads a text page's characters with as few calls into PDFium as it can: the text at
    once, then one box, matrix, size and weight a character."""

    def __init__(self, textpage: Any) -> None:
        import pypdfium2.raw as pdfium_c  # in the worker only: the parent reads plain lines

        self.c = pdfium_c
        self.raw = textpage.raw
        self.count = min(textpage.count_chars(), MAX_CHARS)
        text = textpage.get_text_range(0, self.count) if self.count > 0 else ""
        self.whole = text
        self.text = text if len(text) == self.count else None  # None: one call a character
        self.edges = [ctypes.c_double() for _ in range(4)]
        self.refs = [ctypes.byref(edge) for edge in self.edges]
        self.matrix = self.c.FS_MATRIX()

    def _text(self, index: int) -> str:
        """Character *index* as text ('' for none)."""
        if self.text is not None:
            return self.text[index]
        code = self.c.FPDFText_GetUnicode(self.raw, index)
        return chr(code) if 0 < code < 0x110000 and not 0xD800 <= code < 0xE000 else ""

    def char(self, index: int) -> _Char | None:
        """Character *index* (None: one drawn at an angle, or a control)."""
        text = self._text(index)
        if text in ("\r", "\n", " "):  # breaks and spaces keep no box: they only separate
            return _Char(text, 0.0, _NO_BOX, False)
        if text in ("\ufffe", "\x02"):  # a word hyphenated at the line's end
            text = SOFT_HYPHEN
        elif not text or not text.isprintable():
            return None
        matrix = self.matrix
        if not self.c.FPDFText_GetMatrix(self.raw, index, ctypes.byref(matrix)):
            return None
        a, b, c, d = matrix.a, matrix.b, matrix.c, matrix.d
        if abs(b) > 1e-3 * abs(a) or abs(c) > 1e-3 * abs(d):  # turned (arXiv's stamp)
            return None
        mirrored = a < 0 < d
        if mirrored:
            text = _MIRRORED.get(text, text)
        self.c.FPDFText_GetCharBox(self.raw, index, *self.refs)
        left, right, bottom, top = (edge.value for edge in self.edges)
        size = float(self.c.FPDFText_GetFontSize(self.raw, index)) * (math.hypot(c, d) or 1.0)
        bold = self.c.FPDFText_GetFontWeight(self.raw, index) >= _BOLD
        return _Char(text, size, (left, bottom, right, top), bold, mirrored)
