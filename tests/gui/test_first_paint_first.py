"""The window paints its first rows before anything that grows with the library (issue 38).

The sidebar's counts (statuses, lists, nested tags, Missing files) and the shown paper's
related papers are read on the task runner once the table has painted, never on the
window's thread before it; the look for PDFs whose text is pending runs there too. Each
read is recorded with its thread and whether the first paint had happened; the workers'
reads wait on a gate the test opens, so what shows before they answer (blank counts, not
wrong ones) is checked for certain, and an answer for an older library (a tag added
meanwhile, another paper clicked) is seen to be dropped.
On SQLite and on PostgreSQL (tests/backends.py).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt
from pytestqt.qtbot import QtBot

from papershelf.gui.controller import LibraryController
from papershelf.gui.detail import related_reads
from papershelf.gui.detail.related_reads import find_related
from papershelf.gui.main_window import MainWindow
from papershelf.gui.organise import sidebar_counts, sidebar_model
from papershelf.gui.organise.sidebar_model import COUNT_ROLE
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library import fulltext
from papershelf.library.db import Library
from papershelf.library.organising import list_infos, tag_counts
from papershelf.services import attachments, tags
from papershelf.services.importing import import_file
from tests.backends import BACKENDS, library_on

WAIT_MS = 20000
GATED = ("tag_counts", "related")  # the reads that wait for the gate on a worker


@dataclass
class Reads:
    """Each recorded read: what it was, whether on the window's thread, whether after the
    first paint. A worker's tag counts and related papers wait on `gate` after reading (the
    answer is then of the past)."""

    calls: list[tuple[str, bool, bool]] = field(default_factory=list)
    gate: threading.Event = field(default_factory=threading.Event)
    painted: bool = False

    def waiting(self) -> bool:
        """Whether both gated reads have run (their workers now wait at the gate)."""
        return set(GATED) <= {what for what, _on_gui, _after in self.calls}

    def on_gui_thread(self) -> list[str]:
        """The reads that ran on the window's thread (none, or a bug)."""
        return [what for what, on_gui, _after in self.calls if on_gui]

    def before_paint(self) -> list[str]:
        """The reads that ran before the first paint (none, or a bug)."""
        return [what for what, _on_gui, after in self.calls if not after]


class PaintSpy(QObject):
    """Notes the table viewport's first paint."""

    def __init__(self, reads: Reads, viewport: QObject) -> None:
        super().__init__(viewport)
        self.reads = reads
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A paint: the first one has happened."""
        if event.type() == QEvent.Type.Paint:
            self.reads.painted = True
        return False


@pytest.fixture(params=BACKENDS)
def organised(
    request: pytest.FixtureRequest, tmp_path: Path, sample_path: Path
) -> Iterator[Library]:
    """The 19 sample papers (one reading list) with nested tags and a file gone from disk."""
    for lib in library_on(request, tmp_path):
        import_file(lib, sample_path)
        ids = [int(row[0]) for row in lib.execute("SELECT id FROM entry ORDER BY id")]
        tags.add_tag(lib, ids[:5], "ml/rl")
        tags.add_tag(lib, ids[3:8], "ml")
        gone = tmp_path / "gone.pdf"
        gone.write_bytes(b"%PDF-1.4\n")
        attachments.attach(lib, ids[0], gone, copy=False)
        gone.unlink()
        yield lib


def _recorded(reads: Reads, what: str, real: Callable[..., Any]) -> Callable[..., Any]:
    """*real*, noting its thread and the paint; a worker waits for the gate after reading."""

    def read(*args: Any, **kwargs: Any) -> Any:
        on_gui = threading.current_thread() is threading.main_thread()
        reads.calls.append((what, on_gui, reads.painted))
        result = real(*args, **kwargs)
        if not on_gui and what in GATED:
            assert reads.gate.wait(WAIT_MS), "the test never opened the gate"
        return result

    return read


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Iterator[Reads]:
    """The sidebar's counts and the related papers recorded, wherever they are read."""
    found = Reads()
    for module in (sidebar_counts, sidebar_model):
        for name in ("tag_counts", "list_infos", "library_counts", "read_missing"):
            if hasattr(module, name):
                monkeypatch.setattr(module, name, _recorded(found, name, getattr(module, name)))
    monkeypatch.setattr(related_reads, "find_related", _recorded(found, "related", find_related))
    pending = _recorded(found, "pdfs_pending", fulltext.pending_count)
    monkeypatch.setattr(fulltext, "pending_count", pending)
    yield found
    found.gate.set()  # a worker still waiting ends


@pytest.fixture
def window(qtbot: QtBot, organised: Library, reads: Reads, tmp_path: Path) -> Iterator[MainWindow]:
    """The main window, shown and painted; its background reads held at the gate."""
    win = MainWindow(LibraryController(organised), Settings(tmp_path / "settings.ini"))
    PaintSpy(reads, win.table.viewport())
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: reads.painted, timeout=WAIT_MS)
    yield win
    reads.gate.set()
    win.sidebar.model.wait_for_counts(WAIT_MS)
    win.detail.related_panel.reader.wait(WAIT_MS)
    win.close()
    shiboken6.delete(win)


def _count(window: MainWindow, key: str) -> str:
    """The count the sidebar shows beside *key*."""
    return str(window.sidebar.data_for(key).data(COUNT_ROLE))


def _tag_count(lib: Library, name: str) -> str:
    """The library's count of tag *name* now."""
    return str(next(info.count for info in tag_counts(lib) if info.name == name))


def _click_row(qtbot: QtBot, window: MainWindow, row: int) -> int:
    """Click the title cell of *row*; the entry now shown."""
    index = window.model.index(row, COLUMN_INDEX["title"])
    spot = window.table.visualRect(index).center()
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    return window.table.selected_ids()[0]


def test_counts_and_related_papers_come_after_the_first_paint_off_the_gui_thread(
    qtbot: QtBot, window: MainWindow, reads: Reads, organised: Library
) -> None:
    shown = window.table.selected_ids()[0]
    list_key = f"list:{list_infos(organised)[0].id}"
    qtbot.waitUntil(lambda: reads.waiting(), timeout=WAIT_MS)
    # The workers have read and wait at the gate: the names show, their counts are blank.
    assert [_count(window, key) for key in ("all", list_key, "tag:ml", "tag:ml/rl")] == [""] * 4
    assert window.detail.related_panel.shown_for is None
    reads.gate.set()
    qtbot.waitUntil(lambda: _count(window, "all") == "19", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: _count(window, "missing") == "1", timeout=WAIT_MS)
    assert _count(window, list_key) == "0/19"
    assert _count(window, "tag:ml") == _tag_count(organised, "ml") == "8"
    assert _count(window, "tag:ml/rl") == "5"
    panel = window.detail.related_panel
    qtbot.waitUntil(lambda: panel.shown_for == shown and bool(panel.rows), timeout=WAIT_MS)
    expected = find_related(organised, shown, 5)
    assert [row.entry_id for row in panel.rows] == [hit.entry_id for hit in expected.hits]
    qtbot.waitUntil(lambda: "pdfs_pending" in {c[0] for c in reads.calls}, timeout=WAIT_MS)
    assert reads.on_gui_thread() == [] and reads.before_paint() == []
    assert {"tag_counts", "list_infos", "library_counts", "read_missing", "related"} <= {
        what for what, _gui, _after in reads.calls
    }


def test_an_answer_for_an_older_library_is_dropped(
    qtbot: QtBot, window: MainWindow, reads: Reads, organised: Library
) -> None:
    qtbot.waitUntil(lambda: reads.waiting(), timeout=WAIT_MS)
    ids = [int(row[0]) for row in organised.execute("SELECT id FROM entry ORDER BY id")]
    window.controller.add_tag(ids[10:14], "ml")  # read again at once, on the window's thread
    assert _count(window, "tag:ml") == _tag_count(organised, "ml") == "12"
    first = window.table.selected_ids()[0]
    assert window.detail.related_panel.reader.pending  # its answer waits at the gate
    other = _click_row(qtbot, window, 4)  # another paper while the first one's answer waits
    assert other != first
    reads.gate.set()
    qtbot.waitUntil(lambda: _count(window, "all") == "19", timeout=WAIT_MS)  # still taken
    window.sidebar.model.wait_for_counts(WAIT_MS)
    qtbot.wait(50)  # the dropped answer's delivery
    assert _count(window, "tag:ml") == "12"  # the gated answer said 8: dropped
    panel = window.detail.related_panel
    qtbot.waitUntil(lambda: panel.shown_for == other, timeout=WAIT_MS)
    expected = find_related(organised, other, 5)
    assert [row.entry_id for row in panel.rows] == [hit.entry_id for hit in expected.hits]
