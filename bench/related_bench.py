"""Related papers at 100,000 entries (lookup latency, memory) and tag-suggestion quality.

Related papers are a MoreLikeThis query on the library's FTS5 index (services/related.py):
there is no index of their own to build or hold, so the figures are the cost of opening
one (`open_ms`), of lookups and of the memory they take. Each library is measured in a
child process of its own, so its memory figures are its own:
- topical: bench/datagen.py's generate_topical, abstracts with a field's vocabulary (the
  realistic case);
- datagen: bench/datagen.py's generate, a 100-word vocabulary shared by every abstract (the
  worst case for an inverted index: every word is in most entries);
- real: ../shared/perf/real-10k.bib (10,000 real entries, 75% with abstracts) imported and
  copied to 100,000 in SQL, each copy's abstracts prefixed 'Variant N.' (real word
  frequencies, times ten; every entry has nine near-twins). Skipped without the file.
Lookups are `RelatedIndex.related(id, 10)` for LOOKUPS random entries, timed one by one:
- `lookup_*`: one index for the whole run, as the window keeps it (the entries' word
  counts, read from the index, are remembered after the first lookup that needs them);
- `cold_lookup_*`: a new index for each lookup (nothing remembered), as `papershelf
  related` runs;
- `suggest_*`: suggest_tags for COLD random entries (a lookup of 12 neighbours, the
  phrases' word counts and the library's tags).
Memory: VmRSS and VmHWM of the process, less what it held before opening the library.
The window's figures (`related_gui_100k_topical`) come from an offscreen main window over
the topical library: GUI_LOOKUPS entries selected one by one, each time the related-papers
panel asked and painted (`select_to_panel_*`), with the process's RSS before and after.

Tag suggestions: precision@3 = of the first three tags suggested, the share that are among
the entry's true tags (three wrong or missing suggestions score 0, three right ones 1).
- topical: 5,000 generated entries tagged with their area, topic and now and then a
  personal tag ('to-cite', 'thesis') that no text predicts; the tags of a random 20% are
  hidden (removed), and each of those entries is scored against its hidden tags.
- sample: the 19 ICLR 2025 abstracts tagged by hand (SAMPLE_TAGS, 2-3 tags each), scored
  leave-one-out: each entry's own tags are hidden while the others keep theirs.
"""

from __future__ import annotations

import gc
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import datagen  # noqa: E402

SIZE = 100_000
LOOKUPS = 500
COLD = 100  # lookups with a new index each, and suggestions
GUI_LOOKUPS = 50
TAGGED = 5_000
HIDDEN_SHARE = 0.2
SAMPLE = HERE.parent / "resources" / "samples" / "iclr2025-abstracts.txt"  # the app's copy
# ../shared/perf beside the checkout (PAPERSHELF_PERF overrides it).
PERF = Path(os.environ.get("PAPERSHELF_PERF", HERE.parent.parent / "shared" / "perf"))
REAL_10K = PERF / "real-10k.bib"
SAMPLE_TAGS = {
    "Metamizer": ("physics", "pde", "optimization"),
    "Optimal Combination": ("rl", "evaluation"),
    "DPLM-2": ("proteins", "generative"),
    "EDQ": ("rl", "causal"),
    "Exposing": ("privacy", "unlearning"),
    "Feedforward": ("theory", "neuroscience"),
    "Manifold Constraint": ("generative", "diffusion"),
    "VVC-Gym": ("rl", "benchmark"),
    "FiNE": ("llm", "knowledge-editing"),
    "Bonsai": ("graphs", "condensation"),
    "GotenNet": ("graphs", "equivariance", "molecules"),
    "PhiNet": ("neuroscience", "self-supervised"),
    "TTVD": ("robustness", "test-time"),
    "FPNN": ("physics", "pde", "diffusion"),
    "Uncovering": ("graphs", "benchmark"),
    "KooNPro": ("time-series", "forecasting"),
    "ComaDICE": ("rl", "offline-rl", "multi-agent"),
    "Temporal Label": ("time-series", "robustness"),
    "Steerable": ("equivariance", "theory"),
}


# --- index figures (run in a child process) ---------------------------------------------------
def _memory_mb(field: str) -> float:
    """A memory figure of this process from /proc (VmRSS: now, VmHWM: peak), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _percentile(values: list[float], share: float) -> float:
    """The value below which *share* of *values* fall."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def _timed(call: Any, values: list[Any]) -> list[float]:
    """Milliseconds of call(value) for each value."""
    times = []
    for value in values:
        began = time.perf_counter()
        call(value)
        times.append((time.perf_counter() - began) * 1000)
    return times


def _spread(name: str, times: list[float]) -> dict[str, float]:
    """name_p50_ms, name_p95_ms and name_max_ms of *times*."""
    return {
        f"{name}_p50_ms": statistics.median(times),
        f"{name}_p95_ms": _percentile(times, 0.95),
        f"{name}_max_ms": max(times),
    }


def index_figures(library: Path) -> dict[str, float]:
    """Open, lookup, suggestion, edit and memory figures for one library file."""
    from papershelf.library.db import open_library
    from papershelf.services.related import build_index
    from papershelf.services.suggest import suggest_tags

    gc.collect()
    before = _memory_mb("VmRSS")
    lib = open_library(library)
    began = time.perf_counter()
    index = build_index(lib)
    figures = {"open_ms": (time.perf_counter() - began) * 1000, "entries": float(len(index))}
    rng = random.Random(1)
    ids = [rng.randint(1, len(index)) for _ in range(LOOKUPS)]
    figures |= _spread("lookup", _timed(lambda i: index.related(i, 10), ids))
    figures["rss_after_lookups_mb"] = _memory_mb("VmRSS") - before
    cold = ids[:COLD]
    figures |= _spread("cold_lookup", _timed(lambda i: build_index(lib).related(i, 10), cold))
    others = [rng.randint(1, len(index)) for _ in range(COLD)]
    figures |= _spread("suggest", _timed(lambda i: suggest_tags(lib, index, i), others))
    began = time.perf_counter()
    for start in range(0, 200, 10):
        index.similar(index.centroid(ids[start : start + 10]), 10, exclude=ids[start : start + 10])
    figures["find_similar_of_10_ms"] = (time.perf_counter() - began) * 1000 / 20
    lib.execute("UPDATE entry SET abstract = abstract || ' edited' WHERE id = ?", [ids[0]])
    began = time.perf_counter()
    index.related(ids[0], 10)
    figures["edit_one_then_lookup_ms"] = (time.perf_counter() - began) * 1000
    gc.collect()
    figures["rss_held_at_end_mb"] = _memory_mb("VmRSS") - before
    figures["rss_peak_mb"] = _memory_mb("VmHWM") - before
    lib.close()
    return figures


def gui_figures(library: Path) -> dict[str, float]:
    """The window's related-papers panel over a library: latency and the process's RSS."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication
    from table_bench import _window

    with tempfile.TemporaryDirectory() as tmp:
        window = _window(library, Path(tmp))
        QApplication.processEvents()
        panel = window.detail.related_panel
        rss_open = _memory_mb("VmRSS")
        rng = random.Random(2)
        ids = [rng.randint(1, 100_000) for _ in range(GUI_LOOKUPS)]

        def show(entry_id: int) -> None:
            """Select the entry, have the panel ask at once (no debounce), paint the window."""
            window.table.select_ids([entry_id])
            panel._timer.stop()
            panel.refresh()
            QApplication.processEvents()
            # The rows replaced go by deleteLater, which only an event loop carries out.
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            window.grab()

        times = _timed(show, ids)
        figures = {"rss_window_open_mb": rss_open, "rss_after_lookups_mb": _memory_mb("VmRSS")}
        figures["rss_peak_mb"] = _memory_mb("VmHWM")
        figures |= _spread("select_to_panel", times)
        figures["panel_rows_last"] = float(len(panel.rows))
        window.close()
        window.controller.lib.close()
    return figures


def _child(library: Path, mode: str = "--index") -> dict[str, float]:
    """index_figures (or gui_figures) in a fresh process (its memory figures are its own)."""
    out = subprocess.run(
        [sys.executable, __file__, mode, str(library)],
        capture_output=True, text=True, check=True, timeout=1800,
    ).stdout  # fmt: skip
    return json.loads(out.strip().splitlines()[-1])


# --- tag suggestion quality -------------------------------------------------------------------
def _precision(suggested: list[str], truth: set[str]) -> float:
    """Share of the first three suggestions that are true tags (missing ones count as wrong)."""
    return sum(1 for name in suggested[:3] if name.casefold() in truth) / 3


def topical_precision(work: Path) -> dict[str, float]:
    """Precision@3 on generated entries whose tags were hidden."""
    from papershelf.library.db import open_library
    from papershelf.services.related import build_index
    from papershelf.services.suggest import suggest_tags

    path = work / "tagged.sqlite"
    truth = datagen.generate_topical(path, TAGGED)
    lib = open_library(path)
    hidden = random.Random(3).sample(sorted(truth), int(TAGGED * HIDDEN_SHARE))
    marks = ", ".join("?" * len(hidden))
    lib.execute(f"DELETE FROM entry_tag WHERE entry_id IN ({marks})", hidden)
    index = build_index(lib)
    scores, firsts = [], []
    for entry_id in hidden:
        names = [s.name for s in suggest_tags(lib, index, entry_id)]
        wanted = {t.casefold() for t in truth[entry_id]}
        scores.append(_precision(names, wanted))
        firsts.append(float(bool(names) and names[0].casefold() in wanted))
    lib.close()
    best = statistics.fmean(min(3, len(truth[i])) / 3 for i in hidden)
    return {
        "entries": float(TAGGED), "hidden": float(len(hidden)),
        "precision_at_3": statistics.fmean(scores), "best_possible_at_3": best,
        "first_suggestion_right": statistics.fmean(firsts),
    }  # fmt: skip


def sample_precision(work: Path) -> dict[str, float]:
    """Leave-one-out precision@3 on the hand-tagged sample."""
    from papershelf.library.db import open_library
    from papershelf.services.importing import import_file
    from papershelf.services.related import build_index
    from papershelf.services.suggest import suggest_tags
    from papershelf.services.tags import add_tag, remove_tag

    lib = open_library(work / "sample.sqlite")
    import_file(lib, SAMPLE)
    titles = dict(lib.execute("SELECT id, title FROM entry").fetchall())
    truth = {
        i: next(v for k, v in SAMPLE_TAGS.items() if t.startswith(k)) for i, t in titles.items()
    }
    for entry_id, tags in truth.items():
        for tag in tags:
            add_tag(lib, [entry_id], tag)
    index = build_index(lib)
    scores = []
    for entry_id, tags in truth.items():
        for tag in tags:
            remove_tag(lib, [entry_id], tag)
        scores.append(_precision([s.name for s in suggest_tags(lib, index, entry_id)], set(tags)))
        for tag in tags:
            add_tag(lib, [entry_id], tag)
    lib.close()
    return {"entries": float(len(truth)), "precision_at_3": statistics.fmean(scores)}


def real_library(work: Path) -> Path | None:
    """real-10k.bib imported, then copied to 100,000 entries in SQL (each copy's abstracts
    start 'Variant N.', as bibtex_bench's copies do); None without the file."""
    from papershelf.library.db import open_library
    from papershelf.services.importing import import_file

    if not REAL_10K.exists():
        return None
    path = work / "real-100k-related.sqlite"
    lib = open_library(path)
    import_file(lib, REAL_10K)
    columns = [row[1] for row in lib.execute("PRAGMA table_info(entry)") if row[1] != "id"]
    copied = ", ".join(
        {"key": "key || '-v' || ?", "abstract": "'Variant ' || ? || '. ' || abstract"}.get(c, c)
        for c in columns
    )
    sql = f"INSERT INTO entry ({', '.join(columns)}) SELECT {copied} FROM entry WHERE id <= ?"
    last = int(lib.execute("SELECT max(id) FROM entry").fetchone()[0])
    with lib.backend.text_index_suspended(lib):
        for number in range(1, SIZE // last):
            lib.execute(sql, [number, number, last])
    lib.close()
    return path


def run(work: Path) -> dict[str, dict[str, float]]:
    """Every figure."""
    topical = work / "topical-100k.sqlite"
    if not topical.exists():
        datagen.generate_topical(topical, SIZE)
    dense = work / f"gen-{SIZE}.sqlite"
    datagen.generate(dense, SIZE).close()
    real = real_library(work)
    return {
        "related_100k_topical": _child(topical),
        "related_100k_datagen": _child(dense),
        **({"related_100k_real": _child(real)} if real else {}),
        "related_gui_100k_topical": _child(topical, "--gui"),
        "tag_suggestions_topical": topical_precision(work),
        "tag_suggestions_sample": sample_precision(work),
    }


def main() -> None:
    """Standalone: all figures as JSON; with --index PATH or --gui PATH, one library's."""
    if len(sys.argv) == 3 and sys.argv[1] in ("--index", "--gui"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        measure = index_figures if sys.argv[1] == "--index" else gui_figures
        print(json.dumps(measure(Path(sys.argv[2]))), flush=True)
        os._exit(0)
    with tempfile.TemporaryDirectory() as tmp:
        print(json.dumps(run(Path(tmp)), indent=2), flush=True)
    os._exit(0)


if __name__ == "__main__":
    main()
