"""How the reader draws: each tile drawn once as pages are turned with the keys, tiles
copied to the screen pixel for pixel, the backdrop painted beside the pages, and the GUI
process never loading PDFium (the worker process draws)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from papershelf.formats.pdf.tiles import TileSpec
from papershelf.gui.colours import colour
from papershelf.gui.main_window import MainWindow
from papershelf.gui.reader import launcher
from papershelf.gui.reader.pages import PagesView
from papershelf.gui.reader.window import ReaderWindow
from papershelf.gui.settings import Settings
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import Library
from papershelf.services.attachments import attach
from tests.factories import add, record
from tests.gui.conftest import shown_window

pytestmark = pytest.mark.slow  # a reader: a worker process, pages rendered (~4 s)
REAL_PDF = Path(__file__).parents[1] / "data" / "pdfs" / "iopart-num.pdf"  # TeX Live's, 4 pages


@pytest.fixture
def window(qtbot: QtBot, lib: Library, settings: Settings, tmp_path: Path
           ) -> Iterator[MainWindow]:  # fmt: skip
    """The main window on a library with one paper, TeX Live's iopart-num.pdf linked."""
    path = tmp_path / "iopart-num.pdf"
    shutil.copy(REAL_PDF, path)
    entry_id = add(lib, record("Numerical citations with iopart", 2010, key="iop2010")).added[0]
    attach(lib, entry_id, path, copy=False)
    win = shown_window(qtbot, lib, settings)
    yield win
    win.close()


def open_reader(qtbot: QtBot, window: MainWindow) -> ReaderWindow:
    """Click the paper's row and press Ctrl+R; the reader once page 1 is drawn."""
    cell = window.model.index(0, COLUMN_INDEX["title"])
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.table.visualRect(cell).center())  # fmt: skip
    QTest.keyClick(window.table, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(window.reader.readers), timeout=10_000)
    reader = next(iter(window.reader.readers.values()))
    qtbot.waitExposed(reader)
    qtbot.waitUntil(lambda: reader.view.page_drawn(0), timeout=20_000)
    return reader


def test_pages_turned_with_the_keys_draw_each_tile_once(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
):
    reader = open_reader(qtbot, window)
    worker, drawn = reader.jobs.worker, []
    draw = worker.draw_tile

    def counted(path: object, spec: TileSpec, *args: object) -> object:
        """The worker's own drawing, each tile noted."""
        drawn.append((spec.page, spec.column, spec.row, spec.page_width))
        return draw(path, spec, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(worker, "draw_tile", counted)
    view = reader.view
    for page in (1, 2, 3):
        QTest.keyClick(view, Qt.Key.Key_PageDown)
        qtbot.waitUntil(lambda page=page: view.page_drawn(page), timeout=20_000)
        assert view.current_page() == page
    qtbot.wait(1500)  # what was asked around the last page: drawn too
    assert drawn and len(drawn) == len(set(drawn)), sorted(drawn)
    assert not view.asks.asked  # nothing asked is left waiting


def test_tiles_are_copied_to_the_screen_pixel_for_pixel_beside_the_backdrop(
    qtbot: QtBot, window: MainWindow
):
    reader = open_reader(qtbot, window)
    view: PagesView = reader.view
    scale = round(view.scale * view.devicePixelRatioF(), 4)
    assert view.devicePixelRatioF() == 1  # the offscreen screen; 1.5x: test_reader's
    shot = view.viewport().grab().toImage()
    rect = view.layout_.page_rect(0, view.viewport().width())
    left, top = (
        rect.x() - view.horizontalScrollBar().value(),
        rect.y() - view.verticalScrollBar().value(),
    )
    assert left == int(left) and top == int(top)  # the page starts on a whole pixel
    compared = inked = 0
    for at, place, image in view.cache.of_page(0):
        if at != scale:
            continue
        x0, y0 = round(place.x() * scale), round(place.y() * scale)
        for y in range(0, image.height(), 13):
            for x in range(0, image.width(), 11):
                sx, sy = int(left) + x0 + x, int(top) + y0 + y
                if 0 <= sx < shot.width() and 0 <= sy < shot.height():
                    compared += 1
                    inked += image.pixelColor(x, y).lightness() < 128
                    assert shot.pixel(sx, sy) == image.pixel(x, y), (x, y)
    assert compared > 1000 and inked > 20  # the page's words, where the tile has them
    beside = shot.pixelColor(max(0, int(left) - 4), int(top) + 50)
    assert beside.rgb() == colour("reader.backdrop").rgb()


def test_selecting_a_paper_with_a_pdf_loads_the_reader_on_a_thread_of_its_own(
    qtbot: QtBot, lib: Library, settings: Settings, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
):  # fmt: skip
    path = tmp_path / "iopart-num.pdf"
    shutil.copy(REAL_PDF, path)
    with_pdf = add(lib, record("Numerical citations", 2010, key="iop2010")).added[0]
    attach(lib, with_pdf, path, copy=False)
    without = add(lib, record("A Paper Without Files", 1950, key="nofile1950")).added[0]
    threads: list[str] = []
    import_reader = launcher.import_reader

    def noted() -> None:
        """The launcher's import, the thread it ran on noted."""
        threads.append(threading.current_thread().name)
        import_reader()

    monkeypatch.setattr(launcher, "import_reader", noted)
    monkeypatch.setattr(launcher.ReaderLauncher, "prestart", True)
    win = shown_window(qtbot, lib, settings)
    qtbot.waitUntil(lambda: win.model.rowCount() == 2, timeout=5_000)
    for entry_id in (without, with_pdf):
        row = win.model.row_of(entry_id)
        assert row is not None
        cell = win.model.index(row, COLUMN_INDEX["title"])
        qtbot.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton,
                         pos=win.table.visualRect(cell).center())  # fmt: skip
        if entry_id == without:
            qtbot.wait(100)
            assert not threads and win.reader.worker.pid is None  # no PDF there: nothing
    qtbot.waitUntil(lambda: threads == ["reader-import"], timeout=10_000)
    assert win.reader.worker.pid is not None
    win.close()
    win.reader.close()


SHOW_READER = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from papershelf.formats.pdf.worker import PdfWorker
from papershelf.gui.controller import LibraryController
from papershelf.gui.reader.window import ReaderWindow
from papershelf.gui.settings import Settings
from papershelf.library.attachments import AttachmentRow
from papershelf.library.db import open_library

if __name__ == "__main__":
    path, folder = Path(sys.argv[1]), Path(sys.argv[2])
    app = QApplication([])
    lib = open_library(folder / "lib.sqlite")
    worker = PdfWorker()
    row = AttachmentRow(1, 1, 0, str(path), path.name, "pdf", False, True, "file", "", "")
    reader = ReaderWindow(LibraryController(lib), Settings(folder / "s.ini"), 1, row, worker)
    reader.show()
    assert reader.open_document()
    while not reader.view.page_drawn(0):
        app.processEvents()
    print("pypdfium2" in sys.modules)
    reader.close()
    worker.close()
    lib.close()
"""


def test_the_gui_process_reads_a_pdf_without_loading_pdfium(tmp_path: Path):
    script = tmp_path / "show_reader.py"
    script.write_text(SHOW_READER)
    command = [sys.executable, str(script), str(REAL_PDF), str(tmp_path)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[0] == "False"  # page 1 drawn by the worker, PDFium only there
