"""bench/startup_probe.py: it types a search, waits for every hit, clicks a row, reports memory."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_model import FIRST_PAGE
from papershelf.library.db import open_library
from papershelf.library.queries import Scope, ordered_ids
from tests.gui.conftest import shown_window

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))

import datagen  # noqa: E402
import startup_probe  # noqa: E402

ENTRIES = 400  # enough that the probe's search first shows a page, then more rows


@pytest.fixture
def generated(tmp_path: Path) -> Path:
    """A small generated library, as the benchmarks make them."""
    path = tmp_path / "gen.sqlite"
    datagen.generate(path, ENTRIES).close()
    return path


@pytest.fixture
def big_window(qtbot: QtBot, generated: Path, settings: Settings) -> Iterator[MainWindow]:
    """The main window on the generated library, shown."""
    lib = open_library(generated)
    win = shown_window(qtbot, lib, settings)
    yield win
    win.close()
    lib.close()


def test_probe_waits_for_every_hit_then_shows_the_clicked_row(
    qtbot: QtBot, big_window: MainWindow
) -> None:
    reports: list[dict[str, float]] = []
    probe = startup_probe.Probe(big_window, startup_probe.SEARCH, reports.append)
    probe.type_query()
    assert big_window.search.text() == startup_probe.SEARCH  # typed into the real box
    qtbot.waitUntil(lambda: bool(reports), timeout=5000)
    hits = ordered_ids(big_window.controller.lib, Scope(), startup_probe.SEARCH)
    assert len(hits) > FIRST_PAGE  # the search had a first page, then the rest
    assert sorted(big_window.model.ids) == sorted(hits)
    assert reports[0]["search_hits"] == len(hits)
    clicked = big_window.model.entry_id(startup_probe.ROW_CLICKED)
    shown = big_window.detail.entry()
    assert shown is not None and shown.id == clicked
    assert shown.title in big_window.detail.reading_text()
    assert 0 < reports[0]["rss_after_search_mb"] <= reports[0]["peak_rss_after_search_mb"]


def test_probe_process_prints_start_and_search_figures(generated: Path, tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, str(BENCH / "startup_probe.py"), str(generated), str(tmp_path / "s.ini")],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout
    marks = json.loads(out.strip().splitlines()[-1])
    assert marks["painted"] <= marks["idle"] <= marks["searched"]
    assert marks["search_hits"] > FIRST_PAGE
    assert 0 < marks["rss_mb"] <= marks["peak_rss_after_search_mb"]
    assert 0 < marks["rss_after_search_mb"] <= marks["peak_rss_after_search_mb"]
