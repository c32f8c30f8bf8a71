"""Crash safety: an import killed (SIGKILL) at any moment leaves all of it or none of it."""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from papershelf.library import fts
from papershelf.library.db import open_library
from papershelf.services.importing import import_file

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

ENTRIES = 5000
KILLS = 20
TEMPLATE = """@inproceedings{{paper{n}key,
  author = {{Vaswani, Ashish and Shazeer, Noam and Kaiser, {{\\L}}ukasz and Author{n}, Some}},
  title = {{Attention Variant Number {n}: {{BERT}}-style Pre-training of Model {n}}},
  booktitle = neurips,
  volume = 30,
  pages = {{{n}--{m}}},
  year = {year},
  month = dec,
  abstract = {{We study variant {n} of the transformer and find that it works {n} times.}},
  s2id = {{id{n}}}
}}

"""


def big_bib(path: Path, count: int = ENTRIES) -> Path:
    """A .bib of *count* distinct entries (unique keys, titles and abstracts), with a macro."""
    head = "@string{neurips = {Advances in Neural Information Processing Systems}}\n\n"
    body = "".join(TEMPLATE.format(n=n, m=n + 9, year=1990 + n % 35) for n in range(count))
    path.write_text(head + body, encoding="utf-8")
    return path


def start_import(bib: Path, library: Path) -> subprocess.Popen[bytes]:
    """`python -m papershelf import BIB --library LIBRARY` in a subprocess."""
    return subprocess.Popen(
        [sys.executable, "-m", "papershelf", "import", str(bib), "--library", str(library)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=dict(os.environ),
    )  # fmt: skip


def entry_count(library: Path) -> int:
    """Open the library as the app does after a crash: integrity ok, index consistent; count."""
    lib = open_library(library, create=False)
    try:
        assert lib.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert fts.is_consistent(lib)
        return int(lib.execute("SELECT count(*) FROM entry").fetchone()[0])
    finally:
        lib.close()


def base_library(folder: Path, sample: Path) -> tuple[Path, int]:
    """A library holding the sample list: the state every killed import starts from."""
    path = folder / "base.sqlite"
    lib = open_library(path)
    import_file(lib, sample)
    lib.close()
    return path, entry_count(path)


@pytest.mark.slow
def test_killed_import_leaves_all_or_nothing(tmp_path: Path, sample_path: Path) -> None:
    bib = big_bib(tmp_path / "big.bib")
    base, before = base_library(tmp_path, sample_path)
    whole = tmp_path / "whole.sqlite"
    shutil.copy(base, whole)
    started = time.monotonic()
    assert start_import(bib, whole).wait(timeout=120) == 0
    duration = time.monotonic() - started
    assert entry_count(whole) == before + ENTRIES
    rng = random.Random(7)
    outcomes = []
    for n in range(KILLS):
        library = tmp_path / f"killed-{n}.sqlite"
        shutil.copy(base, library)
        process = start_import(bib, library)
        time.sleep(rng.uniform(0, duration))
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        count = entry_count(library)
        assert count in (before, before + ENTRIES), f"kill {n}: {count - before} of {ENTRIES}"
        outcomes.append(count == before + ENTRIES)
        library.unlink()
    print(f"import {duration:.2f} s; kills: {outcomes.count(False)} none, {sum(outcomes)} all")
    assert not all(outcomes), "every kill came too late to interrupt anything"
