"""File › Import and files dropped on the window: read them, review duplicates, show the result.

PDFs become entries of their own (gui/features/pdf_import_ui); big bibliographies are read on a
worker (gui/features/bibtex_ui); the rest is imported here, in two steps when duplicates need a
decision.
Importing, its duplicate review (and the parsers and fuzzy matching under them) are loaded
when first used: the first paint does not need them.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QFileDialog, QMessageBox

from papershelf.bulk_work import bulk_work
from papershelf.formats.pdf.pdf_text import is_pdf_path
from papershelf.formats.records import FormatError
from papershelf.gui.controller import entries_word
from papershelf.gui.dialogs.file_dialogs import remember_folder, start_folder
from papershelf.gui.safe_text import message_html
from papershelf.library.queries import Scope
from papershelf.services.lists import find_list

if TYPE_CHECKING:
    from papershelf.gui.features.bibtex_ui import BibtexUi
    from papershelf.gui.features.pdf_import_ui import PdfImportUi
    from papershelf.gui.window_api import Workspace
    from papershelf.services.importing import Decision, ImportReport

    class ImportingWindow(Workspace, Protocol):
        """The window files are imported into; big files go to its BibTeX feature, PDFs to its
        PDF import."""

        @property
        def bibtex(self) -> BibtexUi:
            """Imports big BibTeX files on a worker, with progress."""
            ...

        @property
        def pdfs(self) -> PdfImportUi:
            """Makes entries from PDFs."""
            ...


IMPORT_FILTER = (
    "Bibliographies and PDFs (*.bib *.bibtex *.ris *.json *.xml *.txt *.text *.md *.pdf);;"
    "BibTeX (*.bib *.bibtex);;RIS (*.ris);;CSL-JSON (*.json);;EndNote XML (*.xml);;PDFs (*.pdf);;"
    "Abstract lists (*.txt *.text *.md);;All files (*)"
)
SELECT_NEW_LIMIT = 50  # an import of more papers selects only its first one


def _guessed_encodings(paths: Sequence[Path]) -> list[Path]:
    """The files whose encoding the import would guess: reviewed first, whatever their size."""
    from papershelf.services.importing import guessed_encodings

    return guessed_encodings(paths)


class ImportUi:
    """Imports files into one window's library and brings what they added into view."""

    def __init__(self, window: ImportingWindow) -> None:
        self.window = window

    def choose_import(self) -> None:
        """Ask for files and import them."""
        window, settings = self.window.frame, self.window.settings
        start = start_folder(settings, "import")
        paths, _ = QFileDialog.getOpenFileNames(window, "Import", str(start), IMPORT_FILTER)
        if paths:
            remember_folder(settings, "import", paths[0])
            self.import_paths([Path(p) for p in paths])

    def import_paths(self, paths: Sequence[Path]) -> ImportReport | None:
        """Import files: small ones at once, big ones on a worker with a progress dialog;
        PDFs become entries of their own (gui/features/pdf_import_ui), read on a worker."""
        window = self.window
        if window.controller.read_only:  # the worker's own connection must not write either
            window.show_error("This window is read-only: the library is open in another window.")
            return None
        folders = [path for path in paths if Path(path).is_dir()]
        if folders:
            paths = self._expand_folders(paths)
            if not paths:
                return None
        if pdfs := [path for path in paths if is_pdf_path(path)]:
            window.pdfs.import_pdfs(pdfs, report=bool(folders))
            paths = [path for path in paths if not is_pdf_path(path)]
            if not paths:
                return None
        if window.bibtex.is_big(paths) and not _guessed_encodings(paths):
            window.bibtex.import_in_background(paths)
            return None
        reviewed = self._import_reviewed(paths)
        if reviewed is None:
            report, errors = window.controller.import_files(paths)
        else:
            report, errors = reviewed
        self.finish_import(report, errors)
        return report

    def _expand_folders(self, paths: Sequence[Path]) -> list[Path]:
        """Folders dropped or chosen: Zotero's data folder imported as Zotero's library, any
        other replaced by the PDFs in it and its subfolders (the status bar names a folder
        that holds none)."""
        from papershelf.gui.features.zotero_ui import import_zotero_into
        from papershelf.services.migrate.zotero import is_zotero
        from papershelf.services.pdf_folders import expand_folders

        expanded, empty = expand_folders(paths)
        for path in [p for p in expanded if Path(p).is_dir() and is_zotero(Path(p))]:
            import_zotero_into(self.window, Path(path))
        if empty:
            names = ", ".join(path.name for path in empty)
            self.window.statusBar().showMessage(f"No PDFs in {names}", 8000)
        return [path for path in expanded if not Path(path).is_dir()]

    def _import_reviewed(self, paths: Sequence[Path]) -> tuple[ImportReport, list[str]] | None:
        """Import files in two steps, asking about duplicates in between (import_review).

        A file that cannot be opened is an error message; the others go on. None when the
        files cannot be planned (a read-only library, a failing read): then the one-step
        import tells why, file by file. A cancelled review imports nothing.
        """
        window = self.window
        if window.controller.read_only:
            return None
        from papershelf.gui.dialogs import import_review
        from papershelf.services.importing import ImportReport, commit_import, plan_import

        errors: list[str] = []
        readable: list[Path] = []
        for path in paths:
            try:
                with open(path, "rb"):
                    readable.append(Path(path))
            except OSError as exc:
                errors.append(str(exc))
        try:
            with bulk_work():
                plan = plan_import(window.controller.lib, readable)
        except (FormatError, OSError):
            return None
        decisions: dict[int, str | Decision] = {}
        if plan.candidates or plan.assumed:  # duplicates to review, an encoding to confirm
            chosen = import_review.review_duplicates(window, plan)
            if chosen is None:
                window.statusBar().showMessage("Import cancelled: nothing was imported", 8000)
                return ImportReport(), errors
            decisions = chosen
        try:
            with bulk_work():
                done = commit_import(window.controller.lib, plan, decisions)
        except (FormatError, OSError) as exc:
            return ImportReport(), [*errors, str(exc)]
        report = window.controller.record_imports([done])
        return report, [*errors, *(str(error) for error in done.failed)]

    def finish_import(self, report: ImportReport, errors: list[str]) -> None:
        """Tell the person what an import did, and bring what it added into view."""
        self.window.statusBar().showMessage(f"Import: {report.summary()}", 10000)
        if errors or report.problems or report.skipped or report.key_notes or report.possible:
            self._show_import_report(report, errors)
        if report.added:
            self.show_imported(report)

    def import_cancelled(self, report: ImportReport, errors: list[str]) -> None:
        """A cancelled import kept nothing of the cancelled file: say so, not 'finished'."""
        status = self.window.statusBar()
        if report.added or report.merged:  # files before the cancelled one were kept
            self.finish_import(report, errors)
            kept = entries_word(len(report.added))
            status.showMessage(f"Import cancelled; kept {kept} from earlier files", 10000)
            return
        status.showMessage("Import cancelled; nothing was kept", 10000)
        if errors:
            self._show_import_report(report, errors, "Import cancelled; nothing was kept.")

    def show_imported(self, report: ImportReport) -> None:
        """Bring the new papers into view (their list, else all entries) and select them.

        A few are all selected; of more than SELECT_NEW_LIMIT only the first: selecting
        thousands of new rows froze the window for seconds, and one stray key would then
        act on all of them (the status bar says how many were added).
        """
        window = self.window
        if window.model.row_of(report.added[0]) is None:
            list_id = find_list(window.controller.lib, report.lists[0]) if report.lists else None
            window.show_scope(Scope("list", list_id) if list_id is not None else Scope())
        few = len(report.added) <= SELECT_NEW_LIMIT
        window.table.select_ids(report.added if few else report.added[:1])

    def _show_import_report(
        self, report: ImportReport, errors: list[str], headline: str = ""
    ) -> None:
        """A dialog with the summary and, under Details, every skipped entry and problem."""
        box = QMessageBox(self.window.frame)
        box.setWindowTitle("Import")
        box.setIcon(QMessageBox.Icon.Warning if errors else QMessageBox.Icon.Information)
        box.setText(message_html(headline or f"Import finished: {report.summary()}."))
        lines = [*errors, *report.lines()]
        box.setDetailedText("\n".join(lines))
        box.open()
