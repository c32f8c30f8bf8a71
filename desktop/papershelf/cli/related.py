"""papershelf related KEY: the entries most like one entry, with how alike they are."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.queries import entry_ids_by_key, load_rows

LIMIT = 10


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf related KEY [--json] [--limit N]"""
    sub = commands.add_parser(
        "related", parents=[library],
        help=translate("cli", "print the entries most like one entry"),
        description=translate("cli", "Print the entries whose title, abstract and keywords are "
        "most like those of the entry KEY, most alike first. The score (0 to 1) is an entry's "
        "full-text match for KEY's most telling words, as a share of KEY's own."),
    )  # fmt: skip
    sub.add_argument("key", metavar="KEY", help=translate("cli", "the citation key of the entry"))
    sub.add_argument("--json", action="store_true", help=translate("cli", "print a JSON array"))
    sub.add_argument(
        "--limit", type=int, default=LIMIT, metavar="N", help=translate("cli", "at most N entries")
    )
    sub.set_defaults(handler=run_related)


def entry_id_of(lib: Library, key: str) -> int:
    """The id of the entry called *key*; UserError when there is none."""
    found = entry_ids_by_key(lib, [key]).get(key.lower())
    if found is None:
        raise UserError(translate("cli", "no entry has the key {key}").format(key=repr(key)))
    return found


def run_related(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print related entries: score, key, year and title per line, or JSON."""
    from papershelf.services.related import build_index

    entry_id = entry_id_of(lib, args.key)
    index = build_index(lib)
    hits = index.related(entry_id, max(args.limit, 0))
    rows = load_rows(lib, [hit.entry_id for hit in hits])
    found = [
        {
            "key": rows[hit.entry_id].key, "title": rows[hit.entry_id].title,
            "year": rows[hit.entry_id].year, "score": hit.score,
            "shared_words": index.shared_words(entry_id, hit.entry_id),
        }
        for hit in hits
    ]  # fmt: skip
    if args.json:
        json.dump(found, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    for item in found:
        print(
            f"{item['score']:.3f}  {item['key']:<24} {item['year'] or '':<5} {item['title']}",
            file=out,
        )
    return 0
