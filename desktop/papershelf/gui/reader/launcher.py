"""Paper › Read PDF (Ctrl+R): the selected paper's PDF in a reader window of its own.

The reader's hooks into the main window: an action on the list, a reader window per PDF
(asking again raises the open one), and the detail pane's lines on annotations a search
matched. One PDF worker process serves every reader, started
when a paper with a PDF is first selected (so the first Read PDF finds it running, and a
library whose PDFs are never looked at costs no process); the reader's modules are loaded
then too, on a thread.
"""

from __future__ import annotations

import importlib
import threading
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction

from papershelf.gui.actions import ActionSpec, make_action
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.entries_sql import titles_of
from papershelf.services.changes import ServiceError

if TYPE_CHECKING:
    from papershelf.formats.pdf.worker import PdfWorker
    from papershelf.gui.reader.window import ReaderWindow
    from papershelf.gui.window_api import (
        Frame,
        LibraryAccess,
        Panes,
        Selection,
        SettingsAccess,
        View,
    )
    from papershelf.services.annotation_hits import AnnotationHit

    class ReadingWindow(Frame, LibraryAccess, SettingsAccess, Selection, View, Panes, Protocol):
        """The selection to read, the search to mark, the pane's PDF hits, the settings."""


READ_PDF = ActionSpec(
    N("&Read PDF"), "Ctrl+R", N("Read the paper's PDF in Papershelf, with highlights and notes")
)


def import_reader() -> None:
    """Load the reader window's modules and paint once into a small picture (a thread's
    work: the window stays answering, and the first Read PDF finds them loaded; Python's
    import locks make a Read PDF during it wait for the same modules, not load them twice).
    Not a daemon: exit waits for it."""
    importlib.import_module("papershelf.gui.reader.window")
    importlib.import_module("papershelf.gui.reader.painting").warm_up()


class ReaderLauncher:
    """Opens reader windows for the main window's selection."""

    prestart = True  # start the worker once a paper with a PDF is selected (tests: off)

    def __init__(self, window: ReadingWindow) -> None:
        self.window = window
        self._worker: PdfWorker | None = None  # made when first needed (multiprocessing)
        self.readers: dict[int, ReaderWindow] = {}
        self.action: QAction = make_action(window.frame, READ_PDF, self.read_selected)
        window.frame.addAction(self.action)
        window.detail.pdf_hits.annotation_provider = self.annotation_hits
        if self.prestart:
            window.table.selectionModel().selectionChanged.connect(self._warm_up)

    @property
    def worker(self) -> PdfWorker:
        """The client of the PDF worker process every reader shares (not started yet)."""
        if self._worker is None:
            from papershelf.formats.pdf.worker import PdfWorker  # first use only

            self._worker = PdfWorker()
        return self._worker

    def _warm_up(self) -> None:
        """The first paper with a PDF selected: start the worker process now, in the
        background (a new process importing PDFium: 0.5-1 s the first Read PDF then saves),
        and load the reader's modules on a thread of their own (0.1-0.5 s)."""
        ids = self.window.table.selected_ids()
        if ids and self._has_pdf(ids[0]):
            self.window.table.selectionModel().selectionChanged.disconnect(self._warm_up)
            self.worker.start()
            threading.Thread(target=import_reader, name="reader-import").start()

    def _has_pdf(self, entry_id: int) -> bool:
        """Whether the entry has a PDF to read (as entry_pdf would find one; that module
        loads the PDF formats, which a start does not need: the first row is selected)."""
        from papershelf.services.attachments import attachments_of, is_present

        rows = attachments_of(self.window.controller.lib, entry_id)
        return any(row.kind == "pdf" and is_present(row) for row in rows)

    def annotation_hits(self, entry_id: int) -> list[AnnotationHit]:
        """The entry's annotations the search shown matched (the detail pane says so)."""
        from papershelf.services.annotation_hits import annotation_hits

        return annotation_hits(self.window.controller.lib, entry_id, self.window.model.query)

    def read_selected(self) -> ReaderWindow | None:
        """Open (or raise) the reader of the selected paper's first PDF."""
        from papershelf.gui.reader.window import ReaderWindow  # PDFium: loaded on first use
        from papershelf.services.annotation_text import entry_pdf

        ids = self.window.table.selected_ids()
        if not ids:
            return None
        try:
            pdf = entry_pdf(self.window.controller.lib, ids[0])
        except ServiceError as error:
            self.window.statusBar().showMessage(
                translate("reader.launcher", "Cannot read this paper: {reason}.").format(
                    reason=error
                ),
                8000,
            )
            return None
        reader = self.readers.get(pdf.id)
        if reader is None:
            title = titles_of(self.window.controller.lib, [ids[0]]).get(ids[0], "")
            reader = ReaderWindow(
                self.window.controller, self.window.settings, ids[0], pdf, self.worker, title
            )
            reader.closed.connect(lambda key: self.readers.pop(key, None))
            reader.closed.connect(lambda _key, e=ids[0]: self.window.model.refresh_progress(e))
            self.readers[pdf.id] = reader
            reader.show()
            if reader.open_document():
                QTimer.singleShot(0, reader.read_file_annotations)
                self._mark_reading(ids[0])
        reader.setWindowState(reader.windowState() & ~Qt.WindowState.WindowMinimized)
        reader.raise_()
        reader.activateWindow()
        return reader

    def _mark_reading(self, entry_id: int) -> None:
        """An unread paper whose PDF is opened is being read (an undo step; a preference)."""
        from papershelf.gui.settings import Settings
        from papershelf.library.entries_sql import key_title_status
        from papershelf.library.models import Status

        controller = self.window.controller
        if not self.window.settings.integer(Settings.READER_MARKS_READING, 1):
            return
        if controller.read_only or key_title_status(controller.lib, entry_id)[2] != Status.UNREAD:
            return
        controller.set_status([entry_id], Status.READING)

    def read_at(self, page: int, words: str = "") -> ReaderWindow | None:
        """The selected paper's PDF at *page* (1-based), *words* found and marked there (a
        full-text hit in the detail pane)."""
        reader = self.read_selected()
        if reader is None or reader.problem:
            return reader
        reader.view.go_to(page - 1)
        if words:
            reader.find_box.setText(words)
            reader.finder.search(words)
        return reader

    def close(self) -> None:
        """Close every reader and stop the worker process."""
        for reader in list(self.readers.values()):
            reader.close()
        if self._worker is not None:
            self._worker.close()
