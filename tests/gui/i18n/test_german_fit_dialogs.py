"""German at 1x and 1.5x text in the dialogs: every label, button and box title as wide as its
German text needs (the check of test_german_fit, over the dialogs opened as their tests do)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.add_by_id import AddByIdentifierDialog
from papershelf.gui.dialogs.backups_dialog import BackupsDialog
from papershelf.gui.dialogs.bibliography_export import BibliographyExportDialog
from papershelf.gui.dialogs.conflict_dialog import ConflictDialog
from papershelf.gui.dialogs.duplicates import DuplicatesDialog
from papershelf.gui.dialogs.import_review import ImportReviewDialog
from papershelf.gui.dialogs.new_entry import NewEntryDialog
from papershelf.gui.dialogs.shared_library import SharedLibraryDialog
from papershelf.gui.main_window import MainWindow
from papershelf.library.backups import list_backups, take_backup
from papershelf.services.conflicts import FieldConflict
from papershelf.services.importing import import_records, plan_import
from tests.factories import record
from tests.gui.i18n.test_german_fit import cut_off

pytestmark = pytest.mark.usefixtures("german")
DUPLICATE = record("Attention Is All You Need", 2017, "Vaswani, Ashish", doi="10.5555/3295222")
TWIN = record("Attention is all you need.", 2017, "Vaswani, A.", doi="10.5555/3295222")


def fits(qtbot: QtBot, dialog: QWidget, title: str) -> list[tuple[str, int, int]]:
    """Show *dialog* (in German: its title is *title*); what of it is cut off."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == title
    return cut_off(dialog)


def test_shared_library_and_new_entry_fit(qtbot: QtBot, window: MainWindow) -> None:
    """Open Shared Library and New Entry: their forms' labels and buttons."""
    assert fits(qtbot, SharedLibraryDialog(), "Gemeinsame Bibliothek öffnen") == []
    assert fits(qtbot, NewEntryDialog(window.controller, window), "Neuer Eintrag") == []


def test_export_add_and_backups_fit(qtbot: QtBot, window: MainWindow) -> None:
    """Export Bibliography, Add by Identifier and Restore from Backup."""
    ids = [window.model.entry_id(0)]
    export = BibliographyExportDialog(window.bibtex.current_scope(), ids, "apa", window)
    assert fits(qtbot, export, "Literaturverzeichnis exportieren") == []
    add = AddByIdentifierDialog(window.controller, window)
    assert fits(qtbot, add, "Über Kennung hinzufügen") == []
    take_backup(window.controller.lib, "before-delete")
    backups = BackupsDialog(list_backups(window.controller.lib.path), window)
    assert fits(qtbot, backups, "Aus Sicherung wiederherstellen") == []


def test_duplicates_and_conflicts_fit(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """Find Duplicates, the import's review and Someone Else Changed This Paper."""
    lib = window.controller.lib
    import_records(lib, [DUPLICATE])
    import_records(lib, [TWIN], on_duplicate="keep")
    assert fits(qtbot, DuplicatesDialog(window.controller, window), "Dubletten") == []
    path = tmp_path / "incoming.bib"
    path.write_text("@article{v, title={Attention is all you need}, doi={10.5555/3295222}}\n")
    review = ImportReviewDialog(plan_import(lib, [path]), lib, window)
    assert fits(qtbot, review, "Mögliche Dubletten") == []
    at = "2026-12-01 21:40:12"
    conflicts = [FieldConflict("entry", 1, "year", 2017, 2018, 2017, 4, "bob", at)]
    conflict = ConflictDialog(conflicts, "Attention")
    assert fits(qtbot, conflict, "Jemand anderes hat diesen Artikel geändert") == []
