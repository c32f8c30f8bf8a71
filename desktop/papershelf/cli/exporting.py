"""papershelf export: write the library, a reading list, a tag or a search as BibTeX, RIS,
CSL-JSON or a formatted reference list."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.cli.projects import cited_in_scope
from papershelf.formats.bib.bibtex_write import ExportError
from papershelf.i18n import translate
from papershelf.library import tags_sql
from papershelf.library.db import Library
from papershelf.services.exporting import FORMATS, ExportScope, export_file, export_parts
from papershelf.services.lists import find_list
from papershelf.services.tags import find_tag


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf export [--list NAME | --tag TAG | --query Q] [--format F] -o FILE"""
    sub = commands.add_parser(
        "export", parents=[library],
        help=translate(
            "cli", "write entries as BibTeX, BibLaTeX, RIS, CSL-JSON or a reference list"
        ),
        description=translate("cli", "Write the whole library (or a reading list in its "
        "order, a tag with the tags below it, or what a search finds) to a file, replaced "
        "atomically: a failed export leaves the old file as it was. Entries come in the list's "
        "order, else by citation key; the same library always gives the same bytes."),
    )  # fmt: skip
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
    scope.add_argument(
        "--cited-in", metavar="PATH",
        help=translate("cli", "what a LaTeX or Markdown document cites (and the "
        "crossref/xdata/set parents)"),
    )  # fmt: skip
    sub.add_argument(
        "--format", dest="flavour", choices=FORMATS, default="bibtex",
        help=translate("cli", "bibtex (default) or biblatex, both UTF-8: values read from a "
        ".bib go back as they were read, new or edited text gets the LaTeX escapes the flavour "
        "needs; ris; csl-json (for pandoc --citeproc, Quarto, Zotero: each item's id is its "
        "citation key); or a reference list in --style: html, markdown, rtf or text"),
    )  # fmt: skip
    sub.add_argument(
        "--style", default=None,
        help=translate("cli", "the citation style of a reference list (default apa; see "
        "`papershelf cite --list-styles`)"),
    )  # fmt: skip
    sub.add_argument(
        "--with-file-paths", action="store_true",
        help=translate("cli", "csl-json: include the attachments' local file paths (left "
        "out by default: a shared file should not tell where your papers are kept)"),
    )  # fmt: skip
    sub.add_argument(
        "-o", "--output", required=True, metavar="FILE",
        help=translate("cli", "the file to write ('-': stdout)"),
    )  # fmt: skip
    # -o -: the bytes as they are; bulk: papershelf.bulk_work's mode while it runs
    sub.set_defaults(handler=run_export, writes_data=True, bulk=True)


def chosen_scope(lib: Library, args: argparse.Namespace) -> ExportScope:
    """The scope the options name; UserError for a list or tag that does not exist."""
    if args.list_name is not None:
        list_id = find_list(lib, args.list_name)
        if list_id is None:
            said = translate("cli", "there is no reading list called '{name}'")
            raise UserError(said.format(name=args.list_name))
        return ExportScope.of_list(list_id)
    if args.tag is not None:
        if find_tag(lib, args.tag) is None and not _has_children(lib, args.tag):
            raise UserError(
                translate("cli", "there is no tag called '{name}'").format(name=args.tag)
            )
        return ExportScope.of_tag(args.tag)
    if args.query is not None:
        return ExportScope.of_query(args.query)
    if getattr(args, "cited_in", None) is not None:
        return cited_in_scope(lib, args.cited_in)
    return ExportScope()


def _has_children(lib: Library, name: str) -> bool:
    """Whether tags exist below name (a parent needs no row of its own)."""
    return tags_sql.has_children(lib, name)


def run_export(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Write the export to the file (or stdout) and say how many entries it holds."""
    scope = chosen_scope(lib, args)
    try:
        if args.output == "-":
            for part in export_parts(
                lib, scope, args.flavour, args.style, include_files=args.with_file_paths
            ):
                out.write(part)
            return 0
        path = Path(args.output).expanduser()
        result = export_file(
            lib, scope, args.flavour, path, args.style, include_files=args.with_file_paths
        )
    except ExportError as exc:
        raise UserError(translate("cli", "cannot export: {why}").format(why=exc)) from exc
    except BrokenPipeError:
        raise  # `-o - | head`: the boundary ends the command quietly
    except OSError as exc:
        said = translate("cli", "{path}: cannot write ({why})")
        raise UserError(said.format(path=args.output, why=exc.strerror or exc)) from exc
    count = result.entries
    if result.written:
        said = translate("cli", "{path}: %n entries (written)", None, count)
    else:
        said = translate("cli", "{path}: %n entries (unchanged)", None, count)
    print(said.format(path=result.path), file=out)
    for warning in result.warnings[:_SHOWN]:
        print(f"  {warning}", file=out)
    if len(result.warnings) > _SHOWN:
        more = len(result.warnings) - _SHOWN
        print("  " + translate("cli", "... and %n more style warnings", None, more), file=out)
    return 0


_SHOWN = 50  # style warnings printed; the rest counted
