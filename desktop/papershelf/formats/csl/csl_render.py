"""Formatted references from CSL-JSON items through citeproc-py, as text, HTML, Markdown or RTF.

citeproc-py (a maintained CSL 1.0 processor in pure Python) does the work. A style is
parsed once while its file is unchanged, mended as csl_fixes says; the items are prepared
for the processor (numbered ids, rich text reduced to what citeproc-py reads, each
format's special characters guarded: csl_output), and the output is mended again.

A nocase span that touches a letter or punctuation (`North {A}merican`, `{BERT}:`) made
citeproc-py split the text there when it changes case ('North A Merican', 'BERT :'), so
only spans between spaces reach it. In-text citations come back as lists of pieces; they
are joined. citeproc-py writes en dashes in page ranges itself ('5998–6008').
"""

from __future__ import annotations

import re
import threading
import warnings
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle
from citeproc.source.json import CiteProcJSON

from papershelf.formats.csl import csl_patches
from papershelf.formats.csl.csl_fixes import PATCHES, labeller, mend_output, mend_style
from papershelf.formats.csl.csl_markup import MARKUP_TAG
from papershelf.formats.csl.csl_output import (
    FORMATS,
    FORMATTERS,
    Guard,
    Rendered,
    StyleFileError,
    hide_style_text,
)
from papershelf.i18n import translate

__all__ = ["FORMATS", "Rendered", "StyleFileError", "render", "style_title"]

_CSL = "{http://purl.org/net/xbiblio/csl}"
_LOCK = threading.Lock()  # citeproc-py keeps the formatter on the (shared) style object


# --- styles -------------------------------------------------------------------------------------


@lru_cache(maxsize=32)
def _style(path: str, stamp: float) -> CitationStylesStyle:
    """A parsed style (mended: csl_fixes), cached by file and mtime."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            style = CitationStylesStyle(path, validate=False)
    except Exception as exc:  # lxml's and citeproc-py's many errors
        said = translate("csl_render", "{name}: not a CSL style ({error})")
        raise StyleFileError(said.format(name=Path(path).name, error=exc)) from exc
    if style.root.tag != f"{_CSL}style":
        said = translate("csl_render", "{name}: not a CSL style (no <style> element)")
        raise StyleFileError(said.format(name=Path(path).name))
    mend_style(style)
    _hide_literals(style)
    return style


# The attributes whose values citeproc-py copies into its output, and the elements whose text.
_LITERAL_ATTRIBUTES = (
    "value", "prefix", "suffix", "delimiter", "after-collapse-delimiter",
    "cite-group-delimiter", "year-suffix-delimiter", "initialize-with", "sort-separator",
    "range-delimiter", "subsequent-author-substitute",
)  # fmt: skip
_LITERAL_ELEMENTS = (f"{_CSL}term", f"{_CSL}single", f"{_CSL}multiple")


def _hide_literals(style: CitationStylesStyle) -> None:
    """The style's own text made safe for every format (csl_output.hide_style_text): a
    hostile style's '<script>' comes out as text, never as markup (issue 30, item 13)."""
    for element in style.root.iter():
        for name in _LITERAL_ATTRIBUTES:
            value = element.get(name)
            if value:
                element.set(name, hide_style_text(value))
        if element.tag in _LITERAL_ELEMENTS and element.text:
            element.text = hide_style_text(element.text)


def load_style(path: Path) -> CitationStylesStyle:
    """The style in path, parsed once while the file is unchanged; StyleFileError if not."""
    csl_patches.apply(PATCHES)  # citeproc-py mended (once) before any style is used
    try:
        stamp = path.stat().st_mtime
    except OSError as exc:
        said = translate("csl_render", "{path}: cannot read ({error})")
        raise StyleFileError(said.format(path=path, error=exc.strerror or exc)) from exc
    return _style(str(path), stamp)


def style_title(path: Path) -> str:
    """The title a style's <info> gives (the file name when it has none)."""
    style = load_style(path)
    node = style.root.find(f"{_CSL}info/{_CSL}title")
    return (node.text or "").strip() if node is not None and node.text else path.stem


# --- rendering ----------------------------------------------------------------------------------


def render(items: Sequence[dict[str, Any]], style_path: Path, fmt: str = "text") -> Rendered:
    """The citation of all items (in the order given) and their bibliography entries.

    Items are CSL-JSON dicts; their ids may be anything (citeproc-py folds case, so they
    are numbered here). The bibliography is in the style's order (the order given when
    the style sorts nothing, as IEEE), and numbers follow it.
    """
    if fmt not in FORMATTERS:
        raise ValueError(f"unknown format {fmt!r} (use {', '.join(FORMATS)})")
    style = load_style(style_path)
    guard = Guard(fmt)
    prepared = [guard.item(_for_processor(item, index)) for index, item in enumerate(items)]
    with _LOCK, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        bibliography = CitationStylesBibliography(style, CiteProcJSON(prepared), FORMATTERS[fmt])
        citation = Citation([CitationItem(item["id"]) for item in prepared])
        bibliography.register(citation)
        bibliography.sort()  # the style's order; numbers follow it
        cited = _joined(bibliography.cite(citation, _ignore))
        entries = [_joined(entry) for entry in bibliography.bibliography()] if prepared else []
    mend = mend_output(style, fmt)
    label = labeller(style)
    finish = guard.restore
    return Rendered(finish(mend(cited)), tuple(label(finish(mend(e))) for e in entries))


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

    return MARKUP_TAG.sub(keep, text)


def _joined(value: Any) -> str:
    """citeproc-py's output (a string, or a list of pieces) as one string."""
    if isinstance(value, (list, tuple)):
        return "".join(_joined(piece) for piece in value)
    return str(value)
