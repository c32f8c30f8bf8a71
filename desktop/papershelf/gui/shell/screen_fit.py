"""A first-run window geometry that fits the screen it opens on.

A saved geometry needs no help: QWidget.restoreGeometry already clamps it to the screen
(tests/gui/test_small_screens.py checks that it stays so).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

PREFERRED = QSize(1440, 860)  # the first-run size on a screen with room for it
SCREEN_SHARE = 0.92  # at most this share of the available width and height on first run


def first_run_geometry(available: QRect, minimum: QSize) -> QRect:
    """The preferred size, shrunk to the screen's share (not under *minimum*), centred."""
    width = min(PREFERRED.width(), round(available.width() * SCREEN_SHARE))
    height = min(PREFERRED.height(), round(available.height() * SCREEN_SHARE))
    size = QSize(max(width, minimum.width()), max(height, minimum.height()))
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(available.center())
    return clamped(rect, available)


def clamped(rect: QRect, available: QRect) -> QRect:
    """*rect* no larger than *available* and moved inside it."""
    width = min(rect.width(), available.width())
    height = min(rect.height(), available.height())
    left = max(available.left(), min(rect.left(), available.right() + 1 - width))
    top = max(available.top(), min(rect.top(), available.bottom() + 1 - height))
    return QRect(left, top, width, height)


def available_geometry(window: QWidget) -> QRect:
    """The free area (without panels) of the screen the window is on, or the primary one."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_first_run(window: QWidget) -> None:
    """Give a window with no saved geometry a size and place that fit its screen."""
    window.setGeometry(first_run_geometry(available_geometry(window), window.minimumSizeHint()))
