"""formats.pdf.worker: the engine in a child process; a crash or a hang costs one line."""

from __future__ import annotations

import os
import time
from multiprocessing.connection import Connection
from pathlib import Path

import pytest

from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.formats.pdf.worker import PdfWorker
from tests.conftest import TypesetPdfs


def crashing_loop(connection: Connection) -> None:
    """A worker whose renderer dies on the first request (as PDFium on a hostile file)."""
    connection.recv()
    os._exit(11)


def hanging_loop(connection: Connection) -> None:
    """A worker whose renderer never finishes its first request."""
    connection.recv()
    time.sleep(60)


class CrashingWorker(PdfWorker):
    """A worker that crashes."""

    loop = staticmethod(crashing_loop)


class HangingWorker(PdfWorker):
    """A worker that hangs."""

    loop = staticmethod(hanging_loop)


@pytest.fixture
def worker():
    """A real worker process, stopped after the test."""
    client = PdfWorker()
    yield client
    client.close()


def test_the_worker_renders_and_reads_text_in_another_process(
    worker: PdfWorker, typeset_pdfs: TypesetPdfs
):
    path = typeset_pdfs.get("two_column")
    info = worker.call("info", path)
    bitmap = worker.call("render", path, 0, 1.0)
    text = worker.call("text", path, 0)
    assert len(info.pages) == 2 and abs(bitmap.width - 595) <= 1
    assert text.find("official waffles")
    assert worker.pid is not None and worker.pid != os.getpid()


def test_a_bad_file_is_refused_in_one_line_and_the_worker_goes_on(
    worker: PdfWorker, typeset_pdfs: TypesetPdfs, tmp_path: Path
):
    for name, data in (("empty.pdf", b""), ("cut.pdf", b"%PDF-1.5\n1 0 obj <<")):
        (tmp_path / name).write_bytes(data)
        with pytest.raises(PdfError) as raised:
            worker.call("render", tmp_path / name, 0, 1.0)
        assert "\n" not in str(raised.value)
    with pytest.raises(PdfError, match=r"could not be shown|damaged"):
        worker.call("render", typeset_pdfs.get("damaged"), 0, 1.0)
    assert worker.call("render", typeset_pdfs.get("two_column"), 0, 0.5).width in (297, 298, 299)


def test_a_changed_file_is_read_again(worker: PdfWorker, typeset_pdfs: TypesetPdfs, tmp_path):
    path = tmp_path / "paper.pdf"
    path.write_bytes(typeset_pdfs.get("two_column").read_bytes())
    assert len(worker.call("info", path).pages) == 2
    path.write_bytes(typeset_pdfs.get("linked").read_bytes())
    assert len(worker.call("info", path).pages) == 3
    path.unlink()
    with pytest.raises(PdfError, match="cannot be read"):
        worker.call("info", path)


@pytest.mark.slow  # two worker processes started
def test_a_crashing_renderer_is_a_message_and_the_next_call_works(typeset_pdfs: TypesetPdfs):
    worker = CrashingWorker()
    try:
        with pytest.raises(PdfError, match="renderer stopped"):
            worker.call("render", typeset_pdfs.get("two_column"), 0, 1.0)
        worker.loop = PdfWorker.loop  # type: ignore[method-assign]
        assert worker.call("render", typeset_pdfs.get("two_column"), 0, 0.5).width in (
            297,
            298,
            299,
        )
    finally:
        worker.close()


def test_a_hanging_renderer_is_stopped_after_the_timeout(typeset_pdfs: TypesetPdfs):
    worker = HangingWorker(timeout=1.0)
    started = time.monotonic()
    try:
        with pytest.raises(PdfError, match="longer than 1 s"):
            worker.call("render", typeset_pdfs.get("two_column"), 0, 1.0)
        assert time.monotonic() - started < 10
        assert worker.pid is None  # the hanging process was ended
    finally:
        worker.close()
