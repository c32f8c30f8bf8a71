"""papershelf lookup: find the real paper behind entries (abstract lists), and apply it."""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from papershelf.cli.autoexport import refresh_bound_files
from papershelf.cli.common import visible
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.library.queries import ids_needing_metadata, ordered_ids
from papershelf.library.search import QUERY_HELP
from papershelf.services.autoexport import mark_before_change

SHOWN = 3  # candidates printed per entry


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf lookup [QUERY] [--apply]"""
    sub = commands.add_parser(
        "lookup", parents=[library], help=translate("cli", "find the real paper behind entries"),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=translate("cli", "Search Semantic Scholar, OpenAlex, Crossref and arXiv for "
        "each entry (QUERY in the search language; without one, every entry with an inferred "
        "title or no authors) and list its best candidates with the evidence: how closely the "
        "candidate's abstract matches the entry's (a token-set ratio of the two abstracts as "
        "plain, case- and accent-folded text), and the title's. With --apply, a candidate whose "
        "abstract matches at least 95%% replaces the entry's title, authors, venue, year, DOI "
        "and the like (the entry keeps its abstract, notes and key), all in one step."),
        epilog=translate("", QUERY_HELP),
    )  # fmt: skip
    sub.add_argument(
        "query",
        nargs="*",
        metavar="QUERY",
        help=translate("cli", "which entries (default: see above)"),
    )
    sub.add_argument(
        "--apply", action="store_true", help=translate("cli", "apply candidates that match ≥ 95%%")
    )
    sub.set_defaults(handler=run_lookup)


def run_lookup(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """List candidates per entry; apply the sure ones with --apply; exit 1 if a service failed."""
    from papershelf.services.metadata.applying import apply_records  # httpx: only when used
    from papershelf.services.metadata.client import MetadataClient, ResponseCache
    from papershelf.services.metadata.lookup import find_candidates

    query = " ".join(args.query)
    ids = ordered_ids(lib, query=query) if query else ids_needing_metadata(lib)
    if not ids:
        print(translate("cli", "papershelf: no entry to look up"), file=sys.stderr)
        return 0
    sure = []
    failed = False
    with MetadataClient(cache=ResponseCache.default()) as client:
        for entry_id in ids:
            entry = load_record(lib, entry_id)
            if entry is None:
                continue
            result = find_candidates(client, entry)
            _print_entry(entry, result, out)
            failed = failed or (bool(result.failures) and not result.candidates)
            best = result.best
            if args.apply and best is not None and best.applicable:
                sure.append((entry_id, best.record, None))
    if sure:
        earlier = mark_before_change(lib)
        changes, _before = apply_records(lib, sure)
        said = translate("cli", "applied {applied} of {looked} (abstracts matching ≥ 95%)")
        print(said.format(applied=len(sure), looked=len(ids)), file=out)
        refresh_bound_files(lib, changes, out, earlier)
    return 1 if failed else 0


def _print_entry(entry: Any, result: Any, out: TextIO) -> None:
    """The entry, its best candidates with evidence, and the services that failed."""
    inferred = translate("cli", " (inferred title)") if entry.title_inferred else ""
    print(f"{entry.key}: {entry.title}{inferred}", file=out)
    for rank, candidate in enumerate(result.candidates[:SHOWN], start=1):
        found = candidate.record
        people = found.authors_text.replace(" and ", "; ")[:80]
        year = found.year or translate("cli", "n.d.")
        print(f"  {rank}. {candidate.evidence}", file=out)
        print(f"     {found.title} — {people} ({year}) {found.venue}".rstrip(), file=out)
        if found.doi:
            print(f"     doi:{found.doi}", file=out)
    if not result.candidates:
        print("  " + translate("cli", "no candidate found"), file=out)
    for failure in result.failures:
        print(f"  {visible(str(failure))}", file=sys.stderr)
    for note in result.notes:
        print(f"  {visible(note)}", file=sys.stderr)
