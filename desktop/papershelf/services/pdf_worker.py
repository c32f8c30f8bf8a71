"""PDFs read in a worker process with a time and memory budget, stopped at once when asked.

    with PdfWorker(cancelled=stop.is_set) as worker:
        identity = worker.identity(path)            # PdfError, OverBudget, Stopped
        for number, text in worker.pages(path, start=0):
            ...

The pages' text is read by PDFium (formats.pdf.pdfium_text: several times faster than
pypdf on real PDFs, bench/pdf_text_bench.py), a PDF's identity by pypdf (read_identity);
`reader="pypdf"` (or PAPERSHELF_PDF_TEXT=pypdf) reads the pages with pypdf as before. Both
run in their own process (spawned, so a window's threads are not forked; PDFium is C, so
a crash there ends only the worker), one PDF at a time: a small PDF can make a reader work
for hours (form XObjects drawing each other, a content stream of millions of operators)
or take gigabytes. The process's address space
is limited (`MEMORY_BYTES`, RLIMIT_AS); the caller waits at most `PAGE_SECONDS` for any
one page or answer and `PDF_SECONDS` for one PDF's pages (`IDENTITY_SECONDS` for its
identity), checking `cancelled` ten times a second. A PDF over its budget raises
`OverBudget` (the process is killed; the next PDF gets a new one), so the caller can mark
it and never read it again by itself. `PAPERSHELF_PDF_SECONDS` sets `PDF_SECONDS`.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from papershelf.formats.pdf.pdf_text import (
    MAX_PAGES,
    PdfDocument,
    PdfError,
    PdfIdentity,
    read_identity,
)
from papershelf.formats.pdf.pdfium_text import PdfiumDocument
from papershelf.i18n import translate

__all__ = [
    "IDENTITY_SECONDS", "MEMORY_BYTES", "PAGE_SECONDS", "PDF_SECONDS", "READERS",
    "OverBudget", "PdfWorker", "Stopped", "costly", "pdf_seconds", "text_reader", "the_pdf",
]  # fmt: skip

PDF_SECONDS = 90.0  # one PDF's text; with its identity, an import of one PDF ends in 120 s
IDENTITY_SECONDS = 25.0  # what a PDF says about itself (its first two pages and metadata)
PAGE_SECONDS = 30.0  # any one page
MEMORY_BYTES = 1536 * 1024 * 1024  # the worker's address space
_POLL = 0.1  # how often a wait looks at `cancelled`
# What reads the pages' text: each opens a path, has .pages, .text(number) and .close().
READERS: dict[str, type[PdfiumDocument] | type[PdfDocument]] = {
    "pdfium": PdfiumDocument, "pypdf": PdfDocument,
}  # fmt: skip


class OverBudget(PdfError):  # noqa: N818 (reads as what happened, as PdfError's)
    """A PDF that took more time or memory than it may; its reading was stopped."""


class Stopped(Exception):  # noqa: N818
    """The reading was cancelled (the worker was killed at once)."""


def pdf_seconds() -> float:
    """The time budget of one PDF's text: PAPERSHELF_PDF_SECONDS, else PDF_SECONDS."""
    try:
        return max(0.5, float(os.environ.get("PAPERSHELF_PDF_SECONDS", "") or PDF_SECONDS))
    except ValueError:
        return PDF_SECONDS


def text_reader() -> str:
    """What reads the pages' text: PAPERSHELF_PDF_TEXT if it names one of READERS, else
    'pdfium'."""
    named = os.environ.get("PAPERSHELF_PDF_TEXT", "").strip().lower()
    return named if named in READERS else "pdfium"


def _serve(conn: Connection, memory: int) -> None:
    """The worker process: answer requests until the pipe closes (pypdf loaded first: the
    budget is the PDF's, not the library's; PDFium, 0.3 s to load under load, at the first
    pages asked, so a PDF's identity does not wait for it)."""
    import pypdf  # noqa: F401

    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    except (ImportError, ValueError, OSError):  # not on this system: the time budget stays
        pass
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        try:
            _answer(conn, request)
        except MemoryError:
            conn.send(("memory",))
            return


def _answer(conn: Connection, request: tuple[Any, ...]) -> None:
    """Answer one request: ('identity', path, layout) or ('pages', path, start, reader)."""
    kind, path = request[0], Path(request[1])
    try:
        if kind == "identity":
            conn.send(("identity", read_identity(path, layout=request[2])))
            return
        document = READERS[request[3]](path)
        try:
            conn.send(("open", document.pages))
            for number in range(request[2] + 1, min(document.pages, MAX_PAGES) + 1):
                conn.send(("page", number, document.text(number)))
        finally:
            document.close()
        conn.send(("end",))
    except PdfError as problem:
        conn.send(("error", str(problem), problem.unreadable))
    except MemoryError:
        raise
    except Exception as error:  # a reader's bug is this PDF's failure, not the worker's end
        conn.send(("error", f"could not be read ({type(error).__name__})"))


def _problem(answer: tuple[Any, ...]) -> PdfError:
    """The worker's ("error", message[, unreadable]) answer as the PdfError it was there."""
    return PdfError(answer[1], unreadable=len(answer) > 2 and bool(answer[2]))


class PdfWorker:
    """A worker process and the budgets its answers are waited for with."""

    def __init__(
        self, cancelled: Callable[[], bool] = lambda: False, *, seconds: float | None = None,
        page_seconds: float = PAGE_SECONDS, memory: int = MEMORY_BYTES, reader: str = "",
    ) -> None:  # fmt: skip
        self.cancelled, self.reader = cancelled, reader if reader in READERS else text_reader()
        self.seconds = pdf_seconds() if seconds is None else seconds
        self.page_seconds, self.memory = page_seconds, memory
        self._process: Any = None
        self._conn: Connection | None = None

    def __enter__(self) -> PdfWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def identity(
        self, path: Path, seconds: float = IDENTITY_SECONDS, layout: bool = True
    ) -> PdfIdentity:
        """What the PDF says about itself (PdfError, OverBudget, Stopped); *layout*: with
        pypdf's guess of a title from page 1 (read_identity)."""
        conn = self._started()
        conn.send(("identity", str(path), layout))
        budget = min(seconds, self.seconds)
        answer = self._receive(time.monotonic() + budget, budget)
        if answer[0] == "identity":
            return answer[1]
        raise _problem(answer)

    def open(self, path: Path, start: int = 0) -> tuple[int, Iterator[tuple[int, str]]]:
        """The PDF's page count, and (number, text) of its pages after *start* as they come
        (PdfError if it cannot be opened; OverBudget or Stopped from the pages too)."""
        conn = self._started()
        conn.send(("pages", str(path), start, self.reader))
        until = time.monotonic() + self.seconds
        answer = self._receive(until)
        if answer[0] == "error":
            raise _problem(answer)
        return int(answer[1]), self._pages(until)

    def _pages(self, until: float) -> Iterator[tuple[int, str]]:
        """The pages' texts until the worker says it is done (a worker left part-way, its
        pages still coming, is stopped: its next answer would be this PDF's)."""
        finished = False
        try:
            while True:
                answer = self._receive(until)
                if answer[0] == "end":
                    finished = True
                    return
                yield int(answer[1]), str(answer[2])
        finally:
            if not finished:
                self.close()

    def close(self) -> None:
        """Stop the worker process (at once: it may be in the middle of a page)."""
        process, self._process = self._process, None
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if process is not None:
            process.kill()
            process.join(5)

    def _started(self) -> Connection:
        """The pipe to a running worker (started now if none runs)."""
        if self._process is None or self._conn is None:
            context = multiprocessing.get_context("spawn")
            ours, theirs = context.Pipe()
            self._process = context.Process(
                target=_serve, args=(theirs, self.memory), daemon=True, name="papershelf-pdf"
            )
            self._process.start()
            theirs.close()
            self._conn = ours
        return self._conn

    def _receive(self, until: float, budget: float | None = None) -> tuple[Any, ...]:
        """The worker's next answer, within the budget ending at *until* (of *budget*
        seconds, the PDF's by default; the worker killed when it is over)."""
        if self.cancelled():  # asked between two answers: stop after the pages being read
            self.close()
            raise Stopped
        conn = self._started()
        page_until = min(until, time.monotonic() + self.page_seconds)
        while not conn.poll(_POLL):
            if self.cancelled():
                self.close()
                raise Stopped
            if time.monotonic() >= page_until:
                self.close()
                raise OverBudget(self._too_slow(page_until < until, budget))
        try:
            answer: tuple[Any, ...] = conn.recv()
        except (EOFError, OSError):
            self.close()
            raise OverBudget(self._too_big()) from None
        if answer[0] == "memory":
            self.close()
            raise OverBudget(self._too_big())
        return answer

    def _too_slow(self, one_page: bool, budget: float | None = None) -> str:
        """Why a PDF over its time budget (*budget* seconds, the PDF's by default) was stopped."""
        if one_page:
            said = translate("pdf_worker", "a page took more than {seconds} s")
            what = said.format(seconds=f"{self.page_seconds:.0f}")
        else:
            said = translate("pdf_worker", "reading took more than {seconds} s")
            what = said.format(seconds=f"{self.seconds if budget is None else budget:.0f}")
        return costly(what)

    def _too_big(self) -> str:
        """Why a PDF over its memory budget was stopped."""
        said = translate("pdf_worker", "it needs more than {megabytes} MB")
        return costly(said.format(megabytes=self.memory // 2**20))


def the_pdf(problem: object) -> str:
    """'the PDF is damaged …': a reading problem as stored beside the file."""
    return translate("pdf_worker", "the PDF {problem}").format(problem=problem)


def costly(why: str) -> str:
    """Why a PDF over a budget was stopped: 'is too costly to read (WHY); …'."""
    said = translate(
        "pdf_worker", "is too costly to read ({why}); it is not read again unless asked"
    )
    return said.format(why=why)
