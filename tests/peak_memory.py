"""`papershelf` run in a child process with that process's own peak memory.

The peak is the child's VmHWM, which it writes at exit: it belongs to the memory map exec
made. wait4's ru_maxrss would not do: Linux carries the parent's peak across (v)fork and
exec, so a child of a 900 MB test process reports 900 MB however little it used (bench/
memory.py does the same for the benchmarks).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

REPO = Path(__file__).resolve().parents[1]

# Runs `papershelf` in this interpreter and writes the process's own peak resident size (kB)
# at exit, to the file PAPERSHELF_TEST_PEAK_FILE names.
LAUNCHER = """
import atexit, os, runpy, sys

def _record_peak():
    with open("/proc/self/status") as status:
        peak = next(line.split()[1] for line in status if line.startswith("VmHWM:"))
    with open(os.environ["PAPERSHELF_TEST_PEAK_FILE"], "w") as out:
        out.write(peak)

atexit.register(_record_peak)
sys.argv[0] = "papershelf"
runpy.run_module("papershelf", run_name="__main__", alter_sys=True)
"""


class Measured(NamedTuple):
    """How a child `papershelf` ended: exit status, standard error, seconds, peak MB."""

    code: int
    stderr: str
    seconds: float
    peak_mb: float


def run_papershelf(
    args: Sequence[str], folder: Path, env: Mapping[str, str] | None = None, timeout: float = 600
) -> Measured:
    """`papershelf ARGS` in a child process (this checkout's package), measured."""
    peak_file = folder / "peak-kb.txt"
    environment = {
        **os.environ, "PYTHONPATH": str(REPO / "desktop"), **(env or {}),
        "PAPERSHELF_TEST_PEAK_FILE": str(peak_file),
    }  # fmt: skip
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", LAUNCHER, *args], env=environment, capture_output=True,
        text=True, timeout=timeout, check=False,
    )  # fmt: skip
    seconds = time.monotonic() - started
    return Measured(done.returncode, done.stderr, seconds, int(peak_file.read_text()) / 1024)
