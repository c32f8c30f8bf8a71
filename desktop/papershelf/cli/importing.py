"""papershelf import: read files into the library and report what happened."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, TextIO

from papershelf.cli.autoexport import refresh_bound_files
from papershelf.cli.common import backup_before, end_status_line, status_line, visible
from papershelf.cli.migrating import (
    add_options,
    import_pdfs_by_folder,
    import_zotero_paths,
    say_empty_folders,
)
from papershelf.cli.stdin import refuse_special_file, stdin_as_file
from papershelf.formats.records import FormatError
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.queries import count_entries
from papershelf.services.autoexport import mark_before_change
from papershelf.services.import_pipeline import Probe, import_file, plan_import, probe
from papershelf.services.importing import DUPLICATE_ACTIONS, ImportReport, Progress


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf import FILE... [--list NAME] [--on-duplicate skip|merge|keep]"""
    sub = commands.add_parser(
        "import", parents=[library],
        help=translate(
            "cli",
            "import BibTeX, RIS, CSL-JSON, plain-text abstract lists, PDFs or a Zotero library",
        ),
        description=translate("cli", "Import files into the library: BibTeX/BibLaTeX (.bib, "
        ".bibtex), RIS "
        "(.ris), CSL-JSON (.json: Zotero's, Pandoc's, Papershelf's own export), EndNote XML "
        "(.xml), "
        "plain-text abstract lists (.txt: a header line, then one abstract per "
        "paragraph) and PDFs (.pdf: one entry each with the PDF attached, its DOI or "
        "arXiv id kept, title and authors inferred from the PDF unless --lookup; its text "
        "is indexed for search before the command returns) and Zotero's own library (its "
        "data folder or zotero.sqlite: items, notes, files, tags, collections; read without "
        "disturbing a running Zotero). Each file is imported whole or "
        "not at all; entries that cannot be read are listed with their line. A paper the "
        "library surely has (the same DOI or arXiv id, or the same title, year, authors, "
        "venue and pages) is a duplicate: skipped by default; one that only may be (a "
        "similar title, the same abstract) is imported and listed as a 'possible "
        "duplicate'. Entries of one file with keys of their own are never duplicates of "
        "each other."),
    )  # fmt: skip
    sub.add_argument(
        "files", nargs="+", metavar="FILE", type=Path,
        help=translate("cli", "files to import ('-': standard input, its format told from its "
        "content; a folder: the PDFs in it and its subfolders; Zotero's data folder: its library)"),
    )  # fmt: skip
    sub.add_argument(
        "--list", dest="list_name", metavar="NAME",
        help=translate(
            "cli", "reading list to put the entries in (default: the file's header line)"
        ),
    )  # fmt: skip
    sub.add_argument(
        "--on-duplicate", choices=DUPLICATE_ACTIONS, default="skip",
        help=translate("cli", "skip a sure duplicate (default), merge it into the entry it "
        "duplicates (filling in the fields that entry lacks), or keep it as an entry of its own; "
        "a possible duplicate is always imported and listed"),
    )  # fmt: skip
    sub.add_argument(
        "--lookup", action="store_true",
        help=translate("cli", "look the DOI or arXiv id found in each PDF up online (Crossref, "
        "DataCite, arXiv) for its full record; without it nothing leaves this computer"),
    )  # fmt: skip
    sub.add_argument(
        "--dry-run", action="store_true",
        help=translate("cli", "store nothing: read the bibliographies and print what the import "
        "would find (duplicates, keys it would change, problems), as the window's review shows it"),
    )  # fmt: skip
    add_options(sub)
    sub.set_defaults(handler=run_import, bulk=True)  # papershelf.bulk_work's mode while it runs


def run_import(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Import each file; report per file; exit 1 if any file could not be read at all.

    The paths are probed (services.import_pipeline) as the window's are; a bibliography is
    then committed unplanned (--on-duplicate decides, nobody is asked), read once."""
    probed = probe(args.files)
    if args.dry_run:
        return _plan_only(lib, probed, args, out)
    failed = say_empty_folders(probed.empty)
    total = ImportReport()
    earlier = mark_before_change(lib)  # a run killed before the files are rewritten shows
    backup_before(lib, args.on_duplicate == "merge" and count_entries(lib) > 0, "before-merge")
    pdfs, pdf_refused = _plain_pdfs(probed.pdfs)
    failed = failed or pdf_refused
    if pdfs:
        pdf_changes, pdf_failed = import_pdfs_by_folder(lib, pdfs, args, out)
        failed = failed or pdf_failed
        total.changes |= pdf_changes
    if probed.zotero:
        changes, zotero_failed = import_zotero_paths(lib, probed.zotero, args, out)
        failed = failed or zotero_failed
        total.changes |= changes
    others = probed.files
    for path in others:
        try:
            report, named = _import_one(lib, path, args)
        except FormatError as exc:
            end_status_line()
            print(f"papershelf: {visible(_as_given(str(exc), exc.file, path))}", file=sys.stderr)
            failed = True
            continue
        end_status_line()
        _print_report(path, report, out, named)
        total.merge(report)
    if len(others) > 1:
        print(translate("cli", "total: {summary}").format(summary=total.summary()), file=out)
    refresh_bound_files(lib, total.changes, out, earlier)
    return 1 if failed else 0


def _plan_only(lib: Library, probed: Probe, args: argparse.Namespace, out: TextIO) -> int:
    """--dry-run: plan each bibliography (services.import_pipeline.plan_import, what the
    window reviews) and print what committing it would do; nothing is stored."""
    failed = say_empty_folders(probed.empty)
    for path in [*probed.pdfs, *probed.zotero]:
        said = translate("cli", "{path}: not planned (--dry-run reads bibliographies only)")
        print("papershelf: " + said.format(path=visible(str(path))), file=sys.stderr)
    for path in probed.files:
        plan = plan_import(lib, [path])
        if plan.report.failed:
            end_status_line()
            print(f"papershelf: {visible(str(plan.report.failed[0]))}", file=sys.stderr)
            failed = True
            continue
        report = plan.report
        records = plan.count
        said = translate(
            "cli", "{path}: %n records, {duplicates} of them duplicates (dry run: nothing stored)",
            None, records)  # fmt: skip
        print(said.format(path=path, duplicates=len(report.skipped)), file=out)
        for line in report.lines():
            print(f"  {line}", file=out)
    return 1 if failed else 0


def _plain_pdfs(paths: list[Path]) -> tuple[list[Path], bool]:
    """The PDF paths that are files or missing (reported later), and whether any was a FIFO,
    device or socket (reported here: reading one could block)."""
    kept, refused = [], False
    for path in paths:
        try:
            refuse_special_file(path)
        except FormatError as exc:
            print(f"papershelf: {visible(str(exc))}", file=sys.stderr)
            refused = True
            continue
        kept.append(path)
    return kept, refused


def _import_one(lib: Library, path: Path, args: argparse.Namespace) -> tuple[ImportReport, str]:
    """Import one file (or standard input, for '-'), and the name its report gives the file
    (a temporary copy's, for standard input); FormatError for a FIFO, device or socket."""
    if str(path) == "-":
        with stdin_as_file() as copy:
            report = import_file(lib, copy, args.list_name, on_duplicate=args.on_duplicate)
            return report, str(copy)
    refuse_special_file(path)
    progress = _progress_line(path)
    report = import_file(
        lib, path, args.list_name, on_duplicate=args.on_duplicate, progress=progress
    )
    return report, str(path)


def _as_given(text: str, named: str, path: Path) -> str:
    """text with the name the importer used for the file replaced by the one given ('-')."""
    return text.replace(named, str(path)) if named else text


def _progress_line(path: Path) -> Progress | None:
    """A progress callback that keeps one line on a terminal's stderr (None elsewhere)."""
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        """Rewrite the line with the share done."""
        share = 100 * done // total if total else 100
        status_line(
            translate("cli", "importing {name}: {share}%").format(
                name=path.name, share=f"{share:3d}"
            )
        )

    return show


def _print_report(path: Path, report: ImportReport, out: TextIO, named: str) -> None:
    """What one file's import did, then one line per entry not imported, imported under
    another key or possibly a duplicate, and per problem, in line order."""
    summary = report.summary()
    if report.lists:
        summary = translate("cli", "{summary} into '{list}'").format(
            summary=summary, list=report.lists[0]
        )
    print(f"{path}: {summary}", file=out)
    for line in report.lines():
        print(f"  {_as_given(line, named, path)}", file=out)
