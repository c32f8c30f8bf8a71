"""papershelf import: read files into the library and report what happened."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, TextIO

from papershelf.formats.records import FormatError
from papershelf.library.db import Library
from papershelf.services.importing import ImportReport, import_file


def register(commands: Any, library: argparse.ArgumentParser) -> None:
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
    sub.set_defaults(handler=run_import)


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
