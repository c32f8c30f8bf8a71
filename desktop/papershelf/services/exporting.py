"""Exporting entries as BibTeX, BibLaTeX, RIS, CSL-JSON or a formatted reference list (HTML,
Markdown, RTF, plain text in a CSL style: services/citation_export.py): to text (the
clipboard) or to a file.

Scopes: the whole library, a reading list (in its order), a tag (with the tags below
it), a search (a query in a sidebar scope), or chosen entries. Entries come out in a
stable order, the list's or else by key, with any entry others crossref last (BibTeX
needs that) and added when it is not in the scope itself. The output is deterministic:
the same library gives the same bytes.

An entry's tags are exported in its keywords (those it lacks, appended), as Better BibTeX
does, so a LaTeX project sees them. The blocks an imported file had go with its entries:
every @string and @preamble of a file that any exported entry came from (one definition
per macro name: the earliest file's), its comments before exported entries, and its text
after its last entry. A raw
value whose macro is not defined that way is written as its text instead, so the output
never cites an undefined macro.

Entries are read from SQL and written a chunk at a time, so a 100,000-entry export holds
only a chunk of records; a file is written to a temporary file beside it, flushed to
disk, then renamed over the old one, so a failed export leaves the old file untouched
(services/export_files.py, which also says where an export may not be written).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from papershelf.formats import ris
from papershelf.formats.bib.bibtex_fields import VENUE_FIELDS, append_to_raw, decode_field
from papershelf.formats.bib.bibtex_styles import style_warnings
from papershelf.formats.bib.bibtex_values import current_values
from papershelf.formats.bib.bibtex_write import (
    FLAVOURS,
    crossref_order,
    encode_field,
    unchanged,
    write_stream,
)
from papershelf.formats.records import Block, Record
from papershelf.i18n import translate
from papershelf.library import export_sql
from papershelf.library.db import Library
from papershelf.library.entry_records import CHUNK, iter_records, load_records
from papershelf.library.queries import Scope, Sort, ordered_ids, tags_of
from papershelf.services.changes import ServiceError
from papershelf.services.citation_export import CSL_FORMATS, csl_parts
from papershelf.services.export_files import check_target, write_atomically
from papershelf.services.list_notes import list_notes, with_list_note

FORMATS = (*FLAVOURS, "ris", *CSL_FORMATS)
SUFFIXES = {
    "bibtex": ".bib", "biblatex": ".bib", "ris": ".ris", "csl-json": ".json", "html": ".html",
    "markdown": ".md", "rtf": ".rtf", "text": ".txt",
}  # fmt: skip
_KEYWORD_SPLIT = re.compile(r"[,;]")


@dataclass(frozen=True)
class ExportScope:
    """Which entries an export writes: kind 'all', 'list' (a list id), 'tag' (a name),
    'view' (value: (sidebar Scope, query text)) or 'ids' (a tuple of entry ids)."""

    kind: str = "all"
    value: int | str | tuple[Scope, str] | tuple[int, ...] | None = None

    @classmethod
    def of_list(cls, list_id: int) -> ExportScope:
        """A reading list, in its order."""
        return cls("list", list_id)

    @classmethod
    def of_tag(cls, name: str) -> ExportScope:
        """The entries tagged name or a tag below it."""
        return cls("tag", name)

    @classmethod
    def of_query(cls, query: str, scope: Scope | None = None) -> ExportScope:
        """The entries a search finds (in a sidebar scope, else the whole library)."""
        return cls("view", (scope or Scope(), query))

    @classmethod
    def of_ids(cls, ids: Iterable[int]) -> ExportScope:
        """Chosen entries (a selection)."""
        return cls("ids", tuple(ids))


@dataclass(frozen=True)
class ExportResult:
    """What export_file did: how many entries, and whether the file's bytes changed."""

    path: Path
    entries: int
    written: bool
    # What the flavour's styles will warn about (a type they lack, a required field missing).
    warnings: tuple[str, ...] = ()


def scope_ids(lib: Library, scope: ExportScope) -> list[int]:
    """The ids an export of scope writes, in the order it writes them."""
    ids = _scope_order(lib, scope)
    return _parents_last(lib, ids)


def _scope_order(lib: Library, scope: ExportScope) -> list[int]:
    """The scope's entry ids: a list's in its order, the others by key."""
    if scope.kind == "all":
        return export_sql.all_ids_by_key(lib)
    if scope.kind == "list" and isinstance(scope.value, int):
        return ordered_ids(lib, Scope("list", scope.value), sort=Sort("position", False))
    if scope.kind == "tag" and isinstance(scope.value, str):
        return export_sql.tagged_ids_by_key(lib, scope.value)
    if scope.kind == "view" and isinstance(scope.value, tuple):
        view, query = scope.value
        assert isinstance(view, Scope) and isinstance(query, str)
        return ordered_ids(lib, view, query, Sort("key", descending=False))
    if scope.kind == "ids" and isinstance(scope.value, tuple):
        return _by_key(lib, [int(str(i)) for i in scope.value])
    said = translate("exporting", "cannot export {kind!r} {value!r}")
    raise ServiceError(said.format(kind=scope.kind, value=scope.value))


def _by_key(lib: Library, ids: list[int]) -> list[int]:
    """Those of ids that exist, by key."""
    found = [(key.lower(), key, entry_id) for key, entry_id in export_sql.keys_and_ids(lib, ids)]
    return [entry_id for _, _, entry_id in sorted(set(found))]


def _parents_last(lib: Library, ids: list[int]) -> list[int]:
    """ids with every entry they crossref after them (added if missing): BibTeX needs it."""
    targets = _crossref_targets(lib, ids)
    if not targets:
        return ids
    parents = [row[0] for row in _rows_by_key(lib, targets)]
    chosen = set(parents)
    records = load_records(lib, parents)
    ordered = crossref_order([records[i] for i in parents if i in records])
    by_key = {records[i].key: i for i in parents if i in records}
    return [i for i in ids if i not in chosen] + [by_key[r.key] for r in ordered if r.key]


def _crossref_targets(lib: Library, ids: list[int]) -> set[str]:
    """The lower-cased keys the entries ids crossref."""
    targets = {value.strip().lower() for value in export_sql.crossref_values(lib, ids)}
    return {target for target in targets if target}


def _rows_by_key(lib: Library, keys: set[str]) -> list[tuple[int, str]]:
    """(id, key) of the entries with those keys (any case), by key."""
    return export_sql.ids_with_keys(lib, keys)


# --- blocks ------------------------------------------------------------------------------------


def export_blocks(lib: Library, ids: Sequence[int]) -> list[Block]:
    """The @string, @preamble, @comment and text blocks that go with the entries ids, and
    those of every file that had blocks only (macros entries of other files may use)."""
    exported = set(ids)
    entry_sources = _entry_sources(lib)
    with_entries = {source for _, source in entry_sources if source}
    sources = sorted(
        {source for entry, source in entry_sources if entry in exported and source}
        | (_all_sources(lib) - with_entries)
    )
    if not sources:
        return []
    keys = _keys_of(lib, exported, _anchors(lib, sources))
    blocks: list[Block] = []
    macros: dict[str, int] = {}  # macro name -> the file whose definitions are written
    preambles: set[str] = set()
    for source, kind, name, raw, line, before in _source_blocks(lib, sources):
        if kind == "string":
            if macros.setdefault(name.lower(), source) != source:
                continue  # the earliest file's definitions win (all of them, as BibTeX reads)
        elif kind == "preamble":
            if raw in preambles:
                continue
            preambles.add(raw)
        elif before is not None and before not in keys:
            continue  # it stood before an entry this export leaves out
        blocks.append(Block(kind, raw, line, name, keys.get(before) if before else None))
    return blocks


def _entry_sources(lib: Library) -> list[tuple[int, int | None]]:
    """(entry id, source id) of every entry that came from a BibTeX file."""
    return export_sql.entry_sources(lib)


def _all_sources(lib: Library) -> set[int]:
    """Every imported file's source id."""
    return export_sql.source_ids(lib)


def _anchors(lib: Library, sources: list[int]) -> set[int]:
    """The entries the blocks of sources stand before."""
    return export_sql.block_anchors(lib, sources)


def _keys_of(lib: Library, exported: set[int], anchors: set[int]) -> dict[int, str]:
    """The current keys of the anchor entries that are exported."""
    return export_sql.keys_of(lib, sorted(anchors & exported))


def _source_blocks(
    lib: Library, sources: list[int]
) -> list[tuple[int, str, str, str, int, int | None]]:
    """(source, kind, name, raw, line, before entry) of the blocks of sources, file after file."""
    return export_sql.source_blocks(lib, sources)


# --- writing -----------------------------------------------------------------------------------


def export_parts(
    lib: Library, scope: ExportScope, flavour: str = "bibtex", style: str | None = None,
    include_files: bool = False,
) -> Iterator[str]:  # fmt: skip
    """The export's text, a part at a time (joined, they are export_text's result); style
    is the citation style of a reference list (html, markdown, rtf, text); include_files:
    CSL-JSON keeps the attachments' local paths (left out by default)."""
    notes = _scope_notes(lib, scope)
    ids = scope_ids(lib, scope)
    return _parts(lib, ids, flavour, notes=notes, style=style, include_files=include_files)


def _scope_notes(lib: Library, scope: ExportScope) -> dict[int, str]:
    """A reading list's notes when the export is of one list (services/list_notes.py)."""
    if scope.kind == "list" and isinstance(scope.value, int):
        return list_notes(lib, scope.value)
    return {}


def _parts(
    lib: Library,
    ids: list[int],
    flavour: str,
    warnings: list[str] | None = None,
    notes: dict[int, str] | None = None,
    style: str | None = None,
    include_files: bool = False,
) -> Iterator[str]:
    """The text of the entries ids (in that order) with their blocks, a part at a time; what
    styles will warn about is added to warnings (when given) as the entries are written;
    notes (a reading list's) go into the entries' annotation field."""
    if flavour not in FORMATS:
        said = translate("exporting", "unknown export format {flavour!r} (use {names})")
        raise ServiceError(said.format(flavour=flavour, names=", ".join(FORMATS)))
    if flavour in CSL_FORMATS:
        records = _export_records(lib, ids, "biblatex", None, notes or {})
        return csl_parts(lib, records, flavour, style, include_files)
    records = _export_records(lib, ids, flavour, warnings, notes or {})
    if flavour == "ris":
        return _ris_parts(records)
    blocks = export_blocks(lib, ids)
    anchors = {block.before_key.lower() for block in blocks if block.before_key}
    return write_stream(records, blocks, flavour, anchors)


def _export_records(
    lib: Library,
    ids: list[int],
    flavour: str,
    warnings: list[str] | None,
    notes: dict[int, str],
) -> Iterator[Record]:
    """The entries ids as records to write, a chunk at a time (tags in keywords, a list's
    notes in annote, a sort key for authorless entries), each checked against the styles
    when warnings is a list."""
    for start in range(0, len(ids), CHUNK):
        chunk = ids[start : start + CHUNK]
        tags = tags_of(lib, chunk)
        for entry_id, record in iter_records(lib, chunk):
            if entry_id in tags:
                tagged(record, [n for n, _ in tags[entry_id]], flavour)
            record = styled(with_list_note(record, notes.get(entry_id, ""), flavour), flavour)
            if warnings is not None and flavour != "ris":
                warnings += style_warnings(record, _present(record, flavour), flavour)
            yield record


def _present(record: Record, flavour: str) -> dict[str, str]:
    """The fields an entry is written with, by name (the venue under the names it may take)."""
    present = current_values(record, flavour)
    if record.venue and present.keys().isdisjoint(VENUE_FIELDS):
        present["journal"] = present["booktitle"] = record.venue
    return present


def styled(record: Record, flavour: str) -> Record:
    """record with a `key` field for BibTeX to sort it by, when it has no author or editor.

    The entry keeps its type and fields (a "Conference paper" without authors is written
    as @inproceedings): what a style will say about a missing author is reported
    (style_warnings), not hidden by writing another type. An entry read from a .bib file
    (raw fields) is written back as it was read.
    """
    if record.raw_fields or flavour != "bibtex" or record.authors_text.strip():
        return record  # the common case, decided before any set is built
    if not record.title and not record.fields:
        return record  # '@index{mineral}' as read: a .bib entry with no fields at all
    names = {name for name, _ in record.fields}
    if "editor" in names or "key" in names or not record.key:
        return record
    return replace(record, fields=[*record.fields, ("key", record.key)])


def with_tags(keywords: str, tags: Sequence[str]) -> str:
    """keywords with the tags it lacks appended ('a, b' + ['c'] -> 'a, b, c')."""
    new = _missing_tags(keywords, tags)
    if not new:
        return keywords
    return ", ".join([keywords.strip().rstrip(",;"), *new] if keywords.strip() else new)


def _missing_tags(keywords: str, tags: Sequence[str]) -> list[str]:
    """The tags keywords does not hold yet (compared ignoring case)."""
    have = {word.strip().lower() for word in _KEYWORD_SPLIT.split(keywords) if word.strip()}
    return [tag for tag in tags if tag.lower() not in have]


def tagged(record: Record, tags: Sequence[str], flavour: str) -> None:
    """Put the tags record's keywords lack into them, as Better BibTeX does.

    keywords read from a file keep their raw text, with the tags appended to it (encoded
    for the flavour), so that nothing the file had is re-encoded or escaped.
    """
    new = _missing_tags(record.keywords, tags)
    if not new:
        return
    at = next((i for i, (n, _) in enumerate(record.raw_fields) if n == "keywords"), None)
    if at is None or not unchanged("keywords", record.raw_fields[at][1], record.keywords, {}):
        record.keywords = with_tags(record.keywords, tags)
        return
    added = encode_field("keywords", ", ".join(new), flavour)[1:-1]
    raw = append_to_raw(record.raw_fields[at][1], added)
    record.raw_fields = [*record.raw_fields[:at], ("keywords", raw), *record.raw_fields[at + 1 :]]
    record.keywords = decode_field("keywords", raw, {})


def _ris_parts(records: Iterator[Record]) -> Iterator[str]:
    """RIS text a chunk of records at a time, separated as one write() would."""
    chunk: list[Record] = []
    separator = ""
    for record in records:
        chunk.append(record)
        if len(chunk) >= CHUNK:
            yield separator + ris.write(chunk)
            separator, chunk = "\n", []
    if chunk:
        yield separator + ris.write(chunk)


def export_text(
    lib: Library, scope: ExportScope, flavour: str = "bibtex", style: str | None = None
) -> str:
    """The export as text (for the clipboard: Ctrl+Shift+C)."""
    return "".join(export_parts(lib, scope, flavour, style))


def export_file(
    lib: Library,
    scope: ExportScope,
    flavour: str,
    path: Path | str,
    style: str | None = None,
    include_files: bool = False,
) -> ExportResult:
    """Write the export to path atomically; the file is only replaced if its bytes change.

    ExportTargetError (a ServiceError) before anything is written when path is the library,
    one of its files or backups, a device, FIFO, socket or folder.
    """
    check_target(Path(path), lib.file)
    path = Path(path)
    ids = scope_ids(lib, scope)
    warnings: list[str] = []
    notes = _scope_notes(lib, scope)
    written = write_atomically(
        path, _parts(lib, ids, flavour, warnings, notes, style, include_files)
    )
    return ExportResult(path, len(ids), written, tuple(warnings))


def cite_text(lib: Library, ids: Sequence[int], command: str = "cite") -> str:
    """'\\cite{key1,key2}' for the entries ids, in the order given (Ctrl+K)."""
    keys = export_sql.keys_of(lib, ids)
    cited = [keys[i] for i in dict.fromkeys(ids) if i in keys]
    return f"\\{command}{{{','.join(cited)}}}" if cited else ""


def entry_warnings(
    lib: Library, ids: Sequence[int], flavour: str = "bibtex"
) -> dict[int, list[str]]:
    """What the flavour's styles will warn about in each of the entries ids (the check an
    export runs as it writes), for the entries that have something."""
    found: dict[int, list[str]] = {}
    for entry_id, record in iter_records(lib, list(ids)):
        warnings = style_warnings(record, _present(record, flavour), flavour)
        if warnings:
            found[entry_id] = warnings
    return found
