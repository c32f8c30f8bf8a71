"""What each feature that reads authors costs on the largest entry beside an ordinary one.

Issue 15: "the list view's short authors, sorting by author, the detail view of a 3,000-author
paper, search by author, duplicates, key generation, related papers, statistics: none may be
slower than on ordinary entries by more than the extra text they read". Per entry, median of
RUNS, CPU milliseconds (the figure least moved by other jobs on a shared machine), the
largest entry (`big_`) beside an ordinary one of a few authors (`small_`):

- `list_row`: the list view's row (`queries.load_rows`: title, "Aaltonen et al.", tags);
- `detail_read`: everything the detail pane and the edit form read (`queries.get_entry`);
- `key`: the citation key the default pattern gives (`keys.preview_regenerate`);
- `duplicate_check`: the entry as an import would check it against the library
  (`Identity.of` + `DuplicateIndex.match`, the library's index built once, not timed);
- `duplicate_details`: what a same-title candidate's comparison reads of a library entry
  (`identities.details_row` + `Details.build`);
- `related`: its related papers (`RelatedIndex.related`, a fresh index each run).

`authors_ratio` is the big entry's authors over the small one's (how much more text a
feature that read every name would read). Library-wide, once: `stats_ms`
(`stats.reading_stats`) and `duplicate_pairs_s` (Find Duplicates over the whole library).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

RUNS = 7


def _cpu_ms(work: Callable[[], Any], runs: int = RUNS) -> float:
    """Median CPU milliseconds of *work* over *runs* calls."""
    times = []
    for _ in range(runs):
        began = time.process_time()
        work()
        times.append((time.process_time() - began) * 1000)
    return statistics.median(times)


def _entries(lib: Any) -> tuple[int, int, int, int]:
    """The entry with the most authors, an ordinary one (3-5 authors), and their counts."""
    counts = "SELECT entry_id, count(*) AS n FROM person WHERE role = 'author' GROUP BY entry_id"
    big, many = lib.execute(f"{counts} ORDER BY n DESC LIMIT 1").fetchone()
    small, few = lib.execute(
        f"SELECT * FROM ({counts}) WHERE n BETWEEN 3 AND 5 ORDER BY entry_id LIMIT 1"
    ).fetchone()
    return int(big), int(many), int(small), int(few)


def _per_entry(lib: Any, entry_id: int) -> dict[str, float]:
    """Each feature's CPU milliseconds on one entry."""
    from papershelf.library import identities, queries
    from papershelf.services import keys
    from papershelf.services.duplicate_evidence import Details
    from papershelf.services.duplicates import DuplicateIndex, Identity
    from papershelf.services.related import build_index

    record = keys.entry_records(lib, [entry_id])[entry_id]
    index = DuplicateIndex.of_library(lib)

    def details() -> None:
        try:
            row = identities.details_row(lib, entry_id, 10)  # duplicate_evidence compares 10
        except TypeError:  # the code before issue 15 (a comparison run) read every name
            row = identities.details_row(lib, entry_id)  # type: ignore[call-arg]
        assert row is not None
        Details.build(*row)

    return {
        "list_row": _cpu_ms(lambda: queries.load_rows(lib, [entry_id])),
        "detail_read": _cpu_ms(lambda: queries.get_entry(lib, entry_id)),
        "key": _cpu_ms(lambda: keys.preview_regenerate(lib, [entry_id])),
        "duplicate_check": _cpu_ms(lambda: index.match(Identity.of(record))),
        "duplicate_details": _cpu_ms(details),
        "related": _cpu_ms(lambda: build_index(lib).related(entry_id)),
    }


def figures(library: Path) -> dict[str, float]:
    """The per-entry figures, big beside small, and the library-wide ones."""
    from papershelf.library import stats
    from papershelf.library.db import open_library
    from papershelf.services.duplicates import duplicate_pairs

    lib = open_library(library)
    try:
        big, many, small, few = _entries(lib)
        result: dict[str, float] = {"big_authors": many, "small_authors": few}
        result["authors_ratio"] = many / few
        for name, entry_id in (("big", big), ("small", small)):
            result |= {f"{name}_{k}_ms": v for k, v in _per_entry(lib, entry_id).items()}
        result["stats_ms"] = _cpu_ms(lambda: stats.reading_stats(lib), runs=3)
        began = time.process_time()
        duplicate_pairs(lib)
        result["duplicate_pairs_s"] = time.process_time() - began
    finally:
        lib.close()
    return result


if __name__ == "__main__":
    import json

    print(json.dumps(figures(Path(sys.argv[1])), indent=2))
