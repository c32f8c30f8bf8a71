"""What an edit form started from: each field's stored value and the entry's version.

Saving sends it with the changes (services/conflicts.Seen), so the library writes only
what nobody else changed meanwhile. When the entry changes while the form is open (another
window, another person), boxes the person has not touched take the new values and move
the starting point with them; a touched box keeps the value it started from, and the
version stays the old one, so a field both changed comes back as a conflict.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from papershelf.library.queries import EntryDetails
from papershelf.services.conflicts import Seen

# The form's fields, each an attribute of EntryDetails holding its stored value.
FORM_FIELDS = (
    "entry_type", "key", "title", "venue", "doi", "url", "keywords", "authors_text", "year",
    "abstract", "notes", "fields",
)  # fmt: skip


def stored_values(entry: EntryDetails) -> dict[str, Any]:
    """The entry's form fields as stored (not as the form shows them)."""
    return {name: getattr(entry, name) for name in FORM_FIELDS}


class EditOrigin:
    """The stored values and version an open form's edits are measured against."""

    def __init__(self) -> None:
        self.version: int | None = None
        self.values: dict[str, Any] = {}

    def load(self, entry: EntryDetails) -> None:
        """Start from *entry* as it is now."""
        self.version = entry.version
        self.values = stored_values(entry)

    def refresh(self, entry: EntryDetails, touched: Iterable[str]) -> None:
        """Take *entry*'s new values for the fields the person has not touched."""
        kept = set(touched)
        fresh = stored_values(entry)
        self.values = {n: self.values[n] if n in kept else fresh[n] for n in FORM_FIELDS}
        if not kept:
            self.version = entry.version

    def seen(self, names: Iterable[str]) -> Seen:
        """What the edit of *names* started from."""
        return Seen(self.version, {n: self.values[n] for n in names if n in self.values})
