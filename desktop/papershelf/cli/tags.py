"""papershelf tag add|remove|rename|color|delete, and papershelf tags: tags from the shell."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from papershelf.cli.common import UserError, backup_before
from papershelf.i18n import N, translate
from papershelf.library.db import Library
from papershelf.library.organising import tag_counts
from papershelf.library.queries import ordered_ids
from papershelf.library.search import parse
from papershelf.services import private_state
from papershelf.services.tags import (
    TagExists,
    add_tag,
    delete_tag,
    get_tag,
    recolor_tag,
    remove_tag,
    rename_tag,
)

PRIVATE_HELP = N("your own private tag, seen by you only (a shared library; find: mytag:TAG)")


def _entries_word(count: int) -> str:
    """'1 entry' or '12 entries'."""
    return translate("cli", "%n entries", None, count)


# What each command does to the entries it chooses: the help of QUERY... and of --all.
SELECTION_HELP = {
    "tag": (N("search words choosing the entries to tag"),
            N("tag every entry of the library (no QUERY)")),
    "untag": (N("search words choosing the entries to untag"),
              N("untag every entry of the library (no QUERY)")),
    "delete": (N("search words choosing the entries to delete"),
               N("delete every entry of the library (no QUERY)")),
    "give new keys": (N("search words choosing the entries to give new keys"),
                      N("give every entry of the library a new key (no QUERY)")),
    "add": (N("search words choosing the entries to add"),
            N("add every entry of the library (no QUERY)")),
    "take out": (N("search words choosing the entries to take out"),
                 N("take out every entry of the library (no QUERY)")),
}  # fmt: skip


def add_selection_arguments(sub: argparse.ArgumentParser, verb: str) -> None:
    """QUERY... and --all: which entries a command works on."""
    query_help, all_help = SELECTION_HELP[verb]
    sub.add_argument("query", nargs="*", help=translate("", query_help))
    sub.add_argument("--all", action="store_true", help=translate("", all_help))


def chosen_entries(lib: Library, args: argparse.Namespace, exact_keys: bool = False) -> list[int]:
    """The ids QUERY selects, or every id with --all; refuse neither or both. *exact_keys*:
    key:k1 is the key k1 only (key:k1* its prefix), as destructive commands read it."""
    words = " ".join(args.query).strip()
    if words and args.all:
        raise UserError(translate("cli", "give either search words or --all, not both"))
    if not words and not args.all:
        raise UserError(
            "say which entries: give search words (e.g. 'transformer'), "
            "or --all to mean every entry of the library"
        )
    return ordered_ids(lib, query=parse(words, exact_keys=exact_keys))


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf tag ACTION ... and papershelf tags [--json]"""
    tag = commands.add_parser(
        "tag", parents=[library],
        help=translate("cli", "add, remove, rename, recolour or delete a tag"),
        description=translate("cli", "Put a tag on the entries a search finds, take it off, or "
        "manage the tag. Tags nest with '/': 'ml/rl' is below 'ml'."),
    )  # fmt: skip
    actions = tag.add_subparsers(dest="action", metavar="ACTION", required=True)
    _register_add_remove(actions, library)
    rename = actions.add_parser(
        "rename", parents=[library], help=translate("cli", "rename a tag (and the tags below it)"),
        description=translate("cli", "Rename a tag; the tags below it move along ('ml' -> 'ai' "
        "turns 'ml/rl' into 'ai/rl'). Renaming onto an existing tag needs --merge."),
    )  # fmt: skip
    rename.add_argument("old", metavar="OLD")
    rename.add_argument("new", metavar="NEW")
    rename.add_argument(
        "--merge", action="store_true", help=translate("cli", "merge into NEW if it exists")
    )
    rename.set_defaults(handler=run_rename)
    color = actions.add_parser(
        "color", parents=[library], help=translate("cli", "give a tag a colour")
    )
    color.add_argument("tag", metavar="TAG")
    color.add_argument("color", metavar="COLOR", help=translate("cli", "a colour as #rrggbb"))
    color.set_defaults(handler=run_color)
    delete = actions.add_parser(
        "delete", parents=[library], help=translate("cli", "delete a tag (its entries stay)")
    )
    delete.add_argument("tag", metavar="TAG")
    delete.set_defaults(handler=run_delete)
    _register_tags(commands, library)


def _register_add_remove(actions: Any, library: argparse.ArgumentParser) -> None:
    """papershelf tag add|remove TAG [QUERY...] [--all]"""
    add = actions.add_parser(
        "add", parents=[library], help=translate("cli", "tag the entries a search finds"),
        description=translate("cli", "Tag every entry the search words find (as `papershelf "
        "search` finds them); the tag is created if it is new."),
    )  # fmt: skip
    add.add_argument("tag", metavar="TAG")
    add_selection_arguments(add, "tag")
    add.add_argument("--private", action="store_true", help=translate("", PRIVATE_HELP))
    add.set_defaults(handler=run_add)
    remove = actions.add_parser(
        "remove",
        parents=[library],
        help=translate("cli", "take a tag off the entries a search finds"),
    )
    remove.add_argument("tag", metavar="TAG")
    add_selection_arguments(remove, "untag")
    remove.add_argument("--private", action="store_true", help=translate("", PRIVATE_HELP))
    remove.set_defaults(handler=run_remove)


def _register_tags(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf tags [--json] [--sort name|count]"""
    tags = commands.add_parser(
        "tags", parents=[library],
        help=translate("cli", "print the tags with their colours and counts"),
        description=translate("cli", "Print every tag with its colour and how many entries "
        "carry it (a parent counts the entries of the tags below it too)."),
    )  # fmt: skip
    tags.add_argument("--json", action="store_true", help=translate("cli", "print a JSON array"))
    tags.add_argument(
        "--sort",
        choices=("name", "count"),
        default="name",
        help=translate("cli", "order of each level"),
    )
    tags.add_argument(
        "--private",
        action="store_true",
        help=translate("cli", "your private tags (a shared library)"),
    )
    tags.set_defaults(handler=run_tags)


def _stored_name(lib: Library, name: str) -> str:
    """The tag's name as the library spells it (the name given, if there is no such tag)."""
    found = get_tag(lib, name)
    return found.name if found else name


def run_add(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Tag the chosen entries and say how many were tagged."""
    ids = chosen_entries(lib, args)
    if args.private:
        return _add_private(lib, ids, args.tag, out)
    changes = add_tag(lib, ids, args.tag)
    name = _stored_name(lib, args.tag)
    already = len(ids) - len(changes.edited)
    said = translate("cli", "tagged {entries} with '{name}'")
    said = said.format(entries=_entries_word(len(changes.edited)), name=name)
    if already:
        said += translate("cli", " (%n already had it)", None, already)
    print(said, file=out)
    return 0


def run_remove(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Untag the chosen entries and say how many lost the tag."""
    ids = chosen_entries(lib, args)
    if args.private:
        changes = private_state.remove_tag(lib, ids, args.tag)
        entries = _entries_word(len(changes.edited))
        said = translate("cli", "removed your private tag '{tag}' from {entries}")
        print(said.format(tag=args.tag, entries=entries), file=out)
        return 0
    changes = remove_tag(lib, ids, args.tag)
    name = _stored_name(lib, args.tag)
    said = translate("cli", "removed '{name}' from {entries}")
    print(said.format(name=name, entries=_entries_word(len(changes.edited))), file=out)
    return 0


def _add_private(lib: Library, ids: list[int], tag: str, out: TextIO) -> int:
    """Put the member's private tag on the chosen entries and say on how many."""
    changes = private_state.add_tag(lib, ids, tag)
    already = len(ids) - len(changes.edited)
    entries = _entries_word(len(changes.edited))
    said = translate("cli", "tagged {entries} with your private tag '{tag}'")
    if already:
        said = translate(
            "cli", "tagged {entries} with your private tag '{tag}' (%n already had it)", None,
            already,
        )  # fmt: skip
    print(said.format(entries=entries, tag=tag), file=out)
    return 0


def run_rename(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Rename (or merge) a tag; a clash without --merge says how to merge."""
    merging = (
        args.merge and get_tag(lib, args.new) is not None and get_tag(lib, args.old) is not None
    )
    backup_before(lib, merging, "before-tag-merge")
    try:
        changes = rename_tag(lib, args.old, args.new, merge=args.merge)
    except TagExists as exc:
        said = translate("cli", "{error}; add --merge to merge '{old}' into it")
        raise UserError(said.format(error=exc, old=args.old)) from exc
    if args.merge:
        said = translate("cli", "renamed (merging where needed) '{old}' to '{new}' on {entries}")
    else:
        said = translate("cli", "renamed '{old}' to '{new}' on {entries}")
    entries = _entries_word(len(changes.edited))
    print(said.format(old=args.old, new=_stored_name(lib, args.new), entries=entries), file=out)
    return 0


def run_color(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Give a tag a colour."""
    recolor_tag(lib, args.tag, args.color)
    said = translate("cli", "'{name}' is now {colour}")
    print(
        said.format(name=_stored_name(lib, args.tag), colour=args.color.strip().lower()), file=out
    )
    return 0


def run_delete(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Delete a tag; its entries stay."""
    name = _stored_name(lib, args.tag)
    backup_before(lib, get_tag(lib, args.tag) is not None, "before-tag-delete")
    changes = delete_tag(lib, args.tag)
    said = translate("cli", "deleted the tag '{name}' (it was on {entries})")
    print(said.format(name=name, entries=_entries_word(len(changes.edited))), file=out)
    return 0


def run_tags(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print the tag tree: count, colour and full name per line, or JSON."""
    if args.private:
        return _print_private(lib, args.json, out)
    infos = tag_counts(lib, order=args.sort)
    if args.json:
        rows = [
            {"name": t.name, "color": t.color, "count": t.count, "implied": t.implied}
            for t in infos
        ]
        json.dump(rows, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    for info in infos:
        print(f"{info.count:>7}  {info.color or '-':<7}  {info.name}", file=out)
    return 0


def _print_private(lib: Library, as_json: bool, out: TextIO) -> int:
    """Print the member's private tags with their counts, or JSON."""
    counts = private_state.tag_counts(lib)
    if as_json:
        json.dump([{"name": n, "count": c} for n, c in counts], out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    for name, count in counts:
        print(f"{count:>7}  {name}", file=out)
    if not counts:
        print(translate("cli", "you have no private tags"), file=out)
    return 0
