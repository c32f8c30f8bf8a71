"""Screenshots of issue 31's layout fixes: a 683 px window (the list's share, a long status
message ending before the count), 800x600 with combined tags (new tag colours, the all/any
switch), the form of a paper deleted while edited, and the drop line of a list reorder.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/take_layout.py [dark]
(QT_SCALE_FACTOR=1.5 for the scaled ones; the names say which).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent

from PySide6.QtGui import QColor, QPalette  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from papershelf.gui.application import make_application, open_window  # noqa: E402
from papershelf.gui.main_window import MainWindow  # noqa: E402
from papershelf.gui.settings import Settings  # noqa: E402
from papershelf.library.queries import Scope  # noqa: E402
from papershelf.resources import sample_list_path  # noqa: E402
from papershelf.services.importing import import_file  # noqa: E402
from papershelf.services.lists import find_list  # noqa: E402

TAGS = ("graphs", "fairness", "optimization", "rl", "physics/pde", "to-cite")


def settle() -> None:
    """Let the window lay out and paint."""
    for _ in range(30):
        QApplication.processEvents()


def demo(folder: Path, width: int, height: int) -> MainWindow:
    """A window on the sample list with six tags (automatic colours), at a size."""
    window = open_window(folder / "demo.sqlite", Settings(folder / "demo.ini"))
    controller = window.controller
    report = import_file(controller.lib, sample_list_path())
    controller.changed.emit(report.changes)
    ids = report.added
    for n, name in enumerate(TAGS):
        controller.add_tag([ids[(n * 3 + k) % len(ids)] for k in range(4)], name)
    window.resize(width, height)
    window.show()
    settle()
    return window


def dark_palette() -> QPalette:
    """A dark palette like the desktops' dark themes."""
    palette = QPalette()
    roles = QPalette.ColorRole
    for role, colour in (
        (roles.Window, "#2b2b2b"), (roles.WindowText, "#e8e8e8"), (roles.Base, "#1e1e1e"),
        (roles.AlternateBase, "#262626"), (roles.Text, "#e8e8e8"), (roles.Button, "#353535"),
        (roles.ButtonText, "#e8e8e8"), (roles.Highlight, "#3d7bd9"),
        (roles.HighlightedText, "#ffffff"), (roles.PlaceholderText, "#8a8a8a"),
        (roles.ToolTipBase, "#353535"), (roles.ToolTipText, "#e8e8e8"), (roles.Mid, "#555555"),
    ):  # fmt: skip
        palette.setColor(role, QColor(colour))
    return palette


def name(stem: str, dark: bool) -> Path:
    """The file for a shot: scale and theme in its name."""
    scale = os.environ.get("QT_SCALE_FACTOR", "1")
    return HERE / f"{stem}{'-scale' + scale if scale != '1' else ''}{'-dark' if dark else ''}.png"


def main() -> None:
    """Take the shots."""
    dark = "dark" in sys.argv[1:]
    app = make_application()
    if dark:  # the offscreen platform has no dark theme to follow: Fusion's dark palette
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
    folder = Path(tempfile.mkdtemp())
    narrow = demo(folder / "a", 683, 768)
    narrow.table.selectRow(2)
    narrow.statusBar().showMessage(
        "Deleted 3 entries — Ctrl+Z brings them back. The rest of this long message is cut."
    )
    settle()
    narrow.grab().save(str(name("layout-683x768", dark)))
    window = demo(folder / "b", 800, 600)
    sidebar = window.sidebar
    tree = sidebar.tree
    tree.selectionModel().clearSelection()
    for key in ("tag:graphs", "tag:fairness"):
        tree.selectionModel().select(
            sidebar.data_for(key), tree.selectionModel().SelectionFlag.Select
        )
    settle()
    window.grab().save(str(name("tags-800x600", dark)))
    window.show_scope(Scope())
    window.table.selectRow(1)
    window.detail.start_editing()
    window.detail.form.title_box.setPlainText("My better title, typed before the delete")
    window.detail.form.show_deleted(
        "Ana Lopez deleted this paper while you were editing it. What you typed is still "
        "here: Re-create the paper with it, or Copy it."
    )
    settle()
    window.grab().save(str(name("deleted-while-editing-800x600", dark)))
    window.detail.form.cancelled.emit()
    list_id = find_list(window.controller.lib, "ICLR 2025 Papers")
    window.show_scope(Scope("list", list_id))
    settle()
    window.table.drop_gap = 3
    window.table.viewport().update()
    settle()
    window.grab().save(str(name("drop-line-800x600", dark)))


if __name__ == "__main__":
    main()
