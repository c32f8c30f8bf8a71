"""Search in the window at 10,000 and 100,000 entries: keystroke to the first page painted."""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import datagen  # noqa: E402
from table_bench import _window  # noqa: E402

SIZES = (10_000, 100_000)
QUERIES = 100


def typical_queries(count: int, seed: int = 11) -> list[str]:
    """1-3 word queries drawn like a person's: common words mostly, some rare ones."""
    rng = random.Random(seed)
    words = datagen.VOCABULARY
    return [
        " ".join(rng.choice(words) for _ in range(rng.choice((1, 1, 2, 2, 3))))
        for _ in range(count)
    ]


def percentiles(times: list[float]) -> dict[str, float]:
    """p50, p95 and max of milliseconds."""
    ordered = sorted(times)
    return {
        "p50_ms": statistics.median(ordered),
        "p95_ms": ordered[int(len(ordered) * 0.95) - 1],
        "max_ms": ordered[-1],
        "keystrokes": float(len(ordered)),
    }


def typing(window: Any, queries: list[str]) -> list[float]:
    """Milliseconds from each keystroke's query to its first page painted."""
    times = []
    viewport = window.table.viewport()
    for query in queries:
        for end in range(1, len(query) + 1):
            if query[end - 1] == " ":
                continue
            began = time.perf_counter()
            window._apply_search(query[:end])
            viewport.grab()
            times.append((time.perf_counter() - began) * 1000)
        window._apply_search("")
    return times


def like_scan(lib: Any, queries: list[str]) -> list[float]:
    """The same whole queries as a plain LIKE '%word%' scan of titles and abstracts."""
    times = []
    for query in queries:
        words = query.split()
        where = " AND ".join("(title LIKE ? OR abstract LIKE ?)" for _ in words)
        params = [p for w in words for p in (f"%{w}%", f"%{w}%")]
        began = time.perf_counter()
        lib.execute(
            f"SELECT id FROM entry WHERE {where} ORDER BY date_added DESC LIMIT 100", params
        ).fetchall()
        times.append((time.perf_counter() - began) * 1000)
    return times


def run(work: Path) -> dict[str, dict[str, float]]:
    """Every figure at every size."""
    from papershelf.library.queries import Scope

    figures: dict[str, dict[str, float]] = {}
    queries = typical_queries(QUERIES)
    for size in SIZES:
        library = work / f"gen-{size}.sqlite"
        datagen.generate(library, size).close()
        window = _window(library, work)
        plain = percentiles(typing(window, queries))
        window.show_scope(Scope("tag", "ml"))
        scoped = percentiles(typing(window, queries))
        window.show_scope(Scope())
        like = percentiles(like_scan(window.controller.lib, queries))
        row = {f"typing_{k}": v for k, v in plain.items()}
        row |= {f"typing_tag_scope_{k}": v for k, v in scoped.items()}
        row |= {f"like_scan_whole_query_{k}": v for k, v in like.items() if k != "keystrokes"}
        window.close()
        window.controller.lib.close()
        figures[f"search_gui_{size}"] = row
    return figures


if __name__ == "__main__":
    import json
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        print(json.dumps(run(Path(tmp)), indent=2), flush=True)
    os._exit(0)
