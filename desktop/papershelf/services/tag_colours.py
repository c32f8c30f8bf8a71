"""The colours new tags get: a palette of clearly distinct hues, and the choice of one that
stands apart from the colours tags already have.

The first palette had sixteen Tailwind shades, some barely apart (violet and purple 7 units
of CIE76 colour difference, orange, amber and yellow 15-17); a tag whose name's colour was
taken got the next shade, so three tags in a row came out orange. Now twelve colours at least
20 units apart, and a new tag takes the free one farthest from every colour in use.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterable
from functools import lru_cache

from papershelf.library.organising import fold

# Twelve colours at least 20 CIE76 units apart, dark enough for white text and clear on a
# dark theme: red, orange, ochre, lime, green, teal, sky, indigo, purple, fuchsia, pink, slate.
PALETTE = (
    "#dc2626", "#ea580c", "#a16207", "#65a30d", "#15803d", "#0d9488",
    "#0284c7", "#4338ca", "#9333ea", "#c026d3", "#db2777", "#64748b",
)  # fmt: skip
Lab = tuple[float, float, float]


def default_color(name: str) -> str:
    """The colour a name suggests: one of PALETTE, always the same for the same name."""
    return PALETTE[zlib.crc32(fold(name).encode("utf-8")) % len(PALETTE)]


def unused_color(name: str, used: Iterable[str]) -> str:
    """The name's own colour if it stands apart from every colour in use, else the free
    colour of PALETTE farthest from them (ties: the first after the name's own); once
    every colour is taken, the name's own."""
    taken = {c.strip().lower() for c in used if _readable(c)}
    own = default_color(name)
    start = PALETTE.index(own)
    free = [PALETTE[(start + i) % len(PALETTE)] for i in range(len(PALETTE))]
    free = [c for c in free if c not in taken]
    if not taken or not free:
        return own
    return max(free, key=lambda c: min(difference(c, t) for t in taken))


def difference(one: str, other: str) -> float:
    """CIE76 colour difference of two '#rrggbb' colours (about 2.3: just noticeable)."""
    a, b = lab(one), lab(other)
    return float(sum((p - q) ** 2 for p, q in zip(a, b, strict=True)) ** 0.5)


def _readable(color: str) -> bool:
    """Whether *color* is a '#rrggbb' colour."""
    return re.fullmatch(r"#[0-9a-fA-F]{6}", color.strip()) is not None


@lru_cache(maxsize=256)
def lab(color: str) -> Lab:
    """A '#rrggbb' sRGB colour in CIE L*a*b* (D65)."""
    red, green, blue = (_linear(int(color[i : i + 2], 16) / 255) for i in (1, 3, 5))
    x = (0.4124 * red + 0.3576 * green + 0.1805 * blue) / 0.95047
    y = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    z = (0.0193 * red + 0.1192 * green + 0.9505 * blue) / 1.08883
    fx, fy, fz = _f(x), _f(y), _f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def _linear(channel: float) -> float:
    """An sRGB channel (0-1) without its gamma."""
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def _f(t: float) -> float:
    """CIE Lab's cube root, linear near black."""
    return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
