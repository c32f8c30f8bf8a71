"""A plan in words and as plain data: the forecast sentence, `plan --json`, one-line hints."""

from __future__ import annotations

from datetime import date
from typing import Any

from papershelf.i18n import N, speaking, translate
from papershelf.services.plans.estimates import duration
from papershelf.services.plans.forecast import UNREAD_NAME, Plan

MONTHS = (N("Jan"), N("Feb"), N("Mar"), N("Apr"), N("May"), N("Jun"),
          N("Jul"), N("Aug"), N("Sep"), N("Oct"), N("Nov"), N("Dec"))  # fmt: skip


def day_text(day: date, today: date) -> str:
    """'12 Apr', with the year when it is not this year's ('3 Jan 2028')."""
    month = translate("", MONTHS[day.month - 1])
    if day.year == today.year:
        return translate("plans", "{day} {month}").format(day=day.day, month=month)
    said = translate("plans", "{day} {month} {year}")
    return said.format(day=day.day, month=month, year=day.year)


def _days(count: int) -> str:
    """'1 day', '9 days'."""
    return translate("plans", "%n days", None, count)


def _papers(count: float) -> str:
    """'1 paper', '2.5 papers' (a fraction is said with the plural's words)."""
    whole = int(count)
    if count == whole:
        return translate("plans", "%n papers", None, whole)
    return translate("plans", "{count} papers").format(count=f"{count:g}")


def deadline_words(plan: Plan) -> str:
    """', 9 days after the deadline' (or before it, or on it); '' without a deadline."""
    if plan.days_late is None or plan.goal is None or plan.goal.deadline is None:
        return ""
    if plan.days_late > 0:
        return translate("plans", ", {days} after the deadline").format(days=_days(plan.days_late))
    if plan.days_late < 0:
        said = translate("plans", ", {days} before the deadline")
        return said.format(days=_days(-plan.days_late))
    return translate("plans", ", on the deadline")


def plan_name(plan: Plan) -> str:
    """The plan's name as shown: its list's, or the whole library's unread papers' word."""
    return translate("", UNREAD_NAME) if plan.list_id is None else plan.name


def forecast_text(plan: Plan) -> str:
    """'At your pace (3 papers, 2 h a week) you finish on 12 Apr, 9 days after the deadline.'"""
    left = len(plan.remaining)
    if not left:
        said = translate("plans", "Everything in “{name}” has been read.")
        return said.format(name=plan_name(plan))
    said = translate("plans", "{papers} left, about {time} of reading.")
    work = said.format(papers=_papers(left), time=duration(plan.remaining_minutes))
    if plan.finish is None:
        no_pace = translate("plans", "No pace yet: papers marked read in the last weeks teach it.")
        return f"{work} {no_pace}"
    return f"{work} {_pace_sentence(plan)}"


def _pace_sentence(plan: Plan) -> str:
    """'At your pace (…) you finish on 12 Apr, ….' and the goal's finish when it has one."""
    assert plan.finish is not None  # the caller checked
    pace = plan.pace
    said = translate(
        "plans", "At your pace ({papers}, {time} a week) you finish on {day}{deadline}."
    )
    sentence = said.format(
        papers=_papers(round(pace.papers_per_week, 1)), time=duration(pace.minutes_per_week),
        day=day_text(plan.finish, plan.today), deadline=deadline_words(plan),
    )  # fmt: skip
    if plan.goal_finish is not None and plan.goal is not None:
        said = translate("plans", "At the goal's {count} a week, on {day}.")
        day = day_text(plan.goal_finish, plan.today)
        sentence += " " + said.format(count=f"{plan.goal.per_week:g}", day=day)
    return sentence


def standing_text(plan: Plan) -> str:
    """'2.5 papers behind the goal', 'on track' (or '' without a goal)."""
    if plan.ahead is None:
        return ""
    if abs(plan.ahead) < 0.5:
        return translate("plans", "on track with the goal")
    papers = _papers(round(abs(plan.ahead), 1))
    if plan.ahead > 0:
        return translate("plans", "{papers} ahead of the goal").format(papers=papers)
    return translate("plans", "{papers} behind the goal").format(papers=papers)


def goal_text(plan: Plan) -> str:
    """'by 1 Mar 2027', '5 papers a week', or 'no goal'."""
    goal = plan.goal
    if goal is None:
        return translate("plans", "no goal")
    if goal.deadline is not None:
        return translate("plans", "by {day}").format(day=day_text(goal.deadline, plan.today))
    return translate("plans", "{count} papers a week").format(count=f"{goal.per_week:g}")


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
        "papers_per_week_in_queue": plan.per_week, "forecast": _english_forecast(plan),
        "queue": [
            {"week_of": week.start.isoformat(), "minutes": round(week.minutes, 1),
             "papers": [{"id": p.entry_id, "title": p.title, "minutes": round(p.minutes, 1),
                         "basis": p.basis} for p in week.papers]}
            for week in plan.queue
        ],
    }  # fmt: skip


def _english_forecast(plan: Plan) -> str:
    """The forecast sentence in English, as `--json` keeps it whatever the language."""
    with speaking("en"):
        return forecast_text(plan)


def _iso(day: date | None) -> str | None:
    """ISO text of a date, or None."""
    return day.isoformat() if day else None
