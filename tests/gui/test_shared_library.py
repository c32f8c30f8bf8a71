"""File › Open Shared Library…: the dialog builds the postgresql:// URL from what is typed
(or takes a pasted one, never with a password) and opens it in a new Papershelf window."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from papershelf.cli import build_parser
from papershelf.cli.opening import with_implicit_open
from papershelf.gui.dialogs import shared_library
from papershelf.gui.dialogs.shared_library import SharedLibraryDialog, build_url
from papershelf.gui.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, list[str]]]:
    """The processes the app starts (none really starts)."""
    found: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(
        shared_library, "start_process", lambda program, args: found.append((program, args)) or True
    )
    return found


def open_dialog(qtbot: QtBot, window: MainWindow) -> SharedLibraryDialog:
    """Alt+F, then O: File › Open Shared Library…; the dialog it shows."""
    QTest.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu) and menu.title() == "&File"
    QTest.keyClick(menu, Qt.Key.Key_O)
    dialog = window.findChild(SharedLibraryDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def type_into(qtbot: QtBot, field, text: str) -> None:
    """Click into *field*, select what it holds, type *text* over it."""
    QTest.mouseClick(field, Qt.MouseButton.LeftButton)
    QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(field, text)


def test_typed_parts_open_their_url_in_a_new_window(
    qtbot: QtBot, window: MainWindow, started: list[tuple[str, list[str]]]
) -> None:
    dialog = open_dialog(qtbot, window)
    assert not dialog.open_button.isEnabled()  # no database named yet
    type_into(qtbot, dialog.host, "db.lab.example")
    type_into(qtbot, dialog.port.lineEdit(), "5433")
    type_into(qtbot, dialog.database, "journal club")
    type_into(qtbot, dialog.user, "ann")
    dialog.sslmode.setFocus()
    for _ in range(3):  # prefer, require, verify-ca, verify-full
        QTest.keyClick(dialog.sslmode, Qt.Key.Key_Down)
    url = "postgresql://ann@db.lab.example:5433/journal%20club?sslmode=verify-full"
    assert dialog.preview.text() == f"Opens {url}"
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert started == [(sys.executable, ["-m", "papershelf", "--library", url])]
    args = build_parser().parse_args(with_implicit_open(started[0][1][2:]))
    assert args.library == url and args.command is None  # the new process opens the app on it


def test_a_pasted_url_with_a_password_is_refused_until_it_is_taken_out(
    qtbot: QtBot, window: MainWindow, started: list[tuple[str, list[str]]]
) -> None:
    dialog = open_dialog(qtbot, window)
    type_into(qtbot, dialog.pasted, "postgresql://ann:s3cret@db.lab.example/papers")
    assert not dialog.open_button.isEnabled() and not dialog.host.isEnabled()
    assert dialog.preview.text() == shared_library.NO_PASSWORD_IN_URL
    QTest.keyClick(dialog.pasted, Qt.Key.Key_Return)  # Enter does not open it either
    assert started == [] and dialog.isVisible()
    type_into(qtbot, dialog.pasted, "postgres://ann@db.lab.example/papers?sslmode=require")
    assert dialog.open_button.isEnabled()
    QTest.keyClick(dialog.pasted, Qt.Key.Key_Return)
    assert started == [
        (sys.executable, ["-m", "papershelf", "--library", dialog.url()]),
    ]  # fmt: skip
    assert started[0][1][-1] == "postgres://ann@db.lab.example/papers?sslmode=require"


def test_the_dialog_says_where_the_password_comes_from(
    qtbot: QtBot, window: MainWindow, started: list[tuple[str, list[str]]]
) -> None:
    dialog = open_dialog(qtbot, window)
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "~/.pgpass" in texts and "PGPASSWORD" in texts and "pg_service.conf" in texts
    assert "never stores" in texts
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and started == []


@pytest.mark.parametrize(
    ("parts", "url"),
    [
        (("", 5432, "papers", "", "prefer"), "postgresql:///papers"),
        (("/run/postgresql", 5432, "papers", "bob", "prefer"),
         "postgresql://bob@/papers?host=/run/postgresql"),
        (("::1", 6000, "papers", "", "disable"), "postgresql://[::1]:6000/papers?sslmode=disable"),
        ((" h ", 5432, "a/b", "me@lab", "require"), "postgresql://me%40lab@h/a%2Fb?sslmode=require"),
    ],
)  # fmt: skip
def test_urls_built_from_parts(parts: tuple[str, int, str, str, str], url: str) -> None:
    assert build_url(*parts) == url


def test_a_window_that_cannot_start_is_reported_without_the_password(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shared_library, "start_process", lambda program, args: False)
    seen: list[str] = []

    def close_warning() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(50, close_warning)
            return
        seen.append(box.text())
        QTest.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(50, close_warning)
    url = "postgresql://ann:s3cret@db.lab.example/papers"
    assert not shared_library.open_in_new_window(url, window)
    assert len(seen) == 1 and "could not start a new window" in seen[0]
    assert "ann@db.lab.example/papers" in seen[0] and "s3cret" not in seen[0]
