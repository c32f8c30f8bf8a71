"""The Reading Plan window, driven by keys: open it on a list, change its goal, read a paper."""

from __future__ import annotations

import math
import shutil
from datetime import date, timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.plans.plan_positions import reading_positions
from papershelf.gui.plans.plan_view import PlanWindow
from papershelf.gui.reader.positions import position_key
from papershelf.gui.settings import Settings
from papershelf.library import fulltext
from papershelf.library.fulltext import PendingPdf
from papershelf.library.models import Status
from papershelf.library.queries import Scope, ordered_ids
from papershelf.services.attachments import attach
from papershelf.services.lists import add_to_list, create_list, find_list
from papershelf.services.plans.forecast import build_plan
from papershelf.services.plans.goals import get_goal
from papershelf.services.plans.report import day_text

CTRL, SHIFT, ALT = (
    Qt.KeyboardModifier.ControlModifier,
    Qt.KeyboardModifier.ShiftModifier,
    Qt.KeyboardModifier.AltModifier,
)


def _thesis(window: MainWindow) -> tuple[int, list[int]]:
    """The list 'Thesis' of five papers, shown; two other papers read 3 and 10 days ago."""
    controller, lib = window.controller, window.controller.lib
    ids = ordered_ids(lib)
    controller.run(lambda lib: create_list(lib, "Thesis"))
    list_id = find_list(lib, "Thesis")
    assert list_id is not None
    controller.run(lambda lib: add_to_list(lib, list_id, ids[:5]))
    for entry_id, days in ((ids[10], 3), (ids[11], 10)):
        day = date.today() - timedelta(days=days)
        lib.execute(
            "UPDATE entry SET status = ?, read_on = ? WHERE id = ?",
            [int(Status.READ), f"{day.isoformat()} 12:00:00", entry_id],
        )
    window.show_scope(Scope("list", list_id))
    return list_id, ids[:5]


def _open_plan(qtbot: QtBot, window: MainWindow) -> PlanWindow:
    """Ctrl+Shift+G in the main window."""
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_G, CTRL | SHIFT)
    plan_window = window.insights.plans.plan_window
    assert plan_window is not None
    qtbot.waitExposed(plan_window)
    return plan_window


def test_the_plan_opens_on_the_list_and_shows_the_forecast(
    qtbot: QtBot, window: MainWindow
) -> None:
    list_id, papers = _thesis(window)
    view = _open_plan(qtbot, window).view
    assert view.list_id() == list_id and view.target.currentText() == "Thesis"
    # two papers of a typical 30 minutes read over the 11 days since the first: five left
    finish = date.today() + timedelta(days=math.ceil(5 * 30 * 11 / 60))
    assert view.forecast.text() == f"At your pace you finish on {day_text(finish, date.today())}."
    assert view.tiles["left"].value.text() == "5"
    assert view.tiles["time"].value.text() == "2 h 30 min"
    assert not view.standing.isVisible()  # no goal, no standing
    # no goal: the reader's own 1.3 papers a week, rounded, for the next four weeks
    assert view.queued_ids() == [[p] for p in papers[:4]]


def test_changing_the_goal_and_reading_a_paper_update_the_plan(
    qtbot: QtBot, window: MainWindow
) -> None:
    list_id, papers = _thesis(window)
    view = _open_plan(qtbot, window).view
    lib = window.controller.lib
    view.goal.kind.setFocus()
    qtbot.keyClick(view.goal.kind, Qt.Key.Key_Down)  # Finish by (the date shown)
    shown = view.goal.deadline.date().toString("yyyy-MM-dd")
    goal = get_goal(lib, list_id)
    assert goal is not None and goal.deadline is not None and goal.deadline.isoformat() == shown
    assert "before the deadline" in view.forecast.text()  # 28 days at your pace
    view.goal.deadline.setFocus()
    qtbot.keyClick(view.goal.deadline, Qt.Key.Key_Home)
    qtbot.keyClick(view.goal.deadline, Qt.Key.Key_Down)  # a year earlier: long past
    qtbot.keyClick(view.goal.deadline, Qt.Key.Key_Return)
    goal = get_goal(lib, list_id)
    assert goal is not None and goal.deadline is not None
    assert goal.deadline.year == int(shown[:4]) - 1 and view.isVisible()
    assert "after the deadline" in view.forecast.text()
    assert view.tiles["finish"].value.styleSheet()  # red: after the deadline
    view.goal.kind.setFocus()
    qtbot.keyClick(view.goal.kind, Qt.Key.Key_Down)  # Papers a week
    assert view.goal.per_week.isVisible() and not view.goal.deadline.isVisible()
    view.goal.per_week.setFocus()
    qtbot.keyClick(view.goal.per_week, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(view.goal.per_week, "1")
    qtbot.keyClick(view.goal.per_week, Qt.Key.Key_Return)
    goal = get_goal(lib, list_id)
    assert goal is not None and goal.per_week == 1
    assert view.queued_ids() == [[p] for p in papers[:4]]
    at_goal = day_text(date.today() + timedelta(days=35), date.today())
    assert view.forecast.text().endswith(f"At the goal's pace, on {at_goal}.")
    qtbot.keyClick(view.goal.per_week, Qt.Key.Key_Up)
    qtbot.keyClick(view.goal.per_week, Qt.Key.Key_Return)
    assert view.queued_ids() == [papers[:2], papers[2:4], papers[4:]]
    assert view.isVisible() and view.standing.isVisible() and "On track" in view.standing.text
    # read the first paper of the queue in the main window (Alt+3: Mark Read)
    window.table.select_ids([papers[0]])
    window.activateWindow()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_3, ALT)
    qtbot.waitUntil(lambda: view.tiles["left"].value.text() == "4", timeout=2000)
    assert view.queued_ids() == [papers[1:3], papers[3:]]
    assert "ahead of the goal" in view.standing.text
    # Ctrl+Z in the main window: unread again, and the plan follows
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: view.tiles["left"].value.text() == "5", timeout=2000)
    # and undoing the goal's change goes back to one a week
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: view.queued_ids() == [[p] for p in papers[:4]], timeout=2000)
    assert view.goal.per_week.value() == 1
    for _ in range(2):  # back past the three a week first shown, to the year-earlier deadline
        qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: "after the deadline" in view.forecast.text(), timeout=2000)


def test_read_next_and_triage_say_how_long_the_paper_takes(
    qtbot: QtBot, window: MainWindow
) -> None:
    _list_id, papers = _thesis(window)
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_N, CTRL | SHIFT)  # Read Next
    assert window.table.selected_ids() == [papers[0]]
    finish = date.today() + timedelta(days=math.ceil(5 * 30 * 11 / 60))
    assert window.statusBar().currentMessage() == (
        "Read next: about 30 min to read; at your pace the list is done on "
        f"{day_text(finish, date.today())}."
    )
    qtbot.keyClick(window.table, Qt.Key.Key_R, CTRL | SHIFT)  # Triage
    triage = window.insights.triage
    assert window.insights.in_triage and triage.session.current == papers[0]
    assert triage.time_label.text() == "about 30 min to read"


def test_a_paper_being_read_counts_only_its_unread_part(
    window: MainWindow, settings: Settings, tmp_path: Path
) -> None:
    list_id, papers = _thesis(window)
    lib = window.controller.lib
    path = tmp_path / "iopart-num.pdf"
    shutil.copyfile(Path(__file__).parents[1] / "data" / "pdfs" / "iopart-num.pdf", path)
    (attachment_id,) = attach(lib, papers[1], path, copy=False).attachments
    fulltext.set_state(lib, PendingPdf(attachment_id, papers[1], str(path), 0), "no_text", 4, 4)
    window.controller.set_status([papers[1]], Status.READING)
    settings.set_text(position_key(path), "1:0.5000:1.2500")  # the reader left page 2 half read
    assert reading_positions(lib, settings, list_id) == {papers[1]: (1 + 0.5) / 4}
    plan = build_plan(lib, list_id, positions=reading_positions(lib, settings, None))
    # four scanned pages of 3 minutes, five eighths of them left
    left = {q.entry_id: q.minutes for q in plan.remaining}
    assert left[papers[1]] == 4 * 3 * (1 - 1.5 / 4)
