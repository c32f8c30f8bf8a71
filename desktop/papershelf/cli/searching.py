"""papershelf search: print the entries that match a query, as text or JSON."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import EntryDetails, Sort, get_entry, ordered_ids


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf search [QUERY] [--json] [--limit N]"""
    sub = commands.add_parser(
        "search", parents=[library], help="print the entries that match a query",
        description="Print the entries whose title, abstract, authors, venue, keywords or notes "
        "contain every word of QUERY (all entries when there is none), newest first.",
    )  # fmt: skip
    sub.add_argument("query", nargs="*", help="words to look for")
    sub.add_argument("--json", action="store_true", help="print a JSON array of entries")
    sub.add_argument("--limit", type=int, metavar="N", help="print at most N entries")
    sub.set_defaults(handler=run_search)


def entry_json(entry: EntryDetails) -> dict[str, Any]:
    """An entry as the CLI's JSON prints it."""
    return {
        "key": entry.key,
        "type": entry.entry_type,
        "title": entry.title,
        "title_inferred": entry.title_inferred,
        "authors": [p.display for p in entry.authors],
        "year": entry.year,
        "venue": entry.venue,
        "abstract": entry.abstract,
        "doi": entry.doi,
        "url": entry.url,
        "keywords": entry.keywords,
        "notes": entry.notes,
        "status": Status(entry.status).name.lower(),
        "rating": entry.rating,
        "tags": [name for name, _color in entry.tags],
        "lists": entry.lists,
        "fields": dict(entry.fields),
        "date_added": entry.date_added,
    }


def run_search(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print matching entries as text lines or as JSON."""
    ids = ordered_ids(lib, query=" ".join(args.query), sort=Sort("added", descending=False))
    if args.limit is not None:
        ids = ids[: max(args.limit, 0)]
    entries = [e for e in (get_entry(lib, i) for i in ids) if e is not None]
    if args.json:
        json.dump([entry_json(e) for e in entries], out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    for entry in entries:
        year = entry.year or ""
        print(f"{entry.key:<24} {year!s:<5} {entry.title}", file=out)
    return 0
