"""A Zotero note's HTML as the project's note markup (formats.markup reads it back).

Zotero stores notes as HTML (`<div data-schema-version=..><h1>..</h1><p>..</p></div>`).
Blocks (paragraphs, headings, list items, quotes, table rows) become paragraphs separated
by a blank line; headings and <b>/<strong> become **bold**, <i>/<em> *italic*, <sup>/<sub>
\\textsuperscript/\\textsubscript, <code>/<pre> \\texttt; a list item starts with '- ',
a link keeps its address after its text; every other tag (spans, citations, images) keeps
only its text. Nothing of the HTML reaches the markup as a tag, so nothing needs escaping
beyond what a person could have typed.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

_BLOCKS = frozenset({
    "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "pre", "tr",
    "ul", "ol", "table", "hr",
})  # fmt: skip
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_INLINE = {
    "b": ("**", "**"), "strong": ("**", "**"), "i": ("*", "*"), "em": ("*", "*"),
    "sup": ("\\textsuperscript{", "}"), "sub": ("\\textsubscript{", "}"),
    "code": ("\\texttt{", "}"),
}  # fmt: skip
_SPACES = re.compile(r"[ \t\r\f\v]+")
_BLANKS = re.compile(r"\n{3,}")


class _NoteParser(HTMLParser):
    """Collects a note's text with markup in place of tags."""

    def __init__(self) -> None:
        """An empty output; entities are decoded as text arrives."""
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.links: list[str] = []
        self.closers: list[str] = []  # what each open inline or heading tag needs at its end

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Open a block (a paragraph break) or an inline style."""
        if tag in _BLOCKS:
            self.out.append("\n\n")
        if tag == "li":
            self.out.append("- ")
        if tag == "br":
            self.out.append("\n")
        if tag in _HEADINGS:
            self.out.append("**")
        elif tag in _INLINE:
            self.out.append(_INLINE[tag][0])
        elif tag == "a":
            self.links.append(dict(attrs).get("href") or "")
            self.out.append("")

    def handle_endtag(self, tag: str) -> None:
        """Close what the tag opened."""
        if tag in _HEADINGS:
            self.out.append("**")
        elif tag in _INLINE:
            self.out.append(_INLINE[tag][1])
        elif tag == "a" and self.links:
            href = self.links.pop()
            if href and not href.startswith("#") and not self._ends_with(href):
                self.out.append(f" ({href})")
        if tag in _BLOCKS:
            self.out.append("\n\n")

    def handle_data(self, data: str) -> None:
        """Text, with its runs of white space made one space (as HTML shows it)."""
        self.out.append(_SPACES.sub(" ", data.replace("\n", " ")))

    def _ends_with(self, text: str) -> bool:
        """Whether the output so far ends with text (a link written as its own address)."""
        return "".join(self.out[-3:]).rstrip().endswith(text)


def note_markup(html: str) -> str:
    """A note's HTML as paragraphs of note markup ('' for an empty note)."""
    parser = _NoteParser()
    parser.feed(html or "")
    parser.close()
    text = "".join(parser.out)
    lines = [line.strip() for line in text.split("\n")]
    text = _BLANKS.sub("\n\n", "\n".join(lines)).strip()
    return text.replace("****", "")  # an empty bold run (a heading or <b> with no text)
