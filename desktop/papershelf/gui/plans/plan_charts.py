"""The reading plan's pictures: progress against the goal, pace per week, ahead or behind.

Drawn as the Statistics view's charts are (gui/plans/charts.Chart: a calm card, soft grid, the
status colours), from the numbers of a services.plans Plan; no figure is worked out here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, timedelta

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from papershelf.gui.colours import themed
from papershelf.gui.plans.charts import ADDED, BACKLOG, READ, Chart, blend
from papershelf.services.plans.forecast import Plan
from papershelf.services.plans.pace import WeekRead
from papershelf.services.plans.report import day_text

BEHIND = themed("chart.behind")  # live colours, as the statistics' (gui/colours.py)
LATE = themed("chart.late")
Place = Callable[[date, float], QPointF]  # where (day, papers) falls in a plot


def _pen(color: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A round-capped pen."""
    return QPen(color, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


class ProgressChart(Chart):
    """Papers read since the goal was set (a line up to today), the goal's line to its end,
    and the forecast at the reader's pace (dotted) from today to the finish."""

    def __init__(self, title: str, subtitle: str = "") -> None:
        super().__init__(title, subtitle)
        self.plan: Plan | None = None
        self.empty_text = ""
        self.labels: tuple[str, ...] = ("", "", "")
        self.deadline = ""  # the word at the deadline's mark

    def set_plan(self, plan: Plan, labels: tuple[str, str, str, str], empty_text: str) -> None:
        """The plan to draw; words (read, goal, forecast, deadline) and the empty note."""
        self.plan, self.empty_text = plan, empty_text
        self.labels, self.deadline = labels[:3], labels[3]
        self.update()

    def _end(self, plan: Plan) -> date:
        """The last day shown: the deadline, the finish or the goal's finish, a week at least."""
        days = [plan.today + timedelta(days=7)]
        days += [d for d in (plan.finish, plan.goal_finish) if d is not None]
        if plan.goal is not None and plan.goal.deadline is not None:
            days.append(plan.goal.deadline)
        return min(max(days), plan.today + timedelta(days=366))

    def draw(self, painter: QPainter, area: QRectF) -> None:
        """Grid, then goal, read and forecast lines; the dates at both ends."""
        plan = self.plan
        self.draw_legend(painter, area, list(zip(self.labels, (READ, ADDED, BACKLOG), strict=True)))
        if plan is None or not plan.goal_total:
            self.draw_empty(painter, area, self.empty_text)
            return
        start, end = plan.since, self._end(plan)
        top = plan.goal_total
        inner, ceiling = self.draw_grid(painter, area, top)
        span = max(1, (end - start).days)

        def at(day: date, papers: float) -> QPointF:
            """Where (day, papers) falls in the plot."""
            x = inner.left() + inner.width() * min(span, max(0, (day - start).days)) / span
            return QPointF(x, inner.bottom() - inner.height() * papers / ceiling)

        self._goal_line(painter, plan, at)
        if plan.goal is not None and plan.goal.deadline is not None:
            self._deadline_mark(painter, inner, at(plan.goal.deadline, 0).x())
        self._read_line(painter, plan, at)
        if plan.finish is not None and plan.remaining:
            painter.setPen(_pen(BACKLOG, 2.0, Qt.PenStyle.DotLine))
            now = plan.done_by(plan.today)
            painter.drawLine(at(plan.today, now), at(min(plan.finish, end), top))
        painter.setPen(self.ink(0.5))
        painter.drawText(QRectF(inner.left(), inner.bottom() + 4, 160, 16), day_text(start, start))
        painter.drawText(
            QRectF(inner.right() - 160, inner.bottom() + 4, 160, 16),
            int(Qt.AlignmentFlag.AlignRight),
            day_text(end, start),
        )

    def _deadline_mark(self, painter: QPainter, inner: QRectF, x: float) -> None:
        """A thin upright line at the deadline, named at its top."""
        painter.setPen(_pen(self.ink(0.35), 1.0, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(x, inner.top()), QPointF(x, inner.bottom()))
        painter.setPen(self.ink(0.55))
        painter.drawText(
            QRectF(x - 124, inner.top(), 120, 16), int(Qt.AlignmentFlag.AlignRight), self.deadline
        )

    def _goal_line(self, painter: QPainter, plan: Plan, at: Place) -> None:
        """The goal: a straight line to everything by the deadline, or papers a week."""
        goal = plan.goal
        if goal is None:
            return
        if goal.deadline is not None:
            end, papers = goal.deadline, float(plan.goal_total)
        else:
            end = self._end(plan)
            papers = min(float(plan.goal_total), (goal.per_week or 0) * (end - goal.since).days / 7)
        painter.setPen(_pen(ADDED, 1.6, Qt.PenStyle.DashLine))
        painter.drawLine(at(goal.since, 0), at(end, papers))

    def _read_line(self, painter: QPainter, plan: Plan, at: Place) -> None:
        """Papers read so far: a step up on each day one was read, to today."""
        path = QPainterPath(at(plan.since, 0))
        for count, day in enumerate(plan.read_since, start=1):
            path.lineTo(at(day, count - 1))
            path.lineTo(at(day, count))
        now = at(plan.today, len(plan.read_since))
        path.lineTo(now)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(READ, 2.4))
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(READ)
        painter.drawEllipse(now, 4, 4)


class WeekBars(Chart):
    """Papers read in each of the last weeks, with the goal's papers a week as a line."""

    def __init__(self, title: str, subtitle: str = "") -> None:
        super().__init__(title, subtitle)
        self.weeks: list[WeekRead] = []
        self.target: float | None = None
        self.empty_text = ""

    def set_data(self, weeks: Sequence[WeekRead], target: float | None, empty_text: str) -> None:
        """The weeks, oldest first; the goal's (or the deadline's) papers a week."""
        self.weeks, self.target, self.empty_text = list(weeks), target, empty_text
        self.update()

    def draw(self, painter: QPainter, area: QRectF) -> None:
        """A bar a week, the number above it, the week's Monday below."""
        if not any(w.papers for w in self.weeks):
            self.draw_empty(painter, area, self.empty_text)
            return
        top = max(max(w.papers for w in self.weeks), self.target or 0)
        inner, ceiling = self.draw_grid(painter, area, top)
        slot = inner.width() / len(self.weeks)
        bar = max(4.0, min(28.0, slot * 0.5))
        for i, week in enumerate(self.weeks):
            middle = inner.left() + slot * (i + 0.5)
            height = inner.height() * week.papers / ceiling
            if week.papers:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(READ)
                painter.drawRoundedRect(
                    QRectF(middle - bar / 2, inner.bottom() - height, bar, height), 3, 3
                )
            if i % max(1, round(len(self.weeks) * 56 / inner.width())) == 0:
                painter.setPen(self.ink(0.5))
                painter.drawText(
                    QRectF(middle - 40, inner.bottom() + 4, 80, 16),
                    int(Qt.AlignmentFlag.AlignHCenter),
                    day_text(week.start, week.start),
                )
        if self.target:
            y = inner.bottom() - inner.height() * self.target / ceiling
            painter.setPen(_pen(ADDED, 1.6, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(inner.left(), y), QPointF(inner.right(), y))


class StandingBar(QWidget):
    """Ahead of or behind the goal, in papers: a bar from the middle, right when ahead."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ahead: float | None = None
        self.scale = 1.0
        self.text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        """One line of text above a slim bar."""
        return QSize(420, self.fontMetrics().height() + 22)

    def minimumSizeHint(self) -> QSize:
        """As tall as its text and bar."""
        return QSize(160, self.sizeHint().height())

    def set_standing(self, ahead: float | None, scale: float, text: str) -> None:
        """Papers ahead (negative: behind), the papers a full half-bar stands for, the words."""
        self.ahead, self.scale, self.text = ahead, max(1.0, scale), text
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The track, the middle mark, the coloured part, the words above."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = self.palette().color(QPalette.ColorRole.Base)
        text = self.palette().color(QPalette.ColorRole.Text)
        line = self.fontMetrics().height()
        painter.setPen(text)
        painter.drawText(
            QRectF(0, 0, self.width(), line), int(Qt.AlignmentFlag.AlignLeft), self.text
        )
        track = QRectF(0, line + 6, self.width(), 10)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(blend(text, base, 0.12))
        painter.drawRoundedRect(track, 5, 5)
        if self.ahead is not None:
            middle = track.center().x()
            share = max(-1.0, min(1.0, self.ahead / self.scale)) * track.width() / 2
            painter.setBrush(
                READ if self.ahead >= 0 else (LATE if share < -track.width() / 4 else BEHIND)
            )
            left, right = sorted((middle, middle + share))
            painter.drawRoundedRect(QRectF(left, track.top(), max(3.0, right - left), 10), 5, 5)
            painter.setBrush(text)
            painter.drawRect(QRectF(middle - 1, track.top() - 3, 2, 16))
        painter.end()
