"""A page's text with one box per character: hit tests, selections, mended text and finding.

PDFium gives each character of a page (its text order) and the box it is drawn in; the
characters it makes up itself (line breaks, the spaces it infers) have empty boxes. A
word broken across lines by hyphenation comes as U+FFFE ('waf\\ufffefles'), a ligature
either as its letters or as one presentation form ('ﬁ'): text for a person (a copy, an
annotation's quote) joins the first and spells out the second, and so does finding words.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from papershelf.formats.pdf.geometry import Rect, contains, union

# Characters that mark a word hyphenated at a line end (PDFium's U+FFFE, soft hyphens, STX).
LINE_END_HYPHENS = frozenset("\ufffe\u00ad\x02")
_SPACES = re.compile(r"\s+")
_SOFT_BREAK = re.compile("[\ufffe\u00ad\x02]\\s*")
_HARD_HYPHEN_BREAK = re.compile(r"(\w)-\s*\n\s*(?=[a-zà-ÿа-я])")


def unligature(char: str) -> str:
    """'ﬁ' -> 'fi' (the Alphabetic Presentation Forms); any other character as it is."""
    return unicodedata.normalize("NFKC", char) if "\ufb00" <= char <= "\ufb06" else char


def mend(text: str) -> str:
    """Text for a person: words hyphenated at line ends joined, ligatures spelled out, line
    breaks as spaces, white space collapsed."""
    text = "".join(unligature(c) for c in _SOFT_BREAK.sub("", text))
    text = _HARD_HYPHEN_BREAK.sub(r"\1", text.replace("\r\n", "\n"))
    return _SPACES.sub(" ", text).strip()


def is_empty_box(box: Rect) -> bool:
    """Whether a character has no box of its own (one PDFium made up: a break, a space)."""
    return box[2] - box[0] <= 0 and box[3] - box[1] <= 0


@dataclass(frozen=True)
class PageText:
    """The characters of one page in reading order, each with its box in PDF points."""

    text: str
    boxes: tuple[Rect, ...]

    def char_at(self, x: float, y: float) -> int | None:
        """The character under the point (x, y), or the nearest one on that line; None when
        the point is on no line at all."""
        nearest: tuple[float, int] | None = None
        for index, box in enumerate(self.boxes):
            if is_empty_box(box):
                continue
            if contains(box, x, y):
                return index
            if box[1] - 2 <= y <= box[3] + 2:
                distance = min(abs(x - box[0]), abs(x - box[2]))
                if nearest is None or distance < nearest[0]:
                    nearest = (distance, index)
        return None if nearest is None else nearest[1]

    def quote(self, start: int, end: int) -> str:
        """The mended text of characters start..end-1."""
        return mend(self.text[start:end])

    def rects(self, start: int, end: int) -> list[Rect]:
        """One rectangle per line run of characters start..end-1 (what a highlight covers)."""
        runs: list[list[Rect]] = []
        for box in self.boxes[start:end]:
            if is_empty_box(box):
                continue
            if runs and _same_line(runs[-1][-1], box):
                runs[-1].append(box)
            else:
                runs.append([box])
        return [union(run) for run in runs]

    def quote_in(self, area: Rect) -> str:
        """The mended words whose characters' centres lie in *area* (what an area marks), in
        reading order; runs apart (two columns) joined by a space."""
        runs: list[list[int]] = []
        for index, box in enumerate(self.boxes):
            if is_empty_box(box) or not contains(
                area, (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
            ):
                continue
            if runs and runs[-1][-1] >= index - 2:  # a space or a break between: one run
                runs[-1].append(index)
            else:
                runs.append([index])
        return join_quotes([self.quote(run[0], run[-1] + 1).strip() for run in runs])

    def find(self, phrase: str, match_case: bool = False) -> list[tuple[int, int]]:
        """Each (start, end) range of characters that reads *phrase*, white space, line-end
        hyphens and ligatures mended, case folded unless *match_case*."""
        wanted = _SPACES.sub(" ", phrase).strip()
        if not wanted:
            return []
        folded, origin = _searchable(self.text, match_case)
        needle = wanted if match_case else wanted.casefold()
        hits, at = [], folded.find(needle)
        while at >= 0:
            hits.append((origin[at], origin[at + len(needle) - 1] + 1))
            at = folded.find(needle, at + len(needle))
        return hits


def _same_line(a: Rect, b: Rect) -> bool:
    """Whether two character boxes sit on one line (their heights overlap by half)."""
    overlap = min(a[3], b[3]) - max(a[1], b[1])
    return overlap >= 0.5 * min(a[3] - a[1], b[3] - b[1]) and b[0] >= a[0] - 1


def _searchable(text: str, match_case: bool) -> tuple[str, list[int]]:
    """*text* with white space runs as one space, hyphens at line ends dropped, ligatures
    spelled out (and case folded), and for each of its characters the index it came from."""
    out: list[str] = []
    origin: list[int] = []
    joining = False  # after a line-end hyphen: the line break that follows is no space
    for index, char in enumerate(text):
        if char in LINE_END_HYPHENS:
            joining = True
            continue
        if char.isspace():
            if out and out[-1] != " " and not joining:
                out.append(" ")
                origin.append(index)
            continue
        joining = False
        spelled = unligature(char)
        for piece in spelled if match_case else spelled.casefold():
            out.append(piece)
            origin.append(index)
    return "".join(out), origin


def join_quotes(pieces: Sequence[str]) -> str:
    """Quotes of consecutive pieces (a selection across pages) as one text."""
    return " ".join(piece for piece in pieces if piece)
