"""Bulk-work mode: the one place Papershelf changes process-wide interpreter settings.

An import or an export makes millions of short-lived objects (records, fields, rows, JSON
lists); with Python's cyclic garbage collector on, most live long enough to be scanned once
or twice for garbage that plain reference counting frees anyway: a third of a 10,000-entry
import's time, 6-10 % of a 100,000-entry export's. Records hold no cycles, and the few that
pylatexenc leaves are kept small (formats/text/latex_engine), a few MB per 100,000 entries. And
the import writer's helper thread would wait up to 5 ms (the default switch interval) for
the GIL each time a batch starts and ends, while SQLite could be writing.

So while bulk work runs the collector is off and the switch interval short. The services
never change these (an import-linter contract in pyproject.toml keeps them from importing
this module): the callers that know a run is bulk enter the mode, that is the CLI's import
and export commands, the window's imports and exports, and the benchmarks. Runs may nest
and overlap on threads; the settings come back as they were when the last one ends.
"""

from __future__ import annotations

import gc
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

# How long a thread that wants the GIL waits before asking for it: the import's helper
# thread asks once or twice per batch and the import thread rarely lets go of its own.
SWITCH_INTERVAL = 0.0005


@dataclass
class _Before:
    """How many bulk runs are going, and the settings from before the first of them."""

    runs: int = 0
    collector_was_on: bool = True
    interval: float = 0.005


_before = _Before()
_lock = threading.Lock()


@contextmanager
def bulk_work() -> Iterator[None]:
    """Run the body with the cyclic collector off and a short thread switch interval."""
    with _lock:
        if _before.runs == 0:
            _before.collector_was_on = gc.isenabled()
            _before.interval = sys.getswitchinterval()
            gc.disable()
            sys.setswitchinterval(min(SWITCH_INTERVAL, _before.interval))
        _before.runs += 1
    try:
        yield
    finally:
        with _lock:
            _before.runs -= 1
            if _before.runs == 0:
                sys.setswitchinterval(_before.interval)
                if _before.collector_was_on:
                    gc.enable()


def in_bulk_work() -> bool:
    """Whether a bulk run is going (for tests and diagnostics)."""
    return _before.runs > 0
