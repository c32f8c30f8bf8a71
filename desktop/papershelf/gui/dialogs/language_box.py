"""Preferences' language choice: the system's, or one of the catalogs, each named in itself."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from papershelf.gui.settings import Settings
from papershelf.gui.translation import translate
from papershelf.i18n import LANGUAGES

# Each language as its speakers name it, so a person who cannot read the current one finds it.
NATIVE_NAMES = {"en": "English", "de": "Deutsch", "es": "Español", "zh_CN": "简体中文"}


class LanguageBox(QComboBox):
    """The language the app speaks from its next start ("" follows the system)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("language")
        self.addItem(translate("language_box", "System language"), "")
        for code in ("en", *LANGUAGES):
            self.addItem(NATIVE_NAMES.get(code, code), code)
        found = self.findData(settings.text(Settings.LANGUAGE))
        self.setCurrentIndex(max(found, 0))

    def chosen(self) -> str:
        """The chosen catalog code, or "" for the system's language."""
        return str(self.currentData())

    def save(self, settings: Settings) -> None:
        """Remember the choice (read at the next start by the window and by the CLI)."""
        settings.set_text(Settings.LANGUAGE, self.chosen())


def language_group(box: LanguageBox, parent: QWidget) -> QGroupBox:
    """The box with its label and the note that it applies from the next start."""
    group = QGroupBox(translate("language_box", "Language"), parent)
    form = QFormLayout(group)
    label = QLabel(translate("language_box", "&Language:"), group)
    label.setBuddy(box)
    form.addRow(label, box)
    note = QLabel(translate("language_box", "Papershelf speaks it from its next start."), group)
    note.setWordWrap(True)
    form.addRow(note)
    return group
