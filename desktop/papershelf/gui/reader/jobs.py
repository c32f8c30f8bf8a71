"""Background work of a reader: bitmaps, page text and links from the PDF worker process.

One thread per reader takes requests newest-first (the pages on screen now matter more than
those scrolled past) and answers with signals, delivered on the GUI thread. The PDF worker
process (formats.pdf.worker) does the drawing, so a PDF that crashes PDFium costs a message.
Rendered pages are kept in a cache bounded by bytes; text and links per page are small and
kept whole.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal
from PySide6.QtGui import QImage

from papershelf.formats.pdf.engine import Bitmap, DocumentInfo, Link
from papershelf.formats.pdf.text import PageText
from papershelf.formats.pdf.worker import PdfWorker
from papershelf.formats.pdf_text import PdfError

CACHE_BYTES = 96 * 1024 * 1024  # rendered pages kept: 9 pages 1,600 px wide (the 1,000-page RSS)


def to_image(bitmap: Bitmap) -> QImage:
    """A QImage holding its own copy of the bitmap's RGB bytes."""
    image = QImage(
        bitmap.data, bitmap.width, bitmap.height, bitmap.stride, QImage.Format.Format_RGB888
    )
    return image.copy()


class ImageCache:
    """Rendered pages by (page, scale), least recently used dropped past a byte budget."""

    def __init__(self, budget: int = CACHE_BYTES) -> None:
        self.budget = budget
        self._images: OrderedDict[tuple[int, float], QImage] = OrderedDict()
        self._bytes = 0

    def get(self, page: int, scale: float) -> QImage | None:
        """The page rendered at *scale*, if kept."""
        image = self._images.get((page, scale))
        if image is not None:
            self._images.move_to_end((page, scale))
        return image

    def nearest(self, page: int) -> QImage | None:
        """The page at any scale (shown stretched until the right one comes)."""
        for (number, _scale), image in reversed(self._images.items()):
            if number == page:
                return image
        return None

    def put(self, page: int, scale: float, image: QImage) -> None:
        """Keep an image, dropping the oldest while over budget."""
        key = (page, scale)
        if key in self._images:
            self._bytes -= self._images.pop(key).sizeInBytes()
        self._images[key] = image
        self._bytes += image.sizeInBytes()
        while self._bytes > self.budget and len(self._images) > 1:
            _key, old = self._images.popitem(last=False)
            self._bytes -= old.sizeInBytes()

    @property
    def size_bytes(self) -> int:
        """Bytes held."""
        return self._bytes


class ReaderJobs(QThread):
    """The reader's background thread: one job at a time, newest request first."""

    rendered = Signal(int, float, QImage)  # page, scale, image
    text_ready = Signal(int, object)  # page, PageText
    links_ready = Signal(int, object)  # page, [Link]
    thumbnail_ready = Signal(int, QImage)  # page, a small picture of it
    frames_ready = Signal(object)  # every page's exact PageFrame
    file_annotations_ready = Signal(object)  # [AnnotationRecord] the file holds, new ones
    failed = Signal(int, str)  # page (-1: the document), why

    def __init__(self, worker: PdfWorker, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker, self.path = worker, path
        self.password: str | None = None  # an encrypted PDF's, once the person gave it
        self.rotation = 0  # degrees the reader turns every page (bitmaps of another: dropped)
        self._pending: OrderedDict[tuple[str, int], tuple[object, Callable[[], Any]]] = (
            OrderedDict()
        )
        self._running: tuple[str, int, object] | None = None  # the job being done
        self._wake = threading.Condition()
        self._stopping = False

    def info(self) -> DocumentInfo:
        """The document's pages and outline (asked on the calling thread: it is quick)."""
        info: DocumentInfo = self.worker.call("info", self.path, password=self.password)
        return info

    def render(self, page: int, scale: float) -> None:
        """Ask for *page* drawn at *scale* (pixels per point)."""
        rotation = self.rotation
        self._submit("render", page, lambda: self._render(page, scale, rotation), (scale, rotation))

    def thumbnail(self, page: int, scale: float) -> None:
        """Ask for a small picture of *page* (the Pages tab's)."""
        self._submit("thumb", page, lambda: self._thumbnail(page, scale), scale)

    def text(self, page: int) -> None:
        """Ask for *page*'s text and character boxes."""
        self._submit("text", page, lambda: self._text(page))

    def frames(self) -> None:
        """Ask for every page's exact frame (info gave most from their sizes alone)."""
        self._submit("frames", -1, self._frames)

    def file_annotations(self, entry_id: int, attachment_id: int, known: set[str]) -> None:
        """Ask for the annotations the PDF holds whose ids are not in *known* (pypdf reads
        every page's /Annots: 1.5 s for 300 pages, never on the GUI thread)."""
        from papershelf.services.annotations import pdf_records

        def read() -> None:
            """Read them and hand them over."""
            records = pdf_records(entry_id, attachment_id, self.path, self.worker, known)
            self.file_annotations_ready.emit(records)

        self._submit("annotations", -1, read)

    def links(self, page: int) -> None:
        """Ask for *page*'s links."""
        self._submit("links", page, lambda: self._links(page))

    def _submit(self, kind: str, page: int, work: Callable[[], Any], tag: object = None) -> None:
        """Queue a job (a newer one for the same page and kind replaces it; the very job being
        done now is not asked twice) and wake up."""
        with self._wake:
            if self._running == (kind, page, tag):
                return
            self._pending.pop((kind, page), None)
            self._pending[(kind, page)] = (tag, work)
            self._wake.notify()

    def stop(self) -> None:
        """Finish the job at hand, drop the rest, and end the thread."""
        with self._wake:
            self._stopping = True
            self._pending.clear()
            self._wake.notify()
        self.wait()

    def run(self) -> None:
        """Take the newest job, do it, repeat until stopped."""
        while True:
            with self._wake:
                while not self._pending and not self._stopping:
                    self._wake.wait()
                if self._stopping:
                    return
                (kind, page), (tag, work) = self._pending.popitem(last=True)
                self._running = (kind, page, tag)
            try:
                work()
            except PdfError as error:
                self.failed.emit(page, str(error))
            except Exception as error:  # a bug: said in the window; the thread goes on
                self.failed.emit(page, f"{type(error).__name__}: {error}")
            finally:
                with self._wake:
                    self._running = None

    def _render(self, page: int, scale: float, rotation: int) -> None:
        """Draw the page and hand the image over (unless the reader turned meanwhile)."""
        bitmap: Bitmap = self.worker.render(self.path, page, scale, self.password, rotation)
        if rotation == self.rotation:
            self.rendered.emit(page, scale, to_image(bitmap))

    def _thumbnail(self, page: int, scale: float) -> None:
        """Draw a small picture of the page and hand it over."""
        bitmap: Bitmap = self.worker.render(self.path, page, scale, self.password, self.rotation)
        self.thumbnail_ready.emit(page, to_image(bitmap))

    def _text(self, page: int) -> None:
        """Read the page's text and hand it over."""
        text: PageText = self.worker.call("text", self.path, page, password=self.password)
        self.text_ready.emit(page, text)

    def _frames(self) -> None:
        """Read every page's frame and hand them over."""
        self.frames_ready.emit(self.worker.call("frames", self.path, password=self.password))

    def _links(self, page: int) -> None:
        """Read the page's links and hand them over."""
        links: list[Link] = self.worker.call("links", self.path, page, password=self.password)
        self.links_ready.emit(page, links)
