"""Editing entries: any field, status and rating; each call one transaction."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from papershelf.formats.names import parse_names
from papershelf.i18n import translate
from papershelf.library import entries_sql, versions
from papershelf.library.db import Library
from papershelf.library.models import Status, now
from papershelf.library.queries import key_taken
from papershelf.services import attachments, entry_merge, members
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.conflicts import EditConflict, Seen
from papershelf.services.import_store import write_fields, write_people

TEXT_FIELDS = ("entry_type", "title", "venue", "abstract", "doi", "url", "keywords", "notes")
# read_on and date_modified are set by the app, and given back only by undo.
EDITABLE = (
    *TEXT_FIELDS, "key", "authors_text", "year", "status", "rating", "fields", "read_on",
    "date_modified",
)  # fmt: skip
# entry_values gives the entry's attachments with its fields, as update_entry takes them back.
ATTACHMENT_ROWS = "attachment_rows"
# Fields managed attachment files are named and placed by (services.attachments).
NAMING_FIELDS = frozenset({"key", "title", "authors_text", "year"})
# Fields that live in the entry table alone, so many entries can be set in one UPDATE.
BATCHABLE = frozenset({"status", "rating", "read_on", "date_modified"})


def _clean_year(value: Any) -> int | None:
    """A year from an int or text; None for blank; ServiceError for anything else."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    try:
        year = int(str(value).strip())
    except ValueError:
        said = translate("entries", "the year must be a number, not {value!r}")
        raise ServiceError(said.format(value=value)) from None
    if not -9999 <= year <= 9999:
        said = translate("entries", "{year} is not a year")
        raise ServiceError(said.format(year=year))
    return year


def _clean_rating(value: Any) -> int:
    """A rating from 0 to 5."""
    rating = int(value)
    if not 0 <= rating <= 5:
        raise ServiceError(translate("entries", "a rating goes from 0 to 5 stars"))
    return rating


def _clean_key(lib: Library, entry_id: int, value: Any) -> str:
    """A citation key that BibTeX accepts and no other entry has."""
    key = str(value).strip()
    if not key:
        raise ServiceError(translate("entries", "the citation key cannot be empty"))
    bad = set(key) & set(' \t\n,{}()"#%~\\=')
    if bad:
        raise ServiceError(
            translate("entries", "a citation key cannot contain {characters!r}").format(
                characters="".join(sorted(bad))
            )
        )
    if key_taken(lib, key, except_id=entry_id):
        said = translate("entries", "the key {key} is already used by another entry")
        raise ServiceError(said.format(key=key))
    return key


def entry_values(lib: Library, entry_id: int, names: Iterable[str]) -> dict[str, Any]:
    """The current values of the named editable fields, as update_entry takes them."""
    values: dict[str, Any] = {}
    for name in names:
        if name == "fields":
            values[name] = entries_sql.entry_fields(lib, entry_id)
        elif name in EDITABLE:
            row = entries_sql.entry_column(lib, entry_id, name)
            if row is None:
                said = translate("entries", "entry {entry_id} is not in the library")
                raise ServiceError(said.format(entry_id=entry_id))
            values[name] = row[0]
    if "fields" in values:  # the file field's attachments, so undo brings back the very rows
        values[ATTACHMENT_ROWS] = tuple(attachments.attachments_of(lib, entry_id))
    if "title" in values:
        values["title_inferred"] = entry_title_inferred(lib, entry_id)
    if "status" in values and "read_on" not in values:
        values.update(entry_values(lib, entry_id, ["read_on"]))
    if "date_modified" not in values:
        values.update(entry_values(lib, entry_id, ["date_modified"]))
    return values


def entry_title_inferred(lib: Library, entry_id: int) -> bool:
    """Whether the entry's title is still the one guessed from its abstract."""
    return entries_sql.title_inferred(lib, entry_id)


def update_entry(
    lib: Library, entry_id: int, values: Mapping[str, Any], seen: Seen | None = None
) -> Changes:
    """Set fields of one entry; a person's title edit makes the title no longer inferred.

    With *seen* (what the person started from), only what nobody else changed meanwhile is
    written, and EditConflict lists the rest (services/conflicts.py): raised after this
    call's transaction, so a caller's own transaction around it must catch it to keep
    what was written.
    """
    unknown = set(values) - set(EDITABLE) - {"title_inferred", ATTACHMENT_ROWS}
    if unknown:
        raise ServiceError(
            translate("entries", "cannot edit {fields}").format(fields=", ".join(sorted(unknown)))
        )
    conflict: EditConflict | None = None
    with lib.atomic():
        if not entries_sql.entry_exists(lib, entry_id):
            said = translate("entries", "entry {entry_id} is not in the library")
            raise ServiceError(said.format(entry_id=entry_id))
        if seen is not None:
            values, conflict = entry_merge.settle(lib, entry_id, values, seen, entry_values)
        changes = _write_entry(lib, entry_id, values)
    if conflict is not None:
        raise EditConflict(conflict.conflicts, changes, conflict.stored)
    return changes


def _write_entry(lib: Library, entry_id: int, values: Mapping[str, Any]) -> Changes:
    """Write an entry's fields (in the caller's transaction); what changed."""
    if not values:
        return Changes()
    columns = _column_values(lib, entry_id, values)
    if "authors_text" in values:
        people, _ = parse_names(str(values["authors_text"]))
        write_people(lib, entry_id, "author", people)
        columns["author_sort"] = people[0].family if people else ""
    if "fields" in values:
        write_fields(lib, entry_id, [(str(n), str(v)) for n, v in values["fields"]])
    _write_columns(lib, [entry_id], columns)
    edited = Changes.edit([entry_id], set(values) - {ATTACHMENT_ROWS})
    return edited | _attachments_follow(lib, entry_id, values)


def _attachments_follow(lib: Library, entry_id: int, values: Mapping[str, Any]) -> Changes:
    """Keep the entry's attachments in step with an edit: its `file` field read again, its
    managed files renamed for a new key, title, authors or year."""
    changes = Changes()
    if ATTACHMENT_ROWS in values:  # undo: the rows exactly as they were (ids, copies, trust)
        changes = attachments.put_rows(lib, entry_id, values[ATTACHMENT_ROWS])
    elif "fields" in values:
        changes = attachments.sync_links(lib, [entry_id])
    if not NAMING_FIELDS.isdisjoint(values):
        changes = changes | attachments.follow_entries(lib, [entry_id])
    return changes


def _column_values(lib: Library, entry_id: int, values: Mapping[str, Any]) -> dict[str, Any]:
    """The entry-table columns for *values*, validated."""
    columns: dict[str, Any] = {n: str(values[n]) for n in TEXT_FIELDS if n in values}
    if "title" in values:
        columns["title_inferred"] = int(bool(values.get("title_inferred", False)))
    if "authors_text" in values:
        columns["authors_text"] = str(values["authors_text"])
    if "year" in values:
        columns["year"] = _clean_year(values["year"])
    if "rating" in values:
        columns["rating"] = _clean_rating(values["rating"])
    if "status" in values:
        columns.update(_status_columns(Status(int(values["status"]))))
    for stamp in ("read_on", "date_modified"):  # undo puts back the dates it had
        if stamp in values:
            columns[stamp] = values[stamp]
    if "key" in values:
        columns["key"] = _clean_key(lib, entry_id, values["key"])
    return columns


def _status_columns(status: Status) -> dict[str, Any]:
    """Columns for a new status: reading it through stamps the date it was read."""
    return {"status": int(status), "read_on": str(now()) if status == Status.READ else None}


def _write_columns(lib: Library, ids: list[int], columns: dict[str, Any]) -> None:
    """Set the given columns (and the modification date) of the entries *ids*: their
    versions move even when only people or extra fields changed. On a shared library the
    status, rating and read date are the member's own (services/members.py): they leave
    the entry row as it was."""
    rest = members.write_own(lib, ids, columns)
    if rest == columns or set(rest) - {"date_modified"}:  # an undo of mine brings a date back
        entries_sql.set_columns(lib, ids, {"date_modified": str(now()), **rest})


def set_status(lib: Library, ids: Iterable[int], status: Status) -> Changes:
    """Give entries a reading status (read stamps today's date)."""
    id_list = list(ids)
    with lib.atomic():
        _write_columns(lib, id_list, _status_columns(Status(status)))
    return Changes.edit(id_list, ["status", "read_on"])


def set_rating(lib: Library, ids: Iterable[int], rating: int) -> Changes:
    """Give entries a rating from 0 (none) to 5 stars."""
    id_list = list(ids)
    with lib.atomic():
        _write_columns(lib, id_list, {"rating": _clean_rating(rating)})
    return Changes.edit(id_list, ["rating"])


def update_entries(
    lib: Library, edits: Mapping[int, Mapping[str, Any]], seen: Mapping[int, Seen] | None = None
) -> Changes:
    """Apply per-entry edits in one transaction; entries given the same values share one UPDATE.

    With *seen* (per entry: what its edit started from), each entry is merged on its own
    and one EditConflict, after the rest is written, lists every field held back.
    """
    if seen:
        return _update_checked(lib, edits, seen)
    groups: dict[tuple[tuple[str, Any], ...], list[int]] = {}
    for entry_id, values in edits.items():
        signature = tuple(sorted((k, _hashable(v)) for k, v in values.items()))
        groups.setdefault(signature, []).append(entry_id)
    changes = Changes()
    with lib.atomic():
        for ids in groups.values():
            values = edits[ids[0]]
            if set(values) <= BATCHABLE:
                _write_columns(lib, ids, _column_values(lib, ids[0], values))
                changes = changes | Changes.edit(ids, values)
            else:
                for entry_id in ids:
                    changes = changes | update_entry(lib, entry_id, edits[entry_id])
    return changes


def _update_checked(
    lib: Library, edits: Mapping[int, Mapping[str, Any]], seen: Mapping[int, Seen]
) -> Changes:
    """update_entries with a Seen per entry: what nobody else changed is written."""
    changes = Changes()
    held: list[EditConflict] = []
    with lib.atomic():
        versions.lock_rows(lib, "entry", edits)  # on a server: nobody writes them meanwhile
        current = versions.versions_of(lib, "entry", edits)
        untouched = [i for i in edits if i in seen and current.get(i) == seen[i].version]
        if untouched:  # still as the edit left them: written together (undo of a big batch)
            changes = update_entries(lib, {i: edits[i] for i in untouched})
        for entry_id, values in edits.items():
            if entry_id in untouched:
                continue
            try:
                changes = changes | update_entry(lib, entry_id, values, seen.get(entry_id))
            except EditConflict as conflict:
                changes = changes | conflict.changes
                held.append(conflict)
    if held:
        stored = {k: v for c in held for k, v in c.stored.items()}
        raise EditConflict([f for c in held for f in c.conflicts], changes, stored)
    return changes


def update_stamped(
    lib: Library, edits: Mapping[int, Mapping[str, Any]], seen: Mapping[int, Seen] | None = None
) -> tuple[Changes, dict[int, int]]:
    """update_entries, and each entry's version right after it (read in the same
    transaction, so it is this edit's own: undo starts from it)."""
    held: EditConflict | None = None
    with lib.atomic():
        try:
            changes = update_entries(lib, edits, seen)
        except EditConflict as conflict:  # what was written stays: it is committed below
            held = conflict
        stamps = versions.versions_of(lib, "entry", edits)
    if held is not None:
        raise held
    return changes, stamps


def entry_versions(lib: Library, ids: Iterable[int]) -> dict[int, int]:
    """The current version of each of the entries *ids* (those that exist)."""
    return versions.versions_of(lib, "entry", ids)


def _hashable(value: Any) -> Any:
    """A value usable in a dict key (lists of field pairs become tuples)."""
    if isinstance(value, list):
        return tuple(tuple(v) if isinstance(v, list) else v for v in value)
    return value
