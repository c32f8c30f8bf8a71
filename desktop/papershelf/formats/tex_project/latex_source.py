"""One LaTeX source file's text: what it cites, includes and names as its bibliography.

Comments (`%` to the end of the line, not `\\%`), `\\verb|...|` and verbatim-like
environments (verbatim, Verbatim, lstlisting, minted, comment) are removed first, so a
cite shown in a listing or commented out is not read. Cite commands: LaTeX's `\\cite` and
`\\nocite`; natbib's `\\citet`, `\\citep`, `\\citealt`, `\\citealp`, `\\citeauthor`,
`\\citeyear`...; biblatex's `\\parencite`, `\\textcite`, `\\autocite`, `\\footcite`,
`\\smartcite`, `\\supercite`, `\\fullcite`... and its multi-cites
(`\\cites(pre)(post)[a][b]{x}[c]{y}`);
apacite's `\\citeA`, `\\citeN`; each with a starred and a capitalised form, up to two
optional arguments, and several keys. A key holding `#` or `\\` is a macro's parameter
(`\\newcommand{\\ct}[1]{\\citet{#1}}`), not a key.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

_SINGLE = (
    "cite citep citet citealt citealp citeauthor citefullauthor citeyear citeyearpar citenum "
    "citeA citeN citeNP shortcite parencite footcite footcitetext textcite smartcite autocite "
    "supercite citetitle citedate citeurl fullcite footfullcite notecite pnotecite fnotecite "
    "nocite"
).split()
_MULTI = (
    "cites parencites footcites footcitetexts textcites smartcites autocites supercites".split()
)


def _names(names: list[str]) -> str:
    """A regex alternation of names and their capitalised forms, longest first."""
    every = {name for base in names for name in (base, base[0].upper() + base[1:])}
    return "|".join(sorted(every, key=len, reverse=True))


_CITE = re.compile(
    rf"\\(?:(?P<multi>{_names(_MULTI)})|(?P<single>{_names(_SINGLE)}))(?![A-Za-z@])\*?"
)
_VERBATIM_ENVS = "verbatim|Verbatim|BVerbatim|lstlisting|minted|comment|filecontents"
_VERBATIM = re.compile(rf"\\begin\{{({_VERBATIM_ENVS})\*?\}}.*?\\end\{{\1\*?\}}", re.DOTALL)
_VERB = re.compile(r"\\(?:verb|lstinline|mintinline\{[^}]*\})\*?([^A-Za-z\s{])(?:(?!\1).)*?\1")
_COMMENT = re.compile(r"(?<!\\)((?:\\\\)*)%.*")
_INCLUDE = re.compile(
    r"\\(?P<cmd>input|include|subfile|import|subimport|inputfrom|includefrom|subinputfrom"
    r"|subincludefrom)(?![A-Za-z@])\s*(?:\{(?P<first>[^}]*)\}(?:\s*\{(?P<second>[^}]*)\})?"
    r"|(?P<bare>[^\s{}\\]+))"
)
_BIBLIOGRAPHY = re.compile(r"\\bibliography\s*\{([^}]*)\}")
_RESOURCE = re.compile(r"\\add(?:bibresource|globalbib|sectionbib)\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}")
_DOCUMENTCLASS = re.compile(r"\\documentclass\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}")


@dataclass(frozen=True)
class Include:
    """An included file as written: the command, the folder argument (import), the name."""

    command: str
    folder: str
    name: str


def strip_comments(text: str) -> str:
    """text without its comments and verbatim material (line breaks kept)."""
    text = _VERBATIM.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    text = _COMMENT.sub(r"\1", text)
    return _VERB.sub("", text)


def cited_keys(text: str) -> list[str]:
    """The keys text (comments already stripped) cites, in order, repeats kept ('*' too)."""
    keys: list[str] = []
    for match in _CITE.finditer(text):
        multi = match.group("multi") is not None
        for argument in _key_arguments(text, match.end(), multi):
            keys += [key.strip() for key in argument.split(",")]
    return [key for key in keys if key and "#" not in key and "\\" not in key]


def _key_arguments(text: str, at: int, multi: bool) -> Iterator[str]:
    """The key arguments of a cite command whose name ends at at."""
    if multi:
        at = _skip_groups(text, at, "(", ")", 2)
    while True:
        at = _skip_groups(text, at, "[", "]", 2)
        argument = _group(text, _skip_space(text, at), "{", "}")
        if argument is None:
            return
        value, at = argument
        yield value
        if not multi:
            return
        after = _skip_space(text, at)
        if after >= len(text) or text[after] not in "[{":
            return


def _skip_space(text: str, at: int) -> int:
    """The first position from at that is not white space."""
    while at < len(text) and text[at] in " \t\r\n":
        at += 1
    return at


def _skip_groups(text: str, at: int, opening: str, closing: str, most: int) -> int:
    """at moved past up to most optional groups (`[...]` or `(...)`) and the space between."""
    for _ in range(most):
        group = _group(text, _skip_space(text, at), opening, closing)
        if group is None:
            break
        at = group[1]
    return at


def _group(text: str, at: int, opening: str, closing: str) -> tuple[str, int] | None:
    """The content of the group opening at at and the position after it (nesting counted),
    or None when no such group starts there or it never closes."""
    if at >= len(text) or text[at] != opening:
        return None
    depth = 0
    for position in range(at, len(text)):
        char = text[position]
        if char == opening:
            depth += 1
        elif char == closing:
            depth -= 1
            if depth == 0:
                return text[at + 1 : position], position + 1
    return None


def includes(text: str) -> list[Include]:
    """The files text (comments stripped) includes, in order."""
    found: list[Include] = []
    for match in _INCLUDE.finditer(text):
        command = match.group("cmd")
        if match.group("bare") is not None:
            if command == "input":  # TeX's own `\input file`
                found.append(Include(command, "", match.group("bare")))
            continue
        first, second = match.group("first") or "", match.group("second")
        if command in {"import", "subimport", "inputfrom", "includefrom", "subinputfrom",
                       "subincludefrom"}:  # fmt: skip
            if second is not None:
                found.append(Include(command, first.strip(), second.strip()))
        else:
            found.append(Include(command, "", first.strip()))
    return [include for include in found if include.name and "#" not in include.name]


def bibliography_names(text: str) -> list[str]:
    """The .bib files text (comments stripped) names: `\\bibliography{a,b}` gives 'a', 'b';
    `\\addbibresource{refs.bib}` gives 'refs.bib'."""
    found: list[tuple[int, str]] = []
    for match in _BIBLIOGRAPHY.finditer(text):
        found += [(match.start(), name.strip()) for name in match.group(1).split(",")]
    for match in _RESOURCE.finditer(text):
        found.append((match.start(), match.group(1).strip()))
    names = [name for _, name in sorted(found, key=lambda item: item[0])]
    return [name for name in names if name and "#" not in name and "\\" not in name]


def document_class(text: str) -> str | None:
    """The class text's `\\documentclass` names, or None when it has none (an included part)."""
    match = _DOCUMENTCLASS.search(text)
    return match.group(1).strip() if match else None


def has_document(text: str) -> bool:
    """Whether text is a document's main file: a class and a document environment."""
    return document_class(text) is not None and "\\begin{document}" in text
