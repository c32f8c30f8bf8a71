"""The least time of a few runs: what the suites report for work that repeats exactly."""

from __future__ import annotations

import time
from collections.abc import Callable


def least(
    action: Callable[[], object], runs: int, clock: Callable[[], float] = time.perf_counter
) -> float:
    """The least seconds, by *clock* (wall time unless told), of *runs* runs of action."""
    times = []
    for _ in range(runs):
        began = clock()
        action()
        times.append(clock() - began)
    return min(times)
