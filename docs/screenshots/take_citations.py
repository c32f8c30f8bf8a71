"""Take the README's citation screenshots: the reference preview and Preferences' style box.

Run from the repository root, once at scale 1 and once at 1.5:
    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/take_citations.py
    QT_SCALE_FACTOR=1.5 QT_QPA_PLATFORM=offscreen \
        .venv/bin/python docs/screenshots/take_citations.py
The library holds the sample reading list and three papers from tests/gui/test_citations_ui.py;
the window is 800x600, the paper shown is the book that lacks its publisher.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from PySide6.QtWidgets import QApplication  # noqa: E402
from tests.gui.test_citations_ui import BIB  # noqa: E402

from papershelf.gui.application import make_application, open_window  # noqa: E402
from papershelf.gui.dialogs.preferences import PreferencesDialog  # noqa: E402
from papershelf.gui.settings import Settings  # noqa: E402
from papershelf.library.db import open_library  # noqa: E402
from papershelf.resources import sample_list_path  # noqa: E402
from papershelf.services.importing import import_file  # noqa: E402


def suffix() -> str:
    """'' at scale 1, '-scale1.5' under QT_SCALE_FACTOR=1.5."""
    scale = os.environ.get("QT_SCALE_FACTOR", "1")
    return "" if scale in ("", "1") else f"-scale{scale}"


def main() -> None:
    """Open a window on the demo library, show the book's reference, grab it and Preferences."""
    app = make_application()
    folder = Path(tempfile.mkdtemp())
    os.environ["PAPERSHELF_STYLES"] = str(folder / "styles")
    lib = open_library(folder / "demo.sqlite")
    import_file(lib, sample_list_path())
    bib = folder / "three.bib"
    bib.write_text(BIB, encoding="utf-8")
    book = import_file(lib, bib).added[-1]
    lib.db.close()
    window = open_window(folder / "demo.sqlite", Settings(folder / "demo.ini"))
    window.resize(800, 600)
    window.show()
    window.splitter.setSizes([150, 330, 320])
    window.table.select_ids([book])
    window.detail.reference_preview.set_open(True)
    app.processEvents()
    window.grab().save(str(HERE / f"citation-preview{suffix()}.png"))
    dialog = PreferencesDialog(window.settings, window)
    dialog.show()
    app.processEvents()
    dialog.grab().save(str(HERE / f"citation-preferences{suffix()}.png"))
    dialog.close()
    window.close()
    QApplication.processEvents()


if __name__ == "__main__":
    main()
