"""Duplicates found while importing: reviewed side by side, then skipped, merged or kept."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTableWidgetItem
from pytestqt.qtbot import QtBot

from papershelf.gui.dialogs import import_review
from papershelf.gui.dialogs.import_review import ImportReviewDialog
from papershelf.gui.main_window import MainWindow
from papershelf.library.queries import count_entries, get_entry
from papershelf.services.duplicates import is_marked_different
from papershelf.services.import_report import Decision
from papershelf.services.importing import ImportPlan, import_records, plan_import
from tests.factories import record

BIB = """@article{vaswani2017,
  title = {Attention is all you need (extended)},
  author = {Vaswani, A.},
  year = {2017},
  doi = {10.5555/3295222},
}

@article{fresh2021,
  title = {A Completely Fresh Paper on Wombats},
  author = {Doe, Jane},
  year = {2021},
}
"""


@pytest.fixture
def existing(window: MainWindow) -> int:
    """A library entry the .bib file's first record duplicates (same DOI)."""
    original = record("Attention Is All You Need", 2017, "Vaswani, Ashish", doi="10.5555/3295222")
    entry_id = import_records(window.controller.lib, [original]).added[0]
    window.model.reload()
    return entry_id


@pytest.fixture
def bib(tmp_path: Path) -> Path:
    """A .bib file with one duplicate and one new paper."""
    path = tmp_path / "incoming.bib"
    path.write_text(BIB)
    return path


def _answer(monkeypatch: pytest.MonkeyPatch, make: object) -> list[ImportPlan]:
    """Make review_duplicates answer with make(plan) (a dict, or None to cancel)."""
    seen: list[ImportPlan] = []

    def review(window: MainWindow, plan: ImportPlan) -> object:
        seen.append(plan)
        return make(plan) if callable(make) else make

    monkeypatch.setattr(import_review, "review_duplicates", review)
    return seen


def _only(plan: ImportPlan) -> int:
    """The index of the plan's one candidate."""
    assert len(plan.candidates) == 1
    return plan.candidates[0].index


def test_skipping_a_duplicate_imports_only_the_new_paper(
    window: MainWindow, existing: int, bib: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _answer(monkeypatch, lambda plan: {_only(plan): "skip"})
    before = count_entries(window.controller.lib)
    report = window.imports.import_paths([bib])
    assert seen and seen[0].candidates[0].existing_id == existing
    assert report is not None and len(report.added) == 1 and len(report.skipped) == 1
    assert count_entries(window.controller.lib) == before + 1
    assert get_entry(window.controller.lib, existing).title == "Attention Is All You Need"  # type: ignore[union-attr]


def test_merging_a_duplicate_takes_the_chosen_field(
    window: MainWindow, existing: int, bib: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _answer(monkeypatch, lambda plan: {_only(plan): Decision.merge({"title": "other"})})
    before = count_entries(window.controller.lib)
    report = window.imports.import_paths([bib])
    assert report is not None and report.merged == [existing]
    assert count_entries(window.controller.lib) == before + 1
    title = get_entry(window.controller.lib, existing).title  # type: ignore[union-attr]
    assert title == "Attention is all you need (extended)"
    window.menus.undo_action.trigger()  # one undo step: the merge and the new paper
    assert count_entries(window.controller.lib) == before
    assert get_entry(window.controller.lib, existing).title == "Attention Is All You Need"  # type: ignore[union-attr]


def test_importing_anyway_remembers_not_a_duplicate(
    window: MainWindow, existing: int, bib: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _answer(monkeypatch, lambda plan: {_only(plan): "keep"})
    before = count_entries(window.controller.lib)
    report = window.imports.import_paths([bib])
    assert report is not None and len(report.added) == 2
    assert count_entries(window.controller.lib) == before + 2
    lib = window.controller.lib
    assert any(is_marked_different(lib, existing, added) for added in report.added)


def test_cancelling_the_review_imports_nothing(
    window: MainWindow, existing: int, bib: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _answer(monkeypatch, None)
    before = count_entries(window.controller.lib)
    report = window.imports.import_paths([bib])
    assert report is not None and not report.added
    assert count_entries(window.controller.lib) == before


def test_no_duplicates_no_review(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _answer(monkeypatch, None)
    path = tmp_path / "new.bib"
    path.write_text(BIB.split("\n\n", 1)[1])
    report = window.imports.import_paths([path])
    assert not seen and report is not None and len(report.added) == 1


def test_an_unreadable_file_is_reported_and_the_others_go_on(
    window: MainWindow, existing: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _answer(monkeypatch, lambda plan: {_only(plan): "keep"})
    shown: list[list[str]] = []
    monkeypatch.setattr(
        window.imports, "_show_import_report", lambda report, errors: shown.append(errors)
    )
    good = tmp_path / "new.bib"
    good.write_text(BIB)
    report = window.imports.import_paths([tmp_path / "missing.bib", good])
    assert seen  # the readable file's duplicate was still reviewed
    assert report is not None and len(report.added) == 2
    assert shown and "missing.bib" in shown[0][0]


def test_the_dialog_gives_per_field_merge_decisions(
    qtbot: QtBot, window: MainWindow, existing: int, bib: Path
) -> None:
    plan = plan_import(window.controller.lib, [bib])
    dialog = ImportReviewDialog(plan, window.controller.lib, window)
    qtbot.addWidget(dialog)
    index = _only(plan)
    assert dialog.decisions() == {index: "skip"}  # the default
    table = dialog.fields

    def cell(row: int, column: int) -> QTableWidgetItem:
        item = table.item(row, column)
        assert item is not None
        return item

    rows = {cell(r, 0).text(): r for r in range(table.rowCount())}
    assert cell(rows["title"], 1).text() == "Attention Is All You Need"
    assert cell(rows["title"], 2).text() == "Attention is all you need (extended)"
    rect = table.visualItemRect(cell(rows["title"], 2))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(dialog.buttons["merge"], Qt.MouseButton.LeftButton)
    decision = dialog.decisions()[index]
    assert isinstance(decision, Decision) and decision.action == "merge"
    assert dict(decision.choices)["title"] == "other"
    qtbot.mouseClick(dialog.buttons["keep"], Qt.MouseButton.LeftButton)
    assert dialog.decisions() == {index: "keep"}


ENCODINGS = Path(__file__).resolve().parents[1] / "data" / "encodings"


def test_a_guessed_encoding_can_be_changed_before_anything_is_stored(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "polish.bib"
    path.write_bytes((ENCODINGS / "undeclared-latin2.bib").read_bytes())
    lib = window.controller.lib
    before = count_entries(lib)
    plan = plan_import(lib, [path])
    assert [f.codec for f in plan.assumed] == ["iso8859-2"]
    dialog = ImportReviewDialog(plan, lib, window)
    qtbot.addWidget(dialog)
    dialog.show()
    (bar,) = dialog.encodings
    assert bar.codec == "iso8859-2" and "Łódź" not in bar.sample.text()  # first title shown
    assert "Wpływ zmian klimatu" in bar.sample.text()
    bar.combo.setFocus()
    QTest.keyClick(bar.combo, Qt.Key.Key_Down)  # UTF-8: the bytes are not
    assert bar.codec == "utf-8" and plan.files[0].error is not None
    assert bar.sample.text() == "the file cannot be read as UTF-8"
    QTest.keyClick(bar.combo, Qt.Key.Key_Down)  # Windows-1252: read, and wrong
    assert bar.codec == "cp1252" and plan.files[0].codec == "cp1252"
    assert "Wp³yw zmian klimatu" in bar.sample.text()  # read again, as the person chose
    QTest.keyClick(bar.combo, Qt.Key.Key_Home)  # back to the guess
    assert plan.files[0].codec == "iso8859-2" and "Wpływ zmian klimatu" in bar.sample.text()
    assert count_entries(lib) == before  # nothing stored while choosing


def test_an_import_in_a_guessed_encoding_asks_first(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _answer(monkeypatch, {})
    path = tmp_path / "chinese.bib"
    path.write_bytes((ENCODINGS / "undeclared-gbk.bib").read_bytes())
    report = window.imports.import_paths([path])
    assert seen and seen[0].assumed and seen[0].candidates == []
    assert report is not None and len(report.added) == 3
    titles = {get_entry(window.controller.lib, i).title for i in report.added}  # type: ignore[union-attr]
    assert "基于深度学习的图像识别方法研究" in titles


def test_a_big_file_in_a_guessed_encoding_is_reviewed_not_imported_blind(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("papershelf.gui.features.import_flow.SYNC_IMPORT_BYTES", 100)
    path = tmp_path / "polish.bib"
    path.write_bytes((ENCODINGS / "undeclared-latin2.bib").read_bytes())
    before = count_entries(window.controller.lib)
    assert window.imports.import_paths([path]) is None  # planned on the task runner
    job = window.imports.background
    assert job is not None
    with qtbot.waitSignal(job.reviewing, timeout=30000) as opened:
        pass
    dialog = opened.args[0]
    assert isinstance(dialog, ImportReviewDialog) and dialog.isVisible()
    assert [f.codec for f in dialog.plan.assumed] == ["iso8859-2"]
    with qtbot.waitSignal(job.ended, timeout=30000):  # the person looks, then cancels
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert count_entries(window.controller.lib) == before
