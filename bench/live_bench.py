"""Live-update latency on PostgreSQL: from a writer's COMMIT to the LiveFeed's callback.

One writer connection edits one entry per transaction, 200 times; each time the clock starts
just before COMMIT is sent and stops in the feed's on_changes (the listener's thread, after
the notification is parsed and turned into Changes: what a window then queues to its GUI
thread, plus gui.live_watcher.COALESCE_MS). The next change waits for the previous delivery.
Needs a server: PAPERSHELF_TEST_PG (a unix socket or a loopback address); the library's
tables go in a schema of their own, dropped afterwards. Writes bench/results/live.json.

    PAPERSHELF_TEST_PG=postgresql://papershelf@/h_live?host=/work/pg \\
        .venv/bin/python bench/live_bench.py [--changes 200]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import queue
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "desktop"))
sys.path.insert(0, str(HERE.parent))

import psycopg  # noqa: E402
from psycopg.conninfo import conninfo_to_dict  # noqa: E402
from tests.livepg import pg_library  # noqa: E402

from papershelf.gui.live.live_watcher import COALESCE_MS  # noqa: E402
from papershelf.library.postgresql.changes import LinkState  # noqa: E402
from papershelf.services.live import LiveFeed, RemoteChanges  # noqa: E402

RESULT = HERE / "results" / "live.json"


def percentile(values: list[float], share: float) -> float:
    """The value below which *share* of *values* lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def measure(url: str, changes: int) -> dict[str, Any]:
    """Latencies (ms) of *changes* committed edits reaching a LiveFeed on a fresh library."""
    arrived: queue.Queue[tuple[float, RemoteChanges]] = queue.Queue()
    states: queue.Queue[LinkState] = queue.Queue()
    with pg_library(url) as library:
        feed = LiveFeed(
            library.url, lambda c: arrived.put((time.perf_counter(), c)), states.put
        ).start()
        try:
            assert states.get(timeout=10).kind == "connected"
            with psycopg.connect(library.url) as writer:
                (entry_id,) = writer.execute(
                    "INSERT INTO entry (key) VALUES ('bench') RETURNING id"
                ).fetchone() or (0,)
                writer.commit()
                arrived.get(timeout=10)
                latencies, commits = [], []
                for n in range(changes):
                    writer.execute("UPDATE entry SET title = %s WHERE id = %s", (f"t{n}", entry_id))
                    started = time.perf_counter()
                    writer.commit()
                    commits.append((time.perf_counter() - started) * 1000)
                    when, change = arrived.get(timeout=10)
                    assert change.changes.edited == {entry_id}, change
                    latencies.append((when - started) * 1000)
        finally:
            feed.stop()
    return {
        "changes": changes,
        "median_ms": round(statistics.median(latencies), 3),
        "p95_ms": round(percentile(latencies, 0.95), 3),
        "max_ms": round(max(latencies), 3),
        "commit_median_ms": round(statistics.median(commits), 3),
        "gui_coalesce_ms": COALESCE_MS,
    }


def transport(url: str) -> str:
    """'unix socket' or 'tcp <host>' for *url*."""
    host = str(conninfo_to_dict(url).get("host") or "")
    return "unix socket" if not host or host.startswith("/") else f"tcp {host}"


def main() -> None:
    """Measure, print, write bench/results/live.json."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--changes", type=int, default=200)
    args = parser.parse_args()
    url = os.environ.get("PAPERSHELF_TEST_PG")
    if not url:
        sys.exit("PAPERSHELF_TEST_PG is not set: name a PostgreSQL server to measure against")
    figures = measure(url, args.changes)
    with psycopg.connect(url) as probe:
        server = str(probe.execute("SHOW server_version").fetchone()[0])  # type: ignore[index]
    result = {
        "what": "COMMIT in a writer connection -> LiveFeed on_changes (listener thread)",
        "transport": transport(url),
        "server": f"PostgreSQL {server}",
        "machine": {
            "python": platform.python_version(),
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
            "when": datetime.now(UTC).isoformat(timespec="seconds"),
        },
        "live": figures,
    }
    RESULT.write_text(json.dumps(result, indent=2) + "\n")
    print(
        f"| live update, COMMIT to callback ({result['transport']}, {figures['changes']} changes) "
        f"| median {figures['median_ms']:.2f} ms | p95 {figures['p95_ms']:.2f} ms "
        f"| max {figures['max_ms']:.2f} ms | COMMIT itself {figures['commit_median_ms']:.2f} ms |"
    )


if __name__ == "__main__":
    main()
