"""Full-text search on SQLite and on PostgreSQL at 10,000 entries (issue 19; not a test).

Writes datagen's deterministic search entries as a .bib file, imports it into a new SQLite
library and into new PostgreSQL libraries (the index kept by its statement triggers, batch
by batch, or the triggers idle and the new entries indexed by one statement at the end),
times raw inserts with the triggers against fts.suspended, and times typical searches
after ANALYZE (median of 20: the count and first page a keystroke asks for, and the full
ranked list).

    PAPERSHELF_TEST_PG=postgresql://... .venv/bin/python bench/pg_search_bench.py [--entries N]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "desktop"))
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import datagen  # noqa: E402
from tests.backends import server_schema  # noqa: E402

from papershelf.bulk_work import bulk_work  # noqa: E402
from papershelf.library.db import Library, open_library  # noqa: E402
from papershelf.library.postgresql import fts as fts_pg  # noqa: E402
from papershelf.library.postgresql.import_batches import ServerBatchInserter  # noqa: E402
from papershelf.library.queries import RELEVANCE, Sort, first_page_ids, ordered_ids  # noqa: E402
from papershelf.services.importing import import_file  # noqa: E402

QUERIES = [
    "learning", "neural network", "optim", '"deep learning"', "title:model",
    "abstract:graph -neural", "author:smith", "transformer OR diffusion", "robust estimation",
    "zebra",
]  # fmt: skip
RUNS = 20


def write_bib(path: Path, count: int) -> list[tuple[object, ...]]:
    """datagen's first *count* search entries as BibTeX; the entry rows."""
    vocab = datagen.search_vocabulary(random.Random(datagen.SEARCH_SEED))
    rows = [row for row, _people in datagen.search_entries(count, vocab)]
    with path.open("w", encoding="utf-8") as out:
        for row in rows:
            _id, key, _kind, title, authors, _sort, year, venue, abstract, kw, notes = row[:11]
            out.write(
                f"@article{{{key},\n  title = {{{title}}},\n  author = {{{authors}}},\n"
                f"  year = {{{year}}},\n  journal = {{{venue}}},\n  abstract = {{{abstract}}},\n"
                f"  keywords = {{{kw}}},\n  note = {{{notes}}},\n  doi = {{{row[15]}}}\n}}\n\n"
            )
    return rows


@contextmanager
def batch_indexing() -> Iterator[None]:
    """Server imports with the triggers idle, the new entries indexed by one statement at
    the end (the alternative to the statement triggers, which index batch by batch)."""
    init, again = ServerBatchInserter.__init__, ServerBatchInserter.index_again

    def new_init(self: ServerBatchInserter, lib: Library) -> None:
        init(self, lib)
        fts_pg.defer(lib)

    def new_again(self: ServerBatchInserter) -> None:
        fts_pg.resume(self.lib)
        fts_pg.index_entries(self.lib.db, "id >= %s", (self.first_free_id,))
        again(self)

    ServerBatchInserter.__init__ = new_init  # type: ignore[method-assign]
    ServerBatchInserter.index_again = new_again  # type: ignore[method-assign]
    try:
        yield
    finally:
        ServerBatchInserter.__init__ = init  # type: ignore[method-assign]
        ServerBatchInserter.index_again = again  # type: ignore[method-assign]


def _bulk_import(lib: Library, bib: Path) -> object:
    """Import bib as the CLI and the window do, in bulk-work mode."""
    with bulk_work():
        return import_file(lib, bib)


def timed(action: Callable[[], object]) -> float:
    """Seconds *action* took."""
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def median_ms(action: Callable[[], object]) -> float:
    """Median milliseconds of RUNS calls (after one warm-up)."""
    action()
    return statistics.median(timed(action) for _ in range(RUNS)) * 1000


def searches(lib: Library) -> dict[str, tuple[float, float, int]]:
    """query -> (first page ms, full ranked list ms, hits)."""
    found = {}
    for query in QUERIES:
        page = median_ms(partial(first_page_ids, lib, query))
        full = median_ms(partial(ordered_ids, lib, query=query, sort=Sort(RELEVANCE)))
        found[query] = (page, full, len(ordered_ids(lib, query=query)))
    return found


def raw_inserts(lib: Library, rows: list[tuple[object, ...]], suspend: bool) -> float:
    """Seconds to insert *rows* by executemany, with the triggers or fts.suspended."""
    sql = (
        f"INSERT INTO entry ({datagen.SEARCH_ENTRY_COLUMNS}) "
        f"VALUES ({', '.join('?' * len(rows[0]))})"
    )
    start = time.perf_counter()
    with lib.backend.text_index_suspended(lib) if suspend else lib.atomic():
        lib.executemany(sql, rows)
    return time.perf_counter() - start


def main() -> None:
    """Build, time, print."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=10_000)
    args = parser.parse_args()
    url = os.environ["PAPERSHELF_TEST_PG"]
    folder = Path(tempfile.mkdtemp())
    bib = folder / "bench.bib"
    rows = write_bib(bib, args.entries)
    results: dict[str, dict[str, tuple[float, float, int]]] = {}
    local = open_library(folder / f"{uuid.uuid4().hex}.sqlite")
    print(f"import sqlite: {timed(lambda: import_file(local, bib)):.2f} s")
    local.execute("ANALYZE")  # the planner's statistics, as a library in use has them
    results["sqlite"] = searches(local)
    for target in server_schema(url):
        server = open_library(target)
        took = timed(partial(_bulk_import, server, bib))
        print(f"import postgresql, triggers: {took:.2f} s")
        server.execute("ANALYZE")  # autovacuum's work, done at once
        results["postgresql"] = searches(server)
        assert server.backend.text_index_consistent(server)
        server.close()
    for target in server_schema(url):
        server = open_library(target)
        with batch_indexing():
            took = timed(partial(_bulk_import, server, bib))
        print(f"import postgresql, batch UPDATE: {took:.2f} s")
        assert server.backend.text_index_consistent(server)
        server.close()
    for suspend in (False, True):
        for target in server_schema(url):
            server = open_library(target)
            took = raw_inserts(server, rows, suspend)
            how = "fts.suspended" if suspend else "triggers"
            print(f"executemany {len(rows)} rows postgresql, {how}: {took:.2f} s")
            server.close()
        other = open_library(folder / f"{uuid.uuid4().hex}.sqlite")
        took = raw_inserts(other, rows, suspend)
        how = "suspended" if suspend else "triggers"
        print(f"executemany {len(rows)} rows sqlite, {how}: {took:.2f} s")
        other.close()
    print("| query | hits | SQLite page | PG page | SQLite full | PG full |")
    print("|---|---|---|---|---|---|")
    for query in QUERIES:
        lp, lf, lh = results["sqlite"][query]
        sp, sf, sh = results["postgresql"][query]
        print(f"| `{query}` | {lh}/{sh} | {lp:.1f} ms | {sp:.1f} ms | {lf:.1f} ms | {sf:.1f} ms |")
    local.close()


if __name__ == "__main__":
    main()
