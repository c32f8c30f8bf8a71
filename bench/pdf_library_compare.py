"""pypdf against pdfminer.six on PDFs typeset by pdflatex: speed per page and text quality.

Run once to choose the PDF text library (docs/architecture-notes.md records the figures):
    PYTHONPATH=desktop:. .venv/bin/python bench/pdf_library_compare.py
Both libraries run in turn, twice, in the same process on the same files, so the ratio holds
under load even when the absolute times do not. Needs pdflatex, pypdf and pdfminer.six.
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests import pdfs

Extractor = Callable[[Path], list[str]]


def pypdf_pages(path: Path) -> list[str]:
    """Each page's text by pypdf's default (content-stream order) extraction."""
    from pypdf import PdfReader

    return [page.extract_text() for page in PdfReader(path).pages]


def pdfminer_pages(path: Path) -> list[str]:
    """Each page's text by pdfminer.six's layout analysis (its default parameters)."""
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LTTextContainer

    return [
        "".join(item.get_text() for item in page if isinstance(item, LTTextContainer))
        for page in extract_pages(path)
    ]


def flat(text: str) -> str:
    """Text with every run of white space made one space."""
    return " ".join(text.split())


def quality(extract: Extractor, files: dict[str, Path]) -> dict[str, bool]:
    """Yes/no checks a reader would notice, one per row of the notes' table."""
    two = flat(extract(files["two_column"])[0])
    overflow = flat(" ".join(extract(files["flowing"]))).replace("- ", "")
    return {
        "two columns read left then right": two.find(pdfs.TWO_COLUMN_LEFT)
        < two.find(pdfs.TWO_COLUMN_RIGHT),
        "text flowing across columns kept in order": in_order(overflow, pdfs.prose(9, 60)),
        "ligatures (fi, ffi, fl) as letters": "floating fine official" in two,
        "Cyrillic (T2A fonts with cmap)": pdfs.CYRILLIC_SENTENCE in flat(extract(files["cyr"])[0]),
        "arXiv margin stamp as one line": "arXiv:2101.00001v2" in flat(extract(files["arxiv"])[0]),
        "words hyphenated at line ends rejoined": "sample" in two and "sam- ple" not in two,
    }


def in_order(text: str, source: str) -> bool:
    """Whether every sentence of *source* that *text* holds comes in the source's order."""
    found = [text.find(s) for s in source.split(". ") if text.find(s) >= 0]
    return len(found) > 10 and found == sorted(found)


def flowing_columns(folder: Path) -> Path:
    """A two-column page whose text runs from the left column into the right one."""
    body = "\\title{Flowing Columns}\\author{Marie Curie}\\date{}\\maketitle\n"
    body += f"\\section{{Start}}\n{pdfs.prose(9, 60)}\n"
    return pdfs.typeset(folder, "flowing", pdfs._article(body, options="twocolumn"))


def timed(extract: Extractor, path: Path) -> float:
    """Seconds to extract every page of *path*."""
    start = time.perf_counter()
    extract(path)
    return time.perf_counter() - start


def main() -> None:
    """Typeset the files, time both libraries twice in turn, print the figures."""
    work = Path(tempfile.mkdtemp(prefix="pdfcompare-"))
    files = {
        "long": pdfs.long_document(work, 300),
        "two_column": pdfs.two_column_paper(work),
        "flowing": flowing_columns(work),
        "cyr": pdfs.cyrillic_paper(work),
        "arxiv": pdfs.arxiv_paper(work),
    }
    libraries = {"pypdf": pypdf_pages, "pdfminer.six": pdfminer_pages}
    times: dict[str, list[float]] = {name: [] for name in libraries}
    for _ in range(2):
        for name, extract in libraries.items():
            times[name].append(timed(extract, files["long"]) / 300 * 1000)
    for name, extract in libraries.items():
        print(f"{name}: ms/page over 300 pages, two rounds: {times[name]}")
        for check, ok in quality(extract, files).items():
            print(f"  {check}: {'yes' if ok else 'no'}")


if __name__ == "__main__":
    main()
