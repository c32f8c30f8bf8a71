"""Inline markup in titles and abstracts (Markdown-ish and LaTeX) to safe HTML or plain Unicode.

Abstracts arrive with whatever their authors typed: ``**bold**``, ``*italic*``, ``\\emph{..}``,
inline math ``$O(n^2)$``, escapes such as ``\\%`` and accents such as ``{\\"o}``. ``to_html``
turns that into a small, fixed subset of HTML for Qt's rich-text views and ``to_plain`` into
one line of plain Unicode for lists, search and titles.

Safety comes from the construction, not from filtering: the input is cut into tokens by one
regular expression, every character the author wrote only ever reaches the output as escaped
text, and tags come from a fixed table. Every pattern is linear (no nested quantifiers, bounded
spans), brace and emphasis matching use stacks, and trees are walked without recursion, so no
input can make it raise, hang or overflow the stack. pylatexenc only ever sees small pieces
(one math formula, one accent, one symbol name), with a per-call budget.

The parts live beside this module: markup_paragraph (tokens, braces), markup_emphasis,
markup_math (formulas), markup_latex (pylatexenc) and markup_tree (the nodes and their walks).
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Iterator, Sequence
from functools import lru_cache

from papershelf.formats.text.markup_latex import Budget
from papershelf.formats.text.markup_paragraph import Paragraph
from papershelf.formats.text.markup_tree import Node, Text, html_segments, plain_text

__all__ = ["ALLOWED_TAGS", "to_html", "to_plain"]

# Every tag to_html can produce; the GUI and the tests rely on this being the whole list.
ALLOWED_TAGS = frozenset({"p", "b", "i", "code", "sub", "sup", "span", "br", "mark"})

# Beyond this many characters the rest of a text is shown literally: real abstracts are a few
# thousand characters, and a megabyte of markup is garbage or an attack, not something to format.
MAX_MARKUP_CHARS = 50_000

_BLOCK_TAGS = frozenset({"<p>", "</p>", "<br>"})

_WHITESPACE = re.compile(r"[^\S\xa0\u202f]+")

_UNSAFE = re.compile("[\x00-\x08\x0e-\x1f\x7f\ud800-\udfff]")  # NUL & co., lone surrogates


def _paragraphs(text: str) -> Iterator[str]:
    """Blank lines separate paragraphs; single newlines are spaces."""
    lines: list[str] = []
    for line in text.splitlines():
        if line.strip():
            lines.append(line.strip())
        elif lines:
            yield "\n".join(lines)
            lines = []
    if lines:
        yield "\n".join(lines)


def _parse(text: str) -> Iterator[tuple[Node, ...]]:
    """Each paragraph's nodes; past MAX_MARKUP_CHARS paragraphs are literal text."""
    budget = Budget()
    seen = 0
    for para in _paragraphs(_UNSAFE.sub(_replace_unsafe, text)):
        seen += len(para)
        if seen > MAX_MARKUP_CHARS:
            yield (Text(para),)
        else:
            yield Paragraph(para, budget).parse()


def _replace_unsafe(match: re.Match[str]) -> str:
    """Control characters go; lone surrogates (which Qt cannot take) become �."""
    return "\ufffd" if "\ud800" <= match.group() <= "\udfff" else ""


def to_html(text: str, highlight: Sequence[str] = ()) -> str:
    """Title or abstract markup as an HTML fragment of <p> paragraphs, safe for QTextBrowser.

    Only the tags in ALLOWED_TAGS appear, and never an attribute from the input: everything
    the author wrote is escaped text. Words starting with one of ``highlight`` (case and
    accents ignored) are wrapped in <mark>.
    """
    segments: list[tuple[bool, str]] = []
    for nodes in _parse(text or ""):
        segments.append((False, "<p>"))
        segments.extend(
            (True, _WHITESPACE.sub(" ", value)) if is_text else (False, value)
            for is_text, value in html_segments(nodes)
        )
        segments.append((False, "</p>"))
    terms = (highlight,) if isinstance(highlight, str) else tuple(highlight)
    if terms:
        segments = _highlight(segments, terms)
    return "".join(html.escape(value) if is_text else value for is_text, value in segments)


def to_plain(text: str) -> str:
    """Title or abstract markup as one line of plain Unicode: markup gone, math as symbols."""
    plain = " ".join(plain_text(nodes) for nodes in _parse(text or ""))
    return _WHITESPACE.sub(" ", plain).strip()


# --- highlighting ---------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _fold_char(char: str) -> str:
    """ö -> o, ß -> ss, Ä -> a: what a search term is compared against."""
    decomposed = unicodedata.normalize("NFKD", char)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _fold(text: str) -> tuple[str, list[int] | None]:
    """Folded text and, unless it is ASCII, where each folded character came from."""
    if text.isascii():
        return text.lower(), None
    out: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        folded = _fold_char(char)
        out.append(folded)
        origin.extend([index] * len(folded))
    return "".join(out), origin


def _highlight(segments: list[tuple[bool, str]], terms: Sequence[str]) -> list[tuple[bool, str]]:
    """Wrap word starts matching a term in <mark>, split around tags so nesting stays valid."""
    pieces = [text if is_text else _separator(text) for is_text, text in segments]
    ranges = highlight_spans("".join(pieces), terms)
    return _insert_marks(segments, pieces, ranges) if ranges else segments


def highlight_spans(text: str, terms: Sequence[str]) -> list[tuple[int, int]]:
    """(start, end) of each word start in *text* matching a term, case and accents ignored."""
    folded_terms = sorted({_fold(t.strip())[0] for t in terms if t.strip()}, key=len, reverse=True)
    if not folded_terms:
        return []
    folded, origin = _fold(text)
    pattern = re.compile(r"(?<![^\W_])(?:" + "|".join(map(re.escape, folded_terms)) + ")")
    ranges: list[tuple[int, int]] = []
    for match in pattern.finditer(folded):
        start, end = match.span()
        if origin is not None:
            start, end = origin[start], origin[end - 1] + 1
        if ranges and start < ranges[-1][1]:
            start = ranges[-1][1]
        if end > start:
            ranges.append((start, end))
    return ranges


def _separator(tag: str) -> str:
    """What a tag adds to the visible text: a paragraph or a break ends a word."""
    return "\n" if tag in _BLOCK_TAGS else ""


def _insert_marks(
    segments: list[tuple[bool, str]], pieces: list[str], ranges: list[tuple[int, int]]
) -> list[tuple[bool, str]]:
    """Cut text segments at the highlighted ranges (sorted, disjoint) and add <mark> tags."""
    out: list[tuple[bool, str]] = []
    offset = 0
    current = 0
    for (is_text, value), piece in zip(segments, pieces, strict=True):
        end = offset + len(piece)
        if not is_text:
            out.append((False, value))
            offset = end
            continue
        pos = offset
        while current < len(ranges) and ranges[current][0] < end:
            start, stop = max(ranges[current][0], pos), min(ranges[current][1], end)
            if start > pos:
                out.append((True, _visible_slice(value, offset, pos, start)))
            if stop > start:
                out.extend([(False, "<mark>"), (True, _visible_slice(value, offset, start, stop)),
                            (False, "</mark>")])  # fmt: skip
            pos = max(pos, stop)
            if ranges[current][1] <= end:
                current += 1
            else:
                break
        if pos < end:
            out.append((True, _visible_slice(value, offset, pos, end)))
        offset = end
    return out


def _visible_slice(value: str, offset: int, start: int, stop: int) -> str:
    """The part of a text segment (starting at offset in the visible text) from start to stop."""
    return value[start - offset : stop - offset]
