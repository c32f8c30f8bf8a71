"""Formatted references in the window: Copy Reference, Copy Citation, the preview, the export.

Every reference is formatted by services.citations in the style chosen in Preferences;
this module only picks the papers, puts the text where it goes and says what happened.
The clipboard gets HTML (italics, small caps: what Word and Google Docs paste) and plain
text (what a text editor pastes) in one QMimeData.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, QObject, Qt
from PySide6.QtWidgets import QApplication

from papershelf.gui.citation_styles import StyleChoice, current_choice
from papershelf.gui.controller import entries_word
from papershelf.gui.reference_html import clipboard_html
from papershelf.gui.reference_preview import missing_text
from papershelf.gui.safe_text import plain
from papershelf.gui.settings import Settings
from papershelf.services.changes import ServiceError

if TYPE_CHECKING:
    from papershelf.gui.bibliography_export import BibliographyExportDialog, ExportChoice
    from papershelf.gui.main_window import MainWindow

# The formatter (services.citations, citeproc under it) and the export dialog are loaded
# when first used: the window's first paint needs neither.

STATUS_MS = 5000


def reference_mime(html_entries: list[str], text: str) -> QMimeData:
    """The clipboard's content: the references as HTML and as plain text at once."""
    data = QMimeData()
    data.setHtml(clipboard_html(html_entries))
    data.setText(text)
    return data


def _plural(count: int, word: str) -> str:
    """'1 reference', '3 references'."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


class CitationsUi(QObject):
    """Copy Reference and Copy Citation, the detail pane's reference, Export Bibliography."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.settings = window.settings
        self.preview = window.detail.reference_preview

    def install(self) -> None:
        """Open the preview as it was left; fill it whenever it opens or another paper shows."""
        self.preview.toggled.connect(self._preview_toggled)
        self.window.detail.entry_shown.connect(self.refresh_preview)
        self.preview.set_open(bool(self.settings.integer(Settings.SHOW_REFERENCE)))

    def style(self) -> StyleChoice:
        """The style chosen in Preferences."""
        return current_choice(self.settings)

    def _say(self, message: str) -> None:
        """A short note in the status bar."""
        self.window.statusBar().showMessage(plain(message), STATUS_MS)

    def _selection(self, verb: str) -> list[int]:
        """The selected papers' ids; none: a hint in the status bar."""
        ids = self.window.table.selected_ids()
        if not ids:
            self._say(f"Select the papers to {verb} first.")
        return ids

    # --- the clipboard -----------------------------------------------------------------------
    def copy_reference(self) -> bool:
        """Edit › Copy Reference: the selection as a reference list, HTML and text at once."""
        from papershelf.services.citations import format_entries

        ids = self._selection("copy")
        if not ids:
            return False
        style, lib = self.style(), self.controller.lib
        try:
            html = format_entries(lib, ids, style.key, "html")
            text = format_entries(lib, ids, style.key, "text")
        except ServiceError as exc:
            self.window.show_error(f"The references could not be formatted: {exc}")
            return False
        QApplication.clipboard().setMimeData(reference_mime(html, "\n".join(text)))
        self._say(f"Copied {_plural(len(ids), 'reference')} in {style.label}")
        return True

    def copy_citation(self) -> bool:
        """Edit › Copy Citation: the in-text citation of the selection, e.g. (Vaswani, 2017)."""
        from papershelf.services.citations import format_citation

        ids = self._selection("cite")
        if not ids:
            return False
        style, lib = self.style(), self.controller.lib
        try:
            html = format_citation(lib, ids, style.key, "html")
            text = format_citation(lib, ids, style.key, "text")
        except ServiceError as exc:
            self.window.show_error(f"The citation could not be formatted: {exc}")
            return False
        QApplication.clipboard().setMimeData(reference_mime([html], text))
        self._say(f"Copied {text}")
        return True

    # --- the preview ------------------------------------------------------------------------
    def _preview_toggled(self, shown: bool) -> None:
        """Remember the switch; fill the preview when it opens."""
        self.settings.set_integer(Settings.SHOW_REFERENCE, int(shown))
        if shown:
            self.refresh_preview()

    def refresh_preview(self) -> None:
        """Format the paper on show in the chosen style (only while the preview is open)."""
        entry = self.window.detail.entry()
        if entry is None or not self.preview.is_open():
            return
        from papershelf.services.citations import preview

        style = self.style()
        self.preview.set_style_name(style.label)
        try:
            shown = preview(self.controller.lib, entry.id, style.key, "html")
        except ServiceError as exc:
            self.preview.show_problem(f"No reference in {style.label}: {exc}")
            return
        if shown is not None:
            self.preview.show_reference(shown.reference, missing_text(style.label, shown.missing))

    def style_changed(self) -> None:
        """Preferences closed with OK: the preview follows the style chosen there."""
        self.refresh_preview()

    # --- export -----------------------------------------------------------------------------
    def export_dialog(self) -> BibliographyExportDialog:
        """File › Export Bibliography…: choose scope, format and style, then the file."""
        from papershelf.gui.bibliography_export import BibliographyExportDialog

        dialog = BibliographyExportDialog(
            self.window.bibtex.current_scope(), self.window.table.selected_ids(),
            self.style().key, self.window,
        )  # fmt: skip
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._export_chosen(dialog.choice()))
        dialog.open()
        return dialog

    def _export_chosen(self, choice: ExportChoice) -> None:
        """Ask for the file, then write it."""
        from papershelf.gui.bibliography_export import ask_target

        path = ask_target(self.window, choice)
        if path is not None:
            self.export_to(path, choice)

    def export_to(self, path: Path, choice: ExportChoice) -> bool:
        """Write the bibliography atomically; a failure leaves the old file and says why."""
        from papershelf.services.exporting import export_file

        style = choice.style if choice.output.styled else None
        try:
            result = export_file(self.controller.lib, choice.scope, choice.output.id, path, style)
        except (OSError, ValueError, ServiceError) as exc:
            self.window.show_error(f"Export to {path} failed; the file was not changed.\n\n{exc}")
            return False
        self._say(f"Exported {entries_word(result.entries)} to {path}")
        return True
