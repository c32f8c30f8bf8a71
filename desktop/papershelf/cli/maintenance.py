"""papershelf reindex: rebuild the search index from the entries, read pending PDFs' text."""

from __future__ import annotations

import argparse
import time
from typing import Any, TextIO

from papershelf.cli.pdfs import extract
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services.fulltext import retry_failed, retry_over_budget


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf reindex"""
    sub = commands.add_parser(
        "reindex", parents=[library],
        help=translate("cli", "rebuild the search index, index pending PDFs"),
        description=translate("cli", "Rebuild the index that search uses from every entry of "
        "the library, then read the text of every attached PDF not read yet (and retry those "
        "that could not be read before) into the full-text index. Only PDFs you attached or "
        "agreed to open are read. A PDF stopped for taking too much time or memory is not read "
        "again unless you ask (--retry-over-budget). The index follows every change by itself; "
        "run this if search ever seems to miss entries it should find."),
    )  # fmt: skip
    sub.add_argument(
        "--retry-over-budget", action="store_true",
        help=translate(
            "cli", "read again the PDFs stopped before for taking too much time or memory"),
    )  # fmt: skip
    sub.set_defaults(handler=run_reindex)


def run_reindex(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Rebuild the index, check it, and say how many entries it holds."""
    start = time.perf_counter()
    count = lib.backend.reindex(lib)
    seconds = time.perf_counter() - start
    consistent = lib.backend.text_index_consistent(lib)
    if consistent:
        said = translate(
            "cli", "reindexed %n entries in {seconds} s; the index checked", None, count
        )
    else:
        said = translate(
            "cli", "reindexed %n entries in {seconds} s; the index FAILED its check", None, count
        )
    print(said.format(seconds=f"{seconds:.1f}"), file=out)
    retry_failed(lib)
    if args.retry_over_budget:
        retry_over_budget(lib)
    extract(lib, out)  # files that cannot be read are listed, but the index itself is fine
    return 0 if consistent else 1
