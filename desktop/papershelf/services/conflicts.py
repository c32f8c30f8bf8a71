"""Optimistic concurrency: an edit names what it started from, and only what nobody else
changed since is written; a field two people changed is a conflict, never overwritten.

An edit carries a `Seen`: the row's version when the person started, and the values of
the fields they change as they were then. If the row is still at that version, the edit is
written. If not, each field is merged on its own:

- stored value == seen value: nobody else touched it, so this edit's value is written;
- stored value == this edit's value: both wrote the same, nothing to do;
- otherwise both changed it: a `FieldConflict` (mine, theirs, who changed the row and when).

The fields without a conflict are written (two people editing different fields of one
paper both succeed); then the service raises `EditConflict`, listing the rest, with the
`Changes` it did make. `EditConflict.resolved(row_id, chosen)` gives the values and Seen of
the edit that settles the conflict with the person's choices (theirs, mine or a merged
text): a new edit, checked in turn, so a third writer in between is a conflict again.

Undo is the same check the other way round: the Seen of an undo is what the edit wrote
(version None: compare every value), so an undo puts back only the fields still as this
person left them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from papershelf.i18n import translate
from papershelf.services.changes import Changes, ServiceError

# A conflict on one extra BibTeX field of an entry is named 'fields/NAME'.
FIELD_PREFIX = "fields/"
_MISSING = object()


@dataclass(frozen=True)
class Seen:
    """What an edit started from: the row's version then (None: unknown, so every value is
    compared) and the values of the fields the edit changes, as they were. row_id names the
    row where the service finds it by name (a tag), so a rename meanwhile is a conflict."""

    version: int | None
    values: Mapping[str, Any] = field(default_factory=dict)
    row_id: int | None = None


@dataclass(frozen=True)
class FieldConflict:
    """One field two people changed: what this person saw, wants, and what is stored now.

    kind: 'entry', 'tag', 'list' or 'saved search'. field: the service's name for it
    ('title', 'name', 'query'; 'fields/pages' for one extra BibTeX field, whose values are
    None when the field is absent). version: the row's version that holds *theirs*.
    changed_by / changed_at: who changed the row last and when ('' / None: not recorded).
    """

    kind: str
    row_id: int
    field: str
    base: Any
    mine: Any
    theirs: Any
    version: int
    changed_by: str = ""
    changed_at: str | None = None

    def describe(self) -> str:
        """One line for a message: the field and who changed it when."""
        field = translate("", label(self.field))  # the words of gui/dialogs/conflict_dialog
        who = self.changed_by or translate("conflicts", "someone else")
        if self.changed_at:
            said = translate("conflicts", "{field} (changed by {who} at {when})")
            return said.format(field=field, who=who, when=self.changed_at)
        return translate("conflicts", "{field} (changed by {who})").format(field=field, who=who)


class EditConflict(ServiceError):  # noqa: N818 (reads as the condition it reports)
    """Some fields of an edit were changed by someone else meanwhile: those were not written.

    conflicts: each field held back. changes: what the edit did write (other fields).
    stored: per row, the stored values of the edit's fields when the conflict was found
    (what `resolved` builds on).
    """

    def __init__(
        self,
        conflicts: Sequence[FieldConflict],
        changes: Changes | None = None,
        stored: Mapping[int, Mapping[str, Any]] | None = None,
    ) -> None:
        self.conflicts = tuple(conflicts)
        self.changes = changes or Changes()
        self.stored = dict(stored or {})
        fields = ", ".join(c.describe() for c in self.conflicts)
        super().__init__(
            translate(
                "conflicts", "changed meanwhile by someone else, so yours was not written: {fields}"
            ).format(fields=fields)
        )

    def of_row(self, row_id: int) -> list[FieldConflict]:
        """The conflicts of one row."""
        return [c for c in self.conflicts if c.row_id == row_id]

    def resolved(self, row_id: int, chosen: Mapping[str, Any]) -> tuple[dict[str, Any], Seen]:
        """The edit settling one row's conflicts: values to write (chosen: field -> value
        for each conflict; a field left out keeps theirs) and the Seen to write them on."""
        values: dict[str, Any] = {}
        seen: dict[str, Any] = {}
        version: int | None = None
        stored = self.stored.get(row_id, {})
        for conflict in self.of_row(row_id):
            version = conflict.version
            if conflict.field.startswith(FIELD_PREFIX):
                _resolve_extra(values, seen, stored, conflict, chosen)
            elif conflict.field in chosen:
                values[conflict.field] = chosen[conflict.field]
                seen[conflict.field] = conflict.theirs
        return values, Seen(version, seen)


def checked_row(
    kind: str, row_id: int, version: int, stored: Mapping[str, Any], mine: Mapping[str, Any],
    seen: Seen | None,
) -> tuple[dict[str, Any], EditConflict | None]:  # fmt: skip
    """A tag's, list's or saved search's edit merged with its row: what to write, and the
    conflict for the rest (None: none). Values are compared whatever the version, so a row
    deleted and put back under an old version never lets a stale edit through."""
    if seen is None:
        return dict(mine), None
    write, clashes = three_way(seen.values, stored, mine)
    if not clashes:
        return write, None
    conflicts = [
        FieldConflict(kind, row_id, n, seen.values.get(n), mine[n], stored.get(n), version)
        for n in clashes
    ]
    return write, EditConflict(conflicts, stored={row_id: dict(stored)})


def _resolve_extra(
    values: dict[str, Any], seen: dict[str, Any], stored: Mapping[str, Any],
    conflict: FieldConflict, chosen: Mapping[str, Any],
) -> None:  # fmt: skip
    """Put the chosen value of one extra field into the whole fields list of the retry."""
    if conflict.field not in chosen:
        return
    base = list(values.get("fields", stored.get("fields", ())))
    seen["fields"] = list(stored.get("fields", ()))
    values["fields"] = set_field(base, conflict.field[len(FIELD_PREFIX) :], chosen[conflict.field])


def set_field(
    fields: Iterable[tuple[str, str]], name: str, value: str | None
) -> list[tuple[str, str]]:
    """Extra fields with *name* set to *value* (in place, or appended; None removes it)."""
    result: list[tuple[str, str]] = []
    done = False
    for field_name, field_value in fields:
        if field_name.lower() != name.lower():
            result.append((field_name, field_value))
        elif value is not None and not done:
            result.append((field_name, value))
            done = True
    if value is not None and not done:
        result.append((name, value))
    return result


def label(name: str) -> str:
    """A field's name as a person reads it ('authors_text' -> 'authors')."""
    if name.startswith(FIELD_PREFIX):
        return name[len(FIELD_PREFIX) :]
    return {"authors_text": "authors", "entry_type": "type", "fields": "other fields",
            "key": "citation key", "doi": "DOI", "url": "URL"}.get(name, name)  # fmt: skip


Same = Callable[[str, Any, Any], bool]
# One extra BibTeX field both sides changed: (name, base, mine, theirs), None when absent.
ExtraClash = tuple[str, str | None, str | None, str | None]


def three_way(
    base: Mapping[str, Any], stored: Mapping[str, Any], mine: Mapping[str, Any],
    same: Same = lambda _name, a, b: a == b,
) -> tuple[dict[str, Any], list[str]]:  # fmt: skip
    """Merge one row's edit field by field: (values to write, names in conflict).

    A field whose base is not given is written only if nobody could have changed it: when
    stored already equals mine (then nothing is written) it is fine, otherwise a conflict.
    """
    write: dict[str, Any] = {}
    conflicts: list[str] = []
    for name, want in mine.items():
        have = stored.get(name)
        if same(name, have, want):
            continue
        seen = base.get(name, _MISSING)
        if seen is not _MISSING and same(name, have, seen):
            write[name] = want
        else:
            conflicts.append(name)
    return write, conflicts


def merge_extra_fields(
    base: Sequence[tuple[str, str]], stored: Sequence[tuple[str, str]],
    mine: Sequence[tuple[str, str]],
) -> tuple[list[tuple[str, str]], list[ExtraClash]]:  # fmt: skip
    """Merge extra BibTeX fields name by name: (the merged list, conflicts as (name, base,
    mine, theirs), None for an absent field). A field only one side changed takes that
    side's value; stored order is kept, new fields follow in mine's order."""
    seen, have, want = _by_name(base), _by_name(stored), _by_name(mine)
    spelled = {str(n).lower(): str(n) for n, _ in [*mine, *stored, *base][::-1]}
    merged = list(stored)
    conflicts: list[ExtraClash] = []
    for name in dict.fromkeys([*want, *have, *seen]):
        b, t, m = seen.get(name), have.get(name), want.get(name)
        if t == m or m == b:
            continue
        if t == b:
            merged = set_field(merged, spelled[name], m)
        else:
            conflicts.append((spelled[name], b, m, t))
    return merged, conflicts


def _by_name(fields: Sequence[tuple[str, str]]) -> dict[str, str]:
    """Extra fields by lower-case name (a repeated name: the first one)."""
    found: dict[str, str] = {}
    for name, value in fields:
        found.setdefault(str(name).lower(), str(value))
    return found
