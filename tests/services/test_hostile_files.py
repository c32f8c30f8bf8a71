"""Issue 30, items 2 and 4: attachment paths from strangers, and PDFs made to hurt a reader.

Item 2: the full-text extraction read every PDF attachment, trusted or not (a shared
.bib's link to a colleague's private PDF), stored the first bytes of a file that was not
a PDF in its error message, and hung on a FIFO. Now only files the person attached or
agreed to open are read (on a shared library: that this member did), only regular files
are opened, and no message quotes a file.
Item 4: a 3 KB PDF kept pypdf busy for ever. Now each PDF is read in a worker process
with a time and memory budget; one over it is marked and not read again unless asked.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from papershelf.library import attachments as store
from papershelf.library import fulltext
from papershelf.library.attachments import AttachmentRow
from papershelf.library.db import Library
from papershelf.services import attachments, pdf_reading
from papershelf.services.fulltext import extract_pending, retry_over_budget
from papershelf.services.pdf_import import add_pdfs, probe_pdfs
from papershelf.services.pdf_worker import OverBudget, PdfWorker, Stopped
from tests.conftest import TypesetPdfs
from tests.factories import add, record
from tests.formats.pdf.test_worker import hanging_loop
from tests.hostile_pdfs import memory_bomb, xobject_bomb


def _linked(lib: Library, path: Path, trusted: bool) -> int:
    """An entry with *path* attached as a PDF, as an import of a link makes it; its id."""
    entry_id = add(lib, record(f"Linked {path.name}", 2026)).added[0]
    row = AttachmentRow(0, entry_id, 0, str(path), path.name, "pdf", False, trusted, "file",
                        "jabref", "")  # fmt: skip
    with lib.atomic():
        (attachment_id,) = store.insert(lib, [row])
    return attachment_id


def _state(lib: Library, attachment_id: int) -> fulltext.TextState:
    """The text state of one attachment."""
    return fulltext.states(lib, [attachment_id])[attachment_id]


def test_only_trusted_attachments_are_read(lib: Library, typeset_pdfs: TypesetPdfs) -> None:
    """A link from a stranger's file is not read until the person trusts it."""
    stranger = _linked(lib, typeset_pdfs.get("doi"), trusted=False)
    assert fulltext.pending_count(lib) == 0
    report = extract_pending(lib)
    assert report.files == [] and not fulltext.has_pages(lib)
    assert _state(lib, stranger).state == "pending"
    attachments.trust(lib, stranger)
    assert [o.state for o in extract_pending(lib).files] == ["done"]


@pytest.mark.parametrize("kind", ["fifo", "stdin", "folder"])
def test_only_regular_files_are_opened(lib: Library, tmp_path: Path, kind: str) -> None:
    """A FIFO, /dev/stdin or a folder named .pdf: refused at once in one line, never waited on."""
    if kind == "fifo":
        path = tmp_path / "pipe.pdf"
        os.mkfifo(path)
    elif kind == "folder":
        path = tmp_path / "folder.pdf"
        path.mkdir()
    else:
        path = Path("/dev/stdin")
    attachment_id = _linked(lib, path, trusted=True)
    started = time.monotonic()
    (outcome,) = extract_pending(lib).files
    assert time.monotonic() - started < 15
    assert outcome.state == "failed"
    assert "not a file; it is not read" in outcome.message or "cannot be read" in outcome.message
    assert _state(lib, attachment_id).state == "failed"


def test_no_message_quotes_the_file(lib: Library, tmp_path: Path) -> None:
    """A secret renamed .pdf: 'is not a PDF', and not one of its bytes stored or shown."""
    secret = tmp_path / "shadow.pdf"
    secret.write_text("root:$6$SECRETHASH:19000:0:99999:7:::\n", encoding="ascii")
    attachment_id = _linked(lib, secret, trusted=True)
    (outcome,) = extract_pending(lib).files
    assert outcome.message == "the PDF is not a PDF (it does not start with '%PDF-')"
    stored = _state(lib, attachment_id).message
    assert "root" not in stored and "SECRET" not in stored and "$6$" not in stored


def test_on_a_shared_library_only_this_members_files_are_read(
    lib: Library, typeset_pdfs: TypesetPdfs
) -> None:
    """Another member's trusted attachment is not read here; this member's own one is."""
    entry_id = add(lib, record("Shared", 2026)).added[0]
    theirs = AttachmentRow(0, entry_id, 0, str(typeset_pdfs.get("doi")), "doi.pdf", "pdf",
                           False, True, "file", "jabref", "")  # fmt: skip
    with lib.atomic():  # as another member's window wrote it: straight into the table
        lib.insert(
            f"INSERT INTO attachment ({', '.join(store.COLUMNS[1:])}) VALUES "
            f"({', '.join('?' * (len(store.COLUMNS) - 1))})",
            [*theirs.__dict__.values()][1:],
        )
    attachments.attach(lib, entry_id, typeset_pdfs.get("arxiv"), copy=False)
    read = [Path(o.path).name for o in extract_pending(lib).files]
    mine, other = "arxiv_paper.pdf", "doi_paper.pdf"
    expected = [mine] if lib.backend.members else [other, mine]
    assert read == expected


def test_a_cpu_bomb_is_stopped_marked_and_not_read_again(
    lib: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """3 KB of nested XObjects: stopped at its budget, marked, skipped, read again on request."""
    monkeypatch.setenv("PAPERSHELF_PDF_SECONDS", "2")
    attachment_id = _linked(lib, xobject_bomb(tmp_path / "bomb.pdf"), trusted=True)
    started = time.monotonic()
    (outcome,) = extract_pending(lib).files
    assert time.monotonic() - started < 2 + 8
    assert outcome.state == "over_budget"
    assert outcome.message == (
        "the PDF is too costly to read (reading took more than 2 s); "
        "it is not read again unless asked"
    )
    assert fulltext.pending_count(lib) == 0
    assert extract_pending(lib).files == []
    assert retry_over_budget(lib) == 1
    assert fulltext.pending(lib)[0].attachment_id == attachment_id


def test_a_cpu_bomb_imported_makes_an_entry_marked_at_once(
    lib: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Importing the bomb: its identity is over budget, the entry is made, its text never read."""
    monkeypatch.setenv("PAPERSHELF_PDF_SECONDS", "2")
    started = time.monotonic()
    result = add_pdfs(lib, probe_pdfs([xobject_bomb(tmp_path / "bomb.pdf")]))
    assert time.monotonic() - started < 2 + 8
    (outcome,) = result.outcomes
    assert outcome.status == "added"
    assert "too costly to read" in str(outcome)
    assert fulltext.pending_count(lib) == 0


def test_an_import_cancelled_while_pdfium_spins_on_the_first_pages_stops_at_once(
    typeset_pdfs: TypesetPdfs, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closing the window during a PDF's import: the PDFium worker reading its first pages
    (which never answers here) is stopped within the 0.1 s polls, not after the 25 s budget."""
    monkeypatch.setattr(pdf_reading._BudgetedLayout, "loop", staticmethod(hanging_loop))
    stop_at = time.monotonic() + 1.0
    with pdf_reading.PdfReading(lambda: time.monotonic() > stop_at) as reading:
        with pytest.raises(Stopped):
            reading.identity(typeset_pdfs.get("doi"))
        assert time.monotonic() - stop_at < 1.5
        assert reading._layout is not None and reading._layout.pid is None  # killed


def test_a_pdf_over_its_memory_budget_is_stopped(tmp_path: Path) -> None:
    """160 KB that pypdf takes 380 MB for: a worker allowed 96 MB is stopped at once."""
    bomb = memory_bomb(tmp_path / "memory.pdf")
    started = time.monotonic()
    with PdfWorker(seconds=120, page_seconds=120, memory=96 * 2**20) as worker:
        _total, pages = worker.open(bomb)
        with pytest.raises(OverBudget, match="it needs more than 96 MB"):
            list(pages)
    assert time.monotonic() - started < 30


def test_a_stopped_worker_is_killed_at_once(tmp_path: Path) -> None:
    """Cancelled while pypdf spins: the worker process is gone within a second."""
    import multiprocessing

    stop_at = time.monotonic() + 1.5
    worker = PdfWorker(lambda: time.monotonic() > stop_at, seconds=60)
    started = time.monotonic()
    with pytest.raises(Stopped):
        _total, pages = worker.open(xobject_bomb(tmp_path / "bomb.pdf"))
        list(pages)
    assert time.monotonic() - started < 3
    assert not [p for p in multiprocessing.active_children() if p.name == "papershelf-pdf"]
