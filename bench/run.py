"""`make bench`: run every benchmark, write bench/results/latest.json and latest.md.

Earlier results are kept as bench/results/<UTC timestamp>.json for comparison.
"""

from __future__ import annotations

import fnmatch
import importlib
import json
import os
import platform
import shutil
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
sys.path.insert(0, str(HERE))

from million_report import million_tables  # noqa: E402

# Each module has run(work: Path) -> {group name: {figure: value}}.
SUITES = (
    "table_bench",
    "organise_bench",
    "search_gui_bench",
    "related_bench",
    "bibtex_bench",
    "jabref_bench",
    "worst_case_bench",
    "collab_bench",
    "compare_bench",
    "citation_bench",
    "fulltext_bench",
    "reader_bench",  # the PDF reader: first page, page turns, beside pypdfium2 and pdftoppm
    "pg_bench",  # PostgreSQL beside SQLite: needs PAPERSHELF_BENCH_PG, else SQLite alone
    "big_import_bench",  # issue 38: 100k into an empty and into a 200k library, library size
    "physics_bench",  # issue 38: the physics bibliography's shape, import and export
    "million_bench",  # issue 38: 1M entries (PAPERSHELF_MILLION_SIZE), each beside its peer
)

# Issue 8's targets: (figure, unit, {size: (limit, figure keys or None)}, reference).
# A check passes when the measured value is <= the limit. Several keys (or a * wildcard
# in one) mean the largest: the slowest column. None: no suite measures it.
Check = tuple[float, tuple[str, ...] | None]


def both(key: str, at_10k: float, at_100k: float) -> dict[int, Check]:
    """A target at both sizes; key holds {n} for the size."""
    return {n: (limit, (key.format(n=n),)) for n, limit in ((10_000, at_10k), (100_000, at_100k))}


TARGETS: list[tuple[str, str, dict[int, Check], str]] = [
    ("process start to first rows painted", "s", both("table_{n}.start_to_first_paint_s", 0.6, 0.8),
     "bare PySide6 table over SQLite: 0.3 s; JabRef 5 users report 13-33 s at 20k"),
    ("search p95, keystroke to results painted", "ms", both("search_gui_{n}.typing_p95_ms", 30, 50),
     "raw FTS5 bm25 query alone: p95 6 ms (10k), 61 ms (100k)"),
    ("search in a tag scope, p95", "ms", both("search_gui_{n}.typing_tag_scope_p95_ms", 30, 50),
     "(the plain search's targets)"),
    ("search max, keystroke to results painted", "ms",
     {100_000: (100, ("search_gui_100000.typing_max_ms",))}, "(a 100k target only)"),
    ("sort by any column (slowest column)", "ms", both("table_{n}.sort_*_ms", 100, 300),
     "Zotero: 6.5 s to sort one new item into 120k"),
    ("sidebar switch (median)", "ms", both("organise_{n}.sidebar_switch_median_ms", 100, 150),
     "Zotero: 6.5 s to sort one new item into 120k"),
    ("tag 500 entries + refresh (new tag)", "ms", both("organise_{n}.tag_500_new_tag_ms", 100, 300),
     "BBT users: 2-3 s per tag edit at 2,500"),
    ("undo of tagging 500 entries", "ms", both("organise_{n}.undo_tag_500_ms", 100, 300),
     "BBT users: 2-3 s per tag edit at 2,500"),
    ("import .bib (parse, keys, duplicates, store, index)", "s",
     both("bibtex_import_{n}.import_s", 2.5, 20),
     "bibtexparser bare parse: 1.7 s (10k), 20.7 s and 1.9 GB (100k); "
     "JabRef 3.8.2 CLI: 8.1 s / 27.9 s and 2.4 GB"),
    ("import time / bibtexparser's bare parse, same run", "x",
     {10_000: (1.5, ("bibtex_import_10000.ratio_to_bare_parse",))},
     "bibtexparser parse_string, no middleware (a 10k target only)"),
    ("import peak RSS", "MB", {100_000: (400, ("bibtex_import_100000.import_peak_rss_mb",))},
     "bibtexparser bare parse: 1.9 GB at 100k; JabRef 3.8.2: 2.4 GB"),
    ("export .bib", "s", both("bibtex_export_{n}.export_s", 0.3, 2),
     "bibtexparser Library + in-place writer: 0.84 s / 8.3 s and 1.4 GB"),
    ("export peak RSS", "MB", {100_000: (300, ("bibtex_export_100000.export_peak_rss_mb",))},
     "bibtexparser in-place writer: 1.4 GB at 100k"),
    ("memory with the GUI open, after a search (peak RSS)", "MB",
     both("table_{n}.peak_rss_after_search_mb", 150, 250),
     "JabRef 5.9: 1.6 GB at 46k"),
]  # fmt: skip
# Figures shown beside a target's reference when the run has them: (label, group.key, unit).
PEERS: dict[str, list[tuple[str, str, str]]] = {
    "import .bib (parse, keys, duplicates, store, index)": [
        ("bare parse this run, 10k", "bibtex_import_10000.bibtexparser_parse_bare_s", "s"),
        ("100k", "bibtex_import_100000.bibtexparser_parse_bare_s", "s"),
        ("JabRef load+write this run, 10k", "jabref_10000.jabref_wall_s", "s"),
        ("100k", "jabref_100000.jabref_wall_s", "s"),
        ("RSS", "jabref_100000.jabref_peak_rss_mb", "MB"),
    ],
    "import peak RSS": [("JabRef this run, 100k", "jabref_100000.jabref_peak_rss_mb", "MB")],
    "export .bib": [
        ("bibtexparser write this run, 10k", "bibtex_export_10000.bibtexparser_write_s", "s"),
        ("100k", "bibtex_export_100000.bibtexparser_write_s", "s"),
    ],
    "memory with the GUI open, after a search (peak RSS)": [
        ("RSS then, 10k", "table_10000.rss_after_search_mb", "MB"),
        ("100k", "table_100000.rss_after_search_mb", "MB"),
        ("peak RSS at idle after start, 10k", "table_10000.rss_after_start_mb", "MB"),
        ("100k", "table_100000.rss_after_start_mb", "MB"),
    ],
}  # fmt: skip


# Issue 15's targets on the collaborations library (collab_bench, 100k): (figure, unit,
# limit, key, the peer's figures shown beside it: (label, key, unit)).
C = "collab_100000"
COLLAB_TARGETS: list[tuple[str, str, float, str, list[tuple[str, str, str]]]] = [
    ("import / bibtexparser bare parse (wall)", "x", 1.5, f"{C}.import_ratio_to_bare_parse",
     [("import", f"{C}.import_s", "s"), ("parse", f"{C}.bibtexparser_parse_bare_s", "s"),
      ("CPU ratio", f"{C}.import_cpu_ratio_to_bare_parse", "x")]),
    ("import peak RSS", "MB", 400, f"{C}.import_peak_rss_mb",
     [("bibtexparser parse", f"{C}.bibtexparser_parse_rss_mb", "MB")]),
    ("export / bibtexparser write_string (wall)", "x", 1.0, f"{C}.export_ratio_to_write",
     [("export", f"{C}.export_s", "s"), ("write", f"{C}.bibtexparser_write_s", "s"),
      ("CPU ratio", f"{C}.export_cpu_ratio_to_write", "x")]),
    ("export peak RSS", "MB", 300, f"{C}.export_peak_rss_mb", []),
    ("process start to first rows painted", "s", 0.8, f"{C}.start_to_first_paint_s",
     [("CPU", f"{C}.cpu_to_first_paint_s", "s")]),
    ("sort by authors", "ms", 300, f"{C}.sort_authors_ms", []),
    ("author search p95, keystroke to results painted", "ms", 50, f"{C}.author_search_p95_ms",
     [("p50", f"{C}.author_search_p50_ms", "ms")]),
    ("detail view + edit form of the largest entry", "ms", 100, f"{C}.detail_and_form_ms",
     [("view", f"{C}.detail_view_ms", "ms"), ("form", f"{C}.edit_form_ms", "ms"),
      ("authors", f"{C}.detail_authors", "n")]),
]  # fmt: skip


def machine() -> dict[str, Any]:
    """What the figures were measured on."""
    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
    }


def _figure(groups: dict[str, Any], path: str) -> float | None:
    """groups[group][key] for 'group.key' if it is a number, else None."""
    group, _, key = path.partition(".")
    value = groups.get(group, {}).get(key)
    return float(value) if isinstance(value, int | float) else None


def _number(value: float, unit: str) -> str:
    """A figure as the targets table shows it."""
    if unit == "MB":
        return f"{value:.0f} MB"
    if unit == "x":
        return f"{value:.2f}x"
    if unit == "n":
        return f"{value:,.0f}"
    return f"{value:.0f} ms" if unit == "ms" else f"{value:.2f} s"


def _cell(groups: dict[str, Any], check: Check | None, unit: str) -> tuple[str, str]:
    """(target, measured with a tick or a cross) for one size of one target."""
    if check is None:
        return "-", "-"
    limit, keys = check
    target = f"<= {_number(limit, unit)}"
    if keys is None:
        return target, "not measured"
    paths = [
        f"{group}.{key}"
        for pattern in keys
        for group, figures in groups.items()
        for key in figures
        if fnmatch.fnmatchcase(f"{group}.{key}", pattern)
    ]
    values = [v for v in (_figure(groups, p) for p in paths) if v is not None]
    if not values:
        return target, "not measured (suite not run)"
    worst = max(values)
    return target, f"{_number(worst, unit)} {'✓' if worst <= limit else '✗'}"


def targets_table(groups: dict[str, Any]) -> list[str]:
    """Issue 8's targets beside this run's figures, with a tick or a cross each."""
    lines = [
        "## Targets (issue 8)",
        "",
        "Measured values are this run's (medians; bibtex_bench's import/export: best of 3).",
        "",
        "| figure | target 10k | measured 10k | target 100k | measured 100k | reference |",
        "|---|---|---|---|---|---|",
    ]
    for name, unit, checks, reference in TARGETS:
        t10, m10 = _cell(groups, checks.get(10_000), unit)
        t100, m100 = _cell(groups, checks.get(100_000), unit)
        peers = [
            f"{label} {_number(value, peer_unit)}"
            for label, key, peer_unit in PEERS.get(name, [])
            if (value := _figure(groups, key)) is not None
        ]
        shown = reference + (f" — {', '.join(peers)}" if peers else "")
        lines.append(f"| {name} | {t10} | {m10} | {t100} | {m100} | {shown} |")
    return lines


def collab_table(groups: dict[str, Any]) -> list[str]:
    """Issue 15's targets on the collaborations library, with the peers of the same run."""
    lines = [
        "## Targets (issue 15): the collaborations library, 100k entries (collab_bench)",
        "",
        "| figure | target | measured | same run |",
        "|---|---|---|---|",
    ]
    for name, unit, limit, key, peers in COLLAB_TARGETS:
        _, measured = _cell(groups, (limit, (key,)), unit)
        beside = [
            f"{label} {_number(value, peer_unit)}"
            for label, peer_key, peer_unit in peers
            if (value := _figure(groups, peer_key)) is not None
        ]
        lines.append(f"| {name} | <= {_number(limit, unit)} | {measured} | {', '.join(beside)} |")
    return lines


AUTHOR_WORK = [
    ("list row (short authors)", "list_row"),
    ("detail pane and form read", "detail_read"),
    ("citation key", "key"),
    ("duplicate check of the entry", "duplicate_check"),
    ("duplicate details read", "duplicate_details"),
    ("related papers", "related"),
]


def author_cost_table(groups: dict[str, Any]) -> list[str]:
    """Issue 15: each feature that reads authors, the largest entry beside an ordinary one."""
    figures = groups.get(C, {})
    if "authors_big_authors" not in figures:
        return []
    big, small = figures["authors_big_authors"], figures["authors_small_authors"]
    lines = [
        f"## What reads authors (issue 15): the {big:,.0f}-author entry beside a "
        f"{small:.0f}-author one, CPU ms (collab_bench, author_cost.py)",
        "",
        "| feature | largest entry | ordinary entry | ratio |",
        "|---|---|---|---|",
    ]
    for label, name in AUTHOR_WORK:
        one, other = figures[f"authors_big_{name}_ms"], figures[f"authors_small_{name}_ms"]
        lines.append(f"| {label} | {one:.2f} | {other:.2f} | {one / max(other, 1e-3):.1f}x |")
    lines.append(
        f"| statistics (library-wide) | {figures['authors_stats_ms']:.0f} | | |\n"
        f"| Find Duplicates (library-wide, s) | {figures['authors_duplicate_pairs_s']:.2f} | | |"
    )
    return lines


def compare_table(groups: dict[str, Any]) -> list[str]:
    """Issue 15's acceptance: the existing 100k library before its work and now, one run."""
    figures = groups.get("compare_100000", {})
    names = [k.removeprefix("ratio_") for k in figures if k.startswith("ratio_")]
    if not names:
        return []
    lines = [
        f"## The existing 100k library before issue 15 ({figures.get('baseline')}) and now, "
        f"same run (compare_bench; best of {figures.get('rounds')} alternating rounds)",
        "",
        "| figure | before | now | now / before |",
        "|---|---|---|---|",
    ]
    for name in names:
        before, now, ratio = (figures[f"{p}_{name}"] for p in ("before", "now", "ratio"))
        flag = " ✗" if ratio > 1.10 else ""
        lines.append(f"| {name} | {before:.3f} | {now:.3f} | {ratio:.2f}{flag} |")
    return lines


def backends_table(groups: dict[str, Any]) -> list[str]:
    """Issue 19: pg_bench's figures, SQLite beside PostgreSQL, for each size it ran at."""
    lines: list[str] = []
    for group, figures in groups.items():
        if not group.startswith("pg_"):
            continue
        names = [k.removesuffix("_sqlite") for k in figures if k.endswith("_sqlite")]
        note = figures.get("postgresql") or f"load average after: {figures.get('loadavg_after')}"
        lines += [
            f"## The same {group.removeprefix('pg_')}-entry library on SQLite and PostgreSQL "
            f"(issue 19, pg_bench; {note})",
            "",
            "| figure | SQLite | PostgreSQL | PostgreSQL / SQLite |",
            "|---|---|---|---|",
        ]
        for name in names:
            local, server = figures[f"{name}_sqlite"], figures.get(f"{name}_pg", "-")
            ratio = "-"
            if isinstance(local, int | float) and isinstance(server, int | float) and local:
                ratio = f"{server / local:.2f}x"
            shown = [f"{v:.3f}" if isinstance(v, float) else str(v) for v in (local, server)]
            lines.append(f"| {name} | {shown[0]} | {shown[1]} | {ratio} |")
        lines.append("")
    return lines[:-1]


def to_markdown(results: dict[str, Any]) -> str:
    """The targets of issue 8 with this run's figures, then one table per group."""
    lines = [f"# Benchmark results ({results['machine']['when']})", ""]
    lines.append(f"Machine: {results['machine']['platform']}, {results['machine']['cpus']} CPUs")
    if results["machine"].get("note"):
        lines.append(f"Note: {results['machine']['note']}")
    lines += ["", *targets_table(results["groups"]), "", *collab_table(results["groups"])]
    groups = results["groups"]
    extras = (million_tables(groups), author_cost_table(groups), compare_table(groups))
    for extra in (*extras, backends_table(groups)):
        lines += ["", *extra] if extra else []
    for group, figures in results["groups"].items():
        lines += ["", f"## {group}", "", "| figure | value |", "|---|---|"]
        for name, value in figures.items():
            shown = f"{value:.3f}" if isinstance(value, float) else str(value)
            lines.append(f"| {name} | {shown} |")
    return "\n".join(lines) + "\n"


def carry_over(results: dict[str, Any]) -> None:
    """Keep the previous run's groups of the suites not run now, marked as from that run."""
    latest = RESULTS / "latest.json"
    if not latest.exists():
        return
    previous = json.loads(latest.read_text())
    kept = {g: f for g, f in previous["groups"].items() if g not in results["groups"]}
    if kept:
        results["groups"] |= kept
        when = previous["machine"]["when"]
        results["machine"]["note"] = (
            f"{', '.join(kept)}: carried over from the run of {when} (not run this time); "
            "compare figures within one run only"
        )


def archive_previous() -> None:
    """Keep the last run's figures under their date before writing new ones."""
    latest = RESULTS / "latest.json"
    if latest.exists():
        when = json.loads(latest.read_text())["machine"]["when"].replace(":", "")
        shutil.copy(latest, RESULTS / f"{when}.json")


def main() -> None:
    """Run the suites named on the command line (all by default).

    `--markdown-only` runs nothing: it rewrites latest.md from latest.json.
    """
    if sys.argv[1:] == ["--markdown-only"]:
        if not (RESULTS / "latest.json").exists():
            sys.exit("no bench/results/latest.json yet: run `make bench` first")
        results = json.loads((RESULTS / "latest.json").read_text())
        (RESULTS / "latest.md").write_text(to_markdown(results))
        print(to_markdown(results), flush=True)
        return
    suites = sys.argv[1:] or list(SUITES)
    groups: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in suites:
            began = time.perf_counter()
            groups |= importlib.import_module(name).run(Path(tmp))
            print(f"{name}: {time.perf_counter() - began:.0f} s", flush=True)
    results = {"machine": machine(), "groups": groups}
    if sys.argv[1:]:
        carry_over(results)
    RESULTS.mkdir(exist_ok=True)
    archive_previous()
    (RESULTS / "latest.json").write_text(json.dumps(results, indent=2) + "\n")
    (RESULTS / "latest.md").write_text(to_markdown(results))
    print(to_markdown(results), flush=True)
    os._exit(0)  # skip Qt's teardown at interpreter exit; the figures are written


if __name__ == "__main__":
    main()
