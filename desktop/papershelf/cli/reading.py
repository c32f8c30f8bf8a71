"""papershelf status, who-read, note and member: each member's own reading state (issue 36).

On a shared library a status is the member's own (the database role, shown by the name set
with `papershelf member --name`); on a file it is the one reader's, as it always was.
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.cli.words import status_word
from papershelf.i18n import N, translate
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import entry_ids_by_key, get_entry, ordered_ids
from papershelf.library.search import parse
from papershelf.services import members, people, private_state
from papershelf.services.entries import set_status

# What `papershelf status` says it did, on a shared library and on one's own.
MARKED = {
    Status.UNREAD: (N("%n marked unread ({member}'s own status)"),
                    N("%n marked unread (their own status)")),
    Status.READING: (N("%n marked reading ({member}'s own status)"),
                     N("%n marked reading (their own status)")),
    Status.READ: (N("%n marked read ({member}'s own status)"),
                  N("%n marked read (their own status)")),
}  # fmt: skip


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf status KEY... STATUS [--me], who-read QUERY [--json], member --name NAME"""
    status = commands.add_parser(
        "status", parents=[library],
        help=translate("cli", "set your reading status of papers"),
        description=translate("cli", "Mark papers unread, reading or read. On a shared library "
        "the status is your own: other members keep theirs (--me says so explicitly)."),
    )  # fmt: skip
    status.add_argument("keys", nargs="+", metavar="KEY", help=translate("cli", "citation keys"))
    status.add_argument("status", help=translate("cli", "unread, reading or read"))
    status.add_argument(
        "--me",
        action="store_true",
        help=translate("cli", "your own status (always, on a shared library)"),
    )
    status.set_defaults(handler=run_status)
    who = commands.add_parser(
        "who-read", parents=[library],
        help=translate("cli", "who has read the papers a search finds"),
        description=translate("cli", "For each paper the search words find: the members who "
        "have read it and your own status. Fields readby:NAME and readers:>=N filter by them."),
    )  # fmt: skip
    who.add_argument(
        "query",
        nargs="+",
        help=translate("cli", 'search words, e.g. key:vaswani2017 or list:"Club"'),
    )
    who.add_argument("--json", action="store_true", help=translate("cli", "print a JSON list"))
    who.set_defaults(handler=run_who_read, writes_data=True)
    note = commands.add_parser(
        "note", parents=[library],
        help=translate("cli", "your own note on a paper (a shared library)"),
        description=translate("cli", "Keep a note of your own on a paper of a shared library: "
        "private, or with --public shown to every member beside who has read it. Without "
        "TEXT, print your notes and private tags of the paper."),
    )  # fmt: skip
    note.add_argument("key", metavar="KEY", help=translate("cli", "the paper's citation key"))
    note.add_argument(
        "text", nargs="?",
        help=translate("cli", "the note ('' removes it); without it, your notes are printed"),
    )  # fmt: skip
    shown = note.add_mutually_exclusive_group()
    shown.add_argument(
        "--public", action="store_true", help=translate("cli", "show it to every member")
    )
    shown.add_argument(
        "--private", action="store_true", help=translate("cli", "seen by you only (the default)")
    )
    note.set_defaults(handler=run_note)
    member = commands.add_parser(
        "member", parents=[library],
        help=translate("cli", "the name other members see for you"),
        description=translate(
            "cli", "Show who you are on a shared library, or set the name shown for you."),
    )  # fmt: skip
    member.add_argument(
        "--name", help=translate("cli", "your display name ('' shows your database role)")
    )
    member.set_defaults(handler=run_member)


def run_status(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Set the member's own status of the papers named by key."""
    try:
        status = Status.parse(args.status)
    except ValueError as error:
        raise UserError(str(error)) from None
    found = entry_ids_by_key(lib, list(args.keys))
    missing = [key for key in args.keys if key.lower() not in found]
    if missing:
        said = translate("cli", "no entry with the key {key}")
        raise UserError(said.format(key=", ".join(missing)))
    set_status(lib, list(found.values()), status)
    shared, alone = MARKED[status]
    said = translate("", shared if members.shared(lib) else alone, None, len(found))
    print(said.format(member=members.me(lib)), file=out)
    return 0


def run_who_read(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print who has read each paper the search finds."""
    ids = ordered_ids(lib, query=parse(" ".join(args.query)))
    rows = []
    for readers in members.readers(lib, ids):
        entry = get_entry(lib, readers.entry_id)
        if entry is not None:
            rows.append(_row(entry.key, entry.title, readers))
    if args.json:
        json.dump(rows, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    for row in rows:
        names = ", ".join(row["read_by"]) or translate("cli", "nobody")
        said = translate("cli", "read by {names}; you: {status}")
        status = status_word(Status.parse(row["my_status"]))
        print(f"{row['key']}  {row['title']}", file=out)
        print("    " + said.format(names=names, status=status), file=out)
    if not rows:
        print(translate("cli", "no paper matches"), file=out)
    return 0


def _row(key: str, title: str, readers: members.Readers) -> dict[str, Any]:
    """One paper's readers as who-read prints them."""
    return {
        "key": key,
        "title": title,
        "read_by": list(readers.names),
        "readers": len(readers.names),
        "my_status": Status(readers.my_status).name.lower(),
    }


def run_note(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Keep the member's own note on a paper."""
    found = entry_ids_by_key(lib, [args.key])
    if args.key.lower() not in found:
        raise UserError(translate("cli", "no entry with the key {key}").format(key=args.key))
    if args.text is None:
        return _print_notes(lib, found[args.key.lower()], args.key, out)
    private_state.set_notes(lib, found[args.key.lower()], args.text, public=args.public)
    if args.public:
        said = translate("cli", "your note on {key} is kept (shown to every member)")
    else:
        said = translate("cli", "your note on {key} is kept (private)")
    print(said.format(key=args.key), file=out)
    return 0


def _print_notes(lib: Library, entry_id: int, key: str, out: TextIO) -> int:
    """Print the member's own notes and private tags of a paper."""
    if not members.shared(lib):
        raise UserError(private_state.on_a_file())
    own = private_state.own_notes(lib, entry_id)
    none = translate("cli", "(none)")
    said = translate("cli", "{key}, your private note: {note}")
    print(said.format(key=key, note=own.private or none), file=out)
    said = translate("cli", "{key}, your note shown to every member: {note}")
    print(said.format(key=key, note=own.public or none), file=out)
    said = translate("cli", "{key}, your private tags: {tags}")
    print(said.format(key=key, tags=", ".join(own.tags) or none), file=out)
    return 0


def run_member(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print (or set) the connecting member's display name."""
    if args.name is not None:
        people.set_display_name(lib, args.name)
    me = members.me(lib)
    shown = members.names(lib).get(me, me)
    if shown != me:
        said = translate("cli", "you are {me}, shown as {shown}")
    else:
        said = translate("cli", "you are {me}")
    print(said.format(me=me, shown=shown), file=out)
    note = members.upgrade_note(lib)
    if note:
        print(note, file=out)
    return 0
