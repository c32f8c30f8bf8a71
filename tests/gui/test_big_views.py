"""A big view shows its first rows at once; its whole list is read on the task runner (issue 38).

Driven by real events on the window: a click on a header's rectangle sorts, keys typed into
the search box filter. FIRST_ROWS (table_model's documented threshold) is lowered so a few
hundred entries make a view "big"; the worker's read of the whole list waits on a gate the
test opens, so what shows before it arrives is checked for certain, not by luck of timing.
Every read of a whole list is recorded with the thread it ran on: none may run on the
window's thread. On SQLite and on PostgreSQL (tests/backends.py).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QPersistentModelIndex, QPoint, Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from papershelf.gui.controller import LibraryController
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.gui.table import table_model
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library import filter_walk
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import Scope, Sort, count_matches, ordered_ids
from papershelf.services.entries import set_status
from papershelf.services.tags import add_tag
from tests.backends import BACKENDS, library_on
from tests.bulk import bulk_library

ENTRIES = 600
FIRST = 100  # FIRST_ROWS in these tests
FILTER = "year:1995..2010"  # filters alone: about half of bulk_library's years (1990-2025)
# Fewer than FIRST among the first entries of the order (library/filter_walk.bound): read
# through the filter's own index, where FILTER walks the order's.
RARE_NEAR_THE_TOP = "year:1990..2000"
TAG = "ml"  # on every other entry (the tagged fixture)


@dataclass
class Reads:
    """Every ordered_ids call of the table model: its limit and whether the window's thread
    ran it; whole-list reads off that thread wait for `gate`."""

    calls: list[tuple[int | None, bool]] = field(default_factory=list)
    gate: threading.Event = field(default_factory=threading.Event)
    counts_on_gui_thread: int = 0  # count_matches calls of the window's thread

    def whole_on_gui_thread(self) -> list[tuple[int | None, bool]]:
        """The reads of a whole list that ran on the window's thread (none, or a bug)."""
        return [c for c in self.calls if c[0] is None and c[1]]

    def whole_off_gui_thread(self) -> int:
        """How many whole lists the task runner read."""
        return sum(1 for limit, on_gui in self.calls if limit is None and not on_gui)


@pytest.fixture(params=BACKENDS)
def big_lib(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Library]:
    """A library of ENTRIES generated entries, on each backend."""
    for lib in library_on(request, tmp_path):
        bulk_library(lib, ENTRIES)
        yield lib


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Iterator[Reads]:
    """The table model's reads of ids recorded (and gated), FIRST_ROWS lowered to FIRST."""
    found = Reads()
    found.gate.set()
    real = table_model.ordered_ids

    def recorded(lib: Library, *args: Any) -> list[int]:
        """ordered_ids, noting its limit and thread; a worker's whole list waits for the gate."""
        limit = args[3] if len(args) > 3 else None
        on_gui = threading.current_thread() is threading.main_thread()
        found.calls.append((limit, on_gui))
        if limit is None and not on_gui:
            assert found.gate.wait(20), "the test never opened the gate"
        return real(lib, *args)

    real_count = table_model.count_matches

    def counted(lib: Library, *args: Any) -> int:
        """count_matches, noting a count on the window's thread."""
        found.counts_on_gui_thread += threading.current_thread() is threading.main_thread()
        return real_count(lib, *args)

    monkeypatch.setattr(table_model, "ordered_ids", recorded)
    monkeypatch.setattr(table_model, "count_matches", counted)
    monkeypatch.setattr(table_model, "FIRST_ROWS", FIRST)
    yield found
    found.gate.set()  # a worker still waiting ends


@pytest.fixture
def window(qtbot: QtBot, big_lib: Library, reads: Reads, tmp_path: Path) -> Iterator[MainWindow]:
    """The main window on the big library, shown, its opening rows all read (deleted before
    the library goes: a paint after a server library's schema was dropped would fail)."""
    win = MainWindow(LibraryController(big_lib), Settings(tmp_path / "settings.ini"))
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: not win.model.partial, timeout=10000)
    assert win.model.rowCount() == ENTRIES
    yield win
    reads.gate.set()
    win.model.wait_for_rows(10000)
    win.close()
    shiboken6.delete(win)


def _click_header(qtbot: QtBot, window: MainWindow, column: str) -> None:
    """Click the header's rectangle of *column*."""
    header = window.table.horizontalHeader()
    spot = QPoint(header.sectionViewportPosition(COLUMN_INDEX[column]) + 10, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=spot)


def _click_row(qtbot: QtBot, window: MainWindow, entry_id: int) -> None:
    """Scroll to the row of *entry_id* and click its title cell."""
    row = window.model.row_of(entry_id)
    assert row is not None
    index = window.model.index(row, COLUMN_INDEX["title"])
    window.table.scrollTo(index)
    spot = window.table.visualRect(index).center()
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert window.table.selected_ids() == [entry_id]


def _current_id(window: MainWindow) -> int:
    """The entry of the table's current row."""
    return window.model.entry_id(window.table.currentIndex().row())


def test_a_sort_shows_its_first_rows_then_every_row_keeping_the_selection(
    qtbot: QtBot, window: MainWindow, reads: Reads, big_lib: Library
) -> None:
    model = window.model
    by_title = ordered_ids(big_lib, Scope(), "", Sort("title", descending=False))
    chosen = by_title[ENTRIES // 2]  # among the first rows of neither order by title
    _click_row(qtbot, window, chosen)
    reads.gate.clear()
    read_before = reads.whole_off_gui_thread()
    _click_header(qtbot, window, "title")
    order = model.sort_order
    assert order.key == "title"
    expected = by_title if not order.descending else list(reversed(by_title))
    assert model.partial and model.total == ENTRIES
    assert model.ids[:FIRST] == expected[:FIRST]
    waiting = model.ids[FIRST:]  # entries Qt holds indexes of (the selected one) wait after
    assert chosen in waiting and len(set(waiting)) == len(waiting) < 5
    assert window.table.selected_ids() == [chosen] and _current_id(window) == chosen
    assert window.count_label.text() == f"{ENTRIES} entries"
    window.table.verticalScrollBar().setValue(20)  # the person scrolls meanwhile

    reads.gate.set()
    qtbot.waitUntil(lambda: not model.partial, timeout=10000)
    assert model.ids == expected
    assert window.table.selected_ids() == [chosen] and _current_id(window) == chosen
    assert window.table.verticalScrollBar().value() == 20
    assert reads.whole_off_gui_thread() == read_before + 1
    assert reads.whole_on_gui_thread() == []


@pytest.fixture
def walk_answers(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """filter_walk.common's answers from now on: whether first rows walk the order's index."""
    answers: list[bool] = []
    real = filter_walk.common

    def noted(*args: Any) -> bool:
        """filter_walk.common, noting its answer."""
        answers.append(real(*args))
        return answers[-1]

    monkeypatch.setattr(filter_walk, "common", noted)
    return answers


@pytest.mark.parametrize(("query", "walks"), [(FILTER, True), (RARE_NEAR_THE_TOP, False)])
def test_a_typed_filter_shows_its_first_rows_then_every_match_and_the_count(
    qtbot: QtBot,
    window: MainWindow,
    reads: Reads,
    big_lib: Library,
    walk_answers: list[bool],
    query: str,
    walks: bool,
) -> None:
    model = window.model
    matches = count_matches(big_lib, query)
    assert FIRST < matches < ENTRIES
    expected = ordered_ids(big_lib, Scope(), query, model.sort_order)
    reads.gate.clear()
    read_before, counts_before = reads.whole_off_gui_thread(), reads.counts_on_gui_thread
    window.search.setFocus()
    qtbot.keyClicks(window.search, query)
    qtbot.waitUntil(lambda: model.query == query, timeout=5000)
    assert model.partial and model.ids == expected[:FIRST]
    assert walk_answers[-1:] == [walks]  # the first rows' plan
    assert window.count_label.text() == f"{FIRST}+ of {ENTRIES} entries"  # not counted yet
    chosen = model.ids[3]
    _click_row(qtbot, window, chosen)
    qtbot.waitUntil(lambda: reads.whole_off_gui_thread() > read_before)  # after a pause

    reads.gate.set()
    qtbot.waitUntil(lambda: not model.partial, timeout=10000)
    assert model.ids == expected and model.total == matches
    window.table.clearSelection()
    assert window.count_label.text() == f"{matches} of {ENTRIES} entries"
    assert reads.whole_on_gui_thread() == []
    assert reads.counts_on_gui_thread == counts_before


@pytest.fixture
def tagged(big_lib: Library) -> Library:
    """The big library with every other entry tagged TAG, the others being read."""
    add_tag(big_lib, range(2, ENTRIES + 1, 2), TAG)
    set_status(big_lib, range(1, ENTRIES + 1, 2), Status.READING)
    return big_lib


# Both common: FIRST of their entries among the order's first bound(), so both walk.
@pytest.mark.parametrize(
    ("key", "walks"), [(f"tag:{TAG}", True), (f"status:{int(Status.READING)}", True)]
)
def test_a_sidebar_filter_shows_its_first_rows_then_every_match_and_the_count(
    qtbot: QtBot,
    tagged: Library,
    window: MainWindow,
    reads: Reads,
    walk_answers: list[bool],
    key: str,
    walks: bool,
) -> None:
    model = window.model
    scope = Scope("tag", TAG) if key.startswith("tag:") else Scope("status", int(Status.READING))
    expected = ordered_ids(tagged, scope, "", model.sort_order)
    assert FIRST < len(expected) < ENTRIES
    reads.gate.clear()
    read_before, counts_before = reads.whole_off_gui_thread(), reads.counts_on_gui_thread
    _click_sidebar(qtbot, window, key)
    assert model.scope == scope
    assert model.partial and model.ids == expected[:FIRST]
    assert walk_answers[-1:] == [walks]
    assert window.count_label.text() == f"{FIRST}+ of {ENTRIES} entries"

    reads.gate.set()
    qtbot.waitUntil(lambda: not model.partial, timeout=10000)
    assert model.ids == expected and model.total == len(expected)
    assert window.count_label.text() == f"{len(expected)} of {ENTRIES} entries"
    assert reads.whole_off_gui_thread() == read_before + 1
    assert reads.whole_on_gui_thread() == []
    assert reads.counts_on_gui_thread == counts_before


def _click_sidebar(qtbot: QtBot, window: MainWindow, key: str) -> None:
    """Click the sidebar's row of *key* (a status, a tag) like a person would."""
    tree = window.sidebar.tree
    index = window.sidebar.data_for(key)
    assert index.isValid(), key
    tree.scrollTo(index)
    qtbot.mouseClick(
        tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualRect(index).center()
    )


def test_a_second_sort_outdates_the_first_whose_list_is_never_shown(
    qtbot: QtBot, window: MainWindow, reads: Reads, big_lib: Library
) -> None:
    model = window.model
    reads.gate.clear()
    shown: list[list[int]] = []
    model.layoutChanged.connect(lambda: shown.append(list(model.ids)))
    model.rowsInserted.connect(lambda: shown.append(list(model.ids)))
    _click_header(qtbot, window, "year")
    first = model.sort_order
    _click_header(qtbot, window, "year")  # the other way, before the first list came
    second = model.sort_order
    assert (first.key, second.key) == ("year", "year") and first.descending != second.descending
    assert model.partial

    reads.gate.set()
    qtbot.waitUntil(lambda: not model.partial, timeout=10000)
    expected = ordered_ids(big_lib, Scope(), "", second)
    assert model.ids == expected
    outdated = ordered_ids(big_lib, Scope(), "", first)
    assert outdated not in shown and shown[-1] == expected
    assert reads.whole_on_gui_thread() == []


def test_the_background_model_passes_the_model_tester_through_its_swaps(
    qtbot: QtBot, qtmodeltester: ModelTester, big_lib: Library, reads: Reads
) -> None:
    """Qt's model tester watches the first rows, a sort's parked rows, the whole list
    appended and moved in: every signal agrees with what the model then says."""
    model = table_model.PaperTableModel(big_lib, background=True)
    model.reload()
    assert model.partial and model.rowCount() == FIRST and model.total == ENTRIES
    qtmodeltester.check(model, force_py=True)
    qtbot.waitUntil(lambda: not model.partial, timeout=10000)  # appended
    assert model.rowCount() == ENTRIES
    persistent = QPersistentModelIndex(model.index(ENTRIES - 1, 0))
    kept = model.entry_id(ENTRIES - 1)
    by_title = ordered_ids(big_lib, Scope(), "", Sort("title", descending=True))
    model.sort(COLUMN_INDEX["title"], Qt.SortOrder.DescendingOrder)
    assert model.partial and model.ids[:FIRST] == by_title[:FIRST]
    assert kept in model.ids[FIRST:]  # parked after the first rows (with the tester's rows)
    assert model.entry_id(persistent.row()) == kept
    qtbot.waitUntil(lambda: not model.partial, timeout=10000)  # moved in
    assert model.ids == by_title
    assert model.entry_id(persistent.row()) == kept
    assert reads.whole_on_gui_thread() == []
