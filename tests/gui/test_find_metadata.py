"""Paper › Find Metadata… with real keys and clicks, against pools of real recorded answers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from papershelf.formats.text.markup import to_plain
from papershelf.formats.web.crossref import work_record
from papershelf.gui.dialogs.find_metadata import FindMetadataDialog
from papershelf.gui.main_window import MainWindow
from papershelf.library.entry_records import load_record
from papershelf.services.importing import import_file
from tests.metadata_replay import ReplayServer, crossref_pool, serve_candidate_pools


@pytest.fixture
def pools(server: ReplayServer) -> ReplayServer:
    """The replay server answering every search from pools of its recordings."""
    serve_candidate_pools(server)
    return server


def add_recorded_abstracts(window: MainWindow, tmp_path: Path) -> list[int]:
    """Two entries made from recorded abstracts by the abstract-list importer."""
    works = json.loads(crossref_pool())["message"]["items"]
    records = [work_record(w) for w in works if w.get("DOI") in (
        "10.1038/srep16696", "10.1136/jclinpath-2020-206745")]  # fmt: skip
    path = tmp_path / "club.txt"
    texts = [" ".join(to_plain(r.abstract).split()) for r in records]
    path.write_text("Club\n\n" + "\n\n".join(texts) + "\n", encoding="utf-8")
    report = import_file(window.controller.lib, path)
    window.controller.changed.emit(report.changes)
    return list(report.added)


def check_box_centre(dialog: FindMetadataDialog, row: int) -> QPoint:
    """Where the found value's check box is drawn, in the table's viewport."""
    table = dialog.table
    index = table.model().index(row, 2)
    option = QStyleOptionViewItem()
    option.initFrom(table.viewport())
    option.rect = table.visualRect(index)
    option.features = QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator
    style = table.style()
    rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, table)
    return rect.center()


def test_find_metadata_applies_sure_matches_in_one_undo_step(
    qtbot: QtBot, window: MainWindow, pools: ReplayServer, tmp_path: Path
) -> None:
    """Select two abstract entries, Ctrl+Shift+M, Apply All Sure Matches; Ctrl+Z undoes both."""
    ids = add_recorded_abstracts(window, tmp_path)
    before = {i: load_record(window.controller.lib, i) for i in ids}
    window.table.select_ids(ids)
    QTest.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    dialog = window.findChild(FindMetadataDialog, "findMetadataDialog")
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.apply_all_button.isEnabled() and len(dialog.results) == 2,
                    timeout=30_000)  # fmt: skip
    assert dialog.apply_all_button.text() == "Apply All &Sure Matches (2)"
    assert dialog.evidence.text().startswith("Evidence: abstract 100%")
    assert dialog.chosen_fields()["title"] == "other"
    assert dialog.chosen_fields()["abstract"] == "keep"
    QTest.mouseClick(dialog.apply_all_button, Qt.MouseButton.LeftButton)
    after = [load_record(window.controller.lib, i) for i in ids]
    assert all(r is not None and r.authors_text and not r.title_inferred for r in after)
    assert {r.doi for r in after if r} == {"10.1038/srep16696", "10.1136/jclinpath-2020-206745"}
    QTest.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Close),
                     Qt.MouseButton.LeftButton)  # fmt: skip
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert {i: load_record(window.controller.lib, i) for i in ids} == before


def test_one_field_can_be_left_as_it_was(
    qtbot: QtBot, window: MainWindow, pools: ReplayServer, tmp_path: Path
) -> None:
    """Unchecking the title keeps the entry's own title; the rest is applied."""
    ids = add_recorded_abstracts(window, tmp_path)
    window.table.select_ids(ids[:1])
    title_before = load_record(window.controller.lib, ids[0]).title  # type: ignore[union-attr]
    QTest.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    dialog = window.findChild(FindMetadataDialog, "findMetadataDialog")
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.table.rowCount() > 0, timeout=30_000)
    row = next(
        r for r in range(dialog.table.rowCount()) if dialog.table.item(r, 0).text() == "title"
    )
    QTest.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=check_box_centre(dialog, row))  # fmt: skip
    assert dialog.chosen_fields()["title"] == "keep"
    QTest.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    applied = load_record(window.controller.lib, ids[0])
    assert applied is not None and applied.title == title_before
    assert applied.doi == "10.1038/srep16696" and applied.authors_text
    dialog.reject()


def test_a_mended_answer_is_said_beside_its_evidence(
    qtbot: QtBot, window: MainWindow, server: ReplayServer, tmp_path: Path
) -> None:
    """Crossref answers with a lone surrogate in its titles: the candidate shows U+FFFD and
    the pane says which answer was mended (issue 30: never a silent replacement)."""
    pool = json.loads(crossref_pool())
    for item in pool["message"]["items"]:
        item["title"] = [item["title"][0] + " \ud83d"]
    server.route("/works", 200, "application/json", json.dumps(pool).encode(), when="query.title")
    serve_candidate_pools(server)
    ids = add_recorded_abstracts(window, tmp_path)
    window.table.select_ids(ids[:1])
    QTest.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    dialog = window.findChild(FindMetadataDialog, "findMetadataDialog")
    assert dialog is not None
    qtbot.waitUntil(lambda: len(dialog.results) == 1, timeout=30_000)
    best = dialog.results[ids[0]].best
    assert best is not None and best.record.title.endswith(" \ufffd")
    assert "answer held an unpaired surrogate" in dialog.evidence.text()
    assert "replaced by \ufffd" in dialog.evidence.text()
    dialog.reject()
