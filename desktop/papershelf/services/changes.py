"""What an operation changed, so each view refreshes only what it shows."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

# Every field name a Changes may list: what an operation that rewrites whole entries (a
# merge, its undo) says it changed.
ALL_FIELDS = frozenset(
    "key entry_type title title_inferred authors_text year venue abstract doi url keywords "
    "notes status rating read_on date_modified fields tags lists attachments annotations".split()
)


class ServiceError(Exception):
    """An operation refused for a reason a person should read (a clash, a bad value)."""


@dataclass(frozen=True)
class Changes:
    """Ids of entries edited, added or removed, which fields, and whether tags/lists changed.

    *saved*: the saved searches (names, queries, scopes) changed, so the sidebar reloads them.
    *duplicates*: pairs were marked (or unmarked) as different papers, so the Duplicates view
    asks again. *autoexport*: auto-export bindings were added, changed or removed.
    *attachments*: ids of attachments added, changed (moved, relinked) or removed; their
    entries are in *edited* with the field 'attachments'.
    """

    edited: frozenset[int] = frozenset()
    fields: frozenset[str] = frozenset()
    added: frozenset[int] = frozenset()
    removed: frozenset[int] = frozenset()
    tags: bool = False
    lists: bool = False
    saved: bool = False
    duplicates: bool = False
    autoexport: bool = False
    attachments: frozenset[int] = frozenset()

    @classmethod
    def edit(cls, ids: Iterable[int], fields: Iterable[str]) -> Changes:
        """Changes for fields edited on existing entries."""
        return cls(edited=frozenset(ids), fields=frozenset(fields))

    @property
    def membership(self) -> bool:
        """Whether entries came or went, so id lists must be asked for again."""
        return bool(self.added or self.removed)

    @property
    def empty(self) -> bool:
        """Whether nothing changed at all."""
        return self == Changes()

    def __or__(self, other: Changes) -> Changes:
        """Both sets of changes together."""
        return Changes(
            self.edited | other.edited,
            self.fields | other.fields,
            self.added | other.added,
            self.removed | other.removed,
            self.tags or other.tags,
            self.lists or other.lists,
            self.saved or other.saved,
            self.duplicates or other.duplicates,
            self.autoexport or other.autoexport,
            self.attachments | other.attachments,
        )


# What a write nobody described (another program, a reconnection) may have changed: anything,
# so every view asks again.
EVERYTHING = Changes(
    fields=ALL_FIELDS, tags=True, lists=True, saved=True, duplicates=True, autoexport=True
)
