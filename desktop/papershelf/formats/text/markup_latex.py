"""pylatexenc in small doses, for inline markup: symbols, accents and the text of formulas.

pylatexenc (through latex_engine) only ever sees one formula, accent or symbol name at a
time, and each to_html/to_plain call may hand it _LATEX_BUDGET formulas; past that, and for
groups nested deeper than it can take, a quick table of symbols does the work.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from papershelf.formats.text import latex_engine

_LATEX_BUDGET = 400  # formulas per to_html/to_plain call given to pylatexenc (~0.1 ms each)

# Argument-less commands pylatexenc gets wrong or does not know.
_TEXT_SYMBOLS = {
    "LaTeX": "LaTeX", "TeX": "TeX", "BibTeX": "BibTeX", "LaTeXe": "LaTeX2ε", "today": "",
    "xspace": "", "prime": "\u2032", "S": "§", "P": "¶",
}  # fmt: skip

# An escaped character or a brace: what brace matching reads (here and in markup_math).
BRACE = re.compile(r"\\.|[{}]", re.DOTALL)
_CHEAP_LATEX = re.compile(r"\\([A-Za-z]+)|\\(.)|[{}]", re.DOTALL)

_MATH_ALPHANUMERIC = re.compile("[\U0001d400-\U0001d7ff]")


class Budget:
    """How many more formulas this call may hand to pylatexenc before using the quick table."""

    def __init__(self) -> None:
        self.left = _LATEX_BUDGET


def _pylatexenc(src: str, fallback: str | None = None) -> str:
    """LaTeX to text through latex_engine; on failure *fallback*, or the quick table."""
    out = latex_engine.to_text(src, "markup")
    if out is None:
        out = _cheap_latex(src) if fallback is None else fallback
    if "%s" in out and "%s" not in src:  # pylatexenc's template leaked (\frac with one arg)
        out = _cheap_latex(src)
    return _MATH_ALPHANUMERIC.sub(_fold_math_letter, out)


def _fold_math_letter(match: re.Match[str]) -> str:
    """Script O -> O: the math alphabets are missing from many fonts and never match a search."""
    return unicodedata.normalize("NFKC", match.group())


@lru_cache(maxsize=2048)
def symbol_text(name: str) -> str:
    """The text of an argument-less command (\\ldots, \\ss, \\alpha); unknown ones vanish."""
    if name in _TEXT_SYMBOLS:
        return _TEXT_SYMBOLS[name]
    if not latex_engine.knows(name):  # unknown to pylatexenc: it would print nothing
        return ""
    # A command pylatexenc fails on alone (\href wants two arguments) vanishes too; the quick
    # table would look the same name up here again, without end.
    return _pylatexenc("\\" + name, fallback="")


@lru_cache(maxsize=1024)
def takes_no_argument(name: str) -> bool:
    """Whether pylatexenc knows name as a symbol, so a following {..} is an ordinary group."""
    return name in _TEXT_SYMBOLS or latex_engine.is_symbol(name)


@lru_cache(maxsize=1024)
def accented_letter(accent: str, base: str) -> str:
    """\\'{e} -> é through pylatexenc; the bare letter if it cannot."""
    if not base:  # \~{} and \^{} are how LaTeX writes a plain ~ and ^ (in URLs, say)
        return "" if accent.isalpha() else accent
    out = _pylatexenc(f"\\{accent}{{{base}}}")
    return unicodedata.normalize("NFC", out) or base


def _cheap_latex(src: str) -> str:
    """A quick LaTeX to text: known symbols, escaped characters, braces dropped."""

    def replace(match: re.Match[str]) -> str:
        if match.group(1):
            name = match.group(1)
            return symbol_text(name) if takes_no_argument(name) else ""
        return match.group(2) or ""

    return _CHEAP_LATEX.sub(replace, src)


def latex_text(src: str, budget: Budget) -> str:
    """A formula's text; pylatexenc while the budget lasts and braces are sane."""
    if not any(c in src for c in "\\{}~") and "--" not in src and "``" not in src:
        return src  # nothing for pylatexenc to do: the common $7$, $x$, $O(n)$
    if budget.left <= 0 or _brace_depth(src) > 12:  # deep groups overflow pylatexenc's stack
        return _cheap_latex(src)
    budget.left -= 1
    return _pylatexenc(_balance_braces(src))


def _brace_depth(src: str) -> int:
    """Deepest {..} nesting in src."""
    depth = deepest = 0
    for match in BRACE.finditer(src):
        char = match.group()
        if char == "{":
            depth += 1
            deepest = max(deepest, depth)
        elif char == "}":
            depth = max(depth - 1, 0)
    return deepest


def _balance_braces(src: str) -> str:
    """Drop stray '}' and close open '{' so pylatexenc does not warn or misparse."""
    out: list[str] = []
    depth = pos = 0
    for match in BRACE.finditer(src):
        char = match.group()
        if char == "{":
            depth += 1
        elif char == "}":
            if depth == 0:
                out.append(src[pos : match.start()])
                pos = match.end()
                continue
            depth -= 1
    out.append(src[pos:])
    return "".join(out) + "}" * depth
