"""An export's check that a value read from a file still decodes to what its record holds,
answered without pylatexenc for the shapes a publisher's bibliography is made of.

bibtex_write writes a raw value back only when it decodes to the record's value today, so
every untouched field of an imported entry is decoded again. Two shapes cost nearly all of
that, and each has an answer here that is the general decoder's by construction (and is
property-tested against it, tests/formats/test_bibtex_recheck.py):

- plain words around inline math (a physics title: 'Decays of ${B}_{s}^{0}$ mesons'): the
  decoder keeps math verbatim and plain text as it is, so a value of that shape whose text
  is the record's is unchanged, with no LaTeX read at all (pylatexenc read it whole: 3 ms
  a title);
- author lists: decoded name by name, as `decode_names` does, each distinct name once per
  run of exports through a memo far larger than the decoder's own cache (a collaboration's
  roster repeats its thousands of names on every paper; past the decoder's 32,768 names it
  decoded every one of them again);
- author lists of plain ASCII names around accented letters written as a publisher writes
  them ('Aleksi{\\ifmmode \\acute{c}\\else \\'{c}\\fi{}}', '\\v{S}koda'): each accent is
  decoded alone, once (it reads the same in any name: the text beside it is plain), and
  replaced in the whole list at once, without cutting it into names (a physics
  bibliography's hundreds of thousands of distinct names cost a decoder run each).
"""

from __future__ import annotations

import re
import unicodedata

from papershelf.formats.names import split_name_list
from papershelf.formats.text.latex import (
    LATEX_SPECIAL,
    decode_name,
    decode_names,
    printable,
    squash,
)

_NAMES_LIMIT = 100_000  # distinct LaTeX names remembered (about 25 MB), then all forgotten
_names: dict[str, str] = {}

# Anywhere: what the decoder re-spaces (it squashes white space, in math too), a '%' it
# escapes, the private-use characters it masks pieces with.
_NOT_KEPT = re.compile(r"[\n\t\r\f\v%\ue000-\ue1ff]|  ")
# Plain text beside math: nothing the decoder changes (bibtex_write's _plain, less the '$').
_NOT_PLAIN = re.compile(r"[\\{}~#]|--|``|''")
# Math the decoder could read otherwise than verbatim: a URL it masks, a text branch it
# picks, math delimiters of another kind, an escaped dollar (cut at by the split).
_NOT_VERBATIM_MATH = re.compile(r"\\(?:url|path|href|ifmmode|[()\[\]$])|\\$")
_MAX_DEPTH = 40  # latex._MAX_DEPTH: deeper nesting is stripped, not kept


def decoded_names(text: str) -> str:
    """decode_names(text), each distinct name decoded once (remembered across entries and
    exports)."""
    if LATEX_SPECIAL.search(text) is None:
        return decode_names(text)
    accented = _accents_decoded(text)
    if accented is not None:
        return accented
    pieces = split_name_list(text)
    pieces[::2] = map(_decoded_name, pieces[::2])
    return squash(" ".join(pieces))


def _decoded_name(name: str) -> str:
    """decode_name(name) as decoded_names joins it (re-spaced), remembered in a memo that
    is emptied when full (a name without LaTeX is only re-spaced, as decode_name does, and
    a name of plain text and accents is decoded as fast as it is looked up: neither is
    remembered)."""
    if LATEX_SPECIAL.search(name) is None:
        return squash(name)
    decoded = _names.get(name)
    if decoded is None:
        decoded = _accents_decoded(name)  # a roster's other names, beside one it cannot take
    if decoded is None:
        if len(_names) >= _NAMES_LIMIT:
            _names.clear()
        decoded = _names[name] = decode_name(name)
    return decoded


# An accented letter as a publisher writes it: APS's '{\\ifmmode \\acute{c}\\else \\'{c}\\fi{}}'
# (or without the outer braces), '{\\'{c}}', '{\\'c}', '\\'{c}' (accents taking one letter).
_ACCENT = re.compile(
    r"""(\{\\ifmmode\ \\[a-z]+\{[A-Za-z]\}\\else\ \\[`'^"~=.uvHc]\{[A-Za-z]\}\\fi\{\}\}
    | \\ifmmode\ \\[a-z]+\{[A-Za-z]\}\\else\ \\[`'^"~=.uvHc]\{[A-Za-z]\}\\fi\{\}
    | \{\\[`'^"~=.](?:\{[A-Za-z]\}|[A-Za-z])\}
    | \\[`'^"~=.uvHc]\{[A-Za-z]\})""",
    re.X,
)
# What the text beside the accents may not hold: anything the decoder reads, white space
# but single spaces, a character that is not printable ASCII.
_NOT_BESIDE = re.compile(r"[^ -~]|[\\{}$~%]|--|``|''|  ")
_IFMMODE = "\\ifmmode"  # an APS accent without its braces
_ACCENTS_LIMIT = 4096  # distinct accents remembered (a few hundred in practice)
_accents: dict[str, str | None] = {}


def _accents_decoded(text: str) -> str | None:
    """decode_names(text) when text is printable ASCII single-spaced and accents (_ACCENT),
    else None (the general decoding decides).

    BibTeX cuts a list at ' and ' before reading any LaTeX, and decode_names re-spaces each
    name and joins them with single spaces: on such a list that is the text re-spaced. Each
    name decodes to its text with every accent as the accent decoded alone (the decoder
    reads plain text as it is and an accented letter as one piece, braces dropped), which
    is one letter with no mark to join its neighbours (else the accent is not taken).
    """
    pieces = _ACCENT.split(text)  # plain text and accents alternately
    # '|' between the plain pieces: no two-character pattern runs across it
    if len(pieces) == 1 or _NOT_BESIDE.search("|".join(pieces[::2])) is not None:
        return None
    for at in range(1, len(pieces), 2):
        accent = pieces[at]
        if accent.startswith(_IFMMODE) and (
            (at == 1 and not pieces[0]) or pieces[at - 1][-1:] == " "
        ):
            return None  # an '\\ifmmode' starting a word is read as a word by decode_name
        letter = _accent(accent)
        if letter is None:
            return None
        pieces[at] = letter
    return squash("".join(pieces))


def _accent(accent: str) -> str | None:
    """The one letter an accent decodes to after a letter (remembered), or None when it is
    not one NFC letter (a letter and a mark no single character stands for); an
    '\\ifmmode' without braces keeps its branch's trailing '{}' as decode_name does."""
    if accent in _accents:
        return _accents[accent]
    letter: str | None = decode_name("x" + accent)[1:]
    if accent.startswith(_IFMMODE) and letter is not None:
        letter = letter[:-2] if letter.endswith("{}") else None
    if letter is None or len(letter) != 1 or not letter.isalpha() or letter.isascii():
        letter = None
    elif accent.startswith(_IFMMODE):
        letter += "{}"
    if len(_accents) < _ACCENTS_LIMIT:
        _accents[accent] = letter
    return letter


def math_kept(text: str) -> bool:
    """Whether decoding text (a 'text' field's value) gives text itself because it is plain
    words around inline math ('$...$'), which the decoder keeps verbatim."""
    parts = text.split("$")
    if len(parts) < 3 or len(parts) % 2 == 0 or text != text.strip():
        return False
    if _NOT_KEPT.search(text) is not None or _NOT_PLAIN.search("$".join(parts[::2])):
        return False
    if not printable(text) or not (text.isascii() or unicodedata.is_normalized("NFC", text)):
        return False
    return all(_verbatim_math(math) for math in parts[1::2])


def _verbatim_math(math: str) -> bool:
    """Whether one formula (between its dollars) is read as one math node and kept as it is:
    not empty, braces balanced inside it, none of what the decoder treats apart."""
    if not math or _NOT_VERBATIM_MATH.search(math) is not None:
        return False
    if "{" not in math and "}" not in math:
        return True
    depth = 0
    for char in math:
        if char == "{":
            depth += 1
            if depth > _MAX_DEPTH:
                return False
        elif char == "}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0
