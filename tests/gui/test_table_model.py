"""The paper table model: correct for Qt, sorted by SQL, and lazy at 100,000 rows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from papershelf.gui.table.table_cells import COLUMN_INDEX, ENTRY_ID_ROLE
from papershelf.gui.table.table_model import PaperTableModel
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import Scope
from papershelf.services.changes import Changes
from papershelf.services.entries import set_status
from tests.bulk import bulk_library
from tests.factories import add, record


def test_model_passes_qt_model_tester(qtmodeltester: ModelTester, sample_lib: Library) -> None:
    model = PaperTableModel(sample_lib)
    model.reload()
    qtmodeltester.check(model, force_py=True)
    model.sort(COLUMN_INDEX["title"], Qt.SortOrder.AscendingOrder)
    model.set_view(query="protein")
    qtmodeltester.check(model, force_py=True)


def test_cells_show_what_a_reader_expects(lib: Library) -> None:
    add(lib, record("**Bold** Title", 2017, "Vaswani, Ashish and Shazeer, Noam and Parmar, Niki",
                    venue="NeurIPS"))  # fmt: skip
    model = PaperTableModel(lib)
    model.reload()

    def cell(column: str) -> object:
        return model.index(0, COLUMN_INDEX[column]).data()

    assert cell("title") == "Bold Title"  # markup stripped in the list
    assert cell("authors") == "Vaswani et al."
    assert cell("year") == "2017"
    assert cell("venue") == "NeurIPS"
    assert cell("status") == "Unread"
    assert cell("added")[:2] == "20"  # type: ignore[index]


def test_inferred_titles_look_provisional(sample_lib: Library) -> None:
    model = PaperTableModel(sample_lib)
    model.reload()
    index = model.index(0, COLUMN_INDEX["title"])
    assert index.data(Qt.ItemDataRole.FontRole).italic()
    assert "inferred" in index.data(Qt.ItemDataRole.ToolTipRole)


def test_header_sort_reorders_rows_through_sql(lib: Library) -> None:
    add(lib, record("Beta", 2001), record("alpha", 2003), record("Gamma", 2002))
    model = PaperTableModel(lib)
    model.reload()
    model.sort(COLUMN_INDEX["title"], Qt.SortOrder.AscendingOrder)
    titles = [model.index(r, COLUMN_INDEX["title"]).data() for r in range(3)]
    assert titles == ["alpha", "Beta", "Gamma"]
    model.sort(COLUMN_INDEX["year"], Qt.SortOrder.DescendingOrder)
    years = [model.index(r, COLUMN_INDEX["year"]).data() for r in range(3)]
    assert years == ["2003", "2002", "2001"]


def test_edit_refreshes_only_that_row(qtbot: QtBot, lib: Library) -> None:
    ids = add(lib, record("One"), record("Two")).added
    model = PaperTableModel(lib)
    model.reload()
    row = model.row_of(ids[0])
    assert row is not None
    set_status(lib, [ids[0]], Status.READ)
    with qtbot.assertNotEmitted(model.modelReset), qtbot.waitSignal(model.dataChanged) as signal:
        model.apply_changes(Changes.edit([ids[0]], ["status"]))
    assert signal.args[0].row() == row
    assert model.index(row, COLUMN_INDEX["status"]).data() == "Read"


def test_status_scope_requeries_when_status_changes(lib: Library) -> None:
    ids = add(lib, record("One"), record("Two")).added
    model = PaperTableModel(lib)
    model.set_view(scope=Scope("status", int(Status.UNREAD)))
    assert model.rowCount() == 2
    set_status(lib, [ids[0]], Status.READ)
    model.apply_changes(Changes.edit([ids[0]], ["status"]))
    assert model.rowCount() == 1


def test_in_place_rating_edit_becomes_a_request(qtbot: QtBot, lib: Library) -> None:
    entry_id = add(lib, record("One")).added[0]
    model = PaperTableModel(lib)
    model.reload()
    with qtbot.waitSignal(model.edit_requested) as signal:
        assert model.setData(model.index(0, COLUMN_INDEX["rating"]), 4)
    assert signal.args == [entry_id, {"rating": 4}]
    assert not model.setData(model.index(0, COLUMN_INDEX["title"]), "x")


def test_100k_library_loads_only_the_pages_asked_for(lib: Library) -> None:
    bulk_library(lib, 100_000)
    model = PaperTableModel(lib)
    model.reload()
    assert model.rowCount() == 100_000
    assert model.pages_loaded == 0
    for row in range(40):
        assert model.index(row, 0).data()
    assert model.pages_loaded == 1
    assert model.index(99_999, 0).data()
    assert model.pages_loaded == 2
    assert len(model._rows) <= 2 * model.PAGE_SIZE
    model.sort(COLUMN_INDEX["year"], Qt.SortOrder.AscendingOrder)
    first = model.index(0, COLUMN_INDEX["year"]).data()
    last = model.index(99_999, COLUMN_INDEX["year"]).data()
    assert int(first) <= int(last)
    assert model.index(0, 0).data(ENTRY_ID_ROLE) == model.entry_id(0)
