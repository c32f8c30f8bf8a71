"""Reading statistics on a library with known dates."""

from __future__ import annotations

from datetime import date

from papershelf.library.db import Library
from papershelf.library.members_sql import adopt_entry_state
from papershelf.library.stats import month_range, reading_stats
from tests.factories import add, record

TODAY = date(2026, 3, 15)


def _dated(lib: Library) -> None:
    """Six papers added Jan-Mar 2026, three read (one without a date), one being read."""
    add(
        lib,
        record("A", 2024, venue="ICLR"), record("B", 2024, venue="ICLR"),
        record("C", 2025, venue="NeurIPS"), record("D", 2025, venue="NeurIPS"),
        record("E", 2025, venue="ICLR"), record("F", None, venue=""),
    )  # fmt: skip
    plan = {
        "A": ("2026-01-05 10:00:00", 2, "2026-01-05 18:00:00"),
        "B": ("2026-01-20 10:00:00", 2, "2026-02-19 10:00:00"),
        "C": ("2026-02-01 10:00:00", 2, None),
        "D": ("2026-02-10 10:00:00", 1, None),
        "E": ("2026-03-01 10:00:00", 0, None),
        "F": ("2026-03-02 10:00:00", 0, None),
    }
    for title, (added, status, read_on) in plan.items():
        lib.execute(
            "UPDATE entry SET date_added = ?, status = ?, read_on = ? WHERE title = ?",
            [added, status, read_on, title],
        )
    if lib.backend.members:  # a shared library: the statuses are the reader's own (schema 10)
        adopt_entry_state(lib, lib.user_name())
    lib.execute("INSERT INTO tag (name) VALUES ('ml')")
    lib.execute("INSERT INTO entry_tag SELECT id, 1 FROM entry WHERE title IN ('A', 'C', 'E')")


def test_months_count_added_read_and_the_backlog(lib: Library) -> None:
    _dated(lib)
    months = reading_stats(lib, TODAY).months
    assert [(m.month, m.added, m.read, m.backlog) for m in months] == [
        ("2026-01", 2, 1, 1),
        ("2026-02", 2, 1, 1),  # C was read without a date: never backlog
        ("2026-03", 2, 0, 3),
    ]


def test_totals_and_this_month(lib: Library) -> None:
    _dated(lib)
    stats = reading_stats(lib, TODAY)
    assert (stats.total, stats.read, stats.reading, stats.unread, stats.backlog) == (6, 3, 1, 2, 3)
    assert (stats.added_this_month, stats.read_this_month) == (2, 0)


def test_time_from_added_to_read(lib: Library) -> None:
    _dated(lib)
    delay = reading_stats(lib, TODAY).delay
    assert delay.count == 2
    assert delay.median_days == 15.2 and delay.mean_days == 15.2
    assert dict(delay.buckets)["same day"] == 1 and dict(delay.buckets)["within a month"] == 1


def test_breakdowns_by_venue_year_and_tag(lib: Library) -> None:
    _dated(lib)
    stats = reading_stats(lib, TODAY)
    assert [(s.label, s.total, s.read) for s in stats.venues] == [
        ("ICLR", 3, 2), ("NeurIPS", 2, 1), ("No venue", 1, 0),
    ]  # fmt: skip
    assert [(s.label, s.total) for s in stats.years] == [("2024", 2), ("2025", 3), ("No year", 1)]
    assert [(s.label, s.total, s.read) for s in stats.tags] == [("ml", 3, 2)]


def test_an_empty_library_has_no_months(lib: Library) -> None:
    stats = reading_stats(lib, TODAY)
    assert stats.total == 0 and stats.months == [] and stats.delay.median_days is None
    assert stats.to_dict()["backlog"] == 0


def test_month_range_crosses_years() -> None:
    assert month_range("2025-11", "2026-02") == ["2025-11", "2025-12", "2026-01", "2026-02"]
