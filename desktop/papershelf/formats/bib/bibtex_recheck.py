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
  decoded every one of them again).
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
    pieces = split_name_list(text)
    pieces[::2] = map(_decoded_name, pieces[::2])
    return squash(" ".join(pieces))


def _decoded_name(name: str) -> str:
    """decode_name(name), remembered in a memo that is emptied when full (a name without
    LaTeX is only re-spaced, as decode_name does, and not remembered)."""
    if LATEX_SPECIAL.search(name) is None:
        return squash(name)
    decoded = _names.get(name)
    if decoded is None:
        if len(_names) >= _NAMES_LIMIT:
            _names.clear()
        decoded = _names[name] = decode_name(name)
    return decoded


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
