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
        assert lib.backend.text_index_consistent(lib)
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


def empty_library(folder: Path) -> tuple[Path, int]:
    """A new library without entries (a first import writes it with a rollback journal)."""
    path = folder / "base.sqlite"
    open_library(path).close()
    return path, entry_count(path)


def kill_imports(folder: Path, base: Path, before: int, kills: int) -> None:
    """Import a big .bib into copies of base, killing each at a random moment: every copy
    holds all of it or none of it, and at least one kill came early enough to matter."""
    bib = big_bib(folder / "big.bib")
    whole = folder / "whole.sqlite"
    shutil.copy(base, whole)
    started = time.monotonic()
    assert start_import(bib, whole).wait(timeout=120) == 0
    duration = time.monotonic() - started
    assert entry_count(whole) == before + ENTRIES
    rng = random.Random(7)
    outcomes = []
    for n in range(kills):
        library = folder / f"killed-{n}.sqlite"
        shutil.copy(base, library)
        process = start_import(bib, library)
        time.sleep(rng.uniform(0, duration))
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        count = entry_count(library)
        assert count in (before, before + ENTRIES), f"kill {n}: {count - before} of {ENTRIES}"
        outcomes.append(count == before + ENTRIES)
        for leftover in folder.glob(f"{library.name}*"):
            leftover.unlink()
    print(f"import {duration:.2f} s; kills: {outcomes.count(False)} none, {sum(outcomes)} all")
    assert not all(outcomes), "every kill came too late to interrupt anything"


@pytest.mark.slow
def test_killed_import_leaves_all_or_nothing(tmp_path: Path, sample_path: Path) -> None:
    base, before = base_library(tmp_path, sample_path)
    kill_imports(tmp_path, base, before, KILLS)


@pytest.mark.slow
def test_killed_first_import_into_an_empty_library_leaves_it_empty(tmp_path: Path) -> None:
    base, before = empty_library(tmp_path)
    assert before == 0
    kill_imports(tmp_path, base, before, KILLS // 2)


@pytest.mark.slow
def test_killed_writers_among_waiting_ones_leave_all_or_nothing(
    tmp_path: Path, sample_path: Path
) -> None:
    from tests.test_cli_concurrency import command, committed, start

    base, _ = base_library(tmp_path, sample_path)
    before = committed(base)[""]
    rng = random.Random(13)
    commands = [command(n, tmp_path) for n in range(12)]
    processes = [start(args, base) for args in commands]
    killed = rng.sample(range(len(processes)), 6)
    started = time.monotonic()
    for moment, n in zip(sorted(rng.uniform(0.5, 10) for _ in killed), killed, strict=True):
        time.sleep(max(0.0, started + moment - time.monotonic()))  # starting, waiting, writing
        processes[n].send_signal(signal.SIGKILL)
    codes = [process.wait(timeout=180) for process in processes]
    for process in processes:
        assert process.stderr is not None and "Traceback" not in process.stderr.read()
        process.stdout.close()  # type: ignore[union-attr]
        process.stderr.close()
    at_end = committed(base)  # integrity_check ok
    outcomes = []
    for n, args in enumerate(commands):
        mine = (
            {f"w{n}e{i}" for i in range(150)}
            if args[0] == "import"
            else at_end.get(f"writer{n}" if args[0] == "tag" else f"List {n}", set())
        )
        # an import adds its 150 entries; --all means every entry there when it ran
        whole = {f"w{n}e{i}" for i in range(150)} if args[0] == "import" else before
        present = mine & at_end[""] if args[0] == "import" else mine
        complete = whole <= present
        assert complete or not present, f"writer {n} {args}: {len(present)} of {len(whole)}"
        if n not in killed:
            assert codes[n] == 0 and complete, f"writer {n} lost its change"
        outcomes.append((n in killed, bool(present)))
    print(f"killed {len(killed)}: {sum(1 for k, p in outcomes if k and not p)} none, "
          f"{sum(1 for k, p in outcomes if k and p)} all (or done before the kill)")  # fmt: skip
