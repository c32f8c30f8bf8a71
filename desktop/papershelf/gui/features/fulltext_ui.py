"""The PDFs' text read in the background: a task, its status-bar line, page hits.

`FulltextUi(window)` reads every pending PDF attachment (services.fulltext) on the task
runner (gui/tasks, lane "fulltext": one at a time) at the lowest priority, on its own
connection, a few pages per transaction; the status bar shows which file and page, with a
Stop button. What was read stays read: the
library records each PDF's progress, so the next start (`resume`, called once the window is
up) goes on where the last one stopped. New attachments start it again (`on_changes`).
`hits_for` gives the detail view the pages of an entry's PDFs that match the current search.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QThread, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QToolButton, QWidget

from papershelf.gui.tasks import Task, TaskContext, runner
from papershelf.gui.translation import translate
from papershelf.library import fulltext
from papershelf.library.attachments import rows_of
from papershelf.library.db import LibraryError
from papershelf.library.fulltext import PageHit, TextState
from papershelf.library.search import parse
from papershelf.library.search_index import page_hits
from papershelf.library.search_sql import page_match
from papershelf.services.changes import Changes

if TYPE_CHECKING:
    from papershelf.gui.window_api import Frame, LibraryAccess, View
    from papershelf.services.fulltext import ExtractProgress, ExtractReport

    class ReadingTextWindow(Frame, LibraryAccess, View, Protocol):
        """The library whose PDFs are read, the search whose pages are found, the status bar."""


RESUME_DELAY_MS = 1500  # after the first paint: the window answers first, then reads PDFs


FULLTEXT = "fulltext"  # the task lane the PDFs' text is read in: one reader at a time


def _extract(context: TaskContext) -> ExtractReport | None:
    """On a pool thread at the lowest priority: read pending PDFs until done or stopped,
    a few pages per transaction (a library busy or damaged half-way keeps what was stored;
    the next start resumes). None when nothing is pending: asking is a pass over every
    attachment (0.1-0.5 s at 100,000 entries), so it is asked here, not on the window's thread."""
    from papershelf.services.fulltext import ExtractReport, extract_pending  # first use only

    if not fulltext.pending_count(context.lib):
        return None
    try:
        return extract_pending(
            context.lib, progress=context.deliver, cancelled=context.cancel_event.is_set
        )
    except LibraryError:
        return ExtractReport(cancelled=True)


class ExtractStatus(QWidget):
    """The status bar's line while PDFs are read: file, page, a bar and Stop."""

    stop_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fulltextStatus")
        self.label = QLabel(self)
        self.bar = QProgressBar(self)
        self.bar.setMaximumWidth(120)
        self.bar.setTextVisible(False)
        self.stop = QToolButton(self)
        self.stop.setText(translate("fulltext_ui", "Stop"))
        self.stop.setToolTip(
            translate(
                "fulltext_ui", "Stop reading PDFs (what was read is kept; the rest is read later)"
            )
        )
        self.stop.clicked.connect(self.stop_requested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.label, self.bar, self.stop):
            layout.addWidget(widget)
        self.hide()

    def show_progress(self, step: ExtractProgress) -> None:
        """'Reading PDF 2 of 5: paper.pdf, page 16 of 300'."""
        name = step.name if len(step.name) <= 40 else step.name[:39] + "…"
        text = translate(
            "fulltext_ui", "Reading PDF {file} of {files}: {name}, page {page} of {pages}"
        )
        self.label.setText(
            text.format(
                file=step.files_done + 1, files=step.files, name=name, page=step.page,
                pages=step.pages,
            )
        )  # fmt: skip
        self.bar.setMaximum(max(step.pages, 1))
        self.bar.setValue(step.page)
        self.show()


class FulltextUi(QObject):
    """Runs the extraction worker for one window and answers the detail view's page hits."""

    finished = Signal(object)  # ExtractReport, after the worker stopped

    def __init__(self, window: ReadingTextWindow) -> None:
        super().__init__(window.frame)
        self.window = window
        self.status = ExtractStatus(window.frame)
        self.status.stop_requested.connect(self.stop)
        window.statusBar().addPermanentWidget(self.status)
        self.job: Task | None = None
        self._again = False
        self._stopped = False
        self._closing = False  # the window closes: nothing starts any more (a resume timer)

    @property
    def running(self) -> bool:
        """Whether the worker is reading PDFs now."""
        return self.job is not None

    def resume(self) -> None:
        """Read what is pending, shortly after the window is up (a restart resumes here)."""
        QTimer.singleShot(RESUME_DELAY_MS, self.start)

    def start(self) -> None:
        """Start the worker if anything is pending (or once it ends, if it is running)."""
        lib = self.window.controller.lib
        if self.window.controller.read_only or self._closing:
            return
        if self.job is not None:
            self._again = True
            return
        self._stopped = False
        self.job = runner().run(
            _extract, library=lib.target, lane=FULLTEXT, on_part=self.status.show_progress,
            on_success=self._done, on_failure=self._not_opened,
            priority=QThread.Priority.LowestPriority,
        )  # fmt: skip

    def stop(self) -> None:
        """Stop after the pages being read (the person asked, or the window closes)."""
        self._stopped, self._again = True, False
        if self.job is not None:
            self.job.cancel()

    def wait(self) -> None:
        """Stop and wait for the worker (the window is closing)."""
        self._closing = True
        self.stop()
        if self.job is not None:
            self.job.wait()

    def on_changes(self, changes: Changes) -> None:
        """New or relinked attachments: read them."""
        if changes.attachments and not self._stopped:
            self.start()

    def _not_opened(self, _why: str) -> None:
        """The library refused the task's connection: nothing was read (the next start
        tries again)."""
        from papershelf.services.fulltext import ExtractReport  # first use only

        self._done(ExtractReport())

    def _done(self, report: ExtractReport | None) -> None:
        """Say what was read, refresh what shows it, go again if more came meanwhile
        (None: nothing was pending, nothing to say)."""
        self.job = None
        if report is None:
            self._go_again()
            return
        self.status.hide()
        said = translate("fulltext_ui", "PDF text: {summary}").format(summary=report.summary())
        self.window.statusBar().showMessage(said, 8000)
        if not report.changes.empty:
            self.window.controller.changed.emit(report.changes)
        self.finished.emit(report)
        self._go_again()

    def _go_again(self) -> None:
        """Start again if PDFs came while the worker ran (and nobody stopped it)."""
        if self._again and not self._stopped:
            self._again = False
            self.start()

    def hits_for(self, entry_id: int) -> tuple[list[PageHit], list[TextState]]:
        """The entry's pages matching the search shown, and its PDFs that cannot be searched."""
        lib = self.window.controller.lib
        hits = page_hits(lib, entry_id, page_match(parse(self.window.model.query)))
        pdfs = [r.id for r in rows_of(lib, [entry_id]).get(entry_id, []) if r.kind == "pdf"]
        states = fulltext.states(lib, pdfs).values()
        return hits, [s for s in states if s.state in ("no_text", "failed", "over_budget")]
