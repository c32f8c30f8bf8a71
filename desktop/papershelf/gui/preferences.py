"""File › Preferences…: what the user tells the metadata services (a contact e-mail, a key)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.settings import Settings
from papershelf.services.metadata.client import LookupSettings

NOTE = (
    "Nothing leaves your computer until you ask for a lookup (Add by Identifier, Find "
    "Metadata). Crossref answers faster to requests that carry a contact e-mail; a Semantic "
    "Scholar API key raises its rate limit."
)


def lookup_settings(settings: Settings) -> LookupSettings:
    """The lookup settings: the user's preferences, then the environment's overrides."""
    return LookupSettings.from_environment(
        email=settings.text(Settings.LOOKUP_EMAIL),
        s2_api_key=settings.text(Settings.LOOKUP_S2_KEY),
    )


class PreferencesDialog(QDialog):
    """The lookup preferences, saved on OK."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle("Preferences")
        self.setObjectName("preferencesDialog")
        self.email = QLineEdit(settings.text(Settings.LOOKUP_EMAIL), self)
        self.email.setObjectName("contactEmail")
        self.email.setPlaceholderText("you@university.edu (optional)")
        self.s2_key = QLineEdit(settings.text(Settings.LOOKUP_S2_KEY), self)
        self.s2_key.setObjectName("s2Key")
        self.s2_key.setEchoMode(QLineEdit.EchoMode.PasswordEchoOnEdit)
        self.s2_key.setPlaceholderText("optional")
        group = QGroupBox("Looking papers up online", self)
        form = QFormLayout(group)
        note = QLabel(NOTE, group)
        note.setWordWrap(True)
        form.addRow(note)
        form.addRow("Contact &e-mail:", self.email)
        form.addRow("Semantic Scholar API &key:", self.s2_key)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(group)
        layout.addWidget(buttons)
        self.resize(480, 220)

    def accept(self) -> None:
        """Save, then close."""
        self.settings.set_text(Settings.LOOKUP_EMAIL, self.email.text().strip())
        self.settings.set_text(Settings.LOOKUP_S2_KEY, self.s2_key.text().strip())
        self.settings.sync()
        super().accept()
