"""Background work of a reader: bitmaps, page text and links from the PDF worker process.

One thread per reader takes requests newest-first (the pages on screen now matter more than
those scrolled past) and answers with signals, delivered on the GUI thread. The PDF worker
process (formats.pdf.worker) does the drawing, so a PDF that crashes PDFium costs a message.
Pages are drawn in tiles (formats.pdf.tiles) kept in a cache bounded by bytes; tiles no
longer wanted (scrolled past, another zoom) are dropped from the queue undrawn. Text and
links per page are small and kept whole.
"""

from __future__ import annotations

import contextlib
import functools
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRectF, QThread, Signal
from PySide6.QtGui import QImage

from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.formats.pdf.text import PageText
from papershelf.formats.pdf.tiles import TileSpec
from papershelf.formats.pdf.values import Bitmap, DocumentInfo, Link
from papershelf.formats.pdf.worker import PdfWorker

CACHE_BYTES = 64 * 1024 * 1024  # 16 tiles: a 1,600-px view, a screen above and below
TileKey = tuple[int, float, int, int]  # page, scale, column, row
FRAMES_AT_ONCE = 32  # pages whose exact frames one job reads (~1 ms a page)


def to_image(bitmap: Bitmap) -> QImage:
    """A QImage holding its own copy of the bitmap's RGB bytes."""
    image = QImage(
        bitmap.data, bitmap.width, bitmap.height, bitmap.stride, QImage.Format.Format_RGB888
    )
    return image.copy()


def tile_image(data: memoryview, width: int, height: int, stride: int) -> QImage:
    """A QImage with its own copy of a tile's BGRx bytes (Qt's RGB32)."""
    return QImage(data, width, height, stride, QImage.Format.Format_RGB32).copy()


class TileCache:
    """Drawn tiles by (page, scale, column, row), each with its place on the page (points of
    the turned page), the least recently used dropped past a byte budget."""

    def __init__(self, budget: int = CACHE_BYTES) -> None:
        self.budget = budget
        self._tiles: OrderedDict[TileKey, tuple[QRectF, QImage]] = OrderedDict()
        self._bytes = 0

    def get(self, key: TileKey) -> QImage | None:
        """The tile, if kept."""
        held = self._tiles.get(key)
        if held is None:
            return None
        self._tiles.move_to_end(key)
        return held[1]

    def of_page(self, page: int) -> list[tuple[float, QRectF, QImage]]:
        """Every tile kept of *page*, at any scale: (scale, place, image)."""
        return [(key[1], *held) for key, held in self._tiles.items() if key[0] == page]

    def put(self, key: TileKey, place: QRectF, image: QImage) -> None:
        """Keep a tile, dropping the oldest while over budget."""
        if key in self._tiles:
            self._bytes -= self._tiles.pop(key)[1].sizeInBytes()
        self._tiles[key] = (place, image)
        self._bytes += image.sizeInBytes()
        while self._bytes > self.budget and len(self._tiles) > 1:
            _key, (_place, old) = self._tiles.popitem(last=False)
            self._bytes -= old.sizeInBytes()

    @property
    def size_bytes(self) -> int:
        """Bytes held."""
        return self._bytes


JobKey = tuple[str, int, object]  # kind, page, which part (a tile: scale, column, row, turn)


class ReaderJobs(QThread):
    """The reader's background thread: one job at a time, newest request first."""

    tile_ready = Signal(object, float, QImage)  # TileSpec, scale, image
    text_ready = Signal(int, object)  # page, PageText
    links_ready = Signal(int, object)  # page, [Link]
    thumbnail_ready = Signal(int, QImage)  # page, a small picture of it
    frames_ready = Signal(int, object)  # the first page's number, the exact PageFrames from it
    file_annotations_ready = Signal(object)  # [AnnotationRecord] the file holds, new ones
    failed = Signal(int, str)  # page (-1: the document), why

    def __init__(self, worker: PdfWorker, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker, self.path = worker, path
        self.password: str | None = None  # an encrypted PDF's, once the person gave it
        self.rotation = 0  # degrees the reader turns every page (bitmaps of another: dropped)
        self._pending: OrderedDict[JobKey, Callable[[], Any]] = OrderedDict()
        self._running: JobKey | None = None  # the job being done
        self._wake = threading.Condition()  # over an RLock: a batch holds it around its asks
        self._stopping = False

    def info(self) -> DocumentInfo:
        """The document's pages and outline (asked on the calling thread: it is quick)."""
        info: DocumentInfo = self.worker.call("info", self.path, password=self.password)
        return info

    def tile(self, spec: TileSpec, scale: float) -> None:
        """Ask for a tile of a page drawn at *scale* (pixels per point)."""
        part = (scale, spec.column, spec.row, spec.rotation)
        self._submit("tile", spec.page, lambda: self._tile(spec, scale), part)

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """Asks made inside are taken only once all are queued, the newest first (else the
        thread takes the first ask, say a page's text, while the tiles on screen are asked)."""
        with self._wake:
            yield

    def keep_tiles(self, wanted: set[TileKey]) -> None:
        """Drop the tiles asked for but not drawn yet that are no longer *wanted*."""
        with self._wake:
            for key in [k for k in self._pending if k[0] == "tile"]:
                part: tuple[float, int, int, int] = key[2]  # type: ignore[assignment]
                if (key[1], *part[:3]) not in wanted:
                    del self._pending[key]

    def thumbnail(self, page: int, scale: float) -> None:
        """Ask for a small picture of *page* (the Pages tab's)."""
        self._submit("thumb", page, lambda: self._thumbnail(page, scale), scale)

    def text(self, page: int) -> None:
        """Ask for *page*'s text and character boxes."""
        self._submit("text", page, lambda: self._text(page))

    def frames(self, count: int) -> None:
        """Ask for the exact frames of all *count* pages (info gave most from their sizes
        alone), FRAMES_AT_ONCE pages a job, so a page turned to meanwhile waits for one
        job at most (300 pages in one job: 0.3 s of the worker's time)."""
        with self.batch():
            for start in reversed(range(0, count, FRAMES_AT_ONCE)):  # the first pages first
                stop = min(count, start + FRAMES_AT_ONCE)
                self._submit("frames", start, functools.partial(self._frames, start, stop))

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

    def _submit(self, kind: str, page: int, work: Callable[[], Any], part: object = None) -> None:
        """Queue a job (asked again, it moves to the front; the very job being done now is not
        asked twice) and wake up."""
        key = (kind, page, part)
        with self._wake:
            if self._running == key:
                return
            self._pending.pop(key, None)
            self._pending[key] = work
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
                key, work = self._pending.popitem(last=True)
                self._running, page = key, key[1]
            try:
                work()
            except PdfError as error:
                self.failed.emit(page, str(error))
            except Exception as error:  # a bug: said in the window; the thread goes on
                self.failed.emit(page, f"{type(error).__name__}: {error}")
            finally:
                with self._wake:
                    self._running = None

    def _tile(self, spec: TileSpec, scale: float) -> None:
        """Draw the tile and hand the image over (unless the reader turned meanwhile)."""
        image = self.worker.draw_tile(self.path, spec, tile_image, self.password)
        if spec.rotation == self.rotation:
            self.tile_ready.emit(spec, scale, image)

    def _thumbnail(self, page: int, scale: float) -> None:
        """Draw a small picture of the page and hand it over."""
        bitmap: Bitmap = self.worker.render(self.path, page, scale, self.password, self.rotation)
        self.thumbnail_ready.emit(page, to_image(bitmap))

    def _text(self, page: int) -> None:
        """Read the page's text and hand it over."""
        text: PageText = self.worker.call("text", self.path, page, password=self.password)
        self.text_ready.emit(page, text)

    def _frames(self, start: int, stop: int) -> None:
        """Read the frames of pages *start* to *stop* - 1 and hand them over."""
        frames = self.worker.call("frames", self.path, start, stop, password=self.password)
        self.frames_ready.emit(start, frames)

    def _links(self, page: int) -> None:
        """Read the page's links and hand them over."""
        links: list[Link] = self.worker.call("links", self.path, page, password=self.password)
        self.links_ready.emit(page, links)
