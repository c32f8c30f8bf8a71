"""papershelf stats: how much was added and read, the backlog, and where papers come from."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.stats import ReadingStats, Share, reading_stats

RECENT_MONTHS = 6  # months the text report lists


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf stats [--json]"""
    sub = commands.add_parser(
        "stats", parents=[library], help=translate("cli", "print reading statistics"),
        description=translate("cli", "Print how many papers were added and read per month, the "
        "backlog, how long papers wait to be read, and the papers per venue, year and tag."),
    )  # fmt: skip
    sub.add_argument(
        "--json", action="store_true", help=translate("cli", "print every figure as JSON")
    )
    sub.set_defaults(handler=run_stats)


def _shares(title: str, shares: list[Share], out: TextIO) -> None:
    """A titled list of groups: total and read per line."""
    print(f"\n{title}", file=out)
    for share in shares:
        read = translate("cli", "{count} read").format(count=f"{share.read:>6}")
        print(f"  {share.total:>6}  {read}  {share.label}", file=out)


def print_report(stats: ReadingStats, out: TextIO) -> None:
    """The figures as a short text report."""
    said = translate(
        "cli", "{total} papers: {read} read, {reading} reading, {unread} unread (backlog {backlog})"
    )
    counts = {"total": stats.total, "read": stats.read, "reading": stats.reading}
    print(said.format(**counts, unread=stats.unread, backlog=stats.backlog), file=out)
    delay = stats.delay
    if delay.count:
        said = translate("cli", "median time from added to read: {days} days")
        print(said.format(days=delay.median_days), file=out)
    columns = (translate("cli", "added"), translate("cli", "read"), translate("cli", "backlog"))
    print("\n{:<7}  {:>6} {:>6} {:>8}".format(translate("cli", "month"), *columns), file=out)
    for month in stats.months[-RECENT_MONTHS:]:
        print(f"{month.month}  {month.added:>6} {month.read:>6} {month.backlog:>8}", file=out)
    _shares(translate("cli", "venues"), stats.venues, out)
    _shares(translate("cli", "tags"), stats.tags, out)
    _shares(translate("cli", "years"), stats.years, out)


def run_stats(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print the statistics as text or JSON."""
    stats = reading_stats(lib)
    if args.json:
        json.dump(stats.to_dict(), out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    print_report(stats, out)
    return 0
