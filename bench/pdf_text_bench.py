"""Page text of real PDFs: pypdf (as the app used it), PDFium's text API, and pdftotext.

Real PDFs typeset by others (TeX Live's documentation in /usr/share/doc/texlive-doc, or the
folders given), COUNT of them spread over the sorted list, each under MAX_FILE_PAGES pages.
Each extractor reads every page of every file, on one core (one process) and in two worker
processes sharing the files, and the rounds alternate (pypdf, pdfium, pdftotext, then again)
so a load that changes during the run falls on all of them; then the indexing itself
(services.fulltext.extract_pending into a new library, one entry per PDF with it attached:
what `papershelf reindex` and the window's worker run) with each reader, alternated, beside
the extraction alone. Figures: pages a second by the
wall clock and by processor time (this process and its ended children: the pool's workers,
pdftotext), each beside pypdf's and pdftotext's; and how well each one's words serve
search, against poppler's words on the same pages (recall: the share of pdftotext's words
it has; extra: words it has that pdftotext has not, as share of its own; ligature and
line-end hyphen characters left).

- pypdf: `pdf_text.PdfDocument.text` (pypdf's extract_text, then clean_text), what the
  index read until issue 38;
- pdfium: `pdfium_text.PdfiumDocument.text` (PDFium's FPDFText through pypdfium2, the
  same cleaning), what the index reads now;
- pdftotext: `pdftotext -enc UTF-8 FILE -`, one process a file, pages cut at form feeds.

    .venv/bin/python bench/pdf_text_bench.py [COUNT] [FOLDER ...] [--write]   # default 200
    (--write: also bench/results/pdf_text.json)
"""

from __future__ import annotations

import json
import multiprocessing
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "desktop"))

from papershelf.formats.pdf.pdf_text import PdfDocument, PdfError, clean_text  # noqa: E402
from papershelf.formats.pdf.pdfium_text import PdfiumDocument  # noqa: E402
from papershelf.formats.records import Record  # noqa: E402
from papershelf.library import attachments  # noqa: E402
from papershelf.library.attachments import AttachmentRow  # noqa: E402
from papershelf.library.db import open_library  # noqa: E402
from papershelf.services.fulltext import extract_pending  # noqa: E402
from papershelf.services.importing import import_records  # noqa: E402

DOCS = Path("/usr/share/doc/texlive-doc")
MAX_FILE_PAGES = 30
ROUNDS = 2
_WORD = re.compile(r"\w{3,}")


def pick(folders: list[Path], count: int) -> list[Path]:
    """COUNT PDFs spread evenly over the sorted files of *folders* (each under
    MAX_FILE_PAGES pages and not empty)."""
    found = sorted(p for folder in folders for p in folder.rglob("*.pdf") if p.is_file())
    chosen: list[Path] = []
    step = max(1, len(found) // max(1, count * 2))
    for path in found[::step]:
        try:
            pages = PdfiumDocument(path).pages
        except PdfError:
            continue
        if 0 < pages <= MAX_FILE_PAGES:
            chosen.append(path)
        if len(chosen) == count:
            break
    return chosen


def pypdf_pages(path: Path) -> list[str]:
    """Every page's cleaned text by pypdf."""
    return _all_pages(PdfDocument, path)


def pdfium_pages(path: Path) -> list[str]:
    """Every page's cleaned text by PDFium."""
    return _all_pages(PdfiumDocument, path)


def _all_pages(kind: Any, path: Path) -> list[str]:
    """Every page's text through a document class with .pages, .text(n), .close()."""
    try:
        document = kind(path)
    except PdfError:
        return []
    try:
        return [document.text(n) for n in range(1, document.pages + 1)]
    finally:
        document.close()


def pdftotext_pages(path: Path) -> list[str]:
    """Every page's text by poppler's pdftotext (a process a file, no shell)."""
    done = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", "--", str(path), "-"], capture_output=True, check=False
    )
    pages = done.stdout.decode("utf-8", "replace").split("\f")
    return [clean_text(page) for page in pages[:-1] or pages]


EXTRACTORS: dict[str, Callable[[Path], list[str]]] = {
    "pypdf": pypdf_pages, "pdfium": pdfium_pages, "pdftotext": pdftotext_pages,
}  # fmt: skip


def _pages_of(job: tuple[str, str]) -> int:
    """A pool worker's job: one file's pages by one extractor; how many."""
    return len(EXTRACTORS[job[0]](Path(job[1])))


def _cpu() -> float:
    """Processor seconds used so far by this process and its ended children."""
    mine, children = (
        resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
    )
    return mine.ru_utime + mine.ru_stime + children.ru_utime + children.ru_stime


def one_core(name: str, paths: list[Path]) -> tuple[float, float, int]:
    """Wall seconds, CPU seconds and pages of one extractor over every file, one process."""
    began, cpu = time.perf_counter(), _cpu()
    pages = sum(len(EXTRACTORS[name](path)) for path in paths)
    return time.perf_counter() - began, _cpu() - cpu, pages


def two_processes(name: str, paths: list[Path]) -> tuple[float, float, int]:
    """The same in two spawned worker processes sharing the files (their start included)."""
    began, cpu = time.perf_counter(), _cpu()
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        pages = sum(pool.imap_unordered(_pages_of, [(name, str(p)) for p in paths], 2))
        pool.close()
        pool.join()
    return time.perf_counter() - began, _cpu() - cpu, pages


def indexed(reader: str, paths: list[Path]) -> tuple[float, float, int]:
    """Wall seconds, CPU seconds and pages of extract_pending with *reader* reading the
    pages (PAPERSHELF_PDF_TEXT), into a new library with every PDF attached and trusted."""
    with tempfile.TemporaryDirectory() as scratch:
        lib = open_library(Path(scratch) / "lib.sqlite")
        records = [Record(title=f"Paper {n} {p.stem}", year=2026) for n, p in enumerate(paths)]
        ids = import_records(lib, records, distinct=True).added
        rows = [
            AttachmentRow(0, entry, 0, str(p), p.name, "pdf", False, True, "file", "jabref", "")
            for entry, p in zip(ids, paths, strict=True)
        ]  # fmt: skip
        with lib.atomic():
            attachments.insert(lib, rows)
        os.environ["PAPERSHELF_PDF_TEXT"] = reader
        try:
            began, cpu = time.perf_counter(), _cpu()
            pages = extract_pending(lib).pages
            wall, used = time.perf_counter() - began, _cpu() - cpu
        finally:
            del os.environ["PAPERSHELF_PDF_TEXT"]
            lib.close()
    return wall, used, pages


def words(pages: list[str]) -> set[str]:
    """The words of three letters or more, case folded: what a search would match."""
    return {word.casefold() for page in pages for word in _WORD.findall(page)}


def quality(paths: list[Path]) -> dict[str, dict[str, float]]:
    """Per extractor: recall of pdftotext's words, share of extra words, and characters
    that searching would trip on (ligature forms, U+FFFE, soft hyphens), over every file."""
    totals: dict[str, dict[str, float]] = {}
    for name in ("pypdf", "pdfium"):
        found = wanted = extra = own = left = 0
        for path in paths:
            mine, floor = EXTRACTORS[name](path), words(pdftotext_pages(path))
            have = words(mine)
            found, wanted = found + len(have & floor), wanted + len(floor)
            extra, own = extra + len(have - floor), own + len(have)
            left += sum(page.count(c) for page in mine for c in "\ufb00\ufb01\ufb02\ufffe\xad")
        totals[name] = {
            "recall_of_pdftotext_words": round(found / max(1, wanted), 4),
            "extra_words_share": round(extra / max(1, own), 4),
            "ligature_or_hyphen_marks_left": left,
        }
    return totals


def _note(key: str, measured: tuple[float, float, int]) -> tuple[float, float, int]:
    """Say one measurement on stderr as it comes (a long run shows it is alive); it."""
    print(
        f"{key}: {measured[0]:.2f} s, {measured[1]:.2f} s CPU, {measured[2]} pages", file=sys.stderr
    )
    return measured


def run(count: int = 200, folders: list[Path] | None = None) -> dict[str, Any]:
    """Every figure (see the module docstring)."""
    paths = pick(folders or [DOCS], count)
    figures: dict[str, Any] = {"pdfs": len(paths), "load_average_before": os.getloadavg()}
    speeds: dict[str, Any] = {}
    times: dict[str, list[tuple[float, float, int]]] = {}
    for _round in range(ROUNDS):
        for mode, measure in (("1", one_core), ("2", two_processes)):
            for name in EXTRACTORS:
                key = f"{name}_{mode}"
                times.setdefault(key, []).append(_note(key, measure(name, paths)))
        for reader in ("pypdf", "pdfium"):
            key = f"index_{reader}"
            times.setdefault(key, []).append(_note(key, indexed(reader, paths)))
    for key, runs in times.items():
        wall, cpu, pages = min(r[0] for r in runs), min(r[1] for r in runs), runs[0][2]
        speeds[key] = {
            "pages": pages, "wall_s": [round(r[0], 2) for r in runs],
            "cpu_s": [round(r[1], 2) for r in runs],
            "pages_per_s": round(pages / wall, 1), "pages_per_cpu_s": round(pages / cpu, 1),
        }  # fmt: skip
    figures["speed"], figures["ratios"] = speeds, _ratios(speeds)
    figures["quality"] = quality(paths)
    figures["load_average_after"] = os.getloadavg()
    return figures


def _ratios(speeds: dict[str, Any]) -> dict[str, float]:
    """Speed-ups by the wall clock (best of the rounds): pdfium against pypdf and against
    pdftotext, two processes against one; and by processor time on one core."""
    speed = {key: value["pages_per_s"] for key, value in speeds.items()}
    cpu = {key: value["pages_per_cpu_s"] for key, value in speeds.items()}
    return {
        "pdfium_1_over_pypdf_1": round(speed["pdfium_1"] / speed["pypdf_1"], 2),
        "pdfium_2_over_pypdf_1": round(speed["pdfium_2"] / speed["pypdf_1"], 2),
        "pypdf_2_over_pypdf_1": round(speed["pypdf_2"] / speed["pypdf_1"], 2),
        "pdfium_1_over_pdftotext_1": round(speed["pdfium_1"] / speed["pdftotext_1"], 2),
        "pdfium_2_over_pdftotext_2": round(speed["pdfium_2"] / speed["pdftotext_2"], 2),
        "pdfium_over_pypdf_cpu": round(cpu["pdfium_1"] / cpu["pypdf_1"], 2),
        "pdfium_over_pdftotext_cpu": round(cpu["pdfium_1"] / cpu["pdftotext_1"], 2),
        "index_pdfium_over_index_pypdf": round(speed["index_pdfium"] / speed["index_pypdf"], 2),
        "index_pypdf_time_over_pypdf_1": round(speed["pypdf_1"] / speed["index_pypdf"], 2),
        "index_pdfium_time_over_pypdf_1": round(speed["pypdf_1"] / speed["index_pdfium"], 2),
        "index_pdfium_time_over_pdfium_1": round(speed["pdfium_1"] / speed["index_pdfium"], 2),
        "index_pdfium_over_pdftotext_1": round(speed["index_pdfium"] / speed["pdftotext_1"], 2),
        "index_pdfium_over_index_pypdf_cpu": round(cpu["index_pdfium"] / cpu["index_pypdf"], 2),
    }


if __name__ == "__main__":
    numbers = [int(arg) for arg in sys.argv[1:] if arg.isdigit()]
    given = [Path(a) for a in sys.argv[1:] if not a.isdigit() and not a.startswith("--")]
    result = run(*numbers[:1], folders=given or None)
    text = json.dumps(result, indent=2)
    print(text)
    if "--write" in sys.argv:
        (HERE / "results" / "pdf_text.json").write_text(text + "\n", encoding="utf-8")
