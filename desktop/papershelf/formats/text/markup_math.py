"""Inline formulas as markup nodes: Unicode symbols, variables in italics, sub/superscripts.

x^2 becomes x² where Unicode has the glyph and a <sup> span where it does not; script
arguments are read with a brace stack and nested at most _MAX_SCRIPT_DEPTH deep.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from papershelf.formats.text.markup_latex import BRACE, Budget, latex_text
from papershelf.formats.text.markup_tree import Node, Span, Text, plain_text

_MAX_SCRIPT_DEPTH = 4  # x^{y^{z^{..}}} nesting converted structurally

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

_MATH_TOKEN = re.compile(r"\\[A-Za-z]+|\\.|[\^_%'&]", re.DOTALL)
_MATH_COMMAND = re.compile(r"\\(?:[A-Za-z]+|.?)", re.DOTALL)

_LONE_LETTER = re.compile(r"(?<![A-Za-z])[A-Za-z](?![A-Za-z])")

_PLACEHOLDER = 0x10F000  # private-use code points standing for sub/superscripts in a formula
_PLACEHOLDERS = re.compile("[\U0010f000-\U0010fffd]")


def math_nodes(src: str, budget: Budget, depth: int = 0) -> tuple[Node, ...]:
    """A formula's nodes: Unicode text, lone letters as variables, sub/superscripts."""
    src = _PLACEHOLDERS.sub("\ufffd", src)
    parts: list[str] = []
    scripts: list[Node] = []
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
            scripts.append(_script(style, math_nodes(arg, budget, depth + 1)))
        else:
            parts.append(_MATH_REWRITES.get(token, token))
    parts.append(src[pos:])
    text = latex_text("".join(parts), budget)
    return _with_scripts(text, scripts)


def _script_argument(src: str, pos: int) -> tuple[str | None, int]:
    """The argument of ^ or _ at pos: a {group}, a \\command or one character."""
    while pos < len(src) and src[pos] == " ":
        pos += 1
    if pos >= len(src):
        return None, pos
    if src[pos] == "{":
        depth = 0
        for match in BRACE.finditer(src, pos):
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


def _script(style: str, children: tuple[Node, ...]) -> Node:
    """x^2 -> x², x_i -> xᵢ when Unicode has the glyphs; <sup>/<sub> otherwise."""
    table = _SUPERSCRIPTS if style == "sup" else _SUBSCRIPTS
    text = plain_text(children).strip()
    flat = all(isinstance(c, Text) or c.style == "var" for c in children)
    mapped = "".join(table.get(c, "") for c in text) if flat else ""
    if text and len(mapped) == len(text):
        if len(text) == 1 or all(c in _SCRIPT_SIMPLE for c in text):
            return Text(mapped)
        return Span(style, children, plain=mapped)  # ᵐᵃˣ reads badly, but plain has no <sup>
    mark = "^" if style == "sup" else "_"
    return Span(style, children, plain=f"{mark}{text}" if len(text) <= 1 else f"{mark}({text})")


def _with_scripts(text: str, scripts: list[Node]) -> tuple[Node, ...]:
    """Put the scripts back where their placeholders landed in pylatexenc's output."""
    nodes: list[Node] = []
    pos = 0
    for match in _PLACEHOLDERS.finditer(text):
        nodes.extend(_variables(text[pos : match.start()]))
        index = ord(match.group()) - _PLACEHOLDER
        if index < len(scripts):
            nodes.append(scripts[index])
        pos = match.end()
    nodes.extend(_variables(text[pos:]))
    return tuple(nodes)


def _variables(text: str) -> Iterator[Node]:
    """Lone Latin letters in a formula are variables, set in italics as LaTeX would."""
    pos = 0
    for match in _LONE_LETTER.finditer(text):
        if match.start() > pos:
            yield Text(text[pos : match.start()])
        yield Span("var", (Text(match.group()),))
        pos = match.end()
    if pos < len(text):
        yield Text(text[pos:])
