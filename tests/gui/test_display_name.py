"""File › Your Name in This Library… sets the name a shared library shows for you (issue 31,
item 3: people were named by their database role)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QMenu
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.services.people import display_name


def _choose_in_file_menu(
    qtbot: QtBot, window: MainWindow, text: str, answer: Callable[[], None]
) -> None:
    """Alt+F, then the item named *text* and Enter, as a person would; *answer* then deals
    with the dialog it opens (run from inside the dialog's own event loop)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    menu.setActiveAction(next(a for a in menu.actions() if a.text() == text))
    QTimer.singleShot(0, answer)
    QTest.keyClick(menu, Qt.Key.Key_Return)


def test_the_file_menu_sets_the_name_others_see(qtbot: QtBot, window: MainWindow) -> None:
    lib = window.controller.lib
    asked: list[str] = []

    def type_name() -> None:
        """The question is up: it shows the login; type a name and press Enter."""
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QInputDialog)
        box = dialog.findChild(QLineEdit)
        asked.append(box.text())
        QTest.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(box, "Ana  Lopez")
        QTest.keyClick(box, Qt.Key.Key_Return)

    _choose_in_file_menu(qtbot, window, "Your &Name in This Library…", type_name)
    qtbot.waitUntil(lambda: bool(asked))
    assert asked == [lib.user_name()]
    qtbot.waitUntil(lambda: display_name(lib, lib.user_name()) == "Ana Lopez")
    assert window.statusBar().currentMessage() == "Others now see you as Ana Lopez."
