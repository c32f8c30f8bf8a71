"""papershelf backup: take a compressed backup now, list the backups, set how many are kept."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from papershelf.i18n import translate
from papershelf.library import backup_archive, backups
from papershelf.library.db import Library
from papershelf.library.settings import put_setting


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf backup [--list] [--keep N] [--budget MB]"""
    sub = commands.add_parser(
        "backup", parents=[library],
        help=translate("cli", "back the library up now (compressed), or list backups"),
        description=translate("cli", "Copy the library, check the copy and compress it into the "
        "backups folder beside the library, as the app's daily backup does. Of the backups, the "
        "newest --keep are kept (10 unless set), and of those only as many as fit in --budget "
        "MB of disk (2048 unless set; the newest is always kept)."),
    )  # fmt: skip
    sub.add_argument(
        "--list", action="store_true", help=translate("cli", "list the backups, newest first")
    )
    sub.add_argument(
        "--keep", type=int, metavar="N", help=translate("cli", "keep at most N backups from now on")
    )
    sub.add_argument(
        "--budget",
        type=int,
        metavar="MB",
        help=translate("cli", "let backups take at most MB of disk"),
    )
    sub.set_defaults(handler=run_backup)


def run_backup(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Store the settings given; then list the backups, or take one and say where it went."""
    library = lib.path  # a library on a server: one line (its backups are its admin's)
    for setting, value in (
        (backups.KEEP_SETTING, args.keep),
        (backups.BUDGET_SETTING, args.budget),
    ):
        if value is not None:
            put_setting(lib, setting, str(max(1, value)))
    if args.list:
        for found in backups.list_backups(library):
            print(f"{found.label()}  {found.path}", file=out)
        return 0
    taken = backup_archive.take_compressed(library, "manual", lambda: False)
    if taken.path is None:
        raise lib.mark_damaged(taken.damage or "damaged")
    backups.prune(library, backups.keep_count(lib), backups.budget_bytes(lib))
    kept = backups.list_backups(library)
    used = sum(b.path.stat().st_size for b in kept) >> 20
    budget = backups.budget_bytes(lib) >> 20
    print(f"{taken.path} ({taken.path.stat().st_size >> 20} MB)", file=out)
    count = len(kept)
    said = translate("cli", "%n backups kept, {used} MB of a {budget} MB budget", None, count)
    print(said.format(used=used, budget=budget), file=out)
    return 0
