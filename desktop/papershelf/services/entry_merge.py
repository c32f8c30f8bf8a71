"""An entry edit checked against the version its person saw (services/conflicts.py says how).

services/entries.update_entry calls settle() inside its transaction: the values to write
(all of them when the row is still at the seen version) and the conflict for the rest.
Values are compared as stored (a year typed as '2020' is the stored 2020).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from papershelf.i18n import translate
from papershelf.library import versions
from papershelf.library.db import Library
from papershelf.services.changes import ServiceError
from papershelf.services.conflicts import (
    FIELD_PREFIX,
    EditConflict,
    FieldConflict,
    Seen,
    merge_extra_fields,
    three_way,
)
from papershelf.services.people import display_name

# Values that go along with another field and are never compared: each is written only
# when the field it depends on is (None: only when the whole edit goes through untouched).
DEPENDENT = {
    "read_on": "status",
    "title_inferred": "title",
    "attachment_rows": "fields",
    "date_modified": None,
}
Reader = Callable[[Library, int, Iterable[str]], dict[str, Any]]
# A member's own columns on a shared library (members_sql): only they change them.
OWN_COLUMNS = frozenset({"status", "rating", "read_on", "date_modified"})


def comparable(name: str, value: Any) -> Any:
    """A field's value as stored, so that what a form typed compares with the row."""
    if name == "fields":
        return tuple((str(n), str(v)) for n, v in value or ())
    if name in ("status", "rating"):
        return int(value or 0)
    if name == "year":
        return _year(value)
    return "" if value is None else str(value).strip() if name == "key" else str(value)


def _year(value: Any) -> int | str | None:
    """A year as stored (None for blank); text that is no year stays text."""
    if value is None or not str(value).strip():
        return None
    try:
        return int(str(value).strip())
    except ValueError:
        return str(value)


def _same(name: str, one: Any, other: Any) -> bool:
    """Whether two values of a field are the same as stored."""
    return bool(comparable(name, one) == comparable(name, other))


def settle(
    lib: Library, entry_id: int, values: Mapping[str, Any], seen: Seen, read: Reader
) -> tuple[dict[str, Any], EditConflict | None]:
    """The values of an edit to write now, and the conflict for those someone else changed.

    *read* is services.entries.entry_values (the stored values of named fields).
    """
    versions.lock_row(lib, "entry", entry_id)  # what is read next stays so until commit
    stamp = versions.entry_stamp(lib, entry_id)
    if stamp is None:
        said = translate("entry_merge", "entry {entry_id} is not in the library")
        raise ServiceError(said.format(entry_id=entry_id))
    if seen.version is not None and stamp.version == seen.version:
        return dict(values), None
    stamp = stamp._replace(changed_by=display_name(lib, stamp.changed_by))  # as people know them
    if lib.backend.members and set(values) <= OWN_COLUMNS:  # my own state: I changed it
        stamp = stamp._replace(changed_by=display_name(lib, lib.user_name()), changed_at=None)
    checked = {n: v for n, v in values.items() if n not in DEPENDENT}
    stored = read(lib, entry_id, checked)
    mine = {n: v for n, v in checked.items() if n != "fields"}
    write, clashes = three_way(seen.values, stored, mine, _same)
    conflicts = [
        _conflict(entry_id, n, seen.values.get(n), mine[n], stored[n], stamp) for n in clashes
    ]
    if "fields" in checked:
        fields, extra = _merge_fields(entry_id, seen, stored, checked["fields"], stamp)
        conflicts += extra
        if fields is not None:
            write["fields"] = fields
    for name, needs in DEPENDENT.items():
        if name in values and needs is not None and needs in write:
            write[name] = values[name]
    if "attachment_rows" in write and write.get("fields") != values.get("fields"):
        del write["attachment_rows"]  # merged fields: read the links again instead
    kept = {n: stored[n] for n in stored if n in checked}
    return write, EditConflict(conflicts, stored={entry_id: kept}) if conflicts else None


def _merge_fields(
    entry_id: int, seen: Seen, stored: Mapping[str, Any], mine: Any, stamp: versions.EntryStamp
) -> tuple[list[tuple[str, str]] | None, list[FieldConflict]]:
    """The extra fields to write (None: nothing to write) and the conflicts among them."""
    have = list(comparable("fields", stored["fields"]))
    want = list(comparable("fields", mine))
    if "fields" not in seen.values:
        if have == want:
            return None, []
        return None, [_conflict(entry_id, "fields", None, want, have, stamp)]
    base = list(comparable("fields", seen.values["fields"]))
    merged, clashes = merge_extra_fields(base, have, want)
    conflicts = [
        _conflict(entry_id, FIELD_PREFIX + name, b, m, t, stamp) for name, b, m, t in clashes
    ]
    return (None if merged == have else merged), conflicts


def _conflict(
    entry_id: int, name: str, base: Any, mine: Any, theirs: Any, stamp: versions.EntryStamp
) -> FieldConflict:
    """A conflict on one field of an entry, named with its last writer."""
    return FieldConflict(
        "entry", entry_id, name, base, mine, theirs, stamp.version, stamp.changed_by,
        stamp.changed_at,
    )  # fmt: skip
