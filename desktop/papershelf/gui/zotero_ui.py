"""File › Import from Zotero…: choose Zotero's database (its data folder is offered first),
bring the library in on a worker with a progress bar and Cancel, as one undo step, and
show what came and what did not.

The import itself is services.migrate.zotero's; here only the choice, the worker, the undo
step and the report dialog. Zotero may keep running: its database is read without a lock.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox

from papershelf.formats.records import FormatError
from papershelf.gui.bibtex_ui import ImportProgress
from papershelf.gui.commands import OperationCommand
from papershelf.gui.safe_text import message_html
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.db import open_worker
from papershelf.library.locations import LibraryTarget
from papershelf.services.changes import ServiceError

if TYPE_CHECKING:
    from papershelf.gui.main_window import MainWindow
    from papershelf.services.migrate.zotero import ZoteroImport

FILTER = N("Zotero database (zotero.sqlite zotero.sqlite.bak *.sqlite);;All files (*)")
_RUNNING: set[ZoteroJob] = set()  # jobs kept alive until their thread has finished


def choose_zotero_import(window: MainWindow) -> None:
    """Ask for Zotero's database, starting in its default data folder, and import it."""
    from papershelf.services.migrate.zotero import DATABASE, default_data_folder

    folder = default_data_folder()
    start = folder / DATABASE if (folder / DATABASE).is_file() else Path.home()
    path, _ = QFileDialog.getOpenFileName(
        window, translate("zotero_ui", "Import from Zotero"), str(start), translate("", FILTER)
    )
    if path:
        import_zotero_into(window, Path(path))


class ZoteroJob(QThread):
    """Imports a Zotero library on its own connection; reports progress; can be cancelled."""

    progressed = Signal(int, int)
    done = Signal(object, str, bool)  # the ZoteroImport (or None), an error, cancelled

    def __init__(self, library: LibraryTarget, path: Path) -> None:
        """A job importing the database at path into the library."""
        super().__init__()
        self._library = library
        self._path = path
        self.cancelled = False

    def run(self) -> None:
        """Import in one transaction on this thread's connection."""
        from papershelf.services.import_report import ImportCancelled
        from papershelf.services.migrate.zotero import import_zotero

        done, error, stopped = None, "", False
        lib = open_worker(self._library)
        try:
            done = import_zotero(lib, self._path, progress=self._progress)
        except (FormatError, OSError, ServiceError) as exc:
            error = translate("zotero_ui", "Cannot import from Zotero: {reason}").format(reason=exc)
        except ImportCancelled:
            stopped = True
        finally:
            lib.close_worker()
        self.done.emit(done, error, stopped)

    def _progress(self, done: int, total: int) -> None:
        """Tell the window how far it is; stop when asked to."""
        from papershelf.services.import_report import ImportCancelled

        if self.cancelled:
            raise ImportCancelled()
        self.progressed.emit(done, total)


def import_zotero_into(window: MainWindow, path: Path) -> ZoteroJob | None:
    """Import the Zotero database at path on a worker (None when the window is read-only)."""
    controller = window.controller
    if controller.read_only:
        window.show_error(controller.read_only_message)
        return None
    job = ZoteroJob(controller.lib.target, path)
    dialog = ImportProgress(window, translate("zotero_ui", "Zotero library"))
    dialog.setWindowTitle(translate("zotero_ui", "Import from Zotero"))
    dialog.canceled.connect(lambda: setattr(job, "cancelled", True))
    job.progressed.connect(dialog.show_progress)
    job.done.connect(lambda done, error, stopped: _finished(window, dialog, done, error, stopped))
    _RUNNING.add(job)
    job.finished.connect(lambda: _RUNNING.discard(job))
    job.start()
    return job


def _finished(
    window: MainWindow, dialog: ImportProgress, done: ZoteroImport | None, error: str,
    stopped: bool,
) -> None:  # fmt: skip
    """Back on the main thread: record the import as one undo step and show its report."""
    dialog.reset()
    dialog.deleteLater()
    if error:
        window.show_error(error)
        return
    if stopped or done is None:
        window.statusBar().showMessage(
            translate("zotero_ui", "Import from Zotero cancelled; nothing was kept"), 10000
        )
        return
    controller = window.controller
    report = done.report
    controller.record(
        OperationCommand(
            controller, translate("zotero_ui", "Import from Zotero"), done.undo.redo, done.undo.undo
        )
    )
    controller.changed.emit(report.report.changes)
    window.statusBar().showMessage(f"Zotero: {report.summary()}", 10000)
    _show_report(window, done)


def _show_report(window: MainWindow, done: ZoteroImport) -> None:
    """A dialog with the summary and, under Details, each thing not brought."""
    box = QMessageBox(window)
    box.setObjectName("zoteroReport")
    box.setWindowTitle(translate("zotero_ui", "Import from Zotero"))
    box.setIcon(QMessageBox.Icon.Information)
    imported = translate("zotero_ui", "Imported from Zotero: {summary}.")
    box.setText(message_html(imported.format(summary=done.report.summary())))
    lines = done.report.lines()
    if lines:
        box.setDetailedText("\n".join(lines))
    box.open()
