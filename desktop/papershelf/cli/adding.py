"""papershelf add: add papers by DOI or arXiv id, looked up at Crossref, doi.org and arXiv."""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from papershelf.cli.autoexport import refresh_bound_files
from papershelf.cli.common import end_status_line, status_line, visible
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services.autoexport import mark_before_change


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf add ID... [--list NAME]"""
    sub = commands.add_parser(
        "add", parents=[library], help=translate("cli", "add papers by DOI or arXiv id"),
        description=translate("cli", "Look up each DOI (bare, doi:…, https://doi.org/…) at "
        "Crossref, or at doi.org where Crossref does not hold it, and each arXiv id "
        "(1605.08386, 2104.12255v1, astro-ph/0601001, arXiv:…, arxiv.org links) at arXiv, and "
        "add the papers found. Prints one line per id; exits 1 if any id could not be added, "
        "after adding the others. Answers are cached for a week. PAPERSHELF_CROSSREF_URL, "
        "PAPERSHELF_DOI_URL and PAPERSHELF_ARXIV_URL send the requests elsewhere (a mirror, a "
        "proxy); PAPERSHELF_CONTACT_EMAIL is sent to Crossref as its etiquette asks."),
    )  # fmt: skip
    sub.add_argument(
        "ids",
        nargs="+",
        metavar="ID",
        help=translate("cli", "DOIs and arXiv ids ('-': read stdin)"),
    )
    sub.add_argument(
        "--list", dest="list_name", metavar="NAME", help=translate("cli", "reading list to add to")
    )
    sub.set_defaults(handler=run_add)


def run_add(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Add every id; one line each; exit 1 if any failed."""
    from papershelf.services.metadata.adding import add_identifiers  # httpx: only when used
    from papershelf.services.metadata.client import MetadataClient, ResponseCache

    text = sys.stdin.read() if args.ids == ["-"] else " ".join(args.ids)
    earlier = mark_before_change(lib)
    with MetadataClient(cache=ResponseCache.default()) as client:
        outcomes, report = add_identifiers(lib, client, text, args.list_name, _progress())
    end_status_line()
    for outcome in outcomes:
        print(visible(str(outcome)), file=sys.stderr if outcome.failed else out)
    if not outcomes:
        print(translate("cli", "papershelf: no DOI or arXiv id given"), file=sys.stderr)
    refresh_bound_files(lib, report.changes, out, earlier)
    return 1 if not outcomes or any(o.failed for o in outcomes) else 0


def _progress() -> Any:
    """A progress line on a terminal's stderr (None elsewhere)."""
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int, current: str) -> None:
        """Rewrite the line."""
        said = translate("cli", "looking up {done}/{total}: {current}")
        status_line(said.format(done=done, total=total, current=visible(current[:60])))

    return show
