"""papershelf list add|remove|show, and papershelf lists: reading lists from the shell."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.cli.tags import add_selection_arguments, chosen_entries
from papershelf.cli.words import status_word
from papershelf.i18n import translate
from papershelf.library import entries_sql
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.organising import list_infos
from papershelf.services.lists import (
    add_to_list,
    clean_list_name,
    create_list,
    find_list,
    list_positions,
    remove_from_list,
)


def _entries_word(count: int) -> str:
    """'1 entry' or '12 entries'."""
    return translate("cli", "%n entries", None, count)


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf list ACTION ... and papershelf lists [--json]"""
    lst = commands.add_parser(
        "list", parents=[library],
        help=translate("cli", "put entries in a reading list, take them out, show it"),
        description=translate("cli", "Reading lists are ordered queues of entries. Entries are "
        "chosen by search words, as `papershelf search` finds them."),
    )  # fmt: skip
    actions = lst.add_subparsers(dest="action", metavar="ACTION", required=True)
    add = actions.add_parser(
        "add", parents=[library], help=translate(
            "cli", "append the entries a search finds to a list"),
        description=translate("cli", "Append the entries the search words find to the end of a "
        "reading list (created if it is new); entries already in it keep their place."),
    )  # fmt: skip
    add.add_argument("name", metavar="NAME")
    add_selection_arguments(add, "add")
    add.set_defaults(handler=run_add)
    remove = actions.add_parser(
        "remove",
        parents=[library],
        help=translate("cli", "take the entries a search finds out of a list"),
    )
    remove.add_argument("name", metavar="NAME")
    add_selection_arguments(remove, "take out")
    remove.set_defaults(handler=run_remove)
    show = actions.add_parser(
        "show", parents=[library], help=translate("cli", "print a list in its order")
    )
    show.add_argument("name", metavar="NAME")
    show.add_argument("--json", action="store_true", help=translate("cli", "print a JSON array"))
    show.set_defaults(handler=run_show)
    lists = commands.add_parser(
        "lists",
        parents=[library],
        help=translate("cli", "print the reading lists with their progress"),
    )
    lists.add_argument("--json", action="store_true", help=translate("cli", "print a JSON array"))
    lists.set_defaults(handler=run_lists)


def _require_list(lib: Library, name: str) -> int:
    """The id of the list called *name*; UserError when there is none."""
    list_id = find_list(lib, clean_list_name(name))
    if list_id is None:
        raise UserError(
            translate("cli", "there is no reading list called '{name}'").format(name=name)
        )
    return list_id


def run_add(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Append the chosen entries to the list (creating it) and say what happened."""
    ids = chosen_entries(lib, args)
    name = clean_list_name(args.name)
    with lib.atomic():
        created = find_list(lib, name) is None
        if created:
            create_list(lib, name)
        changes = add_to_list(lib, _require_list(lib, name), ids)
    already = len(ids) - len(changes.edited)
    entries = _entries_word(len(changes.edited))
    if created:
        said = translate("cli", "added {entries} to new list '{name}'")
    else:
        said = translate("cli", "added {entries} to '{name}'")
    said = said.format(entries=entries, name=name)
    if already:
        said += translate("cli", " (%n already in it)", None, already)
    print(said, file=out)
    return 0


def run_remove(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Take the chosen entries out of the list and say how many were in it."""
    list_id = _require_list(lib, args.name)
    changes = remove_from_list(lib, list_id, chosen_entries(lib, args))
    said = translate("cli", "removed {entries} from '{name}'")
    print(said.format(entries=_entries_word(len(changes.edited)), name=args.name), file=out)
    return 0


def run_show(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print a list's entries in list order, with status and note."""
    list_id = _require_list(lib, args.name)
    rows = []
    for member in list_positions(lib, list_id):
        key, title, status = entries_sql.key_title_status(lib, member.entry_id)
        rows.append({"key": key, "title": title, "status": Status(status).name.lower(),
                     "note": member.note})  # fmt: skip
    if args.json:
        json.dump(rows, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    for n, row in enumerate(rows, 1):
        note = f"  ({row['note']})" if row["note"] else ""
        word = status_word(Status.parse(row["status"]))
        print(f"{n:>4}. {word:<7} {row['key']:<24} {row['title']}{note}", file=out)
    return 0


def run_lists(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print each list with its size and how much of it is read."""
    infos = list_infos(lib)
    if args.json:
        rows = [
            {"name": i.name, "description": i.description, "count": i.total, "read": i.read,
             "reading": i.reading, "unread": i.unread}
            for i in infos
        ]  # fmt: skip
        json.dump(rows, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    for info in infos:
        about = f"  - {info.description}" if info.description else ""
        read = translate("cli", "{read}/{total} read").format(
            read=f"{info.read:>5}", total=f"{info.total:<5}"
        )
        print(f"{read}  {info.name}{about}", file=out)
    return 0
