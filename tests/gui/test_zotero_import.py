"""File › Import from Zotero…: chosen from the menu with the mouse, the library arrives with
its lists and tags, the report says what did not come, and one Undo takes it all back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from papershelf.gui import actions
from papershelf.gui.features import zotero_ui
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import Library
from papershelf.library.organising import list_infos, tag_counts
from papershelf.library.queries import count_entries
from papershelf.services.migrate.zotero import import_zotero
from tests.gui.conftest import shown_window
from tests.zotero_db import build_zotero


def _click_menu_item(qtbot: QtBot, window: MainWindow, menu_text: str, item_text: str) -> None:
    """Open a menu of the menu bar and click one of its items, as a person does."""
    bar = window.menuBar()
    top = next(a for a in bar.actions() if a.text() == menu_text)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(top).center())
    menu = top.menu()
    assert isinstance(menu, QMenu)
    qtbot.waitUntil(menu.isVisible)
    item = next(a for a in menu.actions() if a.text() == item_text)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())


def test_import_from_zotero_then_undo(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    database = build_zotero(tmp_path / "Zotero", 7)
    asked: list[str] = []

    def choose(_parent: object, title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(title)
        return str(database), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    lib = window.controller.lib
    before = count_entries(lib)
    _click_menu_item(qtbot, window, "&File", actions.IMPORT_ZOTERO.text)
    # on a worker, with a progress dialog; the report opens when it is done
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "zoteroReport") is not None)
    box = window.findChild(QMessageBox, "zoteroReport")
    assert asked == ["Import from Zotero"]
    assert "7 items: 7 added" in box.text()
    assert "4 annotations" in box.text()
    assert "ink annotation ANNO0004 not brought" in box.detailedText()
    assert count_entries(lib) == before + 7
    assert "Reading / Transformers" in {info.name for info in list_infos(lib)}
    box.grab().save(str(tmp_path / "zotero-report.png"))
    box.done(0)
    window.activateWindow()  # the progress dialog had the window's focus
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: count_entries(lib) == before)
    assert "Reading / Transformers" not in {info.name for info in list_infos(lib)}
    assert "transformers" not in {info.name for info in tag_counts(lib)}


def test_a_database_that_is_not_zoteros_is_refused_in_one_line(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    other = tmp_path / "other.sqlite"
    other.write_bytes(b"plain text, not SQLite" * 50)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", errors.append)
    _click_menu_item(qtbot, window, "&File", actions.IMPORT_ZOTERO.text)
    qtbot.waitUntil(lambda: bool(errors))
    assert len(errors) == 1 and "\n" not in errors[0] and "not a SQLite database" in errors[0]


def test_cancel_keeps_nothing(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    database = build_zotero(tmp_path / "Zotero", 6)
    lib = window.controller.lib
    before = count_entries(lib)
    job = zotero_ui.import_zotero_into(window, database)
    assert job is not None
    job.cancel()  # what the progress dialog's Cancel button does
    qtbot.waitUntil(lambda: "cancelled" in window.statusBar().currentMessage())
    assert count_entries(lib) == before
    assert window.findChild(QMessageBox, "zoteroReport") is None


def test_zoteros_annotations_show_in_the_reader(
    qtbot: QtBot, lib: Library, settings: Settings, tmp_path: Path
) -> None:
    build_zotero(tmp_path / "Zotero", 7)
    import_zotero(lib, tmp_path / "Zotero")
    window = shown_window(qtbot, lib, settings)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    title = COLUMN_INDEX["title"]
    row = next(
        r for r in range(window.model.rowCount())
        if window.model.index(r, title).data() == "Attention Is All You Need"
    )  # fmt: skip
    cell = window.model.index(row, title)
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.table.visualRect(cell).center())  # fmt: skip
    QTest.keyClick(window.table, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(window.reader.readers), timeout=10_000)
    reader = next(iter(window.reader.readers.values()))
    qtbot.waitUntil(lambda: reader.panel.list.count() == 4, timeout=10_000)
    shown = [reader.panel.list.item(i).text() for i in range(4)]
    assert shown[0].startswith("p. 1 · highlight (from Zotero)\n“Attention is all you need”")
    assert "— Ada Lovelace" in shown[1] and "✎ check eq. 1" in shown[2]
    reader.grab().save(str(tmp_path / "zotero-annotations.png"))
    reader.close()
    window.close()
