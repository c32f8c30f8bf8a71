"""Take the attachments screenshots: the list with its Files column and the detail pane with
a paper's files (one of them missing), at 800x600 and at 1.5x.

Run from the repository root (QT_SCALE_FACTOR=1.5 for the scaled one):
    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/take_attachments.py
The library is the sample reading list; the files are made in a temporary folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "desktop"))

from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> None:
    """Attach files to three sample papers (one copy, one link, one gone), shoot the window."""
    app = QApplication([])
    from papershelf.gui.controller import LibraryController
    from papershelf.gui.main_window import MainWindow
    from papershelf.gui.settings import Settings
    from papershelf.library.db import open_library
    from papershelf.resources import sample_list_path
    from papershelf.services import attachments
    from papershelf.services.importing import import_file

    folder = Path(tempfile.mkdtemp())
    lib = open_library(folder / "library.sqlite")
    ids = import_file(lib, sample_list_path()).added
    downloads = folder / "Downloads"
    downloads.mkdir()
    names = ("2410.07011v2.pdf", "supplement.zip", "talk-slides.pdf", "lost.pdf")
    for name in names:
        (downloads / name).write_bytes(b"%PDF-1.4\n")
    attachments.attach(lib, ids[0], downloads / names[0], copy=True)
    attachments.attach_files(lib, ids[0], [downloads / names[1], downloads / names[3]], False)
    attachments.attach(lib, ids[2], downloads / names[2], copy=False)
    attachments.attach(lib, ids[3], downloads / names[3], copy=False)
    (downloads / names[3]).unlink()
    window = MainWindow(LibraryController(lib), Settings(folder / "settings.ini"))
    window.resize(800, 600)
    window.show()
    window.table.select_ids([ids[0]])
    app.processEvents()
    scale = os.environ.get("QT_SCALE_FACTOR", "1")
    suffix = "" if scale == "1" else f"-scale{scale}"
    window.grab().save(str(HERE / f"attachments-800x600{suffix}.png"))
    window.show_scope(window.sidebar.data_for("missing").data(0x0101))
    app.processEvents()
    window.grab().save(str(HERE / f"attachments-missing-view{suffix}.png"))
    window.close()
    lib.close()


if __name__ == "__main__":
    main()
