"""Applying a found record to an entry: field by field, as one step that can be undone.

The candidate's values win for what identifies the paper (type, title, authors, year, venue,
DOI, URL, volume, pages, …); the entry keeps its own abstract, keywords and notes when it has
them. A title taken from the candidate is no longer "inferred". The key is kept (documents may
cite it), except where it was made from an inferred title: such a key was a guess nobody has
cited yet, and it is made again from the real authors, year and title by the key pattern.
Undo: `revert_entries(lib, snapshot)` with the snapshot this returns.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from papershelf.formats.records import Record
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.services import attachments
from papershelf.services.changes import ALL_FIELDS, Changes, ServiceError
from papershelf.services.deleting import EntrySnapshot, snapshot_entries
from papershelf.services.keys import preview_regenerate, regenerate_keys
from papershelf.services.merging import compare, merge_record_into

__all__ = ["apply_records", "lookup_choices"]

OURS_FIRST = frozenset({"abstract", "keywords"})  # the entry's own text stays when it has one


def lookup_choices(entry: Record, found: Record) -> dict[str, str]:
    """Per field: 'other' (the found record's value) or 'keep' (the entry's)."""
    choices = {}
    for choice in compare(entry, found):
        keep = (choice.name in OURS_FIRST and choice.keep) or not choice.other
        choices[choice.name] = "keep" if keep else "other"
    return choices


def apply_records(
    lib: Library, applied: Sequence[tuple[int, Record, Mapping[str, str] | None]]
) -> tuple[Changes, EntrySnapshot]:
    """Apply each (entry id, found record, choices or None for the defaults) in one transaction.

    Returns what changed and the entries as they were before, for undo.
    """
    ids = [entry_id for entry_id, _record, _choices in applied]
    guessed: list[int] = []
    with lib.atomic():
        before = snapshot_entries(lib, ids)
        for entry_id, found, choices in applied:
            entry = load_record(lib, entry_id)
            if entry is None:
                said = translate("metadata", "entry {entry_id} is not in the library")
                raise ServiceError(said.format(entry_id=entry_id))
            merged = merge_record_into(
                lib, entry_id, found, choices or lookup_choices(entry, found)
            )
            if entry.title_inferred and not merged.title_inferred:
                guessed.append(entry_id)
        regenerate_keys(lib, preview_regenerate(lib, guessed))
        attachments.follow_entries(lib, ids)  # managed files take the found title
    return Changes(edited=frozenset(ids), fields=ALL_FIELDS, duplicates=True), before
