"""Start time of the packaged app vs the source: spawn to first paint of the list, offscreen.

Run after `make package`: `.venv/bin/python bench/startup_package.py [RUNS]`. Both start
with `--quit-after-paint` on the same library (the sample, already imported) in a scratch
home folder, alternating, after one warm-up each; the figure is the median. The result goes
to bench/results/package.json. The acceptance: packaged <= 1.5 x source.
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results" / "package.json"
PACKAGED = ROOT / "dist" / "Papershelf" / "papershelf"
SOURCE = [sys.executable, "-m", "papershelf"]
LIMIT = 1.5


def scratch_env(home: Path) -> dict[str, str]:
    """A new user's environment under *home*, offscreen, without PAPERSHELF_* settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PAPERSHELF_")}
    folders = {"HOME": "", "XDG_DATA_HOME": "data", "XDG_CONFIG_HOME": "config"}
    return env | {k: str(home / v) for k, v in folders.items()} | {"QT_QPA_PLATFORM": "offscreen"}


def first_paint_seconds(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(spawn to first paint, spawn to exit) of one run, in seconds."""
    began = time.time()
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    ended = time.time()
    facts = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not facts:
        raise RuntimeError(f"{command} exited {done.returncode}: {done.stderr[-2000:]}")
    return facts[-1]["painted_at"] - began, ended - began


def measure(commands: dict[str, list[str]], env: dict[str, str], runs: int) -> dict[str, Any]:
    """Each command once to warm caches, then *runs* times, alternating; the figures."""
    for command in commands.values():
        first_paint_seconds(command, env)
    paints: dict[str, list[float]] = {name: [] for name in commands}
    exits: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            paint, exit_ = first_paint_seconds(command, env)
            paints[name].append(paint)
            exits[name].append(exit_)
    return {name: summary(paints[name], exits[name]) for name in commands}


def summary(paints: list[float], exits: list[float]) -> dict[str, Any]:
    """Median and spread of the first-paint times, and the median time to exit."""
    return {
        "first_paint_median_s": statistics.median(paints),
        "first_paint_min_s": min(paints),
        "first_paint_max_s": max(paints),
        "exit_median_s": statistics.median(exits),
        "runs_s": [round(p, 4) for p in paints],
    }


def folder_mb(folder: Path) -> float:
    """The size of a folder in MB (1,000,000 bytes), symlinks not followed."""
    return sum(f.lstat().st_size for f in folder.rglob("*") if not f.is_dir()) / 1e6


def seed_library(library: Path, env: dict[str, str]) -> None:
    """The library both runs open: the sample list, imported from source."""
    sample = ROOT / "resources" / "samples" / "iclr2025-abstracts.txt"
    command = [*SOURCE, "import", str(sample), "--library", str(library)]
    subprocess.run(command, env=env, check=True, capture_output=True)


def record(figures: dict[str, Any], runs: int) -> dict[str, Any]:
    """What bench/results/package.json holds."""
    ratio = figures["packaged"]["first_paint_median_s"] / figures["source"]["first_paint_median_s"]
    machine: dict[str, Any] = {"python": platform.python_version(), "cpus": os.cpu_count()}
    when = datetime.now(UTC).isoformat(timespec="seconds")
    machine |= {"platform": platform.platform(), "when": when}
    return {
        "machine": machine,
        "runs": runs,
        **figures,
        "ratio_packaged_to_source": round(ratio, 3),
        "limit": LIMIT,
        "within_limit": ratio <= LIMIT,
        "bundle_mb": round(folder_mb(PACKAGED.parent), 1),
    }


def print_figures(result: dict[str, Any]) -> None:
    """One line per way of starting, then the ratio."""
    for name in ("source", "packaged"):
        f = result[name]
        spread = f"min {f['first_paint_min_s']:.3f}, max {f['first_paint_max_s']:.3f}"
        median = f["first_paint_median_s"]
        print(f"{name:9} first paint {median:.3f} s ({spread}); exit {f['exit_median_s']:.3f} s")
    verdict = "within" if result["within_limit"] else "OVER"
    ratio = result["ratio_packaged_to_source"]
    print(f"packaged / source = {ratio:.2f} ({verdict} the {LIMIT}x limit); wrote {RESULTS}")


def main() -> int:
    """Measure, print, write bench/results/package.json."""
    if not PACKAGED.exists():
        print(f"no {PACKAGED}: run `make package` first", file=sys.stderr)
        return 1
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    with tempfile.TemporaryDirectory(prefix="papershelf-bench-") as tmp:
        env, library = scratch_env(Path(tmp)), Path(tmp) / "bench.sqlite"
        seed_library(library, env)
        args = ["--quit-after-paint", "--library", str(library)]
        commands = {"source": [*SOURCE, *args], "packaged": [str(PACKAGED), *args]}
        result = record(measure(commands, env, runs), runs)
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=2) + "\n")
    print_figures(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
