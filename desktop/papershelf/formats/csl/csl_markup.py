"""Title text between BibTeX's LaTeX and CSL-JSON's rich text, both ways.

CSL-JSON strings may carry a small HTML-like markup (the CSL-JSON schema's "rich text",
read by citeproc-js, Pandoc and citeproc-py): `<i>`, `<b>`, `<sup>`, `<sub>`,
`<span style="font-variant:small-caps;">` and `<span class="nocase">`, which marks text a
style must not change the case of. BibTeX protects case with braces, so, as Better BibTeX
does, a brace group of a title (`{DNA}`) becomes `<span class="nocase">DNA</span>` and
back; `\\emph{..}` / `\\textit{..}` become `<i>`, `\\textbf` `<b>`, `\\textsc` small caps,
`\\textsuperscript` / `\\textsubscript` `<sup>` / `<sub>`. A group that starts with a
backslash (`{\\"u}`) is one special character to BibTeX, not a protected word, and is
decoded like any other LaTeX.
"""

from __future__ import annotations

import re

from papershelf.formats.text.latex import decode_text, encode_text

__all__ = ["MARKUP_TAG", "latex_to_rich", "plain_of_rich", "rich_to_latex"]

NOCASE_OPEN = '<span class="nocase">'
SMALLCAPS_OPEN = '<span style="font-variant:small-caps;">'
# LaTeX commands with a CSL rich-text form: command -> (opening tag, closing tag).
_COMMANDS = {
    "emph": ("<i>", "</i>"),
    "textit": ("<i>", "</i>"),
    "textbf": ("<b>", "</b>"),
    "textsc": (SMALLCAPS_OPEN, "</span>"),
    "textsuperscript": ("<sup>", "</sup>"),
    "textsubscript": ("<sub>", "</sub>"),
}
_TAG_COMMANDS = {
    "<i>": "emph",
    "<b>": "textbf",
    SMALLCAPS_OPEN: "textsc",
    "<sup>": "textsuperscript",
    "<sub>": "textsubscript",
    NOCASE_OPEN: "",
}
MARKUP_TAG = re.compile(
    r'</?(?:i|b|sup|sub)>|<span class="nocase">|<span style="font-variant:\s*small-caps;?">'
    r"|</span>"
)
_ESCAPED = frozenset("&%$#_{}~^\\")  # characters encode_text writes with a backslash
_COMMAND_BEFORE = re.compile(r"\\([A-Za-z]+)\s*$|\\[^A-Za-z\s]$")


def latex_to_rich(src: str) -> str:
    """A title's LaTeX (its value without the outer delimiters) as CSL rich text."""
    if "{" not in src:
        return decode_text(src)
    return _spaced_join(_rich_pieces(src))


def _rich_pieces(src: str) -> list[str]:
    """src as pieces of rich text (plain text decoded, groups as tags), spaces kept."""
    pieces: list[str] = []
    plain_start = 0
    pos = 0
    while (start := src.find("{", pos)) >= 0:
        end = _group_end(src, start)
        if end < 0:
            break  # unbalanced: decoded whole below
        command = _COMMAND_BEFORE.search(src, plain_start, start)
        name = command.group(1) if command else None
        inner = src[start + 1 : end]
        if name in _COMMANDS and command is not None:
            pieces.append(_decoded(src[plain_start : command.start()]))
            opening, closing = _COMMANDS[name]
            pieces.append(opening + latex_to_rich(inner) + closing)
            plain_start = end + 1
        elif command is None and not inner.startswith("\\") and _is_group(src, start):
            pieces.append(_decoded(src[plain_start:start]))
            rich = latex_to_rich(inner)
            pieces.append(NOCASE_OPEN + rich + "</span>" if rich.strip() else rich)
            plain_start = end + 1
        pos = end + 1
    pieces.append(_decoded(src[plain_start:]))
    return pieces


def _is_group(src: str, start: int) -> bool:
    """Whether the brace at start opens a group of its own (not '\\\\{', not an argument)."""
    return start == 0 or src[start - 1] != "\\"


def _group_end(src: str, start: int) -> int:
    """The index of the brace closing the group opened at start, or -1."""
    depth = 0
    for index in range(start, len(src)):
        char = src[index]
        if char == "\\":
            continue
        if char == "{" and (index == 0 or src[index - 1] != "\\"):
            depth += 1
        elif char == "}" and src[index - 1] != "\\":
            depth -= 1
            if depth == 0:
                return index
    return -1


def _decoded(text: str) -> str:
    """A plain stretch decoded, with a space kept at either end where it had one."""
    if not text:
        return ""
    body = decode_text(text)
    lead = " " if text[:1].isspace() else ""
    trail = " " if text[-1:].isspace() and body else ""
    return f"{lead}{body}{trail}"


def _spaced_join(pieces: list[str]) -> str:
    """The pieces as one line: single spaces, no space at either end."""
    return re.sub(r" {2,}", " ", "".join(pieces)).strip()


def plain_of_rich(text: str) -> str:
    """Rich text without its tags (what a reader sees; how a record stores a title)."""
    return MARKUP_TAG.sub("", text) if "<" in text else text


def rich_to_latex(text: str) -> str:
    """CSL rich text as a BibTeX value's LaTeX (without outer braces): the inverse of
    latex_to_rich for the markup it writes; tags it does not know stay as text."""
    out: list[str] = []
    stack: list[str] = []
    pos = 0
    for match in MARKUP_TAG.finditer(text):
        out.append(_encoded(text[pos : match.start()]))
        tag = match.group()
        if tag.startswith("</"):
            out.append("}" if stack and stack.pop() is not None else "")
        else:
            command = _TAG_COMMANDS.get(_normal_tag(tag), "")
            if command:
                out.append(f"\\{command}{{")
            else:  # '{}' first: a group starting with a backslash is a special character
                out.append("{{}" if text[match.end() : match.end() + 1] in _ESCAPED else "{")
            stack.append(tag)
        pos = match.end()
    out.append(_encoded(text[pos:]))
    return "".join(out) + "}" * len(stack)


def _normal_tag(tag: str) -> str:
    """A small-caps span however it is spaced, in the form the table uses."""
    return SMALLCAPS_OPEN if "small-caps" in tag else tag


def _encoded(text: str) -> str:
    """Plain text as LaTeX that BibTeX reads back as the same text."""
    return encode_text(text, ascii_only=False) if text else ""
