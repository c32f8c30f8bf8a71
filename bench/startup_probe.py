"""Run in a new process: open the app offscreen on a library, report first paint, then search.

Usage: startup_probe.py LIBRARY SETTINGS_INI [QUERY]

Prints one JSON line: `painted` and `idle` (seconds since the epoch, so the parent can
subtract its own start), `cpu_to_paint_s` (the process's CPU seconds, user + system, up
to the paint), `rss_mb` (peak RSS at idle), then, after QUERY is typed into the
search box, its full ranked result list has arrived and a row was clicked so the detail
view rendered: `rss_after_search_mb` (VmRSS then), `peak_rss_after_search_mb` (VmHWM then),
`search_hits` and `searched` (when the full list had arrived).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SEARCH = "neural network"  # two of the generated libraries' common words: many hits, ranked
POLL_MS = 20  # how often the probe looks whether the full result list has arrived
ROW_CLICKED = 3  # the row clicked after the search (a row below the first, as a reader would)


def _status_mb(field: str) -> float:
    """One memory line of /proc/self/status (VmRSS, VmHWM) in MB: this process's own."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _peak_rss_mb() -> float:
    """This process's own peak RSS (VmHWM; getrusage would count the parent's, see memory.py)."""
    return _status_mb("VmHWM")


class Probe:
    """Drives the window: first paint, idle, a typed search, a clicked row, then reports."""

    def __init__(self, window: Any, query: str, done: Callable[[dict[str, float]], None]) -> None:
        self.window, self.query, self.done = window, query, done
        self.marks: dict[str, float] = {}

    def painted(self) -> None:
        """The table's first paint: note it and wait for the event loop to be idle."""
        from PySide6.QtCore import QTimer

        if "painted" not in self.marks:
            self.marks["painted"] = time.time()
            times = os.times()  # CPU seconds to the paint: less disturbed by a busy machine
            self.marks["cpu_to_paint_s"] = times.user + times.system
            QTimer.singleShot(0, self.idle)

    def idle(self) -> None:
        """The first idle turn after the paint: note it, then type the query."""
        self.marks["idle"] = time.time()
        self.marks["rss_mb"] = _peak_rss_mb()
        self.type_query()

    def type_query(self) -> None:
        """Type the query into the search box key by key, as a person would."""
        from PySide6.QtTest import QTest

        box = self.window.search
        box.setFocus()
        QTest.keyClicks(box, self.query)
        self.wait_for_results()

    def results_complete(self) -> bool:
        """Whether the model shows the query's full ranked list (not the first page only)."""
        model = self.window.model
        return model.query == self.query and not model.partial and model.rowCount() == model.total

    def wait_for_results(self) -> None:
        """Poll until the full ranked list has arrived, then click a row."""
        from PySide6.QtCore import QTimer

        if self.results_complete():
            self.marks["searched"] = time.time()
            self.click_row()
        else:
            QTimer.singleShot(POLL_MS, self.wait_for_results)

    def click_row(self) -> None:
        """Click a row of the results so the detail view shows (and renders) that entry."""
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        table, model = self.window.table, self.window.model
        row = min(ROW_CLICKED, model.rowCount() - 1)
        if row >= 0:
            spot: QPoint = table.visualRect(model.index(row, 0)).center()
            QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=spot)
        self.window.repaint()  # table and detail view painted now, not at the next turn
        self.report()

    def report(self) -> None:
        """Hand the figures over (main prints them as one JSON line and quits)."""
        self.marks["search_hits"] = self.window.model.rowCount()
        self.marks["rss_after_search_mb"] = _status_mb("VmRSS")
        self.marks["peak_rss_after_search_mb"] = _peak_rss_mb()
        self.done(self.marks)


def main() -> None:
    """Open the window on the library, then let the probe drive it."""
    library, settings = sys.argv[1], sys.argv[2]
    query = sys.argv[3] if len(sys.argv) > 3 else SEARCH
    from PySide6.QtCore import QEvent, QObject

    from papershelf.gui.application import make_application, open_window
    from papershelf.gui.settings import Settings

    app = make_application()
    window = open_window(library, Settings(Path(settings)))

    def done(marks: dict[str, float]) -> None:
        print(json.dumps(marks), flush=True)
        app.quit()

    probe = Probe(window, query, done)

    class PaintWatcher(QObject):
        """Tells the probe about the table viewport's first paint."""

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                probe.painted()
            return False

    watcher = PaintWatcher()
    window.table.viewport().installEventFilter(watcher)
    window.show()
    app.exec()


if __name__ == "__main__":
    main()
