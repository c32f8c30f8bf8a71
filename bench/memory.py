"""Peak memory of a process, measured so that the parent's own peak is not counted.

Linux carries a process's peak RSS (``getrusage``'s ``ru_maxrss``) across fork and exec:
a child started from a benchmark process that once held 500 MB reports at least 500 MB,
whatever it used itself. So a process measures itself with ``VmHWM`` (the peak of its own
address space, which exec starts afresh), and a command is measured from a small launcher
(this file, ``--run``): its children inherit only the launcher's few megabytes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def peak_rss_mb() -> float:
    """This process's own peak resident set (VmHWM), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmHWM in /proc/self/status (a Linux-only figure)")


def launched(command: list[str], report: Path) -> list[str]:
    """*command* run through the launcher, which writes its peak RSS to *report* (JSON)."""
    return [sys.executable, str(HERE / "memory.py"), "--report", str(report), *command]


def reported_rss_mb(report: Path) -> float:
    """The peak RSS (MB) the launcher wrote to *report*."""
    return float(json.loads(report.read_text())["rss_mb"])


def _run(report: Path, command: list[str]) -> int:
    """Run *command* (its output passed through), then write its peak RSS to *report*."""
    proc = subprocess.Popen(command)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    report.write_text(json.dumps({"rss_mb": usage.ru_maxrss / 1024}))
    return proc.returncode


if __name__ == "__main__":
    if len(sys.argv) < 4 or sys.argv[1] != "--report":
        sys.exit("usage: memory.py --report FILE COMMAND...")
    sys.exit(_run(Path(sys.argv[2]), sys.argv[3:]))
