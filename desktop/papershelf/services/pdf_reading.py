"""The one seam the import and the full text read PDFs through; which engine reads what is
chosen here.

    with PdfReading(cancelled) as pdfs:
        identity, page = pdfs.identity(path)     # PdfError, OverBudget, Stopped
        total, pages = pdfs.open(path, start)    # the text: (number, text) as they come

Each engine runs in a worker process of its own, started on first use and ended with the
reading (a PDF that crashes, hangs or bloats one costs a message, never the caller):
- what a PDF says about itself (metadata, identifiers): pypdf, and its pages' text: PDFium
  (pypdfium2's text API), both in services.pdf_worker's worker, with time and memory
  budgets, stopped at once when cancelled;
- the layout of its first pages (where the title, authors and abstract stand): PDFium, in
  formats.pdf.worker (the reader's engine), within the identity's time budget (both pages
  together: an import of one PDF ends within 120 s, issue 30); a PDF PDFium cannot read has
  pypdf's own guess of a title from page 1 instead.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection
from pathlib import Path

from papershelf.formats.pdf.inferred import with_page_identifiers
from papershelf.formats.pdf.pdf_text import PdfError, PdfIdentity
from papershelf.formats.pdf.title_page import TitlePage, read_title_page
from papershelf.formats.pdf.worker import PdfWorker as LayoutWorker
from papershelf.formats.pdf.worker import TimedOut, serve
from papershelf.i18n import translate
from papershelf.services.pdf_worker import (
    IDENTITY_SECONDS,
    MEMORY_BYTES,
    OverBudget,
    PdfWorker,
    Stopped,
    costly,
    pdf_seconds,
)

__all__ = ["OverBudget", "PdfError", "PdfReading", "Stopped"]

_POLL = 0.1  # how often the first pages' wait looks at `cancelled`, as pypdf's worker's


class PdfReading:
    """The engines' worker processes for one run of reading (an import's, the full text's)."""

    def __init__(self, cancelled: Callable[[], bool] = lambda: False) -> None:
        self._cancelled = cancelled
        self._text = PdfWorker(cancelled)
        self._layout: LayoutWorker | None = None  # started when a title page is first read

    def __enter__(self) -> PdfReading:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """End both worker processes."""
        self._text.close()
        if self._layout is not None:
            self._layout.close()

    def identity(self, path: Path) -> tuple[PdfIdentity, TitlePage | None]:
        """What the PDF says about itself, completed from its first pages, and what their
        layout says (None when PDFium cannot read them: pypdf's guess of a title then)."""
        identity = self._text.identity(path, layout=False)
        read = self._first_pages(path, identity)
        if read is None:
            return self._text.identity(path), None
        return read

    def open(self, path: Path, start: int = 0) -> tuple[int, Iterator[tuple[int, str]]]:
        """The PDF's page count, and (number, text) of its pages after *start* as they come."""
        return self._text.open(path, start)

    def _first_pages(
        self, path: Path, identity: PdfIdentity
    ) -> tuple[PdfIdentity, TitlePage] | None:
        """The identity completed from the first pages' text, and what their layout says
        (page 2 read only when page 1 has no abstract); None when PDFium cannot read them."""
        budget = identity_seconds()
        if self._layout is None:
            self._layout = _BudgetedLayout(self._cancelled, timeout=budget)
        layout = self._layout
        until = time.monotonic() + budget  # both pages together, as pypdf's identity
        try:
            layout.timeout = budget
            pages = [layout.call("lines", path, 0)]
            found, page = with_page_identifiers(identity, pages), read_title_page(pages)
            if identity.pages >= 2 and not page.abstract:
                layout.timeout = max(0.1, until - time.monotonic())
                pages.append(layout.call("lines", path, 1))
                found, page = with_page_identifiers(identity, pages), read_title_page(pages)
        except TimedOut:  # a CPU bomb: pypdf would take as long again
            said = translate("pdf_worker", "its first pages took more than {seconds} s")
            raise OverBudget(costly(said.format(seconds=f"{budget:.0f}"))) from None
        except PdfError:
            return None
        return found, page


def identity_seconds() -> float:
    """The time budget of a PDF's identity: IDENTITY_SECONDS, or the text's budget when that
    is set lower (PAPERSHELF_PDF_SECONDS), as services.pdf_worker bounds pypdf's identity."""
    return min(IDENTITY_SECONDS, pdf_seconds())


def _serve_within_budget(connection: Connection) -> None:
    """PDFium's worker loop with pypdf's worker's address-space limit (MEMORY_BYTES): a PDF
    that needs more fails its first pages (PdfError: pypdf's guess then), never the machine."""
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))
    except (ImportError, ValueError, OSError):  # not on this system: the time budget stays
        pass
    serve(connection)


class _BudgetedLayout(LayoutWorker):
    """PDFium for an import's first pages, within the memory budget pypdf's worker has, and
    stopped at once when the reading is cancelled (closing the window during an import of a
    PDF that PDFium spins on takes well under 2 s, not the identity budget's 25 s)."""

    loop = staticmethod(_serve_within_budget)

    def __init__(self, cancelled: Callable[[], bool], timeout: float) -> None:
        super().__init__(timeout=timeout)
        self.cancelled = cancelled

    def _answered(self, connection: Connection) -> bool:
        """Wait for the answer in steps of _POLL, looking at `cancelled` between them."""
        until = time.monotonic() + self.timeout
        while not connection.poll(max(0.0, min(_POLL, until - time.monotonic()))):
            if self.cancelled():
                self._stop()
                raise Stopped
            if time.monotonic() >= until:
                return False
        return True
