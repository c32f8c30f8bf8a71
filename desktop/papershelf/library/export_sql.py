"""What an export reads besides the records (services/exporting.py): entry ids in key
order, crossref targets, and the @string/@preamble/@comment blocks of imported files."""

from __future__ import annotations

from collections.abc import Iterable

from papershelf.library.chunks import in_chunks, marks
from papershelf.library.db import Library
from papershelf.library.organising import tag_condition
from papershelf.library.sql import Sql


def _by_key(lib: Library) -> str:
    """ORDER BY key in any case first, then exact case, then id."""
    return f"ORDER BY {lib.backend.words.nocase_order('key')}, key, id"


def all_ids_by_key(lib: Library) -> list[int]:
    """Every entry id, by key (any case first, then exact case, then id)."""
    return [row[0] for row in lib.execute(Sql(f"SELECT id FROM entry {_by_key(lib)}"))]


def tagged_ids_by_key(lib: Library, name: str) -> list[int]:
    """Ids of the entries tagged *name* or a tag below it, by key."""
    sql, params = tag_condition(name, "id")
    return [
        row[0]
        for row in lib.execute(Sql(f"SELECT id FROM entry WHERE {sql} {_by_key(lib)}"), params)
    ]


def keys_and_ids(lib: Library, ids: Iterable[int]) -> list[tuple[str, int]]:
    """(key, id) of those of *ids* that are entries."""
    found: list[tuple[str, int]] = []
    for chunk in in_chunks(list(ids)):
        sql = f"SELECT key, id FROM entry WHERE id IN ({marks(len(chunk))})"
        found += [(str(key), int(entry_id)) for key, entry_id in lib.execute(Sql(sql), list(chunk))]
    return found


def keys_of(lib: Library, ids: Iterable[int]) -> dict[int, str]:
    """The keys of those of *ids* that are entries, by id."""
    return {entry_id: key for key, entry_id in keys_and_ids(lib, ids)}


def crossref_values(lib: Library, ids: list[int]) -> set[str]:
    """The raw crossref values of the entries *ids* (read in id order, chunk by chunk)."""
    found: set[str] = set()
    for chunk in in_chunks(sorted(ids)):  # by id: each chunk reads neighbouring rows
        sql = (
            "SELECT value FROM entry_field WHERE name = 'crossref' AND entry_id IN "
            f"({marks(len(chunk))})"
        )
        found |= {str(value) for (value,) in lib.execute(Sql(sql), list(chunk))}
    return found


def ids_with_keys(lib: Library, keys: Iterable[str]) -> list[tuple[int, str]]:
    """(id, key) of the entries with those keys (any case), by key within each chunk."""
    rows: list[tuple[int, str]] = []
    for chunk in in_chunks(sorted(keys)):
        sql = f"SELECT id, key FROM entry WHERE key IN ({marks(len(chunk))}) {_by_key(lib)}"
        rows += [(int(i), str(k)) for i, k in lib.execute(Sql(sql), list(chunk))]
    return rows


def entry_sources(lib: Library) -> list[tuple[int, int | None]]:
    """(entry id, source id) of every entry that came from a BibTeX file."""
    return [
        (int(e), s) for e, s in lib.execute(Sql("SELECT entry_id, source_id FROM entry_bibtex"))
    ]


def source_ids(lib: Library) -> set[int]:
    """Every imported file's source id."""
    return {int(row[0]) for row in lib.execute(Sql("SELECT id FROM import_source"))}


def block_anchors(lib: Library, sources: list[int]) -> set[int]:
    """The entries the blocks of *sources* stand before."""
    sql = (
        f"SELECT before_entry FROM bib_block WHERE source_id IN ({marks(len(sources))}) "
        "AND before_entry IS NOT NULL"
    )
    return {int(row[0]) for row in lib.execute(Sql(sql), sources)}


def source_blocks(
    lib: Library, sources: list[int]
) -> list[tuple[int, str, str, str, int, int | None]]:
    """(source, kind, name, raw, line, before entry) of the blocks of sources, file after file."""
    sql = (
        "SELECT source_id, kind, name, raw, line, before_entry FROM bib_block "
        f"WHERE source_id IN ({marks(len(sources))}) ORDER BY source_id, position"
    )
    return [
        (int(s), str(k), str(n), str(r), int(li), b)
        for s, k, n, r, li, b in lib.execute(Sql(sql), sources)
    ]
