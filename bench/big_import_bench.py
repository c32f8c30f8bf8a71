"""Importing into a big library (issue 38): the same 100,000 records into an empty library and
into a bigger one, beside bibtexparser's parse_file of the same file, in the same run.

The records: real-10k.bib copied ten times with changed keys, titles, years, DOIs and abstracts
(bibtex_bench.copy_of, copies 1-10). The bigger library: BASE_COPIES other copies (11...)
imported first (not timed), so the measured records duplicate none of its entries and every
duplicate lookup is a real miss. Also measured: what an import into it does first for
duplicates (the keys of stale entries: none after an import), beside what every import did
before schema 11 (load a duplicate index of every entry), and what the library's tables and
indexes take on disk beside the .bib files it was made from (SQLite's dbstat).

Scale, set by the shared 2-core machine: 100k into an empty library and into one of
BASE_COPIES x 10k (default 200k, ~5 minutes in all); PAPERSHELF_BIG_MEASURED_COPIES and
PAPERSHELF_BIG_BASE_COPIES change both (the run of record in docs/performance.md is smaller,
to stay under two minutes on the loaded machine). The issue's own figures were at 1M.
Every measure runs in a new process (peak RSS: its own VmHWM); one run each.
Standalone: prints the figures and writes bench/results/big_import.json.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SOURCE = HERE.parent / "desktop"
sys.path[:0] = [str(HERE), str(SOURCE)]

from bibtex_bench import REAL_10K, copy_of  # noqa: E402
from memory import peak_rss_mb  # noqa: E402

BASE_COPIES = int(os.environ.get("PAPERSHELF_BIG_BASE_COPIES", "20"))
_ARXIV = re.compile("arxiv", re.I)
_EPRINT = re.compile(r"^(\s*eprint\s*=\s*[{\"])", re.M | re.I)
MEASURED_COPIES = int(os.environ.get("PAPERSHELF_BIG_MEASURED_COPIES", "10"))
RESULTS = HERE / "results" / "big_import.json"


def write_copies(path: Path, numbers: range) -> Path:
    """A .bib of real-10k's copies with these numbers (each a distinct 10k records)."""
    text = REAL_10K.read_text(encoding="utf-8")
    with path.open("w", encoding="utf-8") as out:
        for number in numbers:
            out.write(distinct_copy(text, number))
            out.write("\n")
    return path


def distinct_copy(text: str, number: int) -> str:
    """bibtex_bench.copy_of, with arXiv ids changed too: copy_of keeps them (its copies sit in
    one file, where keyed records are never duplicates), and across files 15% of the copies'
    records were sure duplicates by arXiv id."""
    text = _ARXIV.sub(f"prepr{number}", copy_of(text, number))
    return _EPRINT.sub(lambda m: f"{m.group(1)}v{number}-", text)


# --- children: each measure in a process of its own -------------------------------------------


def _child_import(bib: str, library: str) -> dict[str, float]:
    """Import bib into library (new or not), as the CLI does."""
    from papershelf.bulk_work import bulk_work
    from papershelf.library.db import open_library
    from papershelf.services.importing import import_file

    lib = open_library(library)
    began, cpu = time.perf_counter(), time.process_time()
    with bulk_work():
        report = import_file(lib, Path(bib))
    figures = {"seconds": time.perf_counter() - began, "cpu_s": time.process_time() - cpu}
    lib.close()
    return figures | {"entries": len(report.added), "skipped": len(report.skipped)}


def _child_parse(bib: str) -> dict[str, float]:
    """bibtexparser's parse_file of bib (its default middlewares)."""
    import bibtexparser

    began, cpu = time.perf_counter(), time.process_time()
    parsed = bibtexparser.parse_file(bib)
    seconds, cpu_s = time.perf_counter() - began, time.process_time() - cpu
    return {"seconds": seconds, "cpu_s": cpu_s, "entries": len(parsed.entries)}


def _child_duplicate_index(library: str) -> dict[str, float]:
    """What an import into the library does first for duplicates: the keys of its stale
    entries (none after an import) and the largest id; then, for reference, loading the
    index of every entry, as every import did before the keys were stored (schema 11)."""
    from papershelf.library.db import open_library
    from papershelf.services.duplicates import DuplicateIndex

    lib = open_library(library)
    with lib.atomic():  # the first write's own checks (the damage check the open skipped,
        pass  # text repair) are not the setup's: the import pays them in both versions
    began = time.perf_counter()
    with lib.atomic():
        DuplicateIndex.for_import(lib)
    setup = time.perf_counter() - began
    began = time.perf_counter()
    index = DuplicateIndex.of_library(lib)
    seconds = time.perf_counter() - began
    lib.close()
    return {"setup_s": setup, "seconds": seconds, "titles": len(index.titles)}


def _child_sizes(library: str) -> dict[str, float]:
    """The library's bytes, and the largest tables and indexes (dbstat), in MB."""
    import sqlite3

    conn = sqlite3.connect(f"{Path(library).resolve().as_uri()}?mode=ro", uri=True)
    rows = conn.execute(
        "SELECT name, sum(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC LIMIT 12"
    ).fetchall()
    conn.close()
    return {f"mb_{name}": size / 2**20 for name, size in rows}


CHILDREN: dict[str, Any] = {
    "import": _child_import,
    "parse": _child_parse,
    "duplicate_index": _child_duplicate_index,
    "sizes": _child_sizes,
}


def _child(name: str, *args: str) -> None:
    """Run one measure and print its figures (with peak RSS) as JSON."""
    figures = CHILDREN[name](*args)
    figures["rss_mb"] = peak_rss_mb()
    print(json.dumps(figures), flush=True)


def measure(name: str, *args: str | Path) -> dict[str, float]:
    """One run of a measure in a new process."""
    env = {**os.environ, "PYTHONPATH": str(SOURCE)}
    command = [sys.executable, str(Path(__file__)), "--child", name, *map(str, args)]
    out = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
    figures = dict(json.loads(out.stdout.strip().splitlines()[-1]))
    print(f"{name} {Path(args[-1]).name}: {figures}", file=sys.stderr, flush=True)
    return figures


def _library_mb(library: Path) -> float:
    """The library file and its log, in MB."""
    parts = (library, library.with_name(library.name + "-wal"))
    return sum(p.stat().st_size for p in parts if p.exists()) / 2**20


def run(work: Path) -> dict[str, dict[str, float]]:
    """MEASURED_COPIES x 10k into an empty library and into one of BASE_COPIES x 10k, beside
    bibtexparser."""
    if not REAL_10K.exists():
        return {"big_import": {"skipped_no_real_10k": 1.0}}
    load_before = os.getloadavg()[0]
    measured = write_copies(work / "measured.bib", range(1, MEASURED_COPIES + 1))
    first = MEASURED_COPIES + 1
    base_bib = write_copies(work / "base.bib", range(first, first + BASE_COPIES))
    empty, big = work / "empty.sqlite", work / "big.sqlite"
    into_empty = measure("import", measured, empty)
    parse = measure("parse", measured)
    measure("import", base_bib, big)  # the bigger library (not a figure)
    base_mb = _library_mb(big)
    index = measure("duplicate_index", big)
    into_big = measure("import", measured, big)
    sizes = measure("sizes", big)
    figures = _figures(into_empty, into_big, parse, index)
    bib_mb = (measured.stat().st_size + base_bib.stat().st_size) / 2**20
    figures |= {
        "base_entries": BASE_COPIES * 10_000, "base_library_mb": base_mb,
        "big_to_empty_size": (BASE_COPIES + MEASURED_COPIES) / MEASURED_COPIES,
        "library_mb": _library_mb(big), "bib_mb": bib_mb,
        "library_to_bib": _library_mb(big) / bib_mb,
        "loadavg_before": load_before, "loadavg_after": os.getloadavg()[0],
    }  # fmt: skip
    for path in (empty, big):
        shutil.rmtree(path.with_name(path.stem + "-backups"), ignore_errors=True)
    return {"big_import": figures, "big_library_sizes": sizes}


def _figures(
    into_empty: dict[str, float], into_big: dict[str, float], parse: dict[str, float],
    index: dict[str, float],
) -> dict[str, float]:  # fmt: skip
    """The import figures side by side, with their ratios."""
    return {
        "entries": into_empty["entries"],
        "into_empty_s": into_empty["seconds"], "into_empty_cpu_s": into_empty["cpu_s"],
        "into_empty_rss_mb": into_empty["rss_mb"],
        "into_big_s": into_big["seconds"], "into_big_cpu_s": into_big["cpu_s"],
        "into_big_rss_mb": into_big["rss_mb"], "into_big_added": into_big["entries"],
        "big_to_empty": into_big["seconds"] / into_empty["seconds"],
        "big_to_empty_cpu": into_big["cpu_s"] / into_empty["cpu_s"],
        "bibtexparser_parse_file_s": parse["seconds"], "bibtexparser_rss_mb": parse["rss_mb"],
        "into_empty_to_parse": into_empty["seconds"] / parse["seconds"],
        "into_big_to_parse": into_big["seconds"] / parse["seconds"],
        "duplicate_setup_s": index.get("setup_s", index["seconds"]),
        "whole_duplicate_index_load_s": index["seconds"],
        "whole_duplicate_index_rss_mb": index["rss_mb"],
    }  # fmt: skip


def main() -> None:
    """Standalone: print the figures as JSON and write them to RESULTS (or run one child)."""
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        _child(*sys.argv[2:])
        return
    with tempfile.TemporaryDirectory() as tmp:
        figures = run(Path(tmp))
    from datetime import UTC, datetime

    result = {"when": datetime.now(UTC).isoformat(timespec="seconds"), "groups": figures}
    RESULTS.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2), flush=True)


if __name__ == "__main__":
    main()
