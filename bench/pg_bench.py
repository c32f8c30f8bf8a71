"""The same library on SQLite and on PostgreSQL, measured in one run (issue 19, part 6).

The library is bibtex_bench's file (../shared/perf/real-10k.bib, repeated with new keys,
titles, years and DOIs up to the size asked; 100,000 entries by default), imported into a
new SQLite file and into a new schema on the server named by PAPERSHELF_BENCH_PG (a libpq
URL; without it the PostgreSQL column is left out and the run says so). Figures per backend:

- `import_s` / `import_cpu_s`: `papershelf --library TARGET import FILE`, the process timed
  from start to exit (its CPU: the client's; the server's work is in the wall time);
- `export_s`: `papershelf --library TARGET export --output FILE`, start to exit;
- `first_page_ms`: what the list view runs for its first page: the ids of the first
  FIRST_PAGE entries (newest first) and their rows; median of RUNS, connection open;
- `sort_<key>_ms`: the view's re-sort: every id in the order of title / authors / year
  (ordered_ids) and the first page's rows; median of RUNS;
- `search_<n>_ms`: a search's first page (first_page_ids, ranked) and its rows, median of
  RUNS; "not built on PostgreSQL" when the server cannot search yet;
- `page_statements` / `big_page_statements`: statements one page of FIRST_PAGE rows, and
  one of 10x as many, costs (load_rows): the same count for both means no query per row.

Run: `python bench/run.py pg_bench` (PAPERSHELF_BENCH_PG=postgresql://... in the
environment; PAPERSHELF_BENCH_PG_SIZE=20000 for a smaller library), or this file alone.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bibtex_bench import REAL_10K, copy_of  # noqa: E402
from collab_bench import papershelf_command  # noqa: E402

from papershelf.library.db import Library, open_library  # noqa: E402
from papershelf.library.errors import LibraryError  # noqa: E402
from papershelf.library.queries import (  # noqa: E402
    RELEVANCE,
    Scope,
    Sort,
    first_page_ids,
    load_rows,
    ordered_ids,
)

URL_VARIABLE = "PAPERSHELF_BENCH_PG"
SIZE = int(os.environ.get("PAPERSHELF_BENCH_PG_SIZE", "100000"))
FIRST_PAGE = 100  # gui/table/table_model.FIRST_PAGE
RUNS = 5
SORTS = ("title", "authors", "year")
SEARCHES = ("learning", "neural network")
NOT_BUILT = "not built on PostgreSQL"


def make_bib(path: Path, size: int) -> Path:
    """real-10k and as many changed copies of it as *size* entries need (whole copies)."""
    text = REAL_10K.read_text(encoding="utf-8")
    with path.open("w", encoding="utf-8") as out:
        out.write(text)
        for number in range(1, max(size // 10_000, 1)):
            out.write("\n")
            out.write(copy_of(text, number))
    return path


@contextmanager
def server_schema(url: str) -> Iterator[str]:
    """A new schema on the server for this run (its URL), dropped with its contents after."""
    import psycopg

    schema = f"bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    joiner = "&" if "?" in url else "?"
    try:
        yield f"{url}{joiner}options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')


def _median_ms(action: Callable[[], object]) -> float:
    """Median milliseconds of RUNS calls of *action* (after one untimed call)."""
    action()
    runs = []
    for _ in range(RUNS):
        began = time.perf_counter()
        action()
        runs.append((time.perf_counter() - began) * 1000)
    return statistics.median(runs)


def statements(lib: Library, action: Callable[[], object]) -> int:
    """How many statements *action* sends to lib's database."""
    real = lib.db.execute_sql
    count = 0

    def counted(*args: Any, **kwargs: Any) -> Any:
        nonlocal count
        count += 1
        return real(*args, **kwargs)

    lib.db.execute_sql = counted  # type: ignore[method-assign]
    try:
        action()
    finally:
        del lib.db.execute_sql
    return count


def _first_page(lib: Library, query: str = "", sort: Sort | None = None) -> None:
    """The list view's first page (newest first unless *sort*): its ids, then its rows."""
    page = first_page_ids(lib, query, Scope(), sort or Sort(), limit=FIRST_PAGE)
    load_rows(lib, page.ids)


def _sorted(lib: Library, key: str) -> None:
    """The view's re-sort: every id in *key*'s order, then the first page's rows."""
    ids = ordered_ids(lib, Scope(), "", Sort(key, descending=False))
    load_rows(lib, ids[:FIRST_PAGE])


def reads(target: str) -> dict[str, Any]:
    """Page, sort and search figures on the library at *target*."""
    lib = open_library(target)
    try:
        figures: dict[str, Any] = {"first_page_ms": _median_ms(lambda: _first_page(lib))}
        for key in SORTS:
            figures[f"sort_{key}_ms"] = _median_ms(lambda key=key: _sorted(lib, key))
        for number, query in enumerate(SEARCHES, 1):
            try:
                figures[f"search_{number}_ms"] = _median_ms(
                    lambda q=query: _first_page(lib, q, Sort(RELEVANCE))
                )
            except LibraryError:
                figures[f"search_{number}_ms"] = NOT_BUILT
        ids = ordered_ids(lib)
        figures["page_statements"] = statements(lib, lambda: load_rows(lib, ids[:FIRST_PAGE]))
        figures["big_page_statements"] = statements(
            lib, lambda: load_rows(lib, ids[: FIRST_PAGE * 10])
        )
        figures["entries"] = len(ids)
    finally:
        lib.close()
    return figures


def backend(target: str, bib: Path, work: Path) -> dict[str, Any]:
    """Import, export and reads on one backend."""
    imported = papershelf_command(work, "--library", target, "import", str(bib))
    exported = papershelf_command(
        work, "--library", target, "export", "--output", str(work / "out.bib")
    )
    return {
        "import_s": imported["seconds"],
        "import_cpu_s": imported["cpu_s"],
        "export_s": exported["seconds"],
        **reads(target),
    }


def run(work: Path, size: int = SIZE) -> dict[str, dict[str, Any]]:
    """Both backends' figures side by side: group pg_<size>, keys <figure>_sqlite / _pg."""
    if not REAL_10K.exists():
        return {f"pg_{size}": {"skipped_no_real_10k": 1.0}}
    bib = make_bib(work / f"pg-bench-{size}.bib", size)
    figures = {f"{k}_sqlite": v for k, v in backend(str(work / "pg.sqlite"), bib, work).items()}
    url = os.environ.get(URL_VARIABLE)
    if not url:
        print(f"pg_bench: {URL_VARIABLE} is not set: no PostgreSQL column", flush=True)
        return {f"pg_{size}": figures | {"postgresql": f"not measured ({URL_VARIABLE} unset)"}}
    with server_schema(url) as target:
        figures |= {f"{k}_pg": v for k, v in backend(target, bib, work).items()}
    with open("/proc/loadavg") as load:
        figures["loadavg_after"] = load.read().split()[0]
    return {f"pg_{size}": figures}


def main() -> None:
    """Standalone: print the figures as JSON (`--size N` for a smaller library)."""
    size = int(sys.argv[2]) if sys.argv[1:2] == ["--size"] else SIZE
    with tempfile.TemporaryDirectory() as tmp:
        print(json.dumps(run(Path(tmp), size), indent=2), flush=True)
    os._exit(0)


if __name__ == "__main__":
    main()
