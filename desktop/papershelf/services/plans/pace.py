"""The reader's own pace, learned from the papers read in the last PACE_WEEKS weeks.

Every read paper with a read date counts (the pace is the reader's, not one list's), in
papers and in the minutes its estimate says it took. A reader whose first dated read is
more recent than the window is measured over the days since then (a week at least), so
starting last Monday does not read as a slow eight weeks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta

from papershelf.services.plans.estimates import Estimate

PACE_WEEKS = 8
MIN_DAYS = 7


@dataclass(frozen=True)
class WeekRead:
    """Papers read in one week (Monday to Sunday) and their estimated minutes."""

    start: date
    papers: int
    minutes: float


@dataclass(frozen=True)
class Pace:
    """Papers and minutes a week, measured over *days* days up to today."""

    papers_per_week: float
    minutes_per_week: float
    days: int
    weeks: list[WeekRead] = field(default_factory=list)

    @property
    def known(self) -> bool:
        """Whether anything was read in the window (else no forecast can be made)."""
        return self.minutes_per_week > 0


def week_start(day: date) -> date:
    """The Monday of *day*'s week."""
    return day - timedelta(days=day.weekday())


def measured_days(first_read: date | None, today: date) -> int:
    """Days the pace is measured over: the window, or since the first dated read."""
    window = PACE_WEEKS * 7
    if first_read is None:
        return window
    return max(MIN_DAYS, min(window, (today - first_read).days + 1))


def learn_pace(
    reads: Sequence[tuple[int, date]], estimates: dict[int, Estimate], today: date
) -> Pace:
    """The pace of the papers in *reads* (entry id, day read) read within the window."""
    days = measured_days(min((d for _, d in reads), default=None), today)
    first = today - timedelta(days=days - 1)
    recent = [(i, d) for i, d in reads if first <= d <= today]
    minutes = sum(estimates[i].minutes for i, _ in recent)
    return Pace(
        papers_per_week=len(recent) * 7 / days,
        minutes_per_week=minutes * 7 / days,
        days=days,
        weeks=weekly(reads, estimates, today),
    )


def weekly(
    reads: Sequence[tuple[int, date]], estimates: dict[int, Estimate], today: date
) -> list[WeekRead]:
    """Papers and minutes read in each of the last PACE_WEEKS weeks, oldest first."""
    starts = [week_start(today) - timedelta(weeks=n) for n in range(PACE_WEEKS - 1, -1, -1)]
    papers = dict.fromkeys(starts, 0)
    minutes = dict.fromkeys(starts, 0.0)
    for entry_id, day in reads:
        start = week_start(day)
        if start in papers and day <= today:
            papers[start] += 1
            minutes[start] += estimates[entry_id].minutes
    return [WeekRead(s, papers[s], minutes[s]) for s in starts]
