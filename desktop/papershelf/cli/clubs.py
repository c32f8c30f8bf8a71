"""papershelf club, assign and assigned: journal clubs and reading assignments (issue 36)."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.cli.words import status_word
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import entry_ids_by_key
from papershelf.services import clubs, members
from papershelf.services.lists import clean_list_name, find_list


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf club LIST [--schedule KEY DATE [--presenter M]], assign, assigned"""
    club = commands.add_parser(
        "club", parents=[library],
        help=translate("cli", "a journal club's sessions, or schedule one"),
        description=translate("cli", "Show a list's sessions (date, presenter, who has read the "
        "paper) and its next session, or give one of its papers a session: the list then sorts "
        "by date."),
    )  # fmt: skip
    club.add_argument("list", help=translate("cli", "the reading list"))
    club.add_argument(
        "--schedule",
        nargs=2,
        metavar=("KEY", "DATE"),
        help=translate("cli", "a session (YYYY-MM-DD)"),
    )
    club.add_argument(
        "--presenter", default="", help=translate("cli", "who presents (a member's role)")
    )
    club.add_argument(
        "--unschedule", metavar="KEY", help=translate("cli", "take a paper's session off")
    )
    club.add_argument(
        "--json", action="store_true", help=translate("cli", "print the sessions as JSON")
    )
    club.set_defaults(handler=run_club)
    assign = commands.add_parser(
        "assign", parents=[library],
        help=translate("cli", "give a paper to a member to read by a date"),
    )  # fmt: skip
    assign.add_argument("key", help=translate("cli", "the paper's citation key"))
    assign.add_argument("member", help=translate("cli", "the member's database role"))
    assign.add_argument("--due", default="", help=translate("cli", "the due date (YYYY-MM-DD)"))
    assign.add_argument(
        "--remove", action="store_true", help=translate("cli", "take the assignment back")
    )
    assign.set_defaults(handler=run_assign)
    assigned = commands.add_parser(
        "assigned", parents=[library],
        help=translate("cli", "the papers assigned to you, soonest due first"),
    )  # fmt: skip
    assigned.add_argument("--json", action="store_true", help=translate("cli", "print a JSON list"))
    assigned.set_defaults(handler=run_assigned, writes_data=True)


def _entry(lib: Library, key: str) -> int:
    """The id of the entry with citation key *key*; UserError when there is none."""
    found = entry_ids_by_key(lib, [key])
    if key.lower() not in found:
        raise UserError(translate("cli", "no entry with the key {key}").format(key=key))
    return found[key.lower()]


def _club(lib: Library, name: str) -> int:
    """The id of the list called *name*; UserError when there is none."""
    list_id = find_list(lib, clean_list_name(name))
    if list_id is None:
        raise UserError(
            translate("cli", "there is no reading list called '{name}'").format(name=name)
        )
    return list_id


def run_club(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Schedule or unschedule a session, then print the club's sessions."""
    list_id = _club(lib, args.list)
    if args.schedule:
        key, day = args.schedule
        clubs.schedule(lib, list_id, _entry(lib, key), day, args.presenter)
    if args.unschedule:
        clubs.unschedule(lib, list_id, _entry(lib, args.unschedule))
    rows = _sessions(lib, list_id)
    if args.json:
        json.dump(rows, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    nexts = {n.session.entry_id for n in clubs.next_sessions(lib) if n.session.list_id == list_id}
    for row in rows:
        mark = translate("cli", "next") if row["entry_id"] in nexts else ""
        readers = ", ".join(row["read_by"]) or translate("cli", "nobody yet")
        print(f"{mark:<5}{row['date']}  {row['key']}  {row['title']}", file=out)
        said = translate("cli", "presenter {presenter}; read by {readers}")
        print("      " + said.format(presenter=row["presenter"] or "-", readers=readers), file=out)
    if not rows:
        said = translate("cli", "no sessions yet: --schedule KEY YYYY-MM-DD makes the list a club")
        print(said, file=out)
    return 0


def _sessions(lib: Library, list_id: int) -> list[dict[str, Any]]:
    """A club's sessions as the command prints them."""
    found = clubs.sessions(lib, list_id)
    shown = members.names(lib)
    readers = {r.entry_id: r.names for r in members.readers(lib, [s.entry_id for s in found])}
    return [
        {
            "entry_id": s.entry_id, "key": s.key, "title": s.title, "date": s.date,
            "presenter": shown.get(s.presenter, s.presenter),
            "read_by": list(readers.get(s.entry_id, ())),
        }
        for s in found
    ]  # fmt: skip


def run_assign(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Assign a paper to a member (or take it back)."""
    entry_id = _entry(lib, args.key)
    if args.remove:
        clubs.unassign(lib, entry_id, args.member)
        said = translate("cli", "{key} is no longer assigned to {member}")
        print(said.format(key=args.key, member=args.member), file=out)
        return 0
    clubs.assign(lib, entry_id, args.member, args.due)
    if args.due:
        said = translate("cli", "{key} assigned to {member} by {due}")
    else:
        said = translate("cli", "{key} assigned to {member}")
    print(said.format(key=args.key, member=args.member, due=args.due), file=out)
    return 0


def run_assigned(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print the connecting member's assignments."""
    rows = [
        {
            "key": a.key, "title": a.title, "due": a.due, "assigned_by": a.assigned_by,
            "status": Status(a.status).name.lower(),
        }
        for a in clubs.assigned_to_me(lib)
    ]  # fmt: skip
    if args.json:
        json.dump(rows, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    for row in rows:
        due = row["due"] or translate("cli", "no date")
        status = status_word(Status.parse(row["status"]))
        print(f"{due:<10}  {status:<7}  {row['key']}  {row['title']}", file=out)
    if not rows:
        print(translate("cli", "nothing is assigned to you"), file=out)
    return 0
