"""A million entries (issue 38): each figure beside its peer, in one run, on one generated .bib.

The data: million_data.write_bib, SIZE records in one file (PAPERSHELF_MILLION_SIZE, default
1,000,000; 90% distinct copies of real-10k.bib, 10% physics-journal records with
collaboration papers of up to 3,500 authors), and the MORE records that follow them
(PAPERSHELF_MILLION_MORE, default 100,000). Measured, each in a process of its own (peak RSS:
that process's own, memory.py), one run each (a run at 1M takes most of an hour):

- `import_*`: `papershelf import` of the whole file, in one, into a new library, the process
  from start to exit; beside `bibtexparser_parse_*`: bibtexparser 2's parse_file of it;
- `more_into_big_*`: `papershelf import` of the MORE records into that library, beside
  `more_into_empty_*`: the same records into a new library;
- `export_*`: `papershelf export` of the whole library, beside `bibtexparser_write_*`:
  bibtexparser's in-place write of what its parse_file read (the parse not timed);
- `library_mb` / `bib_mb`: the library (with its log) beside the file it was made from, and
  group `million_<n>_dbstat`: its largest tables and indexes (SQLite's dbstat, MB);
- the window on the library once organised (datagen.organise_search_library's tags and
  reading lists, 10% of entries marked "reading"): table_bench's cold start (process start
  to first paint, median of 5), table_bench.sorting (each column, to the first page
  painted), FILTERS typed as whole queries (median of 5, to the first page painted) and
  search_gui_bench's typing (keystroke to results painted, p95);
- the load average (1, 5, 15 minutes) before and after.

bibtexparser is given the memory the machine has free less 2 GB (at 1M its parse takes
~14 GB): if that is not enough it is stopped and the figure says so.
Standalone: `python bench/million_bench.py` (sizes from the environment); bench/run.py
runs it as the suite `million_bench`. Either writes bench/results/million.json (each size's
group kept beside the other size's).
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
SOURCE = HERE.parent / "desktop"
sys.path.insert(0, str(HERE))

import million_data  # noqa: E402
from memory import launched, reported_rss_mb  # noqa: E402
from table_bench import cold_start, probe_env  # noqa: E402

SIZE = int(os.environ.get("PAPERSHELF_MILLION_SIZE", "1000000"))
MORE = int(os.environ.get("PAPERSHELF_MILLION_MORE", "100000"))
MINUTES = os.environ.get("PAPERSHELF_MILLION_MINUTES")  # the run's time; unset: no limit
KEEP = os.environ.get("PAPERSHELF_MILLION_DIR")  # work here, not in a temporary folder
STAGE_ORDER = ("import", "sizes", "window", "parse", "export", "more")
# the stages to run, in this order (PAPERSHELF_MILLION_STAGES, comma-separated): a run without
# `import` works on the library a kept folder (PAPERSHELF_MILLION_DIR) holds from an earlier one
STAGES = tuple(os.environ.get("PAPERSHELF_MILLION_STAGES", ",".join(STAGE_ORDER)).split(","))
# bibtexparser's figures taken from an earlier run of the same file (RESULTS) instead of
# measured again (PAPERSHELF_MILLION_KEPT_PEERS=1: its parse and write of the 1M file take
# ~17 GB and a quarter of an hour); the figures say so (`peers_from`)
KEPT_PEERS = os.environ.get("PAPERSHELF_MILLION_KEPT_PEERS") == "1"
PEER_KEYS = {
    "parse": {"seconds": "bibtexparser_parse_file_s", "cpu_s": "bibtexparser_parse_file_cpu_s",
              "rss_mb": "bibtexparser_parse_file_rss_mb"},
    "write": {"seconds": "bibtexparser_write_s", "rss_mb": "bibtexparser_write_rss_mb"},
}  # fmt: skip
RESULTS = HERE / "results" / "million.json"
FILTERS = {
    "year_range": "year:2000..2010",
    "tag": "tag:ml",
    "list": "list:Classics",
    "status": "status:reading",
}
FILTER_RUNS = 5
QUERIES = 20  # search_gui_bench's typed queries (its own suite types 100)
HEADROOM_MB = 2048  # left free when bibtexparser is given the machine's memory


class OutOfTimeError(Exception):
    """The run's time (PAPERSHELF_MILLION_MINUTES) ran out during or before a measure."""


DEADLINE = time.monotonic() + 60 * float(MINUTES) if MINUTES else None


def remaining() -> float | None:
    """Seconds left of the run's time (None: no limit); OutOfTimeError once there are none."""
    if DEADLINE is None:
        return None
    left = DEADLINE - time.monotonic()
    if left <= 0:
        raise OutOfTimeError
    return left


def run_process(command: list[str], **options: Any) -> subprocess.CompletedProcess[str]:
    """command (in a session of its own) run to its end, or killed with what it started when
    the run's time is out (OutOfTimeError)."""
    timeout = remaining()
    proc = subprocess.Popen(command, text=True, start_new_session=True, **options)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        raise OutOfTimeError from None
    return subprocess.CompletedProcess(command, proc.returncode, out, err)


def _cpu_children() -> float:
    """CPU seconds (user + system) of the children waited for so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def papershelf(work: Path, name: str, *args: str | Path) -> dict[str, float]:
    """One `papershelf` CLI process, start to exit: wall and CPU seconds, peak RSS."""
    env = {**probe_env(work), "PYTHONPATH": str(SOURCE)}
    report, log = work / f"{name}.rss.json", work / f"{name}.log"
    command = launched([sys.executable, "-m", "papershelf", *map(str, args)], report)
    before, began = _cpu_children(), time.perf_counter()
    with log.open("w") as out:
        status = run_process(command, stdout=out, stderr=subprocess.STDOUT, env=env)
    seconds, cpu = time.perf_counter() - began, _cpu_children() - before
    if status.returncode:
        raise RuntimeError(f"papershelf {name} failed: {log.read_text()[-500:]}")
    return {"seconds": seconds, "cpu_s": cpu, "rss_mb": reported_rss_mb(report)}


def _free_mb() -> float:
    """MemAvailable, in MB."""
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemAvailable:"):
            return int(line.split()[1]) / 1024
    return 0.0


def child(script: str, *args: str | Path, limit_mb: float | None = None) -> dict[str, Any]:
    """`bench/<script> --child ARGS` in a new process (its address space capped at limit_mb):
    its JSON figures, or {"failed": why}."""
    command = [sys.executable, str(HERE / script), "--child", *map(str, args)]
    env = {**os.environ, "PYTHONPATH": str(SOURCE)}

    def cap() -> None:
        """The child's memory limit (a MemoryError in it, not the machine's OOM killer)."""
        if limit_mb is not None:
            limit = int(limit_mb * 2**20)
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    pipes = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE}
    out = run_process(command, env=env, preexec_fn=cap, **pipes)
    if out.returncode:
        last = (out.stderr.strip().splitlines() or ["?"])[-1]
        return {"failed": f"{script} {args[0]}: {last} (limit {limit_mb or 0:.0f} MB)"}
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def peer(script: str, *args: str | Path) -> dict[str, Any]:
    """A bibtexparser measure, given the memory now free less HEADROOM_MB (out of time: the
    figure says so, ours stand)."""
    try:
        return child(script, *args, limit_mb=max(_free_mb() - HEADROOM_MB, 512))
    except OutOfTimeError:
        return {"failed": "out of time"}


def entries_in(library: Path) -> int:
    """How many entries the library holds (read-only)."""
    conn = sqlite3.connect(f"{library.resolve().as_uri()}?mode=ro", uri=True)
    count = int(conn.execute("SELECT count(*) FROM entry").fetchone()[0])
    conn.close()
    return count


def stored(library: Path) -> int | str:
    """The entries a stopped import left in the library, or why they cannot be counted."""
    try:
        return entries_in(library)
    except sqlite3.Error as failure:
        return f"not counted: {failure}"


def library_mb(library: Path) -> float:
    """The library file and its log, in MB."""
    parts = (library, library.with_name(library.name + "-wal"))
    return sum(p.stat().st_size for p in parts if p.exists()) / 2**20


def ratio(ours: dict[str, Any], theirs: dict[str, Any], key: str = "seconds") -> float | str:
    """ours / theirs, or why there is no ratio."""
    if key not in theirs:
        return str(theirs.get("failed", "not measured"))
    return float(ours[key]) / float(theirs[key])


def import_figures(bib: Path, library: Path, work: Path) -> dict[str, Any]:
    """The whole file imported in one by the CLI into a new library."""
    ours = papershelf(work, "import", "--library", library, "import", bib)
    return {
        "import_s": ours["seconds"], "import_cpu_s": ours["cpu_s"],
        "import_rss_mb": ours["rss_mb"], "library_entries": entries_in(library),
    }  # fmt: skip


def kept_peer(kind: str, size: int) -> dict[str, Any] | None:
    """bibtexparser's *kind* figures ("parse", "write") from an earlier run at *size*, when
    KEPT_PEERS asks for them and RESULTS holds them."""
    kept = kept_figures(size)
    figures = {mine: kept.get(key) for mine, key in PEER_KEYS[kind].items()}
    if not KEPT_PEERS or not all(isinstance(v, int | float) for v in figures.values()):
        return None
    return figures | {"from": kept.get("peers_from") or kept.get("when", "?")}


def parse_figures(bib: Path, ours: dict[str, Any], size: int = 0) -> dict[str, Any]:
    """bibtexparser's parse_file of the same file, and our import's ratios to it."""
    theirs = kept_peer("parse", size) or peer("big_import_bench.py", "parse", bib)
    mine = {"seconds": ours["import_s"], "cpu_s": ours["import_cpu_s"]}
    return {
        "bibtexparser_parse_file_s": theirs.get("seconds", "-"),
        "bibtexparser_parse_file_cpu_s": theirs.get("cpu_s", "-"),
        "bibtexparser_parse_file_rss_mb": theirs.get("rss_mb", "-"),
        "import_to_parse": ratio(mine, theirs), "import_cpu_to_parse": ratio(mine, theirs, "cpu_s"),
    } | ({"peers_from": theirs["from"]} if "from" in theirs else {})  # fmt: skip


def export_figures(library: Path, bib: Path, work: Path, size: int = 0) -> dict[str, Any]:
    """The whole library exported by the CLI, beside bibtexparser's in-place write."""
    out = work / "exported.bib"
    ours = papershelf(work, "export", "--library", library, "export", "--output", out)
    out.unlink()
    theirs = kept_peer("write", size) or peer("bibtex_bench.py", "write", bib, work / "written.bib")
    (work / "written.bib").unlink(missing_ok=True)
    return {
        "export_s": ours["seconds"], "export_cpu_s": ours["cpu_s"],
        "export_rss_mb": ours["rss_mb"],
        "bibtexparser_write_s": theirs.get("seconds", "-"),
        "bibtexparser_write_rss_mb": theirs.get("rss_mb", "-"),
        "export_to_write": ratio(ours, theirs),
    }  # fmt: skip


def more_figures(library: Path, more: Path, work: Path) -> dict[str, Any]:
    """MORE records into the big library, beside the same records into an empty one."""
    empty = work / "empty.sqlite"
    alone = papershelf(work, "more-empty", "--library", empty, "import", more)
    added_alone = entries_in(empty)
    before = entries_in(library)
    into_big = papershelf(work, "more-big", "--library", library, "import", more)
    return {
        "more_entries": added_alone, "more_added_to_big": entries_in(library) - before,
        "more_into_empty_s": alone["seconds"], "more_into_empty_rss_mb": alone["rss_mb"],
        "more_into_big_s": into_big["seconds"], "more_into_big_rss_mb": into_big["rss_mb"],
        "more_into_big_to_empty": into_big["seconds"] / alone["seconds"],
        "more_into_big_to_empty_cpu": into_big["cpu_s"] / alone["cpu_s"],
    }  # fmt: skip


# --- children: the window's figures, and the library's organisation -------------------------


def _child_organise(library: str) -> dict[str, float]:
    """Tags and reading lists as datagen gives its search library, 10% of entries 'reading'."""
    import datagen

    from papershelf.library.db import open_library

    lib = open_library(library)
    if lib.execute("SELECT count(*) FROM tag").fetchone()[0]:  # organised by an earlier run
        lib.close()
        return {"tags": 0.0}
    count = int(lib.execute("SELECT max(id) FROM entry").fetchone()[0])
    with lib.atomic():
        tags = datagen.organise_search_library(lib, count)
        lib.execute("UPDATE entry SET status = 1 WHERE id % 10 = 0")
    lib.close()
    return {"tags": float(len(tags))}


def filters(window: Any) -> dict[str, float]:
    """Median milliseconds from each filter-only query, given whole, to its first page
    painted (the search box emptied between runs, not timed)."""
    viewport, figures = window.table.viewport(), {}
    for name, query in FILTERS.items():
        runs = []
        for _ in range(FILTER_RUNS):
            began = time.perf_counter()
            window._apply_search(query)
            viewport.grab()
            runs.append((time.perf_counter() - began) * 1000)
            window._apply_search("")
        figures[f"filter_{name}_ms"] = statistics.median(runs)
    return figures


def _child_window(library: str, work: str) -> dict[str, float]:
    """Sort by each column, the filters, and typed searches, in one offscreen window."""
    from search_gui_bench import percentiles, typical_queries, typing
    from table_bench import _window, sorting

    window = _window(Path(library), Path(work))
    figures = sorting(window)
    window.table.sortByColumn(0, window.table.horizontalHeader().sortIndicatorOrder())
    figures |= filters(window)
    typed = percentiles(typing(window, typical_queries(QUERIES)))
    figures |= {f"typing_{k}": v for k, v in typed.items()}
    window.close()
    window.controller.lib.close()
    return figures


CHILDREN: dict[str, Any] = {"organise": _child_organise, "window": _child_window}


def _child(name: str, *args: str) -> None:
    """Run one child measure and print its figures as JSON (then skip Qt's teardown)."""
    print(json.dumps(CHILDREN[name](*args)), flush=True)
    os._exit(0)


def window_figures(library: Path, work: Path) -> dict[str, Any]:
    """The window's figures on the organised library, with the slowest sort and filter."""
    organised = child("million_bench.py", "organise", library)
    if "failed" in organised:
        raise RuntimeError(organised["failed"])
    start = cold_start(library, work)
    figures: dict[str, Any] = {
        k: start[k]
        for k in ("start_to_first_paint_s", "cpu_to_first_paint_s", "rss_after_start_mb")
    }
    figures["window_entries"] = entries_in(library)  # more than the file's after `more`
    try:
        shown = child("million_bench.py", "window", library, work)
    except OutOfTimeError:
        return figures | {"out_of_time_at": "window"}
    if "failed" in shown:
        raise RuntimeError(shown["failed"])
    figures |= shown
    for kind in ("sort", "filter"):
        mine = {k: v for k, v in shown.items() if k.startswith(f"{kind}_")}
        figures[f"{kind}_slowest_ms"] = max(mine.values())
        figures[f"{kind}_slowest"] = max(mine, key=mine.__getitem__)
    return figures


def loadavg() -> str:
    """The load average over 1, 5 and 15 minutes."""
    return " ".join(f"{v:.2f}" for v in os.getloadavg())


def tidy(work: Path) -> None:
    """Remove the libraries, their backups and the written files (the .bib files stay)."""
    for made in work.glob("*.sqlite*"):
        made.unlink()
    for backups in work.glob("*-backups"):
        shutil.rmtree(backups)


def measure_size(
    work: Path, size: int, more_count: int, source: Path, stages: tuple[str, ...] = STAGES
) -> dict[str, Any]:
    """The figures of *stages* on a library of *size* entries (by default every one, those
    with no peer to wait for first: the peers take longest); when the run's time runs out,
    what is not measured says so."""
    began, load_before = time.perf_counter(), loadavg()
    bib, library = work / f"million-{size}.bib", work / f"million-{size}.sqlite"
    if not bib.exists():  # a .bib of this size already in a kept folder is reused
        million_data.write_bib(bib, size, source=source)
    if "import" in stages:
        tidy(work)
    figures: dict[str, Any] = {"entries": size, "bib_mb": bib.stat().st_size / 2**20}
    dbstat: dict[str, Any] = {}

    def sizes() -> dict[str, Any]:
        """The library beside its .bib, and its tables and indexes."""
        dbstat.update(child("big_import_bench.py", "sizes", library))
        mb = library_mb(library)
        return {"library_mb": mb, "library_to_bib": mb / figures["bib_mb"]}

    def more() -> dict[str, Any]:
        """MORE records, written now, into the library and into an empty one."""
        records = million_data.write_bib(work / "more.bib", more_count, skip=size, source=source)
        return more_figures(library, records, work)

    measures = {
        "import": lambda: import_figures(bib, library, work), "sizes": sizes,
        "window": lambda: window_figures(library, work),
        "parse": lambda: parse_figures(bib, kept_figures(size) | figures, size),
        "export": lambda: export_figures(library, bib, work, size), "more": more,
    }  # fmt: skip
    for name in stages:
        stage = measures[name]
        try:
            figures |= stage()
        except OutOfTimeError:
            figures.setdefault("out_of_time_at", name)
            figures["library_entries_then"] = stored(library)
            break
        except (RuntimeError, OSError, subprocess.SubprocessError) as failure:
            figures[f"{name}_failed"] = str(failure)[-300:]  # said in the results, run on
            if name == "import":
                break
    figures |= {"loadavg_before": load_before, "loadavg_after": loadavg()}
    figures["elapsed_s"] = time.perf_counter() - began
    figures["stages"] = ",".join(stages)
    if not KEEP:
        tidy(work)
    return {f"million_{size}": figures, f"million_{size}_dbstat": dbstat}


def kept_figures(size: int) -> dict[str, Any]:
    """The figures RESULTS holds for *size* from earlier runs (the import's, for a run of
    later stages only)."""
    kept = json.loads(RESULTS.read_text())["groups"] if RESULTS.exists() else {}
    return dict(kept.get(f"million_{size}", {}))


def write_results(groups: dict[str, Any], stages: tuple[str, ...] = STAGES) -> None:
    """Add this run's groups to RESULTS, beside the other size's from its own run; a run of
    some stages only keeps the figures of the others, and says when each part ran."""
    kept = json.loads(RESULTS.read_text())["groups"] if RESULTS.exists() else {}
    for name, figures in groups.items():
        if not figures:  # a stage not run this time: the earlier figures stand
            continue
        whole = set(stages) >= set(STAGE_ORDER)
        earlier = {
            k: v
            for k, v in kept.get(name, {}).items()
            if k not in {f"{stage}_failed" for stage in stages} | {"out_of_time_at"}
        }  # a stage run again says anew whether it failed
        kept[name] = figures if whole else earlier | figures
        if name.endswith("_dbstat"):
            continue
        for key in ("when", "loadavg_before", "loadavg_after", "elapsed_s"):
            if key in figures:  # each part's own, beside the whole's
                kept[name][f"{key}_{figures['stages'].replace(',', '_')}"] = figures[key]
    RESULTS.write_text(json.dumps({"groups": kept}, indent=2) + "\n")


def run(work: Path, size: int = SIZE, more: int = MORE) -> dict[str, Any]:
    """Every figure at *size*, in a folder of its own under work (deleted afterwards)."""
    if not million_data.REAL_10K.exists():
        return {"million": {"skipped_no_real_10k": 1.0}}
    if KEEP:  # a folder of one's own, kept: its .bib is reused by the next run
        Path(KEEP).mkdir(parents=True, exist_ok=True)
        groups = measure_size(Path(KEEP), size, more, million_data.REAL_10K)
    else:
        with tempfile.TemporaryDirectory(dir=work) as own:
            groups = measure_size(Path(own), size, more, million_data.REAL_10K)
    groups[f"million_{size}"]["when"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    write_results(groups)
    return groups


def main() -> None:
    """Standalone: print the figures as JSON (or, with --child, run one child measure)."""
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        _child(*sys.argv[2:])
    with tempfile.TemporaryDirectory(dir=os.environ.get("PAPERSHELF_BENCH_TMP")) as tmp:
        print(json.dumps(run(Path(tmp)), indent=2), flush=True)
    os._exit(0)


if __name__ == "__main__":
    main()
