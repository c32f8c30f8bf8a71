"""Only what a document cites, exported: the cited entries in the library, plus the
entries they need to be typeset (their `crossref`, `xdata` and `xref` parents and a
`@set`'s `entryset` members, followed until none is new), written by services/exporting
(the same writer, @string and @preamble blocks, byte-stable output, atomic replace).

A document that cites everything (`\\nocite{*}`, pandoc's `@*`) gets its reading list's
entries when it has one, else the whole library.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from papershelf.formats.tex_project.citations import Citations
from papershelf.formats.tex_project.document import ProjectError, read_document
from papershelf.library import export_sql
from papershelf.library.db import Library
from papershelf.library.entry_records import iter_records
from papershelf.library.queries import Scope, Sort, ordered_ids
from papershelf.services.changes import ServiceError
from papershelf.services.exporting import ExportResult, ExportScope, export_file

PARENT_FIELDS = ("crossref", "xdata", "xref", "entryset")


def read_citations(path: Path | str) -> Citations:
    """The document's citations; ServiceError (one line) when it cannot be read."""
    try:
        return read_document(Path(path))
    except ProjectError as exc:
        raise ServiceError(str(exc)) from exc


def cited_ids(lib: Library, citations: Citations, list_id: int | None = None) -> list[int]:
    """The ids of the library entries the citations need, in no particular order."""
    base = set(everything_cited(lib, list_id)) if citations.cite_all else set()
    base |= set(ids_of_keys(lib, citations.keys).values())
    return sorted(with_parents(lib, base))


def everything_cited(lib: Library, list_id: int | None) -> list[int]:
    """What `\\nocite{*}` cites: the project's reading list, else the whole library."""
    if list_id is None:
        return ordered_ids(lib, Scope(), sort=Sort("key", False))
    return ordered_ids(lib, Scope("list", list_id), sort=Sort("position", False))


def ids_of_keys(lib: Library, keys: Iterable[str]) -> dict[str, int]:
    """The library's entry id for each key that it holds (keys compared ignoring case), by
    the key as given."""
    wanted = list(dict.fromkeys(keys))
    found = {key.lower(): entry_id for entry_id, key in export_sql.ids_with_keys(lib, wanted)}
    return {key: found[key.lower()] for key in wanted if key.lower() in found}


def with_parents(lib: Library, ids: set[int]) -> set[int]:
    """ids and every entry they reach through the parent fields, transitively."""
    chosen, new = set(ids), set(ids)
    while new:
        keys = _parent_keys(lib, new)
        found = set(ids_of_keys(lib, keys).values())
        new = found - chosen
        chosen |= new
    return chosen


def _parent_keys(lib: Library, ids: set[int]) -> set[str]:
    """The keys the entries ids name in their parent fields."""
    keys: set[str] = set()
    for _entry_id, record in iter_records(lib, sorted(ids)):
        for name, value in record.fields:
            if name.lower() in PARENT_FIELDS:
                keys |= {part.strip() for part in value.split(",") if part.strip()}
    return keys


def cited_scope(lib: Library, path: Path | str, list_id: int | None = None) -> ExportScope:
    """The export scope of what the document at path cites."""
    return ExportScope.of_ids(cited_ids(lib, read_citations(path), list_id))


def export_cited(
    lib: Library,
    document: Path | str,
    output: Path | str,
    flavour: str = "bibtex",
    list_id: int | None = None,
) -> ExportResult:
    """Write what the document cites to output (only if its bytes change)."""
    return export_file(lib, cited_scope(lib, document, list_id), flavour, Path(output))
