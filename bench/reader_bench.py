"""The PDF reader (issue 33): first page on screen, page turns, beside the floors.

A 300-page report typeset by pdflatex in the run (tests/pdfs.long_document; a hand-made PDF
of Helvetica pages when pdflatex is missing) is read at fit width on a 1600-pixel-wide
view. Figures:

- first page in a reader window, from constructing the window to what shows of page 1
  painted (the main window shown, the worker process already running, as after the first
  Read PDF of a session), the median and the slowest of five copies of the PDF (files the
  worker has not opened), and the worker's
  start itself (a new process importing PDFium: the first Read PDF of a session pays it);
- a new page turn: going to a page not drawn yet, until its part on screen is painted, in
  the window (its render thread, the worker, the copy into a QImage, the paint): after half
  a second on the page before (its background work done), and back to back ("rapid");
- the first Read PDF of a session, in a new process: importing the reader's modules, the
  window made and page 1 painted (the main window shown and the worker running, as the
  prestart leaves them), and whether the GUI process loaded PDFium;
- a rendered page turn: going back to a page drawn before, painted into the 1600×1000 view;
- floors: bare pypdfium2 opening the PDF and rendering page 1 whole (the first page's),
  and rendering the same pages as the turns in one process, and `pdftoppm` (one process
  per page, as a viewer shelling out would) at the same resolution;
- memory: the resident size of the app (a process of its own: the main window shown, a
  reader window) and of the worker after 60 pages of a generated 1,000-page PDF were read.

    .venv/bin/python bench/reader_bench.py      # prints the figures as JSON (about 30 s)
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "desktop"))
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

PAGES = 300
VIEW_WIDTH, VIEW_HEIGHT = 1600, 1000
TURNS = 15  # pages turned to (new ones), each timed
FIRST_OPENS = 5  # reader windows opened on copies of the PDF, each timed to page 1
# Another PDF (TeX Live's, 4 pages) the worker reads before the first Read PDF is timed: its
# answer is plain frames, so this process loads no more of the engine than the app would.
WARM_UP_PDF = HERE.parent / "tests" / "data" / "pdfs" / "iopart-num.pdf"


def make_pdf(folder: Path) -> Path:
    """The 300-page PDF: pdflatex's when it is installed, else a generated one."""
    from tests import pdfs

    if pdfs.PDFLATEX:
        return pdfs.long_document(folder, PAGES, "reader_bench")
    import fulltext_bench

    lines = [f"Line {n} of a page about reading papers in an app." for n in range(40)]
    path = folder / "reader_bench.pdf"
    path.write_bytes(fulltext_bench.pdf_bytes([lines] * PAGES))
    return path


def fit_width_scale(path: Path) -> float:
    """Pixels per point at which the widest page fills the view's width."""
    import pypdfium2

    document = pypdfium2.PdfDocument(str(path))
    width = max(document.get_page_size(i)[0] for i in range(len(document)))
    document.close()
    return (VIEW_WIDTH - 26) / width


def first_page_in_window(path: Path, app: Any) -> dict[str, float]:
    """A reader window opened on *path*: seconds to page 1 painted, the worker's start, and
    new pages turned to in that window."""
    from papershelf.formats.pdf.worker import PdfWorker
    from papershelf.gui.controller import LibraryController
    from papershelf.gui.main_window import MainWindow
    from papershelf.gui.reader.window import ReaderWindow
    from papershelf.gui.settings import Settings
    from papershelf.library.attachments import AttachmentRow
    from papershelf.library.db import open_library

    folder = path.parent
    lib = open_library(folder / "bench.sqlite")
    controller, settings = LibraryController(lib), Settings(folder / "s.ini")
    main = MainWindow(controller, settings)  # the app as a person has it when they read
    main.show()
    app.processEvents()
    worker = PdfWorker()
    began = time.perf_counter()
    worker.call("info", path)  # the process started and PDFium loaded
    started = time.perf_counter() - began
    prestart()
    firsts = [first_page(controller, worker, copy) for copy in copies(path, FIRST_OPENS)]
    row = AttachmentRow(1, 1, 0, str(path), path.name, "pdf", False, True, "file", "", "")
    reader = ReaderWindow(controller, settings, 1, row, worker)
    reader.resize(VIEW_WIDTH + 300, VIEW_HEIGHT + 60)
    reader.show()
    reader.open_document()
    view = reader.view
    wait_drawn(view, 0)
    turns = cached_turns(view)
    turns.update(new_page_turns(view))
    reader.close()
    main.close()
    worker.close()
    lib.close()
    return {
        "worker_start_s": round(started, 3),
        "first_page_s": round(statistics.median(firsts), 3),
        "first_page_max_s": round(max(firsts), 3),
        **turns,
    }


def copies(path: Path, count: int) -> list[Path]:
    """*count* copies of the PDF: files the worker has not opened yet."""
    made = [path.parent / f"first-{n}.pdf" for n in range(count)]
    for copy in made:
        shutil.copy(path, copy)
    return made


def first_page(controller: Any, worker: Any, path: Path) -> float:
    """Seconds from making a reader window on *path* (never opened) to page 1 painted."""
    from papershelf.gui.reader.window import ReaderWindow
    from papershelf.gui.settings import Settings
    from papershelf.library.attachments import AttachmentRow

    settle(0.3)
    settings = Settings(path.with_suffix(".ini"))
    row = AttachmentRow(1, 1, 0, str(path), path.name, "pdf", False, True, "file", "", "")
    began = time.perf_counter()
    reader = ReaderWindow(controller, settings, 1, row, worker)
    reader.resize(VIEW_WIDTH + 300, VIEW_HEIGHT + 60)
    reader.show()
    reader.open_document()
    wait_drawn(reader.view, 0)
    seconds = time.perf_counter() - began
    reader.close()
    return seconds


def prestart() -> None:
    """What selecting the first paper with a PDF does besides starting the worker (the
    launcher's import thread, since 7 Dec 2026: the reader's modules and a first paint)."""
    from papershelf.gui.reader import launcher

    work = getattr(launcher, "import_reader", None)
    if work is not None:
        work()


def first_open_in_a_new_process(path: Path) -> dict[str, float]:
    """first_read_of_a_session in a process of its own (this one imported the reader)."""
    command = [sys.executable, str(Path(__file__).resolve()), "--first-read", str(path)]
    done = subprocess.run(command, capture_output=True, text=True, check=True, timeout=120)
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def first_read_of_a_session(path: Path) -> dict[str, float]:
    """The first Read PDF of a session: the main window shown and the worker started (as
    selecting a paper with a PDF does), then the reader's modules imported, its window
    made and page 1 painted; seconds, and the import's share."""
    from PySide6.QtWidgets import QApplication

    from papershelf.formats.pdf.worker import PdfWorker
    from papershelf.gui.controller import LibraryController
    from papershelf.gui.main_window import MainWindow
    from papershelf.gui.settings import Settings
    from papershelf.library.attachments import AttachmentRow
    from papershelf.library.db import open_library

    app = QApplication.instance() or QApplication([])
    lib = open_library(path.parent / "first.sqlite")
    controller, settings = LibraryController(lib), Settings(path.parent / "first.ini")
    main = MainWindow(controller, settings)
    main.show()
    app.processEvents()
    worker = PdfWorker()
    worker.call("frames", WARM_UP_PDF)  # started, PDFium loaded: as the prestart leaves it
    row = AttachmentRow(1, 1, 0, str(path), path.name, "pdf", False, True, "file", "", "")
    began = time.perf_counter()
    from papershelf.gui.reader.window import ReaderWindow

    imported = time.perf_counter() - began
    reader = ReaderWindow(controller, settings, 1, row, worker)
    reader.resize(VIEW_WIDTH + 300, VIEW_HEIGHT + 60)
    reader.show()
    reader.open_document()
    wait_drawn(reader.view, 0)
    first = time.perf_counter() - began
    in_gui = "pypdfium2" in sys.modules
    reader.close()
    main.close()
    worker.close()
    lib.close()
    return {
        "first_read_of_session_s": round(first, 3),
        "reader_import_s": round(imported, 3),
        "pdfium_in_gui_process": float(in_gui),
    }


def wait_drawn(view: Any, page: int, limit: float = 20.0) -> None:
    """Run the event loop (the view painting when it asks to, as on a screen) until what
    shows of *page* is drawn, then paint that (the paint counts). A repaint forced every
    millisecond instead (this bench before 7 Dec 2026) kept the GUI thread painting the
    whole time, taking a core from the worker it waits for."""
    from PySide6.QtCore import QEventLoop, QTimer

    deadline = time.perf_counter() + limit
    while not view.page_drawn(page) and time.perf_counter() < deadline:
        loop = QEventLoop()
        QTimer.singleShot(1, loop.quit)
        loop.exec()
    view.viewport().repaint()


def settle(seconds: float) -> None:
    """Run the event loop for *seconds* (background drawing finishes)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()


def new_page_turns(view: Any) -> dict[str, float]:
    """Milliseconds from going to a page not drawn yet to its part on screen painted, in the
    window (its thread, the worker, the copy into a QImage, the paint), pages 7 apart: after
    a pause (the page before read a moment: its background work done), and back to back."""
    figures: dict[str, float] = {}
    for name, first_page, pause in (("new", 10, 0.5), ("rapid", 11, 0.0)):
        times = []
        for page in range(first_page, first_page + TURNS * 7, 7):
            settle(pause)
            began = time.perf_counter()
            view.go_to(page)
            wait_drawn(view, page)
            times.append((time.perf_counter() - began) * 1000)
        figures[f"{name}_page_turn_median_ms"] = round(statistics.median(times), 1)
        figures[f"{name}_page_turn_max_ms"] = round(max(times), 1)
    return figures


def cached_turns(view: Any) -> dict[str, float]:
    """Milliseconds to turn to a page drawn before and paint it (pages 1 and 2 in turn, ten
    times: the median)."""
    view.go_to(1)
    wait_drawn(view, 1)
    settle(1.5)  # the pages around asked for meanwhile: drawn before the clock runs
    times = []
    for turn in range(10):
        began = time.perf_counter()
        view.go_to(turn % 2)
        view.viewport().repaint()
        times.append((time.perf_counter() - began) * 1000)
        assert view.page_drawn(turn % 2)
    return {"cached_page_turn_ms": round(statistics.median(times), 2)}


def floors(path: Path, scale: float) -> dict[str, float]:
    """Bare pypdfium2 in-process and pdftoppm per page, the same pages and resolution."""
    import pypdfium2

    began = time.perf_counter()
    document = pypdfium2.PdfDocument(str(path))
    document[0].render(scale=scale, rev_byteorder=True).buffer  # noqa: B018
    opened = (time.perf_counter() - began) * 1000
    bare = []
    for page in range(10, 10 + TURNS * 7, 7):
        began = time.perf_counter()
        document[page].render(scale=scale, rev_byteorder=True).buffer  # noqa: B018
        bare.append((time.perf_counter() - began) * 1000)
    figures = {
        "pypdfium2_open_and_page_1_ms": round(opened, 1),
        "pypdfium2_page_median_ms": round(statistics.median(bare), 1),
    }
    poppler = shutil.which("pdftoppm")
    if poppler:
        times = []
        with tempfile.TemporaryDirectory() as out:
            for page in range(10, 10 + 5 * 7, 7):
                began = time.perf_counter()
                number = str(page + 1)
                dpi = str(round(scale * 72))
                command = [poppler, "-r", dpi, "-f", number, "-l", number, "-png", str(path)]
                subprocess.run([*command, f"{out}/p"], check=True)
                times.append((time.perf_counter() - began) * 1000)
        figures["pdftoppm_page_median_ms"] = round(statistics.median(times), 1)
    return figures


def rss_mb(pid: int) -> float:
    """A process's resident memory in MB (Linux /proc; 0 elsewhere)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0.0
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def memory_in_a_new_process(folder: Path) -> dict[str, float]:
    """memory_reading_1000_pages in a process of its own (what the runs before left in this
    one is not the app's)."""
    command = [sys.executable, str(Path(__file__).resolve()), "--memory", str(folder)]
    done = subprocess.run(command, capture_output=True, text=True, check=True, timeout=600)
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def memory_reading_1000_pages(folder: Path) -> dict[str, float]:
    """RSS of this process (the main window shown, as the app has it) and the worker after
    reading 60 pages of a 1,000-page PDF."""
    import os

    import fulltext_bench
    from PySide6.QtWidgets import QApplication

    from papershelf.formats.pdf.worker import PdfWorker
    from papershelf.gui.controller import LibraryController
    from papershelf.gui.main_window import MainWindow
    from papershelf.gui.reader.window import ReaderWindow
    from papershelf.gui.settings import Settings
    from papershelf.library.attachments import AttachmentRow
    from papershelf.library.db import open_library

    lines = [
        f"Line {n}: a page of a long book read in the app, page after page." for n in range(45)
    ]
    path = folder / "thousand.pdf"
    path.write_bytes(fulltext_bench.pdf_bytes([lines] * 1000))
    lib = open_library(folder / "memory.sqlite")
    controller, settings = LibraryController(lib), Settings(folder / "m.ini")
    app = QApplication.instance() or QApplication([])
    main = MainWindow(controller, settings)
    main.show()
    app.processEvents()
    worker = PdfWorker()
    row = AttachmentRow(1, 1, 0, str(path), path.name, "pdf", False, True, "file", "", "")
    reader = ReaderWindow(controller, settings, 1, row, worker)
    reader.resize(VIEW_WIDTH + 300, VIEW_HEIGHT + 60)
    reader.show()
    reader.open_document()
    view = reader.view
    for page in range(0, 600, 10):  # 60 pages, scrolled to one after another
        view.go_to(page)
        wait_drawn(view, page, 10.0)
    app_mb, worker_mb = rss_mb(os.getpid()), rss_mb(worker.pid or 0)
    figures = {
        "rss_1000_pages_app_mb": round(app_mb),
        "rss_1000_pages_worker_mb": round(worker_mb),
        "rss_1000_pages_total_mb": round(app_mb + worker_mb),
        "image_cache_mb": round(view.cache.size_bytes / 2**20),
    }
    reader.close()
    main.close()
    worker.close()
    lib.close()
    return figures


def run(work: Path) -> dict[str, Any]:
    """Every figure of the suite, as one group."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    folder = work / "reader"
    folder.mkdir(parents=True, exist_ok=True)
    path = make_pdf(folder)
    scale = fit_width_scale(path)
    figures: dict[str, Any] = {"pages": PAGES, "view_width": VIEW_WIDTH, "scale": round(scale, 3)}
    figures.update(first_open_in_a_new_process(path))
    figures.update(first_page_in_window(path, app))
    figures.update(floors(path, scale))
    figures.update(memory_in_a_new_process(folder))
    return {"reader": figures}


if __name__ == "__main__":
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if sys.argv[1:2] == ["--memory"]:
        print(json.dumps(memory_reading_1000_pages(Path(sys.argv[2]))))
    elif sys.argv[1:2] == ["--first-read"]:
        print(json.dumps(first_read_of_a_session(Path(sys.argv[2]))))
    else:
        with tempfile.TemporaryDirectory() as folder:
            print(json.dumps(run(Path(folder)), indent=2))
