"""papershelf cite: print formatted references (or the in-text citation) in a CSL style."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.cli.searching import print_hints, query_epilog
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.queries import Sort, ordered_ids
from papershelf.services.citations import (
    FORMATS,
    SHORT_NAMES,
    available_styles,
    format_bibliography,
    format_citation,
)


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf cite [QUERY] [--style S] [--format F] [--in-text] [--list-styles]"""
    sub = commands.add_parser(
        "cite", parents=[library],
        help=translate("cli", "print formatted references in a citation style"),
        description=translate("cli", "Print the entries a query finds (all entries when there "
        "is none) as a reference list in a CSL citation style, to paste into Word, Google Docs "
        "or Markdown; or, with --in-text, their in-text citation ('(Vaswani et al., 2017)', "
        "'[1]'). Styles: {styles}, any style id --list-styles shows, or a .csl file. Example: "
        "papershelf cite key:vaswani2017attention --style ieee").format(
            styles=", ".join(SHORT_NAMES)),
        epilog=query_epilog(), formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    sub.add_argument(
        "query", nargs="*", help=translate("cli", "a query (see below); several words are joined")
    )
    sub.add_argument(
        "--style", default="apa", help=translate("cli", "a citation style (default: apa)")
    )
    sub.add_argument(
        "--format", dest="fmt", choices=FORMATS, default="text",
        help=translate("cli", "text (default), html, markdown or rtf"),
    )  # fmt: skip
    sub.add_argument(
        "--in-text", action="store_true", help=translate("cli", "print the in-text citation")
    )
    sub.add_argument(
        "--list-styles",
        action="store_true",
        help=translate("cli", "list the styles that can be used and stop"),
    )
    sub.set_defaults(handler=run_cite)


def run_cite(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print the references (or citation); exit 1 when the query finds nothing."""
    if args.list_styles:
        for style in available_styles():
            print(f"{style.short or style.id:<28} {style.title}", file=out)
        return 0
    query = " ".join(args.query)
    print_hints(query)
    ids = ordered_ids(lib, query=query, sort=Sort("key", descending=False))
    if not ids:
        if query:
            raise UserError(translate("cli", "no entry matches '{query}'").format(query=query))
        raise UserError(translate("cli", "the library is empty"))
    if args.in_text:
        print(format_citation(lib, ids, args.style, args.fmt), file=out)
        return 0
    out.write(format_bibliography(lib, ids, args.style, args.fmt))
    return 0
