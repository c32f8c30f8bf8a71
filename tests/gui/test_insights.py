"""Related papers and suggested tags in the detail view; Find Similar; the Statistics window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from papershelf.gui.detail.related_panel import RelatedPanel
from papershelf.gui.main_window import MainWindow
from papershelf.library.db import Library
from tests.gui.test_organising import _tags_of, undo_redo


def _id_of(lib: Library, title_start: str) -> int:
    """The entry whose title starts with *title_start*."""
    row = lib.execute("SELECT id FROM entry WHERE title LIKE ?", [title_start + "%"]).fetchone()
    return int(row[0])


def _panel_for(qtbot: QtBot, window: MainWindow, entry_id: int) -> RelatedPanel:
    """Select an entry and wait for its related papers."""
    window.table.select_ids([entry_id])
    panel = window.detail.related_panel
    qtbot.waitUntil(lambda: panel.shown_for == entry_id)
    return panel


def test_related_papers_of_metamizer_start_with_the_pde_paper(
    qtbot: QtBot, window: MainWindow
) -> None:
    lib = window.controller.lib
    panel = _panel_for(qtbot, window, _id_of(lib, "Metamizer"))
    fpnn = _id_of(lib, "FPNN")
    assert panel.rows[0].entry_id == fpnn and panel.rows[0].title.startswith("FPNN")
    assert "pde" in panel.rows[0].toolTip() and "% alike" in panel.rows[0].toolTip()
    assert [r.score for r in panel.rows] == sorted((r.score for r in panel.rows), reverse=True)


def test_one_click_on_a_related_paper_shows_it(qtbot: QtBot, window: MainWindow) -> None:
    lib = window.controller.lib
    metamizer = _id_of(lib, "Metamizer")
    panel = _panel_for(qtbot, window, metamizer)
    # A search that keeps the paper shown (its related papers stay) but hides FPNN: had the
    # search hidden the paper too, the pane would move on and its list change under the click.
    window.search.setText("metamizer")
    qtbot.waitUntil(lambda: window.model.rowCount() == 1)
    assert window.table.selected_ids() == [metamizer] and panel.shown_for == metamizer
    target = panel.rows[0]
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=QPoint(20, 10))
    assert window.table.selected_ids() == [_id_of(lib, "FPNN")]
    assert window.detail.entry() is not None and window.detail.entry().title.startswith("FPNN")


def test_a_suggested_tag_is_one_click_and_undoable(qtbot: QtBot, window: MainWindow) -> None:
    lib = window.controller.lib
    window.controller.add_tag([_id_of(lib, "FPNN")], "physics/pde")
    metamizer = _id_of(lib, "Metamizer")
    panel = _panel_for(qtbot, window, metamizer)
    chips = panel.suggestions.chips
    assert panel.suggestions.names()[0] == "physics/pde" and len(chips) <= 5
    undo_redo(window, lambda: qtbot.mouseClick(chips[0], Qt.MouseButton.LeftButton))
    assert _tags_of(lib, metamizer) == {"physics/pde"}
    qtbot.waitUntil(lambda: "physics/pde" not in panel.suggestions.names())


def test_edited_abstracts_are_reindexed(qtbot: QtBot, window: MainWindow) -> None:
    lib = window.controller.lib
    metamizer, bonsai = _id_of(lib, "Metamizer"), _id_of(lib, "Bonsai")
    panel = _panel_for(qtbot, window, metamizer)
    abstract = lib.execute("SELECT abstract FROM entry WHERE id = ?", [metamizer]).fetchone()[0]
    window.controller.edit_entry(bonsai, {"abstract": abstract + " Graph condensation too."})
    qtbot.waitUntil(lambda: panel.rows[0].entry_id == bonsai)


def test_find_similar_searches_with_related(qtbot: QtBot, window: MainWindow) -> None:
    lib = window.controller.lib
    window.table.select_ids([_id_of(lib, "Metamizer")])
    window.insights.find_similar_action.trigger()
    assert window.search.text() == "related:metamizer2025"
    qtbot.waitUntil(lambda: 0 < window.model.rowCount() < 19)
    shown = {window.model.entry_id(r) for r in range(window.model.rowCount())}
    assert _id_of(lib, "FPNN") in shown and _id_of(lib, "Metamizer") not in shown


def test_statistics_window_shows_and_exports(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.controller.set_status([_id_of(window.controller.lib, "Metamizer")], 2)
    window.insights.statistics_action.trigger()
    stats = window.insights.statistics
    assert stats is not None and stats.isVisible()
    qtbot.addWidget(stats)
    assert stats.view.stats is not None and (stats.view.stats.total, stats.view.stats.read) == (
        19,
        1,
    )
    assert stats.view.tiles["backlog"].value.text() == "18"
    window.controller.set_status([_id_of(window.controller.lib, "FPNN")], 2)
    qtbot.waitUntil(lambda: stats.view.tiles["read"].value.text() == "2")
    target = tmp_path / "stats.png"
    assert stats.view.export_png(target)
    image = QImage(str(target))
    assert image.width() > 600 and image.height() > 400


def test_related_papers_need_no_index_build_and_follow_changes_at_once(
    qtbot: QtBot, sample_lib: Library
) -> None:
    from papershelf.gui.features.related_service import RelatedService
    from papershelf.services.changes import Changes
    from papershelf.services.entries import update_entry

    service = RelatedService(sample_lib)
    metamizer, bonsai = _id_of(sample_lib, "Metamizer"), _id_of(sample_lib, "Bonsai")
    assert service.is_ready and service.related(metamizer)[0].entry_id == _id_of(sample_lib, "FPNN")
    abstract = sample_lib.execute("SELECT abstract FROM entry WHERE id = ?", [metamizer]).fetchone()
    with qtbot.waitSignal(service.updated, timeout=1000):
        service.on_changes(update_entry(sample_lib, bonsai, {"abstract": abstract[0] + " Graphs."}))
    hits = service.related(metamizer, 3)
    assert hits[0].entry_id == bonsai and service.suggestions(metamizer) is not None
    with qtbot.assertNotEmitted(service.updated):
        service.on_changes(Changes())
        service.on_changes(Changes.edit([bonsai], ["rating"]))
