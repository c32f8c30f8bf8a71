"""`papershelf import ~/Zotero` (or its zotero.sqlite), and `papershelf import FOLDER`.

The Zotero half of `import`: run_import hands over the paths that name a Zotero database
or data folder; each is read without disturbing a running Zotero and reported as one
summary line, then one line per item not brought whole (`ITEM KEY: ...`). Any other
folder stands for the PDFs in it and its subfolders (services.import_pipeline.probe), which the PDF
import then takes one by one.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from papershelf.cli.common import visible
from papershelf.formats.records import FormatError
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.migrate.zotero import import_zotero, is_zotero


def say_empty_folders(empty: Sequence[Path]) -> bool:
    """Say on stderr which folders held no PDFs; whether any did not."""
    for path in empty:
        said = translate("cli", "{folder}: no PDFs in this folder").format(folder=path)
        print(f"papershelf: {visible(said)}", file=sys.stderr)
    return bool(empty)


def subfolders(paths: Sequence[Path]) -> dict[Path, list[str]]:
    """Each PDF found under a folder of paths: the names of the subfolders it is in."""
    found: dict[Path, list[str]] = {}
    for path in paths:
        folder = Path(path).expanduser()
        if str(path) == "-" or not folder.is_dir() or is_zotero(folder):
            continue
        for pdf in folder.rglob("*"):
            if pdf.suffix.lower() == ".pdf":
                found[pdf] = list(pdf.relative_to(folder).parent.parts)
    return found


def import_pdfs_by_folder(
    lib: Library, pdfs: list[Path], args: argparse.Namespace, out: TextIO
) -> tuple[Changes, bool]:
    """Import PDFs; with --folders-as, the subfolders they came from as reading lists
    ('Parent / Child') or nested tags ('parent/child'). What changed, whether one failed."""
    from papershelf.cli.pdfs import import_pdfs
    from papershelf.services.tags import add_tag

    places = subfolders(args.files) if getattr(args, "folders_as", None) else {}
    groups: dict[tuple[str, ...], list[Path]] = {}
    for pdf in pdfs:
        groups.setdefault(tuple(places.get(pdf, [])), []).append(pdf)
    changes, failed = Changes(), False
    for parts, group in groups.items():
        as_list = args.folders_as == "lists" and parts
        list_name = " / ".join(parts) if as_list else args.list_name
        result, group_failed = import_pdfs(lib, group, args.lookup, list_name, out)
        changes |= result.changes
        failed = failed or group_failed
        if args.folders_as == "tags" and parts and result.entry_ids:
            try:
                changes |= add_tag(lib, result.entry_ids, "/".join(parts))
            except ServiceError as exc:
                print(f"papershelf: {visible(str(exc))}", file=sys.stderr)
    return changes, failed


def add_options(sub: argparse.ArgumentParser) -> None:
    """The import options for Zotero and folders."""
    sub.add_argument(
        "--zotero-base", metavar="DIR", type=Path,
        help=translate("cli", "Zotero's base directory for linked files (Settings > Advanced > "
        "Files and Folders): linked files stored relative to it are found there (default: as "
        "Zotero's own preferences say)"),
    )  # fmt: skip
    sub.add_argument(
        "--folders-as", choices=("lists", "tags"),
        help=translate("cli", "for a folder of PDFs: its subfolders become reading lists "
        "('Parent / Child') or nested tags ('parent/child')"),
    )  # fmt: skip


def import_zotero_paths(
    lib: Library, paths: Sequence[Path], args: argparse.Namespace, out: TextIO
) -> tuple[Changes, bool]:
    """Import each Zotero database; what changed, and whether any could not be read."""
    changes, failed = Changes(), False
    for path in paths:
        try:
            done = import_zotero(lib, Path(path), base_dir=getattr(args, "zotero_base", None))
        except FormatError as exc:
            print(f"papershelf: {visible(str(exc))}", file=sys.stderr)
            failed = True
            continue
        report = done.report
        print(visible(f"{path}: {report.summary()}"), file=out)
        for line in report.lines():
            print(visible(f"  {line}"), file=out)
        changes |= report.report.changes
    return changes, failed
