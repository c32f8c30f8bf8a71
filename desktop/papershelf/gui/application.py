"""Starting the GUI: the application, the library (a clear message if it fails), the window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox

from papershelf import __version__
from papershelf.gui.controller import LibraryController
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library.db import LibraryError
from papershelf.services.first_run import open_for_run


def make_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication, named so the platform shows Papershelf."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(argv or sys.argv[:1])
    app.setApplicationName("Papershelf")
    app.setApplicationDisplayName("Papershelf")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("Papershelf")
    app.setDesktopFileName("papershelf")
    return app


def run_gui(library: str | Path | None) -> int:
    """Open the library and show the main window until it is closed."""
    app = make_application()
    try:
        lib, _seeded = open_for_run(library)
    except LibraryError as exc:
        QMessageBox.critical(None, "Papershelf", f"The library cannot be opened.\n\n{exc}")
        return 1
    controller = LibraryController(lib)
    window = MainWindow(controller, Settings())
    window.show()
    try:
        return app.exec()
    finally:
        lib.close()
