"""Reading-list notes in exports: why each paper is in the list, where a researcher looks.

A note is written in the entry's annotation field: `annote` in BibTeX (BibTeX's documented
field for annotations: annotated bibliography styles such as chicago-annote.bst print it,
plain/alpha/ieeetr ignore it, so citing is unchanged), `annotation` in biblatex (its data
model's name; biber also reads `annote` into it) and an `N1` note in RIS. An entry that
already has such a field keeps it; the list's note follows it, so nothing is lost.
Only an export of one reading list carries its notes: a paper has one note per list.
"""

from __future__ import annotations

from dataclasses import replace

from papershelf.formats.records import Record
from papershelf.library.db import Library
from papershelf.services.lists import list_positions

ANNOTATION_FIELD = {"bibtex": "annote", "biblatex": "annotation"}
# Field names an entry may already carry its own annotation in (either flavour's).
ANNOTATION_NAMES = frozenset({"annote", "annotation"})


def list_notes(lib: Library, list_id: int) -> dict[int, str]:
    """{entry id: note} for the entries of a list that have a note."""
    return {m.entry_id: m.note.strip() for m in list_positions(lib, list_id) if m.note.strip()}


def with_list_note(record: Record, note: str, flavour: str) -> Record:
    """*record* carrying *note* in its annotation field (RIS: a note), after any it had."""
    if not note:
        return record
    if flavour == "ris":
        notes = f"{record.notes.strip()}\n\n{note}" if record.notes.strip() else note
        return replace(record, notes=notes)
    name = ANNOTATION_FIELD.get(flavour, "annote")
    own = [value for field, value in record.fields if field.lower() in ANNOTATION_NAMES]
    kept = [(f, v) for f, v in record.fields if f.lower() not in ANNOTATION_NAMES]
    text = "\n\n".join([*(v.strip() for v in own if v.strip()), note])
    return replace(record, fields=[*kept, (name, text)])
