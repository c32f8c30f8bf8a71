"""Light, dark and high contrast: every custom colour pair passes WCAG AA in every scheme, and
the window follows the desktop's colour scheme and contrast setting live (Qt's style hints)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.gui.appearance import appearance
from papershelf.gui.colours import LIGHT, PAIRS, ROLES, SCHEMES, Scheme, contrast, hex_of
from papershelf.gui.live.read_only import ReadOnlyBanner
from papershelf.gui.main_window import MainWindow
from papershelf.gui.organise.tag_rows import text_color_on
from papershelf.gui.table.table_cells import COLUMN_INDEX, STATUS_COLORS
from papershelf.library.models import Status


@pytest.mark.parametrize("scheme", SCHEMES, ids=lambda s: f"dark={s.dark},high={s.high_contrast}")
def test_every_custom_colour_pair_passes_wcag_aa(scheme: Scheme) -> None:
    """Text 4.5:1, meaningful marks 3:1 against what they are drawn on; high contrast 7:1 text."""
    failing = [
        (fore, back, round(contrast(hex_of(fore, scheme), hex_of(back, scheme)), 2))
        for fore, back, least in PAIRS
        if contrast(hex_of(fore, scheme), hex_of(back, scheme)) < least
    ]
    assert not failing
    if scheme.high_contrast:  # WCAG AAA for the palette's text
        assert contrast(hex_of("text", scheme), hex_of("base", scheme)) >= 7


@pytest.mark.parametrize("scheme", SCHEMES, ids=lambda s: f"dark={s.dark},high={s.high_contrast}")
def test_tag_chip_text_is_readable_on_the_default_tag_colour(scheme: Scheme) -> None:
    """A chip's text is chosen for its colour: AA on the default tag colour of each scheme."""
    fill = QColor(hex_of("tag.default", scheme))
    assert contrast(text_color_on(fill).name(), fill.name()) >= 4.5


def test_every_role_is_checked_in_some_pair() -> None:
    """No colour is added without the pair that proves it readable."""
    checked = {role for pair in PAIRS for role in pair[:2]}
    assert set(ROLES) - checked <= {"alternate-base", "button"}


@pytest.fixture
def desktop(qapp: QApplication) -> Iterator[QApplication]:
    """The application; back in the light scheme without high contrast afterwards."""
    appearance()
    yield qapp
    hints = qapp.styleHints()
    appearance().accessibility.contrastPreferenceChanged.emit(Qt.ContrastPreference.NoPreference)
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert appearance().asked() == LIGHT


def status_pixels(window: MainWindow) -> set[str]:
    """The colours painted in the first row's status cell."""
    index = window.model.index(0, COLUMN_INDEX["status"])
    window.table.scrollTo(index)
    cell = window.table.visualRect(index)
    image = window.table.viewport().grab(cell).toImage()
    return {
        image.pixelColor(x, y).name() for x in range(image.width()) for y in range(image.height())
    }


def test_window_follows_the_scheme_live(
    qtbot: QtBot, window: MainWindow, desktop: QApplication
) -> None:
    """The desktop turns dark: the palette, the status dots and the reading page follow at
    once; high contrast then gives black and white; light again restores the first."""
    window.resize(1500, 800)
    window.detail.hide()  # room for every column
    cell = window.table.visualRect(window.model.index(0, COLUMN_INDEX["title"]))
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())
    QTest.keyClick(window.table, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)  # Mark Read
    light_window = desktop.palette().color(QPalette.ColorRole.Window).name()
    qtbot.waitUntil(lambda: hex_of("status.read", LIGHT) in status_pixels(window))

    desktop.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    dark = Scheme(True, False)
    assert desktop.palette().color(QPalette.ColorRole.Base).name() == hex_of("base", dark)
    assert STATUS_COLORS[Status.READ].name() == hex_of("status.read", dark)
    qtbot.waitUntil(lambda: hex_of("status.read", dark) in status_pixels(window))
    window.detail.show()  # the reading page writes light text on dark
    qtbot.waitUntil(
        lambda: window.detail.palette().color(QPalette.ColorRole.Text).lightnessF() > 0.5
    )
    assert hex_of("text", dark) in window.detail.browser.document().defaultStyleSheet()

    appearance().accessibility.contrastPreferenceChanged.emit(Qt.ContrastPreference.HighContrast)
    assert desktop.palette().color(QPalette.ColorRole.Base).name() == "#000000"
    assert desktop.palette().color(QPalette.ColorRole.Text).name() == "#ffffff"

    appearance().accessibility.contrastPreferenceChanged.emit(Qt.ContrastPreference.NoPreference)
    desktop.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert desktop.palette().color(QPalette.ColorRole.Window).name() == light_window
    assert STATUS_COLORS[Status.READ].name() == hex_of("status.read", LIGHT)


def test_style_sheet_colours_follow_the_scheme(qtbot: QtBot, desktop: QApplication) -> None:
    """What keeps its colours in a style sheet (the read-only banner) is written again."""
    banner = ReadOnlyBanner("read only")
    qtbot.addWidget(banner)
    assert hex_of("banner.background", LIGHT) in banner.styleSheet()
    desktop.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert hex_of("banner.background", Scheme(True, False)) in banner.styleSheet()
