"""A peer in the same run: JabRef's command line loading and writing the same .bib as ours.

JabRef from the OS packages (Debian ships 3.8.2: `apt-get install jabref`; a benchmark
prerequisite, not a CI one) runs headless as `jabref -n -i in.bib -o out.bib`: one Java
process that parses the file and writes it back. Beside it, in the same run, Papershelf's
import of the same file into a new library and its export of that library (bibtex flavour),
each in a process of its own (bibtex_bench's children).

Figures per size (real-10k.bib, and the 100,000-entry file bibtex_bench builds from it):
- `jabref_wall_s`: JabRef process start to exit (JVM start, parse, write), median of runs;
- `jabref_start_only_s`: `jabref -n -v` (JVM and JabRef start, nothing loaded), 10k only;
- `jabref_peak_rss_mb`: the JabRef process's peak RSS (os.wait4's rusage in memory.py's
  small launcher, so the java child of the `jabref` shell script is counted and this
  process's own peak is not);
- `jabref_entries_written`: entries in JabRef's output (a check that it did the work);
- `papershelf_import_s` / `papershelf_export_s`: in-process times (as in bibtex_bench);
- `papershelf_wall_s`: both our processes start to exit (Python start included), the
  like-for-like figure beside `jabref_wall_s`; `papershelf_peak_rss_mb` is the larger of
  the two processes' peaks;
- `ratio_jabref_to_papershelf_wall`: how many times longer JabRef takes (> 1: we lead).
Without JabRef the group says so (`jabref_available` 0 and a `reason`) instead of failing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bibtex_bench  # noqa: E402
from memory import launched, reported_rss_mb  # noqa: E402

RUNS = {10_000: 3, 100_000: 1}  # the 100k runs take ~30 s each on the 2-core machine
TIMEOUT = 600
_ENTRY = re.compile(r"^@(?!comment|string|preamble)\w+\s*\{", re.M | re.I)


def timed_process(command: list[str], env: dict[str, str], log: Path) -> dict[str, float]:
    """Wall seconds, exit status and peak RSS (MB) of one process and what it waited for.

    The command runs under memory.py's launcher, so its RSS is its own, not this process's.
    """
    report = log.with_suffix(".rss.json")
    report.unlink(missing_ok=True)
    with log.open("w") as out:
        began = time.perf_counter()
        proc = subprocess.Popen(
            launched(command, report), stdout=out, stderr=subprocess.STDOUT, env=env
        )
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() - began > TIMEOUT:
                proc.kill()
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.02)
        seconds = time.perf_counter() - began
    proc.returncode = os.waitstatus_to_exitcode(status)  # keep Popen from waiting again
    rss = reported_rss_mb(report) if report.exists() else usage.ru_maxrss / 1024
    return {"seconds": seconds, "status": float(proc.returncode), "rss_mb": rss}


def jabref_env(home: Path) -> dict[str, str]:
    """A scratch home (JabRef writes its preferences there) and no display."""
    home.mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    return env | {"HOME": str(home), "JAVA_TOOL_OPTIONS": "-Djava.awt.headless=true"}


def jabref_runs(bib: Path, work: Path, runs: int) -> dict[str, float]:
    """Median wall time and peak RSS of `jabref -n -i bib -o out` over runs."""
    env = jabref_env(work / "jabref-home")
    out = work / f"jabref-{bib.stem}.bib"
    walls, rss = [], []
    for _ in range(runs):
        out.unlink(missing_ok=True)
        command = ["jabref", "-n", "-i", str(bib), "-o", str(out)]
        done = timed_process(command, env, work / "jabref.log")
        if done["status"] != 0 or not out.exists():
            tail = (work / "jabref.log").read_text(errors="replace")[-300:]
            raise RuntimeError(f"jabref exited {done['status']:.0f}: {tail}")
        walls.append(done["seconds"])
        rss.append(done["rss_mb"])
    written = len(_ENTRY.findall(out.read_text(encoding="utf-8", errors="replace")))
    return {
        "jabref_wall_s": statistics.median(walls),
        "jabref_peak_rss_mb": statistics.median(rss),
        "jabref_entries_written": float(written),
    }


def papershelf_runs(bib: Path, work: Path, runs: int) -> dict[str, float]:
    """Median of our import (new library) then export, each a process of bibtex_bench's."""
    env = {**os.environ, "PYTHONPATH": str(bibtex_bench.SOURCE)}
    child = [sys.executable, str(HERE / "bibtex_bench.py"), "--child"]
    library, target = work / f"peer-{bib.stem}.sqlite", work / f"peer-{bib.stem}-out.bib"
    rows: list[dict[str, float]] = []
    for _ in range(runs):
        for suffix in ("", "-wal", "-shm"):
            Path(f"{library}{suffix}").unlink(missing_ok=True)
        parts = []
        for command in ([*child, "import", str(bib), str(library)],
                        [*child, "export", str(library), str(target)]):  # fmt: skip
            log = work / "papershelf.log"
            done = timed_process(command, env, log)
            if done["status"] != 0:
                raise RuntimeError(f"papershelf child failed: {log.read_text()[-300:]}")
            inner = json.loads(log.read_text().strip().splitlines()[-1])
            parts.append(inner | {"wall": done["seconds"]})  # inner rss_mb: the child's VmHWM
        imported, exported = parts
        rows.append({
            "papershelf_import_s": imported["seconds"],
            "papershelf_export_s": exported["seconds"],
            "papershelf_wall_s": imported["wall"] + exported["wall"],
            "papershelf_peak_rss_mb": max(imported["rss_mb"], exported["rss_mb"]),
            "papershelf_entries_imported": imported["entries"],
        })  # fmt: skip
    return {key: statistics.median(row[key] for row in rows) for key in rows[0]}


def run(work: Path) -> dict[str, dict[str, Any]]:
    """JabRef beside Papershelf at 10,000 and 100,000 entries (or why not)."""
    if shutil.which("jabref") is None:
        reason = "jabref not on PATH (apt-get install -y jabref)"
        return {"jabref": {"jabref_available": 0.0, "reason": reason}}
    if not bibtex_bench.REAL_10K.exists():
        return {"jabref": {"jabref_available": 0.0, "reason": f"no {bibtex_bench.REAL_10K}"}}
    work = work / "jabref"
    work.mkdir(exist_ok=True)
    start = timed_process(["jabref", "-n", "-v"], jabref_env(work / "jabref-home"), work / "v.log")
    version = (work / "v.log").read_text(errors="replace").strip().splitlines()[-1:]
    figures: dict[str, dict[str, Any]] = {}
    files = {10_000: bibtex_bench.REAL_10K}
    for size in (10_000, 100_000):
        if size == 100_000:
            files[size] = bibtex_bench.make_100k(work / "real-100k.bib")
        try:
            row: dict[str, Any] = {"jabref_available": 1.0, "jabref_version": " ".join(version)}
            if size == 10_000:
                row["jabref_start_only_s"] = start["seconds"]
            row |= jabref_runs(files[size], work, RUNS[size])
            row |= papershelf_runs(files[size], work, RUNS[size])
            row["ratio_jabref_to_papershelf_wall"] = row["jabref_wall_s"] / row["papershelf_wall_s"]
            row["ratio_jabref_to_papershelf_rss"] = (
                row["jabref_peak_rss_mb"] / row["papershelf_peak_rss_mb"]
            )
        except (RuntimeError, OSError) as error:
            row = {"jabref_available": 0.0, "reason": str(error)[:300]}
        figures[f"jabref_{size}"] = row
    return figures


def main() -> None:
    """Standalone: print the figures as JSON."""
    with tempfile.TemporaryDirectory() as tmp:
        print(json.dumps(run(Path(tmp)), indent=2), flush=True)


if __name__ == "__main__":
    main()
