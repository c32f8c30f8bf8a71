"""Following the desktop's colour scheme and contrast setting, live (Qt 6's style hints).

When the scheme changes, every live colour (`gui/colours.py`) takes its new value first; then
the window gets the platform's palette for that scheme, or Papershelf's own where the platform
has none (Fusion without a desktop theme stays light) and in high contrast; widgets repaint on
the palette change, and what keeps a colour elsewhere (a style sheet, a cached icon) is
refreshed through `follow_scheme`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAccessibilityHints, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from papershelf.gui.colours import Scheme, current_scheme, hex_of, use_scheme

ROLE_OF_PALETTE = {
    QPalette.ColorRole.Window: "window",
    QPalette.ColorRole.Base: "base",
    QPalette.ColorRole.AlternateBase: "alternate-base",
    QPalette.ColorRole.Text: "text",
    QPalette.ColorRole.WindowText: "text",
    QPalette.ColorRole.ButtonText: "text",
    QPalette.ColorRole.ToolTipText: "text",
    QPalette.ColorRole.ToolTipBase: "base",
    QPalette.ColorRole.PlaceholderText: "placeholder",
    QPalette.ColorRole.Button: "button",
    QPalette.ColorRole.Highlight: "highlight",
    QPalette.ColorRole.HighlightedText: "highlighted-text",
    QPalette.ColorRole.Link: "link",
}


def palette_of(scheme: Scheme) -> QPalette:
    """Papershelf's own palette for *scheme* (disabled text dimmed)."""
    palette = QPalette()
    for role, name in ROLE_OF_PALETTE.items():
        palette.setColor(role, hex_of(name, scheme))
    dim = hex_of("placeholder", scheme)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText,
                 QPalette.ColorRole.ButtonText):  # fmt: skip
        palette.setColor(QPalette.ColorGroup.Disabled, role, dim)
    return palette


def is_dark(palette: QPalette) -> bool:
    """True when *palette* paints light text on a dark window."""
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


class Appearance(QObject):
    """The application's colour scheme, following the style hints."""

    changed = Signal(object)  # the new Scheme

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        # PySide deletes the accessibility hints with the last wrapper of the style hints
        # that gave them: both are kept here
        self.hints = hints = app.styleHints()
        self.accessibility: QAccessibilityHints = hints.accessibility()
        hints.colorSchemeChanged.connect(self.follow_colour_scheme)
        self.accessibility.contrastPreferenceChanged.connect(self.follow_contrast)
        asked = self.asked()
        if asked != current_scheme():
            self.apply(asked)

    def asked(self) -> Scheme:
        """The scheme the desktop asks for (unknown: what the palette already is)."""
        colour_scheme = self.hints.colorScheme()
        dark = (
            colour_scheme == Qt.ColorScheme.Dark
            if colour_scheme != Qt.ColorScheme.Unknown
            else is_dark(self.app.palette())
        )
        high = self.accessibility.contrastPreference() == Qt.ContrastPreference.HighContrast
        return Scheme(dark, high)

    def follow_colour_scheme(self, colour_scheme: Qt.ColorScheme) -> None:
        """The desktop went light or dark."""
        self.apply(Scheme(colour_scheme == Qt.ColorScheme.Dark, current_scheme().high_contrast))

    def follow_contrast(self, preference: Qt.ContrastPreference) -> None:
        """The desktop's high-contrast setting changed."""
        high = preference == Qt.ContrastPreference.HighContrast
        self.apply(Scheme(current_scheme().dark, high))

    def apply(self, scheme: Scheme) -> None:
        """Paint in *scheme*: live colours, then the palette (the widgets repaint), then
        the followers."""
        use_scheme(scheme)
        self.app.setPalette(QPalette())  # the platform's, where it follows the scheme
        if scheme.high_contrast or is_dark(self.app.palette()) != scheme.dark:
            self.app.setPalette(palette_of(scheme))
        self.changed.emit(scheme)


def appearance() -> Appearance:
    """The application's Appearance, made on first use."""
    app = QGuiApplication.instance()
    assert isinstance(app, QApplication), "a QApplication runs before any widget"
    found = app.findChild(Appearance)
    return found if isinstance(found, Appearance) else Appearance(app)


class _Follower(QObject):
    """Calls back when the scheme changes, for as long as the widget it belongs to lives."""

    def __init__(self, owner: QObject, callback: Callable[[], object]) -> None:
        super().__init__(owner)
        self.callback = callback
        appearance().changed.connect(self.follow)

    def follow(self, _scheme: Scheme) -> None:
        """Refresh what the owner keeps."""
        self.callback()


def follow_scheme(owner: QObject, callback: Callable[[], object]) -> None:
    """Run *callback* now and after every change of scheme while *owner* lives (style
    sheets and cached pictures keep colours the palette change does not reach)."""
    callback()
    _Follower(owner, callback)
