"""The menus outlive everything a session does to the window (issue 31, defect 2).

"Internal C++ object (QMenu) already deleted" in the Paper menu after a Find Metadata: the
focus walk made every widget of the window a Python-side child of the detail pane's chips,
and deleting a chip dropped the menu bar's wrappers. These tests drive the window with keys:
dialogs open by their shortcuts and close with Escape, menus open with Alt+letter and the
keyboard's context-menu event (what Shift+F10 and the Menu key deliver).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.find_metadata import FindMetadataDialog
from papershelf.gui.main_window import MainWindow
from tests.metadata_replay import ReplayServer, serve_candidate_pools

# Every dialog a key opens (shortcuts as a person types them).
DIALOG_KEYS = ["Ctrl+N", "Ctrl+Shift+A", "Ctrl+Shift+M", "Ctrl+Shift+D", "Ctrl+,", "F1", "Ctrl+T"]
MENU_LETTERS = [Qt.Key.Key_F, Qt.Key.Key_E, Qt.Key.Key_V, Qt.Key.Key_P, Qt.Key.Key_H]


def press(widget: QWidget | None, key: str) -> None:
    """One key combination, typed at *widget* (the focused one: it must be somewhere)."""
    assert widget is not None, f"no widget has the keyboard for {key}"
    QTest.keySequence(widget, QKeySequence(key))


def focused() -> QWidget:
    """The widget with the keyboard focus."""
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def escape_what_opens(window: MainWindow, opened: list[str]) -> Callable[[], None]:
    """Start pressing Escape on whatever popup or dialog shows over *window*; returns the
    stopper."""
    timer = QTimer()
    timer.setInterval(30)

    def close_it() -> None:
        """Escape on the popup or the modal dialog on top, noting which it was."""
        top = QApplication.activePopupWidget() or QApplication.activeModalWidget()
        if top is None:  # a dialog that leaves the window usable (F1's)
            top = next((d for d in window.findChildren(QDialog) if d.isVisible()), None)
        if top is not None and top.isVisible():
            opened.append(top.windowTitle() or type(top).__name__)
            QTest.keyClick(top, Qt.Key.Key_Escape)

    timer.timeout.connect(close_it)
    timer.start()
    return timer.stop


def open_row_menu(window: MainWindow) -> None:
    """The keyboard's context-menu event on the list, as Shift+F10 or the Menu key sends it."""
    viewport = window.table.viewport()
    index = window.table.currentIndex()
    pos = window.table.visualRect(index).center() if index.isValid() else QPoint(5, 5)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, pos, viewport.mapToGlobal(pos))
    QApplication.sendEvent(viewport, event)


def open_menus(qtbot: QtBot, window: MainWindow) -> list[str]:
    """Alt+F, Alt+E, Alt+V, Alt+P, Alt+H, then the row menu; the titles of what showed."""
    shown: list[str] = []
    bar_menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    for letter in MENU_LETTERS:
        QTest.keyClick(window, letter, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
        popup = QApplication.activePopupWidget()
        assert isinstance(popup, QMenu) and popup.actions()
        shown.append(popup.title())
        QTest.keyClick(popup, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    assert set(shown) == set(bar_menus)
    opened: list[str] = []
    stop = escape_what_opens(window, opened)
    open_row_menu(window)  # exec(): returns when Escape closed it
    stop()
    assert opened == ["QMenu"], opened
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    return shown


def activate(qtbot: QtBot, window: MainWindow) -> None:
    """Bring the window back to the front (the menus and dialogs had it)."""

    def front() -> bool:
        """Whether the window itself (not a menu of it) is the active window."""
        window.activateWindow()
        return QApplication.activeWindow() is window

    qtbot.waitUntil(front)


def walk_the_window(qtbot: QtBot, window: MainWindow) -> None:
    """Move about as a person does: next row, then Tab and F6 round every pane."""
    activate(qtbot, window)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Down)
    for key in ["Tab", "Tab", "Tab", "Tab", "F6", "F6", "Shift+F6"]:
        focused = QApplication.focusWidget()
        assert focused is not None
        press(focused, key)
    window.table.setFocus()


def open_and_escape(qtbot: QtBot, window: MainWindow, key: str) -> list[str]:
    """Press *key* in the window, Escape what it opens; the titles of what showed."""
    opened: list[str] = []
    stop = escape_what_opens(window, opened)
    activate(qtbot, window)
    press(window, key)
    qtbot.waitUntil(lambda: bool(opened), timeout=5000)
    qtbot.waitUntil(lambda: not [d for d in window.findChildren(QDialog) if d.isVisible()])
    stop()
    qtbot.wait(150)  # closed dialogs are deleted on the next turn of the loop
    return opened


@pytest.fixture
def active(qtbot: QtBot, window: MainWindow) -> MainWindow:
    """The window, active, the keyboard in the list on its first row."""
    with qtbot.waitActive(window):
        window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    return window


def test_the_paper_menu_survives_find_metadata_and_escape(
    qtbot: QtBot, active: MainWindow, server: ReplayServer
) -> None:
    """The reported steps: search Metamizer, Find Metadata, Enter, Escape, Alt+P, Shift+F10."""
    serve_candidate_pools(server)
    window = active
    QTest.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(focused(), "Metamizer")
    qtbot.waitUntil(lambda: window.model.rowCount() == 1)
    press(QApplication.focusWidget(), "Tab")
    press(QApplication.focusWidget(), "Home")
    assert window.table.selected_ids()
    walk_the_window(qtbot, window)
    press(window, "Ctrl+Shift+M")
    dialog = window.findChild(FindMetadataDialog, "findMetadataDialog")
    assert dialog is not None
    qtbot.waitUntil(lambda: len(dialog.results) == 1, timeout=30_000)
    press(QApplication.focusWidget(), "Return")
    press(QApplication.focusWidget(), "Escape")
    qtbot.waitUntil(lambda: window.findChild(FindMetadataDialog) is None)
    with qtbot.waitActive(window):
        window.activateWindow()
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Down)
    qtbot.wait(50)  # the detail pane's chips and related rows are replaced (deleteLater)
    assert "&Paper" in open_menus(qtbot, window)


@pytest.mark.slow
def test_every_dialog_then_every_menu_many_times(
    qtbot: QtBot, active: MainWindow, server: ReplayServer
) -> None:
    """Three rounds: each dialog by its key and Escape, moving about, then every menu."""
    serve_candidate_pools(server)
    window = active
    for _round in range(3):
        for key in DIALOG_KEYS:
            assert open_and_escape(qtbot, window, key), f"{key} opened nothing"
            walk_the_window(qtbot, window)
        activate(qtbot, window)
        open_menus(qtbot, window)
