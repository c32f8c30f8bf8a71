"""papershelf plan: a reading list's (or Unread's) goal, forecast and weekly queue."""

from __future__ import annotations

import argparse
import json
from datetime import date
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services.lists import clean_list_name, find_list
from papershelf.services.plans.estimates import duration
from papershelf.services.plans.forecast import Plan, build_plan
from papershelf.services.plans.goals import (
    deadline_goal,
    pace_goal,
    parse_deadline,
    parse_pace,
    set_goal,
)
from papershelf.services.plans.report import (
    day_text,
    forecast_text,
    goal_text,
    plan_dict,
    plan_name,
    standing_text,
)


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf plan [LIST | --unread] [--by DATE | --pace N/week | --no-goal] [--json]"""
    sub = commands.add_parser(
        "plan", parents=[library],
        help=translate("cli", "set a reading list's goal; print its forecast"),
        description=translate("cli", "A reading list (or, with --unread, the library's unread "
        "papers) can have a goal: a deadline (--by 2027-03-01) or a pace (--pace 5/week). "
        "Without a new goal, print when the list is done at your pace (learned from the last "
        "weeks' read dates), whether you are ahead or behind, and the papers of the coming "
        "weeks."),
    )  # fmt: skip
    sub.add_argument("name", metavar="LIST", nargs="?", help=translate("cli", "the reading list"))
    sub.add_argument(
        "--unread", action="store_true", help=translate("cli", "the library's unread papers")
    )
    goal = sub.add_mutually_exclusive_group()
    goal.add_argument(
        "--by", metavar="DATE", help=translate("cli", "the goal: read it all by DATE (YYYY-MM-DD)")
    )
    goal.add_argument(
        "--pace", metavar="N/week", help=translate("cli", "the goal: read N papers a week")
    )
    goal.add_argument("--no-goal", action="store_true", help=translate("cli", "remove the goal"))
    sub.add_argument(
        "--today", metavar="DATE", help=translate("cli", "forecast as of DATE (default: today)")
    )
    sub.add_argument(
        "--json", action="store_true", help=translate("cli", "print the forecast as JSON")
    )
    sub.set_defaults(handler=run_plan)


def _target(lib: Library, args: argparse.Namespace) -> int | None:
    """The list's id (None: Unread); UserError when neither or both are named, or no list."""
    if args.unread == bool(args.name):
        raise UserError(translate("cli", "name a reading list, or give --unread (not both)"))
    if args.unread:
        return None
    list_id = find_list(lib, clean_list_name(args.name))
    if list_id is None:
        said = translate("cli", "there is no reading list called '{name}'")
        raise UserError(said.format(name=args.name))
    return list_id


def _new_goal(lib: Library, list_id: int | None, args: argparse.Namespace, today: date) -> None:
    """Set (or remove) the goal the arguments ask for."""
    if args.by:
        set_goal(lib, list_id, deadline_goal(parse_deadline(args.by), today))
    elif args.pace:
        set_goal(lib, list_id, pace_goal(parse_pace(args.pace), today))
    elif args.no_goal:
        set_goal(lib, list_id, None)


def print_plan(plan: Plan, out: TextIO) -> None:
    """The plan as a short report: counts, goal, forecast, standing, queue."""
    said = translate("cli", "{plan}: {read} of {total} read; goal: {goal}")
    name = plan_name(plan)
    print(said.format(plan=name, read=plan.read, total=plan.total, goal=goal_text(plan)), file=out)
    print(forecast_text(plan), file=out)
    standing = standing_text(plan)
    if standing:
        print(translate("cli", "You are {standing}.").format(standing=standing), file=out)
    for week in plan.queue:
        said = translate("cli", "week of {day} ({time})")
        day = day_text(week.start, plan.today)
        print("\n" + said.format(day=day, time=duration(week.minutes)), file=out)
        for paper in week.papers:
            print(f"  {duration(paper.minutes):>9}  {paper.title}", file=out)


def run_plan(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Set the goal asked for, then print the plan as text or JSON."""
    list_id = _target(lib, args)
    today = parse_deadline(args.today) if args.today else date.today()
    _new_goal(lib, list_id, args, today)
    plan = build_plan(lib, list_id, today)
    if args.json:
        json.dump(plan_dict(plan), out, ensure_ascii=False, indent=2)
        out.write("\n")
    else:
        print_plan(plan, out)
    return 0
