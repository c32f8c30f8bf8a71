"""Reading statistics: what was added and read when, the backlog, and where papers come from.

Numbers only (no Qt): the Statistics view draws them, `papershelf stats` prints them. The
backlog counts entries not read yet; an entry marked read without a date (imported as read)
never counted as backlog. Months are 'YYYY-MM' in local time, as dates are stored.
"""

from __future__ import annotations

import statistics
from dataclasses import asdict, dataclass, field
from datetime import date
from typing import Any

from papershelf.i18n import N, translate
from papershelf.library.db import Library
from papershelf.library.members_sql import own
from papershelf.library.models import Status
from papershelf.library.sql import Sql

MONTHS = 24  # months the monthly charts cover, ending with the current one
TOP = 10  # venues and tags listed (the rest are summed up as 'other')
DELAY_BUCKETS = (
    (N("same day"), 1), (N("within a week"), 7), (N("within a month"), 31),
    (N("1–3 months"), 92), (N("3–12 months"), 366), (N("over a year"), None),
)  # fmt: skip
NO_VENUE = N("No venue")  # the query's label for entries without one, said in the language
NO_YEAR = N("No year")


@dataclass(frozen=True)
class MonthCount:
    """Papers added and read in one month, and the backlog at its end."""

    month: str
    added: int
    read: int
    backlog: int


@dataclass(frozen=True)
class Share:
    """A group of papers (a venue, a year, a tag): how many, and how many of them are read."""

    label: str
    total: int
    read: int


@dataclass(frozen=True)
class ReadDelay:
    """How long papers waited between being added and being read (read ones with a date)."""

    count: int
    median_days: float | None
    mean_days: float | None
    buckets: list[tuple[str, int]] = field(default_factory=list)


@dataclass(frozen=True)
class ReadingStats:
    """Everything the Statistics view shows."""

    total: int
    unread: int
    reading: int
    read: int
    added_this_month: int
    read_this_month: int
    months: list[MonthCount]
    delay: ReadDelay
    venues: list[Share]
    years: list[Share]
    tags: list[Share]
    other_venues: int = 0
    other_tags: int = 0

    @property
    def backlog(self) -> int:
        """Papers not read yet (unread or being read)."""
        return self.unread + self.reading

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON."""
        data = asdict(self)
        data["backlog"] = self.backlog
        data["delay"]["buckets"] = [{"label": k, "count": v} for k, v in self.delay.buckets]
        return data


def month_of(day: date) -> str:
    """'YYYY-MM' of a date."""
    return f"{day.year:04d}-{day.month:02d}"


def month_range(first: str, last: str) -> list[str]:
    """Every month from *first* to *last*, both included ('2025-11', '2025-12', '2026-01')."""
    year, month = int(first[:4]), int(first[5:7])
    months: list[str] = []
    while f"{year:04d}-{month:02d}" <= last:
        months.append(f"{year:04d}-{month:02d}")
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return months


def _per_month(lib: Library, sql: str) -> dict[str, int]:
    """month -> count, from a query of (month, count) rows."""
    return {str(m): int(n) for m, n in lib.execute(Sql(sql)) if m}


def monthly(lib: Library, today: date, months: int = MONTHS) -> list[MonthCount]:
    """Added, read and backlog for the last *months* months (none before the first paper)."""
    added = _per_month(
        lib, "SELECT substr(CAST(date_added AS TEXT), 1, 7), count(*) FROM entry GROUP BY 1"
    )
    status, read_on = _own(lib, "status"), _own(lib, "read_on")  # the member's, when shared
    read = _per_month(
        lib,
        f"SELECT substr(CAST({read_on} AS TEXT), 1, 7), count(*) FROM entry e "
        f"WHERE {status} = {int(Status.READ)} "
        f"AND {read_on} IS NOT NULL GROUP BY 1",
    )
    undated = _per_month(
        lib,
        "SELECT substr(CAST(e.date_added AS TEXT), 1, 7), count(*) FROM entry e "
        f"WHERE {status} = {int(Status.READ)} "
        f"AND {read_on} IS NULL GROUP BY 1",
    )
    if not added:
        return []
    current = month_of(today)
    every = month_range(min(added), max(current, *added, *read))
    window = set(every[-months:] if months else every)
    backlog = 0
    result: list[MonthCount] = []
    for month in every:
        backlog += added.get(month, 0) - read.get(month, 0) - undated.get(month, 0)
        if month in window:
            result.append(MonthCount(month, added.get(month, 0), read.get(month, 0), backlog))
    return result


def read_delay(lib: Library) -> ReadDelay:
    """Days from added to read, for the read papers that know when they were read."""
    words = lib.backend.words
    read_on = _own(lib, "read_on")
    rows = lib.execute(
        Sql(
            f"SELECT {words.julian_day(read_on)} - {words.julian_day('e.date_added')} "
            f"FROM entry e WHERE {_own(lib, 'status')} = {int(Status.READ)} "
            f"AND {read_on} IS NOT NULL"
        )
    )
    days = sorted(max(0.0, float(d)) for (d,) in rows if d is not None)
    if not days:
        return ReadDelay(0, None, None, [(translate("", label), 0) for label, _ in DELAY_BUCKETS])
    buckets = []
    low = 0.0
    for label, high in DELAY_BUCKETS:
        count = sum(1 for d in days if d >= low and (high is None or d < high))
        buckets.append((translate("", label), count))
        low = float(high or 0)
    median = round(statistics.median(days), 1)
    return ReadDelay(len(days), median, round(statistics.fmean(days), 1), buckets)


def _shares(lib: Library, sql: str) -> list[Share]:
    """Shares from a query of (label, total, read) rows."""
    return [
        Share(str(label), int(total), int(read or 0))
        for label, total, read in lib.execute(Sql(sql))
    ]


def _top(shares: list[Share], top: int) -> tuple[list[Share], int]:
    """The *top* largest groups and how many papers the others hold."""
    ranked = sorted(shares, key=lambda s: (-s.total, s.label.casefold()))
    return ranked[:top], sum(s.total for s in ranked[top:])


def _own(lib: Library, column: str) -> str:
    """The member's own status or read date of entry `e` (members_sql: a file's columns)."""
    return own(lib.backend.words, column)


def _read(lib: Library) -> str:
    """How many of a group's papers the member has read."""
    return f"sum(CASE WHEN {_own(lib, 'status')} = {int(Status.READ)} THEN 1 ELSE 0 END)"


def by_venue(lib: Library, top: int = TOP) -> tuple[list[Share], int]:
    """Papers per venue (the *top* largest) and how many the other venues hold."""
    sql = (
        f"SELECT (CASE WHEN trim(e.venue) = '' THEN '{NO_VENUE}' ELSE e.venue END) "
        f"COLLATE NOCASE, count(*), {_read(lib)} FROM entry e GROUP BY 1"
    )
    no_venue = translate("", NO_VENUE)
    shares = [
        Share(no_venue, s.total, s.read) if s.label == NO_VENUE else s for s in _shares(lib, sql)
    ]
    return _top(shares, top)


def by_year(lib: Library) -> list[Share]:
    """Papers per publication year, oldest first ('No year' last)."""
    sql = (
        f"SELECT e.year, count(*), {_read(lib)} FROM entry e "
        "GROUP BY e.year ORDER BY e.year IS NULL, e.year"
    )
    return [
        Share(translate("", NO_YEAR) if s.label == "None" else s.label, s.total, s.read)
        for s in _shares(lib, sql)
    ]


def by_tag(lib: Library, top: int = TOP) -> tuple[list[Share], int]:
    """Papers per tag (each tag on its own, not its children) and the rest's total."""
    sql = (
        f"SELECT t.name, count(*), {_read(lib)} FROM entry_tag et JOIN tag t ON t.id = et.tag_id "
        "JOIN entry e ON e.id = et.entry_id GROUP BY t.id"
    )
    return _top(_shares(lib, sql), top)


def status_counts(lib: Library) -> dict[Status, int]:
    """How many papers have each status."""
    counts = {status: 0 for status in Status}
    rows = lib.execute(Sql(f"SELECT {_own(lib, 'status')}, count(*) FROM entry e GROUP BY 1"))
    for status, count in rows:
        if status in {int(s) for s in Status}:
            counts[Status(status)] = int(count)
    return counts


def reading_stats(lib: Library, today: date | None = None, months: int = MONTHS) -> ReadingStats:
    """Every figure of the Statistics view, as of *today*."""
    today = today or date.today()
    counts = status_counts(lib)
    timeline = monthly(lib, today, months)
    this_month = timeline[-1] if timeline and timeline[-1].month == month_of(today) else None
    venues, other_venues = by_venue(lib)
    tags, other_tags = by_tag(lib)
    return ReadingStats(
        total=sum(counts.values()), unread=counts[Status.UNREAD],
        reading=counts[Status.READING], read=counts[Status.READ],
        added_this_month=this_month.added if this_month else 0,
        read_this_month=this_month.read if this_month else 0,
        months=timeline, delay=read_delay(lib), venues=venues, years=by_year(lib), tags=tags,
        other_venues=other_venues, other_tags=other_tags,
    )  # fmt: skip
