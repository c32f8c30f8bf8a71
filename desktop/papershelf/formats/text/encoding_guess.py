"""Telling an undeclared legacy encoding: charset-normalizer's candidates, checked by how
plausible the text each one gives is.

charset-normalizer ranks code pages by how messy the decoded text is and how much it
looks like a language; on the few non-ASCII words of a small bibliography it is often
unsure (ties between a dozen code pages, a CJK code page for two accented Latin words).
So its first choice and the common code pages of bibliographies (COMMON) are decoded
and scored by what real text does not do, per non-ASCII character:

- control, unassigned or private-use characters;
- a symbol beside a letter ('¯ó¼' is Polish read as Windows-1252; '°C' is fine);
- a CJK, kana or Hangul character glued to a Latin letter ('G鐰el' is 'Gödel' misread);
- a run of more than four accented Latin letters ('»ùÓÚÉî' is Chinese misread);
- half-width katakana, lone Hangul jamo, hanja glued to Hangul syllables;
- (a little) accented Latin letters of no common code page ('ķ', 'ŧ').

The least implausible wins; then the one whose words look most like a language the
detector knows (its coherence, to a tenth: finer differences are noise), then the order
of COMMON. A CJK code page the detector puts first wins ties: its letter frequencies
tell Shift-JIS from GBK, which this scoring cannot.
"""

from __future__ import annotations

import codecs
import unicodedata
from functools import lru_cache

# The code pages bibliographies come in, most common first (a tie goes to the earlier).
COMMON = (
    "cp1252", "iso8859-15", "iso8859-2", "cp1250", "gb18030", "big5", "shift_jis",
    "euc_jp", "euc_kr", "cp1251", "koi8-r", "iso8859-7", "cp1253", "iso8859-9",
    "iso8859-13", "cp1257", "iso8859-5", "mac-roman", "cp850",
)  # fmt: skip
# Symbols real text puts beside letters ('25°C', 'm²', '€5', 'Foo™'), and punctuation
# it does not ('¶', '±' beside a letter are 'ś' and 'ą' of Latin-2 misread).
_UNIT_SIGNS = frozenset("°µ×²³€£§©®™")
_ODD_MARKS = frozenset("¶±¦¬¤¨´¸¯")
_LATIN_RUN = 4
_WIDE_SCRIPTS = ("CJK", "HIRAGANA", "KATAKANA", "HANGUL SYLLABLE", "IDEOGRAPHIC")
# Characters bibliographies do not use, though they are letters: half-width katakana
# (a Cyrillic code page read as Shift-JIS) and lone Hangul jamo (EUC-JP read as EUC-KR).
_ODD_LETTERS = ("HALFWIDTH KATAKANA", "HANGUL LETTER")


def guess(sample: bytes) -> list[str]:
    """Codecs that decode sample, the most plausible first (see the module docstring)."""
    coherence = _detected(sample)
    first = next(iter(coherence), "")
    candidates = dict.fromkeys([*map(_name, COMMON), *([first] if first else [])])
    scored: list[tuple[float, float, int, str]] = []
    for rank, codec in enumerate(candidates):
        try:
            text = sample.decode(codec)
        except (UnicodeDecodeError, LookupError):
            continue
        language = round(coherence.get(codec, 0.0), 1)
        scored.append((implausibility(text), -language, rank, codec))
    scored.sort()
    best = [codec for *_, codec in scored]
    if first in best and _multibyte(first) and scored[best.index(first)][0] == scored[0][0]:
        best.remove(first)  # a CJK code page the detector prefers: it knows their letters
        best.insert(0, first)
    return best


def _detected(sample: bytes) -> dict[str, float]:
    """charset-normalizer's candidates, best first, each with its coherence (the share of
    the words that look like a language it knows)."""
    from charset_normalizer import from_bytes  # loaded with the first non-UTF-8 file

    found: dict[str, float] = {}
    for match in from_bytes(sample, cp_exclusion=["utf_16", "utf_32", "utf_7"]):
        codec = _name(match.encoding)
        if codec not in ("utf-8", "ascii"):
            found.setdefault(codec, match.coherence)
    return found


def _multibyte(codec: str) -> bool:
    """Whether codec is a multi-byte (CJK) code page."""
    from charset_normalizer.utils import is_multi_byte_encoding

    try:
        return bool(is_multi_byte_encoding(codec))
    except (LookupError, ModuleNotFoundError):
        return False


def _name(codec: str) -> str:
    """The codec's canonical Python name."""
    try:
        return codecs.lookup(codec).name
    except LookupError:
        return codec


def implausibility(text: str) -> float:
    """How unlike real text the non-ASCII characters of text are (0: not at all)."""
    penalty = 0.0
    count = 0
    run = 0
    previous = " "
    for index, char in enumerate(text):
        if char.isascii():
            run = 0
            previous = char
            continue
        count += 1
        following = text[index + 1] if index + 1 < len(text) else " "
        kind = _kind(char)
        if kind == "bad":
            penalty += 3
        elif kind == "sign" and (previous.isalpha() or following.isalpha()):
            penalty += 2
        elif kind == "wide" and _hangul(char) != _hangul(previous) and _kind(previous) == "wide":
            penalty += 1  # Korean does not glue hanja to hangul syllables
        elif kind == "wide" and (_latin(previous) or _latin(following)):
            penalty += 2
        if kind == "latin":
            run += 1
            penalty += 1 if run > _LATIN_RUN else 0
            penalty += 0 if char in _COMMON_LATIN else 0.5
        else:
            run = 0
        previous = char
    return penalty / count if count else 0.0


def _letters(*codecs_: str) -> frozenset[str]:
    """The non-ASCII letters of single-byte code pages."""
    found = set()
    for codec in codecs_:
        found |= {c for c in bytes(range(128, 256)).decode(codec, "ignore") if c.isalpha()}
    return frozenset(found)


# The accented letters of Western, Central European and Turkish text: letters beyond them
# (Baltic, Sami: 'ķ', 'ŧ') are what Polish or French read in the wrong Latin-N look like.
_COMMON_LATIN = _letters("cp1252", "iso8859-2", "cp1250", "iso8859-9", "iso8859-15")


def _hangul(char: str) -> bool:
    """Whether char is a Hangul syllable."""
    return "\uac00" <= char <= "\ud7a3"


def _latin(char: str) -> bool:
    """Whether char is a Latin letter (ASCII or accented)."""
    return char.isalpha() and (char.isascii() or _kind(char) == "latin")


@lru_cache(maxsize=4096)
def _kind(char: str) -> str:
    """'bad' (control, unassigned, private), 'space', 'mark' (punctuation, unit signs),
    'sign' (other symbols and numbers: '¼', '¯', '╬'), 'wide' (CJK, kana, Hangul), 'latin'
    (an accented Latin letter) or 'letter' (other scripts)."""
    category = unicodedata.category(char)
    if category[0] == "C":
        return "bad"
    if category[0] == "Z":
        return "space"
    if (category[0] == "P" or char in _UNIT_SIGNS) and char not in _ODD_MARKS:
        return "mark"
    if category[0] in "SN":
        return "sign"
    name = unicodedata.name(char, "")
    if name.startswith(_ODD_LETTERS):
        return "sign"
    if name.startswith(_WIDE_SCRIPTS):
        return "wide"
    return "latin" if name.startswith("LATIN") else "letter"
