"""LaTeX in BibTeX values to Unicode for display and search, and Unicode back to LaTeX for export.

Decoding goes through pylatexenc (latex_engine), guarded where it would lose information:
a lone '%' (in URLs inside \\url{} or howpublished) would start a comment, \\url and \\href
arguments would be rewritten, \\noopsort{..} would leak its sort key, and \\TeX would
vanish. The decoded text is for display and search only; the raw value is what an export
writes back.

Cost stays linear in the text whatever its shape: text without LaTeX is only re-spaced,
accents and symbols are decoded piece by piece (each piece remembered), and a name list
is cut into names first, each decoded alone and remembered, so pylatexenc never walks a
3,000-author list whole.

Brace balance follows BibTeX, which counts '\\{' and '\\}' as braces (bibtexparser does not):
a value that is balanced by that count never breaks a .bib file.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from papershelf.formats.names import split_name_list
from papershelf.formats.text import latex_engine

__all__ = [
    "balance_braces",
    "decode_grouped",
    "decode_name",
    "decode_names",
    "decode_text",
    "encode_text",
    "escape_lone_specials",
    "is_balanced",
    "markdown_to_latex",
    "needs_protection",
    "text_branches",
]

# Anything pylatexenc would change; text without these is only re-spaced.
LATEX_SPECIAL = re.compile(r"[\\$~%]|--|``|''")
_NOT_DASHES = re.compile(r"[\\$~%]|``|''")
_WHITESPACE = re.compile(r"[ \t\n\r\f\v]+")
_BRACE = re.compile(r"[{}]")
_LONE_PERCENT = re.compile(r"(?<!\\)%")
_URL_COMMAND = re.compile(r"\\(?:url|path)\s*\{([^{}]*)\}")
_HREF_COMMAND = re.compile(r"\\href\s*\{([^{}]*)\}")
_URL_ESCAPE = re.compile(r"\\([%#&_~])")
# Private-use characters stand in for masked pieces while pylatexenc runs.
_URL_BASE, _GROUP_BASE = 0xE000, 0xE100
_URL_MARK = re.compile("[\ue000-\ue0ff]")
_GROUP_MARK = re.compile("[\ue100-\ue1ff]")
_ANY_MARK = re.compile("[\ue000-\ue1ff]")
_CACHE_LIMIT = 50_000
_MAX_DEPTH = 40  # deeper brace nesting overflows pylatexenc's recursion; stripped instead


# --- decoding -------------------------------------------------------------------------------


def squash(text: str) -> str:
    """Runs of spaces, tabs and newlines as one space, ends trimmed (no-break spaces kept)."""
    if "  " in text or "\n" in text or "\t" in text or "\r" in text or "\f" in text or "\v" in text:
        return _WHITESPACE.sub(" ", text).strip()
    return text.strip()  # the usual value: single spaces only, nothing to replace


_PRINTABLE_ASCII = bytes(range(32, 127))


def printable(text: str) -> bool:
    """text.isprintable(), in half the time for ASCII text (most text): its bytes less the
    printable ones are none (isprintable looks each character up in Unicode's tables)."""
    if text.isascii():
        return not text.encode("ascii").translate(None, _PRINTABLE_ASCII)
    return text.isprintable()


def single_spaced(text: str) -> str:
    """ " ".join(text.split()), without splitting the usual list (single spaces only).

    Decoded text is single-spaced but for its no-break spaces ('M.~C.'), which split() cuts
    at too; every other character split() cuts at is unprintable, which printable() finds
    in C: a 3,000-name list in a third of the time of splitting and joining it.
    """
    if "\xa0" in text:
        text = text.replace("\xa0", " ")
    if printable(text) and "  " not in text and text[:1] != " " and text[-1:] != " ":
        return text
    return " ".join(text.split())


def all_single_spaced(values: list[str]) -> bool:
    """Whether single_spaced leaves every value as it is, in one pass over them all (joined
    by ' | ', a value's space at either end becomes a double space)."""
    joined = " | ".join(values)
    if "\xa0" in joined or "  " in joined or joined[:1] == " " or joined[-1:] == " ":
        return False
    return printable(joined)


def decode_text(src: str) -> str:
    """A value's LaTeX as one line of Unicode: accents, dashes, escapes, no braces, $math$ kept."""
    if "\\ifmmode" in src:
        src = text_branches(src)
    special = LATEX_SPECIAL.search(src)
    if special is None:
        return squash(src.replace("{", "").replace("}", "") if "{" in src else src)
    if special.group() == "--" and not _NOT_DASHES.search(src):
        # Page ranges ('1--10') are most of what needs decoding: done as pylatexenc does.
        return squash(
            src.replace("{", "").replace("}", "").replace("---", "\u2014").replace("--", "\u2013")
        )
    return squash(_cached_latex(src))


def decode_names(src: str) -> str:
    """A name list's LaTeX as Unicode, one name at a time, keeping the braces that group.

    BibTeX splits a list at each top-level ' and ' before it reads any LaTeX, so each name
    is decoded alone (a 3,000-name list is 3,000 small, mostly cached conversions, never
    one 70 KB walk), and a name without LaTeX is only re-spaced.
    """
    if LATEX_SPECIAL.search(src) is None:
        return squash(src)  # no LaTeX anywhere: braces kept, spaces squashed
    pieces = split_name_list(src)
    pieces[::2] = map(decode_name, pieces[::2])
    return squash(" ".join(pieces))


@lru_cache(maxsize=32768)
def decode_name(name: str) -> str:
    """One name's LaTeX as Unicode (see decode_names), remembered: rosters repeat names."""
    if LATEX_SPECIAL.search(name) is None:
        return squash(name)
    if "\\" in name:
        name = _UNKNOWN_NAME_MACRO.sub(_macro_word, name)
    return decode_grouped(name)


# A command without arguments standing for a name ('\Thanh{}', defined by a style a
# @preamble inputs): no LaTeX reader here knows it, and dropped it would take the person away.
# Only a command that is a whole word of the name ('\\Thanh{} and …', 'Jo \\Foo'), never
# one inside a group or before an argument; TeX's silent primitives stay silent.
_UNKNOWN_NAME_MACRO = re.compile(r"(?:(?<=\s)|^)\\([A-Za-z]+)(?:\{\})?(?=\s|$)")
_SILENT = frozenset({"relax", "empty", "null", "ignorespaces", "unskip", "protect", "par"})


def _macro_word(match: re.Match[str]) -> str:
    """An unknown command's name as the word it stands for; a known one as it is."""
    word = match.group(1)
    return match.group() if word in _SILENT or latex_engine.knows(word) else word


def decode_grouped(src: str) -> str:
    """Text's LaTeX as Unicode, keeping the braces that group a name or part of one.

    BibTeX treats a top-level group that starts with a backslash ('{\\"u}') as one special
    character, and every other group ('{Google Brain}') as text to keep together; only
    the first kind is decoded away, so names.parse_names reads the result the same way.
    """
    if "\\ifmmode" in src:
        src = text_branches(src)
    if "{" not in src:
        return decode_text(src)
    if "\\" not in src and not LATEX_SPECIAL.search(src):
        return squash(src)
    if _ANY_MARK.search(src):
        return decode_text(src)
    groups: list[str] = []
    out = decode_text(_mask_groups(src, groups))
    return _GROUP_MARK.sub(lambda m: "{" + decode_text(groups[_index(m, _GROUP_BASE)]) + "}", out)


_IFMMODE = re.compile(r"\\ifmmode\b.*?\\else\b\s*(.*?)\\fi\b", re.S)


def text_branches(src: str) -> str:
    """src with each '\\ifmmode M\\else T\\fi' as its text branch T.

    The American Physical Society's exports write accents so ('Aleksi{\\ifmmode \\acute{c}
    \\else \\'{c}\\fi}'); read whole, both branches would print ('Aleksićć').
    """
    return _IFMMODE.sub(r"\1", src)


def _index(match: re.Match[str], base: int) -> int:
    """Which saved piece a placeholder character stands for."""
    return ord(match.group()) - base


def _mask_groups(src: str, groups: list[str]) -> str:
    """src with each grouping (not special-character, not argument) top-level group masked."""
    out: list[str] = []
    pos = depth = 0
    start = 0
    for match in _BRACE.finditer(src):
        if match.group() == "{":
            if depth == 0:
                start = match.start()
            depth += 1
        elif depth > 0:
            depth -= 1
            if depth == 0 and _is_grouping(src, start) and len(groups) < 256:
                out.append(src[pos:start] + chr(_GROUP_BASE + len(groups)))
                groups.append(src[start + 1 : match.start()])
                pos = match.end()
    out.append(src[pos:])
    return "".join(out)


_COMMAND_BEFORE = re.compile(r"\\(?:[A-Za-z]+|[^A-Za-z\s])\s*$")


def _is_grouping(src: str, start: int) -> bool:
    """Whether the group opening at start keeps text together, rather than being a special
    character ('{\\ss}') or a command's argument ('\\"{u}', '\\emph{x}')."""
    if src.startswith("\\", start + 1):
        return False
    return not _COMMAND_BEFORE.search(src, max(0, start - 40), start)


@lru_cache(maxsize=_CACHE_LIMIT)
def _cached_latex(src: str) -> str:
    """pylatexenc's text for src, with URLs, lone '%' and deep nesting guarded; cached."""
    text = _tokenwise(src)
    return _latex_to_text(src) if text is None else text


# Pieces of LaTeX that mean the same alone as in context: accents with their letter,
# argument-less symbols, escaped characters, dashes, ties and quotes.
_PIECE = re.compile(
    r"""\\[`'^"~=.](?:\s*\{\s*(?:\\[ij]|[A-Za-z])?\s*\}|\s*\\[ij](?![A-Za-z])|\s*[A-Za-z])
    | \\[uvHckdbrt](?![A-Za-z])
      (?:\s*\{\s*(?:\\[ij]|[A-Za-z])?\s*\}|\s+\\[ij](?![A-Za-z])|\s+[A-Za-z])
    | \\(?P<name>[A-Za-z]+)(?:\{\}|[ \t]+(?=[A-Za-z]))?
    | \\[&_\#{}$]
    | ---?|~|``|''
    """,
    re.X,
)
_NOT_TOKENWISE = re.compile(r"[$%]")


class _NotTokenwiseError(Exception):
    """The value holds LaTeX that must be read in context (a command with arguments)."""


def _tokenwise(src: str) -> str | None:
    """src decoded piece by piece (each piece through pylatexenc, cached), or None if it holds
    anything but accents, symbols, escapes, dashes and ties; braces are dropped."""
    if _NOT_TOKENWISE.search(src):
        return None
    out: list[str] = []
    pos = 0
    try:
        for match in _PIECE.finditer(src):
            out.append(_between(src[pos : match.start()]))
            out.append(_piece(match.group(), match.group("name")))
            pos = match.end()
        out.append(_between(src[pos:]))
    except _NotTokenwiseError:
        return None
    return unicodedata.normalize("NFC", "".join(out))


def _between(text: str) -> str:
    """Text between pieces without its braces; a backslash left there is LaTeX to read whole."""
    if "\\" in text:
        raise _NotTokenwiseError
    return text.replace("{", "").replace("}", "")


def _piece(piece: str, name: str | None) -> str:
    """One piece's text through pylatexenc; a command taking arguments is refused."""
    if name is not None and not latex_engine.is_symbol(name):
        raise _NotTokenwiseError
    return _piece_text(piece)


@lru_cache(maxsize=4096)
def _piece_text(piece: str) -> str:
    """pylatexenc's text for one piece, cached: accents and symbols recur."""
    return _latex_to_text(piece)


def _latex_to_text(src: str) -> str:
    """One pylatexenc conversion; a crude strip of commands and braces if it fails."""
    urls: list[str] = []
    masked = src if _ANY_MARK.search(src) else _mask_urls(src, urls)
    masked = _LONE_PERCENT.sub(r"\\%", masked)
    text = _strip_latex(masked) if _depth(masked) > _MAX_DEPTH else _converted(masked)
    if urls:
        text = _URL_MARK.sub(lambda m: urls[_index(m, _URL_BASE)], text)
    return unicodedata.normalize("NFC", text)


def _converted(src: str) -> str:
    """pylatexenc's text for src (latex_engine); a crude strip if it fails."""
    text = latex_engine.to_text(src)
    return _strip_latex(src) if text is None else text


def _mask_urls(src: str, urls: list[str]) -> str:
    """src with each \\url{..}/\\href{..} target masked, so that '%' and '~' survive."""

    def keep(match: re.Match[str]) -> str:
        """A placeholder for one URL, saved unescaped."""
        url = _URL_ESCAPE.sub(r"\1", match.group(1))  # \url prints '\%' as '%'
        if len(urls) >= 256:
            return url
        urls.append(url)
        return chr(_URL_BASE + len(urls) - 1)

    masked = _URL_COMMAND.sub(keep, src)
    return _HREF_COMMAND.sub(lambda m: "\\href{" + keep(m) + "}", masked)


def _depth(src: str) -> int:
    """The deepest brace nesting in src."""
    depth = deepest = 0
    for match in _BRACE.finditer(src):
        depth = depth + 1 if match.group() == "{" else max(0, depth - 1)
        deepest = max(deepest, depth)
    return deepest


_CRUDE = re.compile(r"\\[A-Za-z]+\s*|\\(.)|[{}]")


def _strip_latex(src: str) -> str:
    """Commands and braces dropped, escaped characters kept: the last resort."""
    return _CRUDE.sub(lambda m: m.group(1) or "", src)


# --- brace balance --------------------------------------------------------------------------


def is_balanced(value: str) -> bool:
    """Whether every '{' has its '}' as BibTeX counts them (escaped ones included)."""
    if "{" not in value and "}" not in value:
        return True
    depth = 0
    for match in _BRACE.finditer(value):
        depth += 1 if match.group() == "{" else -1
        if depth < 0:
            return False
    return depth == 0


def balance_braces(value: str) -> str:
    """value with each unmatched brace written as \\textbraceleft{}/\\textbraceright{}."""
    if is_balanced(value):
        return value
    unmatched = _unmatched_braces(value)
    out: list[str] = []
    pos = 0
    for index in sorted(unmatched):
        out.append(value[pos:index])
        backslash = index > 0 and value[index - 1] == "\\"
        if backslash:
            out[-1] = out[-1][:-1]
        out.append("\\textbraceleft{}" if value[index] == "{" else "\\textbraceright{}")
        pos = index + 1
    out.append(value[pos:])
    return "".join(out)


def _unmatched_braces(value: str) -> set[int]:
    """Positions of the braces that have no partner."""
    opened: list[int] = []
    unmatched: set[int] = set()
    for match in _BRACE.finditer(value):
        if match.group() == "{":
            opened.append(match.start())
        elif opened:
            opened.pop()
        else:
            unmatched.add(match.start())
    return unmatched | set(opened)


# --- encoding -------------------------------------------------------------------------------

_ENCODE_TOKEN = re.compile(
    r"(?P<math>\$[^$]+\$)|(?P<cmd>\\(?:[A-Za-z]+|[^A-Za-z]))|(?P<word>[^\W_]+)|(?P<other>.)",
    re.S,
)
_ESCAPES = {
    "&": "\\&", "%": "\\%", "#": "\\#", "_": "\\_", "$": "\\$", "~": "\\textasciitilde{}",
    "^": "\\textasciicircum{}", "\xa0": "~", "\n": " ", "\t": " ", "\r": " ",
    "\ue200": "\\textbackslash{}",
}  # fmt: skip
_ASCII_PUNCTUATION = {
    "\u2013": "--", "\u2014": "---", "\u201c": "``", "\u201d": "''", "\u2018": "`",
    "\u2019": "'",
}  # fmt: skip


def needs_protection(word: str) -> bool:
    """Whether a style that lower-cases titles would spoil word: 'BERT', 'iPhone', 'T5', 'II'."""
    if any(c.isupper() for c in word[1:]):
        return True
    return word[:1].isupper() and any(c.isdigit() for c in word)


def encode_text(text: str, *, ascii_only: bool, protect: bool = False, latex: bool = False) -> str:
    """Unicode text as a BibTeX value: LaTeX specials escaped, $math$ and \\commands kept.

    ascii_only writes non-ASCII as LaTeX ('{\\"u}') for BibTeX; without it the text stays
    UTF-8 (BibLaTeX). protect wraps words a style would lower-case in braces ('{BERT}').
    latex says the text is LaTeX source already (an abstract), where '~' is a tie.
    Braces typed in pairs are kept (a person protecting words); unmatched ones are escaped.
    """
    if not text.isprintable():  # a NUL ends the file for biber; controls are no text
        text = _CONTROLS.sub("", text)
    if "\\" in text and not latex:
        text = _mark_literal_backslashes(text)
    unmatched = _unmatched_braces(text) if ("{" in text or "}" in text) else set()
    out: list[str] = []
    for match in _ENCODE_TOKEN.finditer(text):
        kind, piece = match.lastgroup, match.group()
        if kind in ("math", "cmd"):
            out.append(piece)
        elif kind == "word":
            word = _encode_chars(piece, ascii_only)
            out.append("{" + word + "}" if protect and needs_protection(piece) else word)
        elif piece in "{}":
            out.append(_brace(piece, match.start() in unmatched))
        elif latex and piece == "~":
            out.append(piece)
        elif piece in _LIGATURE and not latex and text.startswith(piece, match.end()):
            out.append(piece + "{}")  # a typed '--' or "''" stays two characters in LaTeX
        else:
            out.append(_encode_other(piece, ascii_only))
    return "".join(out)


_LIGATURE = frozenset("-`'")  # doubled, LaTeX reads them as a dash or a quotation mark

# A backslash typed as a character: it stands in for the backslash until _ESCAPES writes it.
_LITERAL_BACKSLASH = "\ue200"
_BACKSLASH = re.compile(r"\\(?:([A-Za-z]+)|([^A-Za-z])|$)", re.S)
# The one-character commands a person types as LaTeX in a reference: escapes, accents, the
# thin space ('10\\,000') and the hyphenation point.
_SYMBOL_COMMANDS = frozenset("%&_#${}'\"`^~=.-,")
_MATH_SPLIT = re.compile(r"(\$[^$]+\$)")
_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _mark_literal_backslashes(text: str) -> str:
    """Backslashes that begin no command the decoder knows ('C:\\Users', '\\\\server', a
    lone or final '\\') marked as characters, so they are written as \\textbackslash{} and
    come back; '\\emph{x}', '\\alpha', '\\%' stay LaTeX, as typed (issue 30, item 12)."""

    def mark(match: re.Match[str]) -> str:
        name, symbol = match.group(1), match.group(2)
        if name is not None and latex_engine.knows(name):
            return match.group()
        if symbol is not None and symbol in _SYMBOL_COMMANDS:
            return match.group()
        if symbol == "\\":
            return _LITERAL_BACKSLASH * 2
        return _LITERAL_BACKSLASH + (name or symbol or "")

    pieces = _MATH_SPLIT.split(text)  # math ('$\\mathcal{X}$') is LaTeX whatever it holds
    return "".join(p if n % 2 else _BACKSLASH.sub(mark, p) for n, p in enumerate(pieces))


def _brace(brace: str, unmatched: bool) -> str:
    """A typed brace: kept when it has a partner, else written so BibTeX does not count it."""
    if not unmatched:
        return brace
    return "\\textbraceleft{}" if brace == "{" else "\\textbraceright{}"


def _encode_other(char: str, ascii_only: bool) -> str:
    """One character outside words: LaTeX specials escaped, punctuation made ASCII if asked."""
    if char in _ESCAPES:
        return _ESCAPES[char]
    if ascii_only and not char.isascii():
        return _ASCII_PUNCTUATION.get(char) or _encode_chars(char, ascii_only)
    return char


def _encode_chars(text: str, ascii_only: bool) -> str:
    """Letters as LaTeX special characters ('{\\"u}') when only ASCII may be written."""
    if not ascii_only or text.isascii():
        return text
    return "".join(char if char.isascii() else _encoded_char(char) for char in text)


@lru_cache(maxsize=8192)
def _encoded_char(char: str) -> str:
    """One non-ASCII character as LaTeX, or as itself (the file is UTF-8) when its LaTeX
    would read back as another character (pylatexenc writes 'Ŀ' as a dotted L)."""
    latex = latex_engine.encode_word(char)
    return latex if decode_text(latex) == char else char


_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*", re.S)
_ITALIC = re.compile(r"(?<![\w*\\])\*(?=[^\s*])(.+?)(?<=[^\s*\\])\*(?![\w*])", re.S)
_MATH = re.compile(r"\$[^$]+\$")


def markdown_to_latex(text: str) -> str:
    """An abstract's Markdown emphasis as LaTeX: **bold** -> \\textbf{bold}, *x* -> \\emph{x}."""
    if "*" not in text:
        return text
    out: list[str] = []
    pos = 0
    for match in _MATH.finditer(text):
        out.append(_emphasis(text[pos : match.start()]) + match.group())
        pos = match.end()
    out.append(_emphasis(text[pos:]))
    return "".join(out)


def _emphasis(text: str) -> str:
    """Markdown bold and italics in text that holds no math."""
    text = _BOLD.sub(r"\\textbf{\1}", text)
    return _ITALIC.sub(r"\\emph{\1}", text)


# --- characters that break LaTeX ------------------------------------------------------------

_RISKY = re.compile(r"[%&#_^]")
_SAFE_SPANS = re.compile(
    r"\$\$.*?\$\$|\$[^$]*\$|\\\(.*?\\\)|\\\[.*?\\\]"
    r"|\\(?:ensuremath|math[a-z]*)\s*\{[^{}]*\}"
    r"|(?P<url>\\(?:url|href)\s*\{[^{}]*\})"
    r"|\\."
    r"|(?P<risky>[%&#_^])",
    re.S,
)
_LONE_ESCAPES = {"%": "\\%", "&": "\\&", "#": "\\#", "_": "\\_", "^": "\\^{}"}
_URL_RISKY = re.compile(r"(?<!\\)[%#]")


def escape_lone_specials(text: str, *, in_urls: bool = False) -> str:
    """text with the characters that break LaTeX outside math ('%', '&', '#', '_', '^') escaped.

    Real files hold '50% of' or 'R&D' in braces; BibTeX copies them into the .bbl, where
    LaTeX stops. Math and escaped characters are left alone, and so are \\url{..} targets
    unless in_urls (biblatex passes them inside another command, where '%' and '#' must be
    escaped too).
    """
    if not _RISKY.search(text):
        return text

    def fix(match: re.Match[str]) -> str:
        """One span: a lone special escaped, everything else as it was."""
        if match.group("risky"):
            return _LONE_ESCAPES[match.group("risky")]
        if match.group("url") and in_urls:
            return _URL_RISKY.sub(lambda m: "\\" + m.group(), match.group())
        return match.group()

    return _SAFE_SPANS.sub(fix, text)
