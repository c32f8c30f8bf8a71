"""The Statistics window: a few numbers that matter, then charts; exportable as one PNG."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.appearance import follow_scheme
from papershelf.gui.plans.charts import BACKLOG, READ, Bar, BarList, Chart, LineChart, MonthlyBars
from papershelf.gui.translation import translate
from papershelf.library.db import Library
from papershelf.library.stats import ReadingStats, Share, reading_stats

YEARS_SHOWN = 12  # most recent publication years listed


def _shares(shares: list[Share], other: int = 0) -> list[Bar]:
    """Bars for groups: total, read part, 'read of total' at the end."""
    bars = [
        Bar(s.label, s.total, s.read, f"{s.read} of {s.total}" if s.read else str(s.total))
        for s in shares
    ]
    if other:
        bars.append(Bar(translate("stats_view", "Other"), other, 0, str(other)))
    return bars


def _days(value: float | None) -> str:
    """'12 days', '3 months' — a wait as people say it."""
    if value is None:
        return "—"
    if value < 1:
        return "same day"
    if value < 60:
        return f"{value:.0f} day{'s' if round(value) != 1 else ''}"
    return f"{value / 30.4:.0f} months"


class Tile(QWidget):
    """One figure, large, with what it counts underneath."""

    def __init__(self, label: str, color: QColor | None = None) -> None:
        super().__init__()
        self.value = QLabel("—")
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setWeight(QFont.Weight.DemiBold)
        self.value.setFont(font)
        if color is not None:  # a live colour: written again when the scheme changes
            follow_scheme(self.value, lambda: self.value.setStyleSheet(f"color: {color.name()};"))
        self.caption = QLabel(label)
        self.caption.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        column = QVBoxLayout(self)
        column.setContentsMargins(4, 0, 4, 0)
        column.setSpacing(0)
        column.addWidget(self.value)
        column.addWidget(self.caption)


class StatisticsView(QWidget):
    """Tiles and charts for one library (refresh() reads the figures again)."""

    def __init__(self, lib: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lib = lib
        self.stats: ReadingStats | None = None
        self.setBackgroundRole(QPalette.ColorRole.Window)
        self.setAutoFillBackground(True)
        self.heading = QLabel(translate("stats_view", "Reading statistics"))
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setWeight(QFont.Weight.DemiBold)
        self.heading.setFont(big)
        self.tiles = {
            "total": Tile("papers"), "read": Tile("read", READ),
            "backlog": Tile("waiting to be read", BACKLOG),
            "wait": Tile("median wait before reading"), "month": Tile("read this month"),
        }  # fmt: skip
        self.monthly = MonthlyBars(translate("stats_view", "Added and read per month"))
        self.backlog = LineChart(
            translate("stats_view", "Backlog"),
            translate("stats_view", "papers not read yet, at the end of each month"),
        )
        self.delay = BarList(
            translate("stats_view", "Time from added to read"),
            translate("stats_view", "read papers that know when"),
            READ,
            READ,
        )
        self.venues = BarList(
            translate("stats_view", "By venue"), translate("stats_view", "green: read")
        )
        self.years = BarList(
            translate("stats_view", "By publication year"), translate("stats_view", "green: read")
        )
        self.tags = BarList(
            translate("stats_view", "By tag"), translate("stats_view", "green: read")
        )
        self.tags.empty_text = translate("stats_view", "No tags yet")
        self._lay_out()

    def _lay_out(self) -> None:
        """Heading and tiles, then the charts two by two."""
        tiles = QHBoxLayout()
        tiles.setSpacing(28)
        for tile in self.tiles.values():
            tiles.addWidget(tile)
        tiles.addStretch(1)
        grid = QGridLayout()
        grid.setSpacing(8)
        grid.addWidget(self.monthly, 0, 0)
        grid.addWidget(self.backlog, 0, 1)
        grid.addWidget(self.delay, 1, 0)
        grid.addWidget(self.venues, 1, 1)
        grid.addWidget(self.tags, 2, 0)
        grid.addWidget(self.years, 2, 1)
        for row in range(3):
            grid.setRowStretch(row, 1)
        column = QVBoxLayout(self)
        column.setContentsMargins(20, 16, 20, 16)
        column.setSpacing(12)
        column.addWidget(self.heading)
        column.addLayout(tiles)
        column.addLayout(grid, 1)

    def refresh(self, today: date | None = None) -> ReadingStats:
        """Read the figures again and show them."""
        stats = self.stats = reading_stats(self.lib, today)
        self.tiles["total"].value.setText(f"{stats.total:,}")
        self.tiles["read"].value.setText(f"{stats.read:,}")
        self.tiles["backlog"].value.setText(f"{stats.backlog:,}")
        self.tiles["wait"].value.setText(_days(stats.delay.median_days))
        self.tiles["month"].value.setText(f"{stats.read_this_month:,}")
        self.monthly.subtitle = (
            f"the last {len(stats.months)} months" if len(stats.months) > 1 else ""
        )
        self.monthly.set_data([(m.month, m.added, m.read) for m in stats.months])
        self.backlog.set_data([(m.month, m.backlog) for m in stats.months])
        self.delay.set_data([Bar(label, n, n) for label, n in stats.delay.buckets])
        self.venues.set_data(_shares(stats.venues, stats.other_venues))
        self.tags.set_data(_shares(stats.tags, stats.other_tags))
        self.years.set_data(_shares(list(reversed(stats.years))[:YEARS_SHOWN]))
        return stats

    def export_png(self, path: Path) -> bool:
        """Save the whole view as a PNG picture."""
        return self.grab().save(str(path), "PNG")


class StatisticsWindow(QDialog):
    """The Statistics view in a window of its own, with an Export PNG button."""

    def __init__(self, lib: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            translate("stats_view", "Reading Statistics")
        )  # the platform adds the app name
        self.view = StatisticsView(lib)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.view)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the charts, and scrolls
        self.export_button = QPushButton(translate("stats_view", "Export PNG…"))
        self.export_button.clicked.connect(self.choose_export)
        self.numbers_button = QPushButton(
            translate("stats_view", "Show &Numbers…")
        )  # the charts' text alternative (issue 37)
        self.numbers_button.clicked.connect(self.show_numbers)
        close = QPushButton(translate("stats_view", "Close"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(12, 6, 12, 10)
        buttons.addStretch(1)
        buttons.addWidget(self.numbers_button)
        buttons.addWidget(self.export_button)
        buttons.addWidget(close)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(scroll, 1)
        column.addLayout(buttons)
        self.resize(1120, 900)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)

    def charts(self) -> list[Chart]:
        """The charts shown, top left to bottom right."""
        view = self.view
        return [view.monthly, view.backlog, view.delay, view.venues, view.tags, view.years]

    def show_numbers(self) -> None:
        """Every chart's numbers as tables."""
        from papershelf.gui.accessibility.chart_tables import show_numbers

        show_numbers(self.charts(), self)

    def choose_export(self) -> None:
        """Ask where, then save the view as a PNG."""
        name, _ = QFileDialog.getSaveFileName(
            self,
            translate("stats_view", "Export statistics"),
            str(Path.home() / "papershelf-statistics.png"),
            translate("stats_view", "PNG image (*.png)"),
        )
        if name:
            self.view.export_png(Path(name))
