"""papershelf keys: the citation key pattern, and regenerating keys (an explicit command)."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from papershelf.cli.autoexport import refresh_bound_files
from papershelf.cli.common import backup_before
from papershelf.cli.tags import add_selection_arguments, chosen_entries
from papershelf.formats.bib.key_patterns import DEFAULT_PATTERN, MODIFIERS
from papershelf.i18n import N, translate
from papershelf.library.db import Library
from papershelf.services.autoexport import mark_before_change
from papershelf.services.keys import (
    key_pattern,
    preview_regenerate,
    regenerate_keys,
    set_key_pattern,
)

PATTERN_HELP = N(
    "A pattern is text and [fields]: [auth] [authN] [authEtAl] [authors] [authorsN] [year] "
    "[title] [shorttitle] [veryshorttitle] [firstpage] [lastpage], each with modifiers "
    "{modifiers}. Default: {default} (vaswani2017attention)."
)


def pattern_help() -> str:
    """How a key pattern is written, in the language spoken."""
    modifiers = " ".join(":" + m for m in MODIFIERS)
    return translate("", PATTERN_HELP).format(modifiers=modifiers, default=DEFAULT_PATTERN)


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf keys pattern [P] | keys regenerate [QUERY...|--all] [--pattern P] [--dry-run]"""
    keys = commands.add_parser(
        "keys", parents=[library],
        help=translate("cli", "the citation key pattern; regenerate keys"),
        description=translate("cli", "Citation keys are made once, when an entry arrives "
        "without one, and then kept. These commands show or set the pattern new keys follow, "
        "and remake the keys of chosen entries."), epilog=pattern_help(),
    )  # fmt: skip
    actions = keys.add_subparsers(dest="action", metavar="ACTION", required=True)
    pattern = actions.add_parser(
        "pattern",
        parents=[library],
        help=translate("cli", "show or set the key pattern"),
        epilog=pattern_help(),
    )
    pattern.add_argument(
        "pattern", nargs="?", metavar="PATTERN", help=translate("cli", "the new pattern")
    )
    pattern.add_argument(
        "--reset", action="store_true", help=translate("cli", "go back to the default pattern")
    )
    pattern.set_defaults(handler=run_pattern)
    regenerate = actions.add_parser(
        "regenerate", parents=[library], help=translate(
            "cli", "remake the keys of the entries a search finds"),
        description=translate("cli", "Give the chosen entries new keys from the pattern (keys "
        "that already fit it stay). With --dry-run, only print what would change."),
        epilog=pattern_help(),
    )  # fmt: skip
    add_selection_arguments(regenerate, "give new keys")
    regenerate.add_argument(
        "--pattern", metavar="P", help=translate("cli", "use P instead of the library's")
    )
    regenerate.add_argument(
        "--dry-run", action="store_true", help=translate("cli", "change nothing, only print")
    )
    regenerate.set_defaults(handler=run_regenerate)


def run_pattern(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print the pattern, or set it."""
    if args.reset:
        set_key_pattern(lib, None)
    elif args.pattern is not None:
        set_key_pattern(lib, args.pattern)
    print(key_pattern(lib), file=out)
    return 0


def run_regenerate(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print each change 'old -> new'; apply them unless --dry-run."""
    ids = chosen_entries(lib, args)
    changes = preview_regenerate(lib, ids, args.pattern)
    for change in changes:
        print(f"{change.old} -> {change.new}", file=out)
    if args.dry_run:
        count = len(changes)
        print(
            translate("cli", "%n keys would change (dry run: nothing changed)", None, count),
            file=out,
        )
        return 0
    backup_before(lib, bool(changes), "before-keys")
    earlier = mark_before_change(lib)
    done = regenerate_keys(lib, changes)
    count = len(changes)
    print(translate("cli", "%n keys changed", None, count), file=out)
    refresh_bound_files(lib, done, out, earlier)
    return 0
