"""A reading plan: what is left of a list (or of Unread), when it ends at the reader's pace,
how far ahead of or behind its goal the reader is, and the queue of the weeks to come.

`build_plan` is the one entry point the window, the CLI, Read Next and triage use. It reads
the plan's papers, estimates each one's reading time, learns the pace from the read dates of
the last weeks, and does the arithmetic below (all in whole days from *today*):

- finish = today + ceil(remaining minutes / (minutes a week / 7)); a paper being read counts
  only its unread part when its reading position is known (*positions*: entry -> fraction);
- deadline goals: days_late = finish - deadline (negative: early); the papers due by today
  lie on a straight line from 0 on the day the goal was set to everything (the papers read
  since then and those left) on the deadline; ahead = read since the goal - due by today;
- pace goals: due by today = papers a week x weeks since the goal was set; the goal's own
  finish = today + ceil(remaining papers / papers a week x 7);
- the weekly queue takes the remaining papers in the plan's order, papers a week at a time:
  the goal's pace, or what the deadline needs (remaining / weeks left, rounded up), or the
  reader's own pace (at least one) without a goal.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import date, timedelta

from papershelf.i18n import N, translate
from papershelf.library.db import Library
from papershelf.library.lists_sql import list_name
from papershelf.library.models import Status
from papershelf.library.plan_sql import PlanPaper, library_papers, list_papers, read_days
from papershelf.services.changes import ServiceError
from papershelf.services.plans.estimates import Estimate, estimate_papers
from papershelf.services.plans.goals import Goal, get_goal
from papershelf.services.plans.pace import PACE_WEEKS, Pace, learn_pace

QUEUE_WEEKS = 4  # weeks of the queue shown
UNREAD_NAME = N("Unread")  # data (`plan --json`); plan_name says it in the language


@dataclass(frozen=True)
class Queued:
    """A paper still to read: its place in the plan, title, status and estimate."""

    entry_id: int
    title: str
    status: Status
    minutes: float
    basis: str


@dataclass(frozen=True)
class QueueWeek:
    """The papers to read in the week starting on *start*."""

    start: date
    papers: list[Queued]

    @property
    def minutes(self) -> float:
        """The week's reading time."""
        return sum(p.minutes for p in self.papers)


@dataclass(frozen=True)
class Plan:
    """Everything the plan view and `papershelf plan` show (see the module's docstring)."""

    name: str
    list_id: int | None
    today: date
    goal: Goal | None
    total: int
    read: int
    remaining: list[Queued]
    remaining_minutes: float
    pace: Pace
    finish: date | None
    since: date  # where progress is counted from: the goal's day, else the pace window
    read_since: list[date] = field(default_factory=list)  # days the plan's papers were read
    days_late: int | None = None
    ahead: float | None = None
    due: float | None = None
    goal_finish: date | None = None
    per_week: int = 1
    queue: list[QueueWeek] = field(default_factory=list)

    @property
    def goal_total(self) -> int:
        """Papers the goal covers: those read since it was set and those left."""
        return len(self.read_since) + len(self.remaining)

    def done_by(self, day: date) -> int:
        """Papers of the plan read from *since* up to *day*."""
        return sum(1 for d in self.read_since if d <= day)


def _papers(lib: Library, list_id: int | None) -> tuple[str, list[PlanPaper]]:
    """The plan's name and papers; ServiceError for a list that is not there."""
    if list_id is None:
        return UNREAD_NAME, library_papers(lib)
    name = list_name(lib, list_id)
    if name is None:
        raise ServiceError(translate("plans", "that reading list is no longer there"))
    return name, list_papers(lib, list_id)


def _remaining(
    papers: list[PlanPaper], estimates: dict[int, Estimate], positions: Mapping[int, float]
) -> list[Queued]:
    """The papers not read yet, in order, each with what is left of its reading time."""
    left = []
    for paper in papers:
        if paper.status == Status.READ:
            continue
        estimate = estimates[paper.entry_id]
        part = 1.0
        if paper.status == Status.READING:
            part -= min(1.0, max(0.0, positions.get(paper.entry_id, 0.0)))
        left.append(
            Queued(
                paper.entry_id, paper.title, paper.status, estimate.minutes * part, estimate.basis
            )
        )
    return left


def days_at(minutes: float, per_week: float) -> int:
    """Whole days *minutes* of reading take at *per_week* minutes a week."""
    return math.ceil(round(minutes * 7 / per_week, 9))


def build_plan(
    lib: Library,
    list_id: int | None,
    today: date | None = None,
    positions: Mapping[int, float] | None = None,
) -> Plan:
    """The plan of a reading list (None: the library's Unread) as of *today*."""
    today = today or date.today()
    name, papers = _papers(lib, list_id)
    reads = read_days(lib)
    window = today - timedelta(weeks=PACE_WEEKS)  # older reads teach the pace nothing
    wanted = {p.entry_id for p in papers if p.status != Status.READ}
    estimates = estimate_papers(lib, sorted(wanted | {i for i, d in reads if d > window}))
    remaining = _remaining(papers, estimates, positions or {})
    minutes = sum(q.minutes for q in remaining)
    pace = learn_pace(reads, estimates, today)
    goal = get_goal(lib, list_id)
    since = goal.since if goal else today - timedelta(weeks=PACE_WEEKS)
    plan = Plan(
        name=name, list_id=list_id, today=today, goal=goal, total=len(papers),
        read=sum(1 for p in papers if p.status == Status.READ), remaining=remaining,
        remaining_minutes=minutes, pace=pace, since=since,
        finish=_finish(minutes, pace, today),
        read_since=sorted(
            p.read_on for p in papers
            if p.status == Status.READ and p.read_on and since <= p.read_on <= today
        ),
    )  # fmt: skip
    return _with_goal(plan)


def _finish(minutes: float, pace: Pace, today: date) -> date | None:
    """The day the reading is done at the reader's pace (None: no pace known yet)."""
    if minutes <= 0:
        return today
    if not pace.known:
        return None
    return today + timedelta(days=days_at(minutes, pace.minutes_per_week))


def _with_goal(plan: Plan) -> Plan:
    """The plan with what its goal says: lateness, ahead or behind, and the queue."""
    due = _due(plan)
    per_week = _per_week(plan)
    return replace(
        plan,
        due=due,
        ahead=None if due is None else round(len(plan.read_since) - due, 2),
        days_late=_days_late(plan),
        goal_finish=_goal_finish(plan),
        per_week=per_week,
        queue=_queue(plan.remaining, per_week, plan.today),
    )


def _due(plan: Plan) -> float | None:
    """Papers the goal expects read by today since it was set (None without a goal)."""
    goal, today = plan.goal, plan.today
    if goal is None:
        return None
    elapsed = max(0, (today - goal.since).days)
    if goal.deadline is None:
        return (goal.per_week or 0.0) * elapsed / 7
    span = max(1, (goal.deadline - goal.since).days)
    return plan.goal_total * min(span, elapsed) / span


def _days_late(plan: Plan) -> int | None:
    """Days the reader's pace finishes after the deadline (negative: before it)."""
    if plan.goal is None or plan.goal.deadline is None or plan.finish is None:
        return None
    return (plan.finish - plan.goal.deadline).days


def _goal_finish(plan: Plan) -> date | None:
    """The day a pace goal, kept from today, finishes the plan."""
    if plan.goal is None or not plan.goal.per_week:
        return None
    return plan.today + timedelta(days=math.ceil(len(plan.remaining) * 7 / plan.goal.per_week))


def _per_week(plan: Plan) -> int:
    """Papers a week in the queue: the goal's pace, the deadline's need, or the reader's."""
    goal, left = plan.goal, len(plan.remaining)
    if goal is not None and goal.deadline is not None:
        weeks_left = max(1.0, (goal.deadline - plan.today).days / 7)
        return max(1, math.ceil(round(left / weeks_left, 9)))
    if goal is not None and goal.per_week:
        return max(1, math.ceil(goal.per_week))
    return max(1, round(plan.pace.papers_per_week))


def _queue(remaining: list[Queued], per_week: int, today: date) -> list[QueueWeek]:
    """The next QUEUE_WEEKS weeks' papers, *per_week* a week, in the plan's order."""
    weeks = []
    for n in range(QUEUE_WEEKS):
        papers = remaining[n * per_week : (n + 1) * per_week]
        if papers:
            weeks.append(QueueWeek(today + timedelta(weeks=n), papers))
    return weeks
