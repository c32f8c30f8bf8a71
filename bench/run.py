"""`make bench`: run every benchmark, write bench/results/latest.json and latest.md.

Earlier results are kept as bench/results/<UTC timestamp>.json for comparison.
"""

from __future__ import annotations

import importlib
import json
import os
import platform
import shutil
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
sys.path.insert(0, str(HERE))

# Each module has run(work: Path) -> {group name: {figure: value}}.
SUITES = ("table_bench", "organise_bench", "search_gui_bench", "related_bench", "bibtex_bench")


def machine() -> dict[str, Any]:
    """What the figures were measured on."""
    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
    }


def to_markdown(results: dict[str, Any]) -> str:
    """One table per group: figure, value."""
    lines = [f"# Benchmark results ({results['machine']['when']})", ""]
    lines.append(f"Machine: {results['machine']['platform']}, {results['machine']['cpus']} CPUs")
    for group, figures in results["groups"].items():
        lines += ["", f"## {group}", "", "| figure | value |", "|---|---|"]
        for name, value in figures.items():
            shown = f"{value:.3f}" if isinstance(value, float) else str(value)
            lines.append(f"| {name} | {shown} |")
    return "\n".join(lines) + "\n"


def archive_previous() -> None:
    """Keep the last run's figures under their date before writing new ones."""
    latest = RESULTS / "latest.json"
    if latest.exists():
        when = json.loads(latest.read_text())["machine"]["when"].replace(":", "")
        shutil.copy(latest, RESULTS / f"{when}.json")


def main() -> None:
    """Run the suites named on the command line (all by default)."""
    suites = sys.argv[1:] or list(SUITES)
    groups: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in suites:
            began = time.perf_counter()
            groups |= importlib.import_module(name).run(Path(tmp))
            print(f"{name}: {time.perf_counter() - began:.0f} s", flush=True)
    results = {"machine": machine(), "groups": groups}
    RESULTS.mkdir(exist_ok=True)
    archive_previous()
    (RESULTS / "latest.json").write_text(json.dumps(results, indent=2) + "\n")
    (RESULTS / "latest.md").write_text(to_markdown(results))
    print(to_markdown(results), flush=True)
    os._exit(0)  # skip Qt's teardown at interpreter exit; the figures are written


if __name__ == "__main__":
    main()
