"""papershelf delete: delete the entries a search finds, after a backup (the CLI has no undo)."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from papershelf.cli.autoexport import refresh_bound_files
from papershelf.cli.common import backup_before
from papershelf.cli.confirming import confirm
from papershelf.cli.tags import add_selection_arguments, chosen_entries
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services.autoexport import mark_before_change
from papershelf.services.deleting import delete_entries


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf delete QUERY... | --all"""
    sub = commands.add_parser(
        "delete", parents=[library],
        help=translate("cli", "delete the entries a search finds (backed up first)"),
        description=translate("cli", "Delete every entry the search words find (as `papershelf "
        "search` finds them), with its tags and list places; key:k1 means the key k1 only "
        "(key:k1* every key starting with k1). It says how many and which entries it will "
        "delete and asks first (--yes: without asking; needed when standard input is not a "
        "terminal). The library is backed up first, into its backups folder (File › Restore "
        "from Backup… in the app brings it back)."),
    )  # fmt: skip
    add_selection_arguments(sub, "delete")
    sub.add_argument(
        "--yes",
        "-y",
        action="store_true",
        help=translate("cli", "delete without showing the entries and asking"),
    )
    sub.set_defaults(handler=run_delete)


def run_delete(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Ask (unless --yes), back up, delete the chosen entries, rewrite the bound files; say
    how many went."""
    ids = chosen_entries(lib, args, exact_keys=True)
    if ids and not args.yes:
        confirm(lib, ids, "delete")
    backup_before(lib, bool(ids), "before-delete")
    earlier = mark_before_change(lib)
    changes = delete_entries(lib, ids)
    count = len(changes.removed)
    print(translate("cli", "deleted %n entries", None, count), file=out)
    refresh_bound_files(lib, changes, out, earlier)
    return 0
