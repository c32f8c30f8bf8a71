"""The Missing files count, the Files icons and the pane's list follow the disk while the
window stays in front (issue 31, item 6): no activation, no reopened view. A managed copy is
listed by the name it has on disk, not the name it was dropped with."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.organise.sidebar_model import COUNT_ROLE
from papershelf.gui.table.table_cells import COLUMN_INDEX, files_icon
from papershelf.services import attachments
from tests.gui.dnd import drop_files

WAIT_MS = 3000  # the watch settles in a fraction of a second; without it, nothing ever comes


def _pdf(folder: Path, name: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(b"%PDF-1.4 test\n")
    return path


def _row_center(window: MainWindow, row: int) -> QPoint:
    return window.table.visualRect(window.model.index(row, COLUMN_INDEX["title"])).center()


def _missing_count(window: MainWindow) -> str:
    return str(window.sidebar.data_for("missing").data(COUNT_ROLE))


def _files_tip(window: MainWindow, row: int) -> str:
    return str(window.model.index(row, COLUMN_INDEX["files"]).data(Qt.ItemDataRole.ToolTipRole))


def _files_shown(window: MainWindow) -> list[str]:
    files = window.detail.files
    return [files.item(i).text() for i in range(files.count())]


def test_a_file_deleted_and_brought_back_on_disk_is_followed_at_once(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    pdf = _pdf(tmp_path / "papers", "paper.pdf")
    drop_files(window.table.viewport(), _row_center(window, 2), [pdf])
    assert _missing_count(window) == "0" and "missing" not in _files_tip(window, 2)
    qtbot.waitUntil(lambda: str(pdf.parent) in window.files.folder_watch.folders())
    pdf.unlink()  # in a terminal beside the window: no activation comes
    qtbot.waitUntil(lambda: _missing_count(window) == "1", timeout=WAIT_MS)
    assert "(missing)" in _files_tip(window, 2)
    icon = window.model.index(2, COLUMN_INDEX["files"]).data(Qt.ItemDataRole.DecorationRole)
    assert icon.cacheKey() == files_icon(missing=True).cacheKey()  # the warning sign
    assert "missing — was in" in _files_shown(window)[0]
    _pdf(tmp_path / "papers", "paper.pdf")  # put back
    qtbot.waitUntil(lambda: _missing_count(window) == "0", timeout=WAIT_MS)
    assert "missing" not in _files_tip(window, 2) and "missing" not in _files_shown(window)[0]


def test_a_copied_and_renamed_attachment_is_listed_by_its_name_on_disk(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    lib = window.controller.lib
    attachments.set_copy_mode(lib, True)
    entry_id = window.model.entry_id(0)
    drop_files(window.table.viewport(), _row_center(window, 0), [_pdf(tmp_path, "x.pdf")])
    (row,) = attachments.attachments_of(lib, entry_id)
    copy = Path(row.path)
    assert row.managed and copy.name != "x.pdf" and copy.exists()
    (shown,) = _files_shown(window)
    assert shown.startswith(copy.name) and "x.pdf" not in shown
    assert window.detail.files.item(0).toolTip() == f"{copy}\n(attached as x.pdf)"
