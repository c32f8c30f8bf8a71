"""The command-line interface: the same services as the GUI, for scripts (no Qt).

Each command lives in its own module with `register(commands, parent)`, which adds its
subparser and sets `handler(lib, args, out) -> exit code`; a command that opens the
libraries it names itself (`library copy SRC DST`) sets `standalone(args, out)` instead.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from contextlib import nullcontext
from typing import TextIO

from papershelf import __version__
from papershelf.bulk_work import bulk_work
from papershelf.cli.common import TerminalText
from papershelf.cli.errors import failure_message, quiet_broken_pipe
from papershelf.cli.waiting import add_wait_argument, waiting
from papershelf.i18n import N, translate
from papershelf.library.db import Library, chosen_library_path
from papershelf.library.db_errors import STORAGE_ERRORS
from papershelf.services.first_run import open_for_run
from papershelf.services.related_search import attach as attach_related_search

DESCRIPTION = N("Papershelf keeps the papers you mean to read. With no command, it opens the app.")
# The examples: what is typed (the same in every language), then what it does.
EXAMPLES = (
    ("papershelf", N("open the app on your library")),
    ("papershelf --library ~/lab.sqlite", N("open (or create) another library")),
    ("papershelf --library postgresql://me@db.lab.example/papers", N("a shared library")),
    ('papershelf import abstracts.txt --list "To read"', ""),
    ("papershelf import refs.bib --on-duplicate merge", ""),
    ("papershelf add 10.1038/srep16696 arXiv:1605.08386", ""),
    ("papershelf lookup --apply", N("complete entries made from abstracts")),
    ('papershelf export --list "To read" --format biblatex -o refs.bib', ""),
    ("papershelf export --format csl-json -o refs.json", N("for pandoc --citeproc")),
    ("papershelf cite key:vaswani2017attention --style ieee", ""),
    ("papershelf search transformer --json", ""),
    ("papershelf project status thesis/ --json", N("what a LaTeX project cites, and lacks")),
    ("papershelf attach vaswani2017attention ~/Downloads/1706.03762.pdf --copy", ""),
    ("papershelf annotations vaswani2017attention --format markdown", N("its highlights")),
    ("papershelf library copy lab.sqlite postgresql://me@db.lab/shelf", N("onto a server")),
)
WHICH_LIBRARY = N(
    "The library is chosen by --library, else the PAPERSHELF_LIBRARY variable, else the\n"
    "default file in your user data folder (created with a sample reading list on first run).\n"
    "A shared library's password comes from ~/.pgpass, PGPASSWORD or a pg_service.conf\n"
    "service, never from Papershelf (docs/shared-library.md)."
)


def epilog() -> str:
    """The examples and where the library comes from, in the language spoken."""
    lines = [translate("cli", "examples:")]
    for command, what in EXAMPLES:
        said = translate("", what) if what else ""
        width = 44 if len(command) < 45 else len(command) + 2
        lines.append(f"  {command:<{width}} {said}".rstrip())
    return "\n".join([*lines, "", translate("", WHICH_LIBRARY)])


# Each command's module (papershelf.cli.NAME), imported when the parser is built: the window's
# start builds only `open`'s (gui_parser), so it never loads the commands' services.
COMMAND_MODULES = (
    "importing", "adding", "lookup", "exporting", "citing", "searching", "tags", "lists",
    "saved", "keys", "autoexport", "maintenance", "opening", "selftest", "related", "suggest",
    "stats", "deleting", "attaching", "librarying", "projects", "picking", "serving",
    "annotating", "rendering", "plans", "reading", "clubs", "naming", "backing_up",
)  # fmt: skip
GUI_COMMANDS = ("opening",)  # `papershelf [open FILE...]`: what the window's start parses


def build_parser(modules: Sequence[str] = COMMAND_MODULES) -> argparse.ArgumentParser:
    """The argument parser of the whole program (GUI and commands), with the commands of
    *modules* (every command by default)."""
    library = argparse.ArgumentParser(add_help=False)
    library.add_argument(
        "--library", metavar="PATH|URL", default=argparse.SUPPRESS,
        help=translate("cli", "the library file to use (created if missing), or a shared library's "
        "postgresql://user@host/dbname URL"),
    )  # fmt: skip
    add_wait_argument(library)
    library.add_argument(
        "--lang", metavar="CODE", default=argparse.SUPPRESS,
        help=translate("cli", "the language to speak (de, es, zh_CN, en...); default: Preferences, "
        "then the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"),
    )  # fmt: skip
    parser = argparse.ArgumentParser(
        prog="papershelf", description=translate("", DESCRIPTION), epilog=epilog(),
        parents=[library],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    parser.add_argument("--version", action="version", version=f"Papershelf {__version__}")
    parser.add_argument("--quit-after-paint", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--reverse",
        action="store_true",
        help=translate("cli", "lay the window out right to left (as RTL languages)"),
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in modules:
        importlib.import_module(f"papershelf.cli.{name}").register(commands, library)
    return parser


def gui_parser() -> argparse.ArgumentParser:
    """The parser with only `open`: it parses what `opens_gui` (gui_words) says it would
    parse as the whole program's parser does."""
    return build_parser(GUI_COMMANDS)


def run_command(args: argparse.Namespace, out: TextIO = sys.stdout) -> int:
    """Open the library and run the command; every expected failure is one line on stderr
    and exit status 1 (never a traceback); a closed pipe (`| head`) ends it quietly."""
    try:
        status = _run(args, out)
        out.flush()
        return status
    except BrokenPipeError:
        return quiet_broken_pipe()
    except KeyboardInterrupt:
        print(translate("cli", "papershelf: interrupted"), file=sys.stderr)
        return 130
    except Exception as exc:
        message = failure_message(exc, chosen_library_path(getattr(args, "library", None)))
        if message is None:
            raise  # a bug: its traceback is what a report needs
        print(f"papershelf: {message}", file=sys.stderr)
        return 1


def _run(args: argparse.Namespace, out: TextIO) -> int:
    """Open the library, run the command's handler, close the library."""
    if (standalone := getattr(args, "standalone", None)) is not None:
        return int(standalone(args, out))  # it opens (and closes) the libraries it names
    lib, _sample = open_for_run(getattr(args, "library", None), waiting=waiting(args))
    attach_related_search(lib)  # related:KEY in queries (answered by the full-text index)
    try:
        shown = out if getattr(args, "writes_data", False) else TerminalText(out)
        with bulk_work() if getattr(args, "bulk", False) else nullcontext():
            return int(args.handler(lib, args, shown))
    finally:
        close_quietly(lib)


def close_quietly(lib: Library) -> None:
    """Close the library; a checkpoint a read-only or full disk refuses is not an error
    (what was committed is in the -wal file, which the next opening reads)."""
    try:
        lib.close()
    except STORAGE_ERRORS:
        lib.close(checkpoint=False)


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; exit status 0 on success."""
    args = build_parser().parse_args(argv)
    return run_command(args)
