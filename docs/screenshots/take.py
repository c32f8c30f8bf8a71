"""Take the README's sidebar screenshot, on a demo library made from the sample list.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/take.py
(main-window.png is the real first run instead: `make run` under `xvfb-run`, then
`import -window root`.)
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent

from papershelf.gui.application import make_application, open_window  # noqa: E402
from papershelf.gui.settings import Settings  # noqa: E402
from papershelf.library.models import Status  # noqa: E402
from papershelf.library.queries import Scope  # noqa: E402
from papershelf.resources import sample_list_path  # noqa: E402
from papershelf.services.importing import import_file  # noqa: E402
from papershelf.services.lists import find_list  # noqa: E402

TAGS = {
    "ml/optimization": [0, 1, 9],
    "ml/rl": [1, 3, 7, 16],
    "ml/generative": [2, 6, 13],
    "physics/pde": [0, 13],
    "biology/protein": [2],
    "to-cite": [0, 3, 9, 12],
    "theory": [5, 11],
}


def demo_window(folder: Path):  # type: ignore[no-untyped-def]
    """A window over a library with tags, statuses and a second reading list."""
    window = open_window(folder / "demo.sqlite", Settings(folder / "demo.ini"))
    controller = window.controller
    report = import_file(controller.lib, sample_list_path())
    ids = report.added
    controller.changed.emit(report.changes)
    colours = {"ml": "#4f7cff", "physics": "#e8833a", "biology": "#2fa36b", "to-cite": "#c2410c"}
    for name, rows in TAGS.items():
        controller.add_tag([ids[r] for r in rows], name)
        top = name.split("/")[0]
        if top in colours:
            controller.recolor_tag(name, colours[top])
    controller.recolor_tag("theory", "#8b5cf6")
    controller.set_status(ids[:6], Status.READ)
    controller.set_status(ids[6:8], Status.READING)
    controller.set_rating([ids[0], ids[3]], 5)
    controller.set_rating([ids[1]], 4)
    controller.create_list("Thesis: related work")
    thesis = find_list(controller.lib, "Thesis: related work")
    assert thesis is not None
    controller.add_to_list(thesis, [ids[i] for i in (0, 3, 9, 12, 16)])
    controller.set_status([ids[9]], Status.READ)
    window.resize(1440, 860)
    sample = find_list(controller.lib, "ICLR 2025 Papers")
    window.show_scope(Scope("list", sample))
    window.show()
    make_application().processEvents()
    return window


def main() -> None:
    """Write demo-window.png and sidebar.png next to this file."""
    app = make_application()
    with tempfile.TemporaryDirectory() as tmp:
        window = demo_window(Path(tmp))
        window.table.selectRow(1)
        app.processEvents()
        window.grab().save(str(HERE / "demo-window.png"))
        window.sidebar.grab().save(str(HERE / "sidebar.png"))
        print("saved", HERE / "demo-window.png", HERE / "sidebar.png")
        window.close()
        window.controller.lib.close()
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
