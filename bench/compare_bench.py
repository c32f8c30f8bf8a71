"""The existing 100k library before issue 15's work and now, in one run (its acceptance line).

Issue 15: "the figures on the existing 100k library do not get worse (beyond 10% noise,
same run)". Two runs on another day, or on a shared machine an hour apart, cannot show a
10% difference; this suite measures both versions of the code in one sitting:

- the baseline is `BASELINE`, the commit before issue 15's first change, extracted from
  this checkout's git history (`git archive`) into the run's folder; the other side is
  this tree's `desktop/`;
- the library is `datagen.generate`'s 100k library made once by the baseline's code, and
  copied for each side (a newer schema migrates its copy when it opens it);
- each side runs in a process of its own, alternately (old, new, old, new: ROUNDS each),
  the same bench code driving both: sorting by every column (table_bench.sorting: wall and
  CPU milliseconds per column, and the CPU per sort over every column; the columns that do
  not sort, such as Progress, make that average smaller: compare the columns'), typing
  QUERIES typical queries key by key (search_gui_bench.typing: p50, p95, and the CPU
  milliseconds per keystroke), and the cold start (table_bench.cold_start: first paint,
  its CPU, memory after a search); the CPU figures are the ones other jobs on a shared
  machine move least; the sorts' and keystrokes' are the window thread's own
  (time.thread_time): a big library's damage check and daily backup run in threads of
  their own after the first paint, whenever they happen to, and are not a keystroke's cost;
- each figure is the smaller of a side's rounds (the least disturbed by other jobs), and
  `ratio_<figure>` is now / before: 1.10 would be 10% slower.

Needs git and the checkout's history; without them the suite says it was skipped.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

BASELINE = os.environ.get("COMPARE_BASELINE", "6951425")  # default: before issue 15
SIZE = int(os.environ.get("COMPARE_SIZE", "100000"))  # smaller for a trial run
ROUNDS = 3  # single-threaded CPU figures vary by up to 20% between processes here
QUERIES = 30
CURRENT = HERE.parent / "desktop"


def baseline_source(work: Path) -> Path | None:
    """The baseline's desktop/ folder, extracted into work (None without git history)."""
    target = work / "baseline"
    try:
        archive = subprocess.run(
            ["git", "-C", str(HERE.parent), "archive", BASELINE, "desktop", "bench"],
            capture_output=True, check=True,
        )  # fmt: skip
    except (OSError, subprocess.CalledProcessError):
        return None
    target.mkdir()
    subprocess.run(["tar", "-x", "-C", str(target)], input=archive.stdout, check=True)
    return target / "desktop"


def _side(source: Path, library: Path, work: Path) -> dict[str, float]:
    """One side's figures, measured in a new process running the code under *source*."""
    env = {**os.environ, "PYTHONPATH": str(source)}
    command = [sys.executable, str(Path(__file__)), "--child", str(library), str(work)]
    out = subprocess.run(command, capture_output=True, text=True, env=env, timeout=1800)
    if out.returncode:
        raise RuntimeError(f"compare_bench child failed:\n{out.stderr[-3000:]}")
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def _make_library(source: Path, path: Path) -> None:
    """The generated 100k library, written by the code under *source* with its own datagen
    (the baseline's bench/ beside its desktop/: a newer datagen may use newer code)."""
    code = (
        f"import datagen; from pathlib import Path; datagen.generate(Path({str(path)!r}), {SIZE})"
    )
    bench = source.parent / "bench"
    env = {**os.environ, "PYTHONPATH": f"{source}{os.pathsep}{bench if bench.is_dir() else HERE}"}
    subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=1800)


def child(library: Path, work: Path) -> dict[str, float]:
    """In the side's own process: sorting, typing and cold start on *library*."""
    import old_layout

    old_layout.install()  # the bench's imports name grouped modules; the old code is flat
    from search_gui_bench import percentiles, typical_queries, typing
    from table_bench import _window, cold_start, sorting, table_columns

    import papershelf

    source = Path(os.environ["PYTHONPATH"]).resolve()
    assert Path(papershelf.__file__).resolve().is_relative_to(source), papershelf.__file__
    figures = dict(cold_start(library, work))
    window = _window(library, work)
    began = time.thread_time()
    figures |= sorting(window)
    sorts = 4 * len(table_columns())  # table_bench.sorting: each column both ways, twice
    figures["sort_cpu_ms_per_sort"] = (time.thread_time() - began) * 1000 / sorts
    began = time.thread_time()
    times = typing(window, typical_queries(QUERIES))
    cpu = (time.thread_time() - began) * 1000 / len(times)  # clearing the box included
    typed = percentiles(times)
    figures |= {f"typing_{k}": v for k, v in typed.items() if k != "keystrokes"}
    figures["typing_cpu_ms_per_key"] = cpu
    window.close()
    window.controller.lib.close()
    return figures


def run(work: Path) -> dict[str, dict[str, Any]]:
    """Both sides, alternately, and their ratios."""
    old = baseline_source(work)
    if old is None:
        return {f"compare_{SIZE}": {"skipped": "no git history to take the baseline from"}}
    made = work / "made-by-baseline.sqlite"
    _make_library(old, made)
    sides = {"before": old, "now": CURRENT}
    rounds: dict[str, list[dict[str, float]]] = {name: [] for name in sides}
    for number in range(ROUNDS):
        for name, source in sides.items():
            copy = work / f"{name}-{number}"
            copy.mkdir()
            shutil.copy(made, copy / "library.sqlite")
            rounds[name].append(_side(source, copy / "library.sqlite", copy))
            shutil.rmtree(copy)
    best = {name: {k: min(r[k] for r in runs) for k in runs[0]} for name, runs in rounds.items()}
    figures: dict[str, Any] = {}
    for key in best["before"]:
        before, now = best["before"][key], best["now"].get(key)
        figures |= {f"before_{key}": before, f"now_{key}": now}
        if now is not None and before:
            figures[f"ratio_{key}"] = now / before
    return {f"compare_{SIZE}": figures | {"baseline": BASELINE, "rounds": ROUNDS}}


def main() -> None:
    """Standalone: print the figures as JSON (`--child LIBRARY WORK`: one side's)."""
    if sys.argv[1:2] == ["--child"]:
        print(json.dumps(child(Path(sys.argv[2]), Path(sys.argv[3]))), flush=True)
        os._exit(0)  # skip Qt's teardown: the figures are out
    with tempfile.TemporaryDirectory() as tmp:
        print(json.dumps(run(Path(tmp)), indent=2), flush=True)


if __name__ == "__main__":
    main()
