"""Undo commands: each stores ids, names and snapshots (never ORM objects) and calls services."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

from papershelf.library.db import Library
from papershelf.services.changes import Changes
from papershelf.services.entries import update_entries

if TYPE_CHECKING:
    from papershelf.gui.controller import LibraryController

Edits = dict[int, dict[str, Any]]
Operation = Callable[[Library], Changes]


class EditEntriesCommand(QUndoCommand):
    """Set fields on entries; undo puts back each entry's own earlier values."""

    def __init__(
        self, controller: LibraryController, text: str, after: Edits, before: Edits
    ) -> None:
        super().__init__(text)
        self._controller = controller
        self._after = after
        self._before = before

    def redo(self) -> None:
        """Write the new values."""
        self._controller.run(lambda lib: update_entries(lib, self._after))

    def undo(self) -> None:
        """Write the values the entries had before."""
        self._controller.run(lambda lib: update_entries(lib, self._before))


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
