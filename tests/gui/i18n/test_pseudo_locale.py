"""The pseudo-locale finds what is not translated: every text of the menus and of Preferences
comes from the catalog; the rest of the window is held to the list of texts not yet wrapped,
which may only shrink."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.preferences import PreferencesDialog
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library.db import Library
from tests.gui.conftest import shown_window
from tests.gui.i18n.texts import menu_texts, shown_words, untranslated

NOT_YET = Path(__file__).with_name("not_yet_translated.txt")


@pytest.fixture
def pseudo_window(
    qtbot: QtBot, sample_lib: Library, settings: Settings, pseudo: None
) -> Iterator[MainWindow]:
    """The main window over the sample library, in the pseudo-locale."""
    window = shown_window(qtbot, sample_lib, settings)
    window.table.selectRow(0)
    window.menus.refresh_paper_menu()
    yield window
    window.close()


def test_every_menu_text_is_translated(pseudo_window: MainWindow) -> None:
    """File, Edit, View, Paper and Help: every item and tip through the catalog."""
    words = []
    for action in pseudo_window.menuBar().actions():
        words.append(("menu bar", action.text()))
        words += menu_texts(action.menu(), action.text())  # type: ignore[arg-type]
    lists = {info.name for info in pseudo_window.sidebar.model.lists}  # the library's own words
    missing = untranslated([w for w in words if any(c.isalpha() for c in w[1])])
    assert [(where, text) for where, text in missing if text not in lists] == []
    assert missing  # the test sees the menus' data: the sample reading list is there


def test_preferences_dialog_is_translated(qtbot: QtBot, settings: Settings, pseudo: None) -> None:
    """Every label, button, box title, placeholder and tip of Preferences."""
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    missing = [(w, t) for w, t in untranslated(shown_words(dialog)) if t not in OWN_NAMES]
    assert not missing


# Names that are the same in every language: the languages' own names, the app's name.
OWN_NAMES = {"English", "Deutsch", "Español", "Papershelf"}


def test_window_untranslated_texts_only_shrink(pseudo_window: MainWindow) -> None:
    """The window's texts not yet wrapped are exactly those listed (wrap one: take it off).

    What is left is the library's own words (the sample list's name, the file's name) and
    example values that read the same in every language (a DOI, a key, https://…)."""
    found = sorted({t for _w, t in untranslated(shown_words(pseudo_window)) if t not in OWN_NAMES})
    listed = sorted(line for line in NOT_YET.read_text("utf-8").splitlines() if line)
    assert found == listed
