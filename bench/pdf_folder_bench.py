"""Importing a folder of PDFs offline beside a floor: pdftotext reading the same pages.

The folder is COUNT copies of the real PDFs in tests/data/pdfs (title_pages/ and the two
beside it: papers and manuals typeset by others), twenty to a subfolder, each copy made
distinct by a comment after its end (so no two are the same file). Figures:

- read: `probe_pdfs` on every file, offline (what `papershelf import FOLDER` reads first:
  the metadata and identifiers with pypdf, the title page's layout with PDFium, each in
  its worker process);
- store: `add_pdfs` of what was read into an empty library (entries, duplicates, the
  files attached; copies of one paper become one entry with its files);
- floor: `pdftotext -l 2 FILE -` on every file, one process each (poppler reading the same
  first two pages' text, nothing more: no layout, no metadata, no entry);
- per-file milliseconds of each, and read / floor, by the wall clock and by processor time
  (this process and the child processes it waited for: the workers, pdftotext), which a
  machine shared with other work changes less.

    .venv/bin/python bench/pdf_folder_bench.py [COUNT] [--write]   # default 2000; JSON
    (--write: also bench/results/pdf_folder.json)
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "desktop"))

from papershelf.library.db import open_library  # noqa: E402
from papershelf.services.pdf_folders import pdfs_in  # noqa: E402
from papershelf.services.pdf_import import add_pdfs, probe_pdfs  # noqa: E402

SOURCES = HERE.parent / "tests" / "data" / "pdfs"
PER_FOLDER = 20


def build(folder: Path, count: int) -> list[Path]:
    """COUNT distinct copies of the real PDFs, twenty to a subfolder."""
    originals = [
        *sorted(SOURCES.glob("title_pages/*.pdf")),
        SOURCES / "iopart-num.pdf", SOURCES / "serbian-def-cyr-proba.pdf",
    ]  # fmt: skip
    for number in range(count):
        source = originals[number % len(originals)]
        target = folder / f"batch{number // PER_FOLDER:03d}" / f"{number:05d}-{source.name}"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        with target.open("ab") as handle:
            handle.write(f"\n% copy {number}\n".encode())
    return pdfs_in(folder)


def timed(action: Any) -> tuple[float, float, Any]:
    """Seconds an action took (wall clock, and processor time of this process and of the
    children it waited for: its workers, pdftotext), and what it returned."""
    began, cpu = time.perf_counter(), _cpu()
    result = action()
    return time.perf_counter() - began, _cpu() - cpu, result


def _cpu() -> float:
    """Processor seconds used so far by this process and its ended children."""
    mine, children = (
        resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
    )
    return mine.ru_utime + mine.ru_stime + children.ru_utime + children.ru_stime


def floor(paths: list[Path]) -> None:
    """pdftotext on the first two pages of each file."""
    for path in paths:
        subprocess.run(["pdftotext", "-l", "2", str(path), "-"], capture_output=True, check=False)


def run(count: int = 2000) -> dict[str, Any]:
    """The figures (see the module docstring)."""
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        paths = build(root / "Downloads", count)
        read_s, read_cpu, probed = timed(lambda: probe_pdfs(paths))
        lib = open_library(root / "lib.sqlite")
        store_s, _cpu_s, result = timed(lambda: add_pdfs(lib, probed))
        lib.close()
        floor_s, floor_cpu, _ = timed(lambda: floor(paths))
    counts = {s: sum(o.status == s for o in result.outcomes) for s in ("added", "attached")}
    return {
        "pdfs": len(paths), "entries_added": counts["added"], "attached": counts["attached"],
        "read_s": round(read_s, 2), "store_s": round(store_s, 2),
        "floor_pdftotext_s": round(floor_s, 2),
        "read_ms_per_pdf": round(1000 * read_s / len(paths), 1),
        "floor_ms_per_pdf": round(1000 * floor_s / len(paths), 1),
        "read_over_floor": round(read_s / floor_s, 2),
        "read_cpu_ms_per_pdf": round(1000 * read_cpu / len(paths), 1),
        "floor_cpu_ms_per_pdf": round(1000 * floor_cpu / len(paths), 1),
        "read_over_floor_cpu": round(read_cpu / floor_cpu, 2),
        "load_average": [round(x, 1) for x in os.getloadavg()],
        "cpus": os.cpu_count(),
    }  # fmt: skip


if __name__ == "__main__":
    numbers = [int(arg) for arg in sys.argv[1:] if arg.isdigit()]
    figures = run(*numbers[:1])
    text = json.dumps(figures, indent=2)
    print(text)
    if "--write" in sys.argv:
        (HERE / "results" / "pdf_folder.json").write_text(text + "\n", encoding="utf-8")
