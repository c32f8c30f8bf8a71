"""Small dialogs show their whole title (issue 31, item 10: "List No…rshelf")."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QContextMenuEvent, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.dialog_titles import shown_title, title_width
from papershelf.gui.main_window import MainWindow


def test_the_new_tag_question_is_wide_enough_for_its_title(
    qtbot: QtBot, window: MainWindow
) -> None:
    QGuiApplication.setApplicationDisplayName("Papershelf")  # as the app sets it
    tree = window.sidebar.tree
    section = tree.visualRect(window.sidebar.data_for("section:tags")).center()
    seen: dict[str, object] = {}

    def answer_dialog() -> None:
        """The question is up: note its size and title, then Escape."""
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        seen["title"], seen["width"] = shown_title(dialog), dialog.width()
        seen["needed"] = title_width(dialog)
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    def choose_new_tag() -> None:
        """The sidebar's menu is up: choose New Tag…."""
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        action = next(a for a in menu.actions() if a.text() == "New Tag…")
        menu.setActiveAction(action)
        QTimer.singleShot(0, answer_dialog)
        QTest.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(0, choose_new_tag)
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, section, tree.viewport().mapToGlobal(section)
    )
    QApplication.sendEvent(tree.viewport(), event)
    qtbot.waitUntil(lambda: "width" in seen)
    assert seen["title"] == "New Tag — Papershelf"
    assert isinstance(seen["width"], int) and seen["width"] >= seen["needed"]  # type: ignore[operator]
