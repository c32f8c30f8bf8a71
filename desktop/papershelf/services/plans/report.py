"""A plan in words and as plain data: the forecast sentence, `plan --json`, one-line hints."""

from __future__ import annotations

from datetime import date
from typing import Any

from papershelf.services.plans.estimates import duration
from papershelf.services.plans.forecast import Plan

MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def day_text(day: date, today: date) -> str:
    """'12 Apr', with the year when it is not this year's ('3 Jan 2028')."""
    text = f"{day.day} {MONTHS[day.month - 1]}"
    return text if day.year == today.year else f"{text} {day.year}"


def _days(count: int) -> str:
    """'1 day', '9 days'."""
    return "1 day" if count == 1 else f"{count} days"


def _papers(count: float) -> str:
    """'1 paper', '2.5 papers'."""
    return "1 paper" if count == 1 else f"{count:g} papers"


def deadline_words(plan: Plan) -> str:
    """', 9 days after the deadline' (or before it, or on it); '' without a deadline."""
    if plan.days_late is None or plan.goal is None or plan.goal.deadline is None:
        return ""
    if plan.days_late > 0:
        return f", {_days(plan.days_late)} after the deadline"
    if plan.days_late < 0:
        return f", {_days(-plan.days_late)} before the deadline"
    return ", on the deadline"


def forecast_text(plan: Plan) -> str:
    """'At your pace (3 papers, 2 h a week) you finish on 12 Apr, 9 days after the deadline.'"""
    left = len(plan.remaining)
    if not left:
        return f"Everything in “{plan.name}” has been read."
    work = f"{_papers(left)} left, about {duration(plan.remaining_minutes)} of reading."
    if plan.finish is None:
        return f"{work} No pace yet: papers marked read in the last weeks teach it."
    pace = plan.pace
    sentence = (
        f"At your pace ({_papers(round(pace.papers_per_week, 1))}, "
        f"{duration(pace.minutes_per_week)} a week) you finish on "
        f"{day_text(plan.finish, plan.today)}{deadline_words(plan)}."
    )
    if plan.goal_finish is not None and plan.goal is not None:
        sentence += (
            f" At the goal's {plan.goal.per_week:g} a week, on "
            f"{day_text(plan.goal_finish, plan.today)}."
        )
    return f"{work} {sentence}"


def standing_text(plan: Plan) -> str:
    """'2.5 papers behind the goal', 'on track' (or '' without a goal)."""
    if plan.ahead is None:
        return ""
    if abs(plan.ahead) < 0.5:
        return "on track with the goal"
    side = "ahead of" if plan.ahead > 0 else "behind"
    return f"{_papers(round(abs(plan.ahead), 1))} {side} the goal"


def goal_text(plan: Plan) -> str:
    """'by 1 Mar 2027', '5 papers a week', or 'no goal'."""
    goal = plan.goal
    if goal is None:
        return "no goal"
    if goal.deadline is not None:
        return f"by {day_text(goal.deadline, plan.today)}"
    return f"{goal.per_week:g} papers a week"


def plan_dict(plan: Plan) -> dict[str, Any]:
    """The plan as plain data for `papershelf plan --json`."""
    iso = _iso
    return {
        "plan": plan.name, "list_id": plan.list_id, "today": plan.today.isoformat(),
        "goal": plan.goal.to_dict() if plan.goal else None,
        "total": plan.total, "read": plan.read, "remaining": len(plan.remaining),
        "remaining_minutes": round(plan.remaining_minutes, 1),
        "pace": {
            "papers_per_week": round(plan.pace.papers_per_week, 3),
            "minutes_per_week": round(plan.pace.minutes_per_week, 1),
            "days_measured": plan.pace.days,
        },
        "finish": iso(plan.finish), "days_late": plan.days_late,
        "read_since_goal": len(plan.read_since) if plan.goal else None,
        "due_by_today": None if plan.due is None else round(plan.due, 2),
        "ahead": plan.ahead, "goal_finish": iso(plan.goal_finish),
        "papers_per_week_in_queue": plan.per_week, "forecast": forecast_text(plan),
        "queue": [
            {"week_of": week.start.isoformat(), "minutes": round(week.minutes, 1),
             "papers": [{"id": p.entry_id, "title": p.title, "minutes": round(p.minutes, 1),
                         "basis": p.basis} for p in week.papers]}
            for week in plan.queue
        ],
    }  # fmt: skip


def _iso(day: date | None) -> str | None:
    """ISO text of a date, or None."""
    return day.isoformat() if day else None
