"""papershelf name [NAME]: the name you go by in a shared library (shown to the others)."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services.people import own_display_name, set_display_name


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf name [NAME] [--clear]"""
    sub = commands.add_parser(
        "name", parents=[library],
        help=translate("cli", "show or set the name others see you by"),
        description=translate("cli", "Print the name this library shows for you (in other "
        "people's windows: who has it open, who changed or deleted a paper), or set it. Without "
        "a name set, your login is shown."),
    )  # fmt: skip
    sub.add_argument(
        "name", nargs="?", help=translate("cli", "the name to go by, e.g. 'Ana Lopez'")
    )
    sub.add_argument(
        "--clear", action="store_true", help=translate("cli", "go by your login again")
    )
    sub.set_defaults(handler=run_name)


def run_name(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Set the name when one is given (or clear it); print the name in use."""
    if args.clear or args.name is not None:
        set_display_name(lib, "" if args.clear else args.name)
    print(own_display_name(lib) or translate("cli", "(no user name)"), file=out)
    return 0
