"""The PDF engine in a separate process: a PDF that crashes or hangs PDFium costs a message.

`PdfWorker.call(op, path, ...)` sends one request to a child process (started on first use,
with the 'spawn' method: no copy of the caller's threads or Qt state) and waits for its
answer. A child that dies (PDFium crashed) or takes longer than the timeout (a page that
never finishes) is ended and a PdfError says so in one line; the next call starts a new one.
The child keeps the last few documents open, reopening one whose file changed on disk.
Calls are serialised by a lock, so a reader's render thread and its GUI thread may share one.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections import OrderedDict
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from papershelf.formats.pdf.pdf_text import PdfError, unreadable
from papershelf.i18n import N, translate

if TYPE_CHECKING:  # the engine (PDFium) is the child's: this side only names its types
    from multiprocessing.shared_memory import SharedMemory

    from papershelf.formats.pdf.tiles import TileSpec
    from papershelf.formats.pdf.values import SharedBitmap

T = TypeVar("T")

TIMEOUT = 20.0  # seconds a request may take before the worker is stopped
KEEP_OPEN = 4  # documents the worker keeps open
CRASHED = N("could not be shown: the PDF renderer stopped on it (the file may be damaged)")


class TimedOut(PdfError):  # noqa: N818 (reads as what happened, as PdfError's)
    """A request that took longer than the worker's timeout; the worker was stopped."""


def _timed_out(seconds: float) -> str:
    """The message for a request that took too long."""
    said = translate(
        "pdf", "could not be shown: the renderer took longer than {seconds} s, and was stopped"
    )
    return said.format(seconds=f"{seconds:.0f}")


class _Documents:
    """The worker's open documents, by (path, password), each with the file's size and time."""

    def __init__(self) -> None:
        self._open: OrderedDict[tuple[str, str | None], tuple[Any, tuple[int, int]]] = OrderedDict()

    def get(self, path: str, password: str | None) -> Any:
        """The open document of *path*, opened (again, when the file changed) as needed."""
        from papershelf.formats.pdf import engine

        key = (path, password)
        stamp = _stamp(path)
        held = self._open.get(key)
        if held is not None and held[1] == stamp:
            self._open.move_to_end(key)
            return held[0]
        if held is not None:
            self._drop(key)
        document = engine.open_document(Path(path), password)
        self._open[key] = (document, stamp)
        while len(self._open) > KEEP_OPEN:
            self._drop(next(iter(self._open)))
        return document

    def _drop(self, key: tuple[str, str | None]) -> None:
        """Close and forget one document."""
        document, _ = self._open.pop(key)
        document.close()


def _stamp(path: str) -> tuple[int, int]:
    """The file's size and modification time (PdfError when it is gone)."""
    try:
        info = os.stat(path)
    except OSError as error:
        raise unreadable(error) from error
    return (info.st_size, info.st_mtime_ns)


def _operations() -> dict[str, Callable[..., Any]]:
    """The requests a worker answers, each a function of (document, *arguments)."""
    from papershelf.formats.pdf import engine, layout, tiles

    return {
        "lines": layout.page_lines,
        "info": engine.document_info,
        "tile": tiles.draw_tile,
        "render": engine.render,
        "render_shared": engine.render_shared,
        "frames": engine.page_frames,
        "text": engine.page_text,
        "links": engine.links,
        "text_in_rects": engine.text_in_rects,
    }


def serve(connection: Connection) -> None:
    """The worker's loop: answer (op, path, password, args) requests until the pipe closes."""
    documents, operations = _Documents(), _operations()
    while True:
        try:
            op, path, password, args = connection.recv()
        except (EOFError, OSError):
            return
        connection.send(_answer(documents, operations, op, path, password, args))


def _answer(
    documents: _Documents,
    operations: dict[str, Callable[..., Any]],
    op: str,
    path: str,
    password: str | None,
    args: tuple[Any, ...],
) -> tuple[str, Any]:
    """('ok', value) or ('error', message) for one request."""
    try:
        return ("ok", operations[op](documents.get(path, password), *args))
    except PdfError as error:
        return ("error", str(error))
    except Exception as error:  # PDFium's errors on a damaged page: said, never raised
        first = str(error).strip().splitlines()
        said = translate("pdf", "could not be shown ({why})")
        return ("error", said.format(why=first[0] if first else type(error).__name__))


class PdfWorker:
    """A client of one worker process; each call answers or raises PdfError in one line."""

    # The child's loop (a test puts one that crashes or hangs here).
    loop: Callable[[Connection], None] = staticmethod(serve)

    def __init__(self, timeout: float = TIMEOUT) -> None:
        self.timeout = timeout
        self._lock = threading.Lock()
        self._process: Any = None
        self._connection: Connection | None = None
        self._tiles: SharedMemory | None = None  # the block tiles are drawn into

    def start(self) -> None:
        """Start the worker process now (it starts on the first call otherwise)."""
        with self._lock:
            self._ensure_started()

    def call(self, op: str, path: Path | str, *args: Any, password: str | None = None) -> Any:
        """Run *op* on the document at *path* in the worker; PdfError with why it failed."""
        with self._lock:
            return self._ask(op, path, args, password)

    def _ask(self, op: str, path: Path | str, args: tuple[Any, ...], password: str | None) -> Any:
        """One request and its answer (the lock held by the caller)."""
        connection = self._ensure_started()
        try:
            connection.send((op, str(path), password, args))
            if not self._answered(connection):
                self._stop()
                raise TimedOut(_timed_out(self.timeout))
            status, value = connection.recv()
        except (EOFError, OSError):
            self._stop()
            raise PdfError(translate("", CRASHED)) from None
        if status != "ok":
            raise PdfError(value)
        return value

    def _answered(self, connection: Connection) -> bool:
        """Whether the worker answered within the timeout (a subclass may stop sooner)."""
        return connection.poll(self.timeout)

    def draw_tile(
        self,
        path: Path | str,
        spec: TileSpec,
        take: Callable[[memoryview, int, int, int], T],
        password: str | None = None,
    ) -> T:
        """One tile of a page drawn by the worker into this client's shared block, handed to
        *take* (bytes, width, height, stride) while the block is still this call's."""
        from multiprocessing import shared_memory

        from papershelf.formats.pdf.tiles import TILE_BYTES

        with self._lock:
            if self._tiles is None:
                self._tiles = shared_memory.SharedMemory(create=True, size=TILE_BYTES)
            block = self._tiles
            width, height, stride = self._ask("tile", path, (spec, block.name), password)
            return take(block.buf[: stride * height], width, height, stride)  # type: ignore[index]

    def render(
        self,
        path: Path | str,
        page: int,
        scale: float,
        password: str | None = None,
        rotation: int = 0,
    ) -> Any:
        """Page *page* (0-based) drawn at *scale* (turned *rotation* degrees), its bytes
        passed through shared memory."""
        from multiprocessing import shared_memory

        from papershelf.formats.pdf.values import Bitmap

        shared: SharedBitmap = self.call(
            "render_shared", path, page, scale, rotation, password=password
        )
        block = shared_memory.SharedMemory(name=shared.name)
        try:
            data = bytes(block.buf[: shared.stride * shared.height])  # type: ignore[index]
        finally:
            block.close()
            block.unlink()
        return Bitmap(shared.width, shared.height, shared.stride, data, shared.scale)

    def close(self) -> None:
        """Stop the worker process (a later call starts another) and free the tiles' block."""
        with self._lock:
            self._stop()
            if self._tiles is not None:
                self._tiles.close()
                self._tiles.unlink()
                self._tiles = None

    @property
    def pid(self) -> int | None:
        """The worker process's id while it runs."""
        return None if self._process is None else self._process.pid

    def _ensure_started(self) -> Connection:
        """The connection to a running worker, starting one when there is none."""
        if self._process is None or not self._process.is_alive() or self._connection is None:
            self._stop()
            context = multiprocessing.get_context("spawn")
            parent, child = context.Pipe()
            self._process = context.Process(target=self.loop, args=(child,), daemon=True)
            self._process.start()
            child.close()
            self._connection = parent
        return self._connection

    def _stop(self) -> None:
        """End the worker process, if any, and forget it."""
        if self._connection is not None:
            self._connection.close()
            self._connection = None
        if self._process is not None:
            if self._process.is_alive():
                self._process.kill()
            self._process.join(timeout=5)
            self._process = None
