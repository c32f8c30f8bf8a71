"""Imported files' rows: an import_source per BibTeX file, and its @string, @preamble,
@comment and text blocks in file order (an export reads them back: library/export_sql.py)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from papershelf.library.db import Library
from papershelf.library.models import ImportSource
from papershelf.library.sql import Sql


def insert_source(lib: Library, path: str, imported: str) -> int:
    """Add an imported file's row (*imported*: when, stored as given); its id."""
    # Plain SQL: peewee's DateTimeField would parse the text and store its own spelling.
    return lib.insert(
        Sql("INSERT INTO import_source (path, imported) VALUES (?, ?)"), [path, imported]
    )


def delete_source(lib: Library, source_id: int) -> None:
    """Forget an imported file (its blocks go with it)."""
    ImportSource.delete().where(ImportSource.id == source_id).execute(lib.db)


def insert_blocks(lib: Library, source_id: int, blocks: Iterable[tuple[Any, ...]]) -> None:
    """Add a file's blocks, each (kind, name, raw, line, before entry), in file order."""
    lib.executemany(
        Sql(
            "INSERT INTO bib_block (source_id, position, kind, name, raw, line, before_entry) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)"
        ),
        [(source_id, n, *block) for n, block in enumerate(blocks)],
    )
