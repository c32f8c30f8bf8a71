"""The library of a generated .bib against the file's size (issue 38); not timed.

The text is real: titles and abstracts are runs of words from the project's own docs (their
natural frequencies), authors from the real names of tests/data/real-10k-names.txt.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from papershelf.library.db import Library, open_library
from papershelf.services.importing import import_file

ROOT = Path(__file__).resolve().parents[2]
NAMES = ROOT / "tests" / "data" / "real-10k-names.txt"
ENTRIES = 2000
# What holds at schema 13: 4.4x of this file (5.0x at schema 12; the search index alone is
# 1.8x, its prefix indexes most of it). Issue 38's target, 3x, is not reached yet.
MAX_RATIO = 4.6
# The raw BibTeX fields' pages against the file's size: 0.63 packed (1.18 at schema 12).
MAX_RAW_SHARE = 0.7


def prose() -> list[str]:
    """The words of the project's docs, in order."""
    text = " ".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "docs").glob("*.md")))
    return re.findall(r"[A-Za-z][A-Za-z'-]+", text)


def names() -> list[str]:
    """Real names, "Given Family" (the file's comment line left out)."""
    lines = NAMES.read_text(encoding="utf-8").splitlines()
    return [line for line in lines[1:] if " " in line]


def generated_bib(path: Path) -> Path:
    """ENTRIES articles shaped like a real library's: title, 1-8 authors, abstract, DOI."""
    rng = random.Random(38)
    words, people = prose(), names()

    def run(low: int, high: int) -> str:
        """Consecutive words of the docs, low to high of them."""
        start = rng.randrange(len(words) - high)
        return " ".join(words[start : start + rng.randint(low, high)])

    parts = []
    for n in range(ENTRIES):
        authors = " and ".join(rng.sample(people, rng.randint(1, 8)))
        parts.append(
            f"@article{{key{n},\n  title = {{{run(5, 14).capitalize()}}},\n"
            f"  author = {{{authors}}},\n  journal = {{Journal of {run(1, 3)}}},\n"
            f"  year = {{{rng.randint(1950, 2025)}}},\n  volume = {{{rng.randint(1, 90)}}},\n"
            f"  pages = {{{n}--{n + 9}}},\n  doi = {{10.5555/j.{n}}},\n"
            f"  abstract = {{{run(60, 220)}}}\n}}\n\n"
        )
    path.write_text("".join(parts), encoding="utf-8")
    return path


def used_bytes(lib: Library, table: str | None = None) -> int:
    """The bytes of the pages in use: the whole file's (free pages left out), or a table's."""
    if table is not None:
        sql = "SELECT sum(pgsize) FROM dbstat WHERE name = ?"
        return int(lib.execute(sql, [table]).fetchone()[0])
    pages = lib.execute("PRAGMA page_count").fetchone()[0]
    free = lib.execute("PRAGMA freelist_count").fetchone()[0]
    return int((pages - free) * lib.execute("PRAGMA page_size").fetchone()[0])


@pytest.mark.slow
def test_the_library_of_a_generated_file_stays_within_its_bound(tmp_path: Path) -> None:
    bib = generated_bib(tmp_path / "generated.bib")
    lib = open_library(tmp_path / "size.sqlite")
    try:
        import_file(lib, bib)
        size, raw = used_bytes(lib), used_bytes(lib, "entry_bibtex")
    finally:
        lib.close()
    file_size = bib.stat().st_size
    assert raw <= MAX_RAW_SHARE * file_size, raw / file_size
    assert size <= MAX_RATIO * file_size, size / file_size
