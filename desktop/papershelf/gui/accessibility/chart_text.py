"""The charts' text alternative: each chart's numbers as a table (headers and rows), and a
one-paragraph summary a screen reader reads as the chart's description."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from papershelf.gui.plans.charts import BarList, Chart, LineChart, MonthlyBars

CONTEXT = "Accessibility"
SPOKEN_ROWS = 12  # a description names at most this many rows; the table has them all


def tr(text: str) -> str:
    """*text* in the user's language."""
    return QCoreApplication.translate(CONTEXT, text)


def _number(value: float) -> str:
    """A count as a whole number, any other value as written."""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def chart_table(chart: Chart) -> tuple[list[str], list[list[str]]]:
    """The column headers and the rows of what *chart* draws."""
    if isinstance(chart, MonthlyBars):
        rows = [[m, _number(added), _number(read)] for m, added, read in chart.months]
        return [tr("Month"), tr("Added"), tr("Read")], rows
    if isinstance(chart, LineChart):
        return [tr("Month"), tr("Papers")], [[m, _number(v)] for m, v in chart.points]
    if isinstance(chart, BarList):
        rows = [[b.label, _number(b.total), _number(b.part)] for b in chart.bars]
        return [chart.title, tr("Papers"), tr("Read")], rows
    return [], []


def chart_summary(chart: Chart) -> str:
    """'Added and read per month. Month, Added, Read: 2026-11 4 1; …' (the numbers, spoken)."""
    headers, rows = chart_table(chart)
    if not rows:
        return tr("{title}: nothing to show yet.").format(title=chart.title)
    spoken = "; ".join(" ".join(row) for row in rows[:SPOKEN_ROWS])
    more = (
        "" if len(rows) <= SPOKEN_ROWS else tr(" (and {n} more)").format(n=len(rows) - SPOKEN_ROWS)
    )
    intro = f"{chart.subtitle}. " if chart.subtitle else ""
    return f"{intro}{', '.join(headers)}: {spoken}{more}."
