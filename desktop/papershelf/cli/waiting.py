"""--wait SECONDS: how long a command waits for another process that is writing the library."""

from __future__ import annotations

import argparse
import sys

from papershelf.i18n import translate
from papershelf.library.db import Waiting

DEFAULT_WAIT = 30.0


def seconds(text: str) -> float:
    """--wait's value: a number of seconds, 0 or more."""
    try:
        value = float(text)
    except ValueError:
        said = translate("cli", "not a number of seconds: {text}").format(text=repr(text))
        raise argparse.ArgumentTypeError(said) from None
    if not 0 <= value <= 24 * 3600:
        said = translate("cli", "give 0 to 86400 seconds, not {text}").format(text=text)
        raise argparse.ArgumentTypeError(said)
    return value


def add_wait_argument(parser: argparse.ArgumentParser) -> None:
    """--wait SECONDS (before or after the command's name)."""
    parser.add_argument(
        "--wait", metavar="SECONDS", type=seconds, default=argparse.SUPPRESS,
        help=translate("cli", "how long to wait for another process writing the library "
        "(default {seconds}; 0: do not wait)").format(seconds=f"{DEFAULT_WAIT:g}"),
    )  # fmt: skip


def report(message: str) -> None:
    """Say on stderr what the command waits for."""
    said = translate("cli", "papershelf: {message} (--wait SECONDS to change)")
    print(said.format(message=message), file=sys.stderr, flush=True)


def waiting(args: argparse.Namespace) -> Waiting:
    """How long this command's writes wait, and where they say so."""
    return Waiting(getattr(args, "wait", DEFAULT_WAIT), report)
