"""File › Import from Zotero…: choose Zotero's database (its data folder is offered first),
bring the library in as one undo step, and show what came and what did not.

The import itself is services.migrate.zotero's; here only the choice, the undo step and the
report dialog. Zotero may keep running: its database is read without a lock.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox

from papershelf.formats.records import FormatError
from papershelf.gui.commands import OperationCommand
from papershelf.gui.safe_text import message_html

if TYPE_CHECKING:
    from papershelf.gui.main_window import MainWindow
    from papershelf.services.migrate.zotero import ZoteroImport

FILTER = "Zotero database (zotero.sqlite zotero.sqlite.bak *.sqlite);;All files (*)"


def choose_zotero_import(window: MainWindow) -> None:
    """Ask for Zotero's database, starting in its default data folder, and import it."""
    from papershelf.services.migrate.zotero import DATABASE, default_data_folder

    folder = default_data_folder()
    start = folder / DATABASE if (folder / DATABASE).is_file() else Path.home()
    path, _ = QFileDialog.getOpenFileName(window, "Import from Zotero", str(start), FILTER)
    if path:
        import_zotero_into(window, Path(path))


def import_zotero_into(window: MainWindow, path: Path) -> ZoteroImport | None:
    """Import the Zotero database at path as one undo step; None when it was refused."""
    from papershelf.services.migrate.zotero import import_zotero

    controller = window.controller
    if controller.read_only:
        window.show_error(controller.read_only_message)
        return None
    try:
        done = import_zotero(controller.lib, path)
    except (FormatError, OSError) as exc:
        window.show_error(f"Cannot import from Zotero: {exc}")
        return None
    report = done.report
    controller.record(
        OperationCommand(controller, "Import from Zotero", done.undo.redo, done.undo.undo)
    )
    controller.changed.emit(report.report.changes)
    window.statusBar().showMessage(f"Zotero: {report.summary()}", 10000)
    _show_report(window, done)
    return done


def _show_report(window: MainWindow, done: ZoteroImport) -> None:
    """A dialog with the summary and, under Details, each thing not brought."""
    box = QMessageBox(window)
    box.setObjectName("zoteroReport")
    box.setWindowTitle("Import from Zotero")
    box.setIcon(QMessageBox.Icon.Information)
    box.setText(message_html(f"Imported from Zotero: {done.report.summary()}."))
    lines = done.report.lines()
    if lines:
        box.setDetailedText("\n".join(lines))
    box.open()
