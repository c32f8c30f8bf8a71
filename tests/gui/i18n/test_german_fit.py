"""German is long: at 1x and with 1.5x text, every label, button and box title of Preferences,
the statistics and the main window has the width its German text needs (nothing cut off)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.preferences import PreferencesDialog
from papershelf.gui.plans.stats_view import StatisticsWindow
from papershelf.gui.settings import Settings
from papershelf.library.db import Library
from tests.gui.conftest import shown_window

ICON_ONLY = Qt.ToolButtonStyle.ToolButtonIconOnly


def shown_text(widget: QWidget) -> str:
    """What the widget writes (a mnemonic's & is not drawn)."""
    if isinstance(widget, QGroupBox):
        text = widget.title()
    elif isinstance(widget, QToolButton) and widget.toolButtonStyle() == ICON_ONLY:
        return ""  # its text is its name and tip: only the icon is drawn
    elif isinstance(widget, QLabel | QAbstractButton):
        text = widget.text()
    else:
        return ""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def needed_width(widget: QWidget) -> int:
    """The width the widget's text needs: the text itself, and a button's frame or box."""
    text = widget.fontMetrics().horizontalAdvance(shown_text(widget))
    if isinstance(widget, QCheckBox | QRadioButton | QPushButton):
        return max(text, widget.sizeHint().width() - 8)  # the style's margins, less slack
    if isinstance(widget, QGroupBox):
        return text + 8
    return text


def cut_off(top: QWidget) -> list[tuple[str, int, int]]:
    """(text, width, needed) of every visible text widget narrower than its text."""
    found = []
    for widget in [top, *top.findChildren(QWidget)]:
        text = shown_text(widget)
        plain_label = isinstance(widget, QLabel) and not widget.wordWrap() and "<" not in text
        checked = plain_label or isinstance(widget, QAbstractButton | QGroupBox)
        if widget.isVisible() and text.strip() and checked and "\n" not in text:
            width, needed = widget.width(), needed_width(widget)
            if width < needed:
                found.append((text, width, needed))
    return found


@pytest.mark.usefixtures("german")
def test_preferences_fits_in_german(qtbot: QtBot, settings: Settings) -> None:
    """Preferences opens wide enough for every German label, button and box title."""
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Einstellungen"
    assert cut_off(dialog) == []


@pytest.mark.usefixtures("german")
def test_statistics_fit_in_german(qtbot: QtBot, lib: Library) -> None:
    """The statistics' headings and buttons in German are not cut off."""
    window = StatisticsWindow(lib)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "Lesestatistik"
    assert cut_off(window) == []


@pytest.mark.usefixtures("german")
def test_main_window_fits_in_german(qtbot: QtBot, sample_lib: Library, settings: Settings) -> None:
    """The main window at its first size: German labels and buttons are not cut off."""
    window = shown_window(qtbot, sample_lib, settings)
    window.table.selectRow(0)
    assert cut_off(window) == []
    header = window.table.horizontalHeader()
    narrow = [
        (title, header.sectionSize(column))
        for column in range(header.count())
        if not header.isSectionHidden(column)
        and header.sectionSize(column)
        < header.fontMetrics().horizontalAdvance(
            title := str(window.model.headerData(column, Qt.Orientation.Horizontal))
        )
        + 8
    ]
    assert narrow == []  # the column headers too
    window.close()


def test_a_label_too_narrow_for_its_text_is_found(qtbot: QtBot) -> None:
    """The check itself: a label squeezed below its text's width is reported."""
    holder = QWidget()
    qtbot.addWidget(holder)
    label = QLabel("Literaturverzeichnis exportieren", holder)
    label.setFixedWidth(40)
    holder.show()
    assert [text for text, _width, _needed in cut_off(holder)] == [label.text()]
