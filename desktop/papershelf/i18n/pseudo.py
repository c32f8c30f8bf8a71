"""The pseudo-locale: every text accented, 40 % longer and bracketed, to find what is not
translated, what is cut off and what is glued together from pieces."""

from __future__ import annotations

import re

ACCENTED = str.maketrans(
    "aceinorsuyzACEINORSUYZ",
    "áçéîñöŕšûýžÁÇÉÎÑÖŔŠÛÝŽ",
)
# What must reach the translation unchanged: Qt's %1 and %n, Python's {name} and %s,
# markup tags and entities, and the letter after a mnemonic's &.
KEEP = re.compile(r"%L?\d+|%L?n|%\(\w+\)[sd]|%[sd]|\{[^{}]*\}|<[^<>]*>|&[#\w]+;|&&|&.|\\n")
PADDING = " ~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~"
GROWTH = 0.4
MARKS = ("[", "]")


def _accented(text: str) -> str:
    """*text* with its letters accented, placeholders and markup left as they are."""
    parts, last = [], 0
    for match in KEEP.finditer(text):
        parts += [text[last : match.start()].translate(ACCENTED), match.group()]
        last = match.end()
    parts.append(text[last:].translate(ACCENTED))
    return "".join(parts)


def pseudo(text: str) -> str:
    """`Save` -> `[Šávé ~·]`: accented, padded to 140 % of its length, bracketed."""
    if not text.strip():
        return text
    extra = max(1, round(len(text) * GROWTH))
    return f"{MARKS[0]}{_accented(text)}{PADDING[:extra]}{MARKS[1]}"
