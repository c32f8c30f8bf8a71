"""Importing a Zotero library beside importing its BibTeX export (issue 34's speed target).

A Zotero 7 database built from Zotero's own schema (tests/zotero_db.py) holds ITEMS journal
articles (two or three authors, six fields, a tag, a collection each; PDFS of them with a
stored PDF, a real one from the papis-zotero data folder). Figures:

- zotero: `import_zotero` into an empty library, then the PDFs' text extracted and indexed
  (services.fulltext.extract_pending, what the GUI's worker runs);
- bibtex: that library exported as BibTeX (services.exporting, `file` fields and all),
  imported into another empty library, then the same PDFs' text extracted;
- the ratio of the two totals (the target: at most 2).

    .venv/bin/python bench/zotero_bench.py [ITEMS PDFS]     # default 5000 2000; prints JSON
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "desktop"))
sys.path.insert(0, str(HERE.parent))

from tests.zotero_db import PDF, empty_zotero, write_items  # noqa: E402

from papershelf.library.db import open_library  # noqa: E402
from papershelf.services.exporting import ExportScope, export_file  # noqa: E402
from papershelf.services.fulltext import extract_pending  # noqa: E402
from papershelf.services.importing import import_file  # noqa: E402
from papershelf.services.migrate.zotero import import_zotero  # noqa: E402


def build(folder: Path, items: int, pdfs: int) -> Path:
    """The Zotero data folder the suite imports."""
    database = empty_zotero(folder, 7)
    write_items(database, items, pdfs, PDF)
    return database


def timed(action: Any) -> tuple[float, Any]:
    """Seconds an action took, and what it returned."""
    began = time.perf_counter()
    result = action()
    return time.perf_counter() - began, result


def run(items: int = 5000, pdfs: int = 2000) -> dict[str, Any]:
    """The figures (see the module docstring)."""
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        database = build(root / "Zotero", items, pdfs)
        zotero_lib = open_library(root / "from-zotero.sqlite")
        zotero_import, done = timed(lambda: import_zotero(zotero_lib, database))
        zotero_text, _ = timed(lambda: extract_pending(zotero_lib))
        bib = root / "export" / "zotero.bib"
        bib.parent.mkdir()
        export_file(zotero_lib, ExportScope(), "bibtex", bib)
        bibtex_lib = open_library(root / "from-bibtex.sqlite")
        bibtex_import, report = timed(lambda: import_file(bibtex_lib, bib))
        bibtex_text, _ = timed(lambda: extract_pending(bibtex_lib))
        zotero_total = zotero_import + zotero_text
        bibtex_total = bibtex_import + bibtex_text
        figures = {
            "items": items, "pdfs": pdfs, "added": len(done.report.report.added),
            "bibtex_added": len(report.added),
            "zotero_import_s": round(zotero_import, 2), "zotero_text_s": round(zotero_text, 2),
            "bibtex_import_s": round(bibtex_import, 2), "bibtex_text_s": round(bibtex_text, 2),
            "ratio": round(zotero_total / bibtex_total, 2),
            "import_ratio": round(zotero_import / bibtex_import, 2),
        }  # fmt: skip
        zotero_lib.close()
        bibtex_lib.close()
        shutil.rmtree(root, ignore_errors=True)
    return figures


if __name__ == "__main__":
    numbers = [int(arg) for arg in sys.argv[1:3]]
    print(json.dumps(run(*numbers), indent=2))
