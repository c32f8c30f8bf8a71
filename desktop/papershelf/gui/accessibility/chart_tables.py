"""Statistics › Show Numbers…: every chart's numbers as a table, the charts' text alternative.

A screen reader cannot read bars; these tables say the same with row and column headers,
and anyone can copy them (Ctrl+C copies the selected cells as tab-separated text).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.accessibility.chart_text import chart_summary, chart_table, tr
from papershelf.gui.plans.charts import Chart


def numbers_table(chart: Chart) -> QTableWidget:
    """One chart's numbers: a read-only table named for the chart."""
    headers, rows = chart_table(chart)
    table = QTableWidget(len(rows), len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAccessibleName(chart.title)
    table.setAccessibleDescription(chart_summary(chart))
    for number, row in enumerate(rows):
        for column, text in enumerate(row):
            item = QTableWidgetItem(text)
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(number, column, item)
    table.resizeColumnsToContents()
    return table


class NumbersDialog(QDialog):
    """A tab per chart, each a table of its numbers."""

    def __init__(self, charts: Sequence[Chart], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics as Numbers"))
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(tr("Charts"))
        for chart in charts:
            self.tabs.addTab(numbers_table(chart), chart.title)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.resize(560, 480)


def show_numbers(charts: Sequence[Chart], parent: QWidget) -> NumbersDialog:
    """Open the numbers of *charts* over *parent*."""
    dialog = NumbersDialog(charts, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
