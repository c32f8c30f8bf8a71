"""papershelf annotate / annotations: highlight words in an entry's PDF, list its annotations
as JSON or Markdown, write them into the PDF, and export a list's, tag's or search's as one
Markdown file with pandoc citations."""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from pathlib import Path
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.cli.exporting import chosen_scope
from papershelf.cli.related import entry_id_of
from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.formats.pdf.worker import PdfWorker
from papershelf.i18n import translate
from papershelf.library.annotations_sql import AnnotationRow
from papershelf.library.db import Library
from papershelf.services import annotations as annotation_service
from papershelf.services import members
from papershelf.services.annotation_notes import as_json, collect, document
from papershelf.services.annotation_text import entry_pdf, mark_area, mark_words
from papershelf.services.exporting import scope_ids


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf annotate KEY ... and papershelf annotations [KEY] ..."""
    _register_annotate(commands, library)
    _register_annotations(commands, library)


def _register_annotate(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf annotate KEY --page N (--text WORDS | --area X0 Y0 X1 Y1) [--color C]
    [--comment T] [--kind K] [--tag T]..."""
    sub = commands.add_parser(
        "annotate", parents=[library],
        help=translate("cli", "highlight words on a page of an entry's PDF"),
        description=translate("cli", "Find WORDS on page N of the entry's PDF (white space, "
        "hyphens at line ends and ligatures do not matter) and highlight them in the library. "
        "The PDF is not changed: `papershelf annotations KEY --write-pdf` writes annotations "
        "into it."),
    )  # fmt: skip
    sub.add_argument("key", help=translate("cli", "the entry's citation key"))
    sub.add_argument(
        "--page", type=int, required=True, metavar="N", help=translate("cli", "the page (from 1)")
    )
    place = sub.add_mutually_exclusive_group(required=True)
    place.add_argument("--text", metavar="WORDS", help=translate("cli", "words on that page"))
    place.add_argument("--area", nargs=4, type=float, metavar=("X0", "Y0", "X1", "Y1"),
                       help=translate("cli", "a rectangle of the page in points (its words "
                       "quoted)"))  # fmt: skip
    sub.add_argument("--tag", dest="tags", action="append", default=[], metavar="TAG",
                     help=translate("cli", "a tag on the annotation (again for more)"))  # fmt: skip
    colours = ", ".join(annotation_service.COLOURS)
    sub.add_argument("--color", "--colour", dest="colour", default="yellow",
                     help=translate("cli", "{colours} or #rrggbb (yellow)").format(
                         colours=colours))  # fmt: skip
    sub.add_argument("--comment", default="", help=translate("cli", "a comment on the words"))
    sub.add_argument("--kind", default="highlight", choices=("highlight", "underline", "strikeout"))
    sub.add_argument("--public", action="store_true",
                     help=translate("cli", "a shared library's members all see it (else only "
                                    "you do)"))  # fmt: skip
    sub.set_defaults(handler=run_annotate)


def _register_annotations(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf annotations [KEY | --list | --tag | --query] [--format F] [--write-pdf]"""
    sub = commands.add_parser(
        "annotations", parents=[library],
        help=translate("cli", "an entry's (or a list's) annotations"),
        description=translate("cli", "Print the annotations of the entry KEY (or of a reading "
        "list, a tag or a search) as JSON or as Markdown quotes with page numbers and [@key, p. "
        "N] citations, which pandoc --citeproc renders with the list's CSL-JSON export."),
    )  # fmt: skip
    sub.add_argument("key", nargs="?", help=translate("cli", "the entry's citation key"))
    scope = sub.add_mutually_exclusive_group()
    scope.add_argument(
        "--list", dest="list_name", metavar="NAME", help=translate("cli", "a reading list")
    )
    scope.add_argument(
        "--tag", metavar="TAG", help=translate("cli", "a tag (and the tags below it)")
    )
    scope.add_argument(
        "--query", metavar="Q", help=translate("cli", "a search, as `papershelf search` takes it")
    )
    sub.add_argument("--format", dest="flavour", choices=("markdown", "json"), default="markdown")
    sub.add_argument("--mine", action="store_true",
                     help=translate(
                         "cli", "only the annotations this library's user made"))  # fmt: skip
    sub.add_argument(
        "-o", "--output", type=Path, metavar="FILE", help=translate("cli", "write to FILE")
    )
    sub.add_argument("--read-pdf", action="store_true",
                     help=translate(
                         "cli", "first read the annotations the entry's PDF holds"))  # fmt: skip
    sub.add_argument("--write-pdf", action="store_true",
                     help=translate(
                         "cli", "write its annotations into its PDF (backed up first)"),
                     )  # fmt: skip
    sub.set_defaults(handler=run_annotations)


def run_annotate(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Highlight the words; say what was marked."""
    entry_id = entry_id_of(lib, args.key)
    colour = annotation_service.colour_value(args.colour)
    worker = PdfWorker()
    try:
        if args.area is not None:
            row, _changes = mark_area(lib, entry_id, args.page, tuple(args.area), worker,
                                      colour, args.comment, args.tags, args.public)  # fmt: skip
        else:
            row, _changes = mark_words(lib, entry_id, args.page, args.text, worker, colour,
                                       args.comment, args.kind, args.tags, args.public)  # fmt: skip
    except PdfError as error:
        raise UserError(
            translate("cli", "{key}'s PDF {error}").format(key=args.key, error=error)
        ) from error
    finally:
        worker.close()
    shared = " (shared with the group)" if row.public and row.member else ""
    print(f'{args.key}, p. {row.page}: {row.kind} "{row.text}"{shared}', file=out)
    return 0


def run_annotations(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print (or write) the annotations; read from or write into the PDF first if asked."""
    has_scope = any(v is not None for v in (args.list_name, args.tag, args.query))
    if (args.key is None) != has_scope:
        raise UserError(
            translate("cli", "name either an entry KEY or one of --list, --tag, --query")
        )
    if args.key is None and (args.write_pdf or args.read_pdf):
        raise UserError(translate("cli", "--read-pdf and --write-pdf take one entry KEY"))
    ids = [entry_id_of(lib, args.key)] if args.key else scope_ids(lib, chosen_scope(lib, args))
    if args.read_pdf:
        _read_pdf(lib, ids[0], args.key, out)
    if args.write_pdf:
        _write_pdf(lib, ids[0], args.key, out)
    text = _formatted(lib, ids, args)
    if args.output is None:
        out.write(text)
        return 0
    try:
        args.output.write_text(text, encoding="utf-8")
    except OSError as error:
        said = translate("cli", "{path}: cannot write ({why})")
        raise UserError(said.format(path=args.output, why=error.strerror or error)) from error
    count = sum(len(entry.rows) for entry in collect(lib, ids))
    print(
        translate("cli", "{path}: %n annotations", None, count).format(path=args.output), file=out
    )
    return 0


def _formatted(lib: Library, ids: list[int], args: argparse.Namespace) -> str:
    """The annotations of *ids* as JSON or Markdown (only the user's own with --mine)."""
    me = lib.user_name() if args.mine else None
    names = members.names(lib) if members.shared(lib) else {}
    found = [
        replace(
            entry,
            rows=tuple(
                _shown(r, names)
                for r in entry.rows
                if me is None or annotation_service.made_by(r, me)
            ),
        )
        for entry in collect(lib, ids)
    ]
    found = [entry for entry in found if entry.rows]
    if args.flavour == "json":
        rows = [row for entry in found for row in entry.rows]
        return json.dumps(as_json(rows), ensure_ascii=False, indent=2) + "\n"
    title = args.list_name or (f"#{args.tag}" if args.tag else args.query) or ""
    return document(found, f"Annotations: {title}" if title else "")


def _shown(row: AnnotationRow, names: dict[str, str]) -> AnnotationRow:
    """*row* as printed: a member's annotation by their shown name (a shared library)."""
    return replace(row, author=names.get(row.member, row.member)) if row.member else row


def _read_pdf(lib: Library, entry_id: int, key: str, out: TextIO) -> None:
    """Store the annotations the entry's PDF holds that the library lacks."""
    pdf = entry_pdf(lib, entry_id)
    worker = PdfWorker()
    try:
        changes = annotation_service.read_from_pdf(lib, entry_id, pdf.id, Path(pdf.path), worker)
    except PdfError as error:
        raise UserError(f"{pdf.path}: {error}") from error
    finally:
        worker.close()
    if changes.empty:
        said = translate("cli", "{key}: no new annotations read from {path}")
    else:
        said = translate("cli", "{key}: new annotations read from {path}")
    print(said.format(key=key, path=pdf.path), file=out)


def _write_pdf(lib: Library, entry_id: int, key: str, out: TextIO) -> None:
    """Write the entry's annotations into its PDF, after a backup; say where."""
    pdf = entry_pdf(lib, entry_id)
    try:
        report = annotation_service.write_to_pdf(lib, entry_id, pdf.id, Path(pdf.path))
    except PdfError as error:
        raise UserError(f"{pdf.path} {error}") from error
    except OSError as error:
        said = translate("cli", "{path}: cannot write ({why})")
        raise UserError(said.format(path=pdf.path, why=error.strerror or error)) from error
    said = translate(
        "cli",
        "{key}: {added} added, {updated} updated, {removed} removed in {path} (the file as it "
        "was: {backup})",
    )
    counts = {"added": report.added, "updated": report.updated, "removed": report.removed}
    print(said.format(key=key, **counts, path=pdf.path, backup=report.backup), file=out)
