"""Take the README's Reading Plan screenshot: a thesis list with a deadline, real PDFs, reads.

The sample's 19 abstracts; twelve in the list "Thesis literature review", nine of them with a
real PDF (TeX Live's documentation, 6-26 pages, extracted as the app does); ten papers read
over the last eight weeks; a deadline set a month ago. QT_SCALE_FACTOR=1.5 for the larger
shot; "dark" gives a dark palette as a desktop's dark theme would, "late" a deadline in 8 days.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/take_plans.py OUT.png [dark]
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from datetime import date, timedelta
from pathlib import Path

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from papershelf.gui.controller import LibraryController
from papershelf.gui.plans.plan_view import PlanWindow
from papershelf.gui.settings import Settings
from papershelf.library.db import open_library
from papershelf.library.models import Status
from papershelf.library.queries import ordered_ids
from papershelf.services.attachments import attach
from papershelf.services.fulltext import extract_pending
from papershelf.services.importing import import_file
from papershelf.services.lists import add_to_list, create_list, find_list
from papershelf.services.plans.goals import Goal, set_goal

TREE = Path(__file__).resolve().parents[2]
DOC = Path("/usr/share/texlive/texmf-dist/doc/latex")
PDFS = [
    DOC / p
    for p in (  # real papers' stand-ins: TeX Live documentation, 6-26 pages
        "hep-bibliography/hep-bibliography-implementation.pdf",
        "turabian-formatting/turabian-formatting-doc.pdf",
        "citation-style-language/citation-style-language-doc.pdf",
        "biblatex-chicago/cms-notes-intro.pdf",
        "montex/mlsquick.pdf",
        "greek-inputenc/greek-utf8.pdf",
        "biblatex-iso690/biblatex-iso690.pdf",
        "ifplatform/ifplatform.pdf",
        "biblatex-chicago/cms-dates-intro.pdf",
    )
]


def dark_palette() -> QPalette:
    """A dark palette as a desktop's dark theme gives."""
    p = QPalette()
    for role, colour in {
        QPalette.ColorRole.Window: "#1e1f22",
        QPalette.ColorRole.WindowText: "#e6e6e6",
        QPalette.ColorRole.Base: "#26282c",
        QPalette.ColorRole.AlternateBase: "#2d2f34",
        QPalette.ColorRole.Text: "#e6e6e6",
        QPalette.ColorRole.Button: "#2b2d31",
        QPalette.ColorRole.ButtonText: "#e6e6e6",
        QPalette.ColorRole.Highlight: "#3b82f6",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.PlaceholderText: "#8a8f98",
        QPalette.ColorRole.Mid: "#44474d",
        QPalette.ColorRole.Midlight: "#3a3d42",
    }.items():
        p.setColor(role, QColor(colour))
    return p


def main() -> None:
    out, dark = Path(sys.argv[1]), "dark" in sys.argv[2:]
    app = QApplication([])
    app.setStyle("Fusion")
    if dark:
        app.setPalette(dark_palette())
    work = Path(tempfile.mkdtemp())
    lib = open_library(work / "shots.sqlite")
    import_file(lib, TREE / "resources/samples/iclr2025-abstracts.txt")
    ids = ordered_ids(lib)
    create_list(lib, "Thesis literature review")
    list_id = find_list(lib, "Thesis literature review")
    add_to_list(lib, list_id, ids[:12])
    for n, pdf in enumerate(PDFS):
        copy = work / f"{n}.pdf"
        shutil.copyfile(pdf, copy)
        attach(lib, ids[n + 1] if n < 8 else ids[15], copy, copy=False)
    extract_pending(lib)
    today = date.today()
    for n, days in enumerate((52, 45, 38, 31, 26, 19, 12, 8, 4, 2)):
        entry = ids[n + 9] if n < 7 else ids[n - 7]
        day = today - timedelta(days=days)
        lib.execute(
            "UPDATE entry SET status = ?, read_on = ? WHERE id = ?",
            [int(Status.READ), f"{day} 10:00:00", entry],
        )
    lib.execute("UPDATE entry SET status = ? WHERE id = ?", [int(Status.READING), ids[3]])
    left = 8 if "late" in sys.argv[2:] else 40  # days to the deadline
    set_goal(lib, list_id, Goal(today - timedelta(days=30), deadline=today + timedelta(days=left)))
    window = PlanWindow(LibraryController(lib), Settings(work / "s.ini"))
    window.view.fill_targets()
    window.view.show_list(list_id)
    window.show()
    app.processEvents()
    window.grab().save(str(out))
    print(out, window.view.forecast.text())
    lib.close()
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
