"""Merging two records of one paper into one entry, field by field.

A merge keeps one entry (its id, key, status history) and takes, for each field, either
its own value ('keep') or the other's ('other'); by default a field the kept entry lacks
comes from the other. The other's BibTeX raw expression comes along with a value taken
from it, so an export writes it as its file had it. Notes are joined; tags and reading
lists are combined (merge_entries), and so are attached files (the `file` field lists
both entries' files); rating and status take the higher of the two.

Undo recipe for merge_entries (services/deleting.py):
    snap = snapshot_entries(lib, [keep_id, other_id])
    merge_entries(lib, keep_id, other_id, choices)
    undo: revert_entries(lib, snap)      redo: merge_entries(lib, keep_id, other_id, choices)
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from papershelf.formats.records import Record
from papershelf.i18n import translate
from papershelf.library import annotations_sql, entries_sql
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.library.models import now
from papershelf.services import attachments
from papershelf.services.changes import ALL_FIELDS, Changes, ServiceError
from papershelf.services.identity import fingerprint
from papershelf.services.import_store import authors_of, write_fields, write_people

CHOICES = ("keep", "other")
# The names a merge offers for the record's columns, with the attribute that holds each.
COLUMN_NAMES = {
    "type": "entry_type",
    "author": "authors_text",
    "title": "title",
    "year": "year",
    "venue": "venue",
    "abstract": "abstract",
    "doi": "doi",
    "url": "url",
    "keywords": "keywords",
}
# Raw BibTeX fields that carry a column's value (venue lives in journal/booktitle fields).
_RAW_OF = {"author": "author", "title": "title", "year": "year", "abstract": "abstract",
           "doi": "doi", "url": "url", "keywords": "keywords"}  # fmt: skip


@dataclass(frozen=True)
class FieldChoice:
    """One field of a merge: the kept entry's value, the other's, and the default choice."""

    name: str
    keep: str
    other: str

    @property
    def default(self) -> str:
        """'keep' when the kept entry has a value, else 'other'."""
        return "keep" if self.keep else "other"

    @property
    def differs(self) -> bool:
        """Whether the two values differ (the ones a person needs to look at)."""
        return self.keep != self.other


def field_values(record: Record) -> dict[str, str]:
    """A record's values by merge name: columns first, then its other fields in order."""
    values = {name: _text(getattr(record, attr)) for name, attr in COLUMN_NAMES.items()}
    for name, value in record.fields:
        values.setdefault(name, value)
    return values


def _text(value: Any) -> str:
    """A column value as text ('' for None)."""
    return "" if value is None else str(value)


def compare(keep: Record, other: Record) -> list[FieldChoice]:
    """Every field either record has, side by side, in the kept record's order then the other's."""
    mine, theirs = field_values(keep), field_values(other)
    names = [*mine, *(name for name in theirs if name not in mine)]
    return [
        FieldChoice(name, mine.get(name, ""), theirs.get(name, ""))
        for name in names
        if mine.get(name) or theirs.get(name)
    ]


def compare_entries(lib: Library, keep_id: int, other_id: int) -> list[FieldChoice]:
    """The fields of two library entries side by side (for the merge dialog)."""
    return compare(_required(lib, keep_id), _required(lib, other_id))


def _required(lib: Library, entry_id: int) -> Record:
    """An entry as a record; ServiceError when it is gone."""
    record = load_record(lib, entry_id)
    if record is None:
        said = translate("merging", "entry {entry_id} is not in the library")
        raise ServiceError(said.format(entry_id=entry_id))
    return record


def merged_record(keep: Record, other: Record, choices: Mapping[str, str]) -> Record:
    """keep with the fields choices give to other (and, by default, those keep lacks)."""
    for choice in choices.values():
        if choice not in CHOICES:
            said = translate("merging", "a merge choice is 'keep' or 'other', not {choice!r}")
            raise ServiceError(said.format(choice=choice))
    picks = {c.name: choices.get(c.name, c.default) for c in compare(keep, other)}
    mine, theirs = field_values(keep), field_values(other)
    values = {n: (theirs if pick == "other" else mine).get(n, "") for n, pick in picks.items()}
    merged = Record(key=keep.key, title_inferred=_inferred(keep, other, picks))
    for name, attr in COLUMN_NAMES.items():
        setattr(merged, attr, values.get(name, ""))
    merged.year = int(values["year"]) if values.get("year", "").strip().isdigit() else None
    merged.entry_type = values.get("type") or keep.entry_type
    merged.fields = [(n, v) for n, v in values.items() if n not in COLUMN_NAMES and v]
    merged.raw_fields = _merged_raw(keep, other, picks)
    merged.notes = _joined(keep.notes, other.notes)
    return merged


def _inferred(keep: Record, other: Record, picks: Mapping[str, str]) -> bool:
    """Whether the merged title is still one guessed from an abstract."""
    return other.title_inferred if picks.get("title") == "other" else keep.title_inferred


def _merged_raw(keep: Record, other: Record, picks: Mapping[str, str]) -> list[tuple[str, str]]:
    """keep's raw fields with those taken from other replaced (or added) by other's raw."""
    theirs = dict(other.raw_fields)
    taken = {_RAW_OF.get(name, name) for name, pick in picks.items() if pick == "other"}
    raw: list[tuple[str, str]] = []
    for name, value in keep.raw_fields:
        if name not in taken:
            raw.append((name, value))
        elif name in theirs:
            raw.append((name, theirs[name]))
    have = {name for name, _ in raw}
    raw += [(n, v) for n, v in other.raw_fields if n in taken and n not in have]
    return raw


def _joined(first: str, second: str) -> str:
    """Two notes as one (each once)."""
    first, second = first.strip(), second.strip()
    if not second or second in first:
        return first
    if not first or first in second:
        return second
    return f"{first}\n\n{second}"


def merge_record_into(
    lib: Library, entry_id: int, other: Record, choices: Mapping[str, str]
) -> Record:
    """Merge other (a record, maybe from a file) into the entry entry_id; the merged record.

    Runs in the caller's transaction; tags, lists and the other's deletion are up to it.
    """
    keep = _required(lib, entry_id)
    merged = merged_record(keep, other, choices)
    write_record(lib, entry_id, merged)
    return merged


def write_record(lib: Library, entry_id: int, record: Record) -> None:
    """Overwrite an entry's columns, people, fields and raw fields with record's."""
    people = authors_of(record)
    entries_sql.set_columns(lib, [entry_id], {
        "entry_type": record.entry_type or "misc", "title": record.title,
        "title_inferred": int(record.title_inferred), "authors_text": record.authors_text,
        "author_sort": people[0].family if people else "", "year": record.year,
        "venue": record.venue, "abstract": record.abstract, "doi": record.doi,
        "url": record.url, "keywords": record.keywords, "notes": record.notes,
        "fingerprint": fingerprint(record), "date_modified": str(now()),
    })  # fmt: skip
    write_people(lib, entry_id, "author", people)
    write_fields(lib, entry_id, record.fields)
    _write_raw(lib, entry_id, record.raw_fields)


def _write_raw(lib: Library, entry_id: int, raw: list[tuple[str, str]]) -> None:
    """Set an entry's raw BibTeX fields (keeping the file it came from)."""
    entries_sql.write_raw_fields(lib, entry_id, json.dumps(raw, ensure_ascii=False))


def merge_entries(
    lib: Library, keep_id: int, other_id: int, choices: Mapping[str, str] | None = None
) -> Changes:
    """Merge the entry other_id into keep_id (fields by choices), then delete other_id.

    Tags and reading lists of both are combined (keep's place in a list wins), notes
    joined, the higher rating and status kept. One transaction; undo: see the module doc.
    """
    if keep_id == other_id:
        raise ServiceError(translate("merging", "an entry cannot be merged with itself"))
    with lib.atomic():
        other = _required(lib, other_id)
        merge_record_into(lib, keep_id, other, choices or {})
        entries_sql.combine_marks(lib, keep_id, other_id)
        attachments.absorb(lib, keep_id, other_id)  # files are combined, never dropped
        annotations_sql.move_to_entry(lib, other_id, keep_id)  # and what was marked in them
        attachments.follow_entries(lib, [keep_id])  # a title taken from the other renames
        entries_sql.delete_entry(lib, other_id)
    return Changes(
        edited=frozenset({keep_id}), fields=ALL_FIELDS, removed=frozenset({other_id}),
        tags=True, lists=True, duplicates=True,
    )  # fmt: skip
