"""German is long, in the dialogs too: at 1x and with 1.5x text, every dialog the window opens
(the file dialogs, the shared library's, About, the conflict dialog, Backups, Import review,
the Zotero import and its report, Preferences, Find Metadata, New Entry, Add by Identifier,
Quick Tag, Export Bibliography, Your Name, the reader and triage) shows each label, button
and box title whole.

Each dialog opens as a person opens it (its shortcut or menu command; the conflict dialog as
a save meets another writer's change) and is measured while it is up, whatever its texts
are (translated or not yet). With PAPERSHELF_SHOTS set, each is saved there as
`de-<scale>x-<dialog>.png`.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget
from pytestqt.qtbot import QtBot

from papershelf.gui import actions
from papershelf.gui.actions import CONTEXT, ActionSpec
from papershelf.gui.dialogs.backups_dialog import BackupsDialog
from papershelf.gui.dialogs.conflict_dialog import ConflictDialog
from papershelf.gui.dialogs.import_review import ImportReviewDialog
from papershelf.gui.features.zotero_ui import import_zotero_into
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library.backups import list_backups, take_backup
from papershelf.library.db import Library
from papershelf.library.queries import Scope, ordered_ids
from papershelf.services.attachments import attach
from papershelf.services.conflicts import FieldConflict
from papershelf.services.importing import plan_import
from tests.gui.conftest import shown_window
from tests.gui.i18n.test_german_fit import cut_off
from tests.paths import REPO, SAMPLE
from tests.zotero_db import build_zotero

PDF = REPO / "tests" / "data" / "pdfs" / "iopart-num.pdf"  # a real one (SOURCES.md beside it)
SHOTS = "PAPERSHELF_SHOTS"
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = CTRL | Qt.KeyboardModifier.ShiftModifier
Cut = list[tuple[str, int, int]]
Opener = Callable[[QtBot, MainWindow], Callable[[], object]]

pytestmark = pytest.mark.slow


@pytest.fixture
def de_window(
    qtbot: QtBot,
    sample_lib: Library,
    settings: Settings,
    german: float,
) -> Iterator[MainWindow]:
    """The main window in German over the sample, a PDF on every paper, the first selected."""
    for entry_id in ordered_ids(sample_lib, Scope()):
        attach(sample_lib, entry_id, PDF, copy=False)
    take_backup(sample_lib, "manual")  # Restore from Backup… lists it
    window = shown_window(qtbot, sample_lib, settings)
    window.table.selectRow(0)
    yield window
    window.close()


def new_windows(before: set[QWidget]) -> list[QWidget]:
    """The app's visible windows that were not there before."""
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w not in before]


def measured_when_open(
    qtbot: QtBot, shot: str, open_it: Callable[[], object], wanted: str = ""
) -> Cut:
    """Open a dialog by *open_it* (the one named *wanted*, when given); while it is up (modal
    or not) measure it, keep its picture, close it."""
    before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    found: dict[str, Cut] = {}

    def look(settle: int = 4) -> None:
        shown = [w for w in new_windows(before) if not wanted or w.objectName() == wanted]
        if not shown or settle:  # a few turns of the loop: laid out and polished
            QTimer.singleShot(25, lambda: look(max(settle - 1, 0) if shown else settle))
            return
        found["cut"] = [cut for top in shown for cut in cut_off(top)]
        keep_shot(shot, shown[0])
        for top in new_windows(before):
            top.reject() if isinstance(top, QDialog) else top.close()

    QTimer.singleShot(0, open_it)  # a modal dialog's own loop runs look() meanwhile
    QTimer.singleShot(25, look)
    qtbot.waitUntil(lambda: "cut" in found, timeout=20000)
    return found["cut"]


def keep_shot(name: str, top: QWidget) -> None:
    """Save the dialog's picture where PAPERSHELF_SHOTS says (nothing if unset)."""
    folder = os.environ.get(SHOTS)
    if folder:
        top.grab().save(str(Path(folder) / f"{name}.png"))


def command(window: MainWindow, text: str) -> Callable[[], None]:
    """Choosing the menu command named *text* (in the language shown): its trigger."""
    shown = QCoreApplication.translate(CONTEXT, text)
    found = [a for a in menu_actions(window) if a.text() == shown and a.isEnabled()]
    assert found, f"no enabled command {shown!r}"
    return found[0].trigger


def menu_actions(window: MainWindow) -> list[QAction]:
    """Every entry of the window's menus, as the menus hold them."""
    found: list[QAction] = []
    menus = [a.menu() for a in window.menuBar().actions()]
    while menus:
        shown = menus.pop()
        if isinstance(shown, QMenu):
            shown.aboutToShow.emit()  # a menu filled when it opens
            found += shown.actions()
            menus += [a.menu() for a in shown.actions() if a.menu() is not None]
    return found


def menu(spec: ActionSpec | str) -> Opener:
    """An opener choosing a menu command."""
    text = spec if isinstance(spec, str) else spec.text
    return lambda _qtbot, window: command(window, text)


def keys(key: Qt.Key, modifiers: Qt.KeyboardModifier = CTRL) -> Opener:
    """An opener pressing a shortcut in the paper list."""
    return lambda qtbot, window: lambda: qtbot.keyClick(window.table, key, modifiers)


def conflict(_qtbot: QtBot, window: MainWindow) -> Callable[[], object]:
    """The conflict dialog a save meets when someone else changed the same fields."""
    at = datetime(2026, 12, 7, 14, 5).isoformat(" ")
    conflicts = [
        FieldConflict("entry", 1, "title", "Attention", "Attention Is All You Need",
                      "Attention is All you Need (NeurIPS 2017)", 4, "bob", at),
        FieldConflict("entry", 1, "year", 2017, 2018, 2017, 4, "bob", at),
    ]  # fmt: skip
    return lambda: ConflictDialog(conflicts, "Attention Is All You Need", window).exec()


def backups_list(_qtbot: QtBot, window: MainWindow) -> Callable[[], object]:
    """File › Restore from Backup…'s list of the library's backups."""
    found = list_backups(window.controller.lib.path)
    return lambda: BackupsDialog(found, window).exec()


def import_review(_qtbot: QtBot, window: MainWindow) -> Callable[[], object]:
    """Importing the sample into a library that holds it: every paper a duplicate."""
    lib = window.controller.lib
    return lambda: ImportReviewDialog(plan_import(lib, [SAMPLE]), lib, window).exec()


DIALOGS: dict[str, Opener] = {
    "import-file": keys(Qt.Key.Key_O),
    "export-file": keys(Qt.Key.Key_E),
    "zotero-file": menu(actions.IMPORT_ZOTERO),
    "shared-library": menu(actions.OPEN_SHARED_LIBRARY),
    "your-name": menu(actions.YOUR_NAME),
    "about": menu(actions.ABOUT),
    "backups": backups_list,
    "conflict": conflict,
    "import-review": import_review,
    "preferences": keys(Qt.Key.Key_Comma),
    "find-metadata": keys(Qt.Key.Key_M, CTRL_SHIFT),
    "new-entry": keys(Qt.Key.Key_N),
    "add-by-identifier": keys(Qt.Key.Key_A, CTRL_SHIFT),
    "quick-tag": keys(Qt.Key.Key_T),
    "export-bibliography": menu(actions.EXPORT_BIBLIOGRAPHY),
    "reader": keys(Qt.Key.Key_R),
}


@pytest.mark.parametrize("name", DIALOGS)
def test_dialog_fits_in_german(
    qtbot: QtBot,
    de_window: MainWindow,
    german: float,
    name: str,
) -> None:
    """The dialog, opened from the German window, is wide enough for all its texts."""
    opener = DIALOGS[name](qtbot, de_window)
    assert measured_when_open(qtbot, f"de-{german:g}x-{name}", opener) == []


def test_zotero_import_and_report_fit_in_german(
    qtbot: QtBot,
    de_window: MainWindow,
    german: float,
    tmp_path: Path,
) -> None:
    """The Zotero import's progress and its report, in German, are not cut off."""
    zotero = build_zotero(tmp_path / "Zotero")
    shot = f"de-{german:g}x-zotero-report"
    report = measured_when_open(qtbot, shot, lambda: import_zotero_into(de_window, zotero),
                                wanted="zoteroReport")  # fmt: skip
    assert report == []


def test_triage_fits_in_german(qtbot: QtBot, de_window: MainWindow, german: float) -> None:
    """Triage (Ctrl+Shift+R) takes the window over: its card and buttons are not cut off."""
    keep_shot(f"de-{german:g}x-main", de_window)
    qtbot.keyClick(de_window.table, Qt.Key.Key_R, CTRL_SHIFT)
    qtbot.waitUntil(lambda: de_window.insights.in_triage)
    qtbot.wait(100)  # laid out for the paper on show
    keep_shot(f"de-{german:g}x-triage", de_window)
    assert cut_off(de_window) == []
