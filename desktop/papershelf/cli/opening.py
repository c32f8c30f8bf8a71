"""papershelf open FILE...: open the app and import files (what "Open with Papershelf" runs).

papershelf.app sees `opens_gui` and starts the GUI with the files.
A first positional argument that looks like a path (`papershelf refs.bib`) means `open`
too, so file managers and Windows file associations that pass bare paths work.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.locations import is_server_url

OPTIONS_WITH_VALUE = frozenset({"--library", "--wait"})
# What a window's start may have before `open` (or alone): the top-level options it reads.
GUI_OPTIONS_WITH_VALUE = frozenset({"--library", "--wait", "--lang"})
GUI_FLAGS = frozenset({"--quit-after-paint", "--reverse"})


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf open [FILE...]"""
    sub = commands.add_parser(
        "open", parents=[library],
        help=translate("cli", "open the app and import files into the library"),
        description=translate("cli", "Open the app, then import each FILE (as File › Import "
        "would). 'papershelf FILE...' does the same when the first FILE has a dot or a slash."),
    )  # fmt: skip
    sub.add_argument(
        "files", nargs="*", metavar="FILE", type=Path, help=translate("cli", "files to import")
    )
    # also after 'open' (the top-level parser has it too); SUPPRESS keeps a value given before
    sub.add_argument("--quit-after-paint", action="store_true", default=argparse.SUPPRESS,
                     help=argparse.SUPPRESS)  # fmt: skip
    sub.set_defaults(handler=_needs_the_app, opens_gui=True)


def _needs_the_app(_lib: Library, _args: argparse.Namespace, _out: TextIO) -> int:
    """Reached only when a caller runs 'open' as a plain command, without papershelf.app."""
    raise UserError(translate("cli", "'open' starts the app: run it as 'papershelf open FILE...'"))


def looks_like_path(word: str) -> bool:
    """True for 'refs.bib' or 'papers/x': no command name has a dot or a slash."""
    return any(mark in word for mark in (".", "/", os.sep))


def with_implicit_open(argv: Sequence[str]) -> list[str]:
    """argv with 'open' put before a first positional argument that looks like a path; a
    postgresql:// URL there is the library to open (`papershelf URL [FILE...]`), not a file."""
    words = list(argv)
    index = 0
    while index < len(words):
        word = words[index]
        if word in OPTIONS_WITH_VALUE:
            index += 1  # its value
        elif is_server_url(word):
            words.insert(index, "--library")
            index += 1
        elif not word.startswith("-"):
            if looks_like_path(word):
                words.insert(index, "open")
            break
        index += 1
    return words


def opens_gui(words: Sequence[str]) -> bool:
    """Whether *words* (after with_implicit_open) start the window: no command or `open`,
    after only the options a start reads. Anything else (another command, --help,
    --version, an unknown or abbreviated option) needs the parser with every command."""
    index = 0
    while index < len(words):
        word = words[index]
        if word == "open":
            return True
        if word in GUI_OPTIONS_WITH_VALUE:
            index += 2  # and its value
        elif word in GUI_FLAGS or word.split("=", 1)[0] in GUI_OPTIONS_WITH_VALUE:
            index += 1
        else:
            return False
    return True
