"""papershelf search: print the entries that match a query, as text or JSON."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import (
    RELEVANCE,
    SORT_SQL,
    EntryDetails,
    Sort,
    get_entry,
    ordered_ids,
)
from papershelf.library.search import QUERY_HELP, parse
from papershelf.services.attachments import AttachmentRow, attachments_by_entry, is_present


def query_epilog() -> str:
    """The query language's help, in the language spoken, for a command's epilog."""
    quote = translate("cli", "In a shell, quote a query that has -word in it:")
    return f"{translate('', QUERY_HELP)}\n{quote} papershelf search 'graph -kernel'"


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf search [QUERY] [--json] [--limit N]"""
    sub = commands.add_parser(
        "search", parents=[library], help=translate("cli", "print the entries that match a query"),
        description=translate("cli", "Print the entries that match QUERY (all entries when "
        "there is none): best match first when it has words, else in the order they were "
        "added."),
        epilog=query_epilog(), formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    sub.add_argument(
        "query", nargs="*", help=translate("cli", "a query (see below); several words are joined")
    )
    sub.add_argument(
        "--json", action="store_true", help=translate("cli", "print a JSON array of entries")
    )
    sub.add_argument(
        "--limit", type=int, metavar="N", help=translate("cli", "print at most N entries")
    )
    sub.add_argument(
        "--sort", choices=sorted(k for k in SORT_SQL if k != "position"), metavar="KEY",
        help=translate("cli", "order by KEY (relevance, added, title, authors, year, ...); "
        "--desc reverses it"),
    )  # fmt: skip
    sub.add_argument("--desc", action="store_true", help=translate("cli", "sort descending"))
    sub.set_defaults(handler=run_search)


def entry_json(entry: EntryDetails, files: Sequence[AttachmentRow] = ()) -> dict[str, Any]:
    """An entry as the CLI's JSON prints it (files: its attachments)."""
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
        "files": [file_json(row) for row in files],
    }


def file_json(row: AttachmentRow) -> dict[str, Any]:
    """An attachment as the CLI's JSON prints it; present: the file is there now."""
    return {"path": row.path, "name": row.name, "kind": row.kind, "present": is_present(row)}


def chosen_sort(query: str, key: str | None, descending: bool) -> Sort:
    """--sort, else relevance for a query with words, else the order entries were added."""
    if key is None:
        key = RELEVANCE if parse(query).has_text else "added"
    return Sort(key, descending=descending or key == RELEVANCE)


def print_hints(query: str) -> None:
    """Say on stderr what part of *query* could not be read (the rest still runs)."""
    for hint in parse(query).hints:
        print(translate("cli", "papershelf: query: {hint}").format(hint=hint), file=sys.stderr)


def print_entries(lib: Library, ids: list[int], as_json: bool, out: TextIO) -> None:
    """Print entries as JSON or as one text line each."""
    entries = [e for e in (get_entry(lib, i) for i in ids) if e is not None]
    if as_json:
        files = attachments_by_entry(lib, [e.id for e in entries])
        rows = [entry_json(e, files.get(e.id, ())) for e in entries]
        json.dump(rows, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return
    for entry in entries:
        year = entry.year or ""
        print(f"{entry.key:<24} {year!s:<5} {entry.title}", file=out)


def run_search(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print matching entries as text lines or as JSON; hints about the query go to stderr."""
    query = " ".join(args.query)
    print_hints(query)
    ids = ordered_ids(lib, query=query, sort=chosen_sort(query, args.sort, args.desc))
    if args.limit is not None:
        ids = ids[: max(args.limit, 0)]
    print_entries(lib, ids, args.json, out)
    return 0
