"""Formatted references in the window (issue 20): copy, preview, preferences, export.

Driven by real events: rows selected by clicks on their cells (Shift+click extends), the
copy actions run by their shortcuts pressed on the window, the preview opened by a click on
its switch, the style chosen by typing in Preferences' style box.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from papershelf.gui import actions
from papershelf.gui.dialogs.preferences import PreferencesDialog
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library.db import Library
from papershelf.library.queries import count_entries
from papershelf.services.importing import import_file
from tests.gui.conftest import shown_window

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
DATA = Path(__file__).resolve().parents[1] / "data"
TEST_STYLE = DATA / "shelf-test-style.csl"
# Three papers of three types; APA 7 lists them by first author: Goodfellow, Müller, Vaswani.
BIB = r"""
@inproceedings{vaswani2017attention,
  author = {Vaswani, Ashish and Shazeer, Noam and Parmar, Niki},
  title = {Attention is All you Need},
  booktitle = {Advances in Neural Information Processing Systems},
  volume = 30, pages = {5998--6008}, year = 2017,
}
@article{muller2020uber,
  author = {M{\"u}ller, J{\"o}rg and Gro{\ss}, Hans},
  title = {{\"U}ber die Konvergenz stochastischer Gradientenverfahren},
  journal = {Journal of Machine Learning Research},
  volume = {21}, number = {4}, pages = {1--42}, year = {2020},
}
@book{goodfellow2016deep,
  author = {Goodfellow, Ian and Bengio, Yoshua and Courville, Aaron},
  title = {Deep Learning},
  year = {2016},
}
"""


@pytest.fixture(autouse=True)
def clipboard_emptied() -> Iterator[None]:
    """Empty the clipboard after each test: offscreen Qt keeps its content in a static that is
    destroyed after Python is gone, and a QMimeData made in Python then crashes the exit (on
    X11, Wayland, Windows and macOS the clipboard goes with the application)."""
    yield
    QApplication.clipboard().clear()


@pytest.fixture
def styles(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty folder for the styles a test adds."""
    folder = tmp_path / "styles"
    monkeypatch.setenv("PAPERSHELF_STYLES", str(folder))
    return folder


@pytest.fixture
def papers(qtbot: QtBot, lib: Library, settings: Settings, tmp_path: Path, styles: Path
           ) -> Iterator[MainWindow]:  # fmt: skip
    """The window over the three papers, sorted by title, active, keyboard in the table."""
    source = tmp_path / "three.bib"
    source.write_text(BIB, encoding="utf-8")
    import_file(lib, source)
    window = shown_window(qtbot, lib, settings)
    window.table.sortByColumn(_column(window, "title"), Qt.SortOrder.AscendingOrder)
    window.activateWindow()
    qtbot.waitActive(window)
    yield window
    window.close()


def _column(window: MainWindow, name: str) -> int:
    """The model column of a field."""
    from papershelf.gui.table.table_cells import COLUMN_INDEX

    return COLUMN_INDEX[name]


def _click_row(qtbot: QtBot, window: MainWindow, row: int, modifier=Qt.KeyboardModifier.NoModifier
               ) -> None:  # fmt: skip
    """Click a row's title cell, as a person selects a paper (Shift: extend the selection)."""
    table = window.table
    index = window.model.index(row, _column(window, "title"))
    table.scrollTo(index)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier,
                     table.visualRect(index).center())  # fmt: skip


def _select_all_three(qtbot: QtBot, window: MainWindow) -> None:
    """Click the first row, Shift+click the third."""
    _click_row(qtbot, window, 0)
    _click_row(qtbot, window, 2, SHIFT)
    assert len(window.table.selected_ids()) == 3


def test_the_copy_actions_show_their_keys_in_the_edit_menu(papers: MainWindow) -> None:
    found = {a.text(): a.shortcut().toString() for a in papers.findChildren(QAction)}
    assert found[actions.COPY_REFERENCE.text] == "Ctrl+Shift+B"
    assert found[actions.COPY_CITATION.text] == "Ctrl+Shift+K"


def test_copy_reference_puts_apa_html_and_text_on_the_clipboard(
    qtbot: QtBot, papers: MainWindow
) -> None:
    _select_all_three(qtbot, papers)
    QTest.keyClick(papers, Qt.Key.Key_B, CTRL | SHIFT)
    data = QApplication.clipboard().mimeData()
    assert data.hasHtml() and data.hasText()
    lines = data.text().splitlines()
    # APA 7, written from its rules: surnames first with initials, (year), italic venue.
    assert lines == [
        "Goodfellow, I., Bengio, Y., & Courville, A. (2016). Deep Learning.",
        "Müller, J., & Groß, H. (2020). Über die Konvergenz stochastischer "
        "Gradientenverfahren. Journal of Machine Learning Research, 21(4), 1–42.",
        "Vaswani, A., Shazeer, N., & Parmar, N. (2017). Attention is All you Need. "
        "Advances in Neural Information Processing Systems, 30, 5998–6008.",
    ]
    html = data.html()
    assert "<i>Deep Learning</i>" in html  # a book's title is in italics
    assert "<i>Journal of Machine Learning Research</i>" in html
    assert "<i>21</i>" in html  # and a journal's volume
    assert html.count("<p>") == 3 and "<" not in data.text()
    assert "Copied 3 references in APA" in papers.statusBar().currentMessage()


def test_copy_citation_gives_the_in_text_form(qtbot: QtBot, papers: MainWindow) -> None:
    _click_row(qtbot, papers, 0)  # Attention is All you Need
    QTest.keyClick(papers, Qt.Key.Key_K, CTRL | SHIFT)
    assert QApplication.clipboard().text() == "(Vaswani et al., 2017)"
    _select_all_three(qtbot, papers)
    QTest.keyClick(papers, Qt.Key.Key_K, CTRL | SHIFT)
    assert QApplication.clipboard().text() == (
        "(Goodfellow et al., 2016; Müller & Groß, 2020; Vaswani et al., 2017)"
    )


def test_the_preview_switch_shows_the_reference_and_what_is_missing(
    qtbot: QtBot, papers: MainWindow, settings: Settings
) -> None:
    preview = papers.detail.reference_preview
    _click_row(qtbot, papers, 1)  # Deep Learning: a book without a publisher
    assert not preview.reference.isVisible()
    qtbot.mouseClick(preview.switch, Qt.MouseButton.LeftButton)
    assert preview.reference.isVisible()
    assert preview.switch.text() == "Reference · APA 7"
    assert preview.reference_text() == (
        "Goodfellow, I., Bengio, Y., & Courville, A. (2016). Deep Learning."
    )
    assert preview.missing.isVisible()
    assert preview.missing.text() == "Missing for APA 7: publisher"
    assert settings.integer(Settings.SHOW_REFERENCE) == 1  # the switch stays open next time
    _click_row(qtbot, papers, 2)  # the next paper is formatted as it is selected
    assert preview.reference_text().startswith("Müller, J., & Groß, H. (2020).")
    assert not preview.missing.isVisible()
    qtbot.mouseClick(preview.switch, Qt.MouseButton.LeftButton)
    assert not preview.reference.isVisible() and settings.integer(Settings.SHOW_REFERENCE) == 0


def test_an_edit_that_fills_the_gap_updates_the_preview(qtbot: QtBot, papers: MainWindow) -> None:
    preview = papers.detail.reference_preview
    _click_row(qtbot, papers, 1)
    preview.set_open(True)
    entry = papers.table.selected_ids()[0]
    assert papers.controller.edit_entry(entry, {"fields": [("publisher", "MIT Press")]})
    assert preview.reference_text().endswith("Deep Learning. MIT Press.")
    assert not preview.missing.isVisible()


def _open_preferences(qtbot: QtBot, window: MainWindow) -> PreferencesDialog:
    """Ctrl+, on the window: the Preferences dialog."""
    QTest.keyClick(window, Qt.Key.Key_Comma, CTRL)
    dialog = window.findChild(PreferencesDialog, "preferencesDialog")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_the_style_chosen_in_preferences_is_kept_and_used(
    qtbot: QtBot, papers: MainWindow, settings: Settings
) -> None:
    dialog = _open_preferences(qtbot, papers)
    names = [dialog.style_box.itemText(i) for i in range(dialog.style_box.count())]
    for bundled in ("APA 7", "IEEE", "Chicago", "Nature", "ACM", "Vancouver", "Harvard", "MLA"):
        assert any(name.startswith(bundled) for name in names), bundled
    dialog.style_box.setFocus()
    QTest.keyClicks(dialog.style_box, "IEEE")
    assert dialog.style_box.currentText() == "IEEE"
    QTest.keyClick(dialog.style_box, Qt.Key.Key_Return)  # the default button: OK
    assert not dialog.isVisible()
    assert Settings(settings.path).text(Settings.CITATION_STYLE) == "ieee"  # on disk
    _click_row(qtbot, papers, 0)
    QTest.keyClick(papers, Qt.Key.Key_K, CTRL | SHIFT)
    assert QApplication.clipboard().text() == "[1]"
    QTest.keyClick(papers, Qt.Key.Key_B, CTRL | SHIFT)
    assert QApplication.clipboard().text().startswith("[1]")
    assert "A. Vaswani, N. Shazeer, and N. Parmar" in QApplication.clipboard().text()
    preview = papers.detail.reference_preview
    qtbot.mouseClick(preview.switch, Qt.MouseButton.LeftButton)
    assert preview.switch.text() == "Reference · IEEE"


def test_an_added_style_file_is_copied_listed_and_used(
    qtbot: QtBot, papers: MainWindow, styles: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _open_preferences(qtbot, papers)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(TEST_STYLE), ""))
    qtbot.mouseClick(dialog.add_style_button, Qt.MouseButton.LeftButton)
    assert dialog.style_box.currentText() == "Shelf Test Style (added)"
    assert [p.name for p in styles.iterdir()] == ["shelf-test-style.csl"]
    QTest.keyClick(dialog.style_box, Qt.Key.Key_Return)
    _click_row(qtbot, papers, 0)
    QTest.keyClick(papers, Qt.Key.Key_B, CTRL | SHIFT)
    data = QApplication.clipboard().mimeData()
    assert data.text() == "Vaswani, A., Shazeer, N., Parmar, N. (2017). Attention is All you Need."
    assert "font-variant:small-caps" in data.html()
    again = _open_preferences(qtbot, papers)  # listed thereafter, and chosen
    assert again.style_box.currentText() == "Shelf Test Style (added)"
    again.reject()


def test_a_malformed_style_file_is_refused_with_a_clear_message(
    qtbot: QtBot, papers: MainWindow, styles: Path, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    broken = tmp_path / "broken.csl"
    broken.write_text('<style xmlns="http://purl.org/net/xbiblio/csl"><info><title>X')
    warnings: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(broken), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warnings.append(text))
    dialog = _open_preferences(qtbot, papers)
    before = dialog.style_box.count()
    qtbot.mouseClick(dialog.add_style_button, Qt.MouseButton.LeftButton)
    assert len(warnings) == 1 and "broken.csl is not a CSL style" in warnings[0]
    assert dialog.style_box.count() == before and not styles.exists()
    dialog.reject()


def _export_action(window: MainWindow) -> QAction:
    """File › Export Bibliography…"""
    found = [
        a for a in window.findChildren(QAction) if a.text() == actions.EXPORT_BIBLIOGRAPHY.text
    ]
    assert len(found) == 1
    return found[0]


def _export(qtbot: QtBot, window: MainWindow, target: Path, output: str, monkeypatch) -> None:
    """Export Bibliography in *output* (a format's name typed in its box) to *target*."""
    from papershelf.gui.dialogs.bibliography_export import BibliographyExportDialog

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    _export_action(window).trigger()
    dialog = window.findChild(BibliographyExportDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.format_box.setFocus()
    QTest.keyClicks(dialog.format_box, output)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)


def test_export_bibliography_writes_markdown_of_the_view(
    qtbot: QtBot, papers: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "refs.md"
    _export(qtbot, papers, target, "Markdown", monkeypatch)
    text = target.read_text(encoding="utf-8")
    assert "*Journal of Machine Learning Research*" in text and text.count("(20") == 3
    assert "Exported 3 entries" in papers.statusBar().currentMessage()


def test_export_bibliography_writes_csl_json_for_pandoc(
    qtbot: QtBot, papers: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "refs.json"
    _export(qtbot, papers, target, "CSL", monkeypatch)
    items = json.loads(target.read_text(encoding="utf-8"))
    assert sorted(item["id"] for item in items) == [
        "goodfellow2016deep", "muller2020uber", "vaswani2017attention",
    ]  # fmt: skip


def test_keep_exported_to_a_json_file_keeps_csl_json_written(
    qtbot: QtBot, papers: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QInputDialog

    target = tmp_path / "refs.json"
    offered: list[list[str]] = []

    def choose(_parent, _title, _label, items, current, _editable):  # type: ignore[no-untyped-def]
        offered.append(list(items))
        return items[current], True  # the format offered first

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QInputDialog, "getItem", choose)
    found = [
        a for a in papers.findChildren(QAction) if a.text() == actions.AUTO_EXPORT_LIBRARY.text
    ]
    found[0].trigger()
    assert offered[0][0] == "csl-json"  # a .json file: CSL-JSON comes first
    qtbot.waitUntil(target.exists, timeout=3000)
    assert len(json.loads(target.read_text(encoding="utf-8"))) == 3
    _click_row(qtbot, papers, 0)
    entry = papers.table.selected_ids()[0]
    papers.controller.edit_entry(entry, {"title": "Attention Is All You Need"})
    qtbot.waitUntil(lambda: "Attention Is All You Need" in target.read_text(), timeout=3000)


def test_many_papers_are_formatted_on_a_worker_and_the_window_stays_live(
    qtbot: QtBot, papers: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        "papershelf.gui.features.citations_ui.SYNC_LIMIT", 1
    )  # three are "many" here
    QApplication.clipboard().setText("before")
    _select_all_three(qtbot, papers)
    QTest.keyClick(papers, Qt.Key.Key_B, CTRL | SHIFT)
    job = papers.citations.job
    assert job is not None  # the key press returned before the references were formatted
    assert papers.statusBar().currentMessage() == "Formatting 3 references…"
    QTest.keyClick(papers, Qt.Key.Key_K, CTRL | SHIFT)  # one job at a time
    assert papers.statusBar().currentMessage().startswith("Still formatting")
    qtbot.waitUntil(lambda: papers.citations.job is None, timeout=30000)
    data = QApplication.clipboard().mimeData()
    assert data.text().splitlines()[0].startswith("Goodfellow, I., Bengio, Y., & Courville, A.")
    assert "<i>Deep Learning</i>" in data.html()
    assert papers.statusBar().currentMessage() == "Copied 3 references in APA 7"
    target = tmp_path / "refs.html"
    _export(qtbot, papers, target, "HTML", monkeypatch)
    qtbot.waitUntil(lambda: papers.citations.job is None, timeout=30000)
    assert target.read_text(encoding="utf-8").count('class="csl-entry"') == 3


def test_an_export_over_the_library_itself_is_refused_and_says_why(
    qtbot: QtBot, papers: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = papers.controller.lib.path
    before = library.read_bytes()
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    _export(qtbot, papers, library, "Markdown", monkeypatch)
    assert len(shown) == 1 and "the file was not changed" in shown[0]
    assert library.read_bytes() == before
    assert count_entries(papers.controller.lib) == 3


def test_the_context_menu_of_selected_papers_offers_copy_reference(
    qtbot: QtBot, papers: MainWindow
) -> None:
    _click_row(qtbot, papers, 0)
    papers.menus.refresh_paper_menu()  # what a right-click on the rows shows (_table_menu)
    texts = [action.text() for action in papers.menus.paper_menu.actions()]
    assert actions.COPY_REFERENCE.text in texts and actions.COPY_CITATION.text in texts


@pytest.mark.parametrize("include", [False, True])
def test_csl_json_export_leaves_file_paths_out_unless_ticked(
    qtbot: QtBot, papers: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    include: bool,
) -> None:  # fmt: skip
    from papershelf.gui.dialogs.bibliography_export import BibliographyExportDialog
    from papershelf.services.attachments import attach

    pdf = tmp_path / "private" / "vaswani.pdf"
    pdf.parent.mkdir()
    pdf.write_bytes(b"%PDF-1.4\n%%EOF\n")
    lib = papers.controller.lib
    entry = lib.execute("SELECT id FROM entry WHERE key = 'vaswani2017attention'").fetchone()[0]
    attach(lib, entry, pdf, copy=False)
    target = tmp_path / "refs.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    _export_action(papers).trigger()
    dialog = papers.findChild(BibliographyExportDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert not dialog.files_box.isEnabled()  # a styled list has no paths to leave out
    dialog.format_box.setFocus()
    QTest.keyClicks(dialog.format_box, "CSL")
    assert dialog.files_box.isEnabled() and not dialog.files_box.isChecked()
    if include:
        qtbot.mouseClick(dialog.files_box, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(target.exists, timeout=3000)
    assert (str(pdf.parent) in target.read_text(encoding="utf-8")) is include
