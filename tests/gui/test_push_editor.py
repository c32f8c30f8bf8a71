"""File › Push Citation to Editor under real input: papers selected with the mouse, the
editor and its server set in Editor Settings…, Ctrl+Alt+P; a real headless Neovim gets
\\cite{a,b}, a stand-in command records what is sent, and a dead server is one message."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMenu
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.projects.editor_settings import PUSH_EDITOR, EditorSettingsDialog
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import Library
from papershelf.library.export_sql import keys_of
from papershelf.services.projects import editors
from papershelf.services.projects.editors import editor_commands, editor_servers
from tests.factories import add, record
from tests.gui.conftest import shown_window
from tests.gui.shared_windows import activate
from tests.neovim import headless_neovim, needs_nvim, nvim_expr


@pytest.fixture
def push_window(qtbot: QtBot, lib: Library, settings: Settings) -> Iterator[MainWindow]:
    """A window on three papers."""
    add(lib, record("Pension funds and their risks", key="adams2001"),
        record("Public pension reform", key="brigge2002"),
        record("Unrelated topic", key="other2020"))  # fmt: skip
    win = shown_window(qtbot, lib, settings)
    yield win
    win.close()


def select_two(qtbot: QtBot, window: MainWindow) -> list[str]:
    """Click the first row's title, Ctrl+click the second's; their keys, top to bottom."""
    activate(qtbot, window)
    table, model = window.table, window.model
    first = table.visualRect(model.index(0, COLUMN_INDEX["title"])).center()
    second = table.visualRect(model.index(1, COLUMN_INDEX["title"])).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=first)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.ControlModifier, second)  # fmt: skip
    ids = table.selected_ids()
    keys = keys_of(window.controller.lib, ids)
    return [keys[i] for i in ids]


def push_menu_of(window: MainWindow) -> QMenu:
    """File › Push Citation to Editor, the submenu."""
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)
    push_menu = next(a.menu() for a in file_menu.actions() if a.menu() is not None
                     and window.projects.push.push_action in a.menu().actions())  # fmt: skip
    assert isinstance(push_menu, QMenu)
    return push_menu


def first_item_shown(qtbot: QtBot, window: MainWindow) -> str:
    """The push submenu's first item as it reads when the submenu opens."""
    menu = push_menu_of(window)
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitExposed(menu)
    text = menu.actions()[0].text().replace("&", "")
    menu.close()
    return text


def settings_dialog(qtbot: QtBot, window: MainWindow) -> EditorSettingsDialog:
    """File › Push Citation to Editor › Editor Settings…, shown."""
    push_menu = push_menu_of(window)
    shown = [a.text().replace("&", "") for a in push_menu.actions() if a.text()]
    assert shown[1:7] == ["TeXstudio", "Texmaker", "Emacs", "Vim", "Neovim", "LyX"]
    window.projects.push.settings_action.trigger()
    dialog = window.projects.push.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def choose(qtbot: QtBot, dialog: EditorSettingsDialog, editor: str) -> None:
    """Pick the editor in the Push to box with the keyboard."""
    dialog.editor.setFocus()
    while dialog.editor.currentData() != editor:
        qtbot.keyClick(dialog.editor, Qt.Key.Key_Down)


def press_ok(qtbot: QtBot, dialog: EditorSettingsDialog) -> None:
    """Click the dialog's OK button."""
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def said(window: MainWindow) -> str:
    """What the status bar says."""
    return window.statusBar().currentMessage()


def push_keys(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+Alt+P in the table."""
    both = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
    qtbot.keyClick(window.table, Qt.Key.Key_P, both)


@needs_nvim
def test_ctrl_alt_p_pushes_two_papers_into_a_real_neovim(
    qtbot: QtBot, push_window: MainWindow, settings: Settings, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    shown: list[str] = []
    monkeypatch.setattr(push_window, "show_error", shown.append)
    with headless_neovim(tmp_path) as socket:
        dialog = settings_dialog(qtbot, push_window)
        choose(qtbot, dialog, "neovim")
        qtbot.keyClicks(dialog.servers["neovim"], str(socket))
        press_ok(qtbot, dialog)
        assert settings.text(PUSH_EDITOR) == "neovim"
        assert editor_servers(push_window.controller.lib) == {"neovim": str(socket)}
        keys = select_two(qtbot, push_window)
        assert len(set(keys)) == 2
        push_keys(qtbot, push_window)  # pushed in the background: the window stays live
        qtbot.waitUntil(lambda: said(push_window).startswith("Pushed \\cite{"), timeout=10000)
        assert nvim_expr(socket, "getline(1)") == f"\\cite{{{keys[0]},{keys[1]}}}"
        assert shown == []
    push_keys(qtbot, push_window)  # Neovim has quit: its socket is gone
    qtbot.waitUntil(lambda: bool(shown), timeout=15000)
    assert len(shown) == 1 and shown[0].startswith("Neovim is not running or refused")


def test_a_stand_in_command_set_in_the_dialog_records_the_push(
    qtbot: QtBot, push_window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(push_window, "show_error", shown.append)
    sent = tmp_path / "sent.txt"
    dialog = settings_dialog(qtbot, push_window)
    choose(qtbot, dialog, "texmaker")
    qtbot.keyClicks(dialog.commands["texmaker"], "texmaker 'unclosed")
    press_ok(qtbot, dialog)
    assert dialog.isVisible() and "Texmaker command" in dialog.error.text()
    dialog.commands["texmaker"].clear()
    script = "import pathlib,sys; pathlib.Path(sys.argv[1]).write_text(sys.argv[2])"
    qtbot.keyClicks(
        dialog.commands["texmaker"], f"{sys.executable} -c '{script}' {sent} {{citation}}"
    )
    press_ok(qtbot, dialog)
    assert not dialog.isVisible()
    assert editor_commands(push_window.controller.lib)["texmaker"][-1] == "{citation}"
    assert first_item_shown(qtbot, push_window) == "Push Citation to Texmaker"
    push_window.table.clearSelection()
    push_keys(qtbot, push_window)
    assert not sent.exists() and "Select the papers" in push_window.statusBar().currentMessage()
    keys = select_two(qtbot, push_window)
    push_keys(qtbot, push_window)
    qtbot.waitUntil(lambda: said(push_window).startswith("Pushed"), timeout=10000)
    assert sent.read_text() == f"\\cite{{{keys[0]},{keys[1]}}}" and shown == []
    monkeypatch.setattr(editors, "LYX_PIPES", (str(tmp_path / "lyxpipe.in"),))  # no LyX
    push_window.projects.push.editor_actions["lyx"].trigger()
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    assert len(shown) == 1 and shown[0].startswith("LyX is not running")
