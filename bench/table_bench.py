"""The list view at 10k and 100k entries: cold start, memory after a search, scrolling, sorting."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import datagen  # noqa: E402

SIZES = (10_000, 100_000)
STARTS = 5


def probe_env(work: Path) -> dict[str, str]:
    """The probes' environment: this checkout's code first on the path, compiled modules
    cached (in *work*), as an installed app has.

    Without a bytecode cache (PYTHONDONTWRITEBYTECODE, set on some machines) every start
    compiles each of Papershelf's modules again: ~0.1 s more CPU than a person's start.
    """
    source = str(HERE.parent / "desktop")  # this checkout's code, whatever pip installed
    path = os.pathsep.join(p for p in (source, os.environ.get("PYTHONPATH")) if p)
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(work / "pycache"), PYTHONPATH=path)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _probe(library: Path, settings: Path, env: dict[str, str]) -> dict[str, float]:
    """One start-up probe process: its marks and memory figures, times from its spawn."""
    began = time.time()
    probe = [sys.executable, str(HERE / "startup_probe.py"), str(library), str(settings)]
    out = subprocess.run(
        probe, capture_output=True, text=True, check=True, timeout=300, env=env
    ).stdout
    marks = json.loads(out.strip().splitlines()[-1])
    return {
        "start_to_first_paint_s": marks["painted"] - began,
        "start_to_idle_s": marks["idle"] - began,
        "cpu_to_first_paint_s": marks["cpu_to_paint_s"],
        "rss_after_start_mb": marks["rss_mb"],
        "rss_after_search_mb": marks["rss_after_search_mb"],
        "peak_rss_after_search_mb": marks["peak_rss_after_search_mb"],
    }


def cold_start(library: Path, work: Path) -> dict[str, float]:
    """Medians over STARTS new processes: start to first paint and idle, memory after a search.

    A first process, not counted, fills the bytecode cache and takes the day's backup.
    """
    env = probe_env(work)
    _probe(library, work / "warm-up.ini", env)
    runs = [_probe(library, work / f"s{run}.ini", env) for run in range(STARTS)]
    return {key: statistics.median(r[key] for r in runs) for key in runs[0]}


def _window(library: Path, work: Path) -> Any:
    """An offscreen main window over the library, shown."""
    from papershelf.gui.application import make_application, open_window
    from papershelf.gui.settings import Settings

    make_application()
    window = open_window(library, Settings(work / "inproc.ini"))
    window.resize(1400, 900)
    window.show()
    return window


def scrolling(window: Any) -> dict[str, float]:
    """Time per page when paging from top to bottom, each page painted into a pixmap."""
    bar = window.table.verticalScrollBar()
    viewport = window.table.viewport()
    step = max(1, bar.pageStep())
    times = []
    for value in range(0, bar.maximum() + 1, step):
        began = time.perf_counter()
        bar.setValue(value)
        viewport.grab()
        times.append((time.perf_counter() - began) * 1000)
    return {
        "scroll_pages": len(times),
        "scroll_page_median_ms": statistics.median(times),
        "scroll_page_p95_ms": sorted(times)[int(len(times) * 0.95) - 1],
        "scroll_frames_over_16ms": sum(t > 16 for t in times),
    }


def table_columns() -> Sequence[Any]:
    """The paper table's columns, from table_cells (or from table_model, where they were
    before it was split: compare_bench runs this with the code before issue 15 too)."""
    try:
        from papershelf.gui.table.table_cells import COLUMNS
    except ModuleNotFoundError:
        from papershelf.gui.table.table_model import COLUMNS  # type: ignore[attr-defined,no-redef]
    return COLUMNS


def sorting(window: Any) -> dict[str, float]:
    """Median time to sort by each column and paint the first page, and the window thread's
    CPU time for it (`cpu_sort_<column>_ms`: what other jobs on the machine move least)."""
    from PySide6.QtCore import Qt

    columns = table_columns()

    result = {}
    for index, column in enumerate(columns):
        runs, cpu = [], []
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder) * 2:
            began, began_cpu = time.perf_counter(), time.thread_time()
            window.table.sortByColumn(index, order)
            window.table.viewport().grab()
            runs.append((time.perf_counter() - began) * 1000)
            cpu.append((time.thread_time() - began_cpu) * 1000)
        result[f"sort_{column.name}_ms"] = statistics.median(runs)
        result[f"cpu_sort_{column.name}_ms"] = statistics.median(cpu)
    return result


def run(work: Path, start_only: bool = False) -> dict[str, dict[str, float]]:
    """Every figure at every size (start-up and memory figures only with *start_only*)."""
    figures: dict[str, dict[str, float]] = {}
    for size in SIZES:
        library = work / f"gen-{size}.sqlite"
        datagen.generate(library, size).close()
        row = cold_start(library, work)
        if not start_only:
            window = _window(library, work)
            row |= scrolling(window)
            row |= sorting(window)
            window.close()
            window.controller.lib.close()
        figures[f"table_{size}"] = row
    return figures


def main() -> None:
    """Run standalone: print the figures as JSON (`--start-only`: the start-up probe's alone)."""
    start_only = sys.argv[1:] == ["--start-only"]
    with tempfile.TemporaryDirectory() as tmp:
        print(json.dumps(run(Path(tmp), start_only), indent=2), flush=True)
    os._exit(0)  # skip Qt's teardown at interpreter exit; the figures are out


if __name__ == "__main__":
    main()
