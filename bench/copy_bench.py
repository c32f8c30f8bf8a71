"""`papershelf library copy` SQLite -> SQLite at 10,000 entries, and the canonical dump.

Two libraries: datagen's list-view library (1-12 authors, nested tags, reading lists, long
abstracts) and ../shared/perf/real-10k.bib imported (real entries: raw BibTeX fields, extra
fields, attachment links), when that file is there. For each, best of ROUNDS:
- `copy_s` / `copy_cpu_s`: copy_library into a new file (read, write, index rebuilt, one
  transaction), wall and CPU seconds; `rows`: how many rows it copied;
- `dump_s`: the canonical dump of the source, every line made (not written anywhere).
Run: PYTHONPATH=desktop python bench/copy_bench.py (or add "copy_bench" to run.SUITES).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import datagen

from papershelf.library.copying import copy_library
from papershelf.library.db import Library, open_library
from papershelf.library.dumping import dump_lines
from papershelf.services.importing import import_file

SIZE = 10_000
ROUNDS = 3
# ../shared/perf beside the checkout (PAPERSHELF_PERF overrides it), as bibtex_bench.
PERF = Path(
    os.environ.get("PAPERSHELF_PERF", Path(__file__).resolve().parents[2] / "shared" / "perf")
)
REAL_10K = PERF / "real-10k.bib"


def measure(source: Library, work: Path) -> dict[str, Any]:
    """Copy *source* into new files ROUNDS times and dump it once; the best figures."""
    best: dict[str, Any] = {}
    for round_ in range(ROUNDS):
        target = open_library(work / f"copy-{round_}.sqlite")
        start, cpu = time.perf_counter(), time.process_time()
        report = copy_library(source, target)
        wall, used = time.perf_counter() - start, time.process_time() - cpu
        target.close()
        if not best or wall < best["copy_s"]:
            best = {"copy_s": round(wall, 2), "copy_cpu_s": round(used, 2)}
        best["rows"] = sum(report.rows.values())
    start = time.perf_counter()
    lines = sum(1 for _line in dump_lines(source))
    best["dump_s"] = round(time.perf_counter() - start, 2)
    best["dump_lines"] = lines
    return best


def run(work: Path) -> dict[str, dict[str, Any]]:
    """The figures of both libraries (the real one only when its file is there)."""
    figures: dict[str, dict[str, Any]] = {}
    generated = datagen.generate(work / "generated.sqlite", SIZE)
    figures["copy_generated_10k"] = measure(generated, work / "generated")
    generated.close()
    if REAL_10K.exists():
        real = open_library(work / "real.sqlite")
        import_file(real, REAL_10K)
        figures["copy_real_10k"] = measure(real, work / "real")
        real.close()
    return figures


if __name__ == "__main__":
    with tempfile.TemporaryDirectory(prefix="copy-bench-") as tmp:
        json.dump(run(Path(tmp)), sys.stdout, indent=2)
        print()
