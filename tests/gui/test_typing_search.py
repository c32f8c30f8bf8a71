"""Words typed into the search box: the first page at once from a LIMITed query, the hits'
count and their whole ranked list from the task runner (issue 38: a keystroke's cost must
not grow with the library).

Keys are typed into the real search box; the worker's read of the whole list waits on the
gate of test_big_views' `reads`, so what shows before it arrives is checked for certain.
RANK_LIMIT is lowered so a word in most of 600 entries has more hits than a first page may
rank. On SQLite and on PostgreSQL (tests/backends.py).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

import papershelf.library.queries as queries
from papershelf.gui.main_window import MainWindow
from papershelf.gui.table import table_model
from papershelf.library.db import Library
from papershelf.library.queries import RELEVANCE, Scope, Sort, count_matches, ordered_ids
from tests.gui import test_big_views
from tests.gui.test_big_views import ENTRIES, Reads

# The big library, its window and its gated whole-list reads: test_big_views' fixtures.
big_lib, reads, window = test_big_views.big_lib, test_big_views.reads, test_big_views.window

RANKED_AT_ONCE = 200  # RANK_LIMIT here: hits x words past this come newest first


@pytest.fixture
def counts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[bool]]:
    """RANK_LIMIT lowered; every count of all a view's hits noted (True: on the window's
    thread)."""
    monkeypatch.setattr(queries, "RANK_LIMIT", RANKED_AT_ONCE)
    found: list[bool] = []
    real = queries._count

    def noted(lib: Library, view: queries.View) -> int:
        """queries._count, noting the thread it ran on."""
        found.append(threading.current_thread() is threading.main_thread())
        return real(lib, view)

    monkeypatch.setattr(queries, "_count", noted)
    yield found


def _type(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type *text* into the search box with key events; wait until the table searched it."""
    window.search.setFocus()
    qtbot.keyClicks(window.search, text)
    wanted = window.search.text()
    qtbot.waitUntil(lambda: window.model.query == wanted, timeout=5000)


def test_many_hits_show_newest_first_then_ranked_and_counted(
    qtbot: QtBot, window: MainWindow, reads: Reads, big_lib: Library, counts: list[bool]
) -> None:
    model = window.model
    ranked = ordered_ids(big_lib, Scope(), "graph", Sort(RELEVANCE))
    assert RANKED_AT_ONCE < len(ranked) == count_matches(big_lib, "graph") < ENTRIES
    reads.gate.clear()
    read_before = reads.whole_off_gui_thread()
    _type(qtbot, window, "graph")
    assert model.partial and not model.counted
    assert model.ids == sorted(ranked, reverse=True)[: table_model.FIRST_PAGE]  # newest
    assert window.count_label.text() == f"over {RANKED_AT_ONCE} of {ENTRIES} entries"
    assert window.table.selected_ids() == [model.ids[0]]
    assert counts == []  # no hit was counted on the window's thread, nor anywhere yet
    qtbot.waitUntil(lambda: reads.whole_off_gui_thread() > read_before)  # after a pause

    reads.gate.set()
    qtbot.waitUntil(lambda: not model.partial, timeout=10000)
    assert model.ids == ranked and model.counted and model.total == len(ranked)
    assert window.count_label.text() == f"{len(ranked)} of {ENTRIES} entries"
    assert reads.whole_on_gui_thread() == [] and True not in counts


def test_few_hits_are_ranked_and_counted_at_once(
    qtbot: QtBot,
    window: MainWindow,
    reads: Reads,
    big_lib: Library,
    counts: list[bool],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    model = window.model
    monkeypatch.setattr(table_model, "FIRST_PAGE", 20)
    ranked = ordered_ids(big_lib, Scope(), "tanaka", Sort(RELEVANCE))
    assert table_model.FIRST_PAGE < len(ranked) <= RANKED_AT_ONCE
    reads.gate.clear()
    _type(qtbot, window, "tanaka")
    assert model.partial and model.counted
    assert model.ids == ranked[: table_model.FIRST_PAGE]  # best match first already
    assert window.count_label.text() == f"{len(ranked)} of {ENTRIES} entries"
    reads.gate.set()
    qtbot.waitUntil(lambda: not model.partial, timeout=10000)
    assert model.ids == ranked
    assert window.count_label.text() == f"{len(ranked)} of {ENTRIES} entries"
    assert reads.whole_on_gui_thread() == []


def test_a_word_typed_on_outdates_the_list_being_read(
    qtbot: QtBot, window: MainWindow, reads: Reads, big_lib: Library, counts: list[bool]
) -> None:
    model = window.model
    reads.gate.clear()
    shown: list[list[int]] = []
    model.layoutChanged.connect(lambda: shown.append(list(model.ids)))
    model.rowsInserted.connect(lambda: shown.append(list(model.ids)))
    read_before = reads.whole_off_gui_thread()
    _type(qtbot, window, "graph")
    qtbot.waitUntil(lambda: reads.whole_off_gui_thread() > read_before)  # asked, held
    _type(qtbot, window, " kernel")
    assert model.partial and not model.counted

    reads.gate.set()
    qtbot.waitUntil(lambda: not model.partial, timeout=10000)
    expected = ordered_ids(big_lib, Scope(), "graph kernel", Sort(RELEVANCE))
    assert model.ids == expected and model.total == len(expected)
    outdated = ordered_ids(big_lib, Scope(), "graph", Sort(RELEVANCE))
    assert outdated not in shown and shown[-1] == expected
    assert window.count_label.text() == f"{len(expected)} of {ENTRIES} entries"
    assert reads.whole_on_gui_thread() == [] and True not in counts
