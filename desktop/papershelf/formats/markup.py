"""Inline markup in titles and abstracts (Markdown-ish and LaTeX) to safe HTML or plain Unicode.

Abstracts arrive with whatever their authors typed: ``**bold**``, ``*italic*``, ``\\emph{..}``,
inline math ``$O(n^2)$``, escapes such as ``\\%`` and accents such as ``{\\"o}``. ``to_html``
turns that into a small, fixed subset of HTML for Qt's rich-text views and ``to_plain`` into
one line of plain Unicode for lists, search and titles.

Safety comes from the construction, not from filtering: the input is cut into tokens by one
regular expression, every character the author wrote only ever reaches the output as escaped
text, and tags come from a fixed table. Every pattern is linear (no nested quantifiers, bounded
spans), brace and emphasis matching use stacks, and trees are walked without recursion, so no
input can make it raise, hang or overflow the stack. pylatexenc only ever sees small pieces
(one math formula, one accent, one symbol name), with a per-call budget.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from papershelf.formats import latex_engine

__all__ = ["ALLOWED_TAGS", "to_html", "to_plain"]

# Every tag to_html can produce; the GUI and the tests rely on this being the whole list.
ALLOWED_TAGS = frozenset({"p", "b", "i", "code", "sub", "sup", "span", "br", "mark"})

# Beyond this many characters the rest of a text is shown literally: real abstracts are a few
# thousand characters, and a megabyte of markup is garbage or an attack, not something to format.
MAX_MARKUP_CHARS = 50_000
_MAX_FORMULA = 2000  # longest $...$ taken as math; keeps every pylatexenc call small
_MAX_BRACE_DEPTH = 32  # deeper groups are flattened: their text stays, their styling goes
_MAX_DECLARATIONS = 64  # {\bf ..} style switches honoured per paragraph
_MAX_SCRIPT_DEPTH = 4  # x^{y^{z^{..}}} nesting converted structurally
_LATEX_BUDGET = 400  # formulas per to_html/to_plain call given to pylatexenc (~0.1 ms each)

_SMALL_CAPS = '<span style="font-variant:small-caps">'
_OPEN_TAG = {"b": "<b>", "i": "<i>", "var": "<i>", "code": "<code>", "sc": _SMALL_CAPS,
             "sup": "<sup>", "sub": "<sub>"}  # fmt: skip
_CLOSE_TAG = {"b": "</b>", "i": "</i>", "var": "</i>", "code": "</code>", "sc": "</span>",
              "sup": "</sup>", "sub": "</sub>"}  # fmt: skip
_BLOCK_TAGS = frozenset({"<p>", "</p>", "<br>"})

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
# Argument-less commands pylatexenc gets wrong or does not know.
_TEXT_SYMBOLS = {
    "LaTeX": "LaTeX", "TeX": "TeX", "BibTeX": "BibTeX", "LaTeXe": "LaTeX2ε", "today": "",
    "xspace": "", "prime": "\u2032", "S": "§", "P": "¶",
}  # fmt: skip
# What a backslash before a single non-letter means in running text.
_CONTROL_SYMBOLS = {" ": " ", "\n": " ", "\t": " ", ",": "\u202f", ";": " ", ":": " ",
                    "!": "", "-": "", "/": "", "@": "", ">": " ", "|": "\u2016"}  # fmt: skip
# Tokens that stand for one fixed piece of text.
_LITERALS = {"tilde": "\xa0", "lquote": "“", "rquote": "”"}

# Characters that mean something else in math than in the text mode we run pylatexenc in.
_MATH_REWRITES = {
    "%": "\\%", "'": "\u2032", "&": " ", "\\prime": "\u2032", "\\|": "\u2016", "\\colon": ":",
}  # fmt: skip

_SUPERSCRIPTS = dict(zip(
    "0123456789+-−=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVWαβγδθφχ′*∗⊤",
    "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂᵅᵝᵞᵟᶿᵠᵡ′**ᵀ",
    strict=True,
))  # fmt: skip
_SUBSCRIPTS = dict(zip(
    "0123456789+-−=()aehijklmnoprstuvxβγρφχ",
    "₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓᵦᵧᵨᵩᵪ",
    strict=True,
))  # fmt: skip
_SCRIPT_SIMPLE = frozenset("0123456789+-=()*\u2212\u2032\u2217\u22a4")

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
_MATH_TOKEN = re.compile(r"\\[A-Za-z]+|\\.|[\^_%'&]", re.DOTALL)
_MATH_COMMAND = re.compile(r"\\(?:[A-Za-z]+|.?)", re.DOTALL)
_BRACE = re.compile(r"\\.|[{}]", re.DOTALL)
_CHEAP_LATEX = re.compile(r"\\([A-Za-z]+)|\\(.)|[{}]", re.DOTALL)
_WHITESPACE = re.compile(r"[^\S\xa0\u202f]+")
_LONE_LETTER = re.compile(r"(?<![A-Za-z])[A-Za-z](?![A-Za-z])")
_MATH_ALPHANUMERIC = re.compile("[\U0001d400-\U0001d7ff]")
_UNSAFE = re.compile("[\x00-\x08\x0e-\x1f\x7f\ud800-\udfff]")  # NUL & co., lone surrogates
_PLACEHOLDER = 0x10F000  # private-use code points standing for sub/superscripts in a formula
_PLACEHOLDERS = re.compile("[\U0010f000-\U0010fffd]")


@dataclass(frozen=True, slots=True)
class _Text:
    """Visible text, not escaped."""

    text: str


@dataclass(frozen=True, slots=True)
class _Span:
    """A styled run: b, i, var (a math variable), sc, code, sup, sub, or br (no children)."""

    style: str
    children: tuple[_Node, ...] = ()
    plain: str | None = None  # how to_plain shows it, when not just its children's text


_Node = _Text | _Span
_BREAK = _Span("br", plain=" ")


@dataclass(slots=True)
class _Delim:
    """A run of * or _ that may become emphasis, or stay literal if it finds no partner."""

    raw: str
    key: str
    can_open: bool
    can_close: bool


@dataclass(frozen=True, slots=True)
class _Decl:
    """A {\\bf ...}-style switch: everything after it in its group takes the style."""

    style: str


@dataclass(frozen=True, slots=True)
class _Open:
    """A '{': a command's argument (style None drops it) or a bare group."""

    style: str | None
    command: bool


class _Close:
    """A '}'."""


_CLOSE = _Close()
_Item = _Text | _Span | _Delim | _Decl
_Token = _Item | _Open | _Close


class _Budget:
    """How many more formulas this call may hand to pylatexenc before using the quick table."""

    def __init__(self) -> None:
        self.left = _LATEX_BUDGET


# --- pylatexenc, in small doses --------------------------------------------------------------


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
def _symbol(name: str) -> str:
    """The text of an argument-less command (\\ldots, \\ss, \\alpha); unknown ones vanish."""
    if name in _TEXT_SYMBOLS:
        return _TEXT_SYMBOLS[name]
    if not latex_engine.knows(name):  # unknown to pylatexenc: it would print nothing
        return ""
    # A command pylatexenc fails on alone (\href wants two arguments) vanishes too; the quick
    # table would look the same name up here again, without end.
    return _pylatexenc("\\" + name, fallback="")


@lru_cache(maxsize=1024)
def _takes_no_argument(name: str) -> bool:
    """Whether pylatexenc knows name as a symbol, so a following {..} is an ordinary group."""
    return name in _TEXT_SYMBOLS or latex_engine.is_symbol(name)


@lru_cache(maxsize=1024)
def _accent(accent: str, base: str) -> str:
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
            return _symbol(name) if _takes_no_argument(name) else ""
        return match.group(2) or ""

    return _CHEAP_LATEX.sub(replace, src)


def _latex(src: str, budget: _Budget) -> str:
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
    for match in _BRACE.finditer(src):
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
    for match in _BRACE.finditer(src):
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


# --- formulas -------------------------------------------------------------------------------


def _math(src: str, budget: _Budget, depth: int = 0) -> tuple[_Node, ...]:
    """A formula's nodes: Unicode text, lone letters as variables, sub/superscripts."""
    src = _PLACEHOLDERS.sub("\ufffd", src)
    parts: list[str] = []
    scripts: list[_Node] = []
    pos = 0
    for match in _MATH_TOKEN.finditer(src):
        if match.start() < pos:
            continue  # inside a script argument already consumed
        parts.append(src[pos : match.start()])
        pos = match.end()
        token = match.group()
        if token in ("^", "_") and depth < _MAX_SCRIPT_DEPTH:
            arg, end = _script_argument(src, pos)
            if arg is None:
                parts.append(token)
                continue
            pos = end
            style = "sup" if token == "^" else "sub"
            parts.append(chr(_PLACEHOLDER + len(scripts)))
            scripts.append(_script(style, _math(arg, budget, depth + 1)))
        else:
            parts.append(_MATH_REWRITES.get(token, token))
    parts.append(src[pos:])
    text = _latex("".join(parts), budget)
    return _with_scripts(text, scripts)


def _script_argument(src: str, pos: int) -> tuple[str | None, int]:
    """The argument of ^ or _ at pos: a {group}, a \\command or one character."""
    while pos < len(src) and src[pos] == " ":
        pos += 1
    if pos >= len(src):
        return None, pos
    if src[pos] == "{":
        depth = 0
        for match in _BRACE.finditer(src, pos):
            if match.group() == "{":
                depth += 1
            elif match.group() == "}":
                depth -= 1
                if depth == 0:
                    return src[pos + 1 : match.start()], match.end()
        return src[pos + 1 :], len(src)
    if src[pos] == "\\":
        command = _MATH_COMMAND.match(src, pos)
        assert command is not None  # a backslash always matches
        return command.group(), command.end()
    return src[pos], pos + 1


def _script(style: str, children: tuple[_Node, ...]) -> _Node:
    """x^2 -> x², x_i -> xᵢ when Unicode has the glyphs; <sup>/<sub> otherwise."""
    table = _SUPERSCRIPTS if style == "sup" else _SUBSCRIPTS
    text = _plain_text(children).strip()
    flat = all(isinstance(c, _Text) or c.style == "var" for c in children)
    mapped = "".join(table.get(c, "") for c in text) if flat else ""
    if text and len(mapped) == len(text):
        if len(text) == 1 or all(c in _SCRIPT_SIMPLE for c in text):
            return _Text(mapped)
        return _Span(style, children, plain=mapped)  # ᵐᵃˣ reads badly, but plain has no <sup>
    mark = "^" if style == "sup" else "_"
    return _Span(style, children, plain=f"{mark}{text}" if len(text) <= 1 else f"{mark}({text})")


def _with_scripts(text: str, scripts: list[_Node]) -> tuple[_Node, ...]:
    """Put the scripts back where their placeholders landed in pylatexenc's output."""
    nodes: list[_Node] = []
    pos = 0
    for match in _PLACEHOLDERS.finditer(text):
        nodes.extend(_variables(text[pos : match.start()]))
        index = ord(match.group()) - _PLACEHOLDER
        if index < len(scripts):
            nodes.append(scripts[index])
        pos = match.end()
    nodes.extend(_variables(text[pos:]))
    return tuple(nodes)


def _variables(text: str) -> Iterator[_Node]:
    """Lone Latin letters in a formula are variables, set in italics as LaTeX would."""
    pos = 0
    for match in _LONE_LETTER.finditer(text):
        if match.start() > pos:
            yield _Text(text[pos : match.start()])
        yield _Span("var", (_Text(match.group()),))
        pos = match.end()
    if pos < len(text):
        yield _Text(text[pos:])


# --- running text ---------------------------------------------------------------------------


def _is_punctuation(char: str) -> bool:
    """Unicode punctuation or symbol, as CommonMark's flanking rules count it."""
    return unicodedata.category(char)[0] in "PS"


def _delimiter(para: str, start: int, end: int) -> _Text | _Delim:
    """A run of * or _ with the CommonMark flanking rules, so 2 * 3 and snake_case stay put."""
    raw = para[start:end]
    if len(raw) > 3:
        return _Text(raw)
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
    return _Delim(raw, f"{raw[0]}{len(raw)}", opens, closes)


class _Paragraph:
    """Parses one paragraph into nodes: tokens, then braces, then emphasis."""

    def __init__(self, para: str, budget: _Budget) -> None:
        self.para = para
        self.budget = budget
        self.tokens: list[_Token] = []
        self.declarations = 0

    def parse(self) -> tuple[_Node, ...]:
        """The paragraph's nodes."""
        for match in _TOKEN.finditer(self.para):
            self._token(match)
        return self._build()

    def _text(self, text: str) -> None:
        if text:
            self.tokens.append(_Text(text))

    def _token(self, match: re.Match[str]) -> None:
        """One regex match to tokens; each branch is one construct of the pattern."""
        kind = match.lastgroup or "other"
        if kind in ("dmath", "math", "pmath", "bmath"):
            body = match.group(kind + "_body").strip()
            if body:
                self.tokens.extend(_math(body, self.budget))
            else:
                self._text(match.group())  # "$ $" is not a formula
        elif kind == "cmd":
            self._command(match.group("cmd_name"), bool(match.group("cmd_open")))
            if match.group("cmd_space") and _symbol(match.group("cmd_name")):
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
            self.tokens.append(_Span("code", (_Text(match.group("code_body")),)))
        elif kind == "accent":
            base = match.group("abase") or match.group("abase2") or ""
            self._text(_accent(match.group("acc"), base))
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
                self.tokens.append(_Decl(_DECLARATIONS[name]))
            return
        if name in _BREAK_COMMANDS:
            self.tokens.append(_BREAK)
        elif name in _STYLE_COMMANDS or not _takes_no_argument(name):
            if has_group:
                self.tokens.append(_Open(_STYLE_COMMANDS.get(name, ""), command=True))
            return  # an argument-taking command without its argument has nothing to show
        else:
            self._text(_symbol(name))
        if has_group:
            self.tokens.append(_Open("", command=False))

    def _control_symbol(self, char: str | None) -> None:
        """\\% -> %, \\\\ -> line break; a lone trailing backslash stays visible."""
        if char is None:
            self._text("\\")
        elif char == "\\":
            self.tokens.append(_BREAK)
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

    def _build(self) -> tuple[_Node, ...]:
        """Turn the tokens into a tree: groups by braces, then emphasis inside each group."""
        pairs, ignored = self._match_braces()
        closers = set(pairs.values())
        frames: list[tuple[str | None, list[_Item]]] = [("", [])]
        for index, token in enumerate(self.tokens):
            items = frames[-1][1]
            if isinstance(token, _Open):
                if index in ignored:
                    continue
                if index in pairs or token.command:  # unclosed \\emph{ runs to the end
                    frames.append((token.style, []))
                else:
                    items.append(_Text("{"))  # a lone brace is just a brace
            elif isinstance(token, _Close):
                if index in ignored:
                    continue
                if index in closers:
                    _close_frame(frames)
                else:
                    items.append(_Text("}"))
            else:
                items.append(token)
        while len(frames) > 1:
            _close_frame(frames)
        return tuple(_emphasis(frames[0][1]))


def _close_frame(frames: list[tuple[str | None, list[_Item]]]) -> None:
    """Finish the innermost group and hand it to its parent."""
    style, items = frames.pop()
    if style is None:
        return  # \label{..}, \cite{..}: not for readers
    children = _emphasis(items)
    parent = frames[-1][1]
    if style:
        parent.append(_Span(style, tuple(children)))
    else:
        parent.extend(children)


def _emphasis(items: list[_Item]) -> list[_Node]:
    """Pair * and _ runs (CommonMark-like, stack based), apply switches, return nodes."""
    stacks: dict[str, list[int]] = {}
    pairs: dict[int, int] = {}
    for index, item in enumerate(items):
        if not isinstance(item, _Delim):
            continue
        stack = stacks.get(item.key)
        if item.can_close and stack:
            opener = stack.pop()
            pairs[opener] = index
            for other in stacks.values():  # openers inside the pair can no longer close
                while other and other[-1] > opener:
                    other.pop()
        elif item.can_open:
            stacks.setdefault(item.key, []).append(index)
    closers = set(pairs.values())
    levels: list[list[_Item]] = [[]]
    keys: list[str] = []
    for index, item in enumerate(items):
        if index in pairs:
            assert isinstance(item, _Delim)
            levels.append([])
            keys.append(item.key)
        elif index in closers:
            children = tuple(_declarations(levels.pop()))
            levels[-1].append(_emphasis_span(keys.pop(), children))
        elif isinstance(item, _Delim):
            levels[-1].append(_Text(item.raw))  # no partner: it was just an asterisk
        else:
            levels[-1].append(item)
    return _declarations(levels[0])


def _emphasis_span(key: str, children: tuple[_Node, ...]) -> _Span:
    """*x* -> italic, **x** -> bold, ***x*** -> both."""
    if key[1] == "1":
        return _Span("i", children)
    if key[1] == "2":
        return _Span("b", children)
    return _Span("b", (_Span("i", children),))


def _declarations(items: list[_Item]) -> list[_Node]:
    """Apply {\\bf ..}-style switches: each styles what follows it (walked backwards)."""
    tail: list[_Node] = []  # reversed
    for item in reversed(items):
        if isinstance(item, _Decl):
            tail = [_Span(item.style, tuple(_merge_text(reversed(tail))))]
        elif isinstance(item, _Text | _Span):
            tail.append(item)
    return _merge_text(reversed(tail))


def _merge_text(nodes: Iterable[_Node]) -> list[_Node]:
    """Join neighbouring text nodes (tokens cut text at every special character)."""
    out: list[_Node] = []
    pending: list[str] = []
    for node in nodes:
        if isinstance(node, _Text):
            pending.append(node.text)
            continue
        if pending:
            out.append(_Text("".join(pending)))
            pending = []
        out.append(node)
    if pending:
        out.append(_Text("".join(pending)))
    return out


# --- output ---------------------------------------------------------------------------------


def _paragraphs(text: str) -> Iterator[str]:
    """Blank lines separate paragraphs; single newlines are spaces."""
    lines: list[str] = []
    for line in text.splitlines():
        if line.strip():
            lines.append(line.strip())
        elif lines:
            yield "\n".join(lines)
            lines = []
    if lines:
        yield "\n".join(lines)


def _parse(text: str) -> Iterator[tuple[_Node, ...]]:
    """Each paragraph's nodes; past MAX_MARKUP_CHARS paragraphs are literal text."""
    budget = _Budget()
    seen = 0
    for para in _paragraphs(_UNSAFE.sub(_replace_unsafe, text)):
        seen += len(para)
        if seen > MAX_MARKUP_CHARS:
            yield (_Text(para),)
        else:
            yield _Paragraph(para, budget).parse()


def _replace_unsafe(match: re.Match[str]) -> str:
    """Control characters go; lone surrogates (which Qt cannot take) become �."""
    return "\ufffd" if "\ud800" <= match.group() <= "\udfff" else ""


def _html_segments(nodes: tuple[_Node, ...]) -> Iterator[tuple[bool, str]]:
    """(is_text, value) pairs for a node tree: raw text or one of our own tags."""
    stack: list[Iterator[_Node]] = [iter(nodes)]
    open_spans: list[_Span] = []
    while stack:
        node = next(stack[-1], None)
        if node is None:
            stack.pop()
            if open_spans:
                yield False, _CLOSE_TAG[open_spans.pop().style]
        elif isinstance(node, _Text):
            yield True, node.text
        elif node.style == "br":
            yield False, "<br>"
        else:
            yield False, _OPEN_TAG[node.style]
            open_spans.append(node)
            stack.append(iter(node.children))


def _plain_text(nodes: tuple[_Node, ...]) -> str:
    """A node tree's text as to_plain shows it."""
    out: list[str] = []
    stack: list[Iterator[_Node]] = [iter(nodes)]
    while stack:
        node = next(stack[-1], None)
        if node is None:
            stack.pop()
        elif isinstance(node, _Text):
            out.append(node.text)
        elif node.plain is not None:
            out.append(node.plain)
        else:
            stack.append(iter(node.children))
    return "".join(out)


def to_html(text: str, highlight: Sequence[str] = ()) -> str:
    """Title or abstract markup as an HTML fragment of <p> paragraphs, safe for QTextBrowser.

    Only the tags in ALLOWED_TAGS appear, and never an attribute from the input: everything
    the author wrote is escaped text. Words starting with one of ``highlight`` (case and
    accents ignored) are wrapped in <mark>.
    """
    segments: list[tuple[bool, str]] = []
    for nodes in _parse(text or ""):
        segments.append((False, "<p>"))
        segments.extend(
            (True, _WHITESPACE.sub(" ", value)) if is_text else (False, value)
            for is_text, value in _html_segments(nodes)
        )
        segments.append((False, "</p>"))
    terms = (highlight,) if isinstance(highlight, str) else tuple(highlight)
    if terms:
        segments = _highlight(segments, terms)
    return "".join(html.escape(value) if is_text else value for is_text, value in segments)


def to_plain(text: str) -> str:
    """Title or abstract markup as one line of plain Unicode: markup gone, math as symbols."""
    plain = " ".join(_plain_text(nodes) for nodes in _parse(text or ""))
    return _WHITESPACE.sub(" ", plain).strip()


# --- highlighting ---------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _fold_char(char: str) -> str:
    """ö -> o, ß -> ss, Ä -> a: what a search term is compared against."""
    decomposed = unicodedata.normalize("NFKD", char)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _fold(text: str) -> tuple[str, list[int] | None]:
    """Folded text and, unless it is ASCII, where each folded character came from."""
    if text.isascii():
        return text.lower(), None
    out: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        folded = _fold_char(char)
        out.append(folded)
        origin.extend([index] * len(folded))
    return "".join(out), origin


def _highlight(segments: list[tuple[bool, str]], terms: Sequence[str]) -> list[tuple[bool, str]]:
    """Wrap word starts matching a term in <mark>, split around tags so nesting stays valid."""
    pieces = [text if is_text else _separator(text) for is_text, text in segments]
    ranges = highlight_spans("".join(pieces), terms)
    return _insert_marks(segments, pieces, ranges) if ranges else segments


def highlight_spans(text: str, terms: Sequence[str]) -> list[tuple[int, int]]:
    """(start, end) of each word start in *text* matching a term, case and accents ignored."""
    folded_terms = sorted({_fold(t.strip())[0] for t in terms if t.strip()}, key=len, reverse=True)
    if not folded_terms:
        return []
    folded, origin = _fold(text)
    pattern = re.compile(r"(?<![^\W_])(?:" + "|".join(map(re.escape, folded_terms)) + ")")
    ranges: list[tuple[int, int]] = []
    for match in pattern.finditer(folded):
        start, end = match.span()
        if origin is not None:
            start, end = origin[start], origin[end - 1] + 1
        if ranges and start < ranges[-1][1]:
            start = ranges[-1][1]
        if end > start:
            ranges.append((start, end))
    return ranges


def _separator(tag: str) -> str:
    """What a tag adds to the visible text: a paragraph or a break ends a word."""
    return "\n" if tag in _BLOCK_TAGS else ""


def _insert_marks(
    segments: list[tuple[bool, str]], pieces: list[str], ranges: list[tuple[int, int]]
) -> list[tuple[bool, str]]:
    """Cut text segments at the highlighted ranges (sorted, disjoint) and add <mark> tags."""
    out: list[tuple[bool, str]] = []
    offset = 0
    current = 0
    for (is_text, value), piece in zip(segments, pieces, strict=True):
        end = offset + len(piece)
        if not is_text:
            out.append((False, value))
            offset = end
            continue
        pos = offset
        while current < len(ranges) and ranges[current][0] < end:
            start, stop = max(ranges[current][0], pos), min(ranges[current][1], end)
            if start > pos:
                out.append((True, _visible_slice(value, offset, pos, start)))
            if stop > start:
                out.extend([(False, "<mark>"), (True, _visible_slice(value, offset, start, stop)),
                            (False, "</mark>")])  # fmt: skip
            pos = max(pos, stop)
            if ranges[current][1] <= end:
                current += 1
            else:
                break
        if pos < end:
            out.append((True, _visible_slice(value, offset, pos, end)))
        offset = end
    return out


def _visible_slice(value: str, offset: int, start: int, stop: int) -> str:
    """The part of a text segment (starting at offset in the visible text) from start to stop."""
    return value[start - offset : stop - offset]
