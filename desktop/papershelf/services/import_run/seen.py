"""What an import remembers of a record's content, and what it reads of its fields once."""

from __future__ import annotations

from pathlib import Path

from papershelf.formats.bib.file_field import LINK_FIELDS
from papershelf.formats.records import Record
from papershelf.formats.text.latex import all_single_spaced, single_spaced
from papershelf.services.migrate.marks import MARK_FIELDS, MARK_PREFIXES


def folder_of(file: str) -> str:
    """The folder of an imported file ('' for records that came from no file)."""
    return str(Path(file).expanduser().absolute().parent) if file else ""


def has_links(record: Record) -> bool:
    """Whether a record has a `file` field or RIS L1 links (attachments to make)."""
    return links_and_parent(record)[0]


def links_and_parent(record: Record) -> tuple[bool, str, bool]:
    """Whether record has a `file` field or RIS L1 links (attachments to make), its first
    crossref's parent key ('' for none), and whether it has a field another program left
    (migrate.extras brings those): one pass over its fields for the three."""
    linked, parent, marked = False, None, False
    for name, value in record.fields:
        lowered = name.lower()
        if lowered in LINK_FIELDS:
            linked = True
        elif lowered == "crossref" and parent is None:
            parent = value
        elif lowered in MARK_FIELDS or lowered.startswith(MARK_PREFIXES):
            marked = True
    return linked, (parent or "").strip(), marked


def content(record: Record) -> int:
    """What makes two records with one key the same entry: type and fields as written
    (white space squashed), as a hash: an import keeps one per key it has seen, and the
    fields themselves (a collaboration's 70 KB author list) would hold the whole file.

    Python's own hash of the parts, in C and without copying them (a blake2b digest of the
    parts run together took twice as long): within one process the same content always
    has the same hash, and two contents of one key share one by chance once in 2**64.
    """
    if not record.raw_fields:
        return hash((
            record.entry_type.lower(), record.title, record.authors_text, str(record.year),
            record.venue, record.abstract, record.doi, record.url, tuple(record.fields),
        ))  # fmt: skip
    values = [value for _, value in record.raw_fields]
    if not all_single_spaced(values):  # the usual record: nothing to squash
        values = [single_spaced(value) for value in values]
    # Field names hold no ',' (bibtex_syntax reads none): lower-cased as one text.
    names = ",".join([name for name, _ in record.raw_fields]).lower()
    return hash((record.entry_type.lower(), names, *values))
