"""File › Import from Zotero…: choose Zotero's database (its data folder is offered first),
bring the library in on the task runner (gui/tasks, lane "imports") with a progress bar and
Cancel, as one undo step, and show what came and what did not.

The import itself is services.migrate.zotero's; here only the choice, the task, the undo
step and the report dialog. Zotero may keep running: its database is read without a lock.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from papershelf.formats.records import FormatError
from papershelf.gui.commands import OperationCommand
from papershelf.gui.safe_text import message_html
from papershelf.gui.tasks import FAILURES, Task, TaskContext
from papershelf.gui.translation import translate
from papershelf.i18n import N

if TYPE_CHECKING:
    from papershelf.gui.window_api import Host
    from papershelf.services.migrate.zotero import ZoteroImport

FILTER = N("Zotero database (zotero.sqlite zotero.sqlite.bak *.sqlite);;All files (*)")


def choose_zotero_import(host: Host) -> None:
    """Ask for Zotero's database, starting in its default data folder, and import it."""
    from papershelf.services.migrate.zotero import DATABASE, default_data_folder

    window = host.frame
    folder = default_data_folder()
    start = folder / DATABASE if (folder / DATABASE).is_file() else Path.home()
    path, _ = QFileDialog.getOpenFileName(
        window, translate("zotero_ui", "Import from Zotero"), str(start), translate("", FILTER)
    )
    if path:
        import_zotero_into(host, Path(path))


def _import(path: Path, context: TaskContext) -> ZoteroImport:
    """On a pool thread: import the library at path in one transaction; a cancel (checked
    at each progress step) keeps nothing."""
    from papershelf.services.migrate.zotero import import_zotero

    return import_zotero(context.lib, path, progress=context.step)


def import_zotero_into(host: Host, path: Path) -> Task | None:
    """Import the Zotero database at path on the task runner (None when the window is
    read-only), under a progress dialog that can cancel it."""
    from papershelf.gui.features.import_flow import run_with_progress

    controller = host.controller
    if controller.read_only:
        host.show_error(controller.read_only_message)
        return None

    def cancelled() -> None:
        host.statusBar().showMessage(
            translate("zotero_ui", "Import from Zotero cancelled; nothing was kept"), 10000
        )

    return run_with_progress(
        host.frame, translate("zotero_ui", "Zotero library"), partial(_import, path),
        controller.lib,
        on_success=partial(_finished, host), on_cancelled=cancelled,
        on_failure=lambda why: host.show_error(
            translate("zotero_ui", "Cannot import from Zotero: {reason}").format(reason=why)
        ),
        title=translate("zotero_ui", "Import from Zotero"), failures=(*FAILURES, FormatError),
    )  # fmt: skip


def _finished(host: Host, done: ZoteroImport) -> None:
    """Back on the main thread: record the import as one undo step and show its report."""
    controller = host.controller
    report = done.report
    controller.record(
        OperationCommand(
            controller, translate("zotero_ui", "Import from Zotero"), done.undo.redo, done.undo.undo
        )
    )
    controller.changed.emit(report.report.changes)
    host.statusBar().showMessage(f"Zotero: {report.summary()}", 10000)
    _show_report(host.frame, done)


def _show_report(window: QWidget, done: ZoteroImport) -> None:
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
