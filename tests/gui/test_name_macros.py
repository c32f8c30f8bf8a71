"""An author written as a command a @preamble's style defines ('\\Thanh{}', TUGboat's
bibliography in TeX Live) is shown and sorted as the word it stands for, not dropped and not
'\\Thanh' before 'A' (issue 31, item 9)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.table.table_cells import COLUMN_INDEX
from tests.gui.test_paste import paste_on_list

# Two entries of TeX Live's bibtex/bib/beebe/tugboat.bib (public domain, Nelson H. F. Beebe),
# shortened to the fields that matter; \Thanh comes from the tugboat.def its @Preamble inputs.
TUGBOAT = r"""@Preamble{"\input tugboat.def"}
@Article{Thanh:TB18-4-249,
  author =       "\Thanh{} and Sebastian Rahtz",
  title =        "The {\TeX} to {PDF} converter project",
  journal =      "TUGboat", volume = "18", number = "4", pages = "249--254", year = "1997"}
@Article{Thanh:TB19-3-284,
  author =       "\Thanh",
  title =        "Micro-typographic extensions to the {\TeX} typesetting system",
  journal =      "TUGboat", volume = "19", number = "3", pages = "284--290", year = "1998"}
@Article{Anonymous:1980:TP,
  author =       "Anonymous",
  title =        "Title page",
  journal =      "TUGboat", volume = "1", number = "1", pages = "1--1", year = "1980"}
@Article{Wagner:TB27-2-176,
  author =       "Zden{\v{e}}k Wagner",
  title =        "{Babel} speaks {Hindi}",
  journal =      "TUGboat", volume = "27", number = "2", pages = "176--180", year = "2006"}
"""


def _authors_column(window: MainWindow) -> list[str]:
    column = COLUMN_INDEX["authors"]
    return [str(window.model.index(r, column).data()) for r in range(window.model.rowCount())]


def test_a_macro_author_is_shown_and_sorted_as_its_word(qtbot: QtBot, window: MainWindow) -> None:
    paste_on_list(qtbot, window, TUGBOAT)
    header = window.table.horizontalHeader()
    section = COLUMN_INDEX["authors"]
    on_header = QPoint(header.sectionViewportPosition(section) + 10, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=on_header)
    if header.sortIndicatorOrder() != Qt.SortOrder.AscendingOrder:
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=on_header)
    named = [cell for cell in _authors_column(window) if cell]
    assert named[0] == "Anonymous" and named[3] == "Wagner"  # not '\\Thanh' before 'A'
    assert sorted(named[1:3]) == ["Thanh", "Thanh and Rahtz"]  # neither dropped
