"""A longer fuzz campaign than the suite's: the readers and the search parser, for N seconds.

    .venv/bin/python bench/fuzz_campaign.py [SECONDS]   (default 180)

Runs hypothesis with many examples per target (the same strategies as tests/fuzz), counts
inputs read, refused with a reason, and crashes (by exception type and place), and writes
the figures to bench/results/fuzz_campaign.txt.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "desktop"), str(ROOT)]

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from tests.fuzz.inputs import any_input, check_reported, read_or_refuse  # noqa: E402

from papershelf.formats.records import FormatError  # noqa: E402
from papershelf.library.search import parse  # noqa: E402

TARGETS = ("bibtex", "ris", "plaintext", "search")
ROUND = 2000  # examples per hypothesis run
counts: Counter[str] = Counter()
crashes: dict[str, str] = {}


def run_one(target: str, text: str) -> None:
    """Feed one input; count the outcome; remember the first input of each kind of crash."""
    try:
        if target == "search":
            parse(text)
            counts[f"{target} parsed"] += 1
            return
        outcome = read_or_refuse(target, text)
        check_reported(outcome)
        counts[f"{target} {'refused' if isinstance(outcome, FormatError) else 'read'}"] += 1
    except Exception as exc:  # the campaign's point: record every crash, go on
        place = traceback.extract_tb(exc.__traceback__)[-1]
        key = f"{target}: {type(exc).__name__} at {Path(place.filename).name}:{place.lineno}"
        counts[f"{target} crashed"] += 1
        crashes.setdefault(key, repr(text[:300]))


def campaign(target: str, seconds: float) -> None:
    """Run hypothesis on one target, round after round of fresh random inputs, until time is up."""
    strategy = st.text(max_size=200) if target == "search" else any_input(target)
    deadline = time.monotonic() + seconds

    @settings(max_examples=ROUND, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(text=strategy)
    def fuzz(text: str) -> None:
        if time.monotonic() < deadline:
            run_one(target, text)

    while time.monotonic() < deadline:
        fuzz()


def main() -> None:
    """Split the time between the targets; write the figures."""
    total = float(sys.argv[1]) if len(sys.argv) > 1 else 180.0
    started = time.monotonic()
    for target in TARGETS:
        campaign(target, total / len(TARGETS))
    lines = [f"fuzz campaign: {time.monotonic() - started:.0f} s"]
    lines += [f"  {name}: {count:,}" for name, count in sorted(counts.items())]
    lines += ["distinct crashes:" if crashes else "distinct crashes: none"]
    lines += [f"  {key}\n    first input: {text}" for key, text in sorted(crashes.items())]
    report = "\n".join(lines)
    print(report)
    out = ROOT / "bench" / "results" / "fuzz_campaign.txt"
    out.parent.mkdir(exist_ok=True)
    out.write_text(report + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
