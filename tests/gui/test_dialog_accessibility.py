"""The dialogs' controls have names a screen reader can say, through Qt's own accessibility
API (offscreen, fast): the edit form, Import review, Restore from Backup and the conflict
dialog. tests/gui/test_atspi.py opens them all through AT-SPI on a real X server."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.backups_dialog import BackupsDialog
from papershelf.gui.dialogs.conflict_dialog import ConflictDialog
from papershelf.gui.dialogs.import_review import ImportReviewDialog
from papershelf.gui.main_window import MainWindow
from papershelf.gui.projects.editor_settings import EditorSettingsDialog
from papershelf.library.backups import list_backups, take_backup
from papershelf.services.conflicts import FieldConflict
from papershelf.services.importing import plan_import
from tests.gui.test_accessibility import _unnamed_or_vague
from tests.paths import SAMPLE


def shown(qtbot: QtBot, dialog: QDialog) -> QDialog:
    """The dialog on the screen."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_edit_form_names_every_control(qtbot: QtBot, window: MainWindow) -> None:
    """F2's form: the entry type box's own text too (its label names only the box)."""
    window.table.selectRow(0)
    qtbot.keyClick(window.table, Qt.Key.Key_F2)
    assert window.detail.is_editing()
    assert _unnamed_or_vague(window) == []  # type: ignore[arg-type]


def test_import_review_names_its_lists(qtbot: QtBot, window: MainWindow) -> None:
    """The incoming records and the fields side by side, each named."""
    lib = window.controller.lib
    dialog = shown(qtbot, ImportReviewDialog(plan_import(lib, [SAMPLE]), lib, window))
    assert dialog.candidate_list.count() > 0  # the sample again: every paper a duplicate
    assert _unnamed_or_vague(dialog) == []  # type: ignore[arg-type]


def test_restore_from_backup_names_its_list(qtbot: QtBot, window: MainWindow) -> None:
    take_backup(window.controller.lib, "manual")
    found = list_backups(Path(window.controller.lib.path))
    dialog = shown(qtbot, BackupsDialog(found, window))
    assert _unnamed_or_vague(dialog) == []  # type: ignore[arg-type]


def test_the_conflict_dialog_has_no_unnamed_stop(qtbot: QtBot) -> None:
    """Tab goes to the choices, not to the scroll area holding them."""
    at = datetime(2026, 12, 7, 14, 5).isoformat(" ")
    conflicts = [
        FieldConflict("entry", 1, "title", "A", "Mine", "Theirs", 4, "bob", at),
        FieldConflict("entry", 1, "year", 2017, 2018, 2019, 4, "bob", at),
    ]
    dialog = shown(qtbot, ConflictDialog(conflicts, "A paper"))
    assert _unnamed_or_vague(dialog) == []  # type: ignore[arg-type]


def test_editor_settings_names_every_field(qtbot: QtBot, window: MainWindow) -> None:
    """Push to Editor's settings: the editor box, both servers and each editor's command."""
    lib, settings = window.controller.lib, window.settings
    dialog = shown(qtbot, EditorSettingsDialog(lib, settings, window))
    assert _unnamed_or_vague(dialog) == []  # type: ignore[arg-type]
