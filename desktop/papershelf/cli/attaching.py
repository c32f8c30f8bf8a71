"""papershelf attach: keep files with an entry (linked where they are, or copied in)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, TextIO

from papershelf.cli.autoexport import refresh_bound_files
from papershelf.cli.related import entry_id_of
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services.attachments import attach_files, attachments_of, copy_mode
from papershelf.services.autoexport import mark_before_change


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf attach KEY FILE... [--copy | --link]"""
    sub = commands.add_parser(
        "attach", parents=[library], help=translate("cli", "attach files to an entry"),
        description=translate("cli", "Attach each FILE to the entry KEY: linked where it is, or "
        "copied into the library's managed folder (files/ beside the library unless set in the "
        "app's Preferences), as the library's setting says unless --copy or --link is given."),
    )  # fmt: skip
    sub.add_argument("key", help=translate("cli", "the entry's citation key"))
    sub.add_argument(
        "files", nargs="+", metavar="FILE", type=Path, help=translate("cli", "files to attach")
    )
    how = sub.add_mutually_exclusive_group()
    how.add_argument("--copy", dest="copy", action="store_const", const=True, default=None,
                     help=translate("cli", "copy the files into the managed folder"))  # fmt: skip
    how.add_argument("--link", dest="copy", action="store_const", const=False,
                     help=translate("cli", "link the files where they are"))  # fmt: skip
    sub.set_defaults(handler=run_attach)


def run_attach(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Attach the files; print where each one is kept."""
    entry_id = entry_id_of(lib, args.key)
    earlier = mark_before_change(lib)
    copy = copy_mode(lib) if args.copy is None else bool(args.copy)
    changes = attach_files(lib, entry_id, args.files, copy)
    for row in attachments_of(lib, entry_id):
        if row.id in changes.attachments:
            if row.managed:
                said = translate("cli", "{key}: {name} copied to {path}")
            else:
                said = translate("cli", "{key}: {name} linked at {path}")
            print(said.format(key=args.key, name=row.name, path=row.path), file=out)
    refresh_bound_files(lib, changes, out, earlier)
    return 0
