"""papershelf library copy SRC DST | library dump LIB: move a whole library, compare two.

SRC, DST and LIB are each a library file or a postgresql:// URL. These commands open the
libraries they name themselves (not --library): copy reads SRC and writes DST in one
transaction, so an interrupted or failed copy leaves DST empty.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from papershelf.cli.common import UserError, end_status_line, status_line
from papershelf.cli.waiting import add_wait_argument, waiting
from papershelf.i18n import translate
from papershelf.library import db
from papershelf.library.copying import REBUILDING, CopyReport, copy_library
from papershelf.library.dumping import dump_lines
from papershelf.library.errors import LibraryError
from papershelf.library.locations import LibraryTarget, display_name, is_server_url
from papershelf.services.export_files import check_target, write_atomically

BIG_TABLE = 10_000  # rows from which a table's progress is shown as a percentage
STEPS = 4  # a big table's percentage lines when stderr is not a terminal (25%, 50%, ...)


def register(commands: Any, _library: argparse.ArgumentParser) -> None:
    """papershelf library copy SRC DST and papershelf library dump LIB [-o FILE]"""
    sub = commands.add_parser(
        "library",
        help=translate("cli", "copy a whole library (file or server), or dump it for comparison"),
        description=translate("cli", "Move a library between a file and a PostgreSQL server, or "
        "dump it. A library is a file path or a postgresql://user@host/dbname URL (passwords "
        "come from ~/.pgpass or PGPASSWORD, never the command line)."),
    )  # fmt: skip
    actions = sub.add_subparsers(dest="action", metavar="ACTION", required=True)
    copy = actions.add_parser(
        "copy", help=translate(
            "cli", "copy every entry, tag, list, search and setting into a new library"),
        description=translate("cli", "Copy the whole library SRC into DST, a new (or empty) "
        "library, keeping every id, raw BibTeX field, tag colour, list order and note, saved "
        "search, key and attachment record; the search index is rebuilt at DST. One "
        "transaction: if the copy fails or is interrupted, DST is left empty. DST must hold "
        "nothing yet. Progress goes to stderr. PDF text is not copied: it is read again from "
        "the attached files."),
    )  # fmt: skip
    copy.add_argument(
        "source", metavar="SRC", help=translate("cli", "the library to copy (file or URL)")
    )
    copy.add_argument(
        "destination", metavar="DST", help=translate("cli", "the new library (file or URL)")
    )
    add_wait_argument(copy)
    copy.set_defaults(standalone=run_copy)
    dump = actions.add_parser(
        "dump", help=translate("cli", "write every row of a library as sorted JSON lines"),
        description=translate("cli", "Write every user-data row of LIB as one JSON line each, "
        "sorted by table and primary key, with values written the same way for a file and a "
        "server: two libraries with the same content dump to the same bytes (compare with cmp "
        "or diff). The search index and other derived data are left out."),
    )  # fmt: skip
    dump.add_argument(
        "library_target", metavar="LIB", help=translate("cli", "the library (file or URL)")
    )
    dump.add_argument(
        "-o",
        "--output",
        metavar="FILE",
        help=translate("cli", "the file to write (default stdout)"),
    )
    add_wait_argument(dump)
    dump.set_defaults(standalone=run_dump)


def _target(text: str) -> LibraryTarget:
    """A URL stays text; anything else is a file path."""
    return text.strip() if is_server_url(text) else Path(text).expanduser()


def _name(target: LibraryTarget) -> str:
    """How messages name a library (a URL without its password)."""
    return display_name(target) if isinstance(target, str) else str(target)


@contextmanager
def opened(
    target: LibraryTarget, args: argparse.Namespace, *, create: bool
) -> Iterator[db.Library]:
    """The library *target*, open for the block (created if *create* and missing)."""
    lib = db.open_library(target, create=create, waiting=waiting(args))
    try:
        yield lib
    finally:
        from papershelf.cli import close_quietly  # the package imports this module

        close_quietly(lib)


def _same_file(source: LibraryTarget, destination: LibraryTarget) -> bool:
    """Whether both name one library file."""
    if isinstance(source, str) or isinstance(destination, str):
        return source == destination
    return source.exists() and destination.exists() and source.samefile(destination)


def run_copy(args: argparse.Namespace, out: TextIO) -> int:
    """Copy SRC into DST with progress on stderr; one line on stdout when done."""
    source, destination = _target(args.source), _target(args.destination)
    if _same_file(source, destination):
        raise UserError(translate("cli", "SRC and DST are the same library"))
    start = time.perf_counter()
    with opened(source, args, create=False) as src, opened(destination, args, create=True) as dst:
        progress = CopyProgress(sys.stderr)
        try:
            report = copy_library(src, dst, progress)
        except LibraryError as exc:
            raise UserError(f"{_name(destination)}: {exc}") from exc
        except KeyboardInterrupt:
            progress.end()
            said = translate("cli", "papershelf: interrupted; nothing was copied to {library}")
            print(said.format(library=_name(destination)), file=sys.stderr)
            return 130
    seconds = time.perf_counter() - start
    print(_summary(report, source, destination, seconds), file=out)
    for line in report.repaired:  # values the destination cannot hold, mended
        print("  " + translate("cli", "repaired: {what}").format(what=line), file=out)
    return 0


def _summary(
    report: CopyReport, source: LibraryTarget, destination: LibraryTarget, seconds: float
) -> str:
    """'copied 12 entries (340 rows in 15 tables) from A to B in 0.4 s'."""
    count = report.entries  # named: lupdate skips a count that is an expression
    said = translate(
        "cli", "copied %n entries ({rows} rows in {tables} tables) from {source} to "
        "{destination} in {seconds} s", None, count,
    )  # fmt: skip
    return grouped(said, count).format(
        rows=f"{sum(report.rows.values()):,}", tables=len(report.rows), source=_name(source),
        destination=_name(destination), seconds=f"{seconds:.1f}",
    )  # fmt: skip


def grouped(said: str, count: int) -> str:
    """A translated `%n` text with its count in thousands ('12,000 rows'): the catalog puts
    the bare number where `%n` was, the only digits before the fields are filled in."""
    return said.replace(str(count), f"{count:,}", 1)


@dataclass
class CopyProgress:
    """Progress on stderr: a line per table; big tables with a percentage as they go."""

    stream: TextIO
    shown: int = 0  # percentage steps of the current table printed so far
    tty: bool = field(init=False)

    def __post_init__(self) -> None:
        self.tty = self.stream.isatty()

    def __call__(self, table: str, done: int, total: int) -> None:
        """Report *done* of *total* rows of *table* copied."""
        if table == REBUILDING:
            if done == 0:
                said = translate("cli", "rebuilding {what}")
                self._line(said.format(what=translate("", REBUILDING)))
            return
        if done == 0:
            self.shown = 0
        if done >= total:
            said = translate("cli", "{table}: %n rows", None, total)
            self._line(grouped(said, total).format(table=table))
        elif total >= BIG_TABLE and done:
            self._percent(table, done, total)

    def _percent(self, table: str, done: int, total: int) -> None:
        """The share of a big table done: on the status line, or a line per step."""
        share = done * 100 // total
        said = translate("cli", "{table}: {share}% ({done} of {total} rows)")
        line = said.format(table=table, share=share, done=f"{done:,}", total=f"{total:,}")
        if self.tty:
            status_line(line)
        elif share >= (self.shown + 1) * 100 // STEPS:
            self.shown = share * STEPS // 100
            print(line, file=self.stream)

    def _line(self, text: str) -> None:
        """A line that stays."""
        self.end()
        print(text, file=self.stream, flush=True)

    def end(self) -> None:
        """Clear the status line (on a terminal)."""
        if self.tty:
            end_status_line()


def run_dump(args: argparse.Namespace, out: TextIO) -> int:
    """Write LIB's canonical dump to stdout or -o FILE."""
    target = _target(args.library_target)
    with opened(target, args, create=False) as lib, closing(dump_lines(lib)) as rows:
        lines = (line + "\n" for line in rows)  # closing: the read ends before the library
        if args.output in (None, "-"):
            _write_out(out, lines)
            return 0
        path = check_target(Path(args.output), None if isinstance(target, str) else target)
        write_atomically(path, lines)
    said = translate("cli", "wrote the dump of {library} to {path}")
    print(said.format(library=_name(target), path=args.output), file=sys.stderr)
    return 0


def _write_out(out: TextIO, lines: Iterator[str]) -> None:
    """The dump to stdout as UTF-8 whatever the locale says (bytes when the stream has them)."""
    binary = getattr(out, "buffer", None)
    for line in lines:
        if binary is not None:
            binary.write(line.encode("utf-8"))
        else:
            out.write(line)
