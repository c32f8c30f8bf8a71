"""SQLite's part of a library copy: derived data switched off while rows go in, then rebuilt.

The full-text index's and the tag sort column's triggers are dropped for the load (a trigger
per row would update the index and the entry once per tag; the duplicate keys' `eprint`
triggers would mark copied entries stale), and the library's own rebuild
functions fill both once at the end: FTS5's 'rebuild' and tag_order.fill. All of it runs
inside the copy's transaction, so a failed copy leaves the triggers as they were.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from papershelf.library import raw_bibtex, tag_order, user_data
from papershelf.library.models import BaseModel, EntryBibtex
from papershelf.library.sqlite import fts, match_triggers

if TYPE_CHECKING:
    from papershelf.library.db import Library


@contextmanager
def loading(lib: Library) -> Iterator[None]:
    """Rows go in with the derived data's triggers off; index and tag sort rebuilt after."""
    with fts.suspended(lib), tag_order.suspended(lib), match_triggers.fields_unwatched(lib):
        yield


def write_rows(lib: Library, model: type[BaseModel], rows: Sequence[Sequence[object]]) -> None:
    """Insert rows of user_data.columns(model): one prepared INSERT, run for each row (raw
    BibTeX fields packed as this backend stores them)."""
    if model is EntryBibtex:
        at = [field.name for field in user_data.columns(model)].index("raw_fields")
        rows = [(*row[:at], raw_bibtex.pack(str(row[at])), *row[at + 1 :]) for row in rows]
    lib.executemany(user_data.insert_sql(model), rows)


def finish(lib: Library, _models: list[type[BaseModel]]) -> None:
    """After the load: the index merged into one segment, the planner's statistics read."""
    fts.optimize(lib)
    fts.update_statistics(lib.db)
