"""Which citation style the window uses: the bundled ones, the added ones, the one chosen.

The formatter (services.citations, and the CSL processor under it) is loaded when a style
is first listed or used: the window's first paint needs neither.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from papershelf.gui.dialogs.user_styles import styles_folder
from papershelf.gui.settings import Settings

if TYPE_CHECKING:
    from papershelf.services.citations import StyleInfo

DEFAULT_STYLE = "apa"
# The bundled styles by the names people know them by (their CSL titles are long:
# 'NLM/Vancouver: Citing Medicine 2nd edition (citation-sequence)'), keyed by short name.
LABELS = {
    "apa": "APA 7",
    "ieee": "IEEE",
    "chicago": "Chicago (author-date)",
    "nature": "Nature",
    "acm": "ACM",
    "vancouver": "Vancouver",
    "harvard": "Harvard (Cite Them Right)",
    "mla": "MLA 9",
}


@dataclass(frozen=True)
class StyleChoice:
    """A style as Preferences offers it: its id, the name shown, its CSL title, its file."""

    id: str
    label: str
    title: str
    path: Path
    bundled: bool

    @property
    def key(self) -> str:
        """What Preferences remembers and the formatter is given: a bundled style's id, an
        added style's file (so an added 'apa.csl' is never mistaken for the bundled APA)."""
        return self.id if self.bundled else str(self.path)


def style_choices() -> list[StyleChoice]:
    """Every style to offer: the bundled ones as people name them, then the added ones."""
    from papershelf.services.citations import available_styles

    return [_choice(info) for info in available_styles(styles_folder())]


def _choice(info: StyleInfo) -> StyleChoice:
    """A style as offered: a bundled one under the name people know it by."""
    label = LABELS.get(info.short, info.title) if info.bundled else info.title
    return StyleChoice(info.id, label, info.title, info.path, info.bundled)


def current_choice(settings: Settings) -> StyleChoice:
    """The style chosen in Preferences; APA 7 when none was chosen or the chosen one is gone."""
    choices = style_choices()
    wanted = settings.text(Settings.CITATION_STYLE, DEFAULT_STYLE)
    chosen = [c for c in choices if c.key == wanted] or [
        c for c in choices if c.key == DEFAULT_STYLE
    ]
    return chosen[0]
