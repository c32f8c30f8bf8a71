"""The command-line interface: the same services as the GUI, for scripts (no Qt)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from papershelf import __version__
from papershelf.formats.records import FormatError
from papershelf.library.db import Library, LibraryError
from papershelf.library.models import Status
from papershelf.library.queries import EntryDetails, Sort, get_entry, ordered_ids
from papershelf.services.changes import ServiceError
from papershelf.services.first_run import open_for_run
from papershelf.services.importing import ImportReport, import_file

DESCRIPTION = "Papershelf keeps the papers you mean to read. With no command, it opens the app."
EPILOG = """examples:
  papershelf                                   open the app on your library
  papershelf --library ~/lab.sqlite            open (or create) another library
  papershelf import abstracts.txt --list "To read"
  papershelf search transformer --json

The library is chosen by --library, else the PAPERSHELF_LIBRARY variable, else the
default file in your user data folder (created with a sample reading list on first run)."""


class UserError(Exception):
    """A mistake the person can fix; printed as one line, exit code 1."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the whole program (GUI and commands)."""
    library = argparse.ArgumentParser(add_help=False)
    library.add_argument(
        "--library", metavar="PATH", default=argparse.SUPPRESS,
        help="the library file to use (created if missing)",
    )  # fmt: skip
    parser = argparse.ArgumentParser(
        prog="papershelf", description=DESCRIPTION, epilog=EPILOG, parents=[library],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    parser.add_argument("--version", action="version", version=f"Papershelf {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    _add_import(commands, library)
    _add_search(commands, library)
    return parser


def _add_import(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf import FILE... [--list NAME]"""
    sub = commands.add_parser(
        "import", parents=[library], help="import plain-text abstract lists",
        description="Import files into the library. Plain-text abstract lists (.txt: a header "
        "line, then one abstract per paragraph) are read now; BibTeX and RIS are not yet.",
    )  # fmt: skip
    sub.add_argument("files", nargs="+", metavar="FILE", type=Path, help="files to import")
    sub.add_argument(
        "--list", dest="list_name", metavar="NAME",
        help="reading list to put the entries in (default: the file's header line)",
    )  # fmt: skip


def _add_search(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf search [QUERY] [--json] [--limit N]"""
    sub = commands.add_parser(
        "search", parents=[library], help="print the entries that match a query",
        description="Print the entries whose title, abstract, authors, venue, keywords or notes "
        "contain every word of QUERY (all entries when there is none), newest first.",
    )  # fmt: skip
    sub.add_argument("query", nargs="*", help="words to look for")
    sub.add_argument("--json", action="store_true", help="print a JSON array of entries")
    sub.add_argument("--limit", type=int, metavar="N", help="print at most N entries")


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


def run_import(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Import each file; report per file; exit 1 if any file could not be read at all."""
    failed = False
    total = ImportReport()
    for path in args.files:
        try:
            report = import_file(lib, path, args.list_name)
        except FormatError as exc:
            print(f"papershelf: {exc}", file=sys.stderr)
            failed = True
            continue
        _print_report(path, report, out)
        total.merge(report)
    if len(args.files) > 1:
        print(f"total: {total.summary()}", file=out)
    return 1 if failed else 0


def _print_report(path: Path, report: ImportReport, out: TextIO) -> None:
    """What one file's import did, with each skipped duplicate and problem on its own line."""
    into = f" into '{report.lists[0]}'" if report.lists else ""
    print(f"{path}: {report.summary()}{into}", file=out)
    for skipped in report.skipped:
        print(f"  {skipped}", file=out)
    for problem in report.problems:
        print(f"  {problem}", file=out)
    for old, new in report.renamed_keys:
        print(f"  key {old} was taken; imported as {new}", file=out)


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


COMMANDS = {"import": run_import, "search": run_search}


def run_command(args: argparse.Namespace, out: TextIO = sys.stdout) -> int:
    """Open the library and run the command; user mistakes become one line on stderr."""
    try:
        lib, _seeded = open_for_run(getattr(args, "library", None))
    except LibraryError as exc:
        print(f"papershelf: {exc}", file=sys.stderr)
        return 1
    try:
        return COMMANDS[args.command](lib, args, out)
    except (ServiceError, LibraryError, UserError) as exc:
        print(f"papershelf: {exc}", file=sys.stderr)
        return 1
    finally:
        lib.close()


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; exit status 0 on success."""
    args = build_parser().parse_args(argv)
    return run_command(args)
