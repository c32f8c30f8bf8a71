"""Organising at 10,000 and 100,000 entries: tag 500 selected entries and undo, sidebar switches."""

from __future__ import annotations

import os
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
RUNS = 5


def _timed(action: Any, window: Any) -> float:
    """Milliseconds for an action and the repaint of what it changed."""
    began = time.perf_counter()
    action()
    window.table.viewport().grab()
    window.sidebar.tree.viewport().grab()
    return (time.perf_counter() - began) * 1000


def tagging(window: Any) -> dict[str, float]:
    """Tag 500 selected rows (spread over the first 2,000) with a new tag, then undo; median."""
    model = window.model
    ids = [model.entry_id(r) for r in range(0, min(1000, model.rowCount()), 2)]
    window.table.select_ids(ids)
    tag, untag = [], []
    for run in range(RUNS):
        name = f"bench-{run}"
        tag.append(_timed(lambda n=name: window.controller.add_tag(ids, n), window))
        untag.append(_timed(window.menus.undo_action.trigger, window))
    existing = []
    for _ in range(RUNS):  # a tag that already exists (the sidebar keeps its shape)
        existing.append(_timed(lambda: window.controller.add_tag(ids, "ml/core"), window))
        window.menus.undo_action.trigger()
    return {
        "tag_500_new_tag_ms": statistics.median(tag),
        "undo_tag_500_ms": statistics.median(untag),
        "tag_500_existing_tag_ms": statistics.median(existing),
    }


def sidebar_switch(window: Any) -> dict[str, float]:
    """Median time to show a tag, a reading list, a status, then all entries again."""
    from papershelf.library.queries import Scope

    scopes = [
        Scope("tag", "ml"),
        Scope("list", 1),
        Scope("status", 2),
        Scope("tag", "thesis"),
        Scope(),
    ]
    times = [_timed(lambda s=s: window.show_scope(s), window) for _ in range(RUNS) for s in scopes]
    return {
        "sidebar_switch_median_ms": statistics.median(times),
        "sidebar_switch_max_ms": max(times),
    }


def run(work: Path) -> dict[str, dict[str, float]]:
    """Every figure at every size."""
    figures: dict[str, dict[str, float]] = {}
    for size in SIZES:
        library = work / f"gen-{size}.sqlite"
        datagen.generate(library, size).close()
        window = _window(library, work)
        row = tagging(window) | sidebar_switch(window)
        window.close()
        window.controller.lib.close()
        figures[f"organise_{size}"] = row
    return figures


if __name__ == "__main__":
    import json
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        print(json.dumps(run(Path(tmp)), indent=2), flush=True)
    os._exit(0)
