"""Searching as a person does: typed key by key, marked, counted, saved, cleared with Esc."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import Scope
from papershelf.services.saved_searches import find_saved
from tests.gui.test_organising import undo_redo


def _type(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type into the search box key by key and wait for the table to follow."""
    window.search.setFocus()
    for char in text:
        qtbot.keyClicks(window.search, char)
    qtbot.waitUntil(lambda: window.model.query == window.search.text(), timeout=3000)


def _titles(window: MainWindow) -> list[str]:
    """The titles the table shows."""
    return [
        window.model.index(r, COLUMN_INDEX["title"]).data() for r in range(window.model.rowCount())
    ]


def test_typing_filters_counts_and_marks(qtbot: QtBot, window: MainWindow) -> None:
    _type(qtbot, window, "protei")  # a word still being typed matches as a prefix
    titles = _titles(window)
    assert titles and len(titles) < 19
    assert any("Protein" in t for t in titles)
    assert window.count_label.text() == f"{len(titles)} of 19 entries"
    assert window.model.terms == ("protei",)
    assert "#ffe58a" in window.detail.browser.toHtml()  # the abstract's matches are marked
    assert window.table.horizontalHeader().sortIndicatorSection() == -1  # best match first


def test_a_search_builds_the_detail_page_once_with_its_marks(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    browser = window.detail.browser
    pages: list[str] = []
    show = browser.set_page
    monkeypatch.setattr(browser, "set_page", lambda page, *a: pages.append(page) or show(page, *a))
    _type(qtbot, window, "protein")  # another paper comes first, with the word marked
    assert len(pages) == 1
    assert "<mark>" in pages[0] and "#ffe58a" in browser.toHtml()
    _type(qtbot, window, " structure")  # the same paper stays first: new marks, one page
    assert len(pages) == 2 and window.model.terms == ("protein", "structure")


def test_esc_restores_the_scope(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.set_status([window.model.entry_id(0), window.model.entry_id(1)], Status.READ)
    window.show_scope(Scope("status", int(Status.READ)))
    assert window.model.rowCount() == 2
    _type(qtbot, window, "zzzz")
    assert window.model.rowCount() == 0
    assert "No papers match" in window.table.empty_message()
    qtbot.keyClick(window.search, Qt.Key.Key_Escape)
    assert window.search.text() == ""
    assert window.model.rowCount() == 2
    assert window.sidebar.current_scope() == Scope("status", int(Status.READ))


def test_fields_and_operators(qtbot: QtBot, window: MainWindow) -> None:
    _type(qtbot, window, "year:2025 -protein")
    titles = _titles(window)
    assert titles and not any("Protein" in t for t in titles)
    window.search.clear()
    _type(qtbot, window, 'title:"graph condensation"')
    assert _titles(window) == ["Bonsai: A Novel Graph Condensation Method"]


def test_a_query_it_cannot_read_gets_an_inline_hint(qtbot: QtBot, window: MainWindow) -> None:
    _type(qtbot, window, "year:soon neural")
    assert window.search.hints
    assert "border" in window.search.styleSheet()
    assert "year" in window.search.toolTip()
    assert window.model.rowCount() > 0  # the best reading still runs
    window.search.clear()
    _type(qtbot, window, "neural")
    assert not window.search.hints and window.search.styleSheet() == ""


def test_clicking_a_header_sorts_the_hits(qtbot: QtBot, window: MainWindow) -> None:
    _type(qtbot, window, "learning")
    window.table.sortByColumn(COLUMN_INDEX["title"], Qt.SortOrder.AscendingOrder)
    titles = _titles(window)
    assert titles == sorted(titles, key=str.casefold)
    assert window.table.horizontalHeader().sortIndicatorSection() == COLUMN_INDEX["title"]


def test_completion_offers_fields_and_tag_values(window: MainWindow) -> None:
    window.controller.add_tag([window.model.entry_id(0)], "ml/rl")
    assert "title:" in window.search.completions("tit")
    assert window.search.completions("tag:rl") == ["tag:ml/rl"]
    assert window.search.completions("status:re") == [
        "status:unread",
        "status:reading",
        "status:read",
    ]
    assert window.search.completions("-x") == []


def test_search_within_a_tag(qtbot: QtBot, window: MainWindow) -> None:
    picked = {window.model.entry_id(r) for r in range(5)}
    _type(qtbot, window, "a")
    everywhere = set(window.model.ids)
    assert everywhere & picked and everywhere - picked  # hits inside and outside the tag
    qtbot.keyClick(window.search, Qt.Key.Key_Escape)
    window.controller.add_tag(sorted(picked), "picked")
    window.show_scope(Scope("tag", "picked"))
    _type(qtbot, window, "a")
    assert set(window.model.ids) == everywhere & picked  # the tag's hits, and only those


def test_saving_a_search_and_undoing_it(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = ["Optimisers"]
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (answers.pop(0), True))
    _type(qtbot, window, "optim")
    expected = set(window.model.ids)
    lib: Library = window.controller.lib
    undo_redo(window, window.organise.save_search)
    saved_id = find_saved(lib, "Optimisers")
    assert saved_id is not None
    window.search.clear()
    qtbot.keyClick(window.search, Qt.Key.Key_Escape)
    window.show_scope(Scope("saved", saved_id))
    assert set(window.model.ids) == expected
    # it updates live: a paper edited to match joins it
    other = next(
        i
        for i in range(1, 30)
        if i not in expected
        and window.controller.lib.execute("SELECT 1 FROM entry WHERE id = ?", [i]).fetchone()
    )
    window.controller.edit_entry(other, {"notes": "optimizer baseline"})
    assert other in window.model.ids
    answers.append("title:protein")
    undo_redo(window, lambda: window.organise.sidebar_action("edit_saved", saved_id))
    answers.append("Proteins")
    undo_redo(window, lambda: window.organise.sidebar_action("rename_saved", saved_id))
    undo_redo(window, lambda: window.organise.sidebar_action("delete_saved", saved_id))


def test_big_search_shows_a_page_then_every_hit(qtbot: QtBot, lib: Library, settings: Any) -> None:
    from papershelf.gui.controller import LibraryController
    from tests.bulk import bulk_library

    bulk_library(lib, 20_000)
    window = MainWindow(LibraryController(lib), settings)
    qtbot.addWidget(window)
    _type(qtbot, window, "l")
    assert window.model.total > window.model.rowCount()  # a first page, ranked later
    assert window.model.partial
    qtbot.waitUntil(lambda: not window.model.partial, timeout=5000)
    assert window.model.rowCount() == window.model.total
