"""Take the README's triage and statistics screenshots on a demo library made from the sample.

The sample's 19 abstracts get the tags and statuses of take.py's demo; 160 more papers
(titles and venues only, from a small list) give the statistics a year and a bit of history:
added dates spread over fourteen months, about half of them read some days or weeks later.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/take_insights.py [dark]
(dark: Fusion's dark palette, as take_layout.py; the files end in -dark)
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from take import demo_window  # noqa: E402
from take_layout import dark_palette  # noqa: E402

from papershelf.formats.records import Record  # noqa: E402
from papershelf.gui.application import make_application  # noqa: E402
from papershelf.library.db import Library  # noqa: E402
from papershelf.services.importing import import_records  # noqa: E402

TODAY = datetime.now().replace(microsecond=0)
VENUES = ("NeurIPS", "ICML", "ICLR", "CVPR", "ACL", "JMLR", "Nature", "TMLR", "AISTATS", "arXiv")
TOPICS = (
    "diffusion", "graph networks", "reinforcement learning", "protein design", "PDE solvers",
    "optimization", "interpretability", "robustness", "language models", "causality",
)  # fmt: skip
TAGS = (
    "ml/optimization",
    "ml/rl",
    "ml/generative",
    "physics/pde",
    "biology/protein",
    "theory",
    "to-cite",
)


def _history(lib: Library, rng: random.Random) -> None:
    """160 older papers with venues, years, tags, and dates over fourteen months."""
    records = [
        Record(
            entry_type="inproceedings", title=f"On {rng.choice(TOPICS)}: study {n}",
            venue=rng.choice(VENUES), year=rng.choice(range(2015, 2026)),
            abstract=f"A study of {rng.choice(TOPICS)} number {n}.",
        )
        for n in range(160)
    ]  # fmt: skip
    import_records(lib, records)
    tag_ids = {
        name: row[0]
        for name, row in (
            (t, lib.execute("SELECT id FROM tag WHERE name = ?", [t]).fetchone()) for t in TAGS
        )
    }
    rows = lib.execute("SELECT id, title FROM entry").fetchall()
    for entry_id, title in rows:
        added = TODAY - timedelta(days=rng.triangular(0, 425, 120), hours=rng.random() * 12)
        status, read_on = 0, None
        roll = rng.random()
        if roll < 0.5 and added < TODAY - timedelta(days=2):
            wait = min(rng.expovariate(1 / 18), (TODAY - added).days)
            status, read_on = 2, str(added + timedelta(days=wait))[:19]
        elif roll < 0.6:
            status = 1
        lib.execute(
            "UPDATE entry SET date_added = ?, status = ?, read_on = ? WHERE id = ?",
            [str(added)[:19], status, read_on, entry_id],
        )
        if title.startswith("On ") and rng.random() < 0.7:
            lib.execute(
                "INSERT OR IGNORE INTO entry_tag VALUES (?, ?)",
                [entry_id, tag_ids[rng.choice(TAGS)]],
            )
    lib.execute(
        "UPDATE entry SET status = 0, read_on = NULL WHERE title NOT LIKE 'On %' AND id % 3 != 0"
    )


def main() -> None:
    """Write triage.png and statistics.png next to this file (-dark.png in the dark)."""
    dark = "dark" in sys.argv[1:]
    app = make_application()
    if dark:  # the offscreen platform has no dark theme to follow: Fusion's dark palette
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
    suffix = "-dark" if dark else ""
    with tempfile.TemporaryDirectory() as tmp:
        window = demo_window(Path(tmp))
        lib = window.controller.lib
        _history(lib, random.Random(11))
        window.model.reload()
        window.insights.related.index_now()
        window.insights.enter_triage()
        triage = window.insights.triage
        for _ in range(3):
            triage.skip()
        app.processEvents()
        window.grab().save(str(HERE / f"triage{suffix}.png"))
        window.insights.leave_triage()
        window.insights.show_statistics()
        stats = window.insights.statistics
        assert stats is not None
        stats.resize(1180, 980)
        app.processEvents()
        stats.view.grab().save(str(HERE / f"statistics{suffix}.png"))
        print("saved", HERE / f"triage{suffix}.png", HERE / f"statistics{suffix}.png")
        window.close()
        lib.close()
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
