"""One paragraph of inline markup parsed into nodes: tokens, then braces, then emphasis.

The paragraph is cut into tokens by one regular expression (each alternative linear:
bounded spans, distinct first characters), braces are paired with a stack, and groups
nested deeper than _MAX_BRACE_DEPTH keep their text but not their style.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from papershelf.formats.text.markup_emphasis import Decl, Delim, Item, emphasis_nodes
from papershelf.formats.text.markup_latex import (
    Budget,
    accented_letter,
    symbol_text,
    takes_no_argument,
)
from papershelf.formats.text.markup_math import math_nodes
from papershelf.formats.text.markup_tree import BREAK, Node, Span, Text

_MAX_FORMULA = 2000  # longest $...$ taken as math; keeps every pylatexenc call small
_MAX_BRACE_DEPTH = 32  # deeper groups are flattened: their text stays, their styling goes
_MAX_DECLARATIONS = 64  # {\bf ..} style switches honoured per paragraph

# \command{...} that change how their argument looks; "" keeps the text as is, None drops it.
_STYLE_COMMANDS: dict[str, str | None] = {
    "emph": "i", "textit": "i", "textsl": "i", "mathit": "i",
    "textbf": "b", "mathbf": "b", "bm": "b", "boldsymbol": "b",
    "textsc": "sc",
    "texttt": "code", "mathtt": "code",
    "textsuperscript": "sup", "textsubscript": "sub",
    "textrm": "", "textsf": "", "textup": "", "textmd": "", "textnormal": "", "text": "",
    "mbox": "", "hbox": "", "underline": "", "uline": "", "mathrm": "", "operatorname": "",
    "label": None, "ref": None, "eqref": None, "cite": None, "citep": None, "citet": None,
    "citealp": None, "vspace": None, "hspace": None, "index": None, "footnotemark": None,
}  # fmt: skip
# Old-style switches that style the rest of their group: {\bf word}, {\em word}.
_DECLARATIONS = {
    "em": "i", "it": "i", "itshape": "i", "sl": "i", "slshape": "i", "bf": "b", "bfseries": "b",
    "sc": "sc", "scshape": "sc", "tt": "code", "ttfamily": "code",
}  # fmt: skip
_BREAK_COMMANDS = frozenset({"newline", "linebreak", "par"})

# What a backslash before a single non-letter means in running text.
_CONTROL_SYMBOLS = {" ": " ", "\n": " ", "\t": " ", ",": "\u202f", ";": " ", ":": " ",
                    "!": "", "-": "", "/": "", "@": "", ">": " ", "|": "\u2016"}  # fmt: skip
# Tokens that stand for one fixed piece of text.
_LITERALS = {"tilde": "\xa0", "lquote": "“", "rquote": "”"}

# One alternative per construct; each is linear: spans are bounded and stop at the next
# delimiter, alternatives inside repetitions start with different characters.
# $..$ follows pandoc so prices survive ("$5 and $10"): the closing $ is not followed by a
# digit, and not preceded by a space unless the opening one was followed by one ("$ x $").
_TOKEN = re.compile(
    r"""
    (?P<url>https?://[^\s<>"{}\\]*[^\s<>"{}\\.,;:!?*_)\]'])
  | (?P<dmath>\$\$(?P<dmath_body>(?:[^$\\]|\\.){1,MAX})\$\$)
  | (?P<math>\$(?:(?P<math_space>\s)|(?=[^$]))(?P<math_body>(?:[^$\\]|\\.){0,MAX}?)
        (?(math_space)|(?<!\s))\$(?!\d))
  | (?P<pmath>\\\((?P<pmath_body>(?:[^\\]|\\[^()]){1,MAX}?)\\\))
  | (?P<bmath>\\\[(?P<bmath_body>(?:[^\\]|\\[^\[\]]){1,MAX}?)\\\])
  | (?P<urlcmd>\\url\{(?P<url_body>[^{}]{0,MAX})\})
  | (?P<href>\\href\{[^{}]{0,MAX}\})
  | (?P<accent>\\(?P<acc>['"`^~=.]|[cvuHrkdbt](?![A-Za-z]))[ ]*
        (?:\{[ ]*(?P<abase>\\[ij](?![A-Za-z])|[A-Za-z]?)[ ]*\}
        | (?P<abase2>\\[ij](?![A-Za-z])|[A-Za-z])))
  | (?P<cmd>\\(?P<cmd_name>[A-Za-z]+)(?:(?P<cmd_open>\{)|(?P<cmd_space>[ \t]+))?)
  | (?P<sym>\\(?P<sym_char>.)?)
  | (?P<open>\{)
  | (?P<close>\})
  | (?P<delim>\*+|_+)
  | (?P<dash>---?)
  | (?P<tilde>~)
  | (?P<lquote>``)
  | (?P<rquote>'')
  | (?P<code>`(?P<code_body>[^`]{1,MAX})`)
  | (?P<text>(?:[^\\{}$*_~`'\-h]|'(?!')|-(?!-)|h(?!ttps?://))+)
  | (?P<other>.)
    """.replace("MAX", str(_MAX_FORMULA)),
    re.VERBOSE | re.DOTALL,
)


@dataclass(frozen=True, slots=True)
class _Open:
    """A '{': a command's argument (style None drops it) or a bare group."""

    style: str | None
    command: bool


class _Close:
    """A '}'."""


_CLOSE = _Close()

_Token = Item | _Open | _Close


def _is_punctuation(char: str) -> bool:
    """Unicode punctuation or symbol, as CommonMark's flanking rules count it."""
    return unicodedata.category(char)[0] in "PS"


def _delimiter(para: str, start: int, end: int) -> Text | Delim:
    """A run of * or _ with the CommonMark flanking rules, so 2 * 3 and snake_case stay put."""
    raw = para[start:end]
    if len(raw) > 3:
        return Text(raw)
    before = para[start - 1] if start > 0 else " "
    after = para[end] if end < len(para) else " "
    left = not after.isspace() and (
        not _is_punctuation(after) or before.isspace() or _is_punctuation(before)
    )
    right = not before.isspace() and (
        not _is_punctuation(before) or after.isspace() or _is_punctuation(after)
    )
    if raw[0] == "_":  # intraword underscores (x_i, snake_case) are never emphasis
        opens = left and (not right or _is_punctuation(before))
        closes = right and (not left or _is_punctuation(after))
    else:
        opens, closes = left, right
    return Delim(raw, f"{raw[0]}{len(raw)}", opens, closes)


class Paragraph:
    """Parses one paragraph into nodes: tokens, then braces, then emphasis."""

    def __init__(self, para: str, budget: Budget) -> None:
        self.para = para
        self.budget = budget
        self.tokens: list[_Token] = []
        self.declarations = 0

    def parse(self) -> tuple[Node, ...]:
        """The paragraph's nodes."""
        for match in _TOKEN.finditer(self.para):
            self._token(match)
        return self._build()

    def _text(self, text: str) -> None:
        if text:
            self.tokens.append(Text(text))

    def _token(self, match: re.Match[str]) -> None:
        """One regex match to tokens; each branch is one construct of the pattern."""
        kind = match.lastgroup or "other"
        if kind in ("dmath", "math", "pmath", "bmath"):
            body = match.group(kind + "_body").strip()
            if body:
                self.tokens.extend(math_nodes(body, self.budget))
            else:
                self._text(match.group())  # "$ $" is not a formula
        elif kind == "cmd":
            self._command(match.group("cmd_name"), bool(match.group("cmd_open")))
            if match.group("cmd_space") and symbol_text(match.group("cmd_name")):
                self._text(" ")  # LaTeX would eat it, but "\\ldots and" means "… and"
        elif kind == "sym":
            self._control_symbol(match.group("sym_char"))
        elif kind == "open":
            self.tokens.append(_Open("", command=False))
        elif kind == "close":
            self.tokens.append(_CLOSE)
        elif kind == "delim":
            self.tokens.append(_delimiter(self.para, match.start(), match.end()))
        elif kind == "code":
            self.tokens.append(Span("code", (Text(match.group("code_body")),)))
        elif kind == "accent":
            base = match.group("abase") or match.group("abase2") or ""
            self._text(accented_letter(match.group("acc"), base))
        elif kind == "urlcmd":
            self._text(match.group("url_body"))
        elif kind == "dash":
            self._text("\u2014" if len(match.group()) == 3 else "\u2013")  # --- and --
        elif kind in _LITERALS:
            self._text(_LITERALS[kind])
        elif kind != "href":  # \href{url}: the URL goes, the {link text} after it stays
            self._text(match.group())

    def _command(self, name: str, has_group: bool) -> None:
        """\\name or \\name{ : a style, a switch, a break or a symbol (spaces after are eaten)."""
        if name in _DECLARATIONS and not has_group:
            self.declarations += 1
            if self.declarations <= _MAX_DECLARATIONS:
                self.tokens.append(Decl(_DECLARATIONS[name]))
            return
        if name in _BREAK_COMMANDS:
            self.tokens.append(BREAK)
        elif name in _STYLE_COMMANDS or not takes_no_argument(name):
            if has_group:
                self.tokens.append(_Open(_STYLE_COMMANDS.get(name, ""), command=True))
            return  # an argument-taking command without its argument has nothing to show
        else:
            self._text(symbol_text(name))
        if has_group:
            self.tokens.append(_Open("", command=False))

    def _control_symbol(self, char: str | None) -> None:
        """\\% -> %, \\\\ -> line break; a lone trailing backslash stays visible."""
        if char is None:
            self._text("\\")
        elif char == "\\":
            self.tokens.append(BREAK)
        else:
            self._text(_CONTROL_SYMBOLS.get(char, char))

    def _match_braces(self) -> tuple[dict[int, int], set[int]]:
        """Pair every { with its }; mark the braces to ignore (too deep, or a lost \\cite{)."""
        pairs: dict[int, int] = {}
        stack: list[int] = []
        for index, token in enumerate(self.tokens):
            if isinstance(token, _Open):
                stack.append(index)
            elif token is _CLOSE and stack:
                pairs[stack.pop()] = index
        closers = set(pairs.values())
        ignored: set[int] = set()
        depth = 0
        for index, token in enumerate(self.tokens):
            if isinstance(token, _Open) and (index in pairs or token.command):
                if index not in pairs and token.style is None:
                    ignored.add(index)  # an unclosed \\cite{ would hide the rest of the text
                    continue
                depth += 1
                if depth > _MAX_BRACE_DEPTH:  # deep groups keep their text, not their style
                    ignored.update((index, pairs.get(index, index)))
            elif index in closers:
                depth -= 1
        return pairs, ignored

    def _build(self) -> tuple[Node, ...]:
        """Turn the tokens into a tree: groups by braces, then emphasis inside each group."""
        pairs, ignored = self._match_braces()
        closers = set(pairs.values())
        frames: list[tuple[str | None, list[Item]]] = [("", [])]
        for index, token in enumerate(self.tokens):
            items = frames[-1][1]
            if isinstance(token, _Open):
                if index in ignored:
                    continue
                if index in pairs or token.command:  # unclosed \\emph{ runs to the end
                    frames.append((token.style, []))
                else:
                    items.append(Text("{"))  # a lone brace is just a brace
            elif isinstance(token, _Close):
                if index in ignored:
                    continue
                if index in closers:
                    _close_frame(frames)
                else:
                    items.append(Text("}"))
            else:
                items.append(token)
        while len(frames) > 1:
            _close_frame(frames)
        return tuple(emphasis_nodes(frames[0][1]))


def _close_frame(frames: list[tuple[str | None, list[Item]]]) -> None:
    """Finish the innermost group and hand it to its parent."""
    style, items = frames.pop()
    if style is None:
        return  # \label{..}, \cite{..}: not for readers
    children = emphasis_nodes(items)
    parent = frames[-1][1]
    if style:
        parent.append(Span(style, tuple(children)))
    else:
        parent.extend(children)
