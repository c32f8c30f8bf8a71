"""The million suite's .bib files (issue 38): real entries made distinct, and a physics journal.

One endless, deterministic sequence of records, of which a file holds a stretch:
- REAL_SHARE of them are real-10k.bib's entries (abstracts, accents, DOIs, `file` fields),
  copy after copy, each copy made distinct by big_import_bench.distinct_copy (new keys,
  titles, years, DOIs, abstracts and arXiv ids: no record duplicates another);
- the rest are datagen.collaboration_entry's physics-journal records: every one with a DOI,
  2% collaboration papers of 100-3,500 authors (accented LaTeX names among them), 30% with
  an abstract, 1% a very long title.
So a library of N entries and the MORE records imported into it afterwards are two stretches
of the same sequence (the second starts where the first ends): duplicates of nothing.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import datagen  # noqa: E402
from bibtex_bench import REAL_10K  # noqa: E402
from big_import_bench import distinct_copy  # noqa: E402

REAL_SHARE = 0.9
_ENTRY_START = re.compile(r"^(?=@)", re.M)
_NOT_AN_ENTRY = re.compile(r"@(string|preamble|comment)\b", re.I)


def entries_of(text: str) -> list[str]:
    """The entries of a .bib text, each from its '@' to the next (macros and comments left
    out: a copy's entries must stand alone)."""
    chunks = _ENTRY_START.split(text)
    return [c for c in chunks if c.startswith("@") and not _NOT_AN_ENTRY.match(c)]


def real_records(first: int, count: int, source: Path) -> Iterator[str]:
    """Records first..first+count-1 of the endless run of source's distinct copies."""
    text = source.read_text(encoding="utf-8")
    per_copy = len(entries_of(text))
    copy_number, position = divmod(first, per_copy)
    while count > 0:
        copy = entries_of(distinct_copy(text, copy_number + 1))
        taken = copy[position : position + count]
        yield from taken
        count -= len(taken)
        copy_number, position = copy_number + 1, 0


def journal_records(first: int, count: int) -> Iterator[str]:
    """Physics-journal records numbered first+1..first+count (seeded by first: the same every
    run)."""
    rng = random.Random(f"{datagen.COLLAB_SEED}-{first}")
    vocab = datagen.search_vocabulary(random.Random(datagen.SEARCH_SEED))
    teams = datagen.rosters(random.Random(datagen.COLLAB_SEED))
    for number in range(first + 1, first + count + 1):
        yield datagen.collaboration_entry(number, rng, vocab, teams, 0.02)


def write_bib(path: Path, count: int, skip: int = 0, source: Path = REAL_10K) -> Path:
    """Write the *count* records that follow the first *skip* of the sequence to path
    (whole or not at all: a stopped run leaves no half file to be reused)."""
    real_skip, real_count = int(skip * REAL_SHARE), int((skip + count) * REAL_SHARE)
    real_count -= real_skip
    part = path.with_name(path.name + ".part")
    with part.open("w", encoding="utf-8") as out:
        for record in real_records(real_skip, real_count, source):
            out.write(record.rstrip() + "\n\n")
        for record in journal_records(skip - real_skip, count - real_count):
            out.write(record + "\n")
    return part.replace(path)
