"""Right to left (issue 37): in a Hebrew locale, before any catalog for it exists, the window
mirrors at 1x and with 1.5x text: the sidebar on the right, the detail pane on the left, the
table's first column and the File menu at the right. With PAPERSHELF_SHOTS set, the window
is saved there as `rtl-<scale>x-main.png`."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from papershelf.gui.settings import Settings
from papershelf.gui.translation import install_language, set_direction
from papershelf.library.db import Library
from tests.gui.conftest import shown_window

SHOTS = "PAPERSHELF_SHOTS"


@pytest.fixture(params=(1.0, 1.5), ids=lambda scale: f"{scale}x")
def hebrew(
    request: pytest.FixtureRequest, qapp: QApplication, compiled_catalogs: Path
) -> Iterator[float]:
    """The app in a Hebrew locale, its direction chosen as at start, text at the scale given."""
    before, font = QLocale(), QFont(qapp.font())
    install_language(qapp, "he", compiled_catalogs)  # no catalog: the texts stay English
    set_direction(qapp, "he")
    scaled = QFont(font)
    scaled.setPointSizeF(font.pointSizeF() * request.param)
    qapp.setFont(scaled)
    yield request.param
    qapp.setFont(font)
    install_language(qapp, "en", compiled_catalogs)
    QLocale.setDefault(before)
    qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def left_of(widget: QWidget) -> int:
    """The widget's left edge in screen coordinates."""
    return widget.mapToGlobal(QPoint(0, 0)).x()


def test_a_hebrew_locale_mirrors_the_window(
    qtbot: QtBot, sample_lib: Library, settings: Settings, hebrew: float
) -> None:
    """Sidebar | table | detail read right to left; the first column and File start right."""
    window = shown_window(qtbot, sample_lib, settings)
    window.table.selectRow(0)
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.isRightToLeft() and window.table.isRightToLeft()
    assert left_of(window.sidebar) > left_of(window.table) > left_of(window.detail)
    sidebar_right = left_of(window.sidebar) + window.sidebar.width()
    assert sidebar_right >= left_of(window) + window.width() - 8  # against the right edge
    first_cell = window.table.visualRect(window.model.index(0, 0))
    assert first_cell.right() >= window.table.viewport().width() - 2  # Title: the right end
    bar = window.menuBar()
    file_menu = bar.actionGeometry(bar.actions()[0])
    assert file_menu.right() > bar.width() - file_menu.width() - 16
    folder = os.environ.get(SHOTS)
    if folder:
        window.grab().save(str(Path(folder) / f"rtl-{hebrew:g}x-main.png"))
    window.close()
