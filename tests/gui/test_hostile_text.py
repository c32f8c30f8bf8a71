"""Issue 30 in the window: undecodable text (item 1) and a PDF worker busy at quit (item 4).

The probe's window crashed at every start, from the selection handler's read of a title
SQLite held as CESU-8 bytes. Here the library is poisoned with raw sqlite3, the window
opens on it, and a click on the row shows the title with U+FFFD. The library is made big
as far as the open is concerned (no look through at open), so the window reads it with
replacement; a first edit then repairs the file.
"""

from __future__ import annotations

import multiprocessing
import sqlite3
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from papershelf.gui.settings import Settings
from papershelf.library import file_checks, fulltext
from papershelf.library.db import Library, open_library
from papershelf.library.queries import ordered_ids
from papershelf.services import attachments
from papershelf.services.importing import import_file
from tests.conftest import TypesetPdfs
from tests.factories import add, record
from tests.gui.conftest import shown_window
from tests.gui.shared_windows import click_cell
from tests.hostile_pdfs import xobject_bomb


def _poisoned(folder: Path) -> Path:
    """A library of one entry whose title is 'An' and half a surrogate pair, as CESU-8."""
    path = folder / "old.sqlite"
    lib = open_library(path)
    lib.execute("INSERT INTO entry (key, title, entry_type) VALUES ('k', 'x', 'misc')")
    lib.close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE entry SET title = CAST(X'416EEDA0BD' AS TEXT)")
    conn.execute("DELETE FROM setting WHERE name = 'text_checked'")
    conn.commit()
    conn.close()
    return path


def test_the_window_opens_on_undecodable_text_and_shows_it_replaced(
    qtbot: QtBot, tmp_path: Path, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Open, click the row: the table and the detail pane show 'An\ufffd'."""
    monkeypatch.setattr(file_checks, "QUICK_CHECK_LIMIT", 0)  # as for a file over 64 MB
    lib = open_library(_poisoned(tmp_path))
    window = shown_window(qtbot, lib, settings)
    try:
        click_cell(qtbot, window, 0)
        qtbot.waitUntil(lambda: window.detail.entry() is not None, timeout=5000)
        assert window.model.index(0, 0).data() is not None
        assert "An\ufffd" in window.detail.browser.toPlainText()
    finally:
        window.close()
        lib.close()


def _workers() -> list[multiprocessing.Process]:
    """The PDF worker processes this test process runs."""
    return [p for p in multiprocessing.active_children() if p.name == "papershelf-pdf"]


def test_closing_the_window_stops_a_pdf_worker_busy_on_a_cpu_bomb_within_2_s(
    qtbot: QtBot, lib: Library, settings: Settings, tmp_path: Path
) -> None:
    """Issue 30, item 4: the window closes in under 2 s while pypdf spins, the worker killed."""
    entry_id = add(lib, record("Bomb", 2026)).added[0]
    attachments.attach(lib, entry_id, xobject_bomb(tmp_path / "bomb.pdf"), copy=False)
    window = shown_window(qtbot, lib, settings)
    window.fulltext.start()
    qtbot.waitUntil(lambda: bool(_workers()), timeout=10000)
    time.sleep(1.0)  # the worker is in the bomb's page now
    started = time.monotonic()
    window.close()
    assert time.monotonic() - started < 2.0
    assert not _workers()


def test_the_window_reads_the_trusted_attachment_and_never_a_strangers(
    qtbot: QtBot, lib: Library, settings: Settings, tmp_path: Path, typeset_pdfs: TypesetPdfs
) -> None:
    """Issue 30, item 2, in the window: opened with no click, it read every PDF attachment
    within 12 s, a shared .bib's link to a private PDF too. Now it reads the one the person
    attached, and the stranger's link stays unread."""
    secret = typeset_pdfs.get("doi")  # outside the library's and the .bib's folders
    shared = tmp_path / "shared"
    shared.mkdir()
    bib = shared / "refs.bib"
    bib.write_text(
        f"@article{{linked, title = {{Linked from a shared file}}, year = {{2026}},\n"
        f"  file = {{:{secret}:PDF}}}}\n",
        encoding="utf-8",
    )
    import_file(lib, bib)
    mine = add(lib, record("Mine", 2026)).added[0]
    attachments.attach(lib, mine, typeset_pdfs.get("arxiv"), copy=False)
    rows = {row.path: row for e in ordered_ids(lib) for row in attachments.attachments_of(lib, e)}
    stranger, own = rows[str(secret)], rows[str(typeset_pdfs.get("arxiv"))]
    assert (stranger.trusted, own.trusted) == (False, True)
    window = shown_window(qtbot, lib, settings)
    try:
        own_read = lambda: fulltext.states(lib, [own.id])[own.id].state == "done"  # noqa: E731
        qtbot.waitUntil(own_read, timeout=60000)  # the window read, by itself, what it may
        qtbot.waitUntil(lambda: not window.fulltext.running, timeout=30000)
        assert fulltext.states(lib, [stranger.id])[stranger.id].state == "pending"
    finally:
        window.close()
