"""Undo commands: each stores ids, names and snapshots (never ORM objects) and calls services."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

from papershelf.library.db import Library
from papershelf.services.changes import Changes
from papershelf.services.conflicts import FIELD_PREFIX, EditConflict, Seen
from papershelf.services.entries import entry_values, update_stamped
from papershelf.services.entry_merge import DEPENDENT

if TYPE_CHECKING:
    from papershelf.gui.controller import LibraryController

Edits = dict[int, dict[str, Any]]
Operation = Callable[[Library], Changes]


class EditEntriesCommand(QUndoCommand):
    """Set fields on entries; undo puts back each entry's own earlier values.

    Undo and redo change only what is still as this command left it: each carries the
    values it expects (and the versions its last run left), so a field someone else changed
    since is reported (EditConflict), never overwritten. *seen*: what the first run started
    from (an edit form's Seen), None for an unchecked first run (a rating click).
    """

    def __init__(
        self, controller: LibraryController, text: str, after: Edits, before: Edits,
        seen: dict[int, Seen] | None = None,
    ) -> None:  # fmt: skip
        super().__init__(text)
        self._controller = controller
        self._after = after
        self._before = before
        self._first: dict[int, Seen] | None = seen
        self._done = False
        self._stamps: dict[int, int] = {}  # each entry's version after this command's last run

    def redo(self) -> None:
        """Write the new values (the first time: against what the edit started from)."""
        seen = self._expecting(self._before) if self._done else self._first
        self._done = True
        self._run(self._after, seen)

    def undo(self) -> None:
        """Write the values the entries had before, where they still hold this edit's."""
        self._run(self._before, self._expecting(self._after))

    @property
    def empty(self) -> bool:
        """Whether nothing of the edit is left to undo (every field was held back)."""
        return not any(self._after.values())

    def settle(self, conflict: EditConflict, lib: Library) -> None:
        """The first run wrote only part: keep just that part, as it was written."""
        for found in conflict.conflicts:
            if not found.field.startswith(FIELD_PREFIX):
                gone = {found.field, *(n for n, on in DEPENDENT.items() if on == found.field)}
                for side in (self._after, self._before):
                    for name in gone:
                        side.get(found.row_id, {}).pop(name, None)
            elif found.row_id in self._after:  # merged by name: what was written
                written = entry_values(lib, found.row_id, ["fields"])["fields"]
                self._after[found.row_id]["fields"] = written
        for row_id in [i for i, values in self._after.items() if not values]:
            del self._after[row_id], self._before[row_id]

    def _expecting(self, values: Edits) -> dict[int, Seen]:
        """Per entry: the values a run expects to find, and the version it left."""
        return {i: Seen(self._stamps.get(i), dict(v)) for i, v in values.items()}

    def _run(self, edits: Edits, seen: dict[int, Seen] | None) -> None:
        """Write *edits* through the controller; remember the versions they leave."""
        self._stamps = {}

        def write(lib: Library) -> Changes:
            """The edit and, in its transaction, the versions it leaves."""
            changes, self._stamps = update_stamped(lib, edits, seen)
            return changes

        self._controller.run(write)


class OperationCommand(QUndoCommand):
    """A service call and its exact inverse, which may use what the first call recorded."""

    def __init__(
        self, controller: LibraryController, text: str, do: Operation, undo: Operation
    ) -> None:
        super().__init__(text)
        self._controller = controller
        self._do = do
        self._undo = undo

    def redo(self) -> None:
        """Do (or do again) the operation."""
        self._controller.run(self._do)

    def undo(self) -> None:
        """Put the library back as it was before."""
        self._controller.run(self._undo)
