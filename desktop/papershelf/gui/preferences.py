"""File › Preferences…: what the user tells the metadata services (a contact e-mail, a key),
and where attached files are kept (linked where they are, or copied into a folder)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.safe_text import message_html
from papershelf.gui.settings import Settings
from papershelf.services import attachments
from papershelf.services.changes import ServiceError
from papershelf.services.metadata.client import LookupSettings

if TYPE_CHECKING:
    from papershelf.gui.controller import LibraryController

NOTE = (
    "Nothing leaves your computer until you ask for a lookup (Add by Identifier, Find "
    "Metadata, or PDFs dropped on the list when the box below is ticked). Crossref answers "
    "faster to requests that carry a contact e-mail; a Semantic "
    "Scholar API key raises its rate limit."
)


def lookup_settings(settings: Settings) -> LookupSettings:
    """The lookup settings: the user's preferences, then the environment's overrides."""
    return LookupSettings.from_environment(
        email=settings.text(Settings.LOOKUP_EMAIL),
        s2_api_key=settings.text(Settings.LOOKUP_S2_KEY),
    )


FILES_NOTE = (
    "Files you attach (drop them on a paper) stay where they are, or are copied into a "
    "folder of the library's, one sub-folder per citation key, named by the pattern and "
    "renamed when the key or title changes. These settings belong to this library."
)


class PreferencesDialog(QDialog):
    """The lookup preferences and the library's attachment settings, saved on OK."""

    def __init__(
        self, settings: Settings, parent: QWidget | None = None,
        controller: LibraryController | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.settings = settings
        self.controller = controller
        self.setWindowTitle("Preferences")
        self.setObjectName("preferencesDialog")
        self.email = QLineEdit(settings.text(Settings.LOOKUP_EMAIL), self)
        self.email.setObjectName("contactEmail")
        self.email.setPlaceholderText("you@university.edu (optional)")
        self.s2_key = QLineEdit(settings.text(Settings.LOOKUP_S2_KEY), self)
        self.s2_key.setObjectName("s2Key")
        self.s2_key.setEchoMode(QLineEdit.EchoMode.PasswordEchoOnEdit)
        self.s2_key.setPlaceholderText("optional")
        self.pdf_lookups = QCheckBox(
            "Look up the DOI or arXiv id of PDFs dropped on the list", self
        )
        self.pdf_lookups.setObjectName("pdfLookups")
        self.pdf_lookups.setChecked(bool(settings.integer(Settings.LOOKUP_PDFS, 0)))
        group = QGroupBox("Looking papers up online", self)
        form = QFormLayout(group)
        note = QLabel(NOTE, group)
        note.setWordWrap(True)
        form.addRow(note)
        form.addRow("Contact &e-mail:", self.email)
        form.addRow("Semantic Scholar API &key:", self.s2_key)
        form.addRow(self.pdf_lookups)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(group)
        if controller is not None:
            layout.addWidget(self._files_group(controller))
        layout.addWidget(buttons)
        self.resize(520, 420 if controller is not None else 220)

    def _files_group(self, controller: LibraryController) -> QGroupBox:
        """Link or copy attached files; the folder and the name pattern of copies."""
        lib = controller.lib
        group = QGroupBox("Attached files", self)
        form = QFormLayout(group)
        note = QLabel(FILES_NOTE, group)
        note.setWordWrap(True)
        form.addRow(note)
        self.link_files = QRadioButton("&Link files where they are", group)
        self.copy_files = QRadioButton("&Copy files into the library's folder", group)
        (self.copy_files if attachments.copy_mode(lib) else self.link_files).setChecked(True)
        form.addRow(self.link_files)
        form.addRow(self.copy_files)
        self.managed_folder = QLineEdit(str(attachments.managed_folder(lib)), group)
        self.managed_folder.setObjectName("managedFolder")
        choose = QPushButton("C&hoose…", group)
        choose.clicked.connect(self._choose_folder)
        row = QHBoxLayout()
        row.addWidget(self.managed_folder, 1)
        row.addWidget(choose)
        form.addRow("&Folder:", row)
        self.name_pattern = QLineEdit(attachments.name_pattern(lib), group)
        self.name_pattern.setObjectName("fileNamePattern")
        self.name_pattern.setToolTip("Fields as in key patterns: [auth] [year] [title] ...")
        form.addRow("&Names:", self.name_pattern)
        return group

    def _choose_folder(self) -> None:
        """Pick the folder copies go into."""
        chosen = QFileDialog.getExistingDirectory(
            self, "Folder for Copies", self.managed_folder.text()
        )
        if chosen:
            self.managed_folder.setText(chosen)

    def accept(self) -> None:
        """Save, then close (a bad file name pattern is said, and the dialog stays)."""
        if self.controller is not None and not self._save_files(self.controller):
            return
        self.settings.set_text(Settings.LOOKUP_EMAIL, self.email.text().strip())
        self.settings.set_text(Settings.LOOKUP_S2_KEY, self.s2_key.text().strip())
        self.settings.set_integer(Settings.LOOKUP_PDFS, int(self.pdf_lookups.isChecked()))
        self.settings.sync()
        super().accept()

    def _save_files(self, controller: LibraryController) -> bool:
        """Store the attachment settings in the library; False (and a message) if refused."""
        lib = controller.lib
        folder = self.managed_folder.text().strip()
        default = str(lib.path.parent / "files")
        try:
            controller.run(lambda lib: attachments.set_name_pattern(lib, self.name_pattern.text()))
            controller.run(lambda lib: attachments.set_copy_mode(lib, self.copy_files.isChecked()))
            controller.run(
                lambda lib: attachments.set_managed_folder(
                    lib, None if folder in ("", default) else folder
                )
            )
        except ServiceError as exc:
            QMessageBox.warning(self, "Preferences", message_html(str(exc)))
            return False
        return True
