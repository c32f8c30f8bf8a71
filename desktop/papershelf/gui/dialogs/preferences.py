"""File › Preferences…: the citation style; what the metadata services are told (a contact
e-mail, a key); where attached files are kept (linked where they are, or copied into a folder)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
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

from papershelf.gui.dialogs.language_box import LanguageBox, language_group
from papershelf.gui.dialogs.user_styles import StyleFileError, add_user_style
from papershelf.gui.features.citation_styles import current_choice, style_choices
from papershelf.gui.safe_text import message_html
from papershelf.gui.settings import Settings
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.services import attachments, members, people
from papershelf.services.changes import ServiceError
from papershelf.services.metadata.client import LookupSettings

if TYPE_CHECKING:
    from papershelf.gui.controller import LibraryController

NOTE = N(
    "Nothing leaves your computer until you ask for a lookup (Add by Identifier, Find "
    "Metadata, or PDFs dropped on the list when the box below is ticked). Crossref answers "
    "faster to requests that carry a contact e-mail; a Semantic "
    "Scholar API key raises its rate limit."
)
STYLE_NOTE = N(
    "Copy Reference, Copy Citation, Export Bibliography and the detail pane's Reference "
    "switch use this style. Add any .csl file, e.g. from the Zotero Style Repository."
)
STYLE_FILTER = N("CSL styles (*.csl);;All files (*)")


def lookup_settings(settings: Settings) -> LookupSettings:
    """The lookup settings: the user's preferences, then the environment's overrides."""
    return LookupSettings.from_environment(
        email=settings.text(Settings.LOOKUP_EMAIL),
        s2_api_key=settings.text(Settings.LOOKUP_S2_KEY),
    )


FILES_NOTE = N(
    "Files you attach (drop them on a paper) stay where they are, or are copied into a "
    "folder of the library's, one sub-folder per citation key, named by the pattern and "
    "renamed when the key or title changes. These settings belong to this library."
)


class PreferencesDialog(QDialog):
    """The citation style, the lookup preferences, the library's attachment settings and,
    on a shared library, the name the other members see for me."""

    def __init__(
        self, settings: Settings, parent: QWidget | None = None,
        controller: LibraryController | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.settings = settings
        self.controller = controller
        self.setWindowTitle(translate("preferences", "Preferences"))
        self.setObjectName("preferencesDialog")
        self.email = QLineEdit(settings.text(Settings.LOOKUP_EMAIL), self)
        self.email.setObjectName("contactEmail")
        self.email.setPlaceholderText(translate("preferences", "you@university.edu (optional)"))
        self.s2_key = QLineEdit(settings.text(Settings.LOOKUP_S2_KEY), self)
        self.s2_key.setObjectName("s2Key")
        self.s2_key.setEchoMode(QLineEdit.EchoMode.PasswordEchoOnEdit)
        self.s2_key.setPlaceholderText(translate("preferences", "optional"))
        self.style_box = QComboBox(self)
        self.style_box.setObjectName("citationStyle")
        self.add_style_button = QPushButton(translate("preferences", "&Add Style File…"), self)
        self.add_style_button.setObjectName("addStyle")
        self.add_style_button.clicked.connect(self.choose_style_file)
        self._fill_styles(current_choice(settings).key)
        self.pdf_lookups = QCheckBox(
            translate("preferences", "Look up the DOI or arXiv id of PDFs dropped on the list"),
            self,
        )
        self.pdf_lookups.setObjectName("pdfLookups")
        self.pdf_lookups.setChecked(bool(settings.integer(Settings.LOOKUP_PDFS, 0)))
        self.marks_reading = QCheckBox(
            translate("preferences", "Reading a paper's PDF marks an unread paper Reading"), self
        )
        self.marks_reading.setObjectName("readerMarksReading")
        self.marks_reading.setChecked(bool(settings.integer(Settings.READER_MARKS_READING, 1)))
        group = QGroupBox(translate("preferences", "Looking papers up online"), self)
        form = QFormLayout(group)
        note = QLabel(translate("", NOTE), group)
        note.setWordWrap(True)
        form.addRow(note)
        form.addRow(translate("preferences", "Contact &e-mail:"), self.email)
        form.addRow(translate("preferences", "Semantic Scholar API &key:"), self.s2_key)
        form.addRow(self.pdf_lookups)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._citations_group())
        layout.addWidget(group)
        layout.addWidget(self.marks_reading)
        self.language = LanguageBox(settings, self)
        layout.addWidget(language_group(self.language, self))
        if controller is not None:
            layout.addWidget(self._files_group(controller))
        self.member_name: QLineEdit | None = None  # a shared library's name for me (issue 36)
        if controller is not None and members.shared(controller.lib):
            layout.addWidget(self._member_group(controller))
        layout.addWidget(buttons)
        self.resize(520, self.sizeHint().height())

    def _files_group(self, controller: LibraryController) -> QGroupBox:
        """Link or copy attached files; the folder and the name pattern of copies."""
        lib = controller.lib
        group = QGroupBox(translate("preferences", "Attached files"), self)
        form = QFormLayout(group)
        note = QLabel(translate("", FILES_NOTE), group)
        note.setWordWrap(True)
        form.addRow(note)
        self.link_files = QRadioButton(
            translate("preferences", "&Link files where they are"), group
        )
        self.copy_files = QRadioButton(
            translate("preferences", "&Copy files into the library's folder"), group
        )
        (self.copy_files if attachments.copy_mode(lib) else self.link_files).setChecked(True)
        form.addRow(self.link_files)
        form.addRow(self.copy_files)
        self.managed_folder = QLineEdit(str(attachments.managed_folder(lib)), group)
        self.managed_folder.setObjectName("managedFolder")
        choose = QPushButton(translate("preferences", "C&hoose…"), group)
        choose.clicked.connect(self._choose_folder)
        row = QHBoxLayout()
        row.addWidget(self.managed_folder, 1)
        row.addWidget(choose)
        folder_label = QLabel(translate("preferences", "&Folder:"), group)
        folder_label.setBuddy(self.managed_folder)  # a row of two widgets gets no buddy itself
        form.addRow(folder_label, row)
        self.name_pattern = QLineEdit(attachments.name_pattern(lib), group)
        self.name_pattern.setObjectName("fileNamePattern")
        self.name_pattern.setToolTip(
            translate("preferences", "Fields as in key patterns: [auth] [year] [title] ...")
        )
        form.addRow(translate("preferences", "&Names:"), self.name_pattern)
        return group

    def _member_group(self, controller: LibraryController) -> QGroupBox:
        """The name the other members of a shared library see for me."""
        lib = controller.lib
        group = QGroupBox("This shared library", self)
        form = QFormLayout(group)
        me = members.me(lib)
        shown = members.names(lib).get(me, me)
        self.member_name = QLineEdit("" if shown == me else shown, group)
        self.member_name.setObjectName("memberName")
        self.member_name.setPlaceholderText(f"{me} (your login, shown while this is empty)")
        form.addRow("Your &name here:", self.member_name)
        return group

    def _choose_folder(self) -> None:
        """Pick the folder copies go into."""
        chosen = QFileDialog.getExistingDirectory(
            self, translate("preferences", "Folder for Copies"), self.managed_folder.text()
        )
        if chosen:
            self.managed_folder.setText(chosen)

    def _citations_group(self) -> QGroupBox:
        """The style box, the Add Style File button and a note on where the style is used."""
        group = QGroupBox(translate("preferences", "Citations"), self)
        form = QFormLayout(group)
        note = QLabel(translate("", STYLE_NOTE), group)
        note.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.style_box, 1)
        row.addWidget(self.add_style_button)
        label = QLabel(translate("preferences", "Citation &style:"), group)
        label.setBuddy(self.style_box)  # Alt+S; a row of two widgets gets no buddy by itself
        form.addRow(label, row)
        form.addRow(note)
        return group

    def _fill_styles(self, selected: str) -> None:
        """List the bundled styles, then the added ones, and select *selected*."""
        self.style_box.clear()
        for choice in style_choices():
            label = (
                choice.label
                if choice.bundled
                else translate("preferences", "{label} (added)").format(label=choice.label)
            )
            self.style_box.addItem(label, choice.key)
            self.style_box.setItemData(self.style_box.count() - 1, choice.title,
                                       Qt.ItemDataRole.ToolTipRole)  # fmt: skip
        index = self.style_box.findData(selected)
        self.style_box.setCurrentIndex(max(index, 0))

    def chosen_style(self) -> str:
        """The key of the style the box shows (a bundled style's id, an added one's file)."""
        return str(self.style_box.currentData())

    def choose_style_file(self) -> None:
        """Add Style File…: ask for a .csl file and add it."""
        title = translate("preferences", "Add Citation Style")
        path, _ = QFileDialog.getOpenFileName(self, title, str(Path.home()),
                                              translate("", STYLE_FILTER))  # fmt: skip
        if path:
            self.add_style(Path(path))

    def add_style(self, path: Path) -> bool:
        """Copy a .csl file into the styles folder and choose it; a bad file is explained."""
        try:
            style = add_user_style(path)
        except StyleFileError as exc:
            QMessageBox.warning(
                self, translate("preferences", "Add Citation Style"), message_html(str(exc))
            )
            return False
        self._fill_styles(str(style.path))
        return True

    def accept(self) -> None:
        """Save, then close (a bad file name pattern is said, and the dialog stays)."""
        if self.controller is not None and not self._save_files(self.controller):
            return
        if self.controller is not None and not self._save_member_name(self.controller):
            return
        self.settings.set_text(Settings.LOOKUP_EMAIL, self.email.text().strip())
        self.settings.set_text(Settings.LOOKUP_S2_KEY, self.s2_key.text().strip())
        self.settings.set_text(Settings.CITATION_STYLE, self.chosen_style())
        self.settings.set_integer(Settings.LOOKUP_PDFS, int(self.pdf_lookups.isChecked()))
        self.settings.set_integer(
            Settings.READER_MARKS_READING, int(self.marks_reading.isChecked())
        )
        self.language.save(self.settings)
        self.settings.sync()
        super().accept()

    def _save_files(self, controller: LibraryController) -> bool:
        """Store the attachment settings in the library; False (and a message) if refused."""
        lib = controller.lib
        folder = self.managed_folder.text().strip()
        default = str(lib.folder / "files")
        try:
            controller.run(lambda lib: attachments.set_name_pattern(lib, self.name_pattern.text()))
            controller.run(lambda lib: attachments.set_copy_mode(lib, self.copy_files.isChecked()))
            controller.run(
                lambda lib: attachments.set_managed_folder(
                    lib, None if folder in ("", default) else folder
                )
            )
        except ServiceError as exc:
            QMessageBox.warning(
                self, translate("preferences", "Preferences"), message_html(str(exc))
            )
            return False
        return True

    def _save_member_name(self, controller: LibraryController) -> bool:
        """Store my display name on a shared library; False (and a message) if refused."""
        if self.member_name is None or not self.member_name.isModified():
            return True  # unchanged: a read-only member's OK stores nothing
        name = self.member_name.text()
        try:
            controller.run(lambda lib: people.set_display_name(lib, name))
        except ServiceError as exc:
            QMessageBox.warning(self, "Preferences", message_html(str(exc)))
            return False
        return True
