"""bench/million_bench.py at 200 entries: every piece runs, every figure and verdict is there.

The suite itself runs at 1,000,000 and 100,000 entries (`make bench`); this keeps its code
from rotting between those runs. The data is tests/data/faithful.bib's entries, copied.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))

import million_bench  # noqa: E402
import million_data  # noqa: E402
import table_bench  # noqa: E402
from million_report import TARGETS, million_tables  # noqa: E402

SOURCE = Path(__file__).resolve().parents[1] / "data" / "faithful.bib"


def _keys(bib: Path) -> list[str]:
    """The citation keys of a .bib, in order."""
    lines = bib.read_text(encoding="utf-8").splitlines()
    return [line.split("{", 1)[1].rstrip(",") for line in lines if line.startswith("@")]


def test_the_library_and_the_more_records_are_distinct_stretches(tmp_path: Path) -> None:
    base = million_data.write_bib(tmp_path / "base.bib", 200, source=SOURCE)
    more = million_data.write_bib(tmp_path / "more.bib", 50, skip=200, source=SOURCE)
    base_keys, more_keys = _keys(base), _keys(more)
    assert (len(base_keys), len(more_keys)) == (200, 50)
    assert len(set(base_keys) | set(more_keys)) == 250
    journal = [k for k in base_keys if k.startswith("c")]
    assert len(journal) == 20  # the tenth that is a physics journal's run


def test_a_run_out_of_time_says_where_it_stopped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(million_bench, "DEADLINE", time.monotonic())
    groups = million_bench.measure_size(tmp_path, 200, 50, SOURCE)
    assert groups["million_200"]["out_of_time_at"] == "import"
    assert "import_s" not in groups["million_200"]
    assert "ran out at its `import` stage" in "\n".join(million_tables(groups))


@pytest.mark.slow
def test_every_figure_is_measured_beside_its_peer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table_bench, "STARTS", 1)
    monkeypatch.setattr(million_bench, "QUERIES", 2)
    monkeypatch.setattr(million_bench, "FILTER_RUNS", 1)
    groups = million_bench.measure_size(tmp_path, 200, 50, SOURCE)
    figures = groups["million_200"]
    assert figures["library_entries"] == 200
    assert (figures["more_entries"], figures["more_added_to_big"]) == (50, 50)
    assert "out_of_time_at" not in figures
    for _, _, _, key, peers in TARGETS:
        assert isinstance(figures[key], float), key
        assert all(isinstance(figures[peer], float) for _, peer, _ in peers), key
    assert groups["million_200_dbstat"]["mb_entry"] > 0
    table = million_tables(groups)
    assert sum(" | held | " in row or " | missed | " in row for row in table) == len(TARGETS)
