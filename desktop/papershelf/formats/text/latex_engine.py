"""The one adapter over pylatexenc: LaTeX to Unicode text, Unicode letters to LaTeX.

latex.py (BibTeX values) and markup_latex.py (for markup.py: titles and abstracts shown as
HTML) both convert through here, so there is one parsing context, one converter per thread
and use, one way of silencing pylatexenc's complaints, one cache, and one guard against the
reference cycles pylatexenc leaves behind. Callers keep their own safety nets (masking
URLs, depth limits, quick tables): `to_text` returns None where pylatexenc fails, never
raises.
"""

from __future__ import annotations

import logging
import threading
import unicodedata
from collections.abc import Generator
from functools import lru_cache
from typing import Literal

from pylatexenc import latex2text, latexencode, latexwalker, macrospec

__all__ = ["encode_word", "is_symbol", "knows", "to_text"]

Mode = Literal["value", "markup"]
_local = threading.local()


def _walker_context() -> macrospec.LatexContextDb:
    """pylatexenc's parsing context plus \\noopsort (one argument, printed as nothing)."""
    db = latexwalker.get_default_latex_context_db()
    db.add_context_category(
        "papershelf", prepend=True, macros=[macrospec.MacroSpec("noopsort", "{")]
    )
    return db


def _text_context() -> macrospec.LatexContextDb:
    """pylatexenc's conversion rules, plus the logos and \\noopsort it gets wrong."""
    db = latex2text.get_default_latex_context_db()
    specs = [
        latex2text.MacroTextSpec("noopsort", discard=True),
        latex2text.MacroTextSpec("TeX", "TeX"),
        latex2text.MacroTextSpec("LaTeX", "LaTeX"),
        latex2text.MacroTextSpec("BibTeX", "BibTeX"),
        latex2text.MacroTextSpec("LaTeXe", "LaTeX2e"),
        # what encode_text writes for these characters, read back as them (pylatexenc
        # leaves the first two as their names and reads the others as accents)
        latex2text.MacroTextSpec("textbraceleft", "{"),
        latex2text.MacroTextSpec("textbraceright", "}"),
        latex2text.MacroTextSpec("textasciicircum", "^"),
        latex2text.MacroTextSpec("textperiodcentered", "\u00b7"),
    ]
    db.add_context_category("papershelf", prepend=True, macros=specs)
    return db


WALKER_CONTEXT = _walker_context()
TEXT_CONTEXT = _text_context()


class _Quiet(logging.Filter):
    """Drop pylatexenc's complaints about the odd LaTeX in real files; callers fall back."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Keep the record unless it comes from one of our own conversions."""
        return not getattr(_local, "busy", False)


for _name in ("pylatexenc.latex2text", "pylatexenc.latexwalker", "pylatexenc.latexencode"):
    logging.getLogger(_name).addFilter(_Quiet())


class _Converter(latex2text.LatexNodes2Text):
    """pylatexenc's converter, with \\input and \\include unable to read any file."""

    def read_input_file(self, fn: str) -> str:
        """Never read a file a value names (pylatexenc only would if configured to)."""
        return ""


def _converter(mode: Mode) -> _Converter:
    """This thread's converter for mode (pylatexenc does not promise thread safety).

    'value': math kept as typed ($x^2$), for BibTeX values; 'markup': math as text and
    spaces as in the source, for markup_latex.py's formulas and symbols.
    """
    conv: _Converter | None = getattr(_local, mode, None)
    if conv is None:
        if mode == "value":
            conv = _Converter(latex_context=TEXT_CONTEXT, math_mode="verbatim")
        else:
            conv = _Converter(
                latex_context=TEXT_CONTEXT, math_mode="text", strict_latex_spaces="based-on-source"
            )
        setattr(_local, mode, conv)
    return conv


@lru_cache(maxsize=20_000)
def to_text(src: str, mode: Mode = "value") -> str | None:
    """pylatexenc's Unicode text for src, remembered; None where pylatexenc fails."""
    conversions: Generator[str | None, tuple[str, Mode], None] | None = getattr(
        _local, "conversions", None
    )
    if conversions is None:
        conversions = _local.conversions = _conversions()
        next(conversions)
    try:
        return conversions.send((src, mode))
    except BaseException:
        _local.conversions = None  # it ended with the error (an interrupt): a new one next time
        raise


def _conversions() -> Generator[str | None, tuple[str, Mode], None]:
    """Receive (LaTeX, mode), yield its text (None on failure), for ever.

    pylatexenc keeps an exception it caught in a local variable: a reference cycle of its
    frames, which only the cyclic garbage collector frees, and which holds every caller's
    frame (their local variables: while a .bib file is read, its records). Run inside a
    generator that never ends, the frames' chain of callers stops at the generator, so a
    cycle holds nothing but pylatexenc's own objects while the collector is paused.
    """
    text: str | None = None
    while True:
        src, mode = yield text
        text = _convert(src, mode)


def _convert(src: str, mode: Mode) -> str | None:
    """One pylatexenc conversion (its complaints silenced); None if it fails."""
    _local.busy = True
    try:
        walker = latexwalker.LatexWalker(src, latex_context=WALKER_CONTEXT, tolerant_parsing=True)
        nodes, _, _ = walker.get_latex_nodes()
        return str(_converter(mode).nodelist_to_text(nodes))
    except Exception:  # pylatexenc on odd input (RecursionError too): the caller falls back
        return None
    finally:
        _local.busy = False


def knows(name: str) -> bool:
    """Whether pylatexenc has a text rule for the command \\name."""
    return TEXT_CONTEXT.get_macro_spec(name) is not None


@lru_cache(maxsize=1024)
def is_symbol(name: str) -> bool:
    """Whether pylatexenc knows \\name as a command without arguments ('ss', 'o', 'AA')."""
    if not knows(name):
        return False
    spec = WALKER_CONTEXT.get_macro_spec(name)
    return spec is None or not getattr(spec.args_parser, "argspec", "")


def _encoder() -> latexencode.UnicodeToLatexEncoder:
    """One Unicode-to-LaTeX encoder per thread: non-ASCII only, each replacement braced."""
    enc: latexencode.UnicodeToLatexEncoder | None = getattr(_local, "encoder", None)
    if enc is None:
        enc = latexencode.UnicodeToLatexEncoder(
            non_ascii_only=True, replacement_latex_protection="braces-all",
            unknown_char_policy="keep", unknown_char_warning=False,
        )  # fmt: skip
        _local.encoder = enc
    return enc


@lru_cache(maxsize=16384)
def encode_word(text: str) -> str:
    """A word's non-ASCII letters as LaTeX ('{\\"u}'), remembered: names recur."""
    _local.busy = True
    try:
        return str(_encoder().unicode_to_latex(unicodedata.normalize("NFC", text)))
    finally:
        _local.busy = False
