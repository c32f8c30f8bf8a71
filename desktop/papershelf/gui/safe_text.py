"""Library text made safe to show: never markup, no hidden direction changes, no endless words.

Qt guesses whether a tooltip, a label or a message box holds rich text, and rich text loads
images: a title such as ``<img src="/dev/zero">`` would be read as markup. Every piece of
library text (titles, tag, list and search names, file names) goes through one of these:

- ``plain(s)`` for places that show plain text (labels set to Qt.PlainText, status bar,
  window titles, list items, painted cells);
- ``menu_text(s)`` for a QAction's text, where ``&`` marks the shortcut letter;
- ``html_text(s)`` inside a page we build as HTML;
- ``tooltip_html(s)`` for a tooltip or any auto-detecting widget: escaped inside ``<qt>``,
  so Qt treats it as rich text that holds no markup of the library's.

Each reveals bidirectional controls (U+202A-U+202E, U+2066-U+2069, U+200E/F, U+061C) as a
visible marker, so "gnp.exe" written backwards after U+202E cannot pose as "exe.png".
"""

from __future__ import annotations

import html
import re

# Each invisible direction control and the marker shown in its place.
BIDI_MARKERS = {
    "\u202a": "[LRE]", "\u202b": "[RLE]", "\u202c": "[PDF]", "\u202d": "[LRO]",
    "\u202e": "[RLO]", "\u2066": "[LRI]", "\u2067": "[RLI]", "\u2068": "[FSI]",
    "\u2069": "[PDI]", "\u200e": "[LRM]", "\u200f": "[RLM]", "\u061c": "[ALM]",
}  # fmt: skip
_BIDI = re.compile("[" + "".join(BIDI_MARKERS) + "]")
# Control characters other than tab and newline: shown as nothing at all by Qt, or as boxes.
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f]")
TOOLTIP_LIMIT = 600  # characters of library text a tooltip shows (a 400k-character title...)
MESSAGE_LIMIT = 4000  # ... a message box shows
CELL_LIMIT = 1000  # ... a table cell holds (it shows a few hundred at most)
BUTTON_LIMIT = 60  # ... a button or chip shows
# Qt lays out a line of one unbroken word in time that grows with the square of its length
# (a 200,000-character word took 26 s); a break chance every WORD_PIECE characters of a word
# longer than LONG_WORD keeps the cost linear. A word longer than ELIDE_WORD is shown cut.
LONG_WORD = 80
WORD_PIECE = 40
ELIDE_WORD = 3000
ELIDE_HEAD, ELIDE_TAIL = 1200, 200
BREAK = "\u200b"  # zero-width space: a place to wrap, invisible, and taken out again on copy
# A long run of non-space text in an HTML page: characters and whole entities, no tags.
_LONG_RUN = re.compile(r"(?:&#?\w+;|[^\s<>&\u200b]){" + str(LONG_WORD) + ",}")
_UNIT = re.compile(r"&#?\w+;|.", re.DOTALL)
_TAG = re.compile(r"(<[^>]*>)")
_ABSURD_WORD = re.compile(r"\S{" + str(ELIDE_WORD) + ",}")


def reveal_bidi(text: str) -> str:
    """*text* with each bidirectional control replaced by a visible marker such as [RLO]."""
    return _BIDI.sub(lambda found: BIDI_MARKERS[found.group()], text)


def plain(text: str) -> str:
    """Library text for a plain-text place: direction controls revealed, control codes gone."""
    return _CONTROLS.sub("", reveal_bidi(text))


def menu_text(text: str) -> str:
    """Library text for a menu entry: plain, with '&' doubled so it is not a shortcut mark."""
    return plain(text).replace("&", "&&")


def html_text(text: str) -> str:
    """Library text for a page built as HTML: plain, then escaped (quotes too)."""
    return html.escape(plain(text), quote=True)


def shortened(text: str, limit: int = TOOLTIP_LIMIT) -> str:
    """At most *limit* characters of *text*, with '…' when some were left out."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def tooltip_html(text: str, limit: int = TOOLTIP_LIMIT) -> str:
    """A tooltip (or any rich-text-guessing widget) that shows *text* literally, lines kept.

    The escaped text inside <qt> is rich text with nothing of its own to load; long text is
    shortened and may wrap anywhere, so a tooltip stays small and quick to lay out.
    """
    escaped = break_long_words_html(html_text(shortened(text, limit))).replace("\n", "<br>")
    return f"<qt>{escaped}</qt>"


def message_html(text: str) -> str:
    """A message box's text that shows *text* (a file name, a title, an error) literally."""
    return tooltip_html(text, MESSAGE_LIMIT)


def button_text(text: str) -> str:
    """Library text on a button (a tag chip): plain, '&' kept, short enough for a button."""
    return menu_text(shortened(text, BUTTON_LIMIT))


def cell_text(text: str) -> str:
    """Library text for a table or list cell: plain, and no longer than a cell can show."""
    return shortened(plain(text), CELL_LIMIT)


def _broken_run(run: str) -> str:
    """One long word: cut in the middle if absurd, then given a break chance every few letters.

    An entity such as &amp; counts as one letter and is never split.
    """
    units: str | list[str] = _UNIT.findall(run) if "&" in run else run
    hidden = len(units) - ELIDE_HEAD - ELIDE_TAIL
    if len(units) > ELIDE_WORD:
        note = f" … [{hidden:,} more characters: Edit shows them all] … "
        head, tail = "".join(units[:ELIDE_HEAD]), "".join(units[-ELIDE_TAIL:])
        return _broken_run(head) + note + _broken_run(tail)
    pieces = ("".join(units[i : i + WORD_PIECE]) for i in range(0, len(units), WORD_PIECE))
    return BREAK.join(pieces)


def break_long_words_html(page: str) -> str:
    """An HTML page whose long words may wrap (and absurd ones are cut), tags left alone.

    Only the text between tags changes, and only in words longer than LONG_WORD.
    Linear in the page.
    """
    parts = _TAG.split(page)
    for number in range(0, len(parts), 2):  # even parts are text, odd ones tags
        if len(parts[number]) >= LONG_WORD:
            parts[number] = _LONG_RUN.sub(lambda run: _broken_run(run.group()), parts[number])
    return "".join(parts)


def has_absurd_word(text: str) -> bool:
    """Whether *text* holds a word longer than ELIDE_WORD (one Qt would wrap in quadratic time)."""
    return _ABSURD_WORD.search(text) is not None


def without_breaks(text: str) -> str:
    """Text copied from a page: the break chances we added taken out again."""
    return text.replace(BREAK, "")
