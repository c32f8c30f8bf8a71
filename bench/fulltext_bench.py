"""PDF full text (issue 18): extracting and indexing pages, and search with the text indexed.

A 10,000-entry search library (datagen's Zipf vocabulary) gets 2,000 generated PDFs of four
pages each, their words drawn from the same vocabulary, so typed queries hit PDF pages as
they hit abstracts. Figures:

- extract + index 1,000 pages: 250 of the PDFs read (PDFium's text API since issue 38) and
  stored in the index by services.fulltext (what the GUI's worker and `papershelf reindex`
  run), beside the extraction alone on the same pages by pypdf (what the index used
  before), by PDFium (pdfium_text, what it uses now) and by poppler's `pdftotext` (a floor;
  bench/pdf_text_bench.py compares them on real PDFs);
- search p95, keystroke to first page (ids + rows painted, as search_bench), over 100 typed
  queries: the library without PDF text, then with the full text of all 2,000 PDFs indexed
  (the other 1,750's text stored straight from the same generator: extraction speed is the
  first figure's business); and the full ranked list (ordered_ids, what the view asks for
  after a pause in the typing) of each whole query, without and with;
- the index's size on disk per 1,000 pages.

PDFs are written by a small hand-made PDF writer (Helvetica text, one content stream per page)
so the suite needs no TeX and stays short: about a minute.

    .venv/bin/python bench/fulltext_bench.py      # prints the figures as JSON
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
import time
from functools import partial
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "desktop"))
sys.path.insert(0, str(HERE))

import datagen  # noqa: E402
import search_bench  # noqa: E402

from papershelf.library import fulltext  # noqa: E402
from papershelf.library.attachments import AttachmentRow, insert  # noqa: E402
from papershelf.library.db import Library  # noqa: E402
from papershelf.library.fulltext import PendingPdf  # noqa: E402
from papershelf.library.queries import Scope, ordered_ids  # noqa: E402
from papershelf.services.fulltext import extract_pending  # noqa: E402

ENTRIES = 10_000
PDFS = 2_000
PAGES = 4  # per PDF
TIMED_PDFS = 250  # 1,000 pages extracted and indexed, timed
QUERIES = 100
SEED = 18


def pdf_bytes(pages: list[list[str]]) -> bytes:
    """A PDF with one page per list of lines (Helvetica 10 pt, ASCII text)."""
    objects: list[bytes] = [b"<< /Type /Catalog /Pages 2 0 R >>", b"", b""]
    objects[2] = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
    kids = []
    for lines in pages:
        body = "BT /F1 10 Tf 12 TL 60 760 Td " + " ".join(f"({_escape(x)}) '" for x in lines)
        stream = (body + " ET").encode("latin-1")
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
        contents = len(objects)
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font "
            b"<< /F1 3 0 R >> >> /Contents %d 0 R >>" % contents
        )
        kids.append(b"%d 0 R" % len(objects))
    objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(kids), len(kids))
    return _assemble(objects)


def _escape(text: str) -> str:
    """Text for a PDF string: ASCII only, its special characters escaped."""
    ascii_text = text.encode("ascii", "replace").decode("ascii")
    return ascii_text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def _assemble(objects: list[bytes]) -> bytes:
    """Objects numbered from 1, with a cross-reference table and trailer."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1, xref,
    )  # fmt: skip
    return bytes(out)


def page_lines(rng: random.Random, vocab: datagen.Zipf) -> list[str]:
    """About a page of text: 50 lines of ~12 words."""
    words = vocab.draw(rng, 600)
    return [" ".join(words[i : i + 12]) for i in range(0, len(words), 12)]


def make_pdfs(folder: Path, vocab: datagen.Zipf) -> list[tuple[Path, list[str]]]:
    """The PDFs on disk, with each page's text (for storing the untimed ones directly)."""
    rng = random.Random(SEED)
    made = []
    for number in range(PDFS):
        pages = [page_lines(rng, vocab) for _ in range(PAGES)]
        path = folder / f"paper{number:04d}.pdf"
        path.write_bytes(pdf_bytes(pages))
        made.append((path, ["\n".join(lines) for lines in pages]))
    return made


def attach_all(lib: Library, pdfs: list[tuple[Path, list[str]]]) -> None:
    """One PDF attachment on each of the first PDFS entries, in one transaction."""
    rows = [
        AttachmentRow(0, i + 1, 0, str(path), path.name, "pdf", False, True, "file", "jabref", "")
        for i, (path, _pages) in enumerate(pdfs)
    ]
    with lib.atomic():
        insert(lib, rows)


def timed_extraction(lib: Library, pdfs: list[tuple[Path, list[str]]]) -> dict[str, float]:
    """Extract and index the first TIMED_PDFS PDFs; beside it pypdf, PDFium and pdftotext
    alone on the same files."""
    ids = list(range(1, TIMED_PDFS + 1))
    start = time.perf_counter()
    report = extract_pending(lib, entry_ids=ids)
    seconds = time.perf_counter() - start
    files = [path for path, _pages in pdfs[:TIMED_PDFS]]
    alone = {name: _alone(name, files) for name in ("pypdf", "pdfium", "pdftotext")}
    return {
        "pages": report.pages,
        "extract_and_index_s": round(seconds, 2),
        "ms_per_page": round(seconds / report.pages * 1000, 2),
        **{f"{name}_alone_s": round(value, 2) for name, value in alone.items()},
        "index_over_pypdf_alone": round(seconds / alone["pypdf"], 2),
        "index_over_pdfium_alone": round(seconds / alone["pdfium"], 2),
        "index_over_pdftotext_alone": round(seconds / alone["pdftotext"], 2),
    }


def _alone(name: str, files: list[Path]) -> float:
    """Seconds one extractor takes for every page of *files*, nothing stored."""
    import pdf_text_bench

    extract = pdf_text_bench.EXTRACTORS[name]
    start = time.perf_counter()
    for path in files:
        extract(path)
    return time.perf_counter() - start


def store_rest(lib: Library, pdfs: list[tuple[Path, list[str]]]) -> None:
    """The untimed PDFs' text straight into the index, as extraction would store it."""
    pending = {p.entry_id: p for p in fulltext.pending(lib)}
    with lib.atomic():
        for entry_id in range(TIMED_PDFS + 1, PDFS + 1):
            pdf = pending[entry_id]
            texts = pdfs[entry_id - 1][1]
            fulltext.store_pages(lib, pdf, enumerate(texts, start=1))
            fulltext.set_state(lib, PendingPdf(pdf.attachment_id, entry_id, pdf.path, 0), "done",
                               PAGES, PAGES)  # fmt: skip


def run(work: Path) -> dict[str, Any]:
    """Every figure of the suite, as one group."""
    folder = work / "fulltext"
    folder.mkdir(parents=True, exist_ok=True)
    vocab = datagen.search_vocabulary(random.Random(search_bench.SEED))
    rows = list(datagen.search_entries(ENTRIES, vocab))
    lib, _seconds = search_bench.build(folder / "fulltext.sqlite", rows, bulk=True)
    queries = search_bench.typical_queries(random.Random(SEED), vocab, QUERIES)
    without = search_bench.measure_typing(lib, queries, Scope())
    full_without = search_bench.measure_whole(lib, queries, partial(ordered_ids, lib, Scope()))
    pdfs = make_pdfs(folder, vocab)
    attach_all(lib, pdfs)
    extraction = timed_extraction(lib, pdfs)
    before = (folder / "fulltext.sqlite").stat().st_size
    store_rest(lib, pdfs)
    lib.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    with_text = search_bench.measure_typing(lib, queries, Scope())
    full_with = search_bench.measure_whole(lib, queries, partial(ordered_ids, lib, Scope()))
    pages = fulltext.indexed_page_count(lib)
    grown = (folder / "fulltext.sqlite").stat().st_size - before
    lib.close()
    group = {
        **{f"extract_{k}": v for k, v in extraction.items()},
        "indexed_pdfs": PDFS,
        "indexed_pages": pages,
        "index_mb_per_1000_pages": round(grown / 1e6 / (pages - extraction["pages"]) * 1000, 2),
        "search_p50_ms_without_pdf_text": round(without["p50_ms"], 1),
        "search_p95_ms_without_pdf_text": round(without["p95_ms"], 1),
        "search_p50_ms_with_pdf_text": round(with_text["p50_ms"], 1),
        "search_p95_ms_with_pdf_text": round(with_text["p95_ms"], 1),
        "search_p95_ratio": round(with_text["p95_ms"] / without["p95_ms"], 2),
        "full_list_p95_ms_without_pdf_text": round(full_without["p95_ms"], 1),
        "full_list_p95_ms_with_pdf_text": round(full_with["p95_ms"], 1),
        "keystrokes_timed": with_text["n"],
    }
    return {f"fulltext_{ENTRIES}": group}


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        print(json.dumps(run(Path(tmp)), indent=2))
