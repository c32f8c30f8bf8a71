"""`papershelf` (the window's start, through the real entry point) loads at its first paint
only what that paint needs: no command's services, no migration, project, PDF or server code.

tests/gui/test_lazy_start.py keeps the window's own deferred dialogs and services; this one
starts the whole program as a person does (`papershelf --library FILE`), parser included.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from papershelf.cli import COMMAND_MODULES, GUI_COMMANDS

# What the first paint must not have loaded (a name stands for its submodules too), and
# what loads it instead.
NOT_AT_FIRST_PAINT = (
    *(f"papershelf.cli.{name}" for name in COMMAND_MODULES if name not in GUI_COMMANDS),
    "papershelf.services.migrate",  # File, Migrate from Zotero, JabRef, Mendeley
    "papershelf.services.cayw",  # the cite-as-you-write server, when switched on
    "papershelf.formats.tex_project",  # a linked writing project read
    "papershelf.formats.pdf",  # PDF text, annotations and the PDF worker
    "papershelf.services.fulltext",  # PDFs' text, read a moment after the start
    "papershelf.services.annotations",  # a search that matches annotations
    "papershelf.services.plans",  # Reading Plan, Read Next
    "papershelf.gui.reader.window",  # Read PDF
    "papershelf.services.exporting",  # export, copy, kept .bib files
    "papershelf.services.citations",  # citeproc-py: Copy Reference, the preview
    "multiprocessing",  # the PDF worker process
    "socketserver",  # the CAYW server
    "http.server",
    "ssl",
    "subprocess",  # a file opened with the desktop's viewer
    "citeproc",
    "lxml",
    "pypdf",
    "pypdfium2",
    "psycopg",  # a library on a PostgreSQL server
)
# Modules loaded at the first paint (Python's, PySide6's and Papershelf's): 433 on 7 Dec 2026
# (the program before it loaded 709); the ceiling leaves room for a few new ones, not for a
# feature's services.
MOST_MODULES = 455

AT_FIRST_PAINT = """
import json, sys
from papershelf.gui.shell import first_paint
facts, loaded = first_paint.first_paint_facts, []

def noted(window):
    loaded.extend(sys.modules)  # at the first paint, before the window closes
    return facts(window)

first_paint.first_paint_facts = noted
from papershelf.app import main
status = main(sys.argv[1:])
print(json.dumps(sorted(loaded)))
sys.exit(status)
"""


def modules_at_first_paint(library: Path) -> list[str]:
    """The modules a new process had loaded when `papershelf --library LIBRARY` painted."""
    command = [
        sys.executable,
        "-c",
        AT_FIRST_PAINT,
        "--library",
        str(library),
        "--quit-after-paint",
    ]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        command, capture_output=True, text=True, check=True, timeout=120, env=env
    ).stdout
    return list(json.loads(out.strip().splitlines()[-1]))


def not_needed(loaded: list[str]) -> list[str]:
    """The loaded modules that are, or are under, a name of NOT_AT_FIRST_PAINT."""
    return [m for m in loaded if any(m == n or m.startswith(f"{n}.") for n in NOT_AT_FIRST_PAINT)]


def test_the_first_paint_loads_no_command_migration_project_pdf_or_server(library: Path) -> None:
    loaded = modules_at_first_paint(library)
    assert "papershelf.gui.main_window" in loaded and "papershelf.cli.opening" in loaded
    assert not_needed(loaded) == []
    assert len(loaded) <= MOST_MODULES, f"{len(loaded)} modules at the first paint"


def test_the_check_names_what_it_finds() -> None:
    loaded = ["papershelf.cli.importing", "http.server", "http", "papershelf.formats.pdf.worker"]
    assert not_needed(loaded) == ["papershelf.cli.importing", "http.server", loaded[3]]
