"""File › Restore from Backup…: a backup chosen, confirmed and restored brings everything back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from papershelf.gui.application import open_window
from papershelf.gui.dialogs import backups_dialog
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library import backups
from papershelf.library.db import open_library
from papershelf.services.importing import import_file


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, sample_path: Path) -> MainWindow:
    """A window on a library holding the sample list, with the tag 'keep' on three papers."""
    path = tmp_path / "lib.sqlite"
    lib = open_library(path)
    import_file(lib, sample_path)
    lib.close()
    win = open_window(path, Settings(tmp_path / "s.ini"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: len(backups.list_backups(path)) == 1)  # the daily, after the paint
    yield win
    win.safety.release()  # type: ignore[attr-defined]
    win.close()


def tag_names(window: MainWindow) -> set[str]:
    """The tags the sidebar lists."""
    return {t.name for t in window.sidebar.model.tags}


def test_opening_takes_the_daily_backup_and_the_menu_offers_restore(window: MainWindow) -> None:
    found = backups.list_backups(window.controller.lib.path)  # taken in the background
    assert [(b.reason, b.entries) for b in found] == [("daily", 19)]
    assert found[0].path.name.endswith(".sqlite.gz")
    texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert backups_dialog.RESTORE_TEXT in texts


def test_restore_through_the_gui_brings_entries_and_tags_back(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = window.controller
    ids = [window.model.entry_id(r) for r in range(3)]
    assert controller.add_tag(ids, "keep")
    backups.take_backup(controller.lib, "manual")
    everything = [window.model.entry_id(r) for r in range(window.model.rowCount())]
    assert controller.delete_entries(everything)  # a bulk delete: backed up first, too
    reasons = [b.reason for b in backups.list_backups(controller.lib.path)]
    assert reasons[0] == "before-delete"
    assert controller.delete_tag("keep")
    assert window.model.total == 0 and "keep" not in tag_names(window)

    asked: list[str] = []
    monkeypatch.setattr(QDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    manual = next(b for b in backups.list_backups(controller.lib.path) if b.reason == "manual")
    monkeypatch.setattr(backups_dialog.BackupsDialog, "chosen", lambda self: manual)
    monkeypatch.setattr(
        backups_dialog, "confirm_restore", lambda w, b: asked.append(b.reason) or True
    )
    window.safety.restore_action.trigger()  # type: ignore[attr-defined]
    assert asked == ["manual"]
    qtbot.waitUntil(lambda: window.model.total == 19)
    assert "keep" in tag_names(window)
    tagged = controller.lib.execute(
        "SELECT count(*) FROM entry_tag JOIN tag ON tag.id = tag_id WHERE tag.name = 'keep'"
    ).fetchone()[0]
    assert tagged == 3
    assert "19 entries" in window.count_label.text()
    reasons = [b.reason for b in backups.list_backups(controller.lib.path)]
    assert "before-restore" in reasons  # the emptied library was backed up before the restore
    assert controller.undo_stack.count() == 0


def test_cancel_restores_nothing(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    assert not backups_dialog.choose_and_restore(window)
    assert window.model.total == 19
