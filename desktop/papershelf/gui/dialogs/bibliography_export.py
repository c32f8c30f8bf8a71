"""File › Export Bibliography…: a formatted reference list or CSL-JSON, of the view or selection."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.features.citation_styles import style_choices
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.services.exporting import ExportScope


@dataclass(frozen=True)
class OutputFormat:
    """One thing Export Bibliography writes: its id for the services, its name, its suffix."""

    id: str
    name: str
    suffix: str
    styled: bool = True  # formatted in a citation style (CSL-JSON is data, not a style)

    def file_filter(self) -> str:
        """The save dialog's filter for this format."""
        return f"{translate('', self.name)} (*{self.suffix})"


OUTPUT_FORMATS = (
    OutputFormat("html", "HTML", ".html"),
    OutputFormat("markdown", "Markdown", ".md"),
    OutputFormat("rtf", N("Rich Text (Word)"), ".rtf"),
    OutputFormat("text", N("Plain text"), ".txt"),
    OutputFormat("csl-json", "CSL-JSON (Pandoc, Quarto, Zotero)", ".json", styled=False),
)


@dataclass(frozen=True)
class ExportChoice:
    """What the dialog was told: which entries, in which format and style."""

    scope: ExportScope
    scope_name: str
    output: OutputFormat
    style: str
    include_files: bool = False  # CSL-JSON: the attachments' local paths too


class BibliographyExportDialog(QDialog):
    """Which papers (what the list shows, or the selection), the format and the style."""

    def __init__(
        self, view: tuple[ExportScope, str], selected: list[int], style: str,
        parent: QWidget | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.setWindowTitle(translate("bibliography_export", "Export Bibliography"))
        self.setObjectName("bibliographyExport")
        self._view, self._selected = view, selected
        shows = translate("bibliography_export", "What the list shows ({view})").format(
            view=view[1]
        )
        self.view_button = QRadioButton(shows, self)
        self.selection_button = QRadioButton(_selection_label(len(selected)), self)
        self.selection_button.setEnabled(bool(selected))
        self.scopes = QButtonGroup(self)
        for button in (self.view_button, self.selection_button):
            self.scopes.addButton(button)
        self.view_button.setChecked(True)
        self.format_box = self._combo(
            "bibliographyFormat", [(translate("", f.name), f.id) for f in OUTPUT_FORMATS]
        )
        styles = [(c.label, c.key) for c in style_choices()]
        self.style_box = self._combo("bibliographyStyle", styles)
        self.style_box.setCurrentIndex(max(0, self.style_box.findData(style)))
        self.files_box = QCheckBox(
            translate("bibliography_export", "Include attachment &file paths"), self
        )
        self.files_box.setObjectName("bibliographyFilePaths")
        self.files_box.setToolTip(
            translate(
                "bibliography_export",
                "Write where the attached files are on this computer. Off by default: a file you "
                "share should not tell others where you keep your papers.",
            )
        )
        self.format_box.currentIndexChanged.connect(self._format_chosen)
        self._format_chosen()
        self._lay_out()

    def _combo(self, name: str, items: list[tuple[str, str]]) -> QComboBox:
        """A combo box of (label, id) items."""
        box = QComboBox(self)
        box.setObjectName(name)
        for label, data in items:
            box.addItem(label, data)
        return box

    def _lay_out(self) -> None:
        """Scope buttons over a form of format and style, then Export… and Cancel."""
        form = QFormLayout()
        form.addRow(translate("bibliography_export", "&Format:"), self.format_box)
        form.addRow(translate("bibliography_export", "&Style:"), self.style_box)
        form.addRow("", self.files_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.export_button = buttons.addButton(
            translate("bibliography_export", "&Export…"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view_button)
        layout.addWidget(self.selection_button)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def output(self) -> OutputFormat:
        """The format chosen."""
        return OUTPUT_FORMATS[self.format_box.currentIndex()]

    def _format_chosen(self) -> None:
        """CSL-JSON is data for a processor: no style to choose, but file paths may go in."""
        self.style_box.setEnabled(self.output().styled)
        self.files_box.setEnabled(not self.output().styled)

    def choice(self) -> ExportChoice:
        """What to export, as chosen."""
        if self.selection_button.isChecked():
            scope, name = (
                ExportScope.of_ids(self._selected),
                translate("bibliography_export", "selection"),
            )
        else:
            scope, name = self._view
        files = self.files_box.isEnabled() and self.files_box.isChecked()
        style = str(self.style_box.currentData())
        return ExportChoice(scope, name, self.output(), style, include_files=files)


def _selection_label(count: int) -> str:
    """'The selected paper' / 'The 3 selected papers' / 'The selected papers (none)'."""
    if count == 0:
        return translate("bibliography_export", "The selected papers (none selected)")
    return translate("bibliography_export", "The %n selected papers", None, count)


def ask_target(window: QWidget, choice: ExportChoice) -> Path | None:
    """The file to write, asked in a save dialog with the format's suffix."""
    default = Path.home() / f"references{choice.output.suffix}"
    title = translate("bibliography_export", "Export {scope}").format(scope=choice.scope_name)
    path, _ = QFileDialog.getSaveFileName(window, title, str(default), choice.output.file_filter())
    if not path:
        return None
    target = Path(path)
    return target if target.suffix else target.with_suffix(choice.output.suffix)
