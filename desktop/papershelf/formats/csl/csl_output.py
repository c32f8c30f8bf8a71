"""citeproc-py's output formats: plain text, HTML, Markdown and RTF, and the escaping of
the items' own text for each.

HTML writes what citeproc-py's own formatter writes (`<i>`, `<b>`, small caps as a CSS span;
kept here so that nothing imports citeproc-py before a reference is formatted); Markdown writes
`*` and `**`, small caps as plain text and `<sup>`/`<sub>`; RTF writes `\\i`, `\\b`,
`\\scaps`, `\\super`, `\\sub` groups and non-ASCII as `\\uN?`.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

__all__ = [
    "FORMATS", "FORMATTERS", "Guard", "Rendered", "StyleFileError", "hide_style_text",
    "rtf_escape",
]  # fmt: skip

FORMATS = ("text", "html", "markdown", "rtf")


class StyleFileError(ValueError):
    """A .csl file that cannot be read or used; the message says why."""


@dataclass(frozen=True)
class Rendered:
    """What a style made of some items: the in-text citation and one entry per item."""

    citation: str
    entries: tuple[str, ...]


class _Wrapper(str):
    """A piece of output wrapped in a format's markup (citeproc-py's formatter protocol)."""

    before = ""
    after = ""

    def __new__(cls, text: str) -> _Wrapper:
        """The text between the class's opening and closing markup."""
        return super().__new__(cls, f"{cls.before}{text}{cls.after}" if text else "")


def _wrap(before: str, after: str) -> type[_Wrapper]:
    """A wrapper class for one kind of markup."""
    return type("Wrapped", (_Wrapper,), {"before": before, "after": after})


class _Plain:
    """Plain text: markup dropped."""

    preformat = staticmethod(lambda text: str(text))
    Italic = Oblique = Bold = Light = Underline = Superscript = Subscript = SmallCaps = str


class _Html:
    """HTML, as citeproc-py's own formatter writes it (small caps as a CSS span)."""

    preformat = staticmethod(lambda text: html.escape(str(text), quote=False))
    Italic = Oblique = _wrap("<i>", "</i>")
    Bold = _wrap("<b>", "</b>")
    Light = _wrap("<l>", "</l>")
    Underline = _wrap("<u>", "</u>")
    Superscript = _wrap("<sup>", "</sup>")
    Subscript = _wrap("<sub>", "</sub>")
    SmallCaps = _wrap('<span style="font-variant:small-caps;">', "</span>")


_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>#|])")


class _Markdown:
    """Markdown: emphasis with '*', special characters escaped."""

    preformat = staticmethod(lambda text: _MARKDOWN_SPECIAL.sub(r"\\\1", str(text)))
    Italic = Oblique = _wrap("*", "*")
    Bold = _wrap("**", "**")
    Superscript = _wrap("<sup>", "</sup>")
    Subscript = _wrap("<sub>", "</sub>")
    Light = Underline = SmallCaps = str


def rtf_escape(text: str) -> str:
    """Text as RTF: '\\', '{', '}' escaped (non-ASCII is written by _rtf_unicode)."""
    return str(text).replace("\\", "\\\\").replace("{", "\\{").replace("}", "\\}")


def _rtf_unicode(text: str) -> str:
    """Non-ASCII characters as RTF's \\uN? (UTF-16 code units, signed)."""
    if text.isascii():
        return text
    out: list[str] = []
    for char in text:
        if ord(char) < 128:
            out.append(char)
            continue
        data = char.encode("utf-16-le")
        for index in range(0, len(data), 2):
            unit = int.from_bytes(data[index : index + 2], "little", signed=True)
            out.append(f"\\u{unit}?")
    return "".join(out)


class _Rtf:
    """RTF groups for emphasis, small caps and raised or lowered text."""

    preformat = staticmethod(rtf_escape)
    Italic = Oblique = _wrap("{\\i ", "}")
    Bold = _wrap("{\\b ", "}")
    SmallCaps = _wrap("{\\scaps ", "}")
    Superscript = _wrap("{\\super ", "}")
    Subscript = _wrap("{\\sub ", "}")
    Underline = _wrap("{\\ul ", "}")
    Light = str


FORMATTERS: dict[str, Any] = {
    "text": _Plain,
    "html": _Html,
    "markdown": _Markdown,
    "rtf": _Rtf,
}


# A style's own text (a <text value>, affixes, delimiters, terms) is copied into the output
# as it is by citeproc-py, so a hostile style could write '<script>' into HTML, '<a href=…>'
# or '[link](javascript:…)' into Markdown, or '{\\field …}' into RTF. Its characters that
# any format escapes stand in as private-use characters (U+E300…) from the moment the style is
# loaded (the parsed style is shared by every format) until Guard.restore escapes them for
# the format at hand.
_STYLE_SPECIAL = "&<>\\`*_[]#|{}"
_STYLE_HIDE = {ord(c): chr(0xE300 + n) for n, c in enumerate(_STYLE_SPECIAL)}
_STYLE_SHOWN = {chr(0xE300 + n): c for n, c in enumerate(_STYLE_SPECIAL)}


def hide_style_text(text: str) -> str:
    """A style's literal text with every character some format escapes hidden."""
    return text.translate(_STYLE_HIDE)


class Guard:
    """Escaping of the items' own text, which citeproc-py copies into its output as it is
    (only its terms go through the formatter): each character the format must escape
    stands in as a private-use character while the processor runs (no case change
    touches it), and comes out escaped."""

    _ESCAPES: ClassVar[dict[str, dict[str, str]]] = {
        "text": {},
        "html": {"&": "&amp;", "<": "&lt;", ">": "&gt;"},
        "markdown": {c: "\\" + c for c in "\\`*_[]<>#|"},
        "rtf": {"\\": "\\\\", "{": "\\{", "}": "\\}"},
    }

    def __init__(self, fmt: str) -> None:
        escapes = self._ESCAPES[fmt]
        self.rtf = fmt == "rtf"
        self.hide = {ord(c): chr(0xE100 + n) for n, c in enumerate(escapes)}
        self.show = {chr(0xE100 + n): text for n, text in enumerate(escapes.values())}
        self.show |= {h: escapes.get(c, c) for h, c in _STYLE_SHOWN.items()}
        self.shown = re.compile("[\ue100-\ue1ff\ue300-\ue3ff]")

    def item(self, item: dict[str, Any]) -> dict[str, Any]:
        """item with the special characters of its text hidden."""
        return {key: self._hidden(value) for key, value in item.items()}

    def _hidden(self, value: Any) -> Any:
        """A value's text (in names and rich text too) with special characters hidden."""
        if isinstance(value, str):
            return _between_tags(value, lambda text: text.translate(self.hide))
        if isinstance(value, list):
            return [self._hidden(v) for v in value]
        if isinstance(value, dict) and "date-parts" not in value:
            return {k: self._hidden(v) for k, v in value.items()}
        return value

    def restore(self, text: str) -> str:
        """Output with the hidden characters escaped (and RTF's non-ASCII as \\uN?)."""
        text = self.shown.sub(lambda m: self.show.get(m.group(), m.group()), text)
        return _rtf_unicode(text) if self.rtf else text


def _between_tags(text: str, change: Callable[[str], str]) -> str:
    """text with change applied to what lies between its nocase tags."""
    if "<" not in text:
        return change(text)
    pieces = re.split(r'(<span class="nocase">|</span>)', text)
    return "".join(p if i % 2 else change(p) for i, p in enumerate(pieces))
