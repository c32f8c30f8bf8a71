"""Reading attached PDFs' text into the full-text index, a few pages per transaction.

    report = extract_pending(lib, progress=show, cancelled=stop.is_set)

Every PDF attachment not read yet (library.fulltext.pending) is opened and its pages stored
in batches of BATCH_PAGES, each batch one short transaction that also records how far the
file has been read, so a cancelled or killed run resumes at the next page (the GUI's worker
and `papershelf reindex` both call this). A file that cannot be read is marked failed with
the reason and the queue goes on; a scan's pages hold no text and it is marked 'no_text'.
The slow part (reading the pages: PDFium's text API, 6x faster than pypdf's for the whole
indexing on real PDFs, bench/pdf_text_bench.py) runs outside any transaction, so other
writers wait only for inserts, and in a worker process with a time and memory budget
(services.pdf_reading): a PDF over its budget keeps the pages read so far and is marked
'over_budget', which no run reads again until asked (`retry_over_budget`,
`papershelf reindex --retry-over-budget`).
Only files the person attached or agreed to open are read (library.fulltext.pending).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from papershelf.formats.pdf.pdf_text import MAX_PAGES, PdfError
from papershelf.i18n import translate
from papershelf.library import fulltext
from papershelf.library.db import Library
from papershelf.library.fulltext import PendingPdf
from papershelf.services.changes import Changes
from papershelf.services.pdf_reading import OverBudget, PdfReading, Stopped
from papershelf.services.pdf_worker import the_pdf

__all__ = [
    "ExtractReport", "FileOutcome", "extract_pending", "pending_count", "retry_failed",
    "retry_over_budget",
]  # fmt: skip

BATCH_PAGES = 16  # pages stored per transaction: ~0.02-0.1 s of PDFium between commits
FIELD = "fulltext"  # the field a Changes names for entries whose indexed text changed


@dataclass(frozen=True)
class ExtractProgress:
    """Where a run is: files done of all, and pages of the file being read."""

    files_done: int
    files: int
    name: str
    page: int
    pages: int


Progress = Callable[[ExtractProgress], None]


@dataclass(frozen=True)
class FileOutcome:
    """What became of one PDF: its state after the run and a message for a person."""

    attachment_id: int
    entry_id: int
    path: str
    state: str  # 'done', 'no_text', 'failed', 'over_budget', 'partial' (cancelled part-way),
    # 'removed'
    pages: int
    message: str = ""


@dataclass
class ExtractReport:
    """Every file a run touched, whether it was cancelled, and what changed."""

    files: list[FileOutcome] = field(default_factory=list)
    cancelled: bool = False
    changes: Changes = field(default_factory=Changes)

    @property
    def pages(self) -> int:
        """Pages read in this run's files (resumed ones counted whole)."""
        return sum(outcome.pages for outcome in self.files)

    def summary(self) -> str:
        """One line: '3 PDFs read (312 pages), 1 without text, 1 failed'."""
        done = sum(o.state == "done" for o in self.files)
        pdfs = translate("fulltext", "%n PDFs", None, done)
        read = self.pages  # lupdate sees a count that is a name, not an attribute
        pages = translate("fulltext", "%n pages", None, read)
        text = translate("fulltext", "{pdfs} read ({pages})").format(pdfs=pdfs, pages=pages)
        for state in ("no_text", "failed", "over_budget"):
            count = sum(o.state == state for o in self.files)
            text += _state_words(state, count) if count else ""
        return text + (translate("fulltext", ", stopped before the end") if self.cancelled else "")


def _state_words(state: str, count: int) -> str:
    """', 2 failed': how many files of a summary ended in *state*."""
    if state == "no_text":
        return translate("fulltext", ", %n without text (scanned?)", None, count)
    if state == "failed":
        return translate("fulltext", ", %n failed", None, count)
    return translate("fulltext", ", %n too costly to read", None, count)


def pending_count(lib: Library) -> int:
    """How many PDF attachments wait to be read."""
    return fulltext.pending_count(lib)


def retry_failed(lib: Library) -> int:
    """Make the PDFs that could not be read pending again; how many."""
    with lib.atomic():
        return fulltext.forget_failed(lib)


def retry_over_budget(lib: Library) -> int:
    """Make the PDFs stopped for their cost pending again (read from their first page); how
    many."""
    with lib.atomic():
        return fulltext.forget_over_budget(lib)


def extract_pending(
    lib: Library, *, entry_ids: Sequence[int] = (), progress: Progress | None = None,
    cancelled: Callable[[], bool] = lambda: False,
) -> ExtractReport:  # fmt: skip
    """Read every pending PDF (only *entry_ids*' if given) until done or *cancelled*."""
    report = ExtractReport()
    queue = fulltext.pending(lib, entry_ids=entry_ids)
    with PdfReading(cancelled) as worker:
        for done, pdf in enumerate(queue):
            if cancelled():
                report.cancelled = True
                break
            outcome = _Step(lib, pdf, (done, len(queue)), progress, worker).run()
            if _counted(report, pdf, outcome):
                break
    return report


def _counted(report: ExtractReport, pdf: PendingPdf, outcome: FileOutcome) -> bool:
    """Add a file's outcome to the report; whether the run stops there (cancelled)."""
    report.files.append(outcome)
    if outcome.state != "removed":  # its entry may be gone too
        report.changes |= Changes.edit([pdf.entry_id], [FIELD])
    if outcome.state == "partial":
        report.cancelled = True
    return report.cancelled


class _RemovedError(Exception):
    """The attachment being read was removed (detached, its entry deleted) meanwhile."""


class _Step:
    """Reading one PDF: open it, store its pages batch by batch, record the end state."""

    def __init__(
        self, lib: Library, pdf: PendingPdf, place: tuple[int, int],
        progress: Progress | None, worker: PdfReading,
    ) -> None:  # fmt: skip
        self.lib, self.pdf, (self.done, self.files) = lib, pdf, place
        self.progress, self.worker = progress, worker
        self.page, self.total = pdf.start, 0  # the last page stored, of how many

    def run(self) -> FileOutcome:
        """Read the file from where an earlier run stopped; its outcome."""
        try:
            return self._read()
        except _RemovedError:
            gone = translate("fulltext", "removed from the library while it was read")
            return self._outcome("removed", 0, gone)

    def _read(self) -> FileOutcome:
        """Open the file, store its pages, record the end state."""
        try:
            self.total, pages = self.worker.open(Path(self.pdf.path), self.pdf.start)
        except OverBudget as problem:
            return self._finish("over_budget", self.page, 0, the_pdf(problem))
        except PdfError as problem:
            return self._finish("failed", 0, 0, the_pdf(problem))
        except Stopped:
            return self._outcome("partial", self.page)
        return self._pages(pages)

    def _pages(self, pages: Iterator[tuple[int, str]]) -> FileOutcome:
        """Store the pages as they come, BATCH_PAGES per transaction; the end state."""
        batch: list[tuple[int, str]] = []
        try:
            for number, text in pages:
                batch.append((number, text))
                if len(batch) == BATCH_PAGES:
                    batch = self._store(batch)
        except OverBudget as problem:
            self._store(batch)
            return self._finish("over_budget", self.page, self.total, the_pdf(problem))
        except Stopped:
            self._store(batch)
            return self._outcome("partial", self.page)
        self._store(batch)
        return self._end(self.page, self.total)

    def _store(self, batch: list[tuple[int, str]]) -> list[tuple[int, str]]:
        """One batch of pages and the new resume point, in one transaction; [] for the next."""
        if not batch:
            return batch
        self.page, total = batch[-1][0], self.total
        with self.lib.atomic():
            self._check_attached()
            fulltext.store_pages(self.lib, self.pdf, batch)
            fulltext.set_state(self.lib, self.pdf, "partial", self.page, total)
        if self.progress is not None:
            name = Path(self.pdf.path).name
            shown = min(total, MAX_PAGES)
            self.progress(ExtractProgress(self.done, self.files, name, self.page, shown))
        return []

    def _end(self, pages: int, total: int) -> FileOutcome:
        """The final state: done (a note if pages were left unread) or no text at all."""
        if not fulltext.has_text(self.lib, self.pdf.attachment_id):
            said = translate("fulltext", "no text layer (a scan?); not searchable")
            return self._finish("no_text", pages, total, said)
        message = ""
        if total > pages:
            message = translate(
                "fulltext", "only the first {pages:,} of {total:,} pages were indexed"
            ).format(pages=pages, total=total)
        return self._finish("done", pages, total, message)

    def _finish(self, state: str, pages: int, total: int, message: str) -> FileOutcome:
        """Record *state* and return the outcome."""
        with self.lib.atomic():
            self._check_attached()
            fulltext.set_state(self.lib, self.pdf, state, pages, total, message)
        return self._outcome(state, pages, message)

    def _check_attached(self) -> None:
        """Raise _RemovedError if the attachment is gone: its pages would be orphans."""
        if not fulltext.still_attached(self.lib, self.pdf):
            raise _RemovedError

    def _outcome(self, state: str, pages: int, message: str = "") -> FileOutcome:
        """This file's outcome."""
        pdf = self.pdf
        return FileOutcome(pdf.attachment_id, pdf.entry_id, pdf.path, state, pages, message)
