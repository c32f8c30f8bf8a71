"""A reading plan's goal: a deadline ("by 2027-03-01") or a pace ("5 papers a week").

Each goal is kept as JSON in the library's `setting` table under a name per plan
(`plan.goal.list.<id>` for a reading list, `plan.goal.unread` for the library's Unread), so
every member of a shared library and the CLI see the same goal. Only this module knows
where goals are stored: moving them to a table of their own later changes nothing else.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import date

from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.settings import get_setting, put_setting
from papershelf.services.changes import Changes, ServiceError

UNREAD = None  # the plan of the whole library's Unread has no list id
MAX_PER_WEEK = 500.0
_PACE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:/\s*(?:w|wk|week)|\s*a\s+week|\s*per\s+week)?\s*$")


@dataclass(frozen=True)
class Goal:
    """A deadline or a pace, and the day the goal was set (where its progress is counted from)."""

    since: date
    deadline: date | None = None
    per_week: float | None = None

    @property
    def kind(self) -> str:
        """'deadline' or 'pace'."""
        return "deadline" if self.deadline is not None else "pace"

    def to_dict(self) -> dict[str, object]:
        """Plain data for JSON (dates as ISO text)."""
        return {
            "kind": self.kind,
            "since": self.since.isoformat(),
            "deadline": self.deadline.isoformat() if self.deadline else None,
            "per_week": self.per_week,
        }


def setting_name(list_id: int | None) -> str:
    """Where the goal of a list (or, for None, of Unread) is kept."""
    return "plan.goal.unread" if list_id is None else f"plan.goal.list.{int(list_id)}"


def parse_deadline(text: str) -> date:
    """A deadline from 'YYYY-MM-DD'; ServiceError with the reason otherwise."""
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        said = translate("plans", "'{text}' is not a date (write it as YYYY-MM-DD)")
        raise ServiceError(said.format(text=text)) from None


def parse_pace(text: str) -> float:
    """Papers a week from '5', '5/week', '2.5 a week'; ServiceError with the reason otherwise."""
    match = _PACE.match(text.casefold())
    if match is None:
        said = translate("plans", "'{text}' is not a pace (write it as N/week, e.g. 5/week)")
        raise ServiceError(said.format(text=text))
    return checked_pace(float(match.group(1)))


def checked_pace(per_week: float) -> float:
    """*per_week* if it is a pace one can keep; ServiceError otherwise."""
    if not 0 < per_week <= MAX_PER_WEEK:
        said = translate("plans", "a pace must be more than 0 and at most {most} a week")
        raise ServiceError(said.format(most=f"{MAX_PER_WEEK:g}"))
    return per_week


def get_goal(lib: Library, list_id: int | None) -> Goal | None:
    """The plan's goal, or None when it has none (or its stored value cannot be read)."""
    text = get_setting(lib, setting_name(list_id))
    try:
        data = json.loads(text) if text else None
        if not isinstance(data, dict):
            return None
        since = date.fromisoformat(str(data["since"]))
        if data.get("deadline"):
            return Goal(since, deadline=date.fromisoformat(str(data["deadline"])))
        return Goal(since, per_week=checked_pace(float(data["per_week"])))
    except (ValueError, KeyError, TypeError, ServiceError):
        return None


def set_goal(lib: Library, list_id: int | None, goal: Goal | None) -> Goal | None:
    """Give the plan *goal* (None removes it); returns the goal it had before, for undo."""
    if goal is not None and goal.deadline is None:
        checked_pace(goal.per_week or 0.0)
    with lib.atomic():
        before = get_goal(lib, list_id)
        value = None if goal is None else json.dumps(goal.to_dict(), sort_keys=True)
        put_setting(lib, setting_name(list_id), value)
    return before


def change_goal(lib: Library, list_id: int | None, goal: Goal | None) -> Changes:
    """set_goal as an undoable operation: a goal is part of its list, so lists changed."""
    set_goal(lib, list_id, goal)
    return Changes(lists=True)


def deadline_goal(deadline: date, today: date) -> Goal:
    """A goal to finish by *deadline*, counted from *today*."""
    return Goal(today, deadline=deadline)


def pace_goal(per_week: float, today: date) -> Goal:
    """A goal to read *per_week* papers a week, counted from *today*."""
    return Goal(today, per_week=checked_pace(per_week))
