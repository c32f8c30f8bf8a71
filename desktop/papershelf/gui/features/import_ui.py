"""File › Import, files dropped or pasted on the window: one import pipeline for every route.

The paths are probed (services.import_pipeline.probe): PDFs become entries of their own
(gui/features/pdf_import_ui), Zotero's library comes through gui/features/zotero_ui, a folder
stands for the PDFs in it; bibliographies are planned, their duplicates (and a guessed encoding)
reviewed (gui/dialogs/import_review), then committed: here, on the window's thread, when they
are small, on the task runner with a progress dialog when they are big
(gui/features/import_flow). Importing, its duplicate review (and the parsers and fuzzy matching
under them) are loaded when first used: the first paint does not need them.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QFileDialog, QMessageBox

from papershelf.bulk_work import bulk_work
from papershelf.formats.records import FormatError
from papershelf.gui.dialogs.file_dialogs import remember_folder, start_folder
from papershelf.gui.safe_text import message_html
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.queries import Scope
from papershelf.services.lists import find_list

if TYPE_CHECKING:
    from papershelf.gui.features.bibtex_ui import BibtexUi
    from papershelf.gui.features.import_flow import BackgroundImport
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


IMPORT_FILTER = N(
    "Bibliographies and PDFs (*.bib *.bibtex *.ris *.json *.xml *.txt *.text *.md *.pdf);;"
    "BibTeX (*.bib *.bibtex);;RIS (*.ris);;CSL-JSON (*.json);;EndNote XML (*.xml);;PDFs (*.pdf);;"
    "Abstract lists (*.txt *.text *.md);;All files (*)"
)
SELECT_NEW_LIMIT = 50  # an import of more papers selects only its first one


class ImportUi:
    """Imports files into one window's library and brings what they added into view."""

    def __init__(self, window: ImportingWindow) -> None:
        self.window = window
        self.background: BackgroundImport | None = None  # the last big import started (tests)

    def choose_import(self) -> None:
        """Ask for files and import them."""
        window, settings = self.window.frame, self.window.settings
        start = start_folder(settings, "import")
        title, kinds = translate("import_ui", "Import"), translate("", IMPORT_FILTER)
        paths, _ = QFileDialog.getOpenFileNames(window, title, str(start), kinds)
        if paths:
            remember_folder(settings, "import", paths[0])
            self.import_paths([Path(p) for p in paths])

    def import_paths(self, paths: Sequence[Path]) -> ImportReport | None:
        """Import files by route: PDFs and Zotero's library on workers; bibliographies
        planned, reviewed and committed, small ones at once (their report returned), big
        ones on the task runner (None: the window stays live)."""
        from papershelf.gui.features.import_flow import SYNC_IMPORT_BYTES
        from papershelf.services.import_pipeline import probe

        window = self.window
        if window.controller.read_only:  # the worker's own connection must not write either
            window.show_error(
                translate(
                    "import_ui", "This window is read-only: the library is open in another window."
                )
            )
            return None
        probed = probe(paths)
        self._other_routes(
            probed.pdfs, probed.zotero, probed.empty, any(Path(p).is_dir() for p in paths)
        )
        if not probed.files:
            return None
        if probed.size > SYNC_IMPORT_BYTES:
            self.import_in_background(probed.files)
            return None
        report, errors = self._import_reviewed(probed.files)
        self.finish_import(report, errors)
        return report

    def _other_routes(
        self, pdfs: list[Path], zotero: list[Path], empty: list[Path], folders: bool
    ) -> None:
        """PDFs to entries of their own (a folder's listed file by file), Zotero's libraries
        imported as Zotero's; the status bar names a folder that held no PDFs."""
        from papershelf.gui.features.zotero_ui import import_zotero_into

        for path in zotero:
            import_zotero_into(self.window, Path(path))
        if pdfs:
            self.window.pdfs.import_pdfs(pdfs, report=folders)
        if empty:
            names = ", ".join(path.name for path in empty)
            message = translate("import_ui", "No PDFs in {names}").format(names=names)
            self.window.statusBar().showMessage(message, 8000)

    def import_in_background(self, paths: Sequence[Path]) -> BackgroundImport:
        """Plan, review and commit on the task runner, under a progress dialog."""
        from papershelf.gui.features.import_flow import BackgroundImport

        job = BackgroundImport(
            self.window.frame, self.window.controller.lib, paths, self._imported, self._cancelled
        )
        self.background = job
        job.ended.connect(job.deleteLater)  # a window imports many files in its life
        job.start()
        return job

    def _imported(self, report: ImportReport, errors: list[str]) -> None:
        """A big import ended: record it for undo and show what happened."""
        self.finish_import(self.window.controller.record_imports([report]), errors)

    def _cancelled(self, message: str) -> None:
        """A big import was cancelled (or its review): nothing was kept."""
        self.window.statusBar().showMessage(message, 10000)

    def _import_reviewed(self, paths: Sequence[Path]) -> tuple[ImportReport, list[str]]:
        """Import files in two steps on this thread, asking about duplicates in between.

        A file that cannot be opened or read is an error message; the others go on. A
        cancelled review imports nothing.
        """
        window = self.window
        from papershelf.gui.dialogs import import_review
        from papershelf.gui.features.import_flow import readable
        from papershelf.services.importing import ImportReport, commit_import, plan_import

        paths, errors = readable(paths)
        try:
            with bulk_work():
                plan = plan_import(window.controller.lib, paths)
        except (FormatError, OSError) as exc:
            return ImportReport(), [*errors, str(exc)]
        decisions: dict[int, str | Decision] = {}
        if plan.candidates or plan.assumed:  # duplicates to review, an encoding to confirm
            chosen = import_review.review_duplicates(window, plan)
            if chosen is None:
                cancelled = translate("import_ui", "Import cancelled: nothing was imported")
                window.statusBar().showMessage(cancelled, 8000)
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
        summary = translate("import_ui", "Import: {summary}").format(summary=report.summary())
        self.window.statusBar().showMessage(summary, 10000)
        if errors or report.problems or report.skipped or report.key_notes or report.possible:
            self._show_import_report(report, errors)
        if report.added:
            self.show_imported(report)

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
        box.setWindowTitle(translate("import_ui", "Import"))
        box.setIcon(QMessageBox.Icon.Warning if errors else QMessageBox.Icon.Information)
        finished = translate("import_ui", "Import finished: {summary}.")
        box.setText(message_html(headline or finished.format(summary=report.summary())))
        lines = [*errors, *report.lines()]
        box.setDetailedText("\n".join(lines))
        box.open()
