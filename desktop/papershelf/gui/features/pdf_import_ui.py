"""PDFs dropped on the window (or chosen in File › Import): one entry each, the PDF attached.

The files are read (and, when Preferences allow lookups, their DOI or arXiv id looked up) on
a worker thread, so a 500-page PDF or a slow server never blocks the window; the entries and
attachments are then stored on the main thread in one transaction, as one undo step, and
the text is read into the full-text index in the background (gui/features/fulltext_ui). A file that
makes no entry (not a PDF, empty) is listed in a message; the others go on.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox

from papershelf.gui.commands import OperationCommand
from papershelf.gui.safe_text import message_html
from papershelf.gui.settings import Settings
from papershelf.gui.tasks import Task, TaskCancelled, TaskContext, runner
from papershelf.gui.translation import translate
from papershelf.library.errors import LibraryError
from papershelf.library.queries import Scope
from papershelf.services.changes import ServiceError

if TYPE_CHECKING:
    from papershelf.gui.dialog_commands import CommandWindow
    from papershelf.gui.features.fulltext_ui import FulltextUi
    from papershelf.services.metadata.client import LookupSettings
    from papershelf.services.pdf_import import PdfResult, Probed

    class PdfWindow(CommandWindow, Protocol):
        """The window PDFs become entries in; their text is read by its full-text feature."""

        @property
        def fulltext(self) -> FulltextUi:
            """Reads the new PDFs' text in the background."""
            ...


def probe(
    paths: Sequence[Path], lookup: LookupSettings | None, context: TaskContext
) -> list[Probed]:
    """Read every file, and look each up when allowed (no library access), on a task; the
    window closing stops the PDF worker process at once (TaskCancelled)."""
    from papershelf.services.pdf_import import probe_pdfs  # the import engine: not at start
    from papershelf.services.pdf_reading import Stopped

    def stop() -> bool:
        return context.cancelled

    try:
        if lookup is None:
            return probe_pdfs(list(paths), None, context.progress, stop)
        from papershelf.services.metadata.client import MetadataClient, ResponseCache

        with MetadataClient(lookup, cache=ResponseCache.default()) as client:
            return probe_pdfs(list(paths), client, context.progress, stop)
    except Stopped:
        raise TaskCancelled from None


def lookups_allowed(settings: Settings) -> bool:
    """Whether the person allowed dropped PDFs' identifiers to be looked up online."""
    return bool(settings.integer(Settings.LOOKUP_PDFS, 0))


class PdfImportUi(QObject):
    """Makes entries from PDFs for one window."""

    imported = Signal(object)  # PdfResult, once stored

    def __init__(self, window: PdfWindow) -> None:
        super().__init__(window.frame)
        self.window = window
        self.jobs: list[Task] = []  # reads under way (gui/tasks)

    def import_pdfs(self, paths: Sequence[Path], report: bool = False) -> None:
        """Read the files in the background, then make their entries (*report*: a folder's
        files, whose outcome is listed file by file, the lookup of those with a DOI offered)."""
        if self.window.controller.read_only:
            self.window.show_error(self.window.controller.read_only_message)
            return
        lookup = None
        if lookups_allowed(self.window.settings):
            from papershelf.gui.dialogs.preferences import lookup_settings

            lookup = lookup_settings(self.window.settings)
        count = len(paths)
        reading = translate("pdf_import_ui", "Reading %n PDFs…", None, count)
        self.window.statusBar().showMessage(reading)
        read: list[Task] = []
        job = runner().run(
            partial(probe, list(paths), lookup), on_progress=self._progress,
            on_success=lambda probed: self._store(read[0], probed, report, lookup is not None),
            failures=(),
        )  # fmt: skip
        read.append(job)
        self.jobs.append(job)

    def wait(self) -> None:
        """Let running reads end (the window is closing; their results are dropped)."""
        for job in self.jobs:
            job.cancel()  # its result dropped; the PDF worker process stopped at once
            job.wait()

    def _progress(self, done: int, total: int, name: str) -> None:
        """'Reading PDF 2 of 3: paper.pdf' in the status bar."""
        reading = translate("pdf_import_ui", "Reading PDF {done} of {total}: {name}")
        self.window.statusBar().showMessage(reading.format(done=done, total=total, name=name))

    def _store(
        self, job: Task, probed: list[Probed], report: bool = False, looked_up: bool = False
    ) -> None:
        """Entries and attachments in one transaction and one undo step; then index them."""
        if job.cancelled:  # the window closed while the files were read
            return
        self.jobs.remove(job)
        from papershelf.services.pdf_import import PdfImportUndo, add_pdfs

        controller = self.window.controller
        try:
            result = add_pdfs(controller.lib, probed)
        except (LibraryError, ServiceError) as problem:
            why = translate("pdf_import_ui", "The PDFs were not imported: {problem}")
            self.window.show_error(why.format(problem=problem))
            return
        if result.entry_ids:
            undo = PdfImportUndo(result)
            controller.record(OperationCommand(controller, _title(result), undo.redo, undo.undo))
            controller.changed.emit(result.changes)
        self._select(result.entry_ids)
        if report:
            self._report_folder(result, offer_lookup=not looked_up)
        else:
            self._report(result)
        self.window.fulltext.start()
        self.imported.emit(result)

    def _select(self, entry_ids: Sequence[int]) -> None:
        """Select the PDFs' papers (showing all papers if the view hides them): 'open it' next."""
        window = self.window
        if not entry_ids:
            return
        if window.model.row_of(entry_ids[0]) is None:
            window.show_scope(Scope())
        window.table.select_ids(list(entry_ids))

    def _report(self, result: PdfResult) -> None:
        """The summary in the status bar; a message listing files that made no entry."""
        self.window.statusBar().showMessage(result.summary() + _lookups_failed(result), 15000)
        failed = [o for o in result.outcomes if o.status == "failed"]
        if not failed:
            return
        box = QMessageBox(self.window.frame)
        box.setWindowTitle(translate("pdf_import_ui", "Import PDFs"))
        box.setIcon(QMessageBox.Icon.Warning)
        box.setText(message_html(f"{result.summary()}."))
        box.setDetailedText("\n".join(str(o) for o in result.outcomes))
        box.open()

    def _report_folder(self, result: PdfResult, offer_lookup: bool) -> None:
        """A folder's outcome file by file; for the papers read offline that hold a DOI or
        an arXiv id, the online lookup (Paper › Find Metadata…) offered."""
        self.window.statusBar().showMessage(result.summary(), 15000)
        failed = any(o.status == "failed" for o in result.outcomes)
        box = QMessageBox(self.window.frame)
        box.setWindowTitle(translate("pdf_import_ui", "Import PDFs"))
        box.setIcon(QMessageBox.Icon.Warning if failed else QMessageBox.Icon.Information)
        box.setDetailedText("\n".join(str(o) for o in result.outcomes))
        text = f"{result.summary()}."
        identified = result.identified if offer_lookup else []
        if identified:
            text += f" {_lookup_offer(len(identified))}"
            look_up = translate("pdf_import_ui", "Look Up Online…")
            look = box.addButton(look_up, QMessageBox.ButtonRole.AcceptRole)
            box.addButton(translate("pdf_import_ui", "Not Now"), QMessageBox.ButtonRole.RejectRole)
            look.clicked.connect(partial(self._look_up, identified))
        box.setText(message_html(text))
        box.open()

    def _look_up(self, entry_ids: list[int]) -> None:
        """Paper › Find Metadata… on the papers given (selected first, as it works on those)."""
        from papershelf.gui.dialog_commands import find_metadata

        self._select(entry_ids)
        find_metadata(self.window)


def _lookup_offer(count: int) -> str:
    """The question under a folder's summary."""
    return translate(
        "pdf_import_ui",
        "%n of the papers have a DOI or arXiv id: look them up online to complete them?",
        None,
        count,
    )


def _title(result: PdfResult) -> str:
    """The undo step's name: 'Import 3 PDFs'."""
    count = len(result.entry_ids)
    return translate("pdf_import_ui", "Import %n PDFs", None, count)


def _lookups_failed(result: PdfResult) -> str:
    """' — lookup of 10.1/x failed (why); …' for the status bar, or '' when none failed."""
    failed = [n for o in result.outcomes for n in o.notes if n.startswith("lookup of")]
    if not failed:
        return ""
    if len(failed) == 1:
        return f" — {failed[0]}"  # the lookup's own note
    count = len(failed)
    return " — " + translate("pdf_import_ui", "%n lookups failed", None, count)
