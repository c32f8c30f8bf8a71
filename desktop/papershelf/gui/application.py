"""Starting the GUI: the application, the library (a clear message if it fails), the window."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from papershelf import APP_ID, __version__
from papershelf.gui import crash
from papershelf.gui.appearance import appearance
from papershelf.gui.controller import LibraryController
from papershelf.gui.live.safety import guard_window, take_lock
from papershelf.gui.main_window import MainWindow
from papershelf.gui.open_failure import ask_server_retry, confirm_adopt_empty, recover
from papershelf.gui.settings import Settings
from papershelf.gui.shell.first_paint import FirstPaintReporter
from papershelf.gui.translation import install_language, set_direction
from papershelf.library.db import (
    EmptyLibraryFileError,
    Library,
    LibraryError,
    chosen_library_path,
    default_library_path,
)
from papershelf.library.locations import LibraryTarget
from papershelf.library.queries import Scope
from papershelf.resources import resource
from papershelf.services.first_run import open_for_run
from papershelf.services.lists import find_list

FIRST_RUN_HINT_MS = 30_000  # how long the first run's status bar says how to add papers


def sample_scope(lib: Library, name: str) -> Scope:
    """The reading list *name*, or all entries if it is not there."""
    list_id = find_list(lib, name)
    return Scope("list", list_id) if list_id is not None else Scope()


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
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    appearance()  # from here on the window follows the desktop's colour scheme, live
    return app


def app_icon() -> QIcon:
    """Papershelf's icon from its PNG sizes (no SVG plugin needed); the About box shows it too."""
    icon = QIcon()
    for path in sorted(resource("icons").glob("papershelf-*.png")):
        icon.addFile(str(path))
    return icon


def open_window(
    library: LibraryTarget | None, settings: Settings | None = None, *, adopt_empty: bool = False
) -> MainWindow:
    """The main window over the chosen library, a file or a postgresql:// URL (LibraryError
    if it cannot be opened).

    An existing empty file becomes a library only with *adopt_empty* (the person agreed).
    """
    lib, sample = open_for_run(library, adopt_empty=adopt_empty)
    safety = take_lock(lib)
    window = MainWindow(LibraryController(lib), settings or Settings())
    window.safety = guard_window(window, safety)  # type: ignore[attr-defined]
    if sample is not None and sample.lists:  # first run: open onto the sample reading list
        window.show_scope(sample_scope(lib, sample.lists[0]))
        window.hint_how_to_add(FIRST_RUN_HINT_MS)
    return window


def open_or_recover(library: LibraryTarget | None) -> MainWindow | None:
    """Open the library; when it cannot be, say why and offer a backup or a new library
    (a shared library on a server: to try again).

    An existing empty file is made a library only when the person agrees.
    """
    adopt = False
    while True:
        try:
            return open_window(library, adopt_empty=adopt)
        except LibraryError as exc:
            failed = chosen_library_path(library) or default_library_path()
            if isinstance(failed, str):  # a server URL (a file is always named by a Path)
                if ask_server_retry(failed, str(exc)):
                    continue
                return None
            if isinstance(exc, EmptyLibraryFileError) and confirm_adopt_empty(failed):
                adopt = True
                continue
            library, adopt = recover(failed, str(exc)), False
            if library is None:
                return None


def run_gui(
    library: LibraryTarget | None,
    files: Sequence[Path] = (),
    quit_after_paint: bool = False,
    language: str = "en",
    reverse: bool = False,
) -> int:
    """Open the library, show the main window in *language*, import *files*; run until the
    window closes."""
    app = make_application()
    install_language(app, language)
    set_direction(app, language, reverse)
    crash.install(app)  # from here on, an uncaught error is logged and shown, not lost
    window = open_or_recover(library)
    if window is None:
        return 1
    if quit_after_paint:
        FirstPaintReporter(window)
    window.show()
    if files:
        window.imports.import_paths(files)
    try:
        return app.exec()
    finally:
        window.safety.release()  # type: ignore[attr-defined]
        window.controller.lib.close()
