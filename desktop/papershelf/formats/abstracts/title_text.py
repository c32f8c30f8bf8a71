"""An abstract made ready for title inference: plain text, its sentences and its words.

Markdown bold/italic, LaTeX text commands and $math$ become plain text (math marked, so
Title Case leaves it alone); the phrases the author set in bold are kept as likely names.
The word lists of the title modules are written with `word_set` and `word_pairs`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# A title comes from the first sentences; reading further only costs time.
_MAX_SENTENCES = 60


def word_set(text: str) -> frozenset[str]:
    """A set of words written as one string, so that long word lists stay compact."""
    return frozenset(text.split())


def word_pairs(text: str) -> dict[str, str]:
    """A mapping written as 'key:value' words in one string ('found:find built:build')."""
    return dict(pair.split(":", 1) for pair in text.split())


# ---------------------------------------------------------------------------
# Markup: Markdown bold/italic, LaTeX text commands and $math$ -> plain text.

_GREEK = word_set(
    "alpha beta gamma delta epsilon zeta eta theta iota kappa lamda mu nu xi omicron pi rho "
    "sigma tau upsilon phi chi psi omega"
)
_LATEX_SYMBOLS = {
    "times": "\N{MULTIPLICATION SIGN}",
    "cdot": "\N{MIDDLE DOT}",
    "pm": "\N{PLUS-MINUS SIGN}",
    "leq": "\N{LESS-THAN OR EQUAL TO}",
    "le": "\N{LESS-THAN OR EQUAL TO}",
    "geq": "\N{GREATER-THAN OR EQUAL TO}",
    "ge": "\N{GREATER-THAN OR EQUAL TO}",
    "neq": "\N{NOT EQUAL TO}",
    "ne": "\N{NOT EQUAL TO}",
    "approx": "\N{ALMOST EQUAL TO}",
    "sim": "~",
    "infty": "\N{INFINITY}",
    "to": "\N{RIGHTWARDS ARROW}",
    "rightarrow": "\N{RIGHTWARDS ARROW}",
    "leftarrow": "\N{LEFTWARDS ARROW}",
    "in": "\N{ELEMENT OF}",
    "ell": "\N{SCRIPT SMALL L}",
    "sqrt": "\N{SQUARE ROOT}",
    "sum": "\N{N-ARY SUMMATION}",
    "prod": "\N{N-ARY PRODUCT}",
    "partial": "\N{PARTIAL DIFFERENTIAL}",
    "nabla": "\N{NABLA}",
    "log": "log",
    "exp": "exp",
    "LaTeX": "LaTeX",
    "TeX": "TeX",
    "ldots": "\N{HORIZONTAL ELLIPSIS}",
    "dots": "\N{HORIZONTAL ELLIPSIS}",
    "textendash": "\N{EN DASH}",
    "textemdash": "\N{EM DASH}",
    # \alpha -> the Greek letter, \Gamma -> the capital; Unicode spells lambda "lamda".
    **{
        name.replace("lamda", "lambda"): unicodedata.lookup(f"GREEK SMALL LETTER {name}")
        for name in _GREEK
    },
    **{
        name.replace("lamda", "lambda").capitalize(): unicodedata.lookup(
            f"GREEK CAPITAL LETTER {name}"
        )
        for name in _GREEK
    },
    "varepsilon": "\N{GREEK SMALL LETTER EPSILON}",
    "varphi": "\N{GREEK SMALL LETTER PHI}",
}
# Private-use characters: one marks a word that came from math, one is a space inside it
# (so the formula stays one word); both are gone from the finished title.
MATH_MARK = "\ue002"
MATH_SPACE = "\ue001"
# Stands in for an escaped "\$" while unescaped dollars are read as math.
_DOLLAR = "\ue000"
_SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_SUBSCRIPTS = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")

_ESCAPED = re.compile(r"\\([&%#_$])")
_DROPPED_COMMAND = re.compile(
    r"\\(?:cite[a-zA-Z]*|ref|eqref|autoref|cref|label|footnote|url)\*?(?:\[[^\]]{0,80}\])?"
    r"\{[^{}]{0,300}\}"
)
_TEXT_COMMAND = re.compile(r"\\[A-Za-z]{1,14}\*?\s?\{([^{}]{0,300})\}")
_BOLD_COMMAND = re.compile(r"\\textbf\s?\{([^{}]{0,300})\}")
_MATH = re.compile(r"\$\$?([^$]{0,300})\$\$?")
_MD_BOLD = re.compile(r"\*\*([^*]{1,300})\*\*|(?<!\w)__([^_]{1,300})__(?!\w)")
_MD_ITALIC = re.compile(r"(?<![\w*])\*([^*\s][^*]{0,300})\*(?!\*)")
_MD_LINK = re.compile(r"\[([^\]]{1,200})\]\([^)\s]{1,500}\)")
_HTML_TAG = re.compile(r"</?(?:i|b|em|strong|sub|sup|tt|code|br|p|span|u)\b[^<>]{0,60}>", re.I)
_COMMAND = re.compile(r"\\([A-Za-z]+)\*?|\\[,;:! ]")
_SCRIPT = re.compile(r"([\^_])\{?(\d)\}?")
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class Plain:
    """An abstract as plain text, with the phrases its author set in bold."""

    text: str
    bold: frozenset[str]


def _command_text(match: re.Match[str]) -> str:
    """A LaTeX command outside braces: its symbol (a times sign for '\\times') or nothing."""
    name = match.group(1)
    if name is None:
        return " "
    return _LATEX_SYMBOLS.get(name, "")


def _math_text(match: re.Match[str]) -> str:
    """Inline math as text: symbols for commands, digits raised or lowered, braces gone."""
    body = _SCRIPT.sub(
        lambda m: m.group(2).translate(_SUPERSCRIPTS if m.group(1) == "^" else _SUBSCRIPTS),
        match.group(1),
    )
    body = _COMMAND.sub(_command_text, body)
    body = body.replace("{", "").replace("}", "").replace("^", "").replace("_", "")
    body = MATH_SPACE.join(body.split())
    # Marked so Title Case leaves it alone: "O(n log n)" must not become "O(n Log N)".
    return MATH_MARK + body if body else ""


def strip_markup(text: str) -> Plain:
    """Plain text of an abstract, and its bold phrases (a bold phrase is a name)."""
    text = _ESCAPED.sub(lambda m: _DOLLAR if m.group(1) == "$" else m.group(1), text)
    text = _DROPPED_COMMAND.sub("", text)
    bold = [m.group(1) for m in _BOLD_COMMAND.finditer(text)]
    # Text commands nest (\emph{\textsc{X}}); three passes undo any sane nesting.
    for _ in range(3):
        text = _TEXT_COMMAND.sub(lambda m: m.group(1), text)
    text = _MATH.sub(_math_text, text)
    bold += [m.group(1) or m.group(2) for m in _MD_BOLD.finditer(text)]
    text = _MD_BOLD.sub(lambda m: m.group(1) or m.group(2), text)
    text = _MD_ITALIC.sub(lambda m: m.group(1), text)
    text = _MD_LINK.sub(lambda m: m.group(1), text)
    text = _HTML_TAG.sub("", text)
    text = _COMMAND.sub(_command_text, text)
    text = text.replace("{", "").replace("}", "").replace("$", "").replace(_DOLLAR, "$")
    text = _SPACES.sub(" ", unicodedata.normalize("NFC", text)).strip()
    names = frozenset(" ".join(b.split()) for b in bold if any(c.isalpha() for c in b))
    return Plain(text, names)


# ---------------------------------------------------------------------------
# Sentences and words.

_SENTENCE_END = re.compile(r"[.!?][\"')\]\u201d\u2019]?(?=\s+[\"'(\[\u201c\u2018]?[A-Z0-9])")
_ABBREVIATIONS = word_set(
    "e.g. i.e. al. vs. cf. fig. figs. eq. eqs. sec. no. approx. resp. dr. prof. st. inc. ltd. "
    "ca. viz. ref. refs. mr. ms. ph.d."
)
QUOTES = "\"'\u2018\u2019\u201c\u201d"
PUNCT = ".,;:!?()[]{}*`" + QUOTES
# What may end a word but not a title (or a name).
TRAILING_PUNCT = ",.;:"
# Structured abstracts label their parts ("Background: ...", "Methods: ...").
_SECTION_LABEL = re.compile(
    r"^(?:abstract|background|objectives?|purpose|motivation|summary|context|aims?|"
    r"introduction|methods?|results?|conclusions?|findings|significance)\s?[:.\u2014-]\s",
    re.IGNORECASE,
)


def split_sentences(text: str) -> list[str]:
    """The text's sentences (not split after 'e.g.' or 'et al.'), without section labels."""
    sentences: list[str] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        word = text[text.rfind(" ", start, match.start()) + 1 : match.end()].lower()
        # No exception for initials ("J. Smith"): in abstracts "at 2.1 K." is commoner.
        if word in _ABBREVIATIONS:
            continue
        sentences.append(text[start : match.end()])
        start = match.end()
        if len(sentences) >= _MAX_SENTENCES:
            break
    else:
        sentences.append(text[start:])
    cleaned = (_SECTION_LABEL.sub("", s.strip()) for s in sentences)
    return [s for s in cleaned if s]


def bare(word: str) -> str:
    """A word without the punctuation around it."""
    return word.strip(PUNCT)


def tokens(text: str) -> list[re.Match[str]]:
    """The whitespace-separated words of *text*, with their positions."""
    return list(re.finditer(r"\S+", text))
