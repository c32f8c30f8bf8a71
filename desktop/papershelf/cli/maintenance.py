"""papershelf reindex: rebuild the full-text search index from the entries."""

from __future__ import annotations

import argparse
import time
from typing import Any, TextIO

from papershelf.library import fts
from papershelf.library.db import Library


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf reindex"""
    sub = commands.add_parser(
        "reindex", parents=[library], help="rebuild the full-text search index",
        description="Rebuild the index that search uses from every entry of the library. "
        "The index follows every change by itself; run this if search ever seems to miss "
        "entries it should find.",
    )  # fmt: skip
    sub.set_defaults(handler=run_reindex)


def run_reindex(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Rebuild the index, check it, and say how many entries it holds."""
    start = time.perf_counter()
    count = fts.reindex(lib)
    seconds = time.perf_counter() - start
    word = "entry" if count == 1 else "entries"
    state = "checked" if fts.is_consistent(lib) else "FAILED its check"
    print(f"reindexed {count} {word} in {seconds:.1f} s; the index {state}", file=out)
    return 0 if state == "checked" else 1
