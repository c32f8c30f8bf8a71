"""Formatted references from CSL-JSON items through citeproc-py, as text, HTML, Markdown or RTF.

citeproc-py (a maintained CSL 1.0 processor in pure Python) does the work; what it gets
wrong for the bundled styles is mended here, each a rule of the CSL specification:

- `initialize="false"` (MLA, Chicago): citeproc-py initialises given names anyway; the
  style is loaded with `initialize-with` removed where `initialize` is false.
- a localized date's delimiter (NLM/Vancouver's '2016 Jun 3'): citeproc-py joins the
  parts with the calling element's delimiter instead; the style is loaded with it copied.
- `punctuation-in-quote` (en-US locales): a comma or period after a closing quotation
  mark moves inside it ('"Title," in'), as American styles want.
- `second-field-align` (IEEE, Vancouver, Nature, ACM) and `display="left-margin"`:
  citeproc-py writes no block for the label, so '[1]' runs into the author; a space (a
  tab in RTF) separates them.
- a nocase span that touches a letter or punctuation (`North {A}merican`, `{BERT}:`)
  makes citeproc-py split the text there when it changes case ('North A Merican',
  'BERT :'); only spans between spaces are kept.
- trailing spaces (an entry that ends after a delimiter) are removed.
- in-text citations come back as lists of pieces; they are joined.
- a doubled period where a field ends in one ('et al..', 'Inc..') is one period.
- en dashes in page ranges: citeproc-py writes them itself ('5998–6008').

Formats: plain text, HTML (`<i>`, `<b>`, small caps as a CSS span), Markdown (`*`,
`**`, small caps as plain text, `<sup>`/`<sub>`) and RTF (`\\i`, `\\b`, `\\scaps`,
`\\super`, `\\sub`, non-ASCII as `\\uN?`).
"""

from __future__ import annotations

import html
import re
import threading
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, ClassVar

from citeproc import (
    Citation,
    CitationItem,
    CitationStylesBibliography,
    CitationStylesStyle,
    formatter,
)
from citeproc.source.json import CiteProcJSON

from papershelf.formats.csl_markup import MARKUP_TAG

__all__ = ["FORMATS", "Rendered", "StyleFileError", "render", "style_title"]

FORMATS = ("text", "html", "markdown", "rtf")
_CSL = "{http://purl.org/net/xbiblio/csl}"
_NOCASE = re.compile(r'<span class="nocase">|</span>')
_LOCK = threading.Lock()  # citeproc-py keeps the formatter on the (shared) style object


class StyleFileError(ValueError):
    """A .csl file that cannot be read or used; the message says why."""


@dataclass(frozen=True)
class Rendered:
    """What a style made of some items: the in-text citation and one entry per item."""

    citation: str
    entries: tuple[str, ...]


# --- formatters ---------------------------------------------------------------------------------


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


_FORMATTERS: dict[str, Any] = {
    "text": _Plain,
    "html": formatter.html,
    "markdown": _Markdown,
    "rtf": _Rtf,
}


# --- styles -------------------------------------------------------------------------------------


@lru_cache(maxsize=32)
def _style(path: str, stamp: float) -> CitationStylesStyle:
    """A parsed style (mended, see the module docstring), cached by file and mtime."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            style = CitationStylesStyle(path, validate=False)
    except Exception as exc:  # lxml's and citeproc-py's many errors
        raise StyleFileError(f"{Path(path).name}: not a CSL style ({exc})") from exc
    if style.root.tag != f"{_CSL}style":
        raise StyleFileError(f"{Path(path).name}: not a CSL style (no <style> element)")
    _mend_initialize(style)
    _mend_date_delimiters(style)
    return style


def load_style(path: Path) -> CitationStylesStyle:
    """The style in path, parsed once while the file is unchanged; StyleFileError if not."""
    try:
        stamp = path.stat().st_mtime
    except OSError as exc:
        raise StyleFileError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    return _style(str(path), stamp)


def _mend_initialize(style: CitationStylesStyle) -> None:
    """Where initialize="false", drop initialize-with: citeproc-py ignores initialize."""
    for element in style.root.iter():
        if element.get("initialize") == "false" and "initialize-with" in element.attrib:
            del element.attrib["initialize-with"]


def _mend_date_delimiters(style: CitationStylesStyle) -> None:
    """Give a localized date call the delimiter of the style's own localized date:
    citeproc-py joins the parts with the calling element's (none: '2016Jun')."""
    delimiters = {
        date.get("form"): date.get("delimiter")
        for date in style.root.iterfind(f"{_CSL}locale/{_CSL}date")
        if date.get("delimiter") is not None
    }
    if not delimiters:
        return
    for date in style.root.iter(f"{_CSL}date"):
        form = date.get("form")
        if form in delimiters and date.get("delimiter") is None and date.get("variable"):
            date.set("delimiter", delimiters[form])


def style_title(path: Path) -> str:
    """The title a style's <info> gives (the file name when it has none)."""
    style = load_style(path)
    node = style.root.find(f"{_CSL}info/{_CSL}title")
    return (node.text or "").strip() if node is not None and node.text else path.stem


def _is_note_style(style: CitationStylesStyle) -> bool:
    """Whether the style cites in footnotes (its citation is a whole reference)."""
    return style.root.get("class") == "note"


def _locale(style: CitationStylesStyle) -> str:
    """The style's default locale (en-US when it names none)."""
    return str(style.root.get("default-locale") or "en-US")


def _has_left_margin(style: CitationStylesStyle) -> bool:
    """Whether the bibliography puts a label in the left margin ('[1]', '1.')."""
    bibliography = style.root.find(f"{_CSL}bibliography")
    if bibliography is not None and bibliography.get("second-field-align"):
        return True
    return any(e.get("display") == "left-margin" for e in style.root.iter(f"{_CSL}*"))


# --- rendering ----------------------------------------------------------------------------------


def render(items: Sequence[dict[str, Any]], style_path: Path, fmt: str = "text") -> Rendered:
    """The citation of all items (in the order given) and their bibliography entries.

    Items are CSL-JSON dicts; their ids may be anything (citeproc-py folds case, so they
    are numbered here). The bibliography is in the style's order (numeric styles: the
    order given).
    """
    if fmt not in _FORMATTERS:
        raise ValueError(f"unknown format {fmt!r} (use {', '.join(FORMATS)})")
    style = load_style(style_path)
    guard = _Guard(fmt)
    prepared = [guard.item(_for_processor(item, index)) for index, item in enumerate(items)]
    with _LOCK, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        bibliography = CitationStylesBibliography(style, CiteProcJSON(prepared), _FORMATTERS[fmt])
        citation = Citation([CitationItem(item["id"]) for item in prepared])
        bibliography.register(citation)
        cited = _joined(bibliography.cite(citation, _ignore))
        entries = [_joined(entry) for entry in bibliography.bibliography()] if prepared else []
    mend = _mender(style, fmt)
    label = _labeller(style, fmt)
    finish = guard.restore
    return Rendered(finish(mend(cited)), tuple(finish(label(mend(e))) for e in entries))


class _Guard:
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
        self.shown = re.compile("[\ue100-\ue1ff]")

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
        if self.hide:
            text = self.shown.sub(lambda m: self.show.get(m.group(), m.group()), text)
        return _rtf_unicode(text) if self.rtf else text


def _between_tags(text: str, change: Callable[[str], str]) -> str:
    """text with change applied to what lies between its nocase tags."""
    if "<" not in text:
        return change(text)
    pieces = re.split(r'(<span class="nocase">|</span>)', text)
    return "".join(p if i % 2 else change(p) for i, p in enumerate(pieces))


def _ignore(item: Any) -> None:
    """citeproc-py's callback for a cited key it does not know (cannot happen here)."""


def _for_processor(item: dict[str, Any], index: int) -> dict[str, Any]:
    """An item as citeproc-py takes it: a numbered id, rich text reduced to what it
    reads (nocase spans), no custom object."""
    prepared: dict[str, Any] = {"id": f"item{index}"}
    for key, value in item.items():
        if key in ("id", "custom"):
            continue
        prepared[key] = _processor_text(value) if isinstance(value, str) else value
    prepared.setdefault("type", "document")
    return prepared


_INWORD_NOCASE = re.compile(
    r'(?<=\S)<span class="nocase">([^<]*)</span>|'
    r'<span class="nocase">([^<]*)</span>(?=\S)'
)


def _processor_text(text: str) -> str:
    """Rich text with every tag but whole-word nocase spans removed (citeproc-py prints
    the others, and splits a word at a span inside it)."""
    if "<" not in text:
        return text
    text = _INWORD_NOCASE.sub(lambda m: m.group(1) or m.group(2) or "", text)
    kept: list[str] = []
    depth: list[bool] = []

    def keep(match: re.Match[str]) -> str:
        """A tag kept (a nocase span and its end) or dropped."""
        tag = match.group()
        if tag == "</span>":
            return "</span>" if depth and depth.pop() else ""
        if tag.startswith("</"):
            return ""
        nocase = tag == '<span class="nocase">'
        if tag.startswith("<span"):
            depth.append(nocase)
        return tag if nocase else ""

    kept.append(MARKUP_TAG.sub(keep, text))
    return "".join(kept)


def _joined(value: Any) -> str:
    """citeproc-py's output (a string, or a list of pieces) as one string."""
    if isinstance(value, (list, tuple)):
        return "".join(_joined(piece) for piece in value)
    return str(value)


# --- mending ------------------------------------------------------------------------------------

_QUOTE_PUNCTUATION = re.compile(r"\u201d([.,])")
_LABEL = re.compile(r"^((?:\[\d+\]|\(\d+\)|\d+\.?)(?:</?[a-z]+>)*)(?=\S)")
_DOUBLE_PERIOD = re.compile(r"(?<![.\s])\.\.(?=\s|$|<|})")


def _mender(style: CitationStylesStyle, fmt: str) -> Callable[[str], str]:
    """The post-processing a style's output needs (see the module docstring)."""
    american = _locale(style).startswith("en-US")

    def mend(text: str) -> str:
        """One piece of output, mended."""
        if american:
            text = _QUOTE_PUNCTUATION.sub("\\1\u201d", text)
        text = _DOUBLE_PERIOD.sub(".", text)
        return text.rstrip()

    return mend


def _labeller(style: CitationStylesStyle, fmt: str) -> Callable[[str], str]:
    """A space (an RTF tab) after an entry's label, for styles that set labels apart."""
    if not _has_left_margin(style):
        return lambda text: text
    gap = "\\1\\\\tab " if fmt == "rtf" else "\\1 "
    return lambda text: _LABEL.sub(gap, text)


def plain_text(rendered_html: str) -> str:
    """HTML output as plain text (tags dropped, entities decoded)."""
    return html.unescape(re.sub(r"<[^>]+>", "", rendered_html))
