"""Writing projects in the window: link one, its sidebar row and view, and a real edit of
its .tex seen within 2 s in the view and the kept .bib (issue 35)."""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs.add_by_id import AddByIdentifierDialog
from papershelf.gui.main_window import MainWindow
from papershelf.gui.organise.sidebar_model import COUNT_ROLE
from papershelf.gui.projects.view import ProjectView
from papershelf.gui.settings import Settings
from papershelf.library.db import Library
from papershelf.services.deleting import delete_entries
from papershelf.services.importing import import_file
from papershelf.services.projects.cited_export import ids_of_keys
from tests.factories import add, record
from tests.gui.conftest import shown_window
from tests.paths import DATA


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A copy of TeX Live's munich example project."""
    shutil.copytree(DATA / "writing" / "munich", tmp_path / "munich")
    return tmp_path / "munich"


@pytest.fixture
def project_window(
    qtbot: QtBot, lib: Library, settings: Settings, folder: Path
) -> Iterator[MainWindow]:
    """The window on a library holding the project's .bib minus 2005_Heidemann, and a paper
    the document does not cite yet."""
    import_file(lib, folder / "example_DB.bib")
    delete_entries(lib, list(ids_of_keys(lib, ["2005_Heidemann"]).values()))
    add(lib, record("Renten in Deutschland", key="hansen2010renten"))
    win = shown_window(qtbot, lib, settings)
    yield win
    for view in win.projects.views.values():
        view.close()
    win.close()


def link_through_menu(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, document: Path, bib: Path
) -> None:
    """File › Link Writing Project…, answering its two file dialogs."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(document), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(bib), ""))
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)
    assert window.projects.link_action in file_menu.actions()
    window.projects.link_action.trigger()


def test_linked_project_gets_a_sidebar_row_and_a_view(
    qtbot: QtBot, project_window: MainWindow, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept = folder / "cited.bib"
    link_through_menu(project_window, monkeypatch, folder / "example_munich_Bibtex_style.tex", kept)
    key = f"project:{folder / 'example_munich_Bibtex_style.tex'}"
    row = project_window.sidebar.data_for(key)
    assert row.isValid() and row.data() == "example_munich_Bibtex_style.tex"
    assert row.data(COUNT_ROLE) == "4/5"  # 4 of the 5 cited keys are in the library
    assert kept.read_text().count("@") == 4
    tree = project_window.sidebar.tree
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualRect(row).center())
    view = project_window.projects.views[folder / "example_munich_Bibtex_style.tex"]
    qtbot.waitExposed(view)
    assert [view.missing.item(i).text() for i in range(view.missing.count())] == ["2005_Heidemann"]
    assert view.cited.count() == 4 and view.tabs.tabText(1) == "Missing (1)"
    boer = view.cited.findItems("2006_Dt_Boer", Qt.MatchFlag.MatchStartsWith)[0]
    assert "do not define this type" in boer.toolTip()  # the export's own style check


@pytest.mark.slow
def test_editing_the_tex_updates_view_and_bib_within_two_seconds(
    qtbot: QtBot, project_window: MainWindow, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tex = folder / "example_munich_Bibtex_style.tex"
    kept = folder / "cited.bib"
    link_through_menu(project_window, monkeypatch, tex, kept)
    view = project_window.projects.show_project(tex)
    assert isinstance(view, ProjectView)
    assert "hansen2010renten" not in kept.read_text()
    text = tex.read_text(encoding="latin-1")
    started = time.monotonic()
    tex.write_text(text.replace("\\end{document}", "\\cite{hansen2010renten}\n\\end{document}"))

    def updated() -> None:
        assert view.cited.findItems("hansen2010renten", Qt.MatchFlag.MatchStartsWith)
        assert "hansen2010renten" in kept.read_text()

    qtbot.waitUntil(updated, timeout=2000)
    assert time.monotonic() - started < 2.0
    row = project_window.sidebar.data_for(f"project:{tex}")
    assert row.data(COUNT_ROLE) == "5/6"


def test_a_missing_doi_is_added_by_identifier(
    qtbot: QtBot, project_window: MainWindow, tmp_path: Path
) -> None:
    draft = tmp_path / "draft.md"
    draft.write_text("As shown [@10.1038/srep16696; @2002_Bamberg].\n")
    assert project_window.projects.link(draft) is not None
    view = project_window.projects.show_project(draft.absolute())
    assert view is not None
    qtbot.waitExposed(view)
    view.tabs.setCurrentWidget(view.missing)
    view.missing.setFocus()
    view.missing.setCurrentRow(0)
    qtbot.keyClick(view.missing, Qt.Key.Key_Return)
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, AddByIdentifierDialog)]
    assert [d.input.toPlainText() for d in dialogs if d.isVisible()] == ["10.1038/srep16696"]
    for dialog in dialogs:
        dialog.reject()


def test_cayw_server_switch_in_the_file_menu(
    project_window: MainWindow, settings: Settings
) -> None:
    cayw = project_window.projects.cayw
    assert cayw.server is None and not cayw.action.isChecked()  # off by default
    cayw.port = 0
    cayw.action.trigger()
    assert cayw.server is not None and settings.integer("cayw/enabled") == 1
    port = cayw.server.port
    reply = httpx.get(f"http://127.0.0.1:{port}/better-bibtex/cayw?probe=1", timeout=10)
    assert reply.text == "ready"
    cayw.action.trigger()
    assert cayw.server is None and settings.integer("cayw/enabled") == 0
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/better-bibtex/cayw?probe=1", timeout=2)


def test_library_changes_update_the_row_and_the_kept_file(
    qtbot: QtBot, project_window: MainWindow, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tex, kept = folder / "example_munich_Bibtex_style.tex", folder / "cited.bib"
    link_through_menu(project_window, monkeypatch, tex, kept)
    row = project_window.sidebar.data_for(f"project:{tex}")
    bamberg = ids_of_keys(project_window.controller.lib, ["2002_Bamberg"])["2002_Bamberg"]
    project_window.controller.delete_entries([bamberg])
    row = project_window.sidebar.data_for(f"project:{tex}")
    assert row.data(COUNT_ROLE) == "3/5" and "2002_Bamberg" not in kept.read_text()
    project_window.table.setFocus()
    qtbot.keyClick(project_window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    row = project_window.sidebar.data_for(f"project:{tex}")
    assert row.data(COUNT_ROLE) == "4/5" and "2002_Bamberg" in kept.read_text()
    before = kept.stat().st_mtime_ns
    project_window.controller.set_rating([bamberg], 4)  # nothing a project shows
    assert kept.stat().st_mtime_ns == before
