"""Attachments in the window, driven by real events: files dropped on a row and on the detail
pane, opened by double-click, O and Ctrl+Enter (the system opener replaced at its boundary),
a missing file located, an imported path confirmed before it is followed, the Missing files
view, and a managed file renamed with its key and back through the undo stack."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QEvent, QPoint, Qt, QTimer, QUrl
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from papershelf.gui.features import attachments_ui
from papershelf.gui.main_window import MainWindow
from papershelf.gui.organise.sidebar_model import COUNT_ROLE
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import Library
from papershelf.services import attachments
from papershelf.services.importing import import_file
from tests.gui.conftest import shown_window
from tests.gui.dnd import drop_files
from tests.paths import DATA

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[QUrl]:
    """What the app asked the desktop to open (nothing is really opened)."""
    urls: list[QUrl] = []
    monkeypatch.setattr(attachments_ui, "open_with_system", lambda url: urls.append(url) or True)
    return urls


def _pdf(folder: Path, name: str = "paper.pdf") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(b"%PDF-1.4 test\n")
    return path


def _row_center(window: MainWindow, row: int, column: str = "title") -> QPoint:
    return window.table.visualRect(window.model.index(row, COLUMN_INDEX[column])).center()


def _click_row(qtbot: QtBot, window: MainWindow, row: int) -> None:
    qtbot.mouseClick(
        window.table.viewport(), Qt.MouseButton.LeftButton, pos=_row_center(window, row)
    )


def _files_shown(window: MainWindow) -> list[str]:
    files = window.detail.files
    return [files.item(i).text() for i in range(files.count())] if files.isVisible() else []


def _double_click_file(qtbot: QtBot, window: MainWindow, index: int = 0) -> None:
    files = window.detail.files
    center = files.visualItemRect(files.item(index)).center()
    # As a person's double-click arrives: a click, then the second press as a double-click.
    qtbot.mouseClick(files.viewport(), Qt.MouseButton.LeftButton, pos=center)
    qtbot.mouseDClick(files.viewport(), Qt.MouseButton.LeftButton, pos=center)


def _message_box(qtbot: QtBot, name: str) -> QMessageBox:
    box: list[QMessageBox] = []

    def found() -> None:
        box[:] = [
            w for w in QApplication.topLevelWidgets() if w.objectName() == name and w.isVisible()
        ]
        assert box

    qtbot.waitUntil(found)
    return box[0]


def _click_button(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def test_a_file_dropped_on_a_row_is_attached_and_shown(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    pdf = _pdf(tmp_path / "Downloads", "2410.00001v2.pdf")
    entry_id = window.model.entry_id(2)
    action = drop_files(window.table.viewport(), _row_center(window, 2), [pdf])
    assert action == Qt.DropAction.CopyAction
    (row,) = attachments.attachments_of(window.controller.lib, entry_id)
    assert (row.path, row.name, row.managed) == (str(pdf), "2410.00001v2.pdf", False)
    assert window.table.selected_ids() == [entry_id]  # the paper dropped on is shown
    (shown,) = _files_shown(window)
    assert shown.startswith("2410.00001v2.pdf") and "PDF" in shown
    files_cell = window.model.index(2, COLUMN_INDEX["files"])
    assert files_cell.data(Qt.ItemDataRole.DecorationRole) is not None
    assert "1 attached file" in files_cell.data(Qt.ItemDataRole.ToolTipRole)
    assert window.model.rowCount() == 19  # attached, not imported as a new entry
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)  # undo
    assert attachments.attachments_of(window.controller.lib, entry_id) == []
    assert _files_shown(window) == [] and files_cell.data(Qt.ItemDataRole.DecorationRole) is None
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)  # redo
    assert attachments.attachments_of(window.controller.lib, entry_id) == [row]


def test_a_file_dropped_on_the_detail_pane_attaches_to_its_paper(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    _click_row(qtbot, window, 5)
    entry_id = window.model.entry_id(5)
    notes = _pdf(tmp_path, "reading notes.md")
    browser = window.detail.browser.viewport()
    center = browser.rect().center()
    pos = browser.mapTo(window.detail, center)
    assert drop_files(window.detail, pos, [notes]) == Qt.DropAction.CopyAction
    (row,) = attachments.attachments_of(window.controller.lib, entry_id)
    assert row.name == "reading notes.md" and row.kind == "md"
    assert _files_shown(window)[0].startswith("reading notes.md")


def test_a_bibliography_dropped_on_a_row_is_imported_not_attached(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    bib = tmp_path / "one.bib"
    bib.write_text("@article{fresh2024, title = {A Fresh Paper}, year = {2024}}\n")
    drop_files(window.table.viewport(), _row_center(window, 2), [bib])
    lib = window.controller.lib
    assert lib.execute("SELECT count(*) FROM attachment").fetchone()[0] == 0
    assert lib.execute("SELECT count(*) FROM entry WHERE key = 'fresh2024'").fetchone()[0] == 1


def test_double_click_o_and_ctrl_enter_open_the_file_with_the_system_viewer(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, opened: list[QUrl]
) -> None:
    pdf = _pdf(tmp_path)
    entry_id = window.model.entry_id(0)
    window.files.attach(entry_id, [pdf])
    _click_row(qtbot, window, 0)
    assert opened == []  # nothing opens by itself
    _double_click_file(qtbot, window)
    assert opened == [QUrl.fromLocalFile(str(pdf))]
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_O)
    qtbot.keyClick(window.table, Qt.Key.Key_Return, CTRL)
    assert opened == [QUrl.fromLocalFile(str(pdf))] * 3
    window.search.setFocus()
    qtbot.keyClicks(window.search, "o")  # O types in a text box; it opens nothing there
    assert len(opened) == 3 and window.search.text() == "o"


def test_o_on_a_paper_without_files_says_so(
    qtbot: QtBot, window: MainWindow, opened: list[QUrl]
) -> None:
    _click_row(qtbot, window, 1)
    qtbot.keyClick(window.table, Qt.Key.Key_O)
    assert opened == [] and "no attached file" in window.statusBar().currentMessage()


def _choose_in_context_menu(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> list[str]:
    """Right-click the first file in the pane, press a menu's mnemonic key; the menu's texts."""
    files = window.detail.files
    viewport = files.viewport()
    pos = files.visualItemRect(files.item(0)).center()
    texts: list[str] = []

    def choose() -> None:
        popup = QApplication.activePopupWidget()
        assert isinstance(popup, QMenu)
        texts.extend(action.text() for action in popup.actions() if action.text())
        qtbot.keyClick(popup, key)

    QTimer.singleShot(0, choose)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, viewport.mapToGlobal(pos))
    QApplication.sendEvent(viewport, event)
    return texts


def test_show_in_folder_from_the_file_menu_opens_the_folder(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, opened: list[QUrl]
) -> None:
    pdf = _pdf(tmp_path / "papers")
    window.files.attach(window.model.entry_id(0), [pdf])
    _click_row(qtbot, window, 0)
    texts = _choose_in_context_menu(qtbot, window, Qt.Key.Key_F)  # Show in &Folder
    assert texts == ["&Open", "Show in &Folder", "&Locate…", "&Remove Attachment"]
    assert opened == [QUrl.fromLocalFile(str(pdf.parent))]
    window.files.folder_action.trigger()  # the Paper menu's Show File in Folder too
    assert opened == [QUrl.fromLocalFile(str(pdf.parent))] * 2


@pytest.mark.parametrize(
    ("platform", "program", "arguments"),
    [("darwin", "open", ["-R", "{pdf}"]), ("win32", "explorer", ["/select,{native}"])],
)
def test_show_in_folder_selects_the_file_in_finder_and_explorer(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, opened: list[QUrl],
    monkeypatch: pytest.MonkeyPatch, platform: str, program: str, arguments: list[str],
) -> None:  # fmt: skip
    pdf = _pdf(tmp_path / "papers")
    started: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(
        attachments_ui, "start_program", lambda p, a: started.append((p, a)) or True
    )
    monkeypatch.setattr(attachments_ui.sys, "platform", platform)
    window.files.attach(window.model.entry_id(0), [pdf])
    _click_row(qtbot, window, 0)
    _choose_in_context_menu(qtbot, window, Qt.Key.Key_F)
    native = QDir.toNativeSeparators(str(pdf))
    assert started == [(program, [a.format(pdf=pdf, native=native) for a in arguments])]
    assert opened == []


def test_a_missing_file_offers_locate_first_in_its_menu(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, opened: list[QUrl]
) -> None:
    pdf = _pdf(tmp_path)
    window.files.attach(window.model.entry_id(0), [pdf])
    pdf.unlink()
    _click_row(qtbot, window, 1)
    _click_row(qtbot, window, 0)
    texts = _choose_in_context_menu(qtbot, window, Qt.Key.Key_Escape)
    assert texts == ["&Locate…", "&Remove Attachment"] and opened == []


def test_a_missing_file_is_shown_missing_and_located(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, opened: list[QUrl],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    pdf = _pdf(tmp_path / "old")
    entry_id = window.model.entry_id(0)
    window.files.attach(entry_id, [pdf])
    moved = tmp_path / "new" / "paper.pdf"
    moved.parent.mkdir()
    shutil.move(pdf, moved)
    _click_row(qtbot, window, 1)
    _click_row(qtbot, window, 0)  # shown again: the pane looks at the disk anew
    (shown,) = _files_shown(window)
    assert "PDF, missing — was in" in shown
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(moved), ""))
    _double_click_file(qtbot, window)
    box = _message_box(qtbot, "missingAttachment")
    locate = next(b for b in box.buttons() if "Locate" in b.text())
    _click_button(qtbot, locate)
    assert opened == []  # locating is not opening
    (row,) = attachments.attachments_of(window.controller.lib, entry_id)
    assert row.path == str(moved)
    assert f"PDF, in {moved.parent}" in _files_shown(window)[0]
    window.menus.undo_action.trigger()
    (row,) = attachments.attachments_of(window.controller.lib, entry_id)
    assert row.path == str(pdf)


def test_the_missing_files_view_lists_papers_whose_files_are_gone(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    lost = _pdf(tmp_path, "lost.pdf")
    entry_id = window.model.entry_id(4)
    window.files.attach(entry_id, [lost])
    window.files.attach(window.model.entry_id(6), [_pdf(tmp_path, "kept.pdf")])
    assert window.sidebar.data_for("missing").data(COUNT_ROLE) == "0"
    lost.unlink()  # outside the app: the count follows when the window is active again
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowActivate))
    # every attached file is looked at again on the task runner: the count follows when read
    qtbot.waitUntil(lambda: window.sidebar.data_for("missing").data(COUNT_ROLE) == "1")
    tree = window.sidebar.tree
    rect = tree.visualRect(window.sidebar.data_for("missing"))
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.model.ids == [entry_id]
    files_cell = window.model.index(0, COLUMN_INDEX["files"])
    assert "missing" in files_cell.data(Qt.ItemDataRole.ToolTipRole)


def test_paper_menu_attach_file_asks_for_files(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = _pdf(tmp_path, "a.pdf"), _pdf(tmp_path, "b.html")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(first), str(second)], "")
    )
    _click_row(qtbot, window, 3)
    window.files.attach_action.trigger()
    rows = attachments.attachments_of(window.controller.lib, window.model.entry_id(3))
    assert [(r.name, r.kind) for r in rows] == [("a.pdf", "pdf"), ("b.html", "html")]
    assert window.menus.undo_action.text() == "&Undo Attach 2 files"


def test_removing_an_attachment_keeps_the_file_and_undo_brings_it_back(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    pdf = _pdf(tmp_path)
    entry_id = window.model.entry_id(0)
    window.files.attach(entry_id, [pdf])
    _click_row(qtbot, window, 0)
    files = window.detail.files
    files.setCurrentRow(0)
    qtbot.keyClick(files, Qt.Key.Key_Delete)
    assert attachments.attachments_of(window.controller.lib, entry_id) == [] and pdf.exists()
    assert _files_shown(window) == []
    window.menus.undo_action.trigger()
    assert len(attachments.attachments_of(window.controller.lib, entry_id)) == 1


# --- imported paths are shown, not followed ---------------------------------------------------


@pytest.fixture
def imported(qtbot: QtBot, tmp_path: Path, settings: Settings) -> Iterator[MainWindow]:
    """A window on a library (in a folder of its own) holding the three-flavours .bib."""
    folder = tmp_path / "bib"
    (folder / "papers").mkdir(parents=True)
    bib = folder / "refs.bib"
    shutil.copy(DATA / "attachments" / "three-flavours.bib", bib)
    _pdf(folder / "papers", "jabref.pdf")
    _pdf(tmp_path / "elsewhere", "secret.pdf")
    from papershelf.library.db import open_library

    lib = open_library(tmp_path / "library" / "lib.sqlite")
    import_file(lib, bib)
    win = shown_window(qtbot, lib, settings)
    yield win
    win.close()
    lib.close()


def _select_key(window: MainWindow, key: str) -> int:
    (entry_id,) = window.controller.lib.execute(
        "SELECT id FROM entry WHERE key = ?", [key]
    ).fetchone()
    window.table.select_ids([entry_id])
    return int(entry_id)


def test_an_imported_path_outside_the_folders_is_opened_only_when_confirmed(
    qtbot: QtBot, imported: MainWindow, tmp_path: Path, opened: list[QUrl]
) -> None:
    window = imported
    entry_id = _select_key(window, "outside2022")
    secret = tmp_path / "elsewhere" / "secret.pdf"
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_O)
    box = _message_box(qtbot, "confirmOpenAttachment")
    assert f"is at {secret}, outside the library" in box.text().replace("\u200b", "")
    _click_button(qtbot, box.button(QMessageBox.StandardButton.Cancel))
    assert opened == []
    qtbot.keyClick(window.table, Qt.Key.Key_O)
    box = _message_box(qtbot, "confirmOpenAttachment")
    _click_button(qtbot, box.button(QMessageBox.StandardButton.Open))
    assert opened == [QUrl.fromLocalFile(str(secret))]
    (row,) = attachments.attachments_of(window.controller.lib, entry_id)
    assert row.trusted
    qtbot.keyClick(window.table, Qt.Key.Key_O)  # agreed once: no more asking
    assert len(opened) == 2


def test_a_path_inside_the_bib_folder_opens_without_asking(
    qtbot: QtBot, imported: MainWindow, tmp_path: Path, opened: list[QUrl]
) -> None:
    _select_key(imported, "jabref2020")
    imported.table.setFocus()
    qtbot.keyClick(imported.table, Qt.Key.Key_O)
    assert opened == [QUrl.fromLocalFile(str(tmp_path / "bib" / "papers" / "jabref.pdf"))]


# --- managed copies follow the key, through the undo stack ------------------------------------


def test_renaming_the_key_in_the_form_renames_the_managed_file_and_undo_renames_it_back(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    lib: Library = window.controller.lib
    attachments.set_copy_mode(lib, True)
    _click_row(qtbot, window, 0)
    entry_id = window.model.entry_id(0)
    old_key = window.detail.entry().key  # type: ignore[union-attr]
    window.files.attach(entry_id, [_pdf(tmp_path / "Downloads", "x.pdf")])
    (row,) = attachments.attachments_of(lib, entry_id)
    copy = Path(row.path)
    assert copy.parent == lib.path.parent / "files" / old_key and copy.exists()
    qtbot.keyClick(window.table, Qt.Key.Key_F2)
    form = window.detail.form
    form.key_box.setFocus()
    qtbot.keyClick(form.key_box, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(form.key_box, "renamed2025")
    qtbot.keyClick(form.key_box, Qt.Key.Key_S, CTRL)
    (row,) = attachments.attachments_of(lib, entry_id)
    renamed = lib.path.parent / "files" / "renamed2025" / copy.name
    assert Path(row.path) == renamed and renamed.exists() and not copy.exists()
    assert "a copy in the library's folder" in _files_shown(window)[0]
    assert window.detail.files.item(0).toolTip().startswith(str(renamed))
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, CTRL)
    (row,) = attachments.attachments_of(lib, entry_id)
    assert Path(row.path) == copy and copy.exists() and not renamed.exists()
    assert window.detail.entry().key == old_key  # type: ignore[union-attr]


def test_preferences_choose_copying_into_a_folder(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    from papershelf.gui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(window.settings, window, window.controller)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    on_label = QPoint(12, dialog.copy_files.height() // 2)  # the indicator and its words
    qtbot.mouseClick(dialog.copy_files, Qt.MouseButton.LeftButton, pos=on_label)
    assert dialog.copy_files.isChecked() and not dialog.link_files.isChecked()
    dialog.managed_folder.setText(str(tmp_path / "managed"))
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    lib = window.controller.lib
    assert attachments.copy_mode(lib) and attachments.managed_folder(lib) == tmp_path / "managed"
    entry_id = window.model.entry_id(0)
    drop_files(window.table.viewport(), _row_center(window, 0), [_pdf(tmp_path, "in.pdf")])
    (row,) = attachments.attachments_of(lib, entry_id)
    assert row.managed and Path(row.path).is_relative_to(tmp_path / "managed")


def test_clicking_the_files_header_puts_papers_with_files_together(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    two, one = window.model.entry_id(7), window.model.entry_id(3)
    window.files.attach(two, [_pdf(tmp_path, "a.pdf"), _pdf(tmp_path, "b.pdf")])
    window.files.attach(one, [_pdf(tmp_path, "c.pdf")])
    header = window.table.horizontalHeader()
    x = header.sectionViewportPosition(COLUMN_INDEX["files"]) + 5
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    ids = window.model.ids
    if ids[0] not in (two, one):  # ascending first: the papers without files lead
        assert set(ids[-2:]) == {two, one}
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
        ids = window.model.ids
    assert set(ids[:2]) == {two, one}  # papers with files, then those without
    assert {window.model.index(r, COLUMN_INDEX["files"]).data() for r in (0, 1)} == {"2", ""}
