"""Run in a new process: open the app offscreen on a library, print when rows were first painted."""

from __future__ import annotations

import json
import os
import resource
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    """Open the window, report first paint and idle times (seconds since the epoch)."""
    library, settings = sys.argv[1], sys.argv[2]
    from PySide6.QtCore import QEvent, QObject, QTimer

    from papershelf.gui.application import make_application, open_window
    from papershelf.gui.settings import Settings

    app = make_application()
    window = open_window(library, Settings(__import__("pathlib").Path(settings)))
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
        marks["rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(json.dumps(marks), flush=True)
        app.quit()

    watcher = PaintWatcher()
    window.table.viewport().installEventFilter(watcher)
    window.show()
    app.exec()


if __name__ == "__main__":
    main()
