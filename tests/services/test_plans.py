"""Reading plans: estimates, the learned pace, the forecast and the queue, by hand arithmetic.

The library below (TODAY is a Wednesday) has scanned PDFs of known page counts (a PDF whose
pages are known but not its words is read at WORDS_PER_PAGE / WORDS_PER_MINUTE = 3 minutes
a page), read dates inside and outside the eight-week window, and one paper without a PDF.
"""

from __future__ import annotations

import math
import shutil
from datetime import date, timedelta
from pathlib import Path

import pytest

from papershelf.library import fulltext
from papershelf.library.db import Library
from papershelf.library.fulltext import PendingPdf
from papershelf.library.models import Status
from papershelf.services.attachments import attach
from papershelf.services.changes import ServiceError
from papershelf.services.entries import update_entries
from papershelf.services.fulltext import extract_pending
from papershelf.services.lists import add_to_list, create_list, find_list
from papershelf.services.plans.estimates import estimate_papers
from papershelf.services.plans.forecast import build_plan
from papershelf.services.plans.goals import Goal, get_goal, parse_pace, set_goal
from papershelf.services.plans.report import forecast_text, plan_dict
from tests.factories import add, record

TODAY = date(2027, 1, 20)
REAL_PDFS = Path(__file__).parents[1] / "data" / "pdfs"
# title: (in the list?, pages of its scanned PDF or None, status, day read)
PAPERS = {
    "Z": (False, 10, Status.READ, "2026-10-01"),  # read before the window
    "A": (True, 10, Status.READ, "2026-12-10"),
    "B": (True, 20, Status.READ, "2027-01-05"),
    "C": (False, 14, Status.READ, "2027-01-12"),
    "D": (True, 8, Status.UNREAD, None),
    "E": (True, 12, Status.READING, None),
    "F": (True, None, Status.UNREAD, None),
}


def _scanned_pdf(lib: Library, entry_id: int, pages: int, tmp_path: Path) -> None:
    """Attach a PDF whose extraction found *pages* pages and no text (a scan)."""
    path = tmp_path / f"scan-{entry_id}.pdf"
    shutil.copyfile(REAL_PDFS / "papis-zotero-test.pdf", path)
    (attachment_id,) = attach(lib, entry_id, path, copy=False).attachments
    pdf = PendingPdf(attachment_id, entry_id, str(path), 0)
    fulltext.set_state(lib, pdf, "no_text", pages, pages)


def _library(lib: Library, tmp_path: Path) -> tuple[int, dict[str, int]]:
    """The list 'Thesis' (A B D E F, in that order) and every paper's id."""
    ids = dict(zip(PAPERS, add(lib, *(record(t) for t in PAPERS)).added, strict=True))
    create_list(lib, "Thesis")
    list_id = find_list(lib, "Thesis")
    assert list_id is not None
    add_to_list(lib, list_id, [ids[t] for t, (listed, *_rest) in PAPERS.items() if listed])
    for title, (_listed, pages, status, day) in PAPERS.items():
        if pages is not None:
            _scanned_pdf(lib, ids[title], pages, tmp_path)
        read_on = f"{day} 18:00:00" if day else None
        update_entries(lib, {ids[title]: {"status": int(status), "read_on": read_on}})
    return list_id, ids


def _read(lib: Library, entry_id: int, day: date) -> None:
    """Mark a paper read on *day* (on a shared library: the member's own read)."""
    read_on = f"{day.isoformat()} 09:00:00"
    update_entries(lib, {entry_id: {"status": int(Status.READ), "read_on": read_on}})


def test_estimates_come_from_pages_or_a_typical_paper(lib: Library, tmp_path: Path) -> None:
    _list_id, ids = _library(lib, tmp_path)
    estimates = estimate_papers(lib, list(ids.values()))
    assert {t: estimates[i].minutes for t, i in ids.items() if t != "F"} == {
        "Z": 30, "A": 30, "B": 60, "C": 42, "D": 24, "E": 36,
    }  # fmt: skip
    assert estimates[ids["D"]].basis == "pages"
    # F has no PDF: the library's median PDF, (10 + 12) / 2 pages of 3 minutes
    assert (estimates[ids["F"]].basis, estimates[ids["F"]].minutes) == ("typical", 33)


def test_the_forecast_is_the_arithmetic_of_pace_and_pages(lib: Library, tmp_path: Path) -> None:
    list_id, ids = _library(lib, tmp_path)
    set_goal(lib, list_id, Goal(date(2027, 1, 1), deadline=date(2027, 2, 11)))
    plan = build_plan(lib, list_id, TODAY, positions={ids["E"]: 0.5})
    # read in the 56 days up to today: A 30 + B 60 + C 42 minutes (Z is older), 3 papers
    assert plan.pace.days == 56
    assert plan.pace.minutes_per_week == pytest.approx((30 + 60 + 42) * 7 / 56)  # 16.5
    assert plan.pace.papers_per_week == pytest.approx(3 * 7 / 56)
    # left: D 24, half of E's 36, F 33 = 75 minutes: ceil(75 / (16.5 / 7)) = 32 days
    assert plan.remaining_minutes == pytest.approx(24 + 18 + 33)
    assert plan.finish == TODAY + timedelta(days=math.ceil(75 * 7 / 16.5)) == date(2027, 2, 21)
    assert plan.days_late == 10
    # since 1 Jan: B read; due on a line from 0 (1 Jan) to 1 + 3 papers (11 Feb, 41 days)
    assert plan.due == pytest.approx(4 * 19 / 41)
    assert plan.ahead == round(1 - 4 * 19 / 41, 2) == -0.85
    # three papers over 22 days (3.14 weeks) left: one a week, in list order
    assert [[p.entry_id for p in week.papers] for week in plan.queue] == [
        [ids["D"]], [ids["E"]], [ids["F"]],
    ]  # fmt: skip
    assert [w.start for w in plan.queue] == [TODAY + timedelta(weeks=n) for n in range(3)]
    assert forecast_text(plan).endswith(
        "At your pace (0.4 papers, 16 min a week) you finish on 21 Feb, 10 days after the deadline."
    )


def test_reading_a_paper_moves_the_forecast(lib: Library, tmp_path: Path) -> None:
    list_id, ids = _library(lib, tmp_path)
    set_goal(lib, list_id, Goal(date(2027, 1, 1), deadline=date(2027, 2, 11)))
    _read(lib, ids["D"], TODAY)
    plan = build_plan(lib, list_id, TODAY, positions={ids["E"]: 0.5})
    # pace: 30 + 60 + 42 + 24 = 156 minutes in 56 days; left: 18 + 33 = 51 minutes
    assert plan.finish == TODAY + timedelta(days=math.ceil(51 * 7 / (156 * 7 / 56)))
    assert plan.days_late == -3
    assert plan.ahead == round(2 - 4 * 19 / 41, 2)
    assert plan_dict(plan)["remaining"] == 2


def test_a_pace_goal_gives_its_own_finish_and_queue(lib: Library, tmp_path: Path) -> None:
    list_id, _ids = _library(lib, tmp_path)
    set_goal(lib, list_id, Goal(date(2027, 1, 6), per_week=2))
    plan = build_plan(lib, list_id, TODAY)
    # two weeks since the goal: 4 papers due, none of the list read since 6 Jan
    assert (plan.due, plan.ahead) == (4, -4)
    assert plan.goal_finish == TODAY + timedelta(days=math.ceil(3 * 7 / 2))
    assert [len(w.papers) for w in plan.queue] == [2, 1]
    data = plan_dict(plan)
    assert (data["remaining"], data["goal"]["kind"], data["goal"]["per_week"]) == (3, "pace", 2)


def test_unread_of_the_library_has_a_plan_and_goal_too(lib: Library, tmp_path: Path) -> None:
    _library(lib, tmp_path)
    set_goal(lib, None, Goal(TODAY, deadline=date(2027, 3, 3)))
    plan = build_plan(lib, None, TODAY)
    assert (plan.name, plan.total, plan.read, len(plan.remaining)) == ("Unread", 7, 4, 3)
    assert get_goal(lib, None) == Goal(TODAY, deadline=date(2027, 3, 3))


def test_without_reads_there_is_no_pace_and_the_forecast_says_so(lib: Library) -> None:
    add(lib, record("Alone"), list_name="Solo")
    list_id = find_list(lib, "Solo")
    assert list_id is not None
    plan = build_plan(lib, list_id, TODAY)
    assert plan.finish is None and not plan.pace.known
    assert "No pace yet" in forecast_text(plan)
    assert [len(w.papers) for w in plan.queue] == [1]


def test_goals_are_kept_per_list_and_undone_by_putting_the_old_one_back(lib: Library) -> None:
    add(lib, record("Alone"), list_name="Solo")
    list_id = find_list(lib, "Solo")
    first = Goal(TODAY, per_week=5)
    assert set_goal(lib, list_id, first) is None
    assert set_goal(lib, list_id, Goal(TODAY, deadline=date(2027, 5, 1))) == first
    assert set_goal(lib, list_id, None) is not None
    assert get_goal(lib, list_id) is None and get_goal(lib, None) is None


@pytest.mark.parametrize("text", ["0", "-2/week", "many", "600/week"])
def test_a_pace_one_cannot_keep_is_refused_in_one_line(text: str) -> None:
    with pytest.raises(ServiceError, match="pace"):
        parse_pace(text)
    assert parse_pace("2.5/week") == 2.5 and parse_pace("5 a week") == 5


@pytest.mark.slow
def test_a_real_pdf_is_measured_by_its_words(lib: Library, tmp_path: Path) -> None:
    (entry_id,) = add(lib, record("iopart")).added
    path = tmp_path / "iopart-num.pdf"
    shutil.copyfile(REAL_PDFS / "iopart-num.pdf", path)
    attach(lib, entry_id, path, copy=False)
    extract_pending(lib)
    estimate = estimate_papers(lib, [entry_id])[entry_id]
    # pdfinfo: 4 pages; pdftotext counts 1,237 words (ours are characters / 6)
    assert (estimate.basis, estimate.pages) == ("words", 4)
    assert 1237 * 0.75 < estimate.words < 1237 * 1.25
    assert estimate.minutes == pytest.approx(estimate.words / 200)
