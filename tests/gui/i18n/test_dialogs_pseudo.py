"""The pseudo-locale over the dialogs: each opened as its own tests open it, every label,
button, box title, placeholder, tip and title of Papershelf's own comes from the catalog.

What may stay as it is: the library's own words (titles, keys, field names as BibTeX spells
them, values two people typed) and examples that read the same in every language."""

from __future__ import annotations

import shlex
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QMessageBox,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from papershelf.gui.crash import CrashReporter
from papershelf.gui.dialogs.add_by_id import AddByIdentifierDialog
from papershelf.gui.dialogs.backups_dialog import BackupsDialog
from papershelf.gui.dialogs.bibliography_export import BibliographyExportDialog
from papershelf.gui.dialogs.conflict_dialog import ConflictDialog
from papershelf.gui.dialogs.duplicates import DuplicatesDialog
from papershelf.gui.dialogs.find_metadata import FindMetadataDialog
from papershelf.gui.dialogs.import_review import ImportReviewDialog
from papershelf.gui.dialogs.new_entry import AUTHOR_EXAMPLE, NewEntryDialog
from papershelf.gui.dialogs.shared_library import SharedLibraryDialog
from papershelf.gui.features.no_viewer import say_no_viewer
from papershelf.gui.main_window import MainWindow
from papershelf.gui.organise.list_picker import ListPicker
from papershelf.gui.organise.quick_tag import QuickTagPopup
from papershelf.gui.settings import Settings
from papershelf.library.backups import list_backups, take_backup
from papershelf.library.db import Library
from papershelf.services.attachments import attach
from papershelf.services.conflicts import FieldConflict
from papershelf.services.importing import import_file, import_records, plan_import
from papershelf.services.projects.editors import DEFAULT_COMMANDS, EDITOR_NAMES
from tests.conftest import TypesetPdfs
from tests.factories import add, record
from tests.gui.conftest import shown_window
from tests.gui.i18n.texts import shown_words, untranslated
from tests.gui.test_find_metadata import add_recorded_abstracts
from tests.gui.test_projects import DATA, link_through_menu
from tests.gui.test_reader import open_reader
from tests.metadata_replay import ReplayServer, serve_candidate_pools

pytestmark = pytest.mark.usefixtures("pseudo")
WRITING = DATA / "writing"

# The same in every language: the app's name, and examples written as they are typed;
# Qt's own words (its qtbase catalog translates the message box's Show Details...).
SAME_EVERYWHERE = {"Papershelf", AUTHOR_EXAMPLE, "10.1038/srep16696\narXiv:1605.08386",
                   "postgresql://user@host/db?sslmode=require", "papers",
                   "Show Details...", "Hide Details..."}  # fmt: skip


def missing(dialog: QWidget, own_words: set[str] = frozenset()) -> list[tuple[str, str]]:  # type: ignore[assignment]
    """The texts *dialog* shows that did not come through the catalog, but the library's own."""
    allowed = SAME_EVERYWHERE | own_words
    return [(w, t) for w, t in untranslated(shown_words(dialog)) if t not in allowed]


def shown(qtbot: QtBot, dialog: QWidget) -> QWidget:
    """*dialog* shown and exposed, closed after the test."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


DUPLICATE = record("Attention Is All You Need", 2017, "Vaswani, Ashish", doi="10.5555/3295222")
INCOMING = """@article{vaswani2017,
  title = {Attention is all you need (extended)},
  author = {Vaswani, A.},
  year = {2017},
  doi = {10.5555/3295222},
}
"""


def test_import_review_is_translated(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """Possible Duplicates while importing: the intro, the sides, the actions, Import."""
    import_records(window.controller.lib, [DUPLICATE])
    path = tmp_path / "incoming.bib"
    path.write_text(INCOMING, encoding="utf-8")
    plan = plan_import(window.controller.lib, [path])
    dialog = shown(qtbot, ImportReviewDialog(plan, window.controller.lib, window))
    assert dialog.candidates and "[" in dialog.intro.text()
    assert missing(dialog) == []
    headers = [dialog.fields.horizontalHeaderItem(c).text() for c in range(3)]
    assert all(h.startswith("[") for h in headers)


def test_duplicates_dialog_is_translated(qtbot: QtBot, window: MainWindow) -> None:
    """Edit › Find Duplicates: buttons, hint, the count of pairs."""
    lib = window.controller.lib
    import_records(lib, [DUPLICATE])
    twin = record("Attention is all you need.", 2017, "Vaswani, A.", doi="10.5555/3295222")
    import_records(lib, [twin], on_duplicate="keep")
    dialog = shown(qtbot, DuplicatesDialog(window.controller, window))
    assert dialog.pairs and missing(dialog) == []


def test_new_entry_form_is_translated(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+N: the form's labels and problems (BibTeX's field names stay as BibTeX spells them)."""
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.findChild(NewEntryDialog, "newEntryDialog")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.problems.text().startswith("[")
    fields = set(dialog.boxes) | {f"<b>{name}*</b>" for name in dialog.boxes}
    assert missing(dialog, fields) == []
    dialog.reject()


def test_backups_dialog_is_translated(qtbot: QtBot, window: MainWindow) -> None:
    """File › Restore from Backup…: the list's labels say when, how many and why."""
    take_backup(window.controller.lib, "before-delete")
    found = list_backups(window.controller.lib.path)
    dialog = shown(qtbot, BackupsDialog(found, window))
    assert missing(dialog) == []
    label = dialog.list.item(0).text()
    assert "[" in label and "before delete" not in label


def test_bibliography_export_is_translated(qtbot: QtBot, window: MainWindow) -> None:
    """File › Export Bibliography…: the scopes, the form, the file paths box and its tip."""
    ids = window.table.selected_ids() or [window.model.entry_id(0)]
    dialog = BibliographyExportDialog(window.bibtex.current_scope(), ids, "apa", window)
    assert missing(shown(qtbot, dialog)) == []


def test_conflict_dialog_is_translated(qtbot: QtBot) -> None:
    """Someone else changed the paper: who, the choices, the intro (the values are theirs)."""
    at = "2026-12-01 21:40:12"
    conflicts = [
        FieldConflict("entry", 1, "title", "Attention", "Attention Is All", "Attention (2017)",
                      4, "bob", at),
        FieldConflict("entry", 1, "year", 2017, 2018, 2017, 4, "bob", at),
    ]  # fmt: skip
    values = {"Attention Is All", "Attention (2017)", "2018", "2017"}
    dialog = shown(qtbot, ConflictDialog(conflicts, "Attention"))
    assert missing(dialog, values) == []


def test_shared_library_dialog_is_translated(qtbot: QtBot) -> None:
    """File › Open Shared Library…: the form, the note, what is missing."""
    dialog = shown(qtbot, SharedLibraryDialog())
    assert dialog.preview.text().startswith("[")
    assert missing(dialog) == []


def test_add_by_identifier_is_translated(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+Shift+A: the prompt, the summary of what was typed."""
    dialog = shown(qtbot, AddByIdentifierDialog(window.controller, window))
    dialog.input.setPlainText("10.1000/x 10.2000/y abc")
    assert dialog.summary.text().startswith("[")
    assert missing(dialog) == []


def test_find_metadata_is_translated(
    qtbot: QtBot, window: MainWindow, server: ReplayServer, tmp_path: Path
) -> None:
    """Paper › Find Metadata…: the buttons, the headers, the evidence of a sure match."""
    serve_candidate_pools(server)
    ids = add_recorded_abstracts(window, tmp_path)
    dialog = FindMetadataDialog(window.controller, ids, window)
    shown(qtbot, dialog)
    qtbot.waitUntil(lambda: len(dialog.results) == len(ids), timeout=30_000)
    assert dialog.evidence.text().startswith("[")
    assert missing(dialog) == []
    dialog.reject()


def test_crash_and_no_viewer_boxes_are_translated(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """The unexpected error's box and the no-viewer box: title, text, their own buttons."""
    reporter = CrashReporter()
    reporter.show_dialog("ValueError: x", "Traceback…")
    assert reporter.dialog is not None
    qtbot.addWidget(reporter.dialog)
    assert missing(reporter.dialog) == []
    say_no_viewer(window, tmp_path / "scan.djvu", lambda: None)
    box = window.findChild(QMessageBox, "noViewer")
    assert box is not None and missing(box) == []
    assert window.statusBar().currentMessage().startswith("[")
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox):
            widget.close()


def test_quick_tag_popup_is_translated(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+T on the table: the popup's title, switch, filter, hint (the tags are the library's)."""
    tags = {"physics"}
    window.controller.add_tag([window.model.entry_id(0)], "physics")
    window.table.selectRow(0)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    popup = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QuickTagPopup))
    qtbot.waitExposed(popup)
    assert missing(popup, tags) == []
    assert popup.title_label.text().startswith("[")
    popup.close()


def test_triage_page_and_undo_texts_are_translated(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+Shift+R: the triage page's header, count, legend; the undo step a mark makes."""
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    triage = window.insights.triage
    assert window.insights.in_triage and triage is not None
    entry = triage.current_entry()
    chips = {b.text() for b in triage.card.suggestions.findChildren(QToolButton)}  # tag names
    keys = {f"Ctrl+{number}" for number in range(1, 6)}  # Qt's words (qtbase: Strg+1)
    own = chips | keys | ({entry.title} if entry is not None else set())
    assert missing(triage, own) == []
    assert triage.count_label.text().startswith("[")
    assert triage.title_label.text().startswith("[")
    QTest.keyClick(triage, Qt.Key.Key_D)
    assert window.statusBar().currentMessage().startswith("[")
    window.controller.add_tag([window.model.entry_id(0)], "physics")
    assert window.controller.undo_stack.undoText().startswith("[")


@pytest.fixture
def paper_window(
    qtbot: QtBot, lib: Library, settings: Settings, typeset_pdfs: TypesetPdfs, tmp_path: Path
) -> Iterator[MainWindow]:
    """A window on a library of one paper with a linked three-page PDF."""
    path = tmp_path / "meitner.pdf"
    shutil.copy(typeset_pdfs.get("linked"), path)
    entry_id = add(lib, record("Links Between Pages", 1938, key="meitner1938")).added[0]
    attach(lib, entry_id, path, copy=False)
    win = shown_window(qtbot, lib, settings)
    yield win
    win.close()


def test_reader_is_translated(qtbot: QtBot, paper_window: MainWindow) -> None:
    """Ctrl+R: the reader's title, toolbar, tabs and panel; F1's list of its keys."""
    reader = open_reader(qtbot, paper_window)
    own = {"meitner1938", reader.page_total.text(), "F1"}  # the key, "/ 3" and a key's name
    assert missing(reader, own) == []
    assert [reader.tabs.tabText(i)[0] for i in range(3)] == ["["] * 3
    shortcuts = reader.show_shortcuts()
    qtbot.waitExposed(shortcuts)
    rows = shortcuts.findChild(QAbstractItemView)
    assert rows is not None
    model = rows.model()
    described = [str(model.index(row, 0).data()) for row in range(model.rowCount())]
    assert described and all(text.startswith("[") for text in described)
    shortcuts.close()
    reader.close()


def test_writing_project_view_is_translated(
    qtbot: QtBot, lib: Library, settings: Settings, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    """A linked writing project's window: its title, tabs, summary and buttons."""
    folder = tmp_path / "munich"
    shutil.copytree(WRITING / "munich", folder)
    import_file(lib, folder / "example_DB.bib")
    window = shown_window(qtbot, lib, settings)
    document = folder / "example_munich_Bibtex_style.tex"
    link_through_menu(window, monkeypatch, document, folder / "cited.bib")
    window.projects.show_project(document)
    view = window.projects.views[document]
    qtbot.waitExposed(view)
    assert missing(view) == []
    assert all(view.tabs.tabText(i).startswith("[") for i in range(3))
    assert view.summary.text().startswith("[") and str(document) in view.summary.text()
    view.close()
    window.close()


def test_list_picker_is_translated(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+L: Add to Reading List's title, heading and filter (the lists are the library's)."""
    window.table.selectRow(0)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), ListPicker))
    picker = QApplication.activeModalWidget()
    assert isinstance(picker, ListPicker)
    assert missing(picker) == []
    assert picker.heading.text().startswith("[")
    picker.reject()


def test_editor_settings_are_translated(qtbot: QtBot, window: MainWindow) -> None:
    """File › Push Citation to Editor › Editor Settings…: labels, note, placeholders (the
    editors' names and their default commands read the same in every language)."""
    window.projects.push.settings_action.trigger()
    dialog = window.projects.push.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    commands = {shlex.join(command) for command in DEFAULT_COMMANDS.values() if command}
    assert missing(dialog, {*EDITOR_NAMES.values(), "VIM", *commands}) == []
    assert dialog.windowTitle().startswith("[")
    dialog.reject()
