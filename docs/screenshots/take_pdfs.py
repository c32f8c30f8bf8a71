"""Take the PDF screenshots: a full-text hit in the detail pane, and PDFs being read.

Run from the repository root (pdflatex typesets the PDFs first):
    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/take_pdfs.py [SCALE]
SCALE (e.g. 1.5) sets QT_SCALE_FACTOR; the files are named after the size and scale.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
SCALE = sys.argv[1] if len(sys.argv) > 1 else "1"
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["QT_SCALE_FACTOR"] = SCALE

from PySide6.QtWidgets import QApplication  # noqa: E402
from tests import pdfs  # noqa: E402


def _settle(app: QApplication, window: object, done: object) -> None:
    """Process events until *done()* is true."""
    while not done():  # type: ignore[operator]
        app.processEvents()


def main() -> None:
    """Import the PDFs, search a sentence of page 7, save; then show reading in progress."""
    app = QApplication([])
    from papershelf.gui.controller import LibraryController
    from papershelf.gui.main_window import MainWindow
    from papershelf.gui.settings import Settings
    from papershelf.library.db import open_library
    from papershelf.services.fulltext import extract_pending
    from papershelf.services.pdf_import import add_pdfs, probe_pdfs

    folder = Path(tempfile.mkdtemp())
    files = [
        pdfs.doi_paper(folder), pdfs.arxiv_paper(folder), pdfs.metadata_paper(folder),
        pdfs.two_column_paper(folder), pdfs.long_document(folder),
    ]  # fmt: skip
    lib = open_library(folder / "pdfs.sqlite")
    add_pdfs(lib, probe_pdfs(files))
    extract_pending(lib)
    window = MainWindow(LibraryController(lib), Settings(folder / "settings.ini"))
    window.resize(800, 600)
    window.show()
    window.search.setText("lighthouse seagulls")
    window.search.query_changed.emit(window.search.text())
    window.table.selectRow(0)
    _settle(app, window, window.detail.pdf_hits.isVisible)
    window.grab().save(str(HERE / f"pdf-search-hit-800x600-scale{SCALE}.png"))
    window.close()
    second = add_pdfs(lib, probe_pdfs([pdfs.long_document(folder, name="another_report")]))
    del second
    window = MainWindow(LibraryController(lib), Settings(folder / "settings.ini"))
    window.resize(800, 600)
    window.show()
    window.fulltext.start()
    _settle(app, window, window.fulltext.status.isVisible)
    window.grab().save(str(HERE / f"pdf-reading-800x600-scale{SCALE}.png"))
    window.fulltext.wait()
    window.close()


if __name__ == "__main__":
    main()
