"""The window in another language: Qt translators installed, the locale's numbers and dates,
and a right-to-left layout that mirrors the window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QLocale, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.preferences import PreferencesDialog
from papershelf.gui.settings import Settings
from papershelf.gui.translation import install_language, set_direction
from papershelf.i18n import choose_language
from papershelf.library.db import Library
from papershelf.settings_file import preferred_language
from tests.gui.conftest import shown_window


@pytest.fixture
def speak(qapp: QApplication, compiled_catalogs: Path) -> Iterator[object]:
    """A function installing a language; English and left-to-right again afterwards."""
    before = QLocale()

    def install(language: str) -> list[str]:
        return install_language(qapp, language, compiled_catalogs)

    yield install
    install_language(qapp, "en", compiled_catalogs)
    QLocale.setDefault(before)
    qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def menu_titles(window: QWidget) -> list[str]:
    """The menu bar's titles as shown."""
    return [action.text() for action in window.menuBar().actions()]  # type: ignore[attr-defined]


def test_german_window_has_german_menus_and_qt_strings(
    qtbot: QtBot, lib: Library, settings: Settings, speak: object
) -> None:
    """Papershelf's catalog and Qt's own load; the menus are German; numbers and dates too."""
    loaded = speak("de")  # type: ignore[operator]
    assert loaded == ["qtbase_de", "papershelf_de"]
    window = shown_window(qtbot, lib, settings)
    assert menu_titles(window)[:3] == ["&Datei", "&Bearbeiten", "&Ansicht"]
    assert QLocale().toString(1234.5, "f", 1) == "1.234,5"
    assert (
        QLocale()
        .toString(QDate(2026, 12, 7), QLocale.FormatType.LongFormat)
        .startswith("Montag, 7. Dezember 2026")
    )
    window.close()


def test_chinese_and_spanish_menus(
    qtbot: QtBot, lib: Library, settings: Settings, speak: object
) -> None:
    """The other two catalogs reach the window too."""
    speak("zh_CN")  # type: ignore[operator]
    window = shown_window(qtbot, lib, settings)
    assert menu_titles(window)[0] == "文件(&F)"
    window.close()
    speak("es")  # type: ignore[operator]
    window = shown_window(qtbot, lib, settings)
    assert menu_titles(window)[0] == "&Archivo"
    window.close()


def left_of(widget: QWidget) -> int:
    """The widget's left edge in screen coordinates."""
    return widget.mapToGlobal(QPoint(0, 0)).x()


def test_reverse_mirrors_the_window(
    qtbot: QtBot, lib: Library, settings: Settings, qapp: QApplication, speak: object
) -> None:
    """`--reverse`: the sidebar moves to the right of the table, the detail pane to its left,
    the menus start at the right."""
    speak("en")  # type: ignore[operator]
    window = shown_window(qtbot, lib, settings)
    assert left_of(window.sidebar) < left_of(window.table) < left_of(window.detail)
    window.close()
    set_direction(qapp, "en", reverse=True)
    window = shown_window(qtbot, lib, settings)
    assert window.isRightToLeft()
    assert left_of(window.sidebar) > left_of(window.table) > left_of(window.detail)
    file_menu = window.menuBar().actions()[0]
    assert window.menuBar().actionGeometry(file_menu).right() > window.menuBar().width() // 2
    window.close()


def test_an_rtl_locale_mirrors_without_the_flag(qapp: QApplication) -> None:
    """Arabic or Hebrew lay out right to left even before a catalog exists for them."""
    set_direction(qapp, "he")
    assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft
    set_direction(qapp, "de")
    assert qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_preferences_language_is_saved_for_the_next_start(qtbot: QtBot, settings: Settings) -> None:
    """Choosing Deutsch in Preferences stores it where the next start (window and CLI) reads it."""
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.language.currentText() == "System language"
    dialog.language.setFocus()
    for _ in range(2):  # System language, English, Deutsch
        QTest.keyClick(dialog.language, Qt.Key.Key_Down)
    assert dialog.language.currentText() == "Deutsch"
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert preferred_language(settings.path) == "de"
    assert choose_language(None, preferred_language(settings.path), {"LANG": "es_ES"}) == "de"
