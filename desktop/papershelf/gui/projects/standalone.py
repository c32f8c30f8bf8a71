"""The citation picker outside the main window: for `papershelf pick` and the
cite-as-you-write endpoint run from the command line (`papershelf serve-cayw`)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from papershelf.gui.projects.picker import CitationPicker
from papershelf.library.db import Library


def application() -> QApplication:
    """The running QApplication, or a new one."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    return QApplication(["papershelf"])


def pick_in_window(lib: Library, fmt: str = "cite", style: str = "apa") -> list[int]:
    """Show the picker until it is chosen from or closed; the chosen entries' ids."""
    application()
    picker = CitationPicker(lib, None, fmt, style)
    picker.setWindowTitle("Papershelf — Cite")
    chosen: list[int] = []
    picker.picked.connect(lambda _text: chosen.extend(picker.chosen_ids()))
    picker.exec()
    return chosen
