"""Starting the app: the first run opens onto the sample reading list, in its own order."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from papershelf.gui.application import open_window
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import LibraryError


def test_first_run_opens_onto_the_sample_list(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(None, Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    window.show()
    assert window.sidebar.current_scope().kind == "list"  # type: ignore[union-attr]
    assert window.model.rowCount() == 19
    first_title = window.model.index(0, COLUMN_INDEX["title"]).data()
    assert first_title.startswith("Metamizer")  # the file's first abstract comes first
    assert window.table.horizontalHeader().sortIndicatorSection() == -1
    assert "Metamizer" in window.detail.reading_text()
    window.close()
    window.controller.lib.close()


def test_new_named_library_opens_empty(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(tmp_path / "new.sqlite", Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    assert window.model.rowCount() == 0
    assert window.count_label.text() == "0 entries"
    window.controller.lib.close()


def test_a_file_that_is_not_a_library_is_refused(tmp_path: Path) -> None:
    bogus = tmp_path / "thesis.sqlite"
    bogus.write_text("chapter one")
    with pytest.raises(LibraryError, match="not a Papershelf library"):
        open_window(bogus, Settings(tmp_path / "s.ini"))
    assert bogus.read_text() == "chapter one"


def test_empty_library_says_how_to_start(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(tmp_path / "new.sqlite", Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    assert "Import" in window.table.empty_message()
    window.search.setText("zzz")
    window._apply_search()
    assert window.table.empty_message() == "No papers match ‘zzz’."
    window.table.viewport().grab()  # paints the message without error
    window.controller.lib.close()


def test_opening_a_file_shows_what_it_added(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(None, Settings(tmp_path / "s.ini"))  # first run: the sample list
    qtbot.addWidget(window)
    extra = tmp_path / "extra.txt"
    extra.write_text("Later Reading\n\nWe present Wombat, a burrowing model of citation graphs.\n")
    report = window.imports.import_paths([extra])
    assert len(report.added) == 1
    assert window.table.selected_ids() == report.added  # in view and selected
    assert window.sidebar.current_scope().kind == "list"  # type: ignore[union-attr]
    window.controller.lib.close()


def test_closing_a_window_lets_the_next_one_write(qtbot: QtBot, tmp_path: Path) -> None:
    library = tmp_path / "lib.sqlite"
    first = open_window(library, Settings(tmp_path / "s.ini"))
    qtbot.addWidget(first)
    assert not first.controller.read_only
    first.close()
    first.controller.lib.close()
    second = open_window(library, Settings(tmp_path / "s.ini"))
    qtbot.addWidget(second)
    assert not second.controller.read_only  # the first window gave its lock back
    second.close()
    second.controller.lib.close()
