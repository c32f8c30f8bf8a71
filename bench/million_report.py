"""The million suite's figures in bench/results/latest.md: issue 38's targets, held or missed.

One table per size the suite ran at (group `million_<n>`): each figure, its target, whether
it holds, and its peer measured in the same run.
"""

from __future__ import annotations

from typing import Any

# (figure, unit, limit, key, [(peer label, key, unit)]): the figure holds when <= limit.
Peers = list[tuple[str, str, str]]
TARGETS: list[tuple[str, str, float, str, Peers]] = [
    ("import of the whole .bib in one file / bibtexparser parse_file, CPU", "x", 1.5,
     "import_cpu_to_parse",
     [("import CPU", "import_cpu_s", "s"), ("parse_file CPU", "bibtexparser_parse_file_cpu_s", "s"),
      ("wall ratio", "import_to_parse", "x")]),
    ("import peak RSS", "MB", 500, "import_rss_mb",
     [("parse_file", "bibtexparser_parse_file_rss_mb", "MB")]),
    ("100k more into this library / into an empty one", "x", 1.2, "more_into_big_to_empty",
     [("into this", "more_into_big_s", "s"), ("into empty", "more_into_empty_s", "s"),
      ("CPU ratio", "more_into_big_to_empty_cpu", "x")]),
    ("export of the whole library / bibtexparser in-place write", "x", 1.0, "export_to_write",
     [("export", "export_s", "s"), ("write", "bibtexparser_write_s", "s")]),
    ("export peak RSS", "MB", 300, "export_rss_mb",
     [("write (with its parse)", "bibtexparser_write_rss_mb", "MB")]),
    ("library size / .bib size", "x", 3.0, "library_to_bib",
     [("library", "library_mb", "MB"), (".bib", "bib_mb", "MB")]),
    ("process start to first paint", "s", 0.8, "start_to_first_paint_s",
     [("CPU", "cpu_to_first_paint_s", "s")]),
    ("sort by any column to the first page (slowest)", "ms", 150, "sort_slowest_ms", []),
    ("filter-only query to the first page (slowest)", "ms", 50, "filter_slowest_ms",
     [("year range", "filter_year_range_ms", "ms"), ("tag", "filter_tag_ms", "ms"),
      ("list", "filter_list_ms", "ms"), ("status", "filter_status_ms", "ms")]),
    ("keystroke to results painted, p95", "ms", 50, "typing_p95_ms",
     [("p50", "typing_p50_ms", "ms"), ("keystrokes", "typing_keystrokes", "n")]),
]  # fmt: skip


def _shown(value: float, unit: str) -> str:
    """A figure with its unit."""
    if unit == "x":
        return f"{value:.2f}x"
    if unit == "n":
        return f"{value:,.0f}"
    if unit in ("MB", "ms"):
        return f"{value:,.0f} {unit}"
    return f"{value:.2f} s"


def _row(figures: dict[str, Any], target: tuple[str, str, float, str, Peers]) -> str:
    """One target's row: measured, held or missed, and the peers beside it."""
    name, unit, limit, key, peers = target
    value = figures.get(key)
    if isinstance(value, int | float):
        measured = _shown(value, unit)
        verdict = "held" if value <= limit else "missed"
    else:
        measured, verdict = "-", f"not measured ({value or 'not run'})"
    if key.endswith("slowest_ms") and key.replace("_ms", "") in figures:
        measured += f" ({figures[key.replace('_ms', '')].removesuffix('_ms')})"
    beside = [
        f"{label} {_shown(v, u)}"
        for label, peer_key, u in peers
        if isinstance(v := figures.get(peer_key), int | float)
    ]
    return f"| {name} | <= {_shown(limit, unit)} | {measured} | {verdict} | {', '.join(beside)} |"


def million_tables(groups: dict[str, Any]) -> list[str]:
    """Issue 38's targets for each size million_bench ran at, largest first."""
    sizes = sorted(
        (int(g.removeprefix("million_")) for g in groups if g.removeprefix("million_").isdigit()),
        reverse=True,
    )
    lines: list[str] = []
    for size in sizes:
        figures = groups[f"million_{size}"]
        lines += [
            f"## Targets (issue 38): {size:,} entries in one .bib (million_bench, "
            f"{figures.get('when', '?')}; load average before {figures.get('loadavg_before')}, "
            f"after {figures.get('loadavg_after')})",
            "",
            "| figure | target | measured | | beside it, same run |",
            "|---|---|---|---|---|",
            *(_row(figures, target) for target in TARGETS),
        ]
        if figures.get("window_entries", size) != size:
            lines.append(
                f"\nThe window's figures were taken on the library of "
                f"{figures['window_entries']:,} entries (the 100k more imported into it)."
            )
        if "peers_from" in figures:
            lines.append(
                f"\nbibtexparser's parse and write are from the run of {figures['peers_from']} "
                "(the same file on the same machine; PAPERSHELF_MILLION_KEPT_PEERS)."
            )
        if "out_of_time_at" in figures:
            lines.append(f"\nThe run's time ran out at its `{figures['out_of_time_at']}` stage.")
        for key in (k for k in figures if k.endswith("_failed")):
            lines.append(f"\nThe `{key.removesuffix('_failed')}` stage failed: {figures[key]}")
        lines.append("")
    return lines[:-1]
