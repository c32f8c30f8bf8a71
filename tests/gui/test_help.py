"""Help: the keyboard shortcuts dialog, the first-run hint, and the crash dialog with its log."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from papershelf.gui import actions, crash
from papershelf.gui.application import open_window
from papershelf.gui.dialogs.shortcuts_dialog import (
    ShortcutsDialog,
    action_text,
    declared_specs,
    key_text,
)
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings


def _activate(qtbot: QtBot, window: MainWindow) -> None:
    """Make the window active, as a person's click would: shortcuts reach the active window."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def _open_shortcuts(qtbot: QtBot, window: MainWindow) -> ShortcutsDialog:
    """F1 (the platform's help key) opens the dialog."""
    _activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_f1_lists_every_declared_shortcut(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _open_shortcuts(qtbot, window)
    shown = {name: keys for name, keys, where in _rows(dialog) if where == "Window"}
    in_list = {name: keys for name, keys, where in _rows(dialog) if where == "List"}
    for spec in declared_specs():
        if key_text(spec.shortcut):
            keys = shown.get(action_text(spec.text)) or in_list[action_text(spec.text)]
            assert keys.split(", ")[0] == key_text(spec.shortcut)
    assert in_list["Open File"] == f"{key_text(actions.OPEN_FILE.shortcut)}, O"
    assert "Undo" in shown and "Redo" in shown  # the undo stack's actions too
    names = [name for name, _keys, where in _rows(dialog) if where == "Window"]
    assert len(names) == len(set(names))  # each action once
    assert shown["Import"] == key_text(actions.IMPORT.shortcut)
    dialog.close()


def _rows(dialog: ShortcutsDialog) -> list[tuple[str, ...]]:
    """The rows shown: action, keys, where."""
    table = dialog.table
    return [
        tuple(table.item(n, c).text() for c in range(3))  # type: ignore[union-attr]
        for n in range(table.rowCount())
        if not table.isRowHidden(n)
    ]


def test_typing_in_the_shortcuts_filter_narrows_the_list(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _open_shortcuts(qtbot, window)
    everything = len(dialog.shown_actions())
    qtbot.keyClicks(dialog.filter_edit, "redo")
    assert dialog.shown_actions() == ["Redo"]
    dialog.filter_edit.clear()
    qtbot.keyClicks(dialog.filter_edit, "ctrl+t")
    assert "Tag" in dialog.shown_actions()
    assert len(dialog.shown_actions()) < everything
    dialog.close()


def test_a_new_library_says_how_to_add_papers(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(tmp_path / "new.sqlite", Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    assert "New Entry (Ctrl+N), Add by Identifier (Ctrl+Shift+A), paste (Ctrl+V), Import (Ctrl+O)" \
        in window.statusBar().currentMessage()  # fmt: skip
    hint = "File › Import… (Ctrl+O), or drag .bib, .ris, CSL-JSON, EndNote .xml, PDF or "
    assert hint in window.table.empty_message()
    assert "Paper › New Entry… (Ctrl+N), Add by Identifier… (Ctrl+Shift+A), paste (Ctrl+V)" \
        in window.table.empty_message()  # fmt: skip
    window.close()
    window.controller.lib.close()


@pytest.fixture
def hooks(monkeypatch: pytest.MonkeyPatch) -> crash.CrashReporter:
    """The crash handler installed, and the previous hooks put back afterwards."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    return crash.install()


def _crash_box(qtbot: QtBot, reporter: crash.CrashReporter) -> QMessageBox:
    """The crash dialog, once shown."""
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
    assert reporter.dialog is not None
    return reporter.dialog


def _failing_slot() -> None:
    """A slot with a bug in it."""
    raise ValueError("the shelf gave way")


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_is_shown_and_logged(
    qtbot: QtBot, hooks: crash.CrashReporter, monkeypatch: pytest.MonkeyPatch
) -> None:
    button = QPushButton("Break")
    qtbot.addWidget(button)
    button.clicked.connect(_failing_slot)
    button.show()
    monkeypatch.setattr(sys, "__stderr__", None)  # the console copy is not what is checked
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    box = _crash_box(qtbot, hooks)
    text = box.informativeText()
    assert "ValueError: the shelf gave way" in text
    assert "_failing_slot" in text  # where it happened
    assert str(crash.log_path()) in text  # where the log is
    logged = crash.log_path().read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in logged
    assert 'raise ValueError("the shelf gave way")' in logged
    box.close()


@pytest.mark.qt_no_exception_capture
def test_an_error_on_another_thread_is_shown_and_logged(
    qtbot: QtBot, hooks: crash.CrashReporter, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "__stderr__", None)
    worker = threading.Thread(target=_failing_slot, name="worker")
    worker.start()
    worker.join()
    box = _crash_box(qtbot, hooks)
    assert "ValueError: the shelf gave way" in box.informativeText()
    assert "the shelf gave way" in crash.log_path().read_text(encoding="utf-8")
    box.close()


def test_help_show_log_folder_opens_the_log_folder(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    _activate(qtbot, window)
    help_menu = next(
        m.menu() for m in window.menuBar().actions() if m.text() == "&Help" and m.menu()
    )
    assert isinstance(help_menu, QMenu)
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)  # opens Help
    qtbot.waitUntil(help_menu.isVisible)
    qtbot.keyClick(help_menu, Qt.Key.Key_L)  # Show &Log Folder
    assert opened and Path(opened[0].toLocalFile()) == crash.log_dir()
    assert crash.log_dir().is_dir()
    assert QApplication.activePopupWidget() is None


def test_the_first_run_says_how_to_add_papers(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(None, Settings(tmp_path / "s.ini"))  # the new default library
    qtbot.addWidget(window)
    assert window.model.rowCount() == 19  # the sample
    hint = window.statusBar().currentMessage()
    assert hint.startswith("Add papers: New Entry (Ctrl+N), Add by Identifier (Ctrl+Shift+A), ")
    assert "paste (Ctrl+V)" in hint and "Import (Ctrl+O)" in hint  # issue 31: every way in
    window.close()
    window.controller.lib.close()


def test_the_hint_and_the_import_dialog_name_every_kind_the_import_takes() -> None:
    """Every file ending the importer reads (and PDFs) is offered by File › Import…'s first
    filter, and every kind of file is named by the hint (.txt for .text and .md too)."""
    from papershelf.gui.features.import_ui import IMPORT_FILTER
    from papershelf.gui.table.empty_states import ADD_PAPERS_HINT
    from papershelf.services.import_read import KINDS

    first_filter = IMPORT_FILTER.split(";;")[0]
    for suffix in [*KINDS, ".pdf"]:
        assert f"*{suffix}" in first_filter, suffix
    named = {
        "bibtex": ".bib", "ris": ".ris", "csl-json": "CSL-JSON", "plaintext": ".txt",
        "endnote-xml": "EndNote .xml",
    }  # fmt: skip
    for kind in {*KINDS.values()}:
        assert named[kind] in ADD_PAPERS_HINT, kind
    assert "PDF" in ADD_PAPERS_HINT
