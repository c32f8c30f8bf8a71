"""The Reading Plan window: a list's (or Unread's) goal, forecast, standing, plots and queue.

Laid out as the Statistics window is (a heading, tiles, chart cards); every figure comes from
services.plans.build_plan. A goal set here is one undo step (a goal belongs to its list, so
the step says lists changed); the view reads the plan again when a paper is read, a list
changes, or a goal changes, here or anywhere.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.controller import LibraryController
from papershelf.gui.plans.charts import READ
from papershelf.gui.plans.plan_charts import LATE, ProgressChart, StandingBar, WeekBars
from papershelf.gui.plans.plan_positions import reading_positions
from papershelf.gui.plans.stats_view import Tile
from papershelf.gui.safe_text import plain
from papershelf.gui.settings import Settings
from papershelf.library.organising import list_infos
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.plans.estimates import duration
from papershelf.services.plans.forecast import Plan, build_plan
from papershelf.services.plans.goals import Goal, change_goal, get_goal
from papershelf.services.plans.report import day_text

WATCHED = frozenset({"status", "read_on", "attachments"})  # fields a plan is read from
NO_GOAL, DEADLINE, PACE = range(3)


def touches_plans(changes: Changes) -> bool:
    """Whether *changes* can move a plan: reads, lists, goals, papers or their PDFs."""
    return bool(changes.lists or changes.membership or changes.fields & WATCHED)


class GoalEditor(QWidget):
    """No goal, a deadline, or papers a week; emits goal_chosen with what was picked."""

    goal_chosen = Signal(object)  # Goal | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = QComboBox()
        self.kind.addItems([self.tr("No goal"), self.tr("Finish by"), self.tr("Papers a week")])
        self.kind.setAccessibleName(self.tr("Goal"))
        self.deadline = QDateEdit()
        self.deadline.setCalendarPopup(True)
        self.deadline.setDisplayFormat("yyyy-MM-dd")
        self.deadline.setAccessibleName(self.tr("Deadline"))
        self.per_week = QSpinBox(minimum=1, maximum=100)
        self.per_week.setSuffix(self.tr(" a week"))
        self.per_week.setAccessibleName(self.tr("Papers a week"))
        self.kind.activated.connect(self._chosen)
        self.deadline.editingFinished.connect(self._chosen)
        self.per_week.editingFinished.connect(self._chosen)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(self.tr("Goal:")))
        for widget in (self.kind, self.deadline, self.per_week):
            row.addWidget(widget)
        row.addStretch(1)
        self.today = date.today()

    def show_goal(self, goal: Goal | None, today: date) -> None:
        """Show a goal without announcing it."""
        self.today = today
        for widget in (self.kind, self.deadline, self.per_week):
            widget.blockSignals(True)
        self.kind.setCurrentIndex(NO_GOAL if goal is None else DEADLINE if goal.deadline else PACE)
        deadline = goal.deadline if goal and goal.deadline else date(today.year, today.month, 1)
        self.deadline.setDate(
            QDate(deadline.year, deadline.month, deadline.day).addMonths(
                0 if goal and goal.deadline else 2
            )
        )
        self.per_week.setValue(round(goal.per_week) if goal and goal.per_week else 3)
        for widget in (self.kind, self.deadline, self.per_week):
            widget.blockSignals(False)
        self._show_fields()

    def _show_fields(self) -> None:
        """Only the field the chosen kind needs."""
        self.deadline.setVisible(self.kind.currentIndex() == DEADLINE)
        self.per_week.setVisible(self.kind.currentIndex() == PACE)

    def chosen_goal(self) -> Goal | None:
        """The goal the fields say, counted from today."""
        kind = self.kind.currentIndex()
        if kind == DEADLINE:
            chosen = self.deadline.date()
            return Goal(self.today, deadline=date(chosen.year(), chosen.month(), chosen.day()))
        if kind == PACE:
            return Goal(self.today, per_week=float(self.per_week.value()))
        return None

    def _chosen(self) -> None:
        """Announce the goal picked."""
        self._show_fields()
        self.goal_chosen.emit(self.chosen_goal())


class PlanView(QWidget):
    """One plan at a time (a list, or Unread), chosen at the top right."""

    def __init__(
        self, controller: LibraryController, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.plan: Plan | None = None
        self.today: date | None = None  # None: the real today (tests fix a day)
        self.setBackgroundRole(QPalette.ColorRole.Window)
        self.setAutoFillBackground(True)
        self._make_widgets()
        self._lay_out()
        self.fill_targets()

    # --- building -----------------------------------------------------------------------
    def _make_widgets(self) -> None:
        """Heading, chooser, goal, forecast, standing, tiles, charts, queue."""
        self.heading = QLabel(self.tr("Reading plan"))
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setWeight(QFont.Weight.DemiBold)
        self.heading.setFont(big)
        self.target = QComboBox()
        self.target.setAccessibleName(self.tr("Plan for"))
        self.target.setMinimumContentsLength(18)
        self.target.activated.connect(lambda _index: self.refresh())
        self.goal = GoalEditor()
        self.goal.goal_chosen.connect(self.set_goal)
        self.forecast = QLabel()
        self.forecast.setWordWrap(True)
        self.forecast.setTextFormat(Qt.TextFormat.PlainText)
        larger = QFont(self.font())
        larger.setPointSizeF(larger.pointSizeF() * 1.2)
        self.forecast.setFont(larger)
        self.standing = StandingBar()
        self.tiles = {
            "left": Tile(self.tr("papers left")), "time": Tile(self.tr("of reading left")),
            "pace": Tile(self.tr("your pace, papers a week"), READ),
            "finish": Tile(self.tr("finish at your pace")),
        }  # fmt: skip
        self.progress = ProgressChart(
            self.tr("Progress against the goal"), self.tr("papers read since the goal was set")
        )
        self.weeks = WeekBars(self.tr("Pace per week"), self.tr("papers read, the last 8 weeks"))
        self.queue = QTreeWidget()
        self.queue.setHeaderLabels([self.tr("Weekly queue"), self.tr("Time")])
        self.queue.setRootIsDecorated(False)
        header = self.queue.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.queue.setMinimumHeight(180)

    def _lay_out(self) -> None:
        """Top row, goal, forecast and bar, tiles, charts side by side, the queue."""
        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addStretch(1)
        top.addWidget(QLabel(self.tr("Plan for:")))
        top.addWidget(self.target)
        tiles = QHBoxLayout()
        tiles.setSpacing(28)
        for tile in self.tiles.values():
            tiles.addWidget(tile)
        tiles.addStretch(1)
        charts = QGridLayout()
        charts.setSpacing(8)
        charts.addWidget(self.progress, 0, 0)
        charts.addWidget(self.weeks, 0, 1)
        column = QVBoxLayout(self)
        column.setContentsMargins(20, 16, 20, 16)
        column.setSpacing(12)
        column.addLayout(top)
        column.addWidget(self.goal)
        column.addWidget(self.forecast)
        column.addWidget(self.standing)
        column.addLayout(tiles)
        column.addLayout(charts, 1)
        column.addWidget(self.queue)

    # --- the plan shown -----------------------------------------------------------------
    def fill_targets(self) -> None:
        """Unread, then every reading list, keeping the one chosen."""
        chosen = self.list_id()
        self.target.clear()
        self.target.addItem(self.tr("Unread (whole library)"), None)
        for info in list_infos(self.controller.lib):
            self.target.addItem(plain(info.name), info.id)
        self.show_list(chosen)

    def list_id(self) -> int | None:
        """The list whose plan is shown (None: Unread)."""
        data = self.target.currentData()
        return int(data) if data is not None else None

    def show_list(self, list_id: int | None) -> None:
        """Show the plan of a list (None: Unread), if it is there."""
        index = self.target.findData(list_id)
        self.target.setCurrentIndex(max(0, index))
        self.refresh()

    def refresh(self) -> Plan | None:
        """Read the plan again and show it."""
        lib, list_id = self.controller.lib, self.list_id()
        today = self.today or date.today()
        try:
            positions = reading_positions(lib, self.settings, list_id)
            plan = self.plan = build_plan(lib, list_id, today, positions)
        except ServiceError:  # the list went away: back to Unread
            self.fill_targets()
            return self.plan
        self.goal.show_goal(plan.goal, today)
        self.forecast.setText(self.forecast_words(plan))
        self._show_standing(plan)
        self._show_tiles(plan)
        self.progress.set_plan(
            plan,
            (self.tr("read"), self.tr("goal"), self.tr("at your pace"), self.tr("deadline")),
            self.tr("Nothing to read in this plan"),
        )
        self.weeks.set_data(plan.pace.weeks, self._goal_pace(plan), self.tr("Nothing read lately"))
        self._show_queue(plan)
        return plan

    def set_goal(self, goal: Goal | None) -> None:
        """Give the shown plan a goal (one undo step), unless it has that one."""
        lib, list_id = self.controller.lib, self.list_id()
        before = get_goal(lib, list_id)
        if _same(before, goal):
            return
        self.controller.operation(
            self.tr("Set Reading Goal"),
            lambda lib: change_goal(lib, list_id, goal),
            lambda lib: change_goal(lib, list_id, before),
        )
        self.refresh()

    def on_changes(self, changes: Changes) -> None:
        """Read the plan again when what it shows may have changed."""
        if changes.lists:
            self.fill_targets()
        elif touches_plans(changes):
            self.refresh()

    # --- words and figures --------------------------------------------------------------
    def forecast_words(self, plan: Plan) -> str:
        """The forecast sentence, translated."""
        left = len(plan.remaining)
        if not left:
            return self.tr("Everything in this plan has been read.")
        if plan.finish is None:
            return self.tr(
                "No pace yet: papers marked read in the last weeks teach it. %1 left."
            ).replace("%1", self._papers(left))
        finish = day_text(plan.finish, plan.today)
        text = self.tr("At your pace you finish on %1").replace("%1", finish)
        if plan.days_late is not None and plan.days_late > 0:
            text += self.tr(", %1 after the deadline").replace("%1", self._days(plan.days_late))
        elif plan.days_late is not None and plan.days_late < 0:
            text += self.tr(", %1 before the deadline").replace("%1", self._days(-plan.days_late))
        elif plan.days_late == 0:
            text += self.tr(", on the deadline")
        text += "."
        if plan.goal_finish is not None:
            text += " " + self.tr("At the goal's pace, on %1.").replace(
                "%1", day_text(plan.goal_finish, plan.today)
            )
        return text

    def _show_standing(self, plan: Plan) -> None:
        """The ahead/behind bar and its words (hidden without a goal)."""
        self.standing.setVisible(plan.ahead is not None)
        if plan.ahead is None:
            return
        papers = round(abs(plan.ahead), 1)
        if papers < 0.5:
            words = self.tr("On track with the goal")
        elif plan.ahead > 0:
            words = self.tr("%1 ahead of the goal").replace("%1", self._papers(papers))
        else:
            words = self.tr("%1 behind the goal").replace("%1", self._papers(papers))
        self.standing.set_standing(plan.ahead, max(3.0, plan.goal_total / 4), words)

    def _papers(self, count: float) -> str:
        """'1 paper', '3 papers', '2.5 papers'."""
        if count == 1:
            return self.tr("1 paper")
        return self.tr("%1 papers").replace("%1", f"{count:g}")

    def _days(self, count: int) -> str:
        """'1 day', '9 days'."""
        return self.tr("1 day") if count == 1 else self.tr("%1 days").replace("%1", str(count))

    def _show_tiles(self, plan: Plan) -> None:
        """Papers and time left, the pace, the finish (red when after the deadline)."""
        self.tiles["left"].value.setText(f"{len(plan.remaining):,}")
        self.tiles["time"].value.setText(duration(plan.remaining_minutes))
        self.tiles["pace"].value.setText(f"{plan.pace.papers_per_week:.1f}")
        finish = self.tiles["finish"].value
        finish.setText(day_text(plan.finish, plan.today) if plan.finish else "—")
        late = plan.days_late is not None and plan.days_late > 0
        finish.setStyleSheet(f"color: {LATE.name()};" if late else "")

    def _goal_pace(self, plan: Plan) -> float | None:
        """The papers a week the goal asks for (None without a goal)."""
        if plan.goal is None:
            return None
        return plan.goal.per_week or float(plan.per_week)

    def _show_queue(self, plan: Plan) -> None:
        """A row per week, its papers under it, each with its reading time."""
        self.queue.clear()
        for week in plan.queue:
            title = self.tr("Week of %1").replace("%1", day_text(week.start, plan.today))
            item = QTreeWidgetItem([title, duration(week.minutes)])
            font = QFont(self.queue.font())
            font.setWeight(QFont.Weight.DemiBold)
            item.setFont(0, font)
            self.queue.addTopLevelItem(item)
            for paper in week.papers:
                row = QTreeWidgetItem(item, [plain(paper.title), duration(paper.minutes)])
                row.setData(0, Qt.ItemDataRole.UserRole, paper.entry_id)
            item.setExpanded(True)
        if not plan.queue:
            self.queue.addTopLevelItem(QTreeWidgetItem([self.tr("Nothing left to read")]))

    def queued_ids(self) -> list[list[int]]:
        """The papers shown under each week of the queue."""
        weeks = []
        for i in range(self.queue.topLevelItemCount()):
            week = self.queue.topLevelItem(i)
            rows = [week.child(j) for j in range(week.childCount())] if week else []
            ids = [int(r.data(0, Qt.ItemDataRole.UserRole)) for r in rows if r is not None]
            if ids:
                weeks.append(ids)
        return weeks


def _same(one: Goal | None, other: Goal | None) -> bool:
    """Whether two goals ask the same (the day they were set aside)."""
    if one is None or other is None:
        return one is other
    return (one.deadline, one.per_week) == (other.deadline, other.per_week)


class PlanWindow(QDialog):
    """The plan view in a window of its own."""

    def __init__(
        self, controller: LibraryController, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Reading Plan"))
        self.view = PlanView(controller, settings)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.view)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        close = QPushButton(self.tr("Close"))
        close.setAutoDefault(False)  # Return in the goal's fields sets the goal, not closes
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(12, 6, 12, 10)
        buttons.addStretch(1)
        buttons.addWidget(close)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(scroll, 1)
        column.addLayout(buttons)
        self.resize(1060, 860)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self._timer = QTimer(self, singleShot=True, interval=200)
        self._timer.timeout.connect(self._refresh_now)
        self._pending = Changes()
        controller.changed.connect(self._on_changes)

    def _on_changes(self, changes: Changes) -> None:
        """Gather a burst of changes, then read the plan again once."""
        if self.isVisible() and touches_plans(changes):
            self._pending = self._pending | changes
            self._timer.start()

    def _refresh_now(self) -> None:
        """Show what the changes gathered did to the plan."""
        changes, self._pending = self._pending, Changes()
        self.view.on_changes(changes)
