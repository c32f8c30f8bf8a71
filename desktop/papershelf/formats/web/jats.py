"""JATS and inline HTML from metadata services, turned into the project's markup.

Crossref abstracts arrive as JATS (``<jats:p>``, ``<jats:italic>``, ``<jats:sec>`` with a
``<jats:title>``), titles as HTML with ``<i>``/``<sub>``/``<sup>``. Papershelf stores abstracts
in its own markup (LaTeX commands that `formats.markup` renders: ``\\emph{…}``,
``\\textbf{…}``, ``\\textsuperscript{…}``), and titles as plain Unicode. Characters that the
markup would read as commands (``\\ { } $ %``) are escaped, so fetched text shows as sent.
A lone "Abstract" heading is dropped; section headings become bold run-in heads.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

__all__ = ["escape_markup", "to_markup", "to_plain_title"]

# Inline elements -> the markup command that shows them (JATS and HTML names alike).
_STYLES = {
    "italic": "emph", "i": "emph", "em": "emph",
    "bold": "textbf", "b": "textbf", "strong": "textbf",
    "sup": "textsuperscript", "sub": "textsubscript",
    "sc": "textsc", "monospace": "texttt", "tt": "texttt", "code": "texttt",
}  # fmt: skip
_BLOCKS = frozenset({"p", "sec", "list-item", "li", "disp-quote", "abstract", "div", "br"})
_ESCAPES = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "%": r"\%"}
_SPACE = re.compile(r"\s+")
_PUNCT_SPACE = re.compile(r"\s+([,.;:)])")


def _local(tag: str) -> str:
    """'jats:italic' -> 'italic'."""
    return tag.rsplit(":", 1)[-1].lower()


def escape_markup(text: str) -> str:
    """Text with the characters the markup treats as commands escaped."""
    return "".join(_ESCAPES.get(char, char) for char in text)


class _Markup(HTMLParser):
    """Collects the markup of a JATS/HTML fragment, paragraph by paragraph."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.paragraphs: list[str] = []
        self.current: list[str] = []
        self.open: list[str] = []
        self.title: list[str] | None = None  # the text of a heading being read
        self.head = ""  # a section heading waiting for its paragraph

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Open a style, start a paragraph, or start collecting a heading."""
        name = _local(tag)
        if name == "title":
            self.end_paragraph()
            self.title = []
        elif name in _BLOCKS:
            self.end_paragraph()
        elif name in _STYLES:
            self.current.append(f"\\{_STYLES[name]}{{")
            self.open.append(name)

    def handle_endtag(self, tag: str) -> None:
        """Close a style, end a paragraph, or keep a heading for the next paragraph."""
        name = _local(tag)
        if name == "title" and self.title is not None:
            heading = _SPACE.sub(" ", "".join(self.title)).strip().rstrip(".:")
            self.title = None
            if heading and heading.lower() != "abstract":
                self.head = f"\\textbf{{{escape_markup(heading)}.}} "
        elif name in _BLOCKS:
            self.end_paragraph()
        elif name in _STYLES and name in self.open:
            while self.open:
                self.current.append("}")
                if self.open.pop() == name:
                    break

    def handle_data(self, data: str) -> None:
        """Text, escaped; a heading's text is kept apart."""
        if self.title is not None:
            self.title.append(data)
        else:
            self.current.append(escape_markup(data))

    def end_paragraph(self) -> None:
        """Close any open style and keep the paragraph (after its heading), if it has text."""
        self.current.extend("}" * len(self.open))
        self.open.clear()
        text = _tidy("".join(self.current))
        self.current = []
        if text:
            self.paragraphs.append(self.head + text)
            self.head = ""

    def finish(self) -> str:
        """All paragraphs, a blank line apart; a heading with nothing after it stays alone."""
        self.close()
        self.end_paragraph()
        if self.head:
            self.paragraphs.append(self.head.strip())
        return "\n\n".join(self.paragraphs)


def _tidy(text: str) -> str:
    """One line: white space folded, none before closing punctuation or after '('."""
    text = _SPACE.sub(" ", text).strip()
    return _PUNCT_SPACE.sub(r"\1", text).replace("( ", "(")


def to_markup(fragment: str) -> str:
    """A JATS or HTML abstract as the project's markup: paragraphs apart by a blank line."""
    parser = _Markup()
    parser.feed(fragment)
    return parser.finish()


class _Plain(HTMLParser):
    """Collects the text of an HTML fragment, tags dropped."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        """Keep the text."""
        self.parts.append(data)


def to_plain_title(fragment: str) -> str:
    """A title with inline HTML as one line of plain Unicode."""
    parser = _Plain()
    parser.feed(fragment)
    parser.close()
    text = _SPACE.sub(" ", "".join(parser.parts)).strip()
    return re.sub(r"\s*/\s*", "/", text) if "/" in text else text
