"""Every colour of Papershelf's own, chosen per colour scheme (light, dark, each also in high
contrast), and the pairs they are drawn on, which tests/gui/test_colours.py checks against
WCAG AA: 4.5:1 for text, 3:1 for marks that carry meaning (status dots, stars, chart bars).

`themed(role)` gives a QColor kept current: `gui/appearance.py` rewrites it in place when the
scheme changes, before the new palette reaches the widgets, so painting code reads it as it
reads the palette.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QColor


class Scheme(NamedTuple):
    """A colour scheme: dark or light, high contrast or not."""

    dark: bool = False
    high_contrast: bool = False

    @property
    def column(self) -> int:
        """The scheme's column in ROLES."""
        return int(self.dark) + 2 * int(self.high_contrast)


LIGHT, DARK = Scheme(False, False), Scheme(True, False)
SCHEMES = (LIGHT, DARK, Scheme(False, True), Scheme(True, True))

# role: (light, dark, light high contrast, dark high contrast)
ROLES: dict[str, tuple[str, str, str, str]] = {
    # the window palette Papershelf installs when the platform does not follow the scheme
    "window": ("#efefef", "#2b2b2b", "#ffffff", "#000000"),
    "base": ("#ffffff", "#1e1e1e", "#ffffff", "#000000"),
    "alternate-base": ("#f7f7f7", "#262626", "#f0f0f0", "#141414"),
    "text": ("#000000", "#e6e6e6", "#000000", "#ffffff"),
    "placeholder": ("#6b6b6b", "#a3a3a3", "#3d3d3d", "#d0d0d0"),
    "button": ("#efefef", "#353535", "#ffffff", "#000000"),
    "highlight": ("#1e64a8", "#2f6fb0", "#0040a0", "#ffd200"),
    "highlighted-text": ("#ffffff", "#ffffff", "#ffffff", "#000000"),
    "link": ("#0b57d0", "#8ab4f8", "#0000c0", "#a8d0ff"),
    # marks with a meaning: reading status, rating, tags, charts
    "status.unread": ("#2563eb", "#60a5fa", "#1d4ed8", "#93c5fd"),
    "status.reading": ("#b45309", "#fbbf24", "#92400e", "#fcd34d"),
    "status.read": ("#047857", "#34d399", "#065f46", "#6ee7b7"),
    "star": ("#b7650b", "#fbbf24", "#8a4b00", "#fde047"),
    "tag.none": ("#6b7280", "#9ca3af", "#374151", "#d1d5db"),
    "tag.default": ("#2563eb", "#60a5fa", "#1d4ed8", "#93c5fd"),
    "chart.added": ("#2563eb", "#60a5fa", "#1d4ed8", "#93c5fd"),
    "chart.read": ("#047857", "#34d399", "#065f46", "#6ee7b7"),
    "chart.backlog": ("#7c3aed", "#a78bfa", "#5b21b6", "#c4b5fd"),
    "chart.behind": ("#b45309", "#fbbf24", "#92400e", "#fcd34d"),  # a reading plan's standing
    "chart.late": ("#b91c1c", "#f87171", "#991b1b", "#fca5a5"),
    "error.border": ("#c5221f", "#f28b82", "#a50e0e", "#ff9a90"),
    # text on colours of its own
    "problem": ("#b3261e", "#f2b8b5", "#8c1d18", "#ffb4ab"),
    "banner.background": ("#fff4ce", "#3d3418", "#fff4ce", "#000000"),
    "banner.text": ("#1f1f1f", "#f5e6a8", "#000000", "#ffe066"),
    "banner.border": ("#8a6d00", "#b39b4d", "#000000", "#ffe066"),
    "mark.background": ("#ffe58a", "#7a5d00", "#ffe066", "#ffe066"),
    "mark.text": ("#1f1f1f", "#ffffff", "#000000", "#000000"),
    "reader.backdrop": ("#6b6b6b", "#2a2a2a", "#4a4a4a", "#000000"),
    "reader.backdrop.text": ("#ffffff", "#e6e6e6", "#ffffff", "#ffffff"),
}

TEXT, GRAPHIC = 4.5, 3.0  # WCAG AA: text (1.4.3), meaningful graphics (1.4.11)
# (foreground, background, the least contrast the pair needs)
PAIRS: tuple[tuple[str, str, float], ...] = (
    ("text", "base", TEXT),
    ("text", "window", TEXT),
    ("placeholder", "base", TEXT),
    ("placeholder", "window", TEXT),
    ("highlighted-text", "highlight", TEXT),
    ("link", "base", TEXT),
    *((role, ground, GRAPHIC)
      for role in ("status.unread", "status.reading", "status.read", "star", "tag.none",
                   "tag.default", "chart.added", "chart.read", "chart.backlog", "chart.behind",
                   "chart.late", "error.border")
      for ground in ("base", "window")),
    # the statistics' large figures are written in the chart colours: text, on the window
    ("chart.read", "window", TEXT),
    ("chart.backlog", "window", TEXT),
    ("chart.late", "window", TEXT),  # a reading plan's finish date after its deadline
    ("problem", "window", TEXT),
    ("problem", "base", TEXT),
    ("banner.text", "banner.background", TEXT),
    ("banner.border", "banner.background", GRAPHIC),
    ("mark.text", "mark.background", TEXT),
    ("reader.backdrop.text", "reader.backdrop", TEXT),
)  # fmt: skip

_current = {"scheme": LIGHT}
_live: dict[str, QColor] = {}


def hex_of(role: str, scheme: Scheme) -> str:
    """The colour of *role* in *scheme*, as #rrggbb."""
    return ROLES[role][scheme.column]


def current_scheme() -> Scheme:
    """The scheme the window is painted in now."""
    return _current["scheme"]


def colour(role: str) -> QColor:
    """The colour of *role* in the current scheme (a copy the caller may change)."""
    return QColor(hex_of(role, current_scheme()))


def themed(role: str) -> QColor:
    """The live colour of *role*: one QColor per role, rewritten when the scheme changes."""
    if role not in _live:
        _live[role] = colour(role)
    return _live[role]


def use_scheme(scheme: Scheme) -> None:
    """Paint in *scheme* from now on: every live colour takes its new value."""
    _current["scheme"] = scheme
    for role, live in _live.items():
        live.setRgba(QColor(hex_of(role, scheme)).rgba())


def luminance(hex_colour: str) -> float:
    """WCAG's relative luminance of an #rrggbb colour."""

    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)


def contrast(first: str, second: str) -> float:
    """WCAG's contrast ratio of two #rrggbb colours (1 to 21)."""
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def no_colour() -> str:
    """How a tag without a colour of its own is painted, as #rrggbb."""
    return colour("tag.none").name()
