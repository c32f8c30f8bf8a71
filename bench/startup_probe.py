"""Run in a new process: open the app offscreen on a library, print when rows were first painted."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _peak_rss_mb() -> float:
    """This process's own peak RSS (VmHWM; getrusage would count the parent's, see memory.py)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    """Open the window, report first paint and idle times (seconds since the epoch)."""
    library, settings = sys.argv[1], sys.argv[2]
    from PySide6.QtCore import QEvent, QObject, QTimer

    from papershelf.gui.application import make_application, open_window
    from papershelf.gui.settings import Settings

    app = make_application()
    window = open_window(library, Settings(Path(settings)))
    marks: dict[str, float] = {}

    class PaintWatcher(QObject):
        """Notes the first paint of the table's viewport, then waits for idle."""

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and "painted" not in marks:
                marks["painted"] = time.time()
                QTimer.singleShot(0, idle)
            return False

    def idle() -> None:
        marks["idle"] = time.time()
        marks["rss_mb"] = _peak_rss_mb()
        print(json.dumps(marks), flush=True)
        app.quit()

    watcher = PaintWatcher()
    window.table.viewport().installEventFilter(watcher)
    window.show()
    app.exec()


if __name__ == "__main__":
    main()
