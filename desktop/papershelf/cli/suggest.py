"""papershelf suggest-tags KEY: tags worth adding to an entry, from its neighbours and text."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from papershelf.cli.related import entry_id_of
from papershelf.i18n import translate
from papershelf.library.db import Library


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf suggest-tags KEY [--json]"""
    sub = commands.add_parser(
        "suggest-tags", parents=[library], help=translate("cli", "suggest tags for an entry"),
        description=translate("cli", "Suggest up to 5 tags for the entry KEY: the tags of the "
        "entries most like it, and key phrases of its title and abstract (marked 'new' when no "
        "entry has that tag yet). Add one with: papershelf tag add TAG key:KEY"),
    )  # fmt: skip
    sub.add_argument("key", metavar="KEY", help=translate("cli", "the citation key of the entry"))
    sub.add_argument("--json", action="store_true", help=translate("cli", "print a JSON array"))
    sub.set_defaults(handler=run_suggest)


def run_suggest(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print suggested tags: score, name and why, or JSON."""
    from papershelf.services.related import build_index
    from papershelf.services.suggest import suggest_tags

    entry_id = entry_id_of(lib, args.key)
    suggestions = suggest_tags(lib, build_index(lib), entry_id)
    if args.json:
        rows = [
            {"name": s.name, "score": s.score, "reason": s.reason, "new": s.new}
            for s in suggestions
        ]
        json.dump(rows, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    for s in suggestions:
        note = translate("cli", "{reason}, new").format(reason=s.reason) if s.new else s.reason
        print(f"{s.score:.2f}  {s.name:<28} ({note})", file=out)
    return 0
