"""Python's cyclic garbage collector, paused while a bulk read runs (an export).

An export makes millions of short-lived containers (each entry's raw fields as JSON lists,
its fields, its record); with the collector on, most of them live long enough to be
scanned once or twice, for garbage that plain reference counting frees anyway: 6-10% of a
100,000-entry export's time. The collector is switched back on (if it was on) when the last
paused run ends, and then collects as usual.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

# How many paused runs there are now, and whether the collector was on before the first.
_state = {"runs": 0, "was_enabled": False}
_lock = threading.Lock()


@contextmanager
def paused() -> Iterator[None]:
    """Run the body with the cyclic collector off; runs may nest or overlap (threads)."""
    with _lock:
        if _state["runs"] == 0:
            _state["was_enabled"] = gc.isenabled()
            gc.disable()
        _state["runs"] += 1
    try:
        yield
    finally:
        with _lock:
            _state["runs"] -= 1
            if _state["runs"] == 0 and _state["was_enabled"]:
                gc.enable()
