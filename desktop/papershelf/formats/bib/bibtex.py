"""BibTeX and BibLaTeX in and out: the one module the rest of the app imports for .bib files.

- `read(path)` / `read_text(text, file)` -> ReadResult: records (decoded columns for
  display and search, every field's raw expression in `raw_fields`), library blocks
  (@string, @preamble, @comment, free text) and per-entry problems with line numbers.
- `write(records, blocks, flavour)` -> str: raw values written back where unchanged,
  edited and new values encoded for the flavour ('bibtex' or 'biblatex').
- `inherited_fields(record, parents)`: what a crossref'd entry shows from its parent.

The parts live in bibtex_syntax (scanner, with bibtex_fast_paths), bibtex_read, bibtex_write
(with bibtex_values: what a record's entry holds), bibtex_fields (field kinds, macros,
decoding), latex (LaTeX <-> Unicode) and encoding (bytes -> text).
"""

from __future__ import annotations

from collections.abc import Mapping

from papershelf.formats.bib.bibtex_read import Progress, read, read_text
from papershelf.formats.bib.bibtex_write import FLAVOURS, ExportError, write
from papershelf.formats.records import Record

__all__ = [
    "FLAVOURS",
    "ExportError",
    "Progress",
    "inherited_fields",
    "read",
    "read_text",
    "with_inherited",
    "write",
]

# Fields an entry never takes from the entry it crossrefs.
_NOT_INHERITED = frozenset({"crossref", "xref", "ids", "key", "entryset", "related"})
# biblatex's renames when a part inherits from its whole: the book's title is the chapter's
# booktitle; classic BibTeX inherits fields under the same name, which these also cover.
_RENAMED = {
    ("proceedings", "title"): "booktitle",
    ("book", "title"): "booktitle",
    ("collection", "title"): "booktitle",
    ("reference", "title"): "booktitle",
    ("mvbook", "title"): "maintitle",
    ("mvcollection", "title"): "maintitle",
    ("proceedings", "subtitle"): "booksubtitle",
    ("book", "subtitle"): "booksubtitle",
}


def inherited_fields(record: Record, parents: Mapping[str, Record]) -> list[tuple[str, str]]:
    """Decoded fields record shows from the entry its crossref names (parents by lower-cased key).

    Only fields the record lacks are given, in the parent's order; the parent's title
    becomes the child's booktitle, as in biblatex. Nothing is stored: this is for display.
    """
    target = next((value for name, value in record.fields if name == "crossref"), "")
    parent = parents.get(target.strip().lower())
    if parent is None or parent is record:
        return []
    own = _own_names(record)
    inherited: list[tuple[str, str]] = []
    for name, value in _all_values(parent):
        name = _RENAMED.get((parent.entry_type, name), name)
        if name not in own and name not in _NOT_INHERITED and value:
            inherited.append((name, value))
            own.add(name)
    return inherited


def with_inherited(record: Record, parents: Mapping[str, Record]) -> Record:
    """A copy of record for display, with venue, year and fields filled in from its crossref."""
    extra = inherited_fields(record, parents)
    if not extra:
        return record
    values = dict(extra)
    copy = Record(**{**record.__dict__, "fields": [*record.fields, *extra]})
    if not copy.venue:
        copy.venue = values.get("journal") or values.get("booktitle") or ""
    if copy.year is None and values.get("year", "").strip().isdigit():
        copy.year = int(values["year"])
    if not copy.authors_text and values.get("author"):
        copy.authors_text = values["author"]
    return copy


def _own_names(record: Record) -> set[str]:
    """The field names record has a value for (columns included)."""
    return {name for name, value in _all_values(record) if value}


def _all_values(record: Record) -> list[tuple[str, str]]:
    """A record's decoded values by BibTeX field name, in the order its file had them."""
    values = dict(record.fields[::-1])  # the first of a repeated name wins
    values.update(
        author=record.authors_text,
        title=record.title,
        year="" if record.year is None else str(record.year),
        abstract=record.abstract,
        doi=record.doi,
        url=record.url,
        keywords=record.keywords,
    )
    order = [name for name, _ in record.raw_fields if name in values]
    order += [name for name in values if name not in order]
    return [(name, values[name]) for name in dict.fromkeys(order)]
